// The seeded property: match(t, expand(t, v)) gives v back (decoded, lists as lists, absent query
// variables absent), for generated unambiguous templates (support/roundtrip-generator.ts says
// what that means), with the wide shapes of issue #35: literals holding & ? = ; , . / # and
// pct-triplets next to every operator, query groups before and after every operator, empty and
// absent values. support/roundtrip-property.ts runs it; bench/roundtrip-property.js runs more.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/prng.js';
import { generateRoundTrip } from './support/roundtrip-generator.js';
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
