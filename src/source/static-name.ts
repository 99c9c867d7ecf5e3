// The name a member reads or a key writes, when the code states it: `getPropertyName` of `@eslint-community/eslint-utils`.
import { getPropertyName } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What has a static name: a member read, an object literal's or pattern's property, a class member. */
export type Named =
  TSESTree.MemberExpression | TSESTree.Property | TSESTree.PropertyDefinition | TSESTree.MethodDefinition;

/**
 * The static name of a member's property or of a key: `a.x`, `{ x }`, `{ "x": … }`, `{ 1: … }`, and a
 * computed one whose value is written out (`a["x"]`, `a[0]`, `` a[`x`] ``). With `sourceCode`, also a
 * computed key that is a constant of the file (`a[KEY]`, `const KEY = "x"`). A private name (`#x`),
 * or a computed key not known, has none.
 */
export function staticName(node: Named, sourceCode?: SourceCode): string | undefined {
  const scope = sourceCode && node.computed ? scopeOf(node, sourceCode) : undefined;
  return getPropertyName(node as never, scope as never) ?? undefined;
}
