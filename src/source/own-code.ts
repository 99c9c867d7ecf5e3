// A function's own code, sorted by the kinds of node the rules ask about. Several rules read the same
// handler (its branches, its returns, its calls), so each function's body is walked once per file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';
import type { FunctionLike } from './syntax.js';
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

type OwnCodeKind = keyof OwnCode;

/** The list of `OwnCode` a node of this type may go in. */
function ownCodeKindOf(type: string): OwnCodeKind | undefined {
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

/** A function's own code, from a walk of its body: declarators with a value, `try`s with a `catch`. */
function ownCodeByWalk(fn: { readonly body: TSESTree.Node }, visitorKeys: SourceCode['visitorKeys']): OwnCode {
  const code: OwnCode = { calls: [], declarators: [], exits: [], branches: [], tries: [] };
  walkOwnBody(fn, visitorKeys, (node) => {
    const kind = ownCodeKindOf(node.type);
    if (kind === undefined) return;
    if (kind === 'declarators' && !(node as TSESTree.VariableDeclarator).init) return;
    if (kind === 'tries' && !(node as TSESTree.TryStatement).handler) return;
    (code[kind] as TSESTree.Node[]).push(node);
  });
  return code;
}

const walkedOwnCode = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, OwnCode>());

/** The nodes of a function's own code (its body, not the functions nested in it), sorted by kind. */
export function ownCodeOf(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const walked = walkedOwnCode(sourceCode);
  let code = walked.get(fn);
  if (!code) walked.set(fn, (code = ownCodeByWalk(fn, sourceCode.visitorKeys)));
  return code;
}
