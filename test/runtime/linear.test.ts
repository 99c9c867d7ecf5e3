// match runs in linear time. Not a timed test: the matcher reads the URI through a CountingUri,
// which counts every character read, by its own loops and the native indexOf searches alike, and
// the structure is checked: no regular expression anywhere in matching.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../types/grammar/index.js';
import { match } from '../../types/runtime/index.js';
import { compileMatcher, runMatcher } from '../../types/runtime/matcher.js';
import { CountingUri } from './support/counting-uri.js';

const LIMITS = { maxUriLength: 1 << 23 };

/** Templates with the URIs that would make a naive or backtracking matcher slow (size n). */
const SHAPES: [string, (n: number) => string][] = [
  ['typical path', (n) => 'docs://team/' + 'a'.repeat(n / 2) + '/policy/' + 'b'.repeat(n / 2)],
  ['self-overlapping literal, found late', (n) => 'x' + 'a'.repeat(n) + 'aaaab1'],
  ['self-overlapping literal, never found', (n) => 'x' + 'a'.repeat(n)],
  ['self-overlapping literal read backwards', (n) => 'a'.repeat(n) + 'aaaab' + 'a'.repeat(n)],
  ['many separators', (n) => '/'.repeat(n)],
  ['many list items', (n) => ','.repeat(n)],
  ['named items', (n) => 'x' + ';v=1'.repeat(n / 4)],
  ['named items after {+p}', (n) => 'p' + ';v=1'.repeat(n / 4)],
  ['many query parameters', (n) => 'q?' + 'b=1&'.repeat(n / 4)],
  ['no "?" after {+p}', (n) => 'a&'.repeat(n / 2)],
  ['dots after {+path}', (n) => '.'.repeat(n)],
  ['{a}/{b} without "/"', (n) => 'a'.repeat(n)],
  ['pct-triplets', (n) => '%41'.repeat(n / 3)],
  ['bad "%" everywhere', (n) => '%'.repeat(n)],
  ['query group with "&" only, no "?"', (n) => 'x'.repeat(n)],
  ['fragment', (n) => '/' + 'a'.repeat(n) + '#' + 'f'.repeat(n)],
  ['"?" and "&" literals before {&…} after {+p}', (n) => 'p&p?a=1&b=2' + '&q=?'.repeat(n / 4)],
  ['query group followed by a literal, absent', (n) => 'a'.repeat(n) + '-tail'],
];
const TEMPLATES: Record<string, string> = {
  'typical path': 'docs://team/{team}/policy/{name}',
  'self-overlapping literal, found late': 'x{a}aaaab{b}',
  'self-overlapping literal, never found': 'x{a}aaaab{b}',
  'self-overlapping literal read backwards': '{+p}aaaab{a}',
  'many separators': '{/a,b,c}',
  'many list items': '{x*}',
  'named items': 'x{;v*}',
  'named items after {+p}': '{+p}{;v*}',
  'many query parameters': 'q{?a,b*}',
  'no "?" after {+p}': '{+p}{?q}',
  'dots after {+path}': '{+path}{.ext}',
  '{a}/{b} without "/"': '{a}/{b}',
  'pct-triplets': '{x}',
  'bad "%" everywhere': '{x}',
  'query group with "&" only, no "?"': '{+p}{?a}{&b}',
  fragment: '/{a}{#f}',
  '"?" and "&" literals before {&…} after {+p}': '{+p}?a=1&b=2{&q}',
  'query group followed by a literal, absent': '{a}{?q}-tail',
};

/** What the matcher returns, with the values it took whole from the CountingUri as strings. */
const plain = (result: Record<string, string | string[]> | null) =>
  result &&
  Object.fromEntries(Object.entries(result).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]));

/** The characters the matcher reads of `uri`; what it matches must be what `match` gives. */
const workFor = (template: string, uri: string) => {
  const counting = new CountingUri(uri);
  // The matcher's URI is a string to TypeScript; it calls only what CountingUri has.
  const result = runMatcher(compileMatcher(parseTemplate(template)), counting as unknown as string);
  expect(plain(result), template).toEqual(match(template, uri, LIMITS));
  return counting.read;
};

describe('match: linear time, by counting work', () => {
  it.each(SHAPES.map(([name, make]) => [name, TEMPLATES[name]!, make] as const))('%s (%s)', (_name, template, make) => {
    const small = make(10_000);
    const large = make(1_000_000);
    const workSmall = workFor(template, small);
    const workLarge = workFor(template, large);
    // A bounded number of examinations per character of input, at every size: each delimiter's
    // search covers the URI at most once per call, then decoding and literal search...
    expect(workSmall).toBeLessThanOrEqual(8 * (small.length + template.length));
    expect(workLarge).toBeLessThanOrEqual(8 * (large.length + template.length));
    // ...so 100 times the input is at most about 100 times the work.
    expect(workLarge / Math.max(workSmall, 1)).toBeLessThanOrEqual(110);
  });

  it('counts real work: it grows with the input', () => {
    expect(workFor('docs://{id}', 'docs://' + 'a'.repeat(1000))).toBeGreaterThanOrEqual(1000);
  });

  it('uses no regular expression to match', () => {
    for (const file of ['matcher.ts', 'match.ts']) {
      const source = readFileSync(new URL(`../../types/runtime/${file}`, import.meta.url), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(source, file).not.toMatch(
        /RegExp|\.test\(|\.exec\(|\.match\(|\.matchAll\(|\.replace\(|\.split\(|\.search\(/,
      );
    }
  });
});
