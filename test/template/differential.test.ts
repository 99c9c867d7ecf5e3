import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/template/index.js';
import { seededRandom } from '../helpers/prng.js';
import { STD_DEVIATIONS, stdDeviations, type StdDeviation } from './support/std-deviations.js';
import { generateTemplate } from './support/template-generator.js';

/** The library validates while it expands; with no values nothing is looked up, so only syntax can throw. */
function stdAccepts(template: string): boolean {
  try {
    StdUriTemplate.expand(template, {});
    return true;
  } catch {
    return false;
  }
}

const ourAccepts = (template: string) => !parseTemplate(template).errors.some((e) => e.category === 'syntax');

const COMPARED = 100_000;

describe('differential: parseTemplate against @std-uritemplate/std-uritemplate', () => {
  it.each(Object.entries(STD_DEVIATIONS))(
    'the library still deviates from the RFC on %s, so it stays excluded',
    (id, { example }) => {
      // If the library is fixed, this fails: then drop the exclusion and compare that part too.
      expect(stdDeviations(example)).toEqual(new Set([id]));
      expect(stdAccepts(example)).toBe(true);
      expect(ourAccepts(example)).toBe(false);
    },
  );

  it(`agrees on ${COMPARED.toLocaleString('en')} generated templates where the library follows the RFC`, () => {
    const random = seededRandom(6570);
    const excluded = new Map<StdDeviation, number>();
    const mismatches: string[] = [];
    let compared = 0;
    let valid = 0;
    let generated = 0;
    while (compared < COMPARED && generated < 3 * COMPARED) {
      const template = generateTemplate(random);
      generated++;
      const deviations = stdDeviations(template);
      if (deviations.size > 0) {
        for (const d of deviations) excluded.set(d, (excluded.get(d) ?? 0) + 1);
        continue;
      }
      compared++;
      const ours = ourAccepts(template);
      if (ours) valid++;
      if (ours !== stdAccepts(template) && mismatches.length < 20) {
        mismatches.push(
          `${JSON.stringify(template)}: ours ${ours ? 'valid' : 'invalid'}, std ${ours ? 'invalid' : 'valid'}`,
        );
      }
    }

    expect(mismatches).toEqual([]);
    expect(compared).toBe(COMPARED);
    // Both verdicts must be common, or agreement says little.
    expect(valid).toBeGreaterThan(COMPARED * 0.25);
    expect(valid).toBeLessThan(COMPARED * 0.75);
    // Every excluded construct is actually generated (and so is excluded for a reason).
    expect(new Set(excluded.keys())).toEqual(new Set(Object.keys(STD_DEVIATIONS)));
  });
});

describe('stdDeviations (the exclusion scan)', () => {
  it('finds nothing in RFC-valid templates and in errors the library also rejects', () => {
    for (const template of [
      "/a/{b}{?c,d*}{&e:3}'%20\u00e9\u{1f600}",
      '{a:0}',
      '{a-b}',
      '{!a}',
      '{a',
      'a}',
      '{}',
      '{a.}',
      '\ud800',
    ]) {
      expect(stdDeviations(template), template).toEqual(new Set());
    }
  });

  it('finds constructs only where they are: "|" is a deviation in a literal, not in a name', () => {
    expect(stdDeviations('a|b')).toEqual(new Set(['literal-character']));
    expect(stdDeviations('{a|b}')).toEqual(new Set());
    expect(stdDeviations('{a(b}')).toEqual(new Set(['name-character']));
    expect(stdDeviations('a(b')).toEqual(new Set());
  });
});
