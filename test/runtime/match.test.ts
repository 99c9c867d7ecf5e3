import { describe, expect, it } from 'vitest';
import { expand, match, parse, TemplateLimitError, TemplateSyntaxError } from '../../types/runtime/index.js';
import { seededRandom } from '../helpers/prng.js';
import { generateRoundTrip } from './support/roundtrip-generator.js';

const m = (template: string, uri: string) => match(template, uri);

describe('match: values', () => {
  it('decodes exactly once', () => {
    expect(m('docs://{id}', 'docs://a%2541')).toEqual({ id: 'a%41' });
    expect(m('docs://{id}', 'docs://%C3%A9%F0%9F%98%80')).toEqual({ id: 'é😀' });
    expect(m('docs://{+path}', 'docs://a/b%2Fc%20d')).toEqual({ path: 'a/b/c d' });
  });

  it('gives no match, never a throw, for a bad "%" or invalid UTF-8', () => {
    for (const uri of [
      'docs://%',
      'docs://a%2',
      'docs://%zz',
      'docs://%C3',
      'docs://%C3%28',
      'docs://%ED%A0%80',
      'docs://%C0%AF',
      'docs://%F4%90%80%80',
      'docs://%FF',
    ]) {
      expect(m('docs://{id}', uri), uri).toBeNull();
      expect(m('docs://{+id}', uri), uri).toBeNull();
      expect(m('docs://x{?id}', uri.replace('docs://', 'docs://x?id=')), uri).toBeNull();
    }
  });

  it('keeps the slashes of {+x} and {#x}', () => {
    expect(m('file:///{+path}', 'file:///home/me/a.txt')).toEqual({ path: 'home/me/a.txt' });
    expect(m('page{#section}', 'page#intro/part/2')).toEqual({ section: 'intro/part/2' });
    expect(m('{+path}/{id}/edit', 'a/b/c/edit')).toEqual({ path: 'a/b', id: 'c' });
  });

  it('gives exploded variables arrays of strings, one item or many', () => {
    expect(m('shelves://browse{/path*}', 'shelves://browse/fiction')).toEqual({ path: ['fiction'] });
    expect(m('shelves://browse{/path*}', 'shelves://browse/fiction/classics')).toEqual({
      path: ['fiction', 'classics'],
    });
    expect(m('t://{x*}', 't://a,b,c')).toEqual({ x: ['a', 'b', 'c'] });
    expect(m('t://x{.x*}', 't://x.a.b')).toEqual({ x: ['a', 'b'] });
    expect(m('t://x{;x*}', 't://x;x=a;x;x=c')).toEqual({ x: ['a', '', 'c'] });
    expect(m('t://x{?x*}', 't://x?x=a&x=b')).toEqual({ x: ['a', 'b'] });
    expect(m('t://{+x*}', 't://a/b,c')).toEqual({ x: ['a/b', 'c'] });
  });

  it('gives each name of {x,y} its own value; an extra piece goes to the exploded or the last variable', () => {
    expect(m('t://{x,y}', 't://1,2')).toEqual({ x: '1', y: '2' });
    expect(m('t://{x,y}', 't://1,2,3')).toEqual({ x: '1', y: '2,3' });
    expect(m('t://{x*,y}', 't://1,2,3')).toEqual({ x: ['1', '2'], y: '3' });
    expect(m('t://x{/x,y}', 't://x/1/2')).toEqual({ x: '1', y: '2' });
    expect(m('t://x{/x,y}', 't://x/1/2/3')).toBeNull();
    expect(m('t://x{;x,y}', 't://x;x=1;y')).toEqual({ x: '1', y: '' });
    expect(m('t://x{;x,y}', 't://x;y=1;x=2')).toBeNull();
    expect(m('t://{x,y}', 't://1')).toBeNull();
  });

  it('reads a list given to a non-exploded variable as its text', () => {
    const uri = expand('t://{x}{?q}', { x: ['a', 'b'], q: ['c', 'd'] });
    expect(uri).toBe('t://a,b?q=c,d');
    expect(m('t://{x}{?q}', uri)).toEqual({ x: 'a,b', q: 'c,d' });
  });

  it('matches a :N prefix with at most N code points', () => {
    expect(m('t://{x:3}/{y}', 't://abc/d')).toEqual({ x: 'abc', y: 'd' });
    expect(m('t://{x:3}/{y}', 't://abcd/d')).toBeNull();
    expect(m('t://{x:2}', 't://%F0%9F%98%80%C3%A9')).toEqual({ x: '😀é' });
    expect(m('t://x{?q:2}', 't://x?q=abc')).toBeNull();
  });

  it('accepts an empty value where expansion writes one', () => {
    expect(m('t://{x}/{y}', 't:///')).toEqual({ x: '', y: '' });
    expect(m('t://x{.x}{/y}{;z}', 't://x./;z')).toEqual({ x: '', y: '', z: '' });
  });

  it('requires every variable that is not a query variable', () => {
    expect(m('t://x{/y}', 't://x')).toBeNull();
    expect(m('t://x{;y}', 't://x')).toBeNull();
    expect(m('t://x{.y}', 't://x')).toBeNull();
  });

  it('compares literals in their expanded form', () => {
    expect(m('files://café/{x}', 'files://caf%C3%A9/1')).toEqual({ x: '1' });
    expect(m('files://café/{x}', 'files://café/1')).toBeNull();
    expect(m('a%7e/{x}', 'a%7e/1')).toEqual({ x: '1' });
  });

  it('ends a variable at the first occurrence of the next literal', () => {
    expect(m('t://{name}.md', 't://v1.2.md')).toEqual({ name: 'v1.2' });
    expect(m('t://{a}-{b}', 't://x-y-z')).toEqual({ a: 'x', b: 'y-z' });
    expect(m('t://{x}aab{y}', 't://aaaab1')).toEqual({ x: 'aa', y: '1' });
  });

  it('does not match text the template does not account for', () => {
    expect(m('t://{x}', 't://a/b')).toBeNull();
    expect(m('t://{x}', 't://a?b=1')).toBeNull();
    expect(m('t://{x}{?q}', 't://a?q=1#top')).toBeNull();
    expect(m('t://{/x*}', 't://x/a?b')).toBeNull();
    expect(m('t://x', 't://x')).toEqual({});
    expect(m('t://x', 't://xy')).toBeNull();
  });

  it('sets __proto__ as an own value, never as the prototype', () => {
    const got = m('t://{__proto__}/{constructor}', 't://a/b')!;
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.keys(got)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(got, '__proto__')?.value).toBe('a');
  });
});

