// A function's own code, sorted by the kinds of node the rules ask about. Several rules read the same
// handler (its branches, its returns, its calls), so it is walked once and kept for the file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { traversalFrom, type TraversalStep } from './file-nodes.js';
import { perFile } from './per-file.js';
import { isFunctionType, type FunctionLike } from './syntax.js';
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

const ownCodeOfFile = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, OwnCode>());

export function ownCodeOf(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const known = ownCodeOfFile(sourceCode);
  let code = known.get(fn);
  if (!code) {
    code = collect(fn, sourceCode);
    known.set(fn, code);
  }
  return code;
}

function collect(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const code = {
    calls: [] as TSESTree.CallExpression[],
    declarators: [] as TSESTree.VariableDeclarator[],
    exits: [] as (TSESTree.ReturnStatement | TSESTree.ThrowStatement)[],
    branches: [] as (TSESTree.IfStatement | TSESTree.ConditionalExpression)[],
    tries: [] as TSESTree.TryStatement[],
  };
  const sort = (node: TSESTree.Node) => {
    switch (node.type) {
      case 'CallExpression':
        code.calls.push(node);
        break;
      case 'VariableDeclarator':
        if (node.init) code.declarators.push(node);
        break;
      case 'ReturnStatement':
      case 'ThrowStatement':
        code.exits.push(node);
        break;
      case 'IfStatement':
      case 'ConditionalExpression':
        code.branches.push(node);
        break;
      case 'TryStatement':
        if (node.handler) code.tries.push(node);
        break;
    }
  };
  // ESLint's traversal list holds the function's code in order already: reading it is cheaper than a walk.
  const traversal = traversalFrom(fn, sourceCode);
  if (traversal) visitOwnBody(fn, traversal.steps, traversal.start, sort);
  else walkOwnBody(fn, sourceCode.visitorKeys, sort);
  return code;
}

/** What `walkOwnBody` visits, read from the traversal steps after `start` (the step entering `fn`). */
function visitOwnBody(
  fn: FunctionLike,
  steps: readonly TraversalStep[],
  start: number,
  visit: (node: TSESTree.Node) => void,
): void {
  let inBody = false;
  // Functions entered inside the body and not left yet: their code is theirs.
  let nested = 0;
  for (let index = start + 1; index < steps.length; index++) {
    const step = steps[index]!;
    if (step.kind !== 1) continue;
    const node = step.target as TSESTree.Node;
    if (!inBody) {
      inBody = node === fn.body;
      if (!inBody) continue;
    }
    const isNested = node !== fn.body && isFunctionType(node.type);
    if (step.phase === 2) {
      if (node === fn.body) return;
      if (isNested) nested--;
    } else if (isNested) nested++;
    else if (nested === 0) visit(node);
  }
}
