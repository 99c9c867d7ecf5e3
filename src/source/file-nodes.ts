// The nodes several rooms look for anywhere in a file (calls, `new`, classes, object literals), listed
// once per file for all of them, instead of a walk each; and where each function's code lies in
// ESLint's own traversal list, for reading a function's code without walking it.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';
import { isFunctionType, type FunctionLike } from './syntax.js';
import { walk } from './walk.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export type ListedNode =
  | TSESTree.CallExpression
  | TSESTree.NewExpression
  | TSESTree.ClassDeclaration
  | TSESTree.ClassExpression
  | TSESTree.ObjectExpression;

/** Nodes that hold types only: none of the listed nodes is inside them, so a walk does not go in. */
const TYPES_ONLY = new Set<string>([
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

/** One step of ESLint's own traversal list: a node entered (phase 1) or left, or a code path event. */
export interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  /** The node, or the name of the code path event. */
  readonly target: unknown;
  /** What a listener is called with. */
  readonly args?: readonly unknown[];
}

interface FileListing {
  readonly nodes: readonly ListedNode[];
  /** ESLint's traversal list, on a host that keeps one; with, for each function, the index of the step entering it. */
  readonly traversal?: {
    readonly steps: readonly TraversalStep[];
    readonly entered: ReadonlyMap<FunctionLike, number>;
  };
}

const listing = perFile((sourceCode: SourceCode): FileListing => {
  const nodes: ListedNode[] = [];
  // ESLint 9+ lists every node for its own traversal and keeps the list (`SourceCode#traverse`, part
  // of its language API): reading it costs far less than walking the tree again. Other hosts get a walk.
  const traverse = (sourceCode as { traverse?: () => readonly TraversalStep[] }).traverse;
  if (typeof traverse === 'function') {
    const steps = traverse.call(sourceCode);
    const entered = new Map<FunctionLike, number>();
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index]!;
      if (step.kind !== 1 || step.phase !== 1) continue;
      const node = step.target as TSESTree.Node;
      const role = roleOf(node.type);
      if (role === 'listed') nodes.push(node as ListedNode);
      else if (role === 'function') entered.set(node as FunctionLike, index);
    }
    return { nodes, traversal: { steps, entered } };
  }
  walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (roleOf(node.type) === 'listed') nodes.push(node as ListedNode);
    else if (TYPES_ONLY.has(node.type)) return false;
    return undefined;
  });
  return { nodes };
});

/**
 * What the listing keeps of a node of this type: the node itself, where a function starts, or
 * nothing. Asked of every node with its type read once: the nodes are of many shapes, which makes
 * each read of a property slow.
 */
function roleOf(type: string): 'listed' | 'function' | undefined {
  switch (type) {
    case 'CallExpression':
    case 'NewExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
    case 'ObjectExpression':
      return 'listed';
    default:
      return isFunctionType(type) ? 'function' : undefined;
  }
}

/** The file's calls, `new` expressions, classes and object literals, in source order (outer before inner). */
export const fileNodes = (sourceCode: SourceCode): readonly ListedNode[] => listing(sourceCode).nodes;

/** Whether the host keeps ESLint's traversal list for this file, so that a `replayer` can run. */
export const keepsTraversal = (sourceCode: SourceCode): boolean => listing(sourceCode).traversal !== undefined;

/**
 * ESLint's traversal list and the index of the step that enters `fn`: the steps after it, up to the
 * one leaving it, visit its code in source order. `undefined` on a host that keeps no such list.
 */
export function traversalFrom(
  fn: FunctionLike,
  sourceCode: SourceCode,
): { readonly steps: readonly TraversalStep[]; readonly start: number } | undefined {
  const traversal = listing(sourceCode).traversal;
  if (!traversal) return undefined;
  const start = traversal.entered.get(fn);
  return start === undefined ? undefined : { steps: traversal.steps, start };
}
