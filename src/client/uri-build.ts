import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { staticText, stringPartsOf, type StringPart } from './uri-parts.js';
import { encodingOf, type ValueEncoding } from './value-encoding.js';

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

/** What a string may begin with to start `scheme://`: `d`, `docs`, `docs:`, `docs:/`. */
const SCHEME_START = /^[a-z][a-z0-9+.-]*:?\/?$/i;

/**
 * The first two pieces of a template literal or `+` chain as written, read as `stringPartsOf`
 * reads them but without resolving anything: literal text (adjacent pieces joined, empty ones
 * left out), or any other expression, which may turn out a constant's text or a run-time value.
 */
function firstPieces(node: TSESTree.Node): (string | TSESTree.Node)[] {
  const pieces: (string | TSESTree.Node)[] = [];
  const add = (piece: string | TSESTree.Node) => {
    if (piece === '') return;
    const last = pieces.length - 1;
    if (typeof piece === 'string' && typeof pieces[last] === 'string') pieces[last] += piece;
    else pieces.push(piece);
  };
  // Two pieces are known once a third begins; a string's text is complete only then too.
  const read = (current: TSESTree.Node): void => {
    if (pieces.length > 2) return;
    if (current.type === 'Literal' && typeof current.value === 'string') add(current.value);
    else if (current.type === 'TemplateLiteral')
      current.quasis.forEach((quasi, index) => {
        add(quasi.value.cooked ?? '');
        const expression = current.expressions[index];
        if (expression) read(expression);
      });
    else if (current.type === 'BinaryExpression' && current.operator === '+') {
      read(current.left);
      read(current.right);
    } else add(current);
  };
  read(node);
  return pieces.slice(0, 2);
}

const mayBeginScheme = (text: string) => text === '' || SCHEME_PREFIX.test(text) || SCHEME_START.test(text);

/**
 * A cheap test that rules out most strings before their parts are resolved (`exactUriBuildOf`): the
 * text must start with `scheme://` or a beginning of it (`docs`, a constant may end it), or with a
 * value that `://` follows. At most the first two pieces are resolved. It never rules out a build
 * (test/client/uri-build.test.ts).
 */
export function mayStartWithScheme(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const [first, second] = firstPieces(node);
  if (first === undefined || second === undefined) return false; // no text with a value after it
  if (typeof first === 'string') return mayBeginScheme(first);
  if (typeof second === 'string' && second.startsWith('://')) return true;
  const text = staticText(first, sourceCode);
  if (text !== undefined) return mayBeginScheme(text);
  // A run-time value first: a constant "://" must follow it.
  return typeof second !== 'string' && !!staticText(second, sourceCode)?.startsWith('://');
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
  return mayStartWithScheme(node, sourceCode) ? exactUriBuildOf(node, sourceCode) : undefined;
}

/** `uriBuildOf` without the cheap test first: every string's parts resolved. */
export function exactUriBuildOf(
  node: TSESTree.TemplateLiteral | TSESTree.BinaryExpression,
  sourceCode: SourceCode,
): UriBuild | undefined {
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
