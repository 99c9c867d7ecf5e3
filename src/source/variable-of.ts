// The scope manager's lookup of a name, typed once: `findVariable` of `@eslint-community/eslint-utils`.
import { findVariable } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

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
  const from = scope ?? sourceCode.getScope(name as TSESTree.Identifier);
  return findVariable(from as never, name) as Variable | null;
}
