// Walking the tree: every node in source order, or a function's own code without the functions nested in it.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionLike, type FunctionLike } from './syntax.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A depth-first walk in source order, following the parser's visitor keys; `visit` answers `false` to skip a node's children. */
export function walk(
  root: TSESTree.Node,
  visitorKeys: SourceCode['visitorKeys'],
  visit: (node: TSESTree.Node) => unknown,
): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visit(node) === false) continue;
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      const value = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) if (value[i]) stack.push(value[i] as TSESTree.Node);
      } else if (value && typeof value === 'object') {
        stack.push(value as TSESTree.Node);
      }
    }
  }
}

/** Visits a function's own code: its body, not the functions nested in it. */
export function walkOwnBody(
  fn: { readonly body: TSESTree.Node },
  visitorKeys: SourceCode['visitorKeys'],
  visit: (node: TSESTree.Node) => void,
): void {
  walk(fn.body, visitorKeys, (node) => {
    // Every function in the body is nested, even one that is the whole body (`() => () => …`).
    if (isFunctionLike(node)) return false;
    visit(node);
    return undefined;
  });
}

/** What a function returns: an arrow's expression body, or the argument of each `return` of its own code. */
export function returnedExpressions(fn: FunctionLike, visitorKeys: SourceCode['visitorKeys']): TSESTree.Expression[] {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const found: TSESTree.Expression[] = [];
  walk(fn.body, visitorKeys, (node) => {
    // The body is a block here: every function met in it is nested.
    if (isFunctionLike(node) || node.type === 'ClassBody') return false;
    if (node.type === 'ReturnStatement') {
      if (node.argument) found.push(node.argument);
      return false;
    }
    return undefined;
  });
  return found;
}
