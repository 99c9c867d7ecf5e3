// A function's own code, sorted by the kinds of node the rules ask about. Several rules read the same
// handler (its branches, its returns, its calls), so each function's code is sorted once per file:
// by `fileNodes`' listing, or by a walk on a host that keeps no traversal list.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
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

export type OwnCodeKind = keyof OwnCode;

/** The list of `OwnCode` a node of this type may go in. */
export function ownCodeKindOf(type: string): OwnCodeKind | undefined {
  switch (type) {
    case 'CallExpression':
      return 'calls';
    case 'VariableDeclarator':
      return 'declarators';
    case 'ReturnStatement':
    case 'ThrowStatement':
      return 'exits';
    case 'IfStatement':
    case 'ConditionalExpression':
      return 'branches';
    case 'TryStatement':
      return 'tries';
    default:
      return undefined;
  }
}

export const emptyOwnCode = (): OwnCode => ({ calls: [], declarators: [], exits: [], branches: [], tries: [] });

/** The own code of a function that has none of these nodes. */
export const NO_OWN_CODE: OwnCode = Object.freeze(emptyOwnCode());

/** Adds a node of the function's own code to the list of its kind: declarators with a value, `try`s with a `catch`. */
export function addOwnNode(code: OwnCode, kind: OwnCodeKind, node: TSESTree.Node): void {
  if (kind === 'declarators' && !(node as TSESTree.VariableDeclarator).init) return;
  if (kind === 'tries' && !(node as TSESTree.TryStatement).handler) return;
  (code[kind] as TSESTree.Node[]).push(node);
}

/** A function's own code, from a walk of its body. */
export function ownCodeByWalk(fn: { readonly body: TSESTree.Node }, visitorKeys: SourceCode['visitorKeys']): OwnCode {
  const code = emptyOwnCode();
  walkOwnBody(fn, visitorKeys, (node) => {
    const kind = ownCodeKindOf(node.type);
    if (kind) addOwnNode(code, kind, node);
  });
  return code;
}
