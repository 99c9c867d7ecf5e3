// Values the companion package `mcp-resources` hands over already percent-decoded: the variables
// its adapter (`typedResource`, `typedResourceTemplate`) and router (`route`) pass to a read handler,
// and the values `match()` returns. Found by import, as the SDK's own exports are.
import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionLike, localFunctionOf, unwrap, type FunctionLike } from '../source/index.js';
import { readsOfParameter } from './handlers.js';
import { trackModuleUses } from './module-tracker.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A value that arrives decoded, and how a message names where it was decoded. */
export interface DecodedValue {
  readonly node: TSESTree.Node;
  readonly decoder: string;
  /** The call that decoded it (`match(…)`, `docs.read(…)`, `route(…)`), for the line a message names. */
  readonly site: TSESTree.Node;
}

type Kind = 'match' | 'parse' | 'adapter' | 'route';
const COMPANION = ['mcp-resources'];
const TRACE = Object.fromEntries(
  COMPANION.map((module) => [module, { match: { [CALL]: 'match' }, parse: { [CALL]: 'parse' }, typedResource: { [CALL]: 'adapter' }, typedResourceTemplate: { [CALL]: 'adapter' }, route: { [CALL]: 'route' } }]),
);

const cache = new WeakMap<object, readonly DecodedValue[]>();

/** The binding a call's result is held in: `const t = typedResource(…)`. */
function heldIn(call: TSESTree.Node, sourceCode: SourceCode): TSESLint.Scope.Variable | undefined {
  let node = call;
  while (node.parent?.type === AST_NODE_TYPES.AwaitExpression || node.parent?.type === AST_NODE_TYPES.TSAsExpression) node = node.parent;
  const declarator = node.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== node || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  return sourceCode.getDeclaredVariables(declarator)[0];
}

/** Calls of `holder.method(…)` on a binding. */
function methodCalls(variable: TSESLint.Scope.Variable | undefined, method: string): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const member = (reference.identifier as TSESTree.Node).parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.computed || member.property.type !== AST_NODE_TYPES.Identifier || member.property.name !== method) continue;
    const call = member.parent;
    if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === member) calls.push(call);
  }
  return calls;
}

/** `parse(…).match(…)`: a method called on the call's result directly. */
function chained(call: TSESTree.CallExpression, method: string): TSESTree.CallExpression[] {
  const member = call.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== call || member.computed || member.property.type !== AST_NODE_TYPES.Identifier || member.property.name !== method) return [];
  return member.parent?.type === AST_NODE_TYPES.CallExpression && member.parent.callee === member ? [member.parent] : [];
}

/** The read handler an argument names: inline, or a function of this file. */
function handlerOf(argument: TSESTree.Node | undefined, sourceCode: SourceCode): FunctionLike | undefined {
  if (!argument) return undefined;
  const inner = unwrap(argument);
  return isFunctionLike(inner) ? inner : localFunctionOf(inner, sourceCode);
}

/** The reads of a handler's variables parameter (the second), each a decoded value. */
function variablesOf(fn: FunctionLike | undefined, site: TSESTree.Node, decoder: string, sourceCode: SourceCode, into: DecodedValue[]): void {
  const param = fn?.params[1];
  if (!fn || !param) return;
  for (const read of readsOfParameter(param, fn, sourceCode)) {
    const node = read.form === 'destructure' ? read.binding : read.member;
    if (node) into.push({ node, decoder, site });
  }
}

/** What a `match(…)` result holds: `const { id } = match(…)`, `m.id` of `const m = match(…)`. */
function resultsOf(call: TSESTree.CallExpression, decoder: string, sourceCode: SourceCode, into: DecodedValue[]): void {
  let node: TSESTree.Node = call;
  while (node.parent?.type === AST_NODE_TYPES.TSNonNullExpression || node.parent?.type === AST_NODE_TYPES.TSAsExpression || (node.parent?.type === AST_NODE_TYPES.LogicalExpression && node.parent.left === node)) node = node.parent;
  const declarator = node.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== node) return;
  if (declarator.id.type === AST_NODE_TYPES.ObjectPattern) {
    for (const property of declarator.id.properties) {
      const value = property.type === AST_NODE_TYPES.Property ? (property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.left : property.value) : undefined;
      if (value?.type === AST_NODE_TYPES.Identifier) into.push({ node: value, decoder, site: call });
    }
    return;
  }
  for (const reference of sourceCode.getDeclaredVariables(declarator)[0]?.references ?? []) {
    let use = reference.identifier as TSESTree.Node;
    if (use.parent?.type === AST_NODE_TYPES.TSNonNullExpression) use = use.parent;
    const member = use.parent;
    if (member?.type === AST_NODE_TYPES.MemberExpression && member.object === use) into.push({ node: member.parent?.type === AST_NODE_TYPES.ChainExpression ? member.parent : member, decoder, site: call });
  }
}

export function companionDecodedValues(sourceCode: SourceCode): readonly DecodedValue[] {
  let values = cache.get(sourceCode.ast);
  if (values) return values;
  const found: DecodedValue[] = [];
  if (sourceCode.text.includes('mcp-resources')) {
    for (const use of trackModuleUses(sourceCode, TRACE)) {
      const call = use.node;
      if (call.type !== AST_NODE_TYPES.CallExpression) continue;
      const kind = use.info as Kind;
      if (kind === 'match') resultsOf(call, '`match()` of mcp-resources (which returns decoded values)', sourceCode, found);
      else if (kind === 'parse') for (const m of [...methodCalls(heldIn(call, sourceCode), 'match'), ...chained(call, 'match')]) resultsOf(m, '`match()` of mcp-resources (which returns decoded values)', sourceCode, found);
      else if (kind === 'route') variablesOf(handlerOf(call.arguments[1], sourceCode), call, '`route()` of mcp-resources (which passes values decoded)', sourceCode, found);
      else for (const read of methodCalls(heldIn(call, sourceCode), 'read')) variablesOf(handlerOf(read.arguments[0], sourceCode), read, 'the mcp-resources adapter (which passes values decoded)', sourceCode, found);
    }
  }
  values = found;
  cache.set(sourceCode.ast, values);
  return values;
}
