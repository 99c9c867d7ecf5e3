// The signatures, checked by the typecheck (tsc --noEmit covers test/): expand takes
// ExpansionValues<T>, match returns TemplateVariables<T>, parse and match reject templates the
// type-level checker rejects. At run time these tests only confirm the values.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ExpansionValues, TemplateVariables } from '../../types/index.js';
import { expand, match, parse, type CompiledTemplate } from '../../types/runtime/index.js';

describe('runtime signatures', () => {
  it('types expand with ExpansionValues<T>', () => {
    expectTypeOf(expand<'books://{isbn}{?lang}'>)
      .parameter(1)
      .toEqualTypeOf<ExpansionValues<'books://{isbn}{?lang}'>>();
    expect(expand('books://{isbn}{?lang}', { isbn: '1' })).toBe('books://1');
    // @ts-expect-error "isbn" is required
    expect(expand('books://{isbn}{?lang}', { lang: 'en' })).toBe('books://?lang=en');
    // @ts-expect-error a prefixed variable takes a string, not a list
    expect(() => expand('books://{isbn:3}', { isbn: ['1'] })).toThrow();
  });

  it('types match with TemplateVariables<T>', () => {
    const got = match('reviews://{isbn}{?limit,tags*}', 'reviews://1?tags=a');
    expectTypeOf(got).toEqualTypeOf<TemplateVariables<'reviews://{isbn}{?limit,tags*}'> | null>();
    expectTypeOf(got!).toEqualTypeOf<{ isbn: string; limit?: string; tags?: string[] }>();
    expect(got).toEqual({ isbn: '1', tags: ['a'] });
    const compiled = parse('shelves://browse{/path*}');
    expectTypeOf(compiled).toEqualTypeOf<CompiledTemplate<'shelves://browse{/path*}'>>();
    expectTypeOf(compiled.match('')).toEqualTypeOf<{ path: string[] } | null>();
    expectTypeOf(match(compiled, '')).toEqualTypeOf<{ path: string[] } | null>();
  });

  it('returns what TemplateVariables says, kind by kind', () => {
    const a = match('a://{s}/{x*}{.d}{;n}{;l*}/{p:3}{#f}', 'a://1/2,3.4;n=5;l=6;l=7/abc#8/9');
    expectTypeOf(a!).toEqualTypeOf<{
      s: string;
      d: string;
      n: string;
      p: string;
      f: string;
      x: string[];
      l: string[];
    }>();
    expect(a).toEqual({ s: '1', x: ['2', '3'], d: '4', n: '5', l: ['6', '7'], p: 'abc', f: '8/9' });
    const b = match('a://x{/m*}{?q,qs*}{&r,rs*}', 'a://x/1/2?rs=3&q=4');
    expectTypeOf(b!).toEqualTypeOf<{ m: string[]; q?: string; r?: string; qs?: string[]; rs?: string[] }>();
    expect(b).toEqual({ m: ['1', '2'], q: '4', rs: ['3'] });
    const c = match('a://{a.b}/{%41}/{+path}{.e*}{?q:2}', 'a://1/2/x/y.z?q=ab');
    expectTypeOf(c!).toEqualTypeOf<{ 'a.b': string; '%41': string; path: string; e: string[]; q?: string }>();
    expect(c).toEqual({ 'a.b': '1', '%41': '2', path: 'x/y', e: ['z'], q: 'ab' });
  });

  it('rejects invalid and ambiguous templates at compile time for parse and match, and lets string through', () => {
    // @ts-expect-error "{a}" and "{b}" have no literal between them
    expect(() => parse('pairs://{a}{b}')).toThrow();
    // @ts-expect-error expression "{id" is not closed
    expect(() => match('users://{id', 'users://1')).toThrow();
    const dynamic: string = 'users://{id}';
    expectTypeOf(match(dynamic, 'users://1')).toEqualTypeOf<Record<string, string | string[]> | null>();
    expect(match(dynamic, 'users://1')).toEqual({ id: '1' });
  });
});
