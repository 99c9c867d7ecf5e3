// expand against the RFC 6570 suite (uritemplate-test, test/fixtures/rfc6570/): every positive
// case, and our own negative cases (the copied files hold none; see support/negative-cases.ts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/template/index.js';
import { expand, TemplateSyntaxError, TemplateValueError } from '../../types/runtime/index.js';
import { loadSuite } from '../template/support/rfc6570-suite.js';
import { NEGATIVE_CASES, NEGATIVE_VARIABLES } from './support/negative-cases.js';

const cases = loadSuite(fileURLToPath(new URL('../fixtures/rfc6570/', import.meta.url)));
const positive = cases.filter((c) => c.expected !== false);

describe('expand: the RFC 6570 suite', () => {
  it('has 234 positive cases and no negative one', () => {
    expect(positive).toHaveLength(234);
    expect(cases.filter((c) => c.expected === false)).toHaveLength(0);
  });

  it.each(positive.map((c) => [c.file, c.group, c.template, c] as const))(
    '%s / %s: %j',
    (_file, _group, template, c) => {
      const got = expand(template as string, c.variables as never);
      // An expected list holds every acceptable expansion (map members in any order).
      if (Array.isArray(c.expected)) expect(c.expected).toContain(got);
      else expect(got).toBe(c.expected);
    },
  );
});

describe('expand: negative cases from RFC 6570 §2 (our own: the fixtures have none)', () => {
  it('has cases of both kinds', () => {
    expect(NEGATIVE_CASES.filter((c) => c.kind === 'syntax').length).toBeGreaterThan(40);
    expect(NEGATIVE_CASES.filter((c) => c.kind === 'value').length).toBeGreaterThan(4);
  });

  it.each(NEGATIVE_CASES.filter((c) => c.kind === 'syntax').map((c) => [c.template, c.rfc] as const))(
    "%j is rejected (%s) with the parser's first error",
    (template) => {
      const first = parseTemplate(template).errors[0];
      expect(first, 'the parser must find the error too').toBeDefined();
      let thrown: unknown;
      try {
        expand(template as string, NEGATIVE_VARIABLES as never);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TemplateSyntaxError);
      const error = thrown as TemplateSyntaxError;
      expect([error.code, error.message, error.range]).toEqual([first!.code, first!.message, first!.range]);
    },
  );

  it.each(NEGATIVE_CASES.filter((c) => c.kind === 'value').map((c) => [c.template, c.rfc] as const))(
    '%j is valid but its values are not (%s)',
    (template) => {
      expect(parseTemplate(template).errors).toEqual([]);
      expect(() => expand(template as string, NEGATIVE_VARIABLES as never)).toThrow(TemplateValueError);
      try {
        expand(template as string, NEGATIVE_VARIABLES as never);
      } catch (error) {
        expect((error as TemplateValueError).code).toBe('prefix-on-composite');
      }
    },
  );
});
