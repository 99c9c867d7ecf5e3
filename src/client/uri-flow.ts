// Where a URI string goes on the client side: the value-flow engine's routes, plus the containers a
// client puts a URI in before it sends it (an object's property, an array's elements) and takes it
// back out of (a member read, destructuring, a `for…of` variable, a callback's parameter).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { chainOf, followValue, type FlowNode, type FlowStart } from '../flow/index.js';
import { type FunctionLike, isFunctionLike, methodNameOf, staticName, unwrap, variableOf } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A container the URI was put in, innermost last: an object's property, or an element of an array. */
export type Hop = { readonly kind: 'property'; readonly name: string } | { readonly kind: 'element' };

/** One node the URI reaches, and the containers it sits in there (none: the node is the URI itself). */
export interface UriReach {
  readonly flow: FlowNode;
  readonly path: readonly Hop[];
  /** The reach whose container (or whose element) started the round this node was found in. */
  readonly via: UriReach | undefined;
}

/**
 * The rounds of the engine are bounded: at most MAX_ROUNDS calls of `followValue` per question, and
 * containers nested at most MAX_PATH deep.
 */
const MAX_ROUNDS = 16;
const MAX_PATH = 3;

/** Steps that move the same value (or container) from one node to another. */
const SAME_VALUE = new Set(['source', 'binding', 'reference', 'assign', 'cast', 'fallback', 'parameter', 'return']);
/** Array methods whose callback gets each element as its first parameter. */
const ELEMENT_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'find', 'some', 'every', 'findLast']);
/** Array methods that return (a copy of) elements. */
const ELEMENT_TAKERS = new Set(['pop', 'shift', 'find', 'findLast']);
/** Callbacks whose return value becomes an element of the array the call returns. */
const ELEMENT_MAKERS = new Set(['map', 'flatMap']);

interface Round {
  readonly starts: FlowStart[];
  readonly path: readonly Hop[];
  readonly via: UriReach | undefined;
}

/**
 * Every node the value of `starts` reaches: what `followValue` reaches, and, through containers, what
 * is put into an object or an array and taken back out of it. Each reach says which containers the
 * value sits in at that node.
 */
export function followUri(starts: readonly FlowStart[], sourceCode: SourceCode): UriReach[] {
  const out: UriReach[] = [];
  const started = new Set<TSESTree.Node>(starts.map((s) => s.node));
  const queue: Round[] = [{ starts: [...starts], path: [], via: undefined }];
  for (let rounds = 0; queue.length > 0 && rounds < MAX_ROUNDS; rounds++) {
    const round = queue.shift()!;
    for (const flow of followValue(round.starts, sourceCode)) {
      const top = round.path.at(-1);
      // An element taken out of the array (`uris[0]`, `const [first] = uris`): the value itself again.
      if (top?.kind === 'element' && flow.shape !== 'array') {
        if (flow.parent?.shape === 'array' && (flow.step === 'element' || flow.step === 'binding'))
          enqueue(flow.node, 'value', round.path.slice(0, -1), { flow, path: round.path, via: round.via });
        continue;
      }
      // In a container, only the steps that move the container itself keep it.
      if (top && !chainOf(flow).every((f) => SAME_VALUE.has(f.step) || f.step === 'string-method')) continue;
      const reach: UriReach = { flow, path: round.path, via: round.via };
      out.push(reach);
      for (const next of hopsFrom(reach, sourceCode)) enqueue(next.node, next.shape, next.path, reach);
    }
  }
  return out;

  function enqueue(node: TSESTree.Node, shape: FlowStart['shape'], path: readonly Hop[], via: UriReach): void {
    if (started.has(node) || path.length > MAX_PATH) return;
    started.add(node);
    queue.push({ starts: [{ node, shape }], path, via });
  }
}

interface Next {
  readonly node: TSESTree.Node;
  readonly shape: FlowStart['shape'];
  readonly path: readonly Hop[];
}

