import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { stringPartsOf, type StringPart } from './uri-parts.js';
import { encodingOf, type ValueEncoding } from './value-encoding.js';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Where in a URI a piece sits (RFC 3986 components). */
export type UriComponent = 'scheme' | 'authority' | 'path' | 'query' | 'fragment';

export interface UriValue {
  readonly part: Extract<StringPart, { kind: 'value' }>;
  readonly component: UriComponent;
  readonly encoding: ValueEncoding;
}

/** A URI assembled from literal text and run-time values by a template literal or `+`. */
export interface UriBuild {
  readonly node: TSESTree.TemplateLiteral | TSESTree.BinaryExpression;
  readonly parts: readonly StringPart[];
  /** The scheme when written literally (lower case), `undefined` when it is itself a value. */
  readonly scheme: string | undefined;
  /** The component of every part, in order. */
  readonly components: readonly UriComponent[];
  readonly values: readonly UriValue[];
}

const SCHEME_PREFIX = /^([a-z][a-z0-9+.-]*):\/\//i;
/** Text with a `{name}` in it defines a template; it does not fill one in. */
const TEMPLATE_EXPRESSION = /\{[^{}\s]*\}/;
/** A URI never holds raw whitespace: such text is a message that mentions a URI. */
const WHITESPACE = /\s/;

/** Schemes whose authority is a host name: a value there is a host or credentials, not data. */
export const HOST_SCHEMES = new Set([
  'http',
  'https',
  'file',
  'ws',
  'wss',
  'ftp',
  'ftps',
  'ssh',
  'sftp',
  'git',
  'redis',
  'rediss',
  'postgres',
  'postgresql',
  'mysql',
  'mongodb',
  'mongodb+srv',
  'amqp',
  'amqps',
  'nats',
  'mqtt',
  'ldap',
  'ldaps',
  'smtp',
  'imap',
]);

function componentAfter(component: UriComponent, text: string): UriComponent {
  let current = component;
  for (const char of text) {
    if (char === '#') current = 'fragment';
    else if (char === '?' && (current === 'authority' || current === 'path')) current = 'query';
    else if (char === '/' && current === 'authority') current = 'path';
  }
  return current;
}

/** The leftmost piece of a `+` chain. */
function leftmost(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (current.type === 'BinaryExpression' && current.operator === '+') current = current.left;
  return current;
}

function secondOperand(node: TSESTree.Node): TSESTree.Node | undefined {
  let current = node;
  let right: TSESTree.Node | undefined;
  while (current.type === 'BinaryExpression' && current.operator === '+') {
    right = current.right;
    current = current.left;
  }
  return right;
}

const startsWithSeparator = (node: TSESTree.Node | undefined) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('://')) ||
  (node?.type === 'TemplateLiteral' && !!node.quasis[0]?.value.cooked?.startsWith('://'));

/**
 * A cheap test that rules out most strings before their parts are resolved: the text must start
 * with `scheme://`, or with a value followed by `://`, or with a constant (which may hold the scheme).
 */
function mayStartWithScheme(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const first = leftmost(node);
  if (first.type === 'Literal')
    return (
      typeof first.value === 'string' &&
      (SCHEME_PREFIX.test(first.value) || (first !== node && /^[a-z][a-z0-9+.-]*$/i.test(first.value)))
    );
  if (first.type === 'TemplateLiteral') {
    const head = first.quasis[0]?.value.cooked ?? '';
    if (head !== '') return SCHEME_PREFIX.test(head);
    const next = first.quasis[1]?.value.cooked ?? '';
    if (next.startsWith('://')) return true;
    const expression = first.expressions[0];
    return !!expression && isSchemeConstant(expression, sourceCode);
  }
  if (first === node) return false;
  if (startsWithSeparator(secondOperand(node))) return true;
  return isSchemeConstant(first, sourceCode);
}

/**
 * How code names a constant: `SCHEME`, `Schemes.docs`, `config["scheme"]`. Not `(name ?? "").length`
 * nor any `.length`, which is never a string: they are not evaluated.
 */
function isConstantName(node: TSESTree.Node): boolean {
  if (node.type === 'Identifier') return true;
  if (node.type !== 'MemberExpression') return false;
  if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'length') return false;
  return isConstantName(node.object);
}

function isSchemeConstant(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (!isConstantName(node)) return false;
  const value = getStaticValue(node as never, scopeOf(node, sourceCode) as never)?.value;
  return typeof value === 'string' && (SCHEME_PREFIX.test(value) || /^[a-z][a-z0-9+.-]*$/i.test(value));
}

/**
 * `node` as a URI build: it starts with `scheme://` (or `${scheme}://`) and interpolates at least
 * one run-time value after it. `undefined` for anything else, including template definitions
 * (text with `{name}`) and messages (text with whitespace).
 */
export function uriBuildOf(
  node: TSESTree.TemplateLiteral | TSESTree.BinaryExpression,
  sourceCode: SourceCode,
): UriBuild | undefined {
  if (!mayStartWithScheme(node, sourceCode)) return undefined;
  const parts = stringPartsOf(node, sourceCode);
  if (!parts || parts.length < 2) return undefined;
  const [first, second] = parts;
  let scheme: string | undefined;
  if (first!.kind === 'text') {
    const firstValue = parts.findIndex((p) => p.kind === 'value');
    const leading = parts
      .slice(0, firstValue < 0 ? parts.length : firstValue)
      .map((p) => (p.kind === 'text' ? p.text : ''))
      .join('');
    const match = SCHEME_PREFIX.exec(leading);
    if (!match) return undefined;
    scheme = match[1]!.toLowerCase();
  } else if (!(second!.kind === 'text' && second!.text.startsWith('://'))) {
    return undefined;
  }
  if (parts.some((part) => part.kind === 'text' && WHITESPACE.test(part.text))) return undefined;
  // `tpl://{${name}}` writes a template: test the text with each value standing in.
  if (TEMPLATE_EXPRESSION.test(parts.map((part) => (part.kind === 'text' ? part.text : 'x')).join('')))
    return undefined;
  const components: UriComponent[] = [];
  const values: UriValue[] = [];
  let component: UriComponent = 'scheme';
  for (const part of parts) {
    if (part.kind === 'text') {
      if (component === 'scheme') {
        const at = part.text.indexOf('://');
        components.push(at >= 0 ? 'authority' : 'scheme');
        component = at >= 0 ? componentAfter('authority', part.text.slice(at + 3)) : 'scheme';
      } else {
        components.push(component);
        component = componentAfter(component, part.text);
      }
    } else {
      components.push(component);
      if (component !== 'scheme') values.push({ part, component, encoding: encodingOf(part.node, sourceCode) });
    }
  }
  if (values.length === 0) return undefined;
  return { node, parts, scheme, components, values };
}

/** The values a build interpolates without encoding them, in order. */
export function unencodedValues(
  build: UriBuild,
  allowEncodeURIComponent: boolean,
  ignoreSchemes: readonly string[],
): UriValue[] {
  if (build.scheme !== undefined && ignoreSchemes.includes(build.scheme)) return [];
  const hostAuthority = build.scheme === undefined || HOST_SCHEMES.has(build.scheme);
  return build.values.filter((value) => {
    if (value.component === 'authority' && hostAuthority) return false;
    return value.encoding === 'raw' || (value.encoding === 'encoded' && !allowEncodeURIComponent);
  });
}
