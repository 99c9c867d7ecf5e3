import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/template/index.js';
import { classifyFalseCase, loadSuite } from './support/rfc6570-suite.js';

const SUITE_DIR = fileURLToPath(new URL('../fixtures/rfc6570/', import.meta.url));
const cases = loadSuite(SUITE_DIR);
const positive = cases.filter((c) => c.expected !== false);
const negative = cases.filter((c) => c.expected === false);
const distinctPositive = [...new Set(positive.map((c) => c.template))];

/** Short form of a parse result for failure messages. */
const errorSummary = (template: string) =>
  parseTemplate(template).errors.map((e) => `${e.code} [${e.range.start},${e.range.end})`);

describe('RFC 6570 suite (uritemplate-test): templates that expand', () => {
  it('has the expected number of cases', () => {
    expect(new Set(cases.map((c) => c.file))).toEqual(
      new Set(['extended-tests.json', 'spec-examples-by-section.json', 'spec-examples.json']),
    );
    // 234 is the number of positive test *cases*. Many templates recur: spec-examples.json and
    // spec-examples-by-section.json repeat the RFC's examples, and some templates appear in
    // several groups with different variables. As distinct strings there are 164.
    expect(positive).toHaveLength(234);
    expect(distinctPositive).toHaveLength(164);
  });

  it.each(distinctPositive)('%j parses without errors', (template) => {
    expect(errorSummary(template)).toEqual([]);
  });

  it('exercises every operator, prefixes and explode', () => {
    const parsed = distinctPositive.map(parseTemplate);
    const operators = new Set(parsed.flatMap((p) => p.expressions.map((e) => e.operator)));
    expect(operators).toEqual(new Set(['', '+', '#', '.', '/', ';', '?', '&']));
    expect(parsed.some((p) => p.variables.some((v) => v.prefix !== undefined))).toBe(true);
    expect(parsed.some((p) => p.variables.some((v) => v.explode))).toBe(true);
  });
});

describe('RFC 6570 suite (uritemplate-test): templates that must fail', () => {
  it('has the expected number of failure cases', () => {
    // The copied files hold no `false` case: the suite keeps them in negative-tests.json,
    // which was not copied into test/fixtures/rfc6570. Copy it there and update this count;
    // the test below then classifies and checks each case.
    expect(negative).toHaveLength(0);
  });

  // With negative-tests.json copied, `each` gets its cases; until then it has none to run.
  it.each(negative.map((c) => [c.template, classifyFalseCase(c)] as const))(
    '%j fails because of its %s',
    (template, reason) => {
      if (reason === 'syntax') {
        expect(errorSummary(template).length, 'a syntax failure must produce a parse error').toBeGreaterThan(0);
      } else {
        // `value`: a valid template whose expansion fails on the group's values (prefix on a
        // list or map, RFC 6570 §2.4.1). `valid`: a template the RFC grammar accepts.
        expect(errorSummary(template)).toEqual([]);
      }
    },
  );
});

describe('classifying failure cases', () => {
  const variables = { list: ['a', 'b'], keys: { a: '1' }, text: 'abc' };
  const classify = (template: string) =>
    classifyFalseCase({ file: 'x.json', group: 'g', template, expected: false, variables });

  it('blames the value for a prefix on a list or map value (RFC 6570 §2.4.1)', () => {
    expect(classify('{list:1}')).toBe('value');
    expect(classify('{+keys:3}')).toBe('value');
    expect(classify('x{?text,list:2}')).toBe('value');
    // And such templates are valid, as the classification requires.
    for (const template of ['{list:1}', '{+keys:3}', 'x{?text,list:2}']) expect(errorSummary(template)).toEqual([]);
  });

  it('blames the syntax otherwise, including a prefix combined with explode', () => {
    expect(classify('{list:0}')).toBe('syntax');
    expect(classify('{;keys:1*}')).toBe('syntax');
    expect(classify('{list')).toBe('syntax');
  });

  it('keeps a template the RFC grammar accepts out of both classes', () => {
    expect(classify('/vars/:var')).toBe('valid');
    expect(errorSummary('/vars/:var')).toEqual([]);
  });
});
