// A function's own code, sorted by the kinds of node the rules ask about. Several rules read the same
// handler (its branches, its returns, its calls), so it is listed once and kept for the file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';
import { isFunctionLike, type FunctionLike } from './syntax.js';
import { walkOwnBody } from './walk.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The nodes of a function's own code (not of the functions nested in it), each list in source order. */
export interface OwnCode {
  readonly calls: readonly TSESTree.CallExpression[];
  /** Declarators with an initial value. */
  readonly declarators: readonly TSESTree.VariableDeclarator[];
  readonly exits: readonly (TSESTree.ReturnStatement | TSESTree.ThrowStatement)[];
  readonly branches: readonly (TSESTree.IfStatement | TSESTree.ConditionalExpression)[];
  /** `try` statements with a `catch`. */
  readonly tries: readonly TSESTree.TryStatement[];
}

type Lists = { -readonly [K in keyof OwnCode]: OwnCode[K][number][] };

const emptyLists = (): Lists => ({ calls: [], declarators: [], exits: [], branches: [], tries: [] });

/** One step of ESLint's own traversal list: a node entered (phase 1) or left (2), or a code path event. */
interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  readonly target: unknown;
}

/**
 * The own code of every function of the file, sorted in one pass over ESLint's traversal list
 * (`SourceCode#traverse`, ESLint 9+), which enters and leaves each function; `undefined` on a host
 * without that list, where each function asked about is walked instead.
 */
const everyFunction = perFile((sourceCode: SourceCode): Map<FunctionLike, Lists> | undefined => {
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  if (typeof traverse !== 'function') return undefined;
  const byFunction = new Map<FunctionLike, Lists>();
  const open: FunctionLike[] = [];
  for (const step of traverse.call(sourceCode)) {
    if (step.kind !== 1) continue;
    const node = step.target as TSESTree.Node;
    if (isFunctionLike(node)) {
      if (step.phase === 1) open.push(node);
      else open.pop();
      continue;
    }
    const fn = open[open.length - 1];
    // A function's parameters (their defaults) are not its body's code.
    if (step.phase !== 1 || !fn || node.range[0] < fn.body.range[0] || node.range[1] > fn.body.range[1]) continue;
    let lists = byFunction.get(fn);
    if (!lists) byFunction.set(fn, (lists = emptyLists()));
    sort(node, lists);
  }
  return byFunction;
});

const walkedFunctions = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, Lists>());

export function ownCodeOf(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const listed = everyFunction(sourceCode);
  if (listed) return listed.get(fn) ?? emptyLists();
  const walked = walkedFunctions(sourceCode);
  let lists = walked.get(fn);
  if (!lists) {
    const collected = emptyLists();
    walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
      sort(node, collected);
    });
    walked.set(fn, (lists = collected));
  }
  return lists;
}

function sort(node: TSESTree.Node, lists: Lists): void {
  switch (node.type) {
    case 'CallExpression':
      lists.calls.push(node);
      break;
    case 'VariableDeclarator':
      if (node.init) lists.declarators.push(node);
      break;
    case 'ReturnStatement':
    case 'ThrowStatement':
      lists.exits.push(node);
      break;
    case 'IfStatement':
    case 'ConditionalExpression':
      lists.branches.push(node);
      break;
    case 'TryStatement':
      if (node.handler) lists.tries.push(node);
      break;
  }
}
