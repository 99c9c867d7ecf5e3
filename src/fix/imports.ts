import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

/**
 * Fixes that make `name` available from one of `modules` (the first is used for a new import):
 * nothing when it is already imported, a specifier added to an existing named import, or a new
 * import statement after the last one.
 */
export function ensureNamedImport(
  fixer: TSESLint.RuleFixer,
  sourceCode: Readonly<TSESLint.SourceCode>,
  name: string,
  modules: readonly string[],
): TSESLint.RuleFix[] {
  const program = sourceCode.ast;
  const imports = program.body.filter((s): s is TSESTree.ImportDeclaration => s.type === 'ImportDeclaration');
  const fromModule = imports.filter((s) => modules.includes(s.source.value) && s.importKind !== 'type');
  if (fromModule.some((s) => s.specifiers.some((sp) => sp.local.name === name))) return [];
  const named = fromModule.find((s) => s.specifiers.some((sp) => sp.type === 'ImportSpecifier'));
  if (named) {
    const last = [...named.specifiers].reverse().find((sp) => sp.type === 'ImportSpecifier')!;
    return [fixer.insertTextAfter(last, `, ${name}`)];
  }
  const module = fromModule[0] ? fromModule[0].source.value : modules[0]!;
  const statement = `import { ${name} } from ${JSON.stringify(module)};`;
  const anchor = imports[imports.length - 1];
  return [
    anchor
      ? fixer.insertTextAfter(anchor, `\n${statement}`)
      : fixer.insertTextBefore(program.body[0] ?? program, `${statement}\n`),
  ];
}
