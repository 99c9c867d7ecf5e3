// Calls that end their path like a `throw`: a local function whose body always throws, or one
// declared to return `never`. Code path analysis does not know them; the rules that ask "on every
// path" do.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { localFunctionOf } from './local-functions.js';
import { calleeOf, isFunctionLike } from './syntax.js';
import { walk } from './walk.js';
import { variableOf } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const cache = new WeakMap<TSESTree.Node, boolean>();

const declaredNever = (node: { returnType?: TSESTree.TSTypeAnnotation | undefined }) =>
  node.returnType?.typeAnnotation.type === 'TSNeverKeyword';

/** A top-level `throw` in the body, and no `return` anywhere in the function's own code. */
function alwaysThrows(fn: TSESTree.FunctionLike, visitorKeys: SourceCode['visitorKeys']): boolean {
  const body = fn.body;
  if (!body || body.type !== 'BlockStatement') return false;
  if (!body.body.some((statement) => statement.type === 'ThrowStatement')) return false;
  let returns = false;
  walk(body, visitorKeys, (node) => {
    if (node.type === 'ReturnStatement') returns = true;
    if (returns || (node !== body && isFunctionLike(node)) || node.type === 'ClassBody') return false;
    return undefined;
  });
  return !returns;
}

function functionNeverReturns(fn: TSESTree.FunctionLike, sourceCode: SourceCode): boolean {
  let answer = cache.get(fn);
  if (answer === undefined) {
    answer = declaredNever(fn) || alwaysThrows(fn, sourceCode.visitorKeys);
    cache.set(fn, answer);
  }
  return answer;
}

/** Whether the call never returns: the rest of its path does not run. */
export function neverReturns(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const callee = calleeOf(call);
  if (callee.type !== 'Identifier') return false;
  const local = localFunctionOf(callee, sourceCode);
  if (local) return functionNeverReturns(local, sourceCode);
  // `declare function fail(message: string): never;`
  const variable = variableOf(callee, sourceCode);
  return !!variable?.defs.some((def) => def.node.type === 'TSDeclareFunction' && declaredNever(def.node));
}
