import { describe, expect, it } from 'vitest';
import {
  expand,
  parse,
  TemplateLimitError,
  TemplateSyntaxError,
  TemplateValueError,
} from '../../types/runtime/index.js';

const ex = (template: string, values: Record<string, unknown>) => expand(template, values as never);

describe('expand: encoding', () => {
  it('pct-encodes UTF-8, astral code points as four bytes, hex in upper case', () => {
    expect(ex('{x}', { x: 'é€😀 ' })).toBe('%C3%A9%E2%82%AC%F0%9F%98%80%20');
    expect(ex('{x}', { x: "!*'()" })).toBe('%21%2A%27%28%29');
  });

  it('keeps reserved characters and existing pct-triplets with "+" and "#", but encodes a stray "%"', () => {
    expect(ex('{+x}', { x: '/a%2Fb?c#d[e]%zz%' })).toBe('/a%2Fb?c#d[e]%25zz%25');
    expect(ex('{#x}', { x: 'a b%41' })).toBe('#a%20b%41');
    expect(ex('{x}', { x: '%41' })).toBe('%2541');
  });

  it('encodes literals outside the URI syntax and keeps their pct-triplets', () => {
    expect(ex('café/%7e/{x}', { x: '1' })).toBe('caf%C3%A9/%7e/1');
  });

  it('counts a :N prefix in code points, never cutting a surrogate pair', () => {
    expect(ex('{x:2}', { x: '😀😀😀' })).toBe('%F0%9F%98%80%F0%9F%98%80');
    expect(ex('{x:3}', { x: 'ab' })).toBe('ab');
  });

  it('writes numbers, booleans and bigints as text', () => {
    expect(ex('{a,b,c,d}', { a: 1.5, b: false, c: 10n, d: -0 })).toBe('1.5,false,10,0');
  });

  it('rejects a lone surrogate, which has no UTF-8 encoding', () => {
    expect(() => ex('{x}', { x: 'a\ud800' })).toThrow(TemplateValueError);
    expect(() => ex('{+x}', { x: '\udc00b' })).toThrow(/lone surrogate/);
  });
});

describe('expand: undefined values (RFC 6570 §2.3)', () => {
  it('skips missing, undefined and null values, empty lists and maps with no defined member', () => {
    const values = { a: undefined, b: null, c: [], d: {}, e: { k: undefined, l: null }, z: 'z' };
    for (const op of ['', '+', '#', '.', '/', ';', '?', '&'])
      expect(ex(`{${op}a,b,c,d,e,missing}`, values), op).toBe('');
    expect(ex('{?a,b,z,c}', values)).toBe('?z=z');
  });

  it('skips undefined and null members of lists and maps', () => {
    expect(ex('{x}', { x: ['a', null, undefined, 'b'] })).toBe('a,b');
    expect(ex('{?m*}', { m: { a: '1', b: undefined, c: '' } })).toBe('?a=1&c=');
  });

  it('reads only own properties, so names such as constructor or __proto__ are undefined unless given', () => {
    expect(ex('{constructor}{/toString}{?__proto__}', {})).toBe('');
    const values = Object.fromEntries([
      ['__proto__', 'p'],
      ['constructor', 'c'],
    ]);
    expect(ex('{constructor}{?__proto__}', values)).toBe('c?__proto__=p');
  });
});

describe('expand: values it cannot write', () => {
  it.each([
    ['a function', () => 1],
    ['a Date', new Date(0)],
    ['a nested list', [['a']]],
    ['a map holding a map', { k: { j: 'x' } }],
    ['a symbol', Symbol('s')],
  ])('rejects %s', (_what, value) => {
    expect(() => ex('{x}', { x: value })).toThrow(TemplateValueError);
  });

  it('rejects a prefix on a list or a map (RFC 6570 §2.4.1), and says which variable', () => {
    try {
      ex('{a}{/b:2}', { a: 'x', b: ['1'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateValueError);
      expect([(error as TemplateValueError).code, (error as TemplateValueError).variable]).toEqual([
        'prefix-on-composite',
        'b',
      ]);
    }
  });
});

describe('expand: templates', () => {
  it('expands templates that are valid but ambiguous to match', () => {
    expect(ex('{a}{b}', { a: '1', b: '2' })).toBe('12');
    expect(ex('{+a}{+b}{?q}{?r}', { a: '/x', b: '/y', q: '1', r: '2' })).toBe('/x/y?q=1?r=2');
    expect(ex('{a}/{a}', { a: 'same' })).toBe('same/same');
    expect(() => parse('{a}{b}' as string)).toThrow(TemplateSyntaxError);
  });

  it("throws the parser's first error for an invalid template", () => {
    expect(() => ex('/a/{b', {})).toThrow(
      new TemplateSyntaxError('/a/{b', {
        code: 'unclosed-expression',
        category: 'syntax',
        message: 'expression "{b" is not closed: add "}" after it',
        range: { start: 3, end: 5 },
      }),
    );
  });

  it('expands through a compiled template, with the same result', () => {
    const compiled = parse('books://{isbn}{?lang}');
    expect(compiled.expand({ isbn: '978 0', lang: 'en' })).toBe('books://978%200?lang=en');
    expect(expand(compiled, { isbn: '1' })).toBe('books://1');
  });
});

describe('expand: limits', () => {
  it('stops at maxUriLength, before encoding a value that cannot fit', () => {
    expect(() => ex('{x}', { x: 'a'.repeat(65_537) })).toThrow(TemplateLimitError);
    expect(ex('{x}', { x: 'a'.repeat(65_536) })).toHaveLength(65_536);
    expect(() => expand('{x}' as string, { x: 'abc' }, { maxUriLength: 2 })).toThrow(/maxUriLength/);
    // Encoding grows a value: the result is checked too.
    expect(() => expand('{x}' as string, { x: 'é' }, { maxUriLength: 5 })).toThrow(TemplateLimitError);
    expect(() => expand('{x*}' as string, { x: ['a', 'b', 'c'] }, { maxUriLength: 4 })).toThrow(TemplateLimitError);
  });

  it('rejects templates past maxTemplateLength and maxVariables before expanding', () => {
    expect(() => ex('/'.repeat(8193), {})).toThrow(TemplateLimitError);
    const many = '{' + Array.from({ length: 65 }, (_, i) => `v${i}`).join(',') + '}';
    expect(() => ex(many, {})).toThrow(/65 variables, more than the limit of 64/);
    expect(expand(many as string, { v0: 'a' }, { maxVariables: 65 })).toBe('a');
  });
});
