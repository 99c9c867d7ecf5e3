import { describe, expect, it } from 'vitest';
import { analyzeRegex } from '../../src/regex/anatomy.js';

describe('analyzeRegex', () => {
  it.each([
    ['^[a-z]+$', '', 'whole'],
    ['^(?:a|b)$', '', 'whole'],
    ['^a$|^b$', '', 'whole'],
    ['(^a$)|(?:^b$)', '', 'whole'],
    ['[a-z]+$', 'y', 'whole'],
    ['[a-z]+', '', 'missing-both'],
    ['^[a-z]+', '', 'missing-end'],
    ['[a-z]+$', '', 'missing-start'],
    ['^a|b$', '', 'partial-alternatives'],
    ['^a$|b', '', 'partial-alternatives'],
    ['^[a-z]+$', 'm', 'multiline'],
  ])('/%s/%s is %s', (source, flags, anchoring) => {
    expect(analyzeRegex(source, flags)?.anchoring).toBe(anchoring);
  });

  it('recognizes negated-class blocklists, and nothing else', () => {
    expect(analyzeRegex('[^a-z0-9-]', '')?.negatedClassBlocklist).toBe(true);
    expect(analyzeRegex('[^a-z]+|\\W', '')?.negatedClassBlocklist).toBe(true);
    expect(analyzeRegex('[a-z]', '')?.negatedClassBlocklist).toBe(false);
    expect(analyzeRegex('x[^a-z]', '')?.negatedClassBlocklist).toBe(false);
    expect(analyzeRegex('.', '')?.negatedClassBlocklist).toBe(false);
  });

  it.each([
    ['^[a-z0-9_-]+$', false],
    ['^\\w+$', false],
    ['^[^/\\\\.]+$', false],
    ['^\\d+(?=\\.)$', false], // a lookahead consumes nothing
    ['^[\\w.-]+$', true],
    ['^[^/]+$', true],
    ['^.+$', true],
    ['^\\S+$', true],
    ['^[!-~]+$', true],
    ['^\\p{L}+$', true], // unknown sets count as "may"
  ])('/%s/ may match "/", "\\" or ".": %s', (source, expected) => {
    expect(analyzeRegex(source, source.includes('\\p') ? 'u' : '')?.mayMatchPathCharacters).toBe(expected);
  });

  it('anchors the whole pattern for the suggestion', () => {
    expect(analyzeRegex('[a-z]+', '')?.anchoredSource).toBe('^[a-z]+$');
    expect(analyzeRegex('^[a-z]+', 'i')?.anchoredSource).toBe('^[a-z]+$');
    expect(analyzeRegex('^a|b$', '')?.anchoredSource).toBe('^(?:a|b)$');
    expect(analyzeRegex('a|b', '')?.anchoredSource).toBe('^(?:a|b)$');
    expect(analyzeRegex('^[a-z]+$', 'gim')?.anchoredFlags).toBe('gi');
  });

  it('returns null for a pattern that does not parse', () => {
    expect(analyzeRegex('(', '')).toBeNull();
    expect(analyzeRegex('\\p{L}', 'u')).not.toBeNull();
  });
});
