// Where a string is used as an MCP resource URI: positive evidence that a hand-built string is one.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { McpFileModel } from '../mcp/index.js';
import { calledName, fileNodes, memberValue, methodNameOf, staticName, unwrap, variableOf } from '../source/index.js';
import { followUri, type UriReach } from './uri-flow.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Client calls whose `{ uri }` argument names a resource. */
const CLIENT_METHODS = new Set(['readResource', 'subscribeResource', 'unsubscribeResource']);
/** Registrations whose second argument is a static resource URI. */
const REGISTRATIONS = new Set(['registerResource', 'resource']);
/** Arrays whose objects' `uri` is a resource URI: read results and resource lists. */
const RESOURCE_ARRAYS = new Set(['contents', 'resources']);

function propertyValue(object: TSESTree.ObjectExpression, name: string): TSESTree.Node | undefined {
  for (const p of object.properties) if (p.type === 'Property' && staticName(p) === name) return p.value;
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

/** The value of a `contents` or `resources` property: the array of a read result or a resource list. */
function isResourceArray(site: TSESTree.Node): boolean {
  const property = site.parent;
  return property?.type === 'Property' && property.value === site && RESOURCE_ARRAYS.has(staticName(property) ?? '');
}

/** Where an object is a resource: an entry of a read result or a resource list, or an embedded `resource`. */
function isResourceObjectPlace(node: TSESTree.Node): boolean {
  const site = valueSite(node);
  const holder = site.parent;
  if (holder?.type === 'ArrayExpression' && isResourceArray(valueSite(holder))) return true;
  return holder?.type === 'Property' && holder.value === site && staticName(holder) === 'resource';
}

/** `{ uri: value }` in a read result, a resource list, a resource link or an embedded resource. */
function isResourceObjectUri(object: TSESTree.ObjectExpression): boolean {
  if (isResourceObjectPlace(object)) return true;
  const type = propertyValue(object, 'type');
  return type?.type === 'Literal' && (type.value === 'resource_link' || type.value === 'resource');
}

function isResourceUriSite(site: TSESTree.Node): boolean {
  const parent = site.parent;
  if (
    parent?.type === 'Property' &&
    parent.value === site &&
    staticName(parent) === 'uri' &&
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

/** Requests a client sends whose `params.uri` names a resource: `client.request({ method: "resources/read", params }, …)`. */
const REQUEST_METHODS = new Set(['resources/read', 'resources/subscribe', 'resources/unsubscribe']);

/** The first argument of a call: the node itself, or the outermost node with its value. */
function isFirstArgumentOf(node: TSESTree.Node, names: ReadonlySet<string>): boolean {
  const site = valueSite(node);
  const call = site.parent;
  return call?.type === 'CallExpression' && call.arguments[0] === site && names.has(calledName(call) ?? '');
}

/** Whether the URI is used as a resource's at `reach`: in place, as `uri` of a client call's argument, or of a request's `params`. */
function isResourceUriReach(reach: UriReach): boolean {
  const [first, second, ...rest] = reach.path;
  const node = reach.flow.node;
  if (!first) return isResourceUriSite(valueSite(node));
  if (first.kind !== 'property' || first.name !== 'uri' || rest.length > 0) return false;
  // The object holding the URI: an argument of a client call, or an entry of a read result or a list.
  if (!second) return isFirstArgumentOf(node, CLIENT_METHODS) || isResourceObjectPlace(node);
  // An array of such objects: `contents` / `resources` of a result.
  if (second.kind === 'element') return isResourceArray(valueSite(node));
  if (second.kind !== 'property' || second.name !== 'params' || node.type !== 'ObjectExpression') return false;
  const method = propertyValue(node, 'method');
  return (
    method?.type === 'Literal' &&
    REQUEST_METHODS.has(String(method.value)) &&
    valueSite(node).parent?.type === 'CallExpression'
  );
}

/**
 * Whether the value of `node` is used as a resource URI: directly, or wherever the value flow takes
 * it (a `const` or `let`, a helper's return at each of its calls, a parameter, an object later passed
 * to `readResource`, the array a `.map` returns).
 */
export function flowsToResourceUri(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (isResourceUriSite(valueSite(node))) return true;
  return followUri([{ node, shape: 'value' }], sourceCode).some(isResourceUriReach);
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

const MAP_TYPES = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'ReadonlyMap', 'ReadonlySet']);
const KEY_METHODS = new Set(['get', 'has', 'delete']);

/** A `Map` or `Set` by construction or by declared type: `new Map()`, `cache: Map<string, T>`, `this.cache = new Map()`. */
function isKeyedCollection(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const object = unwrap(node);
  let init: TSESTree.Node | undefined;
  let annotation: TSESTree.TypeNode | undefined;
  if (object.type === 'MemberExpression') init = memberValue(object, sourceCode);
  else if (object.type === 'Identifier') {
    const variable = variableOf(object, sourceCode);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    const name = def?.name as TSESTree.Identifier | undefined;
    annotation = name?.typeAnnotation?.typeAnnotation;
    if (def?.type === 'Variable' && def.node.id === name) init = def.node.init ?? undefined;
  }
  if (annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier')
    return MAP_TYPES.has(annotation.typeName.name);
  const created = init && unwrap(init);
  return (
    created?.type === 'NewExpression' && created.callee.type === 'Identifier' && MAP_TYPES.has(created.callee.name)
  );
}

/** `cache.get(key)`, `seen.has(key)`, `index[key]`, `key in index`: a key looked up, not a URI sent. */
function isLookupSite(site: TSESTree.Node, sourceCode: SourceCode): boolean {
  const parent = site.parent;
  if (parent?.type === 'CallExpression' && parent.arguments[0] === site) {
    const method = methodNameOf(parent);
    return !!method && KEY_METHODS.has(method.name) && isKeyedCollection(method.object, sourceCode);
  }
  if (parent?.type === 'MemberExpression' && parent.computed && parent.property === site) {
    const holder = parent.parent;
    return !(holder?.type === 'AssignmentExpression' && holder.left === parent) && holder?.type !== 'UpdateExpression';
  }
  return parent?.type === 'BinaryExpression' && parent.operator === 'in' && parent.left === site;
}

/**
 * Whether a built string is only compared or looked up (`uri === \`skill://${name}\``,
 * `u.startsWith(prefix)`, `cache.get(key)`), wherever the value flow takes it, helpers of the file
 * included: it is matched against, not sent, so nothing expands it.
 */
export function isOnlyCompared(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const site = valueSite(node);
  if (isComparisonSite(site) || isLookupSite(site, sourceCode)) return true;
  const reaches = followUri([{ node, shape: 'value' }], sourceCode);
  const continued = new Set<unknown>();
  for (const reach of reaches) {
    continued.add(reach.flow.parent);
    if (reach.via) continued.add(reach.via.flow);
  }
  const ends = reaches.filter((reach) => !continued.has(reach.flow));
  return (
    ends.length > 0 &&
    ends.every((reach) => {
      const end = valueSite(reach.flow.node);
      return reach.path.length === 0 && (isComparisonSite(end) || isLookupSite(end, sourceCode));
    })
  );
}

const LOGGERS = new Set(['console', 'logger', 'log']);

/** `new NotFoundError(\`…\`)`, `console.warn(\`…\`)`: the URI is text for a person, not an address. */
export function isMessageArgument(node: TSESTree.Node): boolean {
  const parent = node.parent;
  if (
    !parent ||
    (parent.type !== 'NewExpression' && parent.type !== 'CallExpression') ||
    !parent.arguments.includes(node as TSESTree.CallExpressionArgument)
  )
    return false;
  const callee = parent.callee;
  if (parent.type === 'NewExpression') return callee.type === 'Identifier' && /Error$/.test(callee.name);
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && LOGGERS.has(callee.object.name);
}

/**
 * The schemes a file uses for resources, lower case: of its templates and static URIs, and of the
 * URIs and templates written in its `uri` / `uriTemplate` properties.
 */
export function resourceSchemesOf(model: McpFileModel, sourceCode: SourceCode): Set<string> {
  const schemes = new Set<string>();
  const add = (uri: string) => {
    const scheme = schemeOf(uri);
    if (scheme) schemes.add(scheme);
  };
  for (const site of model.templates) add(site.template.value);
  for (const registration of model.registrations) if (registration.staticUri) add(registration.staticUri.value);
  for (const node of fileNodes(sourceCode)) {
    if (node.type !== 'ObjectExpression') continue;
    for (const property of node.properties) {
      const scheme = property.type === 'Property' ? schemeOfUriProperty(property) : undefined;
      if (scheme) schemes.add(scheme);
    }
  }
  return schemes;
}

const schemeOf = (uri: string) => /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();

/** The scheme a `uri` / `uriTemplate` property's written URI or template starts with, lower case. */
function schemeOfUriProperty(property: TSESTree.Property): string | undefined {
  const key = staticName(property);
  if (key !== 'uri' && key !== 'uriTemplate') return undefined;
  // A written URI or template, not a build: a build in a `uri` property is no evidence for itself.
  const value = property.value;
  const head =
    value.type === 'Literal' && typeof value.value === 'string'
      ? value.value
      : value.type === 'TemplateLiteral' && (key === 'uriTemplate' || value.expressions.length === 0)
        ? (value.quasis[0]?.value.cooked ?? '')
        : undefined;
  return head === undefined ? undefined : schemeOf(head);
}
