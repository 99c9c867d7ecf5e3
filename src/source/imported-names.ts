// The names a file imports: a call of one of them may run a function of another module of the
// project, which the name lists of this file (decode helpers, functions that never return) cannot hold.
import type { TSESLint } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The local names bound by the file's value imports (`import { a, b as c } from …`, `import d from …`). */
export const importedNames = perFile((sourceCode: SourceCode): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (statement.source.value.startsWith('node:')) continue;
    for (const specifier of statement.specifiers)
      if (!(specifier.type === 'ImportSpecifier' && specifier.importKind === 'type')) names.add(specifier.local.name);
  }
  return names;
});
