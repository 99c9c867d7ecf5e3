// What several rooms look for anywhere in a file, listed once per file for all of them: the calls,
// `new` expressions, classes and object literals (fileNodes), and each function's own code
// (own-code.ts). On ESLint (9+) both come from one pass over the list of nodes ESLint keeps for its
// own traversal (`SourceCode#traverse`, part of its language API), which costs far less than walking
// the tree again; other hosts get walks.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';
import { isFunctionLike, type FunctionLike } from './syntax.js';
import { walk } from './walk.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export type ListedNode =
  | TSESTree.CallExpression
  | TSESTree.NewExpression
  | TSESTree.ClassDeclaration
  | TSESTree.ClassExpression
  | TSESTree.ObjectExpression;

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

export type OwnCodeLists = { -readonly [K in keyof OwnCode]: OwnCode[K][number][] };

export const emptyOwnCode = (): OwnCodeLists => ({ calls: [], declarators: [], exits: [], branches: [], tries: [] });

const LISTED = new Set<string>([
  'CallExpression',
  'NewExpression',
  'ClassDeclaration',
  'ClassExpression',
  'ObjectExpression',
]);

/** Nodes that hold types only: none of the listed nodes is inside them, so a walk does not go in. */
const TYPES_ONLY = new Set<string>([
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

/** One step of ESLint's traversal list: a node entered (phase 1) or left (2), or a code path event. */
interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  readonly target: unknown;
}

interface FileLists {
  readonly listed: readonly ListedNode[];
  /** The own code of every function with any; `undefined` where each function is walked when asked about. */
  readonly ownCode: ReadonlyMap<FunctionLike, OwnCodeLists> | undefined;
}

const fileLists = perFile((sourceCode: SourceCode): FileLists => {
  const listed: ListedNode[] = [];
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  if (typeof traverse !== 'function') {
    walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (LISTED.has(node.type)) listed.push(node as ListedNode);
      else if (TYPES_ONLY.has(node.type)) return false;
      return undefined;
    });
    return { listed, ownCode: undefined };
  }
  const ownCode = new Map<FunctionLike, OwnCodeLists>();
  const open: FunctionLike[] = [];
  for (const step of traverse.call(sourceCode)) {
    if (step.kind !== 1) continue;
    const node = step.target as TSESTree.Node;
    if (isFunctionLike(node)) {
      if (step.phase === 1) open.push(node);
      else open.pop();
      continue;
    }
    if (step.phase !== 1) continue;
    if (LISTED.has(node.type)) listed.push(node as ListedNode);
    const fn = open[open.length - 1];
    // A function's parameters (their defaults) are not its body's code.
    if (!fn || node.range[0] < fn.body.range[0] || node.range[1] > fn.body.range[1]) continue;
    let lists = ownCode.get(fn);
    if (!lists) ownCode.set(fn, (lists = emptyOwnCode()));
    sortOwnCode(node, lists);
  }
  return { listed, ownCode };
});

/** The file's calls, `new` expressions, classes and object literals, in source order (outer before inner). */
export const fileNodes = (sourceCode: SourceCode): readonly ListedNode[] => fileLists(sourceCode).listed;

/** Every function's own code, when the file's pass gave it. */
export const listedOwnCode = (sourceCode: SourceCode): ReadonlyMap<FunctionLike, OwnCodeLists> | undefined =>
  fileLists(sourceCode).ownCode;

/** Puts a node of a function's own code into its list, if it is of a kind the rules ask about. */
export function sortOwnCode(node: TSESTree.Node, lists: OwnCodeLists): void {
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
