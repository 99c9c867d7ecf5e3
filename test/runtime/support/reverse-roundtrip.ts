// The reverse round-trip property, for the seeded test (match.roundtrip.test.ts) and its larger
// run (bench/roundtrip-property.js): for every generated URI that match(t, uri) reads, expand(t,
// match(t, uri)) gives the URI back, up to the normalisations types/docs/guide.md documents
// ("What match reads back"):
// - percent-encoding: a character written raw or as its UTF-8 pct-encoding, hex digits in either
//   case, is the same character (so both sides are compared decoded);
// - a query group's parameters: by name, in any order, unknown names dropped, the first of a
//   repeated non-exploded name kept, "name" alone the same as "name=".
// Also, the expansion reads back as the same values (match(t, expand(t, match(t, uri))) equals
// match(t, uri)), so what expand wrote is what the values mean, not a lookalike.
//
// The URIs: expansions of the forward property's templates and values (wide shapes), most of them
// edited 1 to 3 times (a character inserted, removed, replaced or doubled, a character encoded or
// a triplet decoded, query parameters reordered, repeated, added or stripped of their "="), so that
// match meets what clients send, not only what expand writes. Failures are collected, not thrown.
import { isDeepStrictEqual } from 'node:util';
import { analyzeMatching, parseTemplate, type ParsedTemplate } from '../../../types/grammar/index.js';
import { expand, match } from '../../../types/runtime/index.js';
import { seededRandom, type Random } from '../../helpers/prng.js';
import { generateRoundTrip } from './roundtrip-generator.js';

export interface ReverseFailure {
  readonly index: number;
  readonly template: string;
  readonly uri: string;
  readonly got: unknown;
  readonly back: unknown;
  readonly why: string;
}

export interface ReverseRun {
  readonly failures: ReverseFailure[];
  /** URIs generated, URIs match read, and of those the ones that were edited (not a plain expansion). */
  readonly generated: number;
  readonly matched: number;
  readonly matchedEdited: number;
}

// --- what is compared: a string as code points, each pct-encoded UTF-8 sequence decoded ---

interface Token {
  readonly cp: number;
  readonly start: number;
}

const HEX = /^[0-9a-f]{2}$/i;

/** The code points of `s`, a valid pct-encoded UTF-8 sequence read as the character it encodes. */
function tokens(s: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < s.length;) {
    if (s[i] === '%' && HEX.test(s.slice(i + 1, i + 3))) {
      // The longest valid UTF-8 sequence of triplets here (1 to 4).
      let decoded: string | undefined;
      let used = 0;
      for (let n = 1; n <= 4 && i + 3 * n <= s.length; n++) {
        const run = s.slice(i, i + 3 * n);
        if (!/^(?:%[0-9a-f]{2})+$/i.test(run)) break;
        try {
          decoded = decodeURIComponent(run);
          used = 3 * n;
          break;
        } catch {
          // an incomplete sequence: try one more triplet
        }
      }
      if (decoded !== undefined) {
        out.push({ cp: decoded.codePointAt(0)!, start: i });
        i += used;
        continue;
      }
      // Not UTF-8: the byte, told apart from any character by an offset past Unicode.
      out.push({ cp: 0x110000 + parseInt(s.slice(i + 1, i + 3), 16), start: i });
      i += 3;
      continue;
    }
    const cp = s.codePointAt(i)!;
    out.push({ cp, start: i });
    i += cp > 0xffff ? 2 : 1;
  }
  return out;
}

const decoded = (s: string) => tokens(s).map((t) => t.cp);

// --- the query groups of a template ---

interface Shape {
  /** The template before the first query expression and after the last one ('' and '' without any). */
  readonly prefix: string;
  readonly suffix: string;
  readonly hasQuery: boolean;
  /** The query variables in template order, and which of them are exploded. */
  readonly queryNames: readonly string[];
  readonly exploded: ReadonlySet<string>;
}

