import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/template/index.js';
import type { ErrorCode, Operator, ParsedTemplate, VariableKind } from '../../src/template/index.js';
import { seededRandom } from '../helpers/prng.js';

const NAME_RULE = 'use letters, digits, "_" and percent-encoded bytes, with "." only between them';
const PREFIX_RULE = 'write ":N" with N from 1 to 9999, and do not combine it with "*"';
const OPERATOR_RULE = 'is reserved by RFC 6570: use one of + # . / ; ? & or none';
const PERCENT_RULE = 'is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits';

/** Errors as plain tuples, so a mismatch shows every field at once. */
const errorsOf = (template: string) =>
  parseTemplate(template).errors.map((e) => [e.code, e.range.start, e.range.end, e.message] as const);

type Case = readonly [template: string, code: ErrorCode, start: number, end: number, message: string];

function expectSingleError([template, code, start, end, message]: Case) {
  expect(errorsOf(template)).toEqual([[code, start, end, message]]);
}

describe('parseTemplate: tree', () => {
  it('returns literals, expressions and variables with their offset ranges', () => {
    const template = 'a{b}c{+d,e:3}{/f*}';
    const parsed = parseTemplate(template);
    expect(parsed.errors).toEqual([]);
    expect(parsed.source).toBe(template);
    expect(parsed.parts.map((p) => [p.type, p.range.start, p.range.end])).toEqual([
      ['literal', 0, 1],
      ['expression', 1, 4],
      ['literal', 4, 5],
      ['expression', 5, 13],
      ['expression', 13, 18],
    ]);
    expect(parsed.parts[0]).toMatchObject({ type: 'literal', value: 'a' });
    expect(parsed.parts[2]).toMatchObject({ type: 'literal', value: 'c' });
    expect(parsed.expressions.map((e) => [e.operator, e.text])).toEqual([
      ['', '{b}'],
      ['+', '{+d,e:3}'],
      ['/', '{/f*}'],
    ]);
    expect(
      parsed.variables.map((v) => ({
        name: v.name,
        range: [v.range.start, v.range.end],
        nameRange: [v.nameRange.start, v.nameRange.end],
        prefix: v.prefix,
        explode: v.explode,
        kind: v.kind,
        expression: v.expression.text,
      })),
    ).toEqual([
      {
        name: 'b',
        range: [2, 3],
        nameRange: [2, 3],
        prefix: undefined,
        explode: false,
        kind: 'segment',
        expression: '{b}',
      },
      {
        name: 'd',
        range: [7, 8],
        nameRange: [7, 8],
        prefix: undefined,
        explode: false,
        kind: 'multi-segment',
        expression: '{+d,e:3}',
      },
      {
        name: 'e',
        range: [9, 12],
        nameRange: [9, 10],
        prefix: 3,
        explode: false,
        kind: 'multi-segment',
        expression: '{+d,e:3}',
      },
      {
        name: 'f',
        range: [15, 17],
        nameRange: [15, 16],
        prefix: undefined,
        explode: true,
        kind: 'multi-segment',
        expression: '{/f*}',
      },
    ]);
  });

  it('links each variable to the very expression object that lists it', () => {
    const parsed = parseTemplate('{a,b}{?c}');
    const [first, second] = parsed.expressions;
    expect(parsed.variables[0]!.expression).toBe(first);
    expect(parsed.variables[1]!.expression).toBe(first);
    expect(parsed.variables[2]!.expression).toBe(second);
    expect(first!.variables).toEqual([parsed.variables[0], parsed.variables[1]]);
  });

  it('accepts every valid name form: letters, digits, "_", pct-encoded triplets, inner dots', () => {
    for (const name of ['a', 'Z', '9', '_', 'a_b', 'a.b.c', '%41', 'x%2Fy', '%e2%82%ac', 'a.%41.b']) {
      const parsed = parseTemplate(`{${name}}`);
      expect(parsed.errors, name).toEqual([]);
      expect(parsed.variables.map((v) => v.name)).toEqual([name]);
    }
  });

  it('reads prefixes 1 to 9999 and explode', () => {
    const parsed = parseTemplate('{a:1,b:9999,c:10,d*}');
    expect(parsed.errors).toEqual([]);
    expect(parsed.variables.map((v) => [v.name, v.prefix, v.explode])).toEqual([
      ['a', 1, false],
      ['b', 9999, false],
      ['c', 10, false],
      ['d', undefined, true],
    ]);
  });

  const kinds: [Operator, VariableKind, VariableKind][] = [
    // operator, kind of {op x}, kind of {op x*}
    ['', 'segment', 'list'],
    ['+', 'multi-segment', 'multi-segment'],
    ['#', 'multi-segment', 'multi-segment'],
    ['.', 'segment', 'list'],
    ['/', 'segment', 'multi-segment'],
    [';', 'segment', 'list'],
    ['?', 'query', 'query'],
    ['&', 'query', 'query'],
  ];
  it.each(kinds)('gives operator "%s" the kinds %s / %s (exploded)', (operator, plain, exploded) => {
    const parsed = parseTemplate(`{${operator}x}{${operator}y*}{${operator}z:2}`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.expressions.map((e) => e.operator)).toEqual([operator, operator, operator]);
    expect(parsed.variables.map((v) => v.kind)).toEqual([plain, exploded, plain]);
  });

  it('keeps parsing after an error and returns what is valid', () => {
    const parsed = parseTemplate('{a}{!b}{c');
    expect(parsed.errors.map((e) => e.code)).toEqual(['reserved-operator', 'unclosed-expression']);
    expect(parsed.expressions.map((e) => e.text)).toEqual(['{a}', '{!b}']);
    // The reserved operator is reported and dropped; the variable after it is still read.
    expect(parsed.variables.map((v) => [v.name, v.expression.operator])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
  });

  it('drops invalid variables from the tree but keeps their valid neighbours', () => {
    const parsed = parseTemplate('{a,b-c,d}');
    expect(parsed.variables.map((v) => v.name)).toEqual(['a', 'd']);
  });

  it('parses an unclosed expression followed by a closed one', () => {
    const parsed = parseTemplate('{a{b}');
    expect(errorsOf('{a{b}')).toEqual([
      ['unclosed-expression', 0, 2, 'expression "{a" is not closed: add "}" after it'],
    ]);
    expect(parsed.expressions.map((e) => [e.text, e.range.start, e.range.end])).toEqual([['{b}', 2, 5]]);
  });

  it('accepts an empty template and a template that is all literal', () => {
    expect(parseTemplate('')).toMatchObject({ parts: [], expressions: [], variables: [], errors: [] });
    expect(parseTemplate('file:///a/b.txt?x=1#top').parts).toEqual([
      { type: 'literal', value: 'file:///a/b.txt?x=1#top', range: { start: 0, end: 23 } },
    ]);
  });
});

describe('parseTemplate: errors', () => {
  it('marks every parse error as a syntax error', () => {
    const parsed = parseTemplate('} {} {!a} {a-b} {a:0} %zz {');
    expect(parsed.errors.length).toBeGreaterThan(5);
    expect(parsed.errors.every((e) => e.category === 'syntax')).toBe(true);
  });

  it.each<Case>([
    ['{', 'unclosed-expression', 0, 1, 'expression "{" is not closed: add "}" after it'],
    ['/x/{id', 'unclosed-expression', 3, 6, 'expression "{id" is not closed: add "}" after it'],
    ['a{b', 'unclosed-expression', 1, 3, 'expression "{b" is not closed: add "}" after it'],
  ])('unclosed-expression: %j', (...c) => expectSingleError(c));

  it.each<Case>([
    ['}', 'stray-close-brace', 0, 1, '"}" has no matching "{": remove it, or write it as %7D'],
    ['a}b', 'stray-close-brace', 1, 2, '"}" has no matching "{": remove it, or write it as %7D'],
    ['{a}}', 'stray-close-brace', 3, 4, '"}" has no matching "{": remove it, or write it as %7D'],
  ])('stray-close-brace: %j', (...c) => expectSingleError(c));

  it.each<Case>([
    ['{}', 'empty-expression', 0, 2, 'expression "{}" is empty: name a variable inside the braces, e.g. "{id}"'],
    ['/a/{}/b', 'empty-expression', 3, 5, 'expression "{}" is empty: name a variable inside the braces, e.g. "{id}"'],
  ])('empty-expression: %j', (...c) => expectSingleError(c));

  it.each(['=', ',', '!', '@', '|'])('reserved-operator: "%s"', (operator) => {
    expectSingleError([
      `x{${operator}a}`,
      'reserved-operator',
      2,
      3,
      `operator "${operator}" in "{${operator}a}" ${OPERATOR_RULE}`,
    ]);
  });

  it.each<Case>([
    ['{a-b}', 'invalid-variable-name', 1, 4, `variable name "a-b" in "{a-b}" is not valid: ${NAME_RULE}`],
    ['{a b}', 'invalid-variable-name', 1, 4, `variable name "a b" in "{a b}" is not valid: ${NAME_RULE}`],
    ['{~a}', 'invalid-variable-name', 1, 3, `variable name "~a" in "{~a}" is not valid: ${NAME_RULE}`],
    ['{/?id}', 'invalid-variable-name', 2, 5, `variable name "?id" in "{/?id}" is not valid: ${NAME_RULE}`],
    ['{x,a$}', 'invalid-variable-name', 3, 5, `variable name "a$" in "{x,a$}" is not valid: ${NAME_RULE}`],
    ['{a.}', 'invalid-variable-name', 1, 3, `variable name "a." in "{a.}" is not valid: ${NAME_RULE}`],
    ['{..a}', 'invalid-variable-name', 2, 4, `variable name ".a" in "{..a}" is not valid: ${NAME_RULE}`],
    ['{a..b}', 'invalid-variable-name', 1, 5, `variable name "a..b" in "{a..b}" is not valid: ${NAME_RULE}`],
    ['{a%4}', 'invalid-variable-name', 1, 4, `variable name "a%4" in "{a%4}" is not valid: ${NAME_RULE}`],
    ['{a%4g}', 'invalid-variable-name', 1, 5, `variable name "a%4g" in "{a%4g}" is not valid: ${NAME_RULE}`],
    ['{%}', 'invalid-variable-name', 1, 2, `variable name "%" in "{%}" is not valid: ${NAME_RULE}`],
    ['{é}', 'invalid-variable-name', 1, 2, `variable name "é" in "{é}" is not valid: ${NAME_RULE}`],
    // An empty name has no characters of its own: the range is the character before it.
    ['{a,}', 'invalid-variable-name', 2, 3, `variable name "" in "{a,}" is not valid: ${NAME_RULE}`],
    ['{x,,y}', 'invalid-variable-name', 2, 3, `variable name "" in "{x,,y}" is not valid: ${NAME_RULE}`],
    ['{+}', 'invalid-variable-name', 1, 2, `variable name "" in "{+}" is not valid: ${NAME_RULE}`],
    ['{:3}', 'invalid-variable-name', 0, 1, `variable name "" in "{:3}" is not valid: ${NAME_RULE}`],
    ['{*}', 'invalid-variable-name', 0, 1, `variable name "" in "{*}" is not valid: ${NAME_RULE}`],
  ])('invalid-variable-name: %j', (...c) => expectSingleError(c));

  it.each<Case>([
    ['{a:0}', 'invalid-prefix', 2, 4, `prefix ":0" in "{a:0}" is not valid: ${PREFIX_RULE}`],
    ['{a:01}', 'invalid-prefix', 2, 5, `prefix ":01" in "{a:01}" is not valid: ${PREFIX_RULE}`],
    ['{a:0001}', 'invalid-prefix', 2, 7, `prefix ":0001" in "{a:0001}" is not valid: ${PREFIX_RULE}`],
    ['{a:10000}', 'invalid-prefix', 2, 8, `prefix ":10000" in "{a:10000}" is not valid: ${PREFIX_RULE}`],
    ['{a:}', 'invalid-prefix', 2, 3, `prefix ":" in "{a:}" is not valid: ${PREFIX_RULE}`],
    ['{a:x}', 'invalid-prefix', 2, 4, `prefix ":x" in "{a:x}" is not valid: ${PREFIX_RULE}`],
    ['{a:-1}', 'invalid-prefix', 2, 5, `prefix ":-1" in "{a:-1}" is not valid: ${PREFIX_RULE}`],
    ['{a:3*}', 'invalid-prefix', 2, 5, `prefix ":3*" in "{a:3*}" is not valid: ${PREFIX_RULE}`],
    ['{a*:3}', 'invalid-prefix', 2, 5, `prefix "*:3" in "{a*:3}" is not valid: ${PREFIX_RULE}`],
    ['{a**}', 'invalid-prefix', 2, 4, `prefix "**" in "{a**}" is not valid: ${PREFIX_RULE}`],
    ['{a*b}', 'invalid-prefix', 2, 4, `prefix "*b" in "{a*b}" is not valid: ${PREFIX_RULE}`],
    ['{x,a:3:4}', 'invalid-prefix', 4, 8, `prefix ":3:4" in "{x,a:3:4}" is not valid: ${PREFIX_RULE}`],
  ])('invalid-prefix: %j', (...c) => expectSingleError(c));

  it.each<Case>([
    ['a b', 'invalid-literal', 1, 2, 'character " " is not allowed outside an expression: write it as %20'],
    ['a"b', 'invalid-literal', 1, 2, 'character """ is not allowed outside an expression: write it as %22'],
    ['<', 'invalid-literal', 0, 1, 'character "<" is not allowed outside an expression: write it as %3C'],
    ['>', 'invalid-literal', 0, 1, 'character ">" is not allowed outside an expression: write it as %3E'],
    ['\\', 'invalid-literal', 0, 1, 'character "\\" is not allowed outside an expression: write it as %5C'],
    ['^', 'invalid-literal', 0, 1, 'character "^" is not allowed outside an expression: write it as %5E'],
    ['`', 'invalid-literal', 0, 1, 'character "`" is not allowed outside an expression: write it as %60'],
    ['{a}|', 'invalid-literal', 3, 4, 'character "|" is not allowed outside an expression: write it as %7C'],
    ['a\u0001', 'invalid-literal', 1, 2, 'character "\\x01" is not allowed outside an expression: write it as %01'],
    ['\n', 'invalid-literal', 0, 1, 'character "\\x0a" is not allowed outside an expression: write it as %0A'],
    ['\u007f', 'invalid-literal', 0, 1, 'character "\\x7f" is not allowed outside an expression: write it as %7F'],
    ['\u0085', 'invalid-literal', 0, 1, 'character "\u0085" is not allowed outside an expression: write it as %C2%85'],
    [
      'a\u{1fffe}b',
      'invalid-literal',
      1,
      3,
      'character "\u{1fffe}" is not allowed outside an expression: write it as %F0%9F%BF%BE',
    ],
  ])('invalid-literal: %j', (...c) => expectSingleError(c));

  it('accepts the apostrophe in a literal (RFC 6570 erratum 6937, used by the RFC examples)', () => {
    expect(errorsOf("'{var}'")).toEqual([]);
    expect(errorsOf("a'b")).toEqual([]);
  });

  it.each<Case>([
    ['%', 'invalid-percent-encoding', 0, 1, `"%" ${PERCENT_RULE}`],
    ['a%', 'invalid-percent-encoding', 1, 2, `"%" ${PERCENT_RULE}`],
    ['%4', 'invalid-percent-encoding', 0, 2, `"%4" ${PERCENT_RULE}`],
    ['%4g', 'invalid-percent-encoding', 0, 3, `"%4g" ${PERCENT_RULE}`],
    ['%zz', 'invalid-percent-encoding', 0, 3, `"%zz" ${PERCENT_RULE}`],
    ['%%41', 'invalid-percent-encoding', 0, 1, `"%" ${PERCENT_RULE}`],
    ['%4{a}', 'invalid-percent-encoding', 0, 2, `"%4" ${PERCENT_RULE}`],
    // The quoted text never cuts a surrogate pair in half.
    ['%a\u{1f600}', 'invalid-percent-encoding', 0, 4, `"%a\u{1f600}" ${PERCENT_RULE}`],
  ])('invalid-percent-encoding: %j', (...c) => expectSingleError(c));

  it('accepts well-formed percent-encodings in either case', () => {
    expect(errorsOf('%41%7a%7D%e2%82%AC')).toEqual([]);
  });

  it('reports several errors in source order', () => {
    expect(errorsOf('} {').map(([code, start, end]) => [code, start, end])).toEqual([
      ['stray-close-brace', 0, 1],
      ['invalid-literal', 1, 2],
      ['unclosed-expression', 2, 3],
    ]);
  });
});

describe('parseTemplate: unicode', () => {
  const literalOk = (codePoint: number) => parseTemplate(`a${String.fromCodePoint(codePoint)}b`).errors.length === 0;
  const hex = (codePoints: number[]) =>
    codePoints.map((c) => [c.toString(16).toUpperCase().padStart(4, '0'), c] as const);

  it.each(
    hex([
      0xa0, 0xd7ff, 0xe000, 0xf8ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1f600, 0x1fffd, 0x2fffd, 0xdfffd,
      0xe1000, 0xefffd, 0xf0000, 0xffffd, 0x100000, 0x10fffd,
    ]),
  )('accepts ucschar/iprivate boundary U+%s in a literal', (_, codePoint) => {
    expect(literalOk(codePoint)).toBe(true);
  });

  it.each(
    hex([
      0x80, 0x9f, 0xfdd0, 0xfdef, 0xfff0, 0xfffd, 0xffff, 0x1fffe, 0x1ffff, 0xe0000, 0xe0001, 0xe0fff, 0xefffe, 0xffffe,
      0xfffff, 0x10fffe, 0x10ffff,
    ]),
  )('rejects non-ucschar U+%s in a literal', (_, codePoint) => {
    expect(literalOk(codePoint)).toBe(false);
  });

  it('counts offsets in UTF-16 code units, a surrogate pair being two', () => {
    const parsed = parseTemplate('\u{1f600}/{x}');
    expect(parsed.errors).toEqual([]);
    expect(parsed.parts.map((p) => [p.range.start, p.range.end])).toEqual([
      [0, 3],
      [3, 6],
    ]);
    expect(parsed.variables[0]!.nameRange).toEqual({ start: 4, end: 5 });
  });

  it('reports an invalid supplementary character as one error over both code units', () => {
    expect(errorsOf('\u{e0001}').map(([code, start, end]) => [code, start, end])).toEqual([['invalid-literal', 0, 2]]);
  });

  it('reports lone surrogates, quoting them as escapes', () => {
    const cases: [string, [number, number][]][] = [
      ['\ud800', [[0, 1]]],
      ['a\udc00', [[1, 2]]],
      ['\ud83da', [[0, 1]]],
      // A pair in the wrong order is two lone surrogates.
      [
        '\ude00\ud83d',
        [
          [0, 1],
          [1, 2],
        ],
      ],
    ];
    for (const [template, ranges] of cases) {
      const errors = parseTemplate(template).errors;
      expect(
        errors.map((e) => [e.range.start, e.range.end]),
        JSON.stringify(template),
      ).toEqual(ranges);
      expect(errors.every((e) => e.code === 'invalid-literal')).toBe(true);
    }
    expect(parseTemplate('\ud800').errors[0]!.message).toMatch(
      /^character "\\ud800" is not allowed outside an expression/,
    );
  });

  it('rejects non-ASCII characters in a variable name, surrogate pairs included', () => {
    expect(errorsOf('{a\u{1f600}}')).toEqual([
      ['invalid-variable-name', 1, 4, `variable name "a\u{1f600}" in "{a\u{1f600}}" is not valid: ${NAME_RULE}`],
    ]);
  });
});

describe('parseTemplate: never throws, and its tree is consistent', () => {
  // Characters that steer the parser into every branch, plus arbitrary UTF-16 code units.
  const alphabet = [...'{}{}%%,,:*.+#/;?&=!@|$~-_ aZ09fF\'"<>\\^`', '\u{1f600}', '\u00e9', '\ufffe', '\u0007'];
  const randomString = (random: ReturnType<typeof seededRandom>) => {
    let s = '';
    const length = random.below(24);
    for (let i = 0; i < length; i++) {
      s += random.chance(0.85) ? random.pick(alphabet) : String.fromCharCode(random.below(0x10000));
    }
    return s;
  };

  function checkInvariants(template: string, parsed: ParsedTemplate) {
    let previousEnd = 0;
    for (const part of parsed.parts) {
      expect(part.range.start).toBeGreaterThanOrEqual(previousEnd);
      expect(part.range.end).toBeGreaterThan(part.range.start);
      previousEnd = part.range.end;
      const text = template.slice(part.range.start, part.range.end);
      if (part.type === 'literal') expect(part.value).toBe(text);
      else expect(part.text).toBe(text);
    }
    for (const variable of parsed.variables) {
      expect(template.slice(variable.nameRange.start, variable.nameRange.end)).toBe(variable.name);
      expect(variable.range.start).toBeGreaterThan(variable.expression.range.start);
      expect(variable.range.end).toBeLessThan(variable.expression.range.end);
    }
    for (const error of parsed.errors) {
      expect(error.range.start).toBeGreaterThanOrEqual(0);
      expect(error.range.end).toBeGreaterThan(error.range.start);
      expect(error.range.end).toBeLessThanOrEqual(template.length);
      expect(error.message.length).toBeGreaterThan(0);
    }
    // Without errors the parts are the whole template.
    if (parsed.errors.length === 0) {
      expect(parsed.parts.map((p) => (p.type === 'literal' ? p.value : p.text)).join('')).toBe(template);
    }
  }

  it('holds for 20,000 seeded random strings', () => {
    const random = seededRandom(0x6570);
    let withErrors = 0;
    for (let n = 0; n < 20_000; n++) {
      const template = randomString(random);
      const parsed = parseTemplate(template);
      if (parsed.errors.length > 0) withErrors++;
      checkInvariants(template, parsed);
    }
    // The generator must exercise both outcomes, or the property says little.
    expect(withErrors).toBeGreaterThan(2_000);
    expect(withErrors).toBeLessThan(19_900);
  });
});

describe('parseTemplate: size', () => {
  it('handles an expression with 300,000 variables (more than a call takes arguments)', () => {
    const template = '{' + Array.from({ length: 300_000 }, (_, i) => `v${i}:1`).join(',') + '}';
    const parsed = parseTemplate(template);
    expect(parsed.errors).toEqual([]);
    expect(parsed.variables).toHaveLength(300_000);
  });
});
