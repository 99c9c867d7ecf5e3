// The seeded property: match(t, expand(t, v)) gives v back (decoded, lists as lists, absent query
// variables absent), for generated unambiguous templates (support/roundtrip-generator.ts says
// what that means), with the wide shapes of issue #35: literals holding & ? = ; , . / # and
// pct-triplets next to every operator, query groups before and after every operator, empty and
// absent values. support/roundtrip-property.ts runs it; bench/roundtrip-property.js runs more.
// And the reverse property (issue #47): for generated URIs match reads, expansions edited as a
// client might send them, expand(t, match(t, uri)) gives the URI back up to the normalisations the
// guide documents (support/reverse-roundtrip.ts).
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../types/grammar/index.js';
import { match } from '../../types/runtime/index.js';
import { seededRandom } from '../helpers/prng.js';
import { generateRoundTrip } from './support/roundtrip-generator.js';
import { checkReading, runReverseRoundTrip } from './support/reverse-roundtrip.js';
import { REQUIRED_FEATURES, runRoundTrip } from './support/roundtrip-property.js';

const COUNT = 10_000;
const SEED = 6570;

describe('match: round trip of expand', () => {
  it(`reads back the values of ${COUNT.toLocaleString('en')} generated templates (seed ${SEED})`, () => {
    const { failures, seen } = runRoundTrip(SEED, COUNT);
    expect(failures.slice(0, 5)).toEqual([]);
    // Every shape is well represented, so passing means something.
    for (const feature of REQUIRED_FEATURES) expect(seen[feature] ?? 0, feature).toBeGreaterThan(COUNT / 100);
  });

  it('generates the shapes of issue #35, which the matcher before its fixes read wrong', () => {
    const random = seededRandom(SEED);
    const templates = Array.from({ length: 2000 }, () => generateRoundTrip(random, { wide: true }).template);
    const shapes = {
      'a "&" literal before {&…}, after {+x}, {#x} or {/x*}': /\{[+#/][^}]*\}[^{&]*&[^{]*\{&/,
      '{;x} before a literal that starts with "="': /\{;[^}]*\}=/,
      'a query group followed by a literal': /\{[?&][^}]*\}[^{]/,
    };
    for (const [shape, pattern] of Object.entries(shapes))
      expect(templates.filter((t) => pattern.test(t)).length, shape).toBeGreaterThan(5);
  });

  it('holds for the default shapes too (the sequence the SDK cases are drawn from)', () => {
    const { failures } = runRoundTrip(SEED, 2000, {});
    expect(failures).toEqual([]);
  });
});

const REVERSE_COUNT = 20_000;

describe('match: reverse round trip', () => {
  it(`expands what it reads back into the URI, up to the documented normalisations (${REVERSE_COUNT.toLocaleString('en')} URIs, seed ${SEED})`, () => {
    const { failures, matched, matchedEdited } = runReverseRoundTrip(SEED, REVERSE_COUNT);
    expect(failures.slice(0, 5)).toEqual([]);
    // Enough URIs are read, and most of them are not what expand wrote, so passing means something.
    expect(matched).toBeGreaterThan(REVERSE_COUNT * 0.3);
    expect(matchedEdited).toBeGreaterThan(REVERSE_COUNT * 0.15);
  });

  it("fails on issue #47's reading, and holds for the fixed one", () => {
    const template = parseTemplate('file:///{;_u*}{.q}');
    const uri = 'file:///;_u=.aZ-.b0_42';
    // 0.2's reading: _u empty, which expands to ";_u" with no "=".
    expect(checkReading(template, uri, { _u: [''], q: 'aZ-.b0_42' })?.why).toBe('the expansion is another URI');
    expect(checkReading(template, uri, match('file:///{;_u*}{.q}', uri)!)).toBeUndefined();
    // A query read in another order, with an unknown parameter and "name" alone: the same URI.
    const query = parseTemplate('x://{a}{?b,c*}');
    expect(checkReading(query, 'x://1?utm=x&c=2&b&c=3', { a: '1', b: '', c: ['2', '3'] })).toBeUndefined();
    expect(checkReading(query, 'x://1?c=2&b&c=3', { a: '1', b: '', c: ['3', '2'] })?.why).toBe(
      'the expansion is another URI',
    );
  });
});
