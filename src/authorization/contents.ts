// What a read result hands out: the returns a read check must guard, and the empty `contents` the MCP
// spec forbids for a resource that does not exist.
import type { TSESTree } from '@typescript-eslint/utils';
import { CONTENTS, type ResourceRegistration } from '../mcp/index.js';
import { staticName, unwrap } from '../source/index.js';

/** The keys of a read result that hand contents out: the SDKs' `contents`, FastMCP's `text` / `blob`. */
export const contentKeysOf = (registration: ResourceRegistration): ReadonlySet<string> =>
  registration.framework.authorization?.contentKeys ?? CONTENTS;

/** `{ contents: [] }` (awaited or not). */
export function isEmptyContents(node: TSESTree.Node): boolean {
  const object = unwrap(node, { awaited: true });
  return (
    object.type === 'ObjectExpression' &&
    object.properties.some((p) => {
      if (p.type !== 'Property' || staticName(p) !== 'contents') return false;
      const value = unwrap(p.value, { awaited: true });
      return value.type === 'ArrayExpression' && value.elements.length === 0;
    })
  );
}

/**
 * What a returned value hands out: nothing for `undefined`, `null`, `void …`, `{ contents: [] }` or a
 * result without contents (an `input_required` answer, an error result); each branch of `c ? a : b`
 * on its own; otherwise the value itself.
 */
export function contentSinks(value: TSESTree.Node | null, keys: ReadonlySet<string>): TSESTree.Node[] {
  if (!value) return [];
  const inner = unwrap(value, { awaited: true });
  if (inner.type === 'ConditionalExpression')
    return [...contentSinks(inner.consequent, keys), ...contentSinks(inner.alternate, keys)];
  if ((inner.type === 'Literal' && inner.value === null) || (inner.type === 'Identifier' && inner.name === 'undefined'))
    return [];
  if (inner.type === 'UnaryExpression' && inner.operator === 'void') return [];
  if (inner.type === 'ObjectExpression' && (isEmptyContents(inner) || !mayHoldContents(inner, keys))) return [];
  return [value];
}

const mayHoldContents = (object: TSESTree.ObjectExpression, keys: ReadonlySet<string>) =>
  object.properties.some((p) => p.type === 'SpreadElement' || p.computed || keys.has(staticName(p) ?? ''));
