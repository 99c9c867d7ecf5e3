// Syntax helpers every room uses: function nodes, wrappers that keep a value, callee names, built-in globals, property keys.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { staticName } from './static-name.js';
import { variableOf } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export type FunctionLike =
  TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration;

export function isFunctionLike(node: TSESTree.Node | null | undefined): node is FunctionLike {
  return isFunctionType(node?.type);
}

/**
 * Whether a node of this type is a function. For loops over every node of a file, which read the
 * type once: the nodes are of many shapes, which makes each read of a property slow.
 */
/** The nearest function around `node` (not `node` itself). */
export function enclosingFunction(node: TSESTree.Node): FunctionLike | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunctionLike(current)) return current;
  return undefined;
}

export function isFunctionType(type: string | undefined): boolean {
  return type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'FunctionDeclaration';
}

/** Whether `inner` lies in `outer`'s source text (either may be the other). */
export const within = (inner: TSESTree.Node, outer: TSESTree.Node): boolean =>
  outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];

/** `name` used as the built-in global: not declared, imported or shadowed in this file. */
export function isGlobalNamed(node: TSESTree.Node, name: string, sourceCode: SourceCode): boolean {
  if (node.type !== 'Identifier' || node.name !== name) return false;
  const variable = variableOf(node, sourceCode);
  return !variable || variable.defs.length === 0;
}

/**
 * Strips the wrappers that do not change a value: `as`, `!`, `satisfies`, `<T>x`, `?.` chains, and
 * with `awaited` also `await` (the value a promise settles to).
 */
export function unwrap(node: TSESTree.Node, { awaited = false }: { awaited?: boolean } = {}): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'ChainExpression':
        current = current.expression;
        break;
      case 'AwaitExpression':
        if (!awaited) return current;
        current = current.argument;
        break;
      default:
        return current;
    }
  }
}

// The reverse of `unwrap`: from an expression out to the outermost one that is still the same value.
/**
 * Climbs from `node` through the wrappers that do not change its value, `as`, `!`, `satisfies`,
 * `<T>x` and the `?.` chain around it, and with `awaited` also `await` (the value a promise settles
 * to): the node the code around sees the value as. `unwrap(outermost(node))` is `node` again.
 */
export function outermost(node: TSESTree.Node, { awaited = false }: { awaited?: boolean } = {}): TSESTree.Node {
  let current = node;
  for (let parent = node.parent; parent && wrapsValue(parent, current, awaited); parent = parent.parent)
    current = parent;
  return current;
}

/**
 * Whether `parent` wraps `child` without changing its value: `as`, `!`, `satisfies`, `<T>x`, the `?.`
 * chain, and with `awaited` also `await`.
 */
export function wrapsValue(parent: TSESTree.Node, child: TSESTree.Node, awaited: boolean): boolean {
  switch (parent.type) {
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
    case 'ChainExpression':
      return parent.expression === child;
    case 'AwaitExpression':
      return awaited && parent.argument === child;
    default:
      return false;
  }
}

/** The callee of a call without `?.` and casts. */
export function calleeOf(call: TSESTree.CallExpression | TSESTree.NewExpression): TSESTree.Node {
  return unwrap(call.callee);
}

/** `object.method(...)`: the method name of a call on a member, when not computed. */
export function methodNameOf(call: TSESTree.CallExpression): { object: TSESTree.Node; name: string } | undefined {
  const callee = calleeOf(call);
  if (callee.type !== 'MemberExpression') return undefined;
  const name = staticName(callee);
  return name === undefined ? undefined : { object: callee.object, name };
}

/** The name a call is made by: `f(...)` gives `f`, `a.b.f(...)` gives `f`. */
export function calledName(call: TSESTree.CallExpression): string | undefined {
  const callee = calleeOf(call);
  if (callee.type === 'Identifier') return callee.name;
  return methodNameOf(call)?.name;
}

/** The first property of an object literal whose key is written out as `key` (`key: …`, `"key": …`, `key() {}`). */
export function propertyOf(
  object: TSESTree.ObjectExpression,
  key: string,
): Extract<TSESTree.ObjectLiteralElement, { type: 'Property' }> | undefined {
  for (const property of object.properties)
    if (property.type === 'Property' && staticName(property) === key) return property;
  return undefined;
}

// Where a finding about a whole function is drawn: its head, not its body (which may be long).
/** From the start of a function to its body: `async (uri, { id }, extra) =>`, `async function read(uri)`. */
export function headOf(fn: FunctionLike, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.SourceLocation {
  // An arrow's body may be parenthesized: end at the arrow itself.
  const last =
    fn.type === 'ArrowFunctionExpression'
      ? sourceCode.getTokenBefore(fn.body, { filter: (t) => t.value === '=>', includeComments: false })
      : sourceCode.getTokenBefore(fn.body);
  return { start: fn.loc.start, end: last && last.range[0] >= fn.range[0] ? last.loc.end : fn.body.loc.start };
}

/**
 * Whether `promise` is the object of a call that handles its rejection: `promise.catch(…)` or
 * `promise.then(…, onRejected)` (also through `?.`). Reading the method (`promise.catch`) or
 * passing it on handles nothing; a `.then` with one argument passes the rejection on.
 */
export function handlesRejection(promise: TSESTree.Node): boolean {
  const member = promise.parent;
  if (member?.type !== 'MemberExpression' || member.object !== promise) return false;
  const call = member.parent;
  if (call?.type !== 'CallExpression' || call.callee !== member) return false;
  const method = staticName(member);
  return method === 'catch' || (method === 'then' && call.arguments.length >= 2);
}
