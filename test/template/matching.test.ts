import { describe, expect, it } from 'vitest';
import { analyzeMatching, parseTemplate } from '../../src/template/index.js';

const analyze = (template: string) => {
  const parsed = parseTemplate(template);
  expect(parsed.errors, `"${template}" must be valid RFC 6570`).toEqual([]);
  return analyzeMatching(parsed);
};
const findings = (template: string) => analyze(template).map((e) => [e.code, e.range.start, e.range.end] as const);

const adjacent = (first: string, second: string, names: string) =>
  `"${first}" and "${second}" have no literal between them, so a URI cannot be split between them unambiguously, and matching it in the SDK is slow on long URIs: put a literal between them, or write "{.${names}}" or "{/${names}}"`;
const multiSegment = (first: string, second: string) =>
  `"${second}" is a second multi-segment variable after "${first}": a URI cannot be split between two variables that may both contain "/", keep only one`;

describe('analyzeMatching: adjacent variables', () => {
  it('flags {+path}{ext}: the second expression has no separator of its own', () => {
    expect(analyze('{+path}{ext}').map((e) => [e.code, e.category, e.range.start, e.range.end, e.message])).toEqual([
      ['adjacent-variables', 'matching', 0, 12, adjacent('{+path}', '{ext}', 'ext')],
    ]);
  });

  it('flags {a}{b}', () => {
    expect(analyze('/x/{a}{b}').map((e) => [e.code, e.range.start, e.range.end, e.message])).toEqual([
      ['adjacent-variables', 3, 9, adjacent('{a}', '{b}', 'b')],
    ]);
  });

  it('does not flag {+path}{.ext}: "." starts the second value', () => {
    expect(findings('{+path}{.ext}')).toEqual([]);
  });

  it('does not flag {isbn}{?q}: "?" starts the query', () => {
    expect(findings('/books/{isbn}{?q}')).toEqual([]);
  });

  it.each(['#', '.', '/', ';', '?', '&'])(
    'does not flag a second expression with the self-separating operator "%s"',
    (op) => {
      expect(findings(`{a}{${op}b}`)).toEqual([]);
    },
  );

  it('flags a second expression with "+", whose value starts with nothing of its own', () => {
    expect(findings('{a}{+b}')).toEqual([['adjacent-variables', 0, 7]]);
  });

  it('flags each adjacent pair in a chain', () => {
    expect(findings('{a}{b}{c}')).toEqual([
      ['adjacent-variables', 0, 6],
      ['adjacent-variables', 3, 9],
    ]);
  });

  it('does not flag variables with a literal between them', () => {
    expect(findings('{a}-{b}/{c}.{d}')).toEqual([]);
  });

  it("suggests the second expression's varspecs as written, modifiers included", () => {
    expect(analyze('{x:3}{y*}')[0]!.message).toBe(adjacent('{x:3}', '{y*}', 'y*'));
    expect(analyze('{a,b}{c,d:2}')[0]!.message).toBe(adjacent('{a,b}', '{c,d:2}', 'c,d:2'));
  });

  it('ignores an expression that lost its variables to a syntax error', () => {
    const parsed = parseTemplate('{a-b}{c}');
    expect(parsed.errors.map((e) => e.code)).toEqual(['invalid-variable-name']);
    expect(analyzeMatching(parsed)).toEqual([]);
  });
});

describe('analyzeMatching: multi-segment variables', () => {
  it('flags a second multi-segment variable, at its expression', () => {
    expect(analyze('{+a}/x/{#b}').map((e) => [e.code, e.range.start, e.range.end, e.message])).toEqual([
      ['multiple-multi-segment', 7, 11, multiSegment('{+a}', '{#b}')],
    ]);
  });

  it('counts {/x*} as multi-segment and {/x}, {x*} as not', () => {
    expect(findings('{/a*}/x{+b}')).toEqual([['multiple-multi-segment', 7, 11]]);
    expect(findings('{/a}/{b*}/{+c}')).toEqual([]);
  });

  it('flags every multi-segment variable after the first, each against the first', () => {
    expect(analyze('{+a}/{+b}/{+c}').map((e) => e.message)).toEqual([
      multiSegment('{+a}', '{+b}'),
      multiSegment('{+a}', '{+c}'),
    ]);
  });

  it('quotes the varspecs, not the expression twice, when both are in one expression', () => {
    expect(analyze('x{+a,b}').map((e) => [e.code, e.range.start, e.range.end, e.message])).toEqual([
      ['multiple-multi-segment', 5, 6, multiSegment('a', 'b')],
    ]);
  });
});

describe('analyzeMatching: duplicate names', () => {
  it('flags the second declaration at its name', () => {
    expect(analyze('/{a}/{a:3}').map((e) => [e.code, e.range.start, e.range.end, e.message])).toEqual([
      [
        'duplicate-variable',
        6,
        7,
        'variable "a" is declared twice (again in "{a:3}"): give each variable its own name',
      ],
    ]);
  });

  it('flags duplicates inside one expression and across operators', () => {
    expect(findings('{a,a}')).toEqual([['duplicate-variable', 3, 4]]);
    expect(findings('/{id}{?id}')).toEqual([['duplicate-variable', 7, 9]]);
  });

  it('treats names case-sensitively and dotted names as whole names', () => {
    expect(findings('{a}/{A}/{a.b}/{b}')).toEqual([]);
  });
});

describe('analyzeMatching: query groups', () => {
  it('flags every "{?...}" after the first', () => {
    expect(analyze('{?a}/x{?b}{?c}').map((e) => [e.code, e.range.start, e.range.end, e.message])).toEqual([
      [
        'multiple-query-groups',
        6,
        10,
        '"{?b}" starts a second query group after "{?a}": merge them into one "{?...}", or continue the query with "{&...}"',
      ],
      [
        'multiple-query-groups',
        10,
        14,
        '"{?c}" starts a second query group after "{?a}": merge them into one "{?...}", or continue the query with "{&...}"',
      ],
    ]);
  });

  it('accepts a query continued with "{&...}"', () => {
    expect(findings('/search{?q,lang}{&page}')).toEqual([]);
  });
});

describe('analyzeMatching: combined', () => {
  it('returns findings sorted by their start offset', () => {
    expect(findings('{+a}{+a}')).toEqual([
      ['adjacent-variables', 0, 8],
      ['multiple-multi-segment', 4, 8],
      ['duplicate-variable', 6, 7],
    ]);
  });

  it('finds nothing in a typical unambiguous resource template', () => {
    expect(findings('users://{userId}/posts/{postId}{?fields,limit}{&cursor}')).toEqual([]);
  });
});