/** Where the value goes from `reach` that `followValue` does not take it: into and out of containers. */
function hopsFrom(reach: UriReach, sourceCode: SourceCode): Next[] {
  const { flow, path } = reach;
  const node = flow.node;
  const parent = node.parent;
  if (!parent) return [];
  const hops: Next[] = [];
  const into = (container: TSESTree.Node | undefined, hop: Hop, shape: FlowStart['shape']) => {
    if (container) hops.push({ node: container, shape, path: [...path, hop] });
  };
  const outOf = (target: TSESTree.Node | undefined, shape: FlowStart['shape'] = 'value') => {
    if (target) hops.push({ node: target, shape, path: path.slice(0, -1) });
  };
  const top = path.at(-1);

  // Into a container.
  if (parent.type === 'Property' && parent.value === node && parent.parent.type === 'ObjectExpression') {
    const name = staticName(parent);
    if (name !== undefined) into(parent.parent, { kind: 'property', name }, 'value');
  }
  if (parent.type === 'ArrayExpression') into(parent, { kind: 'element' }, 'array');
  if (parent.type === 'SpreadElement' && parent.parent?.type === 'ObjectExpression' && top?.kind === 'property')
    hops.push({ node: parent.parent, shape: 'value', path });
  const returned = returnedFrom(node);
  if (returned) {
    const maker = callbackCall(returned);
    if (maker && ELEMENT_MAKERS.has(methodNameOf(maker)?.name ?? '')) into(maker, { kind: 'element' }, 'array');
  }
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const method = methodNameOf(parent);
    // `uris.push(uri)`: the array the variable holds.
    if (method && (method.name === 'push' || method.name === 'unshift'))
      into(declaredName(method.object, sourceCode), { kind: 'element' }, 'array');
  }
  if (
    parent.type === 'AssignmentExpression' &&
    parent.right === node &&
    parent.operator === '=' &&
    parent.left.type === 'MemberExpression' &&
    !parent.left.computed &&
    parent.left.property.type === 'Identifier'
  ) {
    // `request.uri = uri`: the object the variable holds.
    into(declaredName(parent.left.object, sourceCode), { kind: 'property', name: parent.left.property.name }, 'value');
  }

  // Out of a container.
  if (top?.kind === 'property') {
    if (parent.type === 'MemberExpression' && parent.object === node && staticName(parent) === top.name) outOf(parent);
    if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'ObjectPattern')
      outOf(patternBinding(parent.id, top.name));
  }
  // The elements of an array: of a container the URI was put in, or of the URI split into pieces.
  if (top?.kind === 'element' || (path.length === 0 && flow.shape === 'array')) {
    if (parent.type === 'ForOfStatement' && parent.right === node) outOf(loopBinding(parent));
    if (parent.type === 'MemberExpression' && parent.object === node && parent.parent?.type === 'CallExpression') {
      const call = parent.parent;
      const name = staticName(parent);
      if (name && ELEMENT_CALLBACKS.has(name)) {
        const callback = call.arguments[0] && unwrap(call.arguments[0]);
        const param = isFunctionLike(callback) ? callback.params[0] : undefined;
        if (param?.type === 'Identifier') outOf(param);
      }
      if (name && ELEMENT_TAKERS.has(name)) outOf(call);
    }
    // `Promise.all(uris)`, `Array.from(uris)`, `[...uris]`: the same elements.
    if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
      const callee = unwrap(parent.callee);
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        ((callee.object.name === 'Promise' && staticName(callee) === 'all') ||
          (callee.object.name === 'Array' && staticName(callee) === 'from'))
      )
        hops.push({ node: parent, shape: 'array', path });
    }
    if (parent.type === 'SpreadElement' && parent.parent?.type === 'ArrayExpression')
      hops.push({ node: parent.parent, shape: 'array', path });
  }
  return hops;
}

/** The function whose return value `node` is: an arrow's expression body, or a `return` of its own code. */
function returnedFrom(node: TSESTree.Node): FunctionLike | undefined {
  const parent = node.parent;
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === node) return parent;
  if (parent?.type !== 'ReturnStatement') return undefined;
  for (let current: TSESTree.Node | undefined = parent.parent; current; current = current.parent)
    if (isFunctionLike(current)) return current;
  return undefined;
}

/** The call `fn` is the first argument of: `list.map(fn)`. */
function callbackCall(fn: FunctionLike): TSESTree.CallExpression | undefined {
  const parent = fn.parent;
  return parent?.type === 'CallExpression' && parent.arguments[0] === fn ? parent : undefined;
}

/** The name a variable is declared with, for an identifier that reads it (a `const` or `let` of this file). */
function declaredName(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Identifier | undefined {
  const object = unwrap(node);
  if (object.type !== 'Identifier') return undefined;
  const variable = variableOf(object, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  return def?.type === 'Variable' && def.node.id.type === 'Identifier' ? def.node.id : undefined;
}

function patternBinding(pattern: TSESTree.ObjectPattern, name: string): TSESTree.Identifier | undefined {
  for (const property of pattern.properties) {
    if (property.type !== 'Property' || staticName(property) !== name) continue;
    const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    return value.type === 'Identifier' ? value : undefined;
  }
  return undefined;
}

function loopBinding(loop: TSESTree.ForOfStatement): TSESTree.Identifier | undefined {
  const left = loop.left;
  if (left.type !== 'VariableDeclaration') return undefined;
  const id = left.declarations[0]?.id;
  return id?.type === 'Identifier' ? id : undefined;
}

/** The reaches from the start to `reach`, across rounds, source first. */
export function stepsTo(reach: UriReach): FlowNode[] {
  const chain: FlowNode[] = [];
  for (let current: UriReach | undefined = reach; current; current = current.via)
    chain.unshift(...chainOf(current.flow));
  return chain;
}