describe('match: the query group is lenient', () => {
  const t = 'books://{isbn}{?lang,page,tags*}';

  it('in order', () => {
    expect(m(t, 'books://1?lang=en&page=2&tags=a&tags=b')).toEqual({
      isbn: '1',
      lang: 'en',
      page: '2',
      tags: ['a', 'b'],
    });
  });
  it('reordered', () => {
    expect(m(t, 'books://1?tags=a&page=2&lang=en&tags=b')).toEqual({
      isbn: '1',
      lang: 'en',
      page: '2',
      tags: ['a', 'b'],
    });
  });
  it('a subset', () => {
    expect(m(t, 'books://1?page=2')).toEqual({ isbn: '1', page: '2' });
  });
  it('with extras, which are ignored', () => {
    expect(m(t, 'books://1?utm=x&lang=en&x&=y&&')).toEqual({ isbn: '1', lang: 'en' });
  });
  it('absent: no "?" at all, or a bare "?"', () => {
    const none = m(t, 'books://1')!;
    expect(none).toEqual({ isbn: '1' });
    expect(none.lang).toBeUndefined();
    expect('lang' in none).toBe(false);
    expect(m(t, 'books://1?')).toEqual({ isbn: '1' });
  });
  it('a repeated parameter: the first wins for a plain one, every one is an item of an exploded one', () => {
    expect(m(t, 'books://1?lang=en&lang=fr&tags=a&tags=a')).toEqual({ isbn: '1', lang: 'en', tags: ['a', 'a'] });
  });
  it('"+" is a plus sign, not a space (RFC 3986)', () => {
    expect(m(t, 'books://1?lang=a+b%2Bc%20d')).toEqual({ isbn: '1', lang: 'a+b+c d' });
  });
  it('a name alone is an empty value; names are compared as written', () => {
    expect(m(t, 'books://1?lang&LANG=x&la%6Eg=y')).toEqual({ isbn: '1', lang: '' });
  });
  it('raw "/" and "?" in values are accepted', () => {
    expect(m(t, 'books://1?lang=a/b?c')).toEqual({ isbn: '1', lang: 'a/b?c' });
  });
  it('a {&…} continuation, and a literal query before it', () => {
    expect(m('s://x{?a}{&b}', 's://x?b=2&a=1')).toEqual({ a: '1', b: '2' });
    expect(m('s://x{?a}{&b}', 's://x&b=2')).toEqual({ b: '2' });
    expect(m('s://x?v=1{&a,b}', 's://x?v=1&b=2&zz=0')).toEqual({ b: '2' });
    expect(m('s://x?v=1{&a,b}', 's://x?b=2&v=1')).toBeNull();
  });
  it('after a multi-segment variable, from the first "?"', () => {
    expect(m('f://{+path}{?rev}', 'f://a/b?x=1&rev=3')).toEqual({ path: 'a/b', rev: '3' });
    expect(m('f://{+path}{?rev}', 'f://a/b')).toEqual({ path: 'a/b' });
    expect(m('f://{+path}/raw{?rev}', 'f://a/b/raw?rev=3')).toEqual({ path: 'a/b', rev: '3' });
  });
  it('before a fragment', () => {
    expect(m('d://x{?q}{#frag}', 'd://x?q=1#a/b?c')).toEqual({ q: '1', frag: 'a/b?c' });
    expect(m('d://x{?q}{#frag}', 'd://x#f')).toEqual({ frag: 'f' });
  });
});

