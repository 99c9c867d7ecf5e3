// Whether an error thrown at a call reaches the client out of a read handler, where the call sits
// in the handler or in a helper of this file the handler calls (for prefer-not-found-on-deny).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeOf, handlesRejection, isFunctionLike, localFunctionOf, type FunctionLike } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Whether an error of `node` leaves `handler`: `calls` are the calls of functions of this file the
 * value went through, outermost first (a flow's `calls`). The error must leave the function it is
 * thrown in, then each call must leave the function that makes it, up to the handler.
 */
export function errorLeavesHandler(
  node: TSESTree.Node,
  handler: FunctionLike,
  calls: readonly TSESTree.CallExpression[],
  sourceCode: SourceCode,
): boolean {
  let thrown = node;
  for (let i = calls.length - 1; i >= 0; i--) {
    const helper = localFunctionOf(calleeOf(calls[i]!), sourceCode);
    if (!helper || !leaves(thrown, helper)) return false;
    thrown = calls[i]!;
  }
  return leaves(thrown, handler);
}

/**
 * Whether an error of `node` leaves `fn` as it is: `node` is in `fn`'s own code, under no `try`
 * with a `catch` and with no `.catch(…)` (or two-argument `.then`) on its promise.
 */
function leaves(node: TSESTree.Node, fn: FunctionLike): boolean {
  let child: TSESTree.Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (current === fn) return true;
    if (current.type === 'TryStatement' && current.block === child && current.handler) return false;
    if (handlesRejection(child)) return false;
    // Inside a function of its own (a callback): not this function's error.
    if (isFunctionLike(current)) return false;
  }
  return false;
}
