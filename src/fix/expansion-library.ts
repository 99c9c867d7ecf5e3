import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { ensureNamedImport } from './imports.js';
import { variableOf } from '../source/index.js';

/** The RFC 6570 libraries a suggestion can expand with. */
export type ExpansionLibrary = 'std-uritemplate' | 'url-template' | 'mcp-resources';

interface LibraryTarget {
  readonly module: string;
  readonly importName: string;
  /** The call that expands `template` (source text) with `values` (an object literal's text). */
  call(template: string, values: string): string;
}

export const EXPANSION_LIBRARIES: Record<ExpansionLibrary, LibraryTarget> = {
  'std-uritemplate': {
    module: '@std-uritemplate/std-uritemplate',
    importName: 'StdUriTemplate',
    call: (template, values) => `StdUriTemplate.expand(${template}, ${values})`,
  },
  'url-template': {
    module: 'url-template',
    importName: 'parseTemplate',
    call: (template, values) => `parseTemplate(${template}).expand(${values})`,
  },
  'mcp-resources': {
    module: 'mcp-resources',
    importName: 'expand',
    call: (template, values) => `expand(${template}, ${values})`,
  },
};

/** Whether the library's name is free at `node`, or already imported from the library. */
export function libraryNameAvailable(
  library: ExpansionLibrary,
  node: TSESTree.Node,
  sourceCode: Readonly<TSESLint.SourceCode>,
): boolean {
  const target = EXPANSION_LIBRARIES[library];
  const variable = variableOf(target.importName, sourceCode, sourceCode.getScope(node));
  if (!variable || variable.defs.length === 0) return true;
  const def = variable.defs[0]!;
  return (
    def.type === 'ImportBinding' &&
    def.parent?.type === 'ImportDeclaration' &&
    def.parent.source.value === target.module &&
    def.node.type === 'ImportSpecifier' &&
    def.node.imported.type === 'Identifier' &&
    def.node.imported.name === target.importName
  );
}

/** Fixes that replace `node` with the library call and import the library when needed. */
export function expansionFixes(
  fixer: TSESLint.RuleFixer,
  sourceCode: Readonly<TSESLint.SourceCode>,
  library: ExpansionLibrary,
  node: TSESTree.Node,
  template: string,
  values: string,
): TSESLint.RuleFix[] {
  const target = EXPANSION_LIBRARIES[library];
  return [
    fixer.replaceText(node, target.call(template, values)),
    ...ensureNamedImport(fixer, sourceCode, target.importName, [target.module]),
  ];
}

/** `{ id: task.id, from }`: the values argument of an expansion. */
export function valuesObject(entries: ReadonlyArray<{ readonly name: string; readonly code: string }>): string {
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Z_$][\w$]*$/i.test(name) ? name : JSON.stringify(name));
  return `{ ${entries.map(({ name, code }) => (code === name ? name : `${key(name)}: ${code}`)).join(', ')} }`;
}

/** The quote character the file's first string literal uses (`'` when it has none). */
export function preferredQuote(sourceCode: Readonly<TSESLint.SourceCode>): string {
  for (const token of sourceCode.ast.tokens ?? []) {
    if (token.type === 'String') return token.value.startsWith('"') ? '"' : "'";
  }
  return "'";
}
