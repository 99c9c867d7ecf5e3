// Whether a promise's rejection is handled where it is used: `.catch(…)`, or `.then(…, onRejected)`.
import type { TSESTree } from '@typescript-eslint/utils';
import { staticName } from './static-name.js';

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
