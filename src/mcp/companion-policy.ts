// What the path-security policy of mcp-resources leaves a handler variable open to: read from
// the `security` options of the entry point, adapter or route that calls the handler (and
// `resource()`'s per-variable `exempt: true`), and of the server- or router-wide default above
// them, as the run time merges them (the template's checks win, exemptions add up, `false` turns
// every check off).
import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { propertyOf, singleAssignmentInit, unwrap } from '../source/index.js';
import type { CompanionHandler } from './companion.js';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ObjectProperty = Extract<TSESTree.ObjectLiteralElement, TSESTree.Property>;

/** The option that takes a variable out of the policy: `exempt: ['path']`, `security: false`, `rejectDotDot: false`. */
export interface PolicyExemption {
  readonly node: ObjectProperty;
}

/** One level of options: no `security` at all, `security: false`, a checks object, or options this analysis cannot read. */
type Layer =
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'off'; readonly node: ObjectProperty }
  | { readonly kind: 'checks'; readonly object: TSESTree.ObjectExpression };

// Checks whose absence lets a value leave a root (a NUL byte makes the fs call throw instead).
const CONTAINING_CHECKS = ['rejectDotDot', 'rejectAbsolute'];

function objectOf(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.ObjectExpression | undefined {
  const inner = unwrap(node);
  if (inner.type === 'ObjectExpression') return inner;
  if (inner.type !== 'Identifier') return undefined;
  const init = singleAssignmentInit(inner, sourceCode);
  const value = init && unwrap(init);
  return value?.type === 'ObjectExpression' ? value : undefined;
}

function staticValue(node: TSESTree.Node, sourceCode: SourceCode): { value: unknown } | null {
  return getStaticValue(node as never, scopeOf(node, sourceCode) as never);
}

function layerOf(options: TSESTree.Node | undefined, sourceCode: SourceCode): Layer {
  if (!options) return { kind: 'none' };
  const object = objectOf(options, sourceCode);
  if (!object) return { kind: 'unknown' };
  const security = propertyOf(object, 'security');
  if (!security)
    return object.properties.some((p) => p.type === 'SpreadElement') ? { kind: 'unknown' } : { kind: 'none' };
  const checks = objectOf(security.value, sourceCode);
  if (checks) return { kind: 'checks', object: checks };
  return staticValue(security.value, sourceCode)?.value === false
    ? { kind: 'off', node: security }
    : { kind: 'unknown' };
}

/** `exempt: [...]` naming `name`. */
function exemptingProperty(
  object: TSESTree.ObjectExpression,
  name: string,
  sourceCode: SourceCode,
): ObjectProperty | undefined {
  const exempt = propertyOf(object, 'exempt');
  const value = exempt && staticValue(exempt.value, sourceCode)?.value;
  return Array.isArray(value) && value.includes(name) ? exempt : undefined;
}

/** What a layer says about one check: switched off (the property), kept on, or nothing. */
function checkIn(layer: Layer, key: string, sourceCode: SourceCode): ObjectProperty | 'on' | undefined {
  if (layer.kind !== 'checks') return undefined;
  const property = propertyOf(layer.object, key);
  if (!property) return undefined;
  return staticValue(property.value, sourceCode)?.value === false ? property : 'on';
}

/** `{ name: { exempt: true } }` among `resource()`'s variable specs: the `exempt` property. */
function exemptingSpec(handler: CompanionHandler, name: string, sourceCode: SourceCode): ObjectProperty | undefined {
  const specs = handler.specs && objectOf(handler.specs, sourceCode);
  const spec = specs && propertyOf(specs, name);
  const options = spec && objectOf(spec.value, sourceCode);
  const exempt = options && propertyOf(options, 'exempt');
  return exempt && staticValue(exempt.value, sourceCode)?.value === true ? exempt : undefined;
}

/**
 * The option that leaves `name` unchecked by the policy the handler runs under, or `undefined`
 * when the policy covers it. Options this analysis cannot read count as covering (no evidence
 * otherwise); so does a route whose router is not in this file.
 */
export function policyExemption(
  handler: CompanionHandler,
  name: string,
  sourceCode: SourceCode,
): PolicyExemption | undefined {
  const own = layerOf(handler.options, sourceCode);
  const defaults: Layer = handler.defaultsUnknown ? { kind: 'unknown' } : layerOf(handler.defaults, sourceCode);
  if (own.kind === 'unknown') return undefined;
  if (own.kind === 'off') return { node: own.node };
  const spec = exemptingSpec(handler, name, sourceCode);
  if (spec) return { node: spec };
  // An own checks object replaces a `false` default (the checks come back on).
  if (own.kind === 'none' && defaults.kind === 'off') return { node: defaults.node };
  for (const layer of [own, defaults]) {
    const exempt = layer.kind === 'checks' ? exemptingProperty(layer.object, name, sourceCode) : undefined;
    if (exempt) return { node: exempt };
  }
  for (const key of CONTAINING_CHECKS) {
    const check = checkIn(own, key, sourceCode) ?? checkIn(defaults, key, sourceCode);
    if (check !== undefined && check !== 'on') return { node: check };
  }
  return undefined;
}
