// Cases for reading generated templates through the real SDKs (adapter.sdk.test.ts,
// router.sdk.test.ts): a template, the URI a client expands from values, and the variables the
// read handler must then receive. Not a test file itself (vitest runs *.test.ts only).
import { expand, parse } from '../../types/runtime/index.js';
import { seededRandom, type Random } from '../helpers/prng.js';
import { generateRoundTrip, type RoundTripValue } from './support/roundtrip-generator.js';

export interface SdkCase {
  /** Unique per case ("t<index>"): also the registered resource's name and the text it returns. */
  readonly name: string;
  readonly template: string;
  readonly uri: string;
  /** What the handler must receive: absent query variables are undefined (and must be left out). */
  readonly expected: Readonly<Record<string, RoundTripValue>>;
  /** The query parameters were shuffled (same-name ones keep their order). */
  readonly reordered: boolean;
  /** Unknown query parameters were added. */
  readonly extraParams: boolean;
}

// Absolute bases with an authority, so WHATWG URL parsing (both McpServers run `new URL(uri)`
// and match `uri.toString()`) keeps the path; file:// is a special scheme, the others are not.
const BASES = ['res://h/', 'docs://team/', 'file:///', 'mcp://a.b/c/'];
// Prefixes roundtrip-generator.ts starts templates with (or none).
const GENERATOR_PREFIXES = ['x://', 'docs://team/', 'file:///', 'mcp://a.b/c', '/'];
const TRAILING_QUERY = /\{\?[^}]*\}(?:\{&[^}]*\})?$/;
const EXTRA_PARAMS = ['zz_extra=1', 'zz_flag', 'utm_source=%E2%82%AC', 'zz_extra=2'];

function shuffleQuery(random: Random, query: string): string {
  const pairs = query === '' ? [] : query.split('&');
  const rank = new Map<string, number>();
  for (const pair of pairs) {
    const name = pair.split('=')[0]!;
    if (!rank.has(name)) rank.set(name, random.next());
  }
  // Stable sort by a random rank per name: names move, an exploded {?x*}'s items keep their order.
  return pairs
    .map((pair, i) => ({ pair, i, r: rank.get(pair.split('=')[0]!)! }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((p) => p.pair)
    .join('&');
}

function withExtraParams(random: Random, query: string): string {
  const pairs = query === '' ? [] : query.split('&');
  for (let n = 1 + random.below(2); n > 0; n--)
    pairs.splice(random.below(pairs.length + 1), 0, random.pick(EXTRA_PARAMS));
  return pairs.join('&');
}

/**
 * `count` cases from `seed`. Each template gets its own literal "t<index>/" after the base, so
 * no two registered templates match the same URI. Cases whose URI WHATWG URL would rewrite
 * (`new URL(uri).href !== uri`: dot segments, "\" in file: URIs, …) are skipped, since the
 * SDKs match the rewritten text; `skipped` counts them.
 */
export function generateSdkCases(seed: number, count: number): { cases: SdkCase[]; skipped: number } {
  const random = seededRandom(seed);
  const cases: SdkCase[] = [];
  let skipped = 0;
  for (let attempt = 0; cases.length < count; attempt++) {
    if (attempt > count * 4) throw new Error(`only ${cases.length} URL-stable cases in ${attempt} attempts`);
    const generated = generateRoundTrip(random);
    let rest = generated.template;
    const prefix = GENERATOR_PREFIXES.find((p) => rest.startsWith(p));
    if (prefix !== undefined) rest = rest.slice(prefix.length);
    const name = `t${cases.length}`;
    const template = `${BASES[cases.length % BASES.length]}${name}/${rest}`;
    parse(template as string); // unambiguous, or the generator is wrong
    let uri = expand(template as string, generated.values as never);
    let reordered = false;
    let extraParams = false;
    if (TRAILING_QUERY.test(template)) {
      // What the query groups wrote: the URI after the expansion of the rest of the template.
      const base = expand(template.replace(TRAILING_QUERY, '') as string, generated.values as never);
      const tail = uri.slice(base.length);
      // Only a query that starts with "?" (all of {?…} absent leaves "&x=1": RFC 6570 writes it so).
      if (tail === '' || tail.startsWith('?')) {
        let query = tail.slice(1);
        // Shuffle whenever there are two names to swap (a few tries: a shuffle may keep the order).
        for (let tries = 0; tries < 4 && !reordered && random.chance(0.9); tries++) {
          const shuffled = shuffleQuery(random, query);
          reordered = shuffled !== query;
          query = shuffled;
        }
        if (random.chance(0.5)) {
          query = withExtraParams(random, query);
          extraParams = true;
        }
        uri = query === '' ? base : `${base}?${query}`;
      }
    }
    let stable: boolean;
    try {
      stable = new URL(uri).href === uri;
    } catch {
      stable = false;
    }
    if (!stable) {
      skipped++;
      continue;
    }
    cases.push({ name, template, uri, expected: generated.values, reordered, extraParams });
  }
  return { cases, skipped };
}

/** Counts of what the cases exercise, so a passing run means something. */
export function coverage(cases: readonly SdkCase[]): Record<string, number> {
  const seen = {
    multiSegment: 0,
    query: 0,
    absent: 0,
    exploded: 0,
    singleItemList: 0,
    prefix: 0,
    empty: 0,
    unicode: 0,
    percent: 0,
    reserved: 0,
    reordered: 0,
    extraParams: 0,
  };
  for (const c of cases) {
    const variables = parse(c.template as string).variables;
    const values = Object.values(c.expected);
    const strings = values.flat().filter((v): v is string => typeof v === 'string');
    seen.multiSegment += variables.some((v) => v.kind === 'multi-segment') ? 1 : 0;
    seen.query += variables.some((v) => v.kind === 'query') ? 1 : 0;
    seen.absent += values.includes(undefined) ? 1 : 0;
    seen.exploded += variables.some((v) => v.explode) ? 1 : 0;
    seen.singleItemList += values.some((v) => Array.isArray(v) && v.length === 1) ? 1 : 0;
    seen.prefix += variables.some((v) => v.prefix !== undefined) ? 1 : 0;
    seen.empty += strings.includes('') ? 1 : 0;
    seen.unicode += strings.some((s) => [...s].some((ch) => ch.codePointAt(0)! > 0x7f)) ? 1 : 0;
    seen.percent += strings.some((s) => s.includes('%')) ? 1 : 0;
    seen.reserved += strings.some((s) => /[:/?#[\]@!$&'()*+,;=]/.test(s)) ? 1 : 0;
    seen.reordered += c.reordered ? 1 : 0;
    seen.extraParams += c.extraParams ? 1 : 0;
  }
  return seen;
}

/** The variable names whose values must be present, in the shapes TemplateVariables<T> gives. */
export function expectedKeys(expected: Readonly<Record<string, RoundTripValue>>): string[] {
  return Object.keys(expected)
    .filter((k) => expected[k] !== undefined)
    .sort();
}