function shapeOf(parsed: ParsedTemplate): Shape {
  const query = parsed.parts.filter((p) => p.type === 'expression' && (p.operator === '?' || p.operator === '&'));
  if (query.length === 0)
    return { prefix: parsed.source, suffix: '', hasQuery: false, queryNames: [], exploded: new Set() };
  const variables = parsed.variables.filter((v) => v.kind === 'query');
  return {
    prefix: parsed.source.slice(0, query[0]!.range.start),
    suffix: parsed.source.slice(query[query.length - 1]!.range.end),
    hasQuery: true,
    queryNames: variables.map((v) => v.name),
    exploded: new Set(variables.filter((v) => v.explode).map((v) => v.name)),
  };
}

/**
 * `s` as compared: decoded, and where the template has query groups, the text between its part
 * before them and its part after them (both as `values` expand them) replaced by the known
 * parameters in template order. `undefined` when `s` does not begin and end with those parts.
 */
function canonical(shape: Shape, s: string, values: Record<string, unknown>): string | undefined {
  if (!shape.hasQuery) return JSON.stringify(decoded(s));
  const all = tokens(s);
  const before = decoded(expand(shape.prefix as string, values as never));
  const after = decoded(expand(shape.suffix as string, values as never));
  if (before.length + after.length > all.length) return undefined;
  for (let i = 0; i < before.length; i++) if (all[i]!.cp !== before[i]) return undefined;
  for (let i = 0; i < after.length; i++) if (all[all.length - after.length + i]!.cp !== after[i]) return undefined;
  const from = before.length < all.length ? all[before.length]!.start : s.length;
  const to = after.length > 0 ? all[all.length - after.length]!.start : s.length;
  const middle = s.slice(from, to);
  const params = new Map<string, string[]>();
  if (middle !== '') {
    if (middle[0] !== '?' && middle[0] !== '&') return undefined;
    for (const piece of middle.slice(1).split('&')) {
      const eq = piece.indexOf('=');
      const name = eq < 0 ? piece : piece.slice(0, eq);
      if (!shape.queryNames.includes(name)) continue;
      const value = JSON.stringify(decoded(eq < 0 ? '' : piece.slice(eq + 1)));
      const list = params.get(name) ?? [];
      if (shape.exploded.has(name) || list.length === 0) params.set(name, [...list, value]);
    }
  }
  return JSON.stringify([
    decoded(s.slice(0, from)),
    shape.queryNames.map((name) => params.get(name) ?? []),
    decoded(s.slice(to)),
  ]);
}

// --- the edits ---

const PIECES = [
  ...";=,./?#&+%-_~aZ0!*':@ ",
  '%2F',
  '%3D',
  '%2C',
  '%26',
  '%3B',
  '%2E',
  '%41',
  '%e9',
  '%C3%A9',
  '%c3%a9',
  '\u00e9',
];