describe('match: after the multi-segment variable', () => {
  it('reads the template after it from the end of the URI', () => {
    expect(m('{+path}{.ext}', 'a/b.tar.gz')).toEqual({ path: 'a/b.tar', ext: 'gz' });
    expect(m('{+path}/x/{id}', 'a/x/b/x/c')).toEqual({ path: 'a/x/b', id: 'c' });
    expect(m('r://{/dirs*}/{file}', 'r:///a/b/c.txt')).toEqual({ dirs: ['a', 'b'], file: 'c.txt' });
    expect(m('r://{/dirs*}{;v*}', 'r:///a/b;v=1;v=2')).toEqual({ dirs: ['a', 'b'], v: ['1', '2'] });
    expect(m('r://{+p}{;v*}', 'r://a;b;v=1;v=2')).toEqual({ p: 'a;b', v: ['1', '2'] });
  });

  it('reads a query group that is not at the end from the first "?" (or "&") after the multi-segment variable', () => {
    expect(m('{+p}/x{?q}/y', 'a/b/x?q=1/y')).toEqual({ p: 'a/b', q: '1' });
    expect(m('{+p}/x{&q,r}/y', 'a/b/x&r=2&q=1/y')).toEqual({ p: 'a/b', q: '1', r: '2' });
    expect(m('{+p}/x{?q}/y', 'a/b/x/y')).toEqual({ p: 'a/b' });
  });

  it('begins a {&…} group past the "?" and "&" of the literals before it (issue #35, 1)', () => {
    expect(m('x://{+p}?a=1&b=2{&id}', 'x://x?a=1&b=2&id=5')).toEqual({ p: 'x', id: '5' });
    expect(m('x://{+p}?a=1&b=2{&id}', 'x://x&y?a=1&b=2&id=5')).toEqual({ p: 'x&y', id: '5' });
    expect(m('x://{+p}?a=1&b=2{&id}', 'x://x?a=1&b=2')).toEqual({ p: 'x' });
    expect(m('x://{#p}&b=2{&id}', 'x://#x&b=2&id=5')).toEqual({ p: 'x', id: '5' });
    expect(m('x://{/p*}&b=2{&id}/y', 'x:///x&b=2&id=5/y')).toEqual({ p: ['x'], id: '5' });
    // A raw "?" in a value of the group: it is not where the query begins, the group's "&" is.
    expect(m('{/d*}{&a}', '/zab&a=x?zz')).toEqual({ d: ['zab'], a: 'x?zz' });
    expect(m('{+d}{&a}', 'z/ab&a=x?zz&a=y')).toEqual({ d: 'z/ab', a: 'x?zz' });
    expect(m('{/d*}{?a}', '/zab?a=x?zz')).toEqual({ d: ['zab'], a: 'x?zz' });
  });

  it('takes the shortest text for each expression there: an exploded {.x*} gets one item', () => {
    expect(m('{+path}{.ext*}', 'a/b.tar.gz')).toEqual({ path: 'a/b.tar', ext: ['gz'] });
  });
});

