// What `obj.key` holds when `obj` is a constant object literal or a module: `URIS.invoice`,
// `Config.templates.doc`, `uris.DOC` for `import * as uris`, in this file or another module of the project.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importedDefinition, namespaceMember, sourceOf, type Definition } from '../project/index.js';
import { singleAssignmentInit } from './bindings.js';
import { staticName } from './static-name.js';
import { propertyOf, unwrap } from './syntax.js';
import { variableOf } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const MAX_MEMBER_DEPTH = 8;

/**
 * The value node of a member read from a constant object literal (`as const` or not) or a module
 * namespace, followed through nested objects; `undefined` when it is not statically one node (a
 * computed or spread key, an object written elsewhere, a name the object does not hold).
 */
export function objectMemberValue(
  member: TSESTree.MemberExpression,
  sourceCode: SourceCode,
): TSESTree.Node | undefined {
  return memberOf(member, sourceCode, 0);
}

function memberOf(member: TSESTree.MemberExpression, sourceCode: SourceCode, depth: number): TSESTree.Node | undefined {
  if (depth > MAX_MEMBER_DEPTH) return undefined;
  const name = staticName(member, sourceCode);
  if (name === undefined) return undefined;
  const holder = holderOf(unwrap(member.object), sourceCode, depth);
  if (!holder) return undefined;
  if ('namespace' in holder) {
    const found = namespaceMember(holder.namespace, name);
    return found?.kind === 'node' ? found.node : undefined;
  }
  for (const property of holder.object.properties) {
    if (property.type === 'SpreadElement') return undefined; // a spread may hold any key, later ones override
    if (property.computed || property.kind !== 'init') continue;
    if (staticName(property) === name) return property.value;
  }
  return undefined;
}

type Holder = { readonly object: TSESTree.ObjectExpression } | { readonly namespace: Definition };

/** The object literal or module a member's object is, when that is statically known. */
function holderOf(node: TSESTree.Node, sourceCode: SourceCode, depth: number): Holder | undefined {
  let value: TSESTree.Node | null | undefined;
  if (node.type === 'Identifier') {
    const variable = variableOf(node, sourceCode);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (def?.type === 'ImportBinding') {
      const imported = importedDefinition(node, sourceCode);
      if (imported?.kind === 'namespace') return { namespace: imported };
      value = imported?.node;
    } else value = singleAssignmentInit(node, sourceCode);
    // The object must not be changed after it is made: `obj.key = …` anywhere makes the literal unreliable.
    if (value && variable && !isMutated(variable)) value = unwrap(value);
    else value = undefined;
  } else if (node.type === 'MemberExpression') {
    const inner = memberOf(node, sourceCode, depth + 1);
    value = inner && unwrap(inner);
  }
  if (value?.type === 'ObjectExpression') return { object: value };
  // An object written in another module: read its own identifiers in that module.
  if (value && value.type === 'Identifier' && sourceOf(value, sourceCode) !== sourceCode)
    return holderOf(value, sourceOf(value, sourceCode), depth + 1);
  return undefined;
}

/** Whether some read of the variable is the object of a write (`obj.key = …`, `delete obj.key`). */
function isMutated(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.some((reference) => {
    const parent = reference.identifier.parent;
    if (parent?.type !== 'MemberExpression' || parent.object !== reference.identifier) return false;
    const user = parent.parent;
    return (
      (user?.type === 'AssignmentExpression' && user.left === parent) ||
      (user?.type === 'UpdateExpression' && user.argument === parent) ||
      (user?.type === 'UnaryExpression' && user.operator === 'delete' && user.argument === parent)
    );
  });
}

/**
 * What `holder.key` is when `holder` is an object literal, written in place or held by a constant
 * (an argument a call gives: `register(server, { template: "…" })`).
 */
export function literalPropertyValue(
  holder: TSESTree.Node,
  key: string,
  sourceCode: SourceCode,
): TSESTree.Node | undefined {
  let object: TSESTree.Node | null = unwrap(holder);
  if (object.type === 'Identifier') object = singleAssignmentInit(object, sourceCode);
  object = object && unwrap(object);
  return object?.type === 'ObjectExpression' ? propertyOf(object, key)?.value : undefined;
}
