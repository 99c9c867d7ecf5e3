import { describe, expect, it } from 'vitest';
import { CoverIndex, parseTemplate, templateCovers, type ParsedTemplate } from '../../src/template/index.js';

/** Templates that share schemes, prefixes and suffixes, so some cover others and most do not. */
function templates(): string[] {
  const out: string[] = [];
  const heads = ['app://', 'app://items/', 'ap', ''];
  const bodies = ['{id}', '{+rest}', 'x/{id}', '{id}.json', '{/path*}', '{.ext}', '{?q}', 'x'];
  const tails = ['', '/', '/reviews', '{?page,size}', '{;lang}'];
  for (const head of heads) for (const body of bodies) for (const tail of tails) out.push(head + body + tail);
  return out;
}

const parsed = templates()
  .map(parseTemplate)
  .filter((template) => template.errors.length === 0);

describe('CoverIndex', () => {
  it('finds the same first covering template as comparing with every earlier one', () => {
    const index = new CoverIndex<number>();
    const earlier: ParsedTemplate[] = [];
    let covered = 0;
    for (const later of parsed) {
      const expected = earlier.findIndex((template) => templateCovers(template, later));
      const found = index.firstCovering(later);
      expect(found ?? -1, later.source).toBe(expected);
      if (found !== undefined) covered++;
      index.add(later, earlier.length);
      earlier.push(later);
    }
    // The case must hold covers for the comparison to mean something.
    expect(covered).toBeGreaterThan(50);
  });

  it('reports the earliest of several covering templates', () => {
    const index = new CoverIndex<string>();
    for (const template of ['app://{+rest}', 'app://items/{+rest}', '{+all}'])
      index.add(parseTemplate(template), template);
    expect(index.firstCovering(parseTemplate('app://items/{id}'))).toBe('app://{+rest}');
    expect(index.firstCovering(parseTemplate('other://{id}'))).toBe('{+all}');
  });
});