describe('match: what may follow a name or a query group', () => {
  it('reads "{;x}" followed by a literal that starts with "=" with x empty (issue #35, 2)', () => {
    expect(m('x://{;a}=z', 'x://;a=z')).toEqual({ a: '' });
    expect(m('x://{;a}=z', 'x://;a=y=z')).toEqual({ a: 'y' });
    // ";a=" with an empty value is no expansion (expand writes ";a"): neither reading holds.
    expect(m('x://{;a}=z', 'x://;a==z')).toBeNull();
    expect(m('x://{;a,b}=z', 'x://;a=1;b=z')).toEqual({ a: '1', b: '' });
    expect(m('x://{;a*}=z', 'x://;a=1;a=z')).toEqual({ a: ['1', ''] });
    expect(m('x://{;a}{?q}=z', 'x://;a=z')).toEqual({ a: '' });
    expect(m('x://{;a}{?q}=z', 'x://;a?q=1=z')).toEqual({ a: '', q: '1' });
    expect(m('{+p}{;a}=z', 'p;a=z')).toEqual({ p: 'p', a: '' });
    expect(m('x://{;a}=z', 'x://;a=zz')).toBeNull();
  });

  it('reads a "{;x}" value written after "=" as at least one character, as expand writes it (issue #47, 6)', () => {
    // Empty, it would be written ";_u": so the "." right after "=" is the value's, not {.q}'s.
    expect(m('file:///{;_u*}{.q}', 'file:///;_u=.aZ-.b0_42')).toEqual({ _u: ['.aZ-'], q: 'b0_42' });
    expect(m('x://{;a}{.q}', 'x://;a=.b.c')).toEqual({ a: '.b', q: 'c' });
    expect(m('x://{;a}{.q}', 'x://;a.b.c')).toEqual({ a: '', q: 'b.c' });
    expect(m('x://{;a}/{b}', 'x://;a=/x')).toBeNull();
    expect(m('x://{;a}', 'x://;a=')).toBeNull();
    expect(m('x://{;a,b}', 'x://;a=;b=1')).toBeNull();
    expect(m('x://{;a,b}', 'x://;a;b=1')).toEqual({ a: '', b: '1' });
    // The same after the multi-segment variable, read right to left.
    expect(m('x://{+p}{;v*}', 'x://a;v=;v=2')).toBeNull();
    expect(m('x://{+p}{;v*}', 'x://a;v;v=2')).toEqual({ p: 'a', v: ['', '2'] });
  });

  it('reads no "." (sent as %2E) into a value where expand would write it as structure (issue #47, 6)', () => {
    // expand never encodes ".", so "x.y" in {.a} would come back as two pieces: no match.
    expect(m('x://{.a,b}', 'x://.x%2Ey.z')).toBeNull();
    expect(m('x://{.a*}', 'x://.x%2Ey')).toBeNull();
    expect(m('x://{a}{.b}', 'x://x%2Ey.z')).toBeNull();
    expect(m('x://{;a}{.b}', 'x://;a=.x%2Ey.z')).toBeNull();
    expect(m('x://{+p}{.e}', 'x://a.b%2Ec')).toBeNull();
    // Where a "." reads back the same: the value that takes the rest, the first of a ";" value,
    // the multi-segment value, and a value the "{.…}" after it is read before (right to left).
    expect(m('x://{.a,b}', 'x://.x.y%2Ez')).toEqual({ a: 'x', b: 'y.z' });
    expect(m('x://{.ext}', 'x://.tar%2Egz')).toEqual({ ext: 'tar.gz' });
    expect(m('x://{;a}{.b}', 'x://;a=%2Ex.z')).toEqual({ a: '.x', b: 'z' });
    expect(m('x://{+p}{.e}', 'x://a%2Eb.c')).toEqual({ p: 'a.b', e: 'c' });
    expect(m('x://{+p}{/q}{.e}', 'x://a/b%2Ec.d')).toEqual({ p: 'a', q: 'b.c', e: 'd' });
  });

  it('refuses a "%" that is no pct-triplet in a query group, an unknown parameter too (issue #47, 6)', () => {
    // The literal "0,b" stands inside "%20": a group read up to it would end in "%2".
    expect(m('x://{?q}0,b', 'x://?q=1&z=%20,b')).toBeNull();
    expect(m('x://{?q}', 'x://?q=1&z=%zz')).toBeNull();
    expect(m('x://{?q}', 'x://?q=1&z=%FF')).toEqual({ q: '1' });
  });

  it('ends a variable where the literal after an absent query group begins (issue #35, 3)', () => {
    expect(m('x://{a}{?q}-tail', 'x://1-tail')).toEqual({ a: '1' });
    expect(m('x://{a}{?q}-tail', 'x://1?q=2-tail')).toEqual({ a: '1', q: '2' });
    expect(m('x://{a}{?q}:t', 'x://1?q=2:t')).toEqual({ a: '1', q: '2' });
    expect(m('x://{a}{?q}{.e}', 'x://1.gz')).toEqual({ a: '1', e: 'gz' });
    expect(m('x://{/a,b}{?q}!', 'x:///1/2!')).toEqual({ a: '1', b: '2' });
    expect(m('x://{a}{?q}-tail', 'x://1-tail-tail')).toBeNull();
  });
});

