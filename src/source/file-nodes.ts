// The nodes several rooms look for anywhere in a file (calls, `new`, classes, object literals) and each
// function's own code, listed once per file for all of them instead of a walk each; and where each
// function's code lies in ESLint's own traversal list, for replaying a function's code paths.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  addOwnNode,
  emptyOwnCode,
  NO_OWN_CODE,
  ownCodeByWalk,
  ownCodeKindOf,
  type OwnCode,
  type OwnCodeKind,
} from './own-code.js';
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
  /**
   * ESLint's traversal list, on a host that keeps one; with, for each function, the index of the step
   * entering it, and its own code.
   */
  readonly traversal?: {
    readonly steps: readonly TraversalStep[];
    readonly entered: ReadonlyMap<FunctionLike, number>;
    readonly ownCode: ReadonlyMap<FunctionLike, OwnCode>;
  };
}

/** A function the listing is inside: its own code is collected once the steps reach its body (not its parameters). */
interface OpenFunction {
  readonly fn: FunctionLike;
  inBody: boolean;
  code?: OwnCode;
}

const listing = perFile((sourceCode: SourceCode): FileListing => {
  const nodes: ListedNode[] = [];
  // ESLint 9+ lists every node for its own traversal and keeps the list (`SourceCode#traverse`, part
  // of its language API): reading it costs far less than walking the tree again. Other hosts get a walk.
  const traverse = (sourceCode as { traverse?: () => readonly TraversalStep[] }).traverse;
  if (typeof traverse === 'function') {
    const steps = traverse.call(sourceCode);
    const entered = new Map<FunctionLike, number>();
    const ownCode = new Map<FunctionLike, OwnCode>();
    const open: OpenFunction[] = [];
    let innermost: OpenFunction | undefined;
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index]!;
      if (step.kind !== 1) continue;
      const node = step.target as TSESTree.Node;
      if (step.phase !== 1) {
        if (node === innermost?.fn) {
          open.pop();
          innermost = open[open.length - 1];
        }
        continue;
      }
      if (innermost && !innermost.inBody && node === innermost.fn.body) innermost.inBody = true;
      const kind = kindOf(node.type);
      if (kind === undefined) continue;
      if (kind === 'function') {
        entered.set(node as FunctionLike, index);
        innermost = { fn: node as FunctionLike, inBody: false };
        open.push(innermost);
        continue;
      }
      // A call is both: listed, and its function's own code.
      if (kind === 'listed' || kind === 'calls') nodes.push(node as ListedNode);
      if (kind !== 'listed' && innermost?.inBody) {
        if (!innermost.code) ownCode.set(innermost.fn, (innermost.code = emptyOwnCode()));
        addOwnNode(innermost.code, kind, node);
      }
    }
    return { nodes, traversal: { steps, entered, ownCode } };
  }
  walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    const kind = kindOf(node.type);
    if (kind === 'listed' || kind === 'calls') nodes.push(node as ListedNode);
    else if (TYPES_ONLY.has(node.type)) return false;
    return undefined;
  });
  return { nodes };
});

/**
 * What the listing keeps of a node of this type: the node itself (`listed`), where a function starts,
 * or the list of its function's own code it goes in (`calls` are listed too). Asked of every node with
 * its type read once: the nodes are of many shapes, which makes each read of a property slow.
 */
function kindOf(type: string): 'listed' | 'function' | OwnCodeKind | undefined {
  switch (type) {
    case 'NewExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
    case 'ObjectExpression':
      return 'listed';
    default:
      return isFunctionType(type) ? 'function' : ownCodeKindOf(type);
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

const walkedOwnCode = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, OwnCode>());

/** The nodes of a function's own code (its body, not the functions nested in it), sorted by kind. */
export function ownCodeOf(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const traversal = listing(sourceCode).traversal;
  if (traversal) return traversal.ownCode.get(fn) ?? NO_OWN_CODE;
  const walked = walkedOwnCode(sourceCode);
  let code = walked.get(fn);
  if (!code) walked.set(fn, (code = ownCodeByWalk(fn, sourceCode.visitorKeys)));
  return code;
}