function edit(random: Random, uri: string, names: readonly string[]): string {
  const at = random.below(uri.length + 1);
  switch (random.below(7)) {
    case 0:
      return uri.slice(0, at) + random.pick(PIECES) + uri.slice(at);
    case 1:
      return uri.slice(0, at) + uri.slice(at + 1);
    case 2:
      return uri.slice(0, at) + random.pick(PIECES) + uri.slice(at + 1);
    case 3: {
      // One character pct-encoded (hex in either case), or one triplet of an ASCII character decoded.
      const triplet = /%([0-7][0-9a-f])/i.exec(uri.slice(at));
      if (triplet !== null && random.chance(0.5)) {
        const p = at + triplet.index;
        return uri.slice(0, p) + String.fromCharCode(parseInt(triplet[1]!, 16)) + uri.slice(p + 3);
      }
      const c = uri.codePointAt(at);
      if (c === undefined) return uri;
      const char = String.fromCodePoint(c);
      const encoded = [...new TextEncoder().encode(char)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
      return uri.slice(0, at) + (random.chance(0.5) ? encoded.toUpperCase() : encoded) + uri.slice(at + char.length);
    }
    case 4: {
      const length = 1 + random.below(4);
      return uri.slice(0, at) + uri.slice(at, at + length) + uri.slice(at);
    }
    default: {
      // The query: parameters reordered, one repeated, one added (known or not), one "=" dropped.
      const q = uri.indexOf('?');
      if (q < 0) return uri.slice(0, at) + random.pick(['?', '&']) + uri.slice(at);
      const pieces = uri.slice(q + 1).split('&');
      const i = random.below(pieces.length);
      switch (random.below(4)) {
        case 0:
          pieces.splice(random.below(pieces.length + 1), 0, ...pieces.splice(i, 1));
          break;
        case 1:
          pieces.splice(random.below(pieces.length + 1), 0, pieces[i]!);
          break;
        case 2:
          pieces.splice(random.below(pieces.length + 1), 0, `${random.pick([...names, 'utm'])}=${random.pick(PIECES)}`);
          break;
        default:
          pieces[i] = pieces[i]!.endsWith('=') ? pieces[i]!.slice(0, -1) : pieces[i]!;
      }
      return `${uri.slice(0, q + 1)}${pieces.join('&')}`;
    }
  }
}

/**
 * `values` for expand to write back: the "%" of a `{+x}` or `{#x}` value escaped as "%25", since
 * reserved expansion passes a pct-triplet's text through (RFC 6570 §3.2.3), so that a value of
 * "%41" (sent as "%2541") is written as "%2541", not as "%41", which reads "A".
 */
function faithful(parsed: ParsedTemplate, values: Record<string, string | string[]>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const v of parsed.variables) {
    const value = out[v.name];
    if (value === undefined || (v.expression.operator !== '+' && v.expression.operator !== '#')) continue;
    const escape = (s: string) =>
      v.prefix === undefined ? encodeURIComponent(s).replaceAll('%2F', '/') : s.replace(/%(?=[0-9a-f]{2})/gi, '%25');
    out[v.name] = Array.isArray(value) ? value.map(escape) : escape(value as string);
  }
  return out;
}

/**
 * Why reading `uri` as `got` breaks the property (see the top of this file), or `undefined`: the
 * expansion of `got` (written faithfully) must read back as `got` and be `uri` up to the
 * normalisations.
 */
export function checkReading(
  parsed: ParsedTemplate,
  uri: string,
  got: Record<string, string | string[]>,
): { why: string; back: unknown } | undefined {
  const template = parsed.source;
  const written = faithful(parsed, got);
  let back: string;
  try {
    back = expand(template as string, written as never);
  } catch (error) {
    return { why: `expand throws: ${String(error)}`, back: undefined };
  }
  const again = match(template as string, back);
  if (again === null || !isDeepStrictEqual({ ...again }, { ...got }))
    return { why: 'the expansion reads back as other values', back };
  const shape = shapeOf(parsed);
  const ours = canonical(shape, uri, written);
  if (ours === undefined || ours !== canonical(shape, back, written))
    return { why: 'the expansion is another URI', back };
  return undefined;
}

export function runReverseRoundTrip(seed: number, count: number): ReverseRun {
  const random = seededRandom(seed);
  const failures: ReverseFailure[] = [];
  let matched = 0;
  let matchedEdited = 0;
  for (let index = 0; index < count; index++) {
    const { template, values } = generateRoundTrip(random, { wide: true });
    const parsed = parseTemplate(template);
    if (parsed.errors.length > 0 || analyzeMatching(parsed).length > 0) continue;
    const names = parsed.variables.map((v) => v.name);
    let uri = expand(template as string, values as never);
    const edits = random.chance(0.2) ? 0 : 1 + random.below(3);
    for (let e = 0; e < edits; e++) uri = edit(random, uri, names);
    const got = match(template as string, uri);
    if (got === null) continue;
    matched++;
    if (edits > 0) matchedEdited++;
    const failure = checkReading(parsed, uri, got);
    if (failure !== undefined) failures.push({ index, template, uri, got, ...failure });
  }
  return { failures, generated: count, matched, matchedEdited };
}
