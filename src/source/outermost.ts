// The reverse of `unwrap`: from an expression out to the outermost one that is still the same value.
import type { TSESTree } from '@typescript-eslint/utils';

/**
 * Climbs from `node` through the wrappers that do not change its value, `as`, `!`, `satisfies`,
 * `<T>x` and the `?.` chain around it, and with `awaited` also `await` (the value a promise settles
 * to): the node the code around sees the value as. `unwrap(outermost(node))` is `node` again.
 */
export function outermost(node: TSESTree.Node, { awaited = false }: { awaited?: boolean } = {}): TSESTree.Node {
  let current = node;
  for (let parent = node.parent; parent; current = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'ChainExpression':
        if (parent.expression !== current) return current;
        break;
      case 'AwaitExpression':
        if (!awaited) return current;
        break;
      default:
        return current;
    }
  }
  return current;
}
