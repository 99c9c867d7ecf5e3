// What a name is bound to: the variable the scope manager finds for it, the value it always holds
// (here or in another module of the project), and the names a file imports.
import { findVariable } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importedDefinition, scopeOf } from '../project/index.js';
import { perFile } from './per-file.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

type Scope = TSESLint.Scope.Scope;
type Variable = TSESLint.Scope.Variable;

/**
 * The variable a name refers to or declares, or `null` for a global nothing declares. It is looked
 * for from `scope` (by default the identifier's own; a scope around the identifier is searched down
 * to it by position first) outwards; a name given as a string needs the scope to start from.
 */
export function variableOf(identifier: TSESTree.Identifier, sourceCode: SourceCode, scope?: Scope): Variable | null;
export function variableOf(name: string, sourceCode: SourceCode, scope: Scope): Variable | null;
export function variableOf(name: TSESTree.Identifier | string, sourceCode: SourceCode, scope?: Scope): Variable | null {
  // A name of another module of the project is looked up in that module's scopes.
  const from = scope ?? scopeOf(name as TSESTree.Identifier, sourceCode);
  return findVariable(from as never, name) as Variable | null;
}

/**
 * The initializer of a variable that is assigned exactly once, at its declaration; for a name imported
 * from another module of the project, the value that module exports under it (its node is in that module).
 */
export function singleAssignmentInit(
  identifier: TSESTree.Identifier,
  sourceCode: SourceCode,
): TSESTree.Expression | null {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'ImportBinding') {
    const imported = importedDefinition(identifier, sourceCode);
    return imported?.kind === 'node' && isExpression(imported.node) ? imported.node : null;
  }
  if (!variable || !def || def.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return null;
  if (variable.references.some((reference) => reference.isWrite() && reference.identifier !== def.node.id)) return null;
  return def.node.init;
}

/** A value, not a declaration: an exported function or class declaration is followed by the callers that want it. */
const isExpression = (node: TSESTree.Node): node is TSESTree.Expression =>
  node.type !== 'FunctionDeclaration' && node.type !== 'ClassDeclaration' && node.type !== 'TSDeclareFunction';

// project, which the name lists of this file (decode helpers, functions that never return) cannot hold.

/** The file's value imports (`import { a, b as c } from …`, `import d from …`): each local name and its identifier. */
export const importedLocals = perFile((sourceCode: SourceCode): ReadonlyMap<string, TSESTree.Identifier> => {
  const locals = new Map<string, TSESTree.Identifier>();
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (statement.source.value.startsWith('node:')) continue;
    for (const specifier of statement.specifiers)
      if (!(specifier.type === 'ImportSpecifier' && specifier.importKind === 'type'))
        locals.set(specifier.local.name, specifier.local);
  }
  return locals;
});
