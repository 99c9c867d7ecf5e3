// The scope manager's lookup of a name, typed once: `findVariable` of `@eslint-community/eslint-utils`.
import { findVariable } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { scopeOf } from '../project/index.js';

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
