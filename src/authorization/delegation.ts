// Delegation: a handler that passes its context or the principal to the call producing the contents
// leaves the check to that callee (a router handing the session on, a query scoped to the user).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isLogging } from './checks.js';
import { carriesIdentity } from './identity.js';
import { isFunctionLike, ownCodeOf, walk } from '../source/index.js';
import type { AuthTarget } from './targets.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const MAX_HOPS = 4;

/** The names a declarator binds: `const doc = …`, `const { text, mimeType } = …`. */
function boundNames(pattern: TSESTree.Node, into: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties) boundNames(p.type === 'Property' ? p.value : p.argument, into);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) boundNames(element, into);
      break;
    case 'AssignmentPattern':
      boundNames(pattern.left, into);
      break;
    case 'RestElement':
      boundNames(pattern.argument, into);
      break;
  }
}

/**
 * Which of `sinks` hand out what a delegating call produced: the call itself, or a local value
 * computed from its result (followed through a few assignments).
 */
export function delegatedSinks(
  target: AuthTarget,
  sinks: readonly TSESTree.Node[],
  sourceCode: SourceCode,
): Set<TSESTree.Node> {
  const result = new Set<TSESTree.Node>();
  if (sinks.length === 0) return result;
  const own = ownCodeOf(target.fn, sourceCode);
  const calls = new Set(
    own.calls.filter((call) => !isLogging(call) && call.arguments.some((a) => carriesIdentity(target.origins.of(a)))),
  );
  const declarators = own.declarators;
  if (calls.size === 0) return result;

  const produced = new Set<string>();
  /** Whether `node` is in the handler's own code, not in a function nested in it. */
  const inOwnCode = (node: TSESTree.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent === target.fn) return true;
      if (isFunctionLike(parent)) return false;
    }
    return false;
  };
  /** Whether the handler's own code in `node` holds a delegating call or a value computed from one. */
  const mentions = (node: TSESTree.Node) => {
    if (!inOwnCode(node)) return false;
    let found = false;
    walk(node, sourceCode.visitorKeys, (inner) => {
      if (found || isFunctionLike(inner)) return false;
      if (inner.type === 'CallExpression' && calls.has(inner)) found = true;
      else if (inner.type === 'Identifier' && produced.has(inner.name) && !isPropertyKey(inner)) found = true;
      return !found;
    });
    return found;
  };
  for (let hop = 0, grew = true; grew && hop < MAX_HOPS; hop++) {
    grew = false;
    for (const declarator of declarators) {
      const before = produced.size;
      if (mentions(declarator.init!)) boundNames(declarator.id, produced);
      grew ||= produced.size > before;
    }
  }
  for (const sink of sinks) if (mentions(sink)) result.add(sink);
  return result;
}

const isPropertyKey = (identifier: TSESTree.Identifier) => {
  const parent = identifier.parent;
  return (
    (parent?.type === 'MemberExpression' && parent.property === identifier && !parent.computed) ||
    (parent?.type === 'Property' && parent.key === identifier && !parent.shorthand)
  );
};
