import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { callSitesOf } from './call-sites.js';
import { decodeCallOf } from './decoding.js';
import { findRealpathCalls } from './fs-sinks.js';
import {
  calleeOf,
  type FunctionLike,
  isFunctionLike,
  isGlobalNamed,
  localFunctionOf,
  methodNameOf,
  perFile,
  staticName,
  variableOf,
  wrapsValue,
  enclosingFunction,
} from '../source/index.js';
import { findPathModuleUses } from './node-path.js';
import { readsReachedBy, writeReferenceOf } from './reaching.js';
import { declaredVariablesOf, scopeOf, sourceOf as moduleSourceOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What a flowing value is: a string (`value`), a `URL`, its `searchParams` (or a `URLSearchParams`),
 * an array of strings (`split`, `getAll`, a `string[]` template variable), a regex match, or an
 * object literal that holds the string at a property path (`object`, see `FlowNode.path`).
 */
export type FlowShape = 'value' | 'url' | 'searchParams' | 'array' | 'match' | 'object';

/** How a node came to carry the value. */
export type FlowStep =
  | 'source' // where the flow starts
  | 'binding' // `const x = <value>` (or a destructured name): its reads follow
  | 'assign' // `x = <value>` (also `??=`, `||=`, `&&=`): the reads this write reaches follow
  | 'reference' // a read of such a binding
  | 'cast' // `as`, `!`, `satisfies`, `?.`, `await`
  | 'string' // `String(v)`, `v.toString()`
  | 'fallback' // `v ?? d`, `v || d`, `c ? v : w`
  | 'template' // `${v}` in a template literal
  | 'concat' // `a + v`
  | 'string-method' // `v.slice(…)`, `v.replace(…)`, `v.split(…)`, `arr.join(…)`, …
  | 'element' // `arr[0]`, `arr.at(0)`, `match[1]`, `match.groups.x`
  | 'decode' // `decodeURIComponent(v)` or a helper that returns its parameter decoded
  | 'path' // `path.join`, `path.resolve`, `path.normalize`
  | 'realpath' // `fs.realpath(v)` and its sync/promise forms
  | 'url' // `new URL(v)`, `new URLSearchParams(v)`, `url.pathname`, `url.searchParams`
  | 'query-get' // `searchParams.get(k)`: already decoded
  | 'property' // `{ k: v }`: into an object literal, at a property path
  | 'parameter' // into a parameter of a function of this file, through a call
  | 'return'; // back out of that function, at the call

export interface FlowNode {
  /** The node that carries the value: an expression, or the identifier of a binding or parameter. */
  readonly node: TSESTree.Node;
  readonly shape: FlowShape;
  readonly step: FlowStep;
  readonly parent: FlowNode | null;
  /** Steps from the source. */
  readonly depth: number;
  /** Calls entered through `parameter` steps, innermost last, so a `return` goes back to its own call. */
  readonly calls: readonly TSESTree.CallExpression[];
  /**
   * What identifies the value for checks: a read, a cast, `String()` and a fallback carry the same
   * value as their parent; every other step makes a new value, keyed by its node. Sources share
   * the key given to them.
   */
  readonly key: unknown;
  /** For an `object`: the property path to the value (`['a', 'b']` for `{ a: { b: v } }`). */
  readonly path: readonly string[];
}

export interface FlowStart {
  readonly node: TSESTree.Node;
  readonly shape: FlowShape;
  /** Shared by every start of the same logical value (e.g. each `variables.path` read). */
  readonly key?: unknown;
}

/**
 * The flow is bounded so that lint time stays linear in practice: at most MAX_DEPTH steps from a
 * source, MAX_CALL_DEPTH nested calls into functions of the same file, and MAX_NODES nodes per flow.
 */
export const FLOW_LIMITS = { MAX_DEPTH: 24, MAX_CALL_DEPTH: 2, MAX_NODES: 600 } as const;

const SAME_VALUE_STEPS = new Set<FlowStep>(['reference', 'cast', 'string', 'fallback', 'assign']);

/** Assignments that may store the right-hand value as it is. */
const ASSIGNING = new Set(['=', '??=', '||=', '&&=']);

const STRING_METHODS_KEEPING = new Set([
  'slice',
  'substring',
  'substr',
  'replace',
  'replaceAll',
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'normalize',
  'concat',
  'padStart',
  'padEnd',
]);
const URL_STRING_PARTS = new Set([
  'pathname',
  'href',
  'search',
  'hash',
  'host',
  'hostname',
  'username',
  'password',
  'origin',
]);

/**
 * Follows a value forward from its starts to every node it reaches, through single-assignment
 * bindings, casts, `String()`, `??`/`||`/`?:`, template literals, concatenation, string slicing,
 * decode calls, `path.join`/`resolve`/`normalize`, `realpath`, `URL` parts and calls into (and back
 * out of) functions of the same file. It never guesses: any other use ends that branch. Returns the
 * nodes in visiting order; each one links back to its source through `parent`.
 */
export function followValue(starts: readonly FlowStart[], sourceCode: SourceCode): FlowNode[] {
  const out: FlowNode[] = [];
  const seen = new Set<string>();
  const queue: FlowNode[] = [];

  const push = (
    parent: FlowNode | null,
    node: TSESTree.Node,
    shape: FlowShape,
    step: FlowStep,
    calls?: readonly TSESTree.CallExpression[],
    key?: unknown,
    path?: readonly string[],
  ) => {
    const depth = parent ? parent.depth + 1 : 0;
    if (depth > FLOW_LIMITS.MAX_DEPTH || out.length >= FLOW_LIMITS.MAX_NODES) return;
    // An object keeps its path through bindings, casts and calls; a step that changes it says so.
    const objectPath = shape === 'object' ? (path ?? parent?.path ?? []) : [];
    if (shape === 'object' && objectPath.length === 0) return;
    const id = `${node.range[0]}:${node.range[1]}:${node.type}:${shape}:${objectPath.join('.')}`;
    if (seen.has(id)) return;
    seen.add(id);
    const flow: FlowNode = {
      node,
      shape,
      step,
      parent,
      depth,
      calls: calls ?? parent?.calls ?? [],
      key: key ?? (parent && SAME_VALUE_STEPS.has(step) ? parent.key : node),
      path: objectPath,
    };
    out.push(flow);
    queue.push(flow);
  };

  for (const start of starts) push(null, start.node, start.shape, 'source', [], start.key ?? start.node);
  while (queue.length > 0) {
    const flow = queue.shift()!;
    if (isBindingIdentifier(flow)) {
      for (const reference of readsOf(flow.node as TSESTree.Identifier, sourceCode))
        push(flow, reference, flow.shape, 'reference', undefined, flow.key);
      continue;
    }
    const written = writtenVariable(flow.node, sourceCode);
    if (written) {
      for (const reference of readsReachedBy(written.variable, written.write))
        push(flow, reference, flow.shape, 'reference', undefined, flow.key);
    }
    // A value followed into a function of another module is read with that module's imports.
    const source = moduleSourceOf(flow.node, sourceCode);
    step(flow, push, source, findPathModuleUses(source).calls, realpathCallsOf(source), sourceCode);
  }
  return out;
}

type Push = (
  parent: FlowNode,
  node: TSESTree.Node,
  shape: FlowShape,
  step: FlowStep,
  calls?: readonly TSESTree.CallExpression[],
  key?: unknown,
  path?: readonly string[],
) => void;

function isBindingIdentifier(flow: FlowNode): boolean {
  if (flow.node.type !== 'Identifier') return false;
  if (flow.step === 'binding' || flow.step === 'parameter') return true;
  // A source given as a declared name (a destructured template variable).
  return flow.step === 'source' && isDeclaration(flow.node);
}

function isDeclaration(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  if (parent.type === 'VariableDeclarator') return parent.id === identifier;
  if (parent.type === 'Property') return parent.value === identifier && parent.parent?.type === 'ObjectPattern';
  if (parent.type === 'AssignmentPattern') return parent.left === identifier;
  if (parent.type === 'ArrayPattern') return true;
  return isFunctionLike(parent) && parent.params.includes(identifier);
}

/** The reads of a declared name that its declaration (or parameter) reaches. */
function readsOf(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Identifier[] {
  const variable =
    declaredVariablesOf(declarationOf(identifier), sourceCode).find((v) =>
      v.identifiers.includes(identifier as never),
    ) ?? variableOf(identifier, sourceCode);
  return variable ? readsReachedBy(variable, identifier) : [];
}

function declarationOf(identifier: TSESTree.Identifier): TSESTree.Node {
  let node: TSESTree.Node = identifier;
  while (node.parent && node.type !== 'VariableDeclarator' && !isFunctionLike(node.parent)) node = node.parent;
  if (node.parent && isFunctionLike(node.parent)) return node.parent;
  return node;
}

/** An assignment to a local name that the flow reached: the reads its write reaches follow. */
function writtenVariable(
  node: TSESTree.Node,
  sourceCode: SourceCode,
): { variable: TSESLint.Scope.Variable; write: TSESTree.Identifier } | undefined {
  if (node.type !== 'AssignmentExpression' || node.left.type !== 'Identifier') return undefined;
  const reference = writeReferenceOf(node.left, scopeOf(node.left, sourceCode));
  return reference?.resolved ? { variable: reference.resolved, write: node.left } : undefined;
}

const realpathCallsOf = perFile(findRealpathCalls);

function step(
  flow: FlowNode,
  push: Push,
  sourceCode: SourceCode,
  pathCalls: ReadonlyMap<TSESTree.CallExpression, string>,
  realpaths: ReadonlySet<TSESTree.CallExpression>,
  /** The linted file, whose calls a flow that started in a function of another module returns to. */
  host: SourceCode = sourceCode,
): void {
  const node = flow.node;
  const parent = node.parent;
  if (!parent) return;
  const shape = flow.shape;
  const stringy = shape === 'value';

  // `as`, `!`, `satisfies`, `<T>`, `?.` and `await` keep the value.
  if (wrapsValue(parent, node, true)) {
    push(flow, parent, shape, 'cast');
    return;
  }
  switch (parent.type) {
    case 'LogicalExpression':
      if (parent.operator === '??' || parent.operator === '||') push(flow, parent, shape, 'fallback');
      return;
    case 'ConditionalExpression':
      if (parent.consequent === node || parent.alternate === node) push(flow, parent, shape, 'fallback');
      return;
    case 'TemplateLiteral':
      if (stringy && parent.parent?.type !== 'TaggedTemplateExpression') push(flow, parent, 'value', 'template');
      return;
    case 'BinaryExpression':
      if (stringy && parent.operator === '+') push(flow, parent, 'value', 'concat');
      return;
    case 'VariableDeclarator':
      if (parent.init === node) bindDeclarator(flow, parent.id, push);
      return;
    case 'Property': {
      // `{ k: v }`, `{ k }`: the object literal holds the value at `k`.
      const name = parent.value === node && parent.parent.type === 'ObjectExpression' ? staticName(parent) : undefined;
      if (name !== undefined && (stringy || shape === 'object'))
        push(flow, parent.parent, 'object', 'property', undefined, undefined, [name, ...flow.path]);
      return;
    }
    case 'AssignmentExpression':
      if (parent.left.type !== 'Identifier') return;
      if (parent.right === node && ASSIGNING.has(parent.operator)) push(flow, parent, shape, 'assign');
      // `x += <value>` and `<value> += y` (x carrying the value) both leave x holding it, concatenated.
      else if (stringy && parent.operator === '+=') push(flow, parent, 'value', 'concat');
      return;
    case 'ReturnStatement':
      returnToCaller(flow, push, host);
      return;
    case 'ArrowFunctionExpression':
      if (parent.body === node) returnToCaller(flow, push, host);
      return;
    case 'NewExpression':
      if (stringy && parent.arguments[0] === node) {
        if (isGlobalNamed(calleeOf(parent), 'URL', sourceCode)) push(flow, parent, 'url', 'url');
        else if (isGlobalNamed(calleeOf(parent), 'URLSearchParams', sourceCode))
          push(flow, parent, 'searchParams', 'url');
      }
      return;
    case 'CallExpression':
      if (parent.callee === node) return;
      callWithArgument(flow, parent, push, sourceCode, pathCalls, realpaths);
      return;
    case 'MemberExpression':
      if (parent.object === node) member(flow, parent, push);
      return;
    default:
      return;
  }
}

/** `const { k } = object`, `function f({ k })`: the name bound at the head of the object's path. */
function bindObjectPattern(
  flow: FlowNode,
  pattern: TSESTree.ObjectPattern,
  push: Push,
  step: 'binding' | 'parameter',
  calls?: readonly TSESTree.CallExpression[],
): void {
  for (const property of pattern.properties) {
    if (property.type !== 'Property' || staticName(property) !== flow.path[0]) continue;
    const target = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    if (target.type !== 'Identifier') continue; // a nested pattern is not followed
    const rest = flow.path.slice(1);
    if (rest.length === 0) push(flow, target, 'value', step, calls);
    else push(flow, target, 'object', step, calls, undefined, rest);
  }
}

function bindDeclarator(flow: FlowNode, id: TSESTree.Node, push: Push): void {
  if (id.type === 'Identifier') {
    push(flow, id, flow.shape, 'binding');
    return;
  }
  if (id.type === 'ObjectPattern' && flow.shape === 'object') bindObjectPattern(flow, id, push, 'binding');
  if (id.type === 'ObjectPattern' && flow.shape === 'url') {
    for (const property of id.properties) {
      if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
      const local = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      if (local.type !== 'Identifier') continue;
      if (URL_STRING_PARTS.has(property.key.name)) push(flow, local, 'value', 'binding');
      else if (property.key.name === 'searchParams') push(flow, local, 'searchParams', 'binding');
    }
    return;
  }
  if (id.type === 'ArrayPattern' && (flow.shape === 'array' || flow.shape === 'match')) {
    for (const element of id.elements) {
      const local = element?.type === 'AssignmentPattern' ? element.left : element;
      if (local?.type === 'Identifier') push(flow, local, 'value', 'binding');
    }
  }
}

/**
 * Out of a function at a `return`: to the call the flow came in by, or, for a flow that started
 * inside the function, to each of its calls in this file.
 */
function returnToCaller(flow: FlowNode, push: Push, sourceCode: SourceCode): void {
  const call = flow.calls[flow.calls.length - 1];
  if (call) {
    push(flow, call, flow.shape, 'return', flow.calls.slice(0, -1));
    return;
  }
  const fn = enclosingFunction(flow.node);
  if (!fn) return;
  for (const site of callSitesOf(fn, sourceCode)) {
    // A decode helper's call is a decode step of its own, where the flows of its callers start.
    if (decodeCallOf(site, sourceCode)?.helper !== fn) push(flow, site, flow.shape, 'return', []);
  }
}

function callWithArgument(
  flow: FlowNode,
  call: TSESTree.CallExpression,
  push: Push,
  sourceCode: SourceCode,
  pathCalls: ReadonlyMap<TSESTree.CallExpression, string>,
  realpaths: ReadonlySet<TSESTree.CallExpression>,
): void {
  const index = call.arguments.indexOf(flow.node as TSESTree.CallExpressionArgument);
  if (index < 0) return;
  const callee = calleeOf(call);
  const stringy = flow.shape === 'value';
  if (stringy && index === 0 && isGlobalNamed(callee, 'String', sourceCode)) {
    push(flow, call, 'value', 'string');
    return;
  }
  const decode = decodeCallOf(call, sourceCode);
  if (decode) {
    if (decode.argument === index && stringy) push(flow, call, 'value', 'decode');
    return;
  }
  const pathFunction = pathCalls.get(call);
  if (pathFunction) {
    if (stringy && (pathFunction === 'join' || pathFunction === 'resolve' || pathFunction === 'normalize'))
      push(flow, call, 'value', 'path');
    return;
  }
  if (realpaths.has(call)) {
    if (stringy && index === 0) push(flow, call, 'value', 'realpath');
    return;
  }
  const method = methodNameOf(call);
  if (method?.name === 'exec' && index === 0 && stringy) {
    push(flow, call, 'match', 'string-method');
    return;
  }
  const fn = localFunctionOf(callee, sourceCode);
  if (fn && flow.calls.length < FLOW_LIMITS.MAX_CALL_DEPTH && !flow.calls.includes(call))
    enterFunction(flow, fn, index, call, push);
}

function enterFunction(
  flow: FlowNode,
  fn: FunctionLike,
  index: number,
  call: TSESTree.CallExpression,
  push: Push,
): void {
  const param = fn.params[index];
  if (!param || call.arguments.slice(0, index).some((a) => a.type === 'SpreadElement')) return;
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  if (target.type === 'Identifier') push(flow, target, flow.shape, 'parameter', [...flow.calls, call]);
  // `function f({ k })` given an object that holds the value at `k`.
  else if (target.type === 'ObjectPattern' && flow.shape === 'object')
    bindObjectPattern(flow, target, push, 'parameter', [...flow.calls, call]);
}

function member(flow: FlowNode, expression: TSESTree.MemberExpression, push: Push): void {
  const name = staticName(expression);
  const call =
    expression.parent?.type === 'CallExpression' && expression.parent.callee === expression
      ? expression.parent
      : undefined;
  switch (flow.shape) {
    case 'object':
      // `object.k`: the value (or, on a longer path, the object that holds it).
      if (call || name !== flow.path[0]) return;
      if (flow.path.length === 1) push(flow, expression, 'value', 'element');
      else push(flow, expression, 'object', 'element', undefined, undefined, flow.path.slice(1));
      return;
    case 'value':
      if (!call) return;
      if (name === 'toString') push(flow, call, 'value', 'string');
      else if (name && STRING_METHODS_KEEPING.has(name)) push(flow, call, 'value', 'string-method');
      else if (name === 'split') push(flow, call, 'array', 'string-method');
      else if (name === 'match') push(flow, call, 'match', 'string-method');
      return;
    case 'array':
    case 'match':
      if (expression.computed && isIndex(expression.property)) push(flow, expression, 'value', 'element');
      else if (call && name === 'at') push(flow, call, 'value', 'element');
      else if (call && name === 'join' && flow.shape === 'array') push(flow, call, 'value', 'string-method');
      else if (call && (name === 'slice' || name === 'filter') && flow.shape === 'array')
        push(flow, call, 'array', 'string-method');
      else if (name === 'groups' && flow.shape === 'match') groupsOf(flow, expression, push);
      return;
    case 'url':
      if (name && URL_STRING_PARTS.has(name) && !call) push(flow, expression, 'value', 'url');
      else if (name === 'searchParams' && !call) push(flow, expression, 'searchParams', 'url');
      else if (name === 'toString' && call) push(flow, call, 'value', 'string');
      return;
    case 'searchParams':
      if (call && name === 'get') push(flow, call, 'value', 'query-get');
      else if (call && name === 'getAll') push(flow, call, 'array', 'query-get');
      return;
  }
}

function groupsOf(flow: FlowNode, groups: TSESTree.MemberExpression, push: Push): void {
  let holder: TSESTree.Node = groups;
  // `m.groups?.name` is wrapped in a ChainExpression only at its outermost member.
  const named = holder.parent;
  if (named?.type === 'MemberExpression' && named.object === holder) {
    holder = named;
    push(flow, holder, 'value', 'element');
  }
}

function isIndex(node: TSESTree.Node): boolean {
  return node.type === 'Literal' && typeof node.value === 'number';
}

/** The flow nodes from the source down to `flow`, source first. */
export function chainOf(flow: FlowNode): FlowNode[] {
  const chain: FlowNode[] = [];
  for (let current: FlowNode | null = flow; current; current = current.parent) chain.unshift(current);
  return chain;
}

/** The source a flow node came from. */
export function sourceOf(flow: FlowNode): FlowNode {
  let current = flow;
  while (current.parent) current = current.parent;
  return current;
}
