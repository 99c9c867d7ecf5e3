import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { type FunctionLike, isFunctionLike, singleAssignmentInit, variableOf } from '../source/index.js';
import { calleeName } from './checks.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A wrapper such as `withAuth(handler)` whose code is in this file. */
export interface VisibleWrapper {
  readonly name: string;
  /** `function withAuth(handler) { … }` */
  readonly outer: FunctionLike;
  /** The function it returns: what the SDK calls on a read. */
  readonly inner: FunctionLike;
  /** The parameter of `outer` that receives the wrapped handler. */
  readonly handlerParam: TSESTree.Identifier;
}

export const wrapperName = (call: TSESTree.CallExpression): string | null => calleeName(call);

/** The names a wrapper call goes by: as called, and as exported when it is an aliased import. */
export function wrapperNames(call: TSESTree.CallExpression, sourceCode: SourceCode): string[] {
  const name = wrapperName(call);
  if (!name) return [];
  if (call.callee.type !== 'Identifier') return [name];
  const variable = variableOf(call.callee, sourceCode);
  const def = variable?.defs[0];
  if (def?.type === 'ImportBinding' && def.node.type === 'ImportSpecifier' && def.node.imported.type === 'Identifier') {
    return [name, def.node.imported.name];
  }
  return [name];
}

/** The wrapper's code when the callee is a function (or const arrow) declared in this file. */
export function visibleWrapper(call: TSESTree.CallExpression, sourceCode: SourceCode): VisibleWrapper | undefined {
  const name = wrapperName(call);
  const callee = call.callee;
  if (!name || callee.type !== 'Identifier') return undefined;
  const outer = functionNamed(callee, sourceCode);
  if (!outer) return undefined;
  const position = call.arguments.findIndex((a) => isFunctionLike(a) || a.type === 'Identifier');
  const param = outer.params[Math.max(position, 0)];
  const handlerParam = param?.type === 'AssignmentPattern' ? param.left : param;
  if (handlerParam?.type !== 'Identifier') return undefined;
  const inner = returnedFunction(outer);
  return inner ? { name, outer, inner, handlerParam } : undefined;
}

function functionNamed(identifier: TSESTree.Identifier, sourceCode: SourceCode): FunctionLike | undefined {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs[0];
  if (def?.type === 'FunctionName' && def.node.type === 'FunctionDeclaration') return def.node;
  const init = singleAssignmentInit(identifier, sourceCode);
  return isFunctionLike(init) ? init : undefined;
}

/** `(h) => async (…) => …` or `function (h) { return async (…) => …; }`. */
function returnedFunction(outer: FunctionLike): FunctionLike | undefined {
  const strip = (node: TSESTree.Node | null | undefined): TSESTree.Node | null | undefined =>
    node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') ? strip(node.expression) : node;
  if (outer.body.type !== 'BlockStatement') {
    const body = strip(outer.body);
    return isFunctionLike(body) ? body : undefined;
  }
  for (const statement of outer.body.body) {
    if (statement.type === 'ReturnStatement') {
      const value = strip(statement.argument);
      if (isFunctionLike(value)) return value;
    }
  }
  return undefined;
}

/** Whether a call invokes the wrapped handler: `handler(…)`, `handler.call(…)`, `handler.apply(…)`. */
export function callsWrapped(call: TSESTree.CallExpression, wrapper: VisibleWrapper, sourceCode: SourceCode): boolean {
  let callee: TSESTree.Node = call.callee;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    ['call', 'apply'].includes(callee.property.name)
  ) {
    callee = callee.object;
  }
  if (callee.type !== 'Identifier' || callee.name !== wrapper.handlerParam.name) return false;
  const variable = variableOf(callee, sourceCode);
  return !!variable?.defs.some((d) => d.name === wrapper.handlerParam);
}
