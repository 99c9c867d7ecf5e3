// Where a string is used as an MCP resource URI: positive evidence that a hand-built string is one.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calledName, keyName } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Client calls whose `{ uri }` argument names a resource. */
const CLIENT_METHODS = new Set(['readResource', 'subscribeResource', 'unsubscribeResource']);
/** Registrations whose second argument is a static resource URI. */
const REGISTRATIONS = new Set(['registerResource', 'resource']);
/** Arrays whose objects' `uri` is a resource URI: read results and resource lists. */
const RESOURCE_ARRAYS = new Set(['contents', 'resources']);

function propertyValue(object: TSESTree.ObjectExpression, name: string): TSESTree.Node | undefined {
  for (const p of object.properties) if (p.type === 'Property' && keyName(p) === name) return p.value;
  return undefined;
}

/** The outermost node that still has the same value: through `as`, `!`, `await`, parentheses. */
function valueSite(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (
    current.parent &&
    (current.parent.type === 'TSAsExpression' ||
      current.parent.type === 'TSNonNullExpression' ||
      current.parent.type === 'TSSatisfiesExpression' ||
      (current.parent.type === 'ConditionalExpression' && current.parent.test !== current) ||
      (current.parent.type === 'LogicalExpression' && current.parent.operator !== '&&'))
  ) {
    current = current.parent;
  }
  return current;
}

/** `{ uri: value }` in a read result, a resource list, a resource link or an embedded resource. */
function isResourceObjectUri(object: TSESTree.ObjectExpression): boolean {
  const holder = object.parent;
  if (holder?.type === 'ArrayExpression') {
    const property = holder.parent;
    if (property?.type === 'Property' && RESOURCE_ARRAYS.has(keyName(property) ?? '')) return true;
  }
  if (holder?.type === 'Property' && keyName(holder) === 'resource') return true;
  const type = propertyValue(object, 'type');
  return type?.type === 'Literal' && (type.value === 'resource_link' || type.value === 'resource');
}

function isResourceUriSite(site: TSESTree.Node): boolean {
  const parent = site.parent;
  if (
    parent?.type === 'Property' &&
    parent.value === site &&
    keyName(parent) === 'uri' &&
    parent.parent.type === 'ObjectExpression'
  ) {
    const object = parent.parent;
    if (isResourceObjectUri(object)) return true;
    const call = valueSite(object).parent;
    return (
      call?.type === 'CallExpression' &&
      call.arguments[0] === valueSite(object) &&
      CLIENT_METHODS.has(calledName(call) ?? '')
    );
  }
  if (parent?.type === 'CallExpression' && parent.arguments[1] === site)
    return REGISTRATIONS.has(calledName(parent) ?? '');
  return false;
}

/**
 * Whether the value of `node` is used as a resource URI: directly, or through a `const` it
 * initialises (`const uri = …; return { contents: [{ uri, text }] }`).
 */
export function flowsToResourceUri(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const site = valueSite(node);
  if (isResourceUriSite(site)) return true;
  const declarator = site.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== site || declarator.id.type !== 'Identifier')
    return false;
  return sourceCode
    .getDeclaredVariables(declarator)
    .some((variable) =>
      variable.references.some((reference) => reference.isRead() && isResourceUriSite(valueSite(reference.identifier))),
    );
}

const COMPARISON_OPERATORS = new Set(['===', '!==', '==', '!=']);
const COMPARING_METHODS = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'localeCompare']);

function isComparisonSite(site: TSESTree.Node): boolean {
  const parent = site.parent;
  if (parent?.type === 'BinaryExpression' && COMPARISON_OPERATORS.has(parent.operator)) return true;
  if (parent?.type === 'SwitchCase' && parent.test === site) return true;
  return (
    parent?.type === 'CallExpression' && parent.arguments[0] === site && COMPARING_METHODS.has(calledName(parent) ?? '')
  );
}

/**
 * Whether a built string is only compared (`uri === \`skill://${name}\``, `u.startsWith(prefix)`):
 * it is matched against, not sent, so nothing expands it.
 */
export function isOnlyCompared(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const site = valueSite(node);
  if (isComparisonSite(site)) return true;
  const declarator = site.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== site || declarator.id.type !== 'Identifier')
    return false;
  const reads = sourceCode.getDeclaredVariables(declarator).flatMap((v) => v.references.filter((r) => r.isRead()));
  return reads.length > 0 && reads.every((r) => isComparisonSite(valueSite(r.identifier as TSESTree.Node)));
}

/** The scheme a `uri` / `uriTemplate` property's written URI or template starts with, lower case. */
export function schemeOfUriProperty(property: TSESTree.Property): string | undefined {
  const key = keyName(property);
  if (key !== 'uri' && key !== 'uriTemplate') return undefined;
  // A written URI or template, not a build: a build in a `uri` property is no evidence for itself.
  const value = property.value;
  const head =
    value.type === 'Literal' && typeof value.value === 'string'
      ? value.value
      : value.type === 'TemplateLiteral' && (key === 'uriTemplate' || value.expressions.length === 0)
        ? (value.quasis[0]?.value.cooked ?? '')
        : undefined;
  return head === undefined ? undefined : /^([a-z][a-z0-9+.-]*):/i.exec(head)?.[1]?.toLowerCase();
}