describe('match: templates', () => {
  it('rejects what parse rejects, with the same error', () => {
    for (const template of ['{a}{b}', '{+a}/{+b}', '{a}/{a}', '{?a}{?b}', '{a', '%zz']) {
      expect(() => m(template, 'x')).toThrow(TemplateSyntaxError);
      let fromParse: unknown;
      try {
        parse(template as string);
      } catch (error) {
        fromParse = error;
      }
      expect(() => m(template, 'x')).toThrow((fromParse as Error).message);
    }
  });

  it('matches through a compiled template, which is cached', () => {
    const compiled = parse('docs://team/{team}/policy/{name}');
    expect(compiled.match('docs://team/red/policy/leave')).toEqual({ team: 'red', name: 'leave' });
    expect(match(compiled, 'docs://team/red/policy')).toBeNull();
    expect(parse('docs://team/{team}/policy/{name}').variables).toBe(compiled.variables);
  });

  it('throws a TemplateLimitError for a URI past maxUriLength, configurable per call', () => {
    const long = 'docs://' + 'a'.repeat(65_536);
    expect(() => m('docs://{id}', long)).toThrow(TemplateLimitError);
    expect(match('docs://{id}' as string, long, { maxUriLength: 1 << 20 })).toEqual({ id: 'a'.repeat(65_536) });
    expect(() => match(parse('docs://{id}', { maxUriLength: 10 }), 'docs://abcd')).toThrow(/maxUriLength/);
  });

  it('never throws for a URI: random bytes against random templates', () => {
    const random = seededRandom(31);
    const pieces = [
      '%',
      '%4',
      '%41',
      '%C3',
      '%A9',
      '%ED%A0%80',
      '/',
      '?',
      '#',
      '&',
      '=',
      ';',
      ',',
      '.',
      'a',
      'é',
      '\ud800',
      '+',
      '*',
    ];
    for (let i = 0; i < 3000; i++) {
      const { template } = generateRoundTrip(random);
      let uri = '';
      for (let n = random.below(30); n > 0; n--) uri += random.pick(pieces);
      expect(() => m(template, uri)).not.toThrow();
    }
  });
});
