// match(t, expand(t, v)) gives v back: decoded, lists as lists, absent query variables absent,
// for generated unambiguous templates (support/roundtrip-generator.ts says what that means).
import { describe, expect, it } from 'vitest';
import { analyzeMatching, parseTemplate } from '../../src/template/index.js';
import { expand, match } from '../../types/runtime/index.js';
import { seededRandom } from '../helpers/prng.js';
import { generateRoundTrip } from './support/roundtrip-generator.js';

const COUNT = 12_000;

describe('match: round trip of expand', () => {
  it(`reads back the values of ${COUNT.toLocaleString('en')} generated templates`, () => {
    const random = seededRandom(6570);
    const seen = {
      multiSegment: 0,
      query: 0,
      absent: 0,
      exploded: 0,
      prefix: 0,
      empty: 0,
      astral: 0,
      percent: 0,
      reserved: 0,
    };
    for (let i = 0; i < COUNT; i++) {
      const { template, values } = generateRoundTrip(random);
      const parsed = parseTemplate(template);
      expect([...parsed.errors, ...analyzeMatching(parsed)], template).toEqual([]);
      const uri = expand(template as string, values as never);
      const got = match(template as string, uri);
      expect(got, `${template} ${uri}`).toEqual(values);
      // toEqual lets an absent key equal an undefined one: the keys must be exactly the defined ones.
      expect(Object.keys(got!).sort(), template).toEqual(
        Object.keys(values)
          .filter((k) => values[k] !== undefined)
          .sort(),
      );
      // The shapes TemplateVariables<T> gives (types/docs/guide.md): exploded ones string[], the rest
      // string, and only query variables may be missing.
      for (const variable of parsed.variables) {
        const value = got![variable.name];
        if (value === undefined) expect(variable.kind, `${template}: ${variable.name}`).toBe('query');
        else
          expect(Array.isArray(value) ? 'list' : typeof value, `${template}: ${variable.name}`).toBe(
            variable.explode ? 'list' : 'string',
          );
      }

      const strings = Object.values(values)
        .flat()
        .filter((v): v is string => typeof v === 'string');
      seen.multiSegment += parsed.variables.some((v) => v.kind === 'multi-segment') ? 1 : 0;
      seen.query += parsed.variables.some((v) => v.kind === 'query') ? 1 : 0;
      seen.absent += Object.values(values).includes(undefined) ? 1 : 0;
      seen.exploded += parsed.variables.some((v) => v.explode) ? 1 : 0;
      seen.prefix += parsed.variables.some((v) => v.prefix !== undefined) ? 1 : 0;
      seen.empty += strings.includes('') ? 1 : 0;
      seen.astral += strings.some((s) => /[\u{10000}-\u{10ffff}]/u.test(s)) ? 1 : 0;
      seen.percent += strings.some((s) => s.includes('%')) ? 1 : 0;
      seen.reserved += strings.some((s) => /[:/?#[\]@!$&'()*+,;=]/.test(s)) ? 1 : 0;
    }
    // Every feature is well represented, so passing means something.
    for (const [feature, count] of Object.entries(seen)) expect(count, feature).toBeGreaterThan(COUNT / 5);
  });
});
