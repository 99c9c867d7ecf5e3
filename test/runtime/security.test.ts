// The path-security policy on its own: which values each check refuses, lists, absent values,
// exemptions, and how a template's policy combines with a server- or router-wide default.
import { describe, expect, it } from 'vitest';
import { createResourceRouter, route } from '../../types/runtime/router.js';
import { mergeSecurity, pathViolation, rejectedVariable } from '../../types/runtime/security.js';

describe('pathViolation', () => {
  it.each([
    ['..', 'dot-dot'],
    ['a/../b', 'dot-dot'],
    ['a\\..\\b', 'dot-dot'],
    ['a/..', 'dot-dot'],
    ['/etc/passwd', 'absolute'],
    ['\\\\server\\share', 'absolute'],
    ['\\x', 'absolute'],
    ['C:\\Windows', 'absolute'],
    ['c:foo', 'absolute'],
    ['x:y', 'absolute'],
    ['a\0b', 'nul'],
    ['/a\0', 'nul'],
  ])('refuses %j (%s)', (value, check) => {
    expect(pathViolation(value)).toBe(check);
  });

  it.each(['v1.0..v2.0', 'HEAD~3..HEAD', '...', '.', 'a/.b/c', 'docs/guide.md', 'ab:c', '1:2', '', 'a..b/c..'])(
    'lets %j through',
    (value) => {
      expect(pathViolation(value)).toBeUndefined();
    },
  );

  it('runs only the checks that are on', () => {
    expect(pathViolation('/a/../b', { rejectAbsolute: false })).toBe('dot-dot');
    expect(pathViolation('/a/../b', { rejectAbsolute: false, rejectDotDot: false })).toBeUndefined();
    expect(pathViolation('a\0', { rejectNul: false })).toBeUndefined();
    expect(pathViolation('/etc/passwd', false)).toBeUndefined();
  });
});

describe('rejectedVariable', () => {
  it('checks every item of a list, skips absent and exempted variables', () => {
    expect(rejectedVariable({ path: ['a', '..', 'b'] })).toEqual({
      variable: 'path',
      value: '..',
      violation: 'dot-dot',
    });
    expect(rejectedVariable({ q: undefined, name: 'ok' })).toBeUndefined();
    expect(rejectedVariable({ query: '/x', name: 'ok' }, { exempt: ['query'] })).toBeUndefined();
    expect(rejectedVariable({ query: '/x', name: '..' }, { exempt: ['query'] })).toEqual({
      variable: 'name',
      value: '..',
      violation: 'dot-dot',
    });
    // Not a list (from JavaScript): exempts nothing, and does not throw.
    expect(rejectedVariable({ q: '/x' }, { exempt: 'query' as never })).toEqual({
      variable: 'q',
      value: '/x',
      violation: 'absolute',
    });
    expect(mergeSecurity({ exempt: 'a' as never }, { exempt: ['b'] })).toEqual({ exempt: ['b'] });
  });
});

describe('mergeSecurity', () => {
  it('lets a template\'s checks win, adds up exemptions, and reads false as "no checks"', () => {
    expect(mergeSecurity(undefined, undefined)).toEqual({});
    expect(mergeSecurity({ rejectDotDot: false, exempt: ['a'] }, { rejectDotDot: true, exempt: ['b'] })).toEqual({
      rejectDotDot: true,
      exempt: ['a', 'b'],
    });
    expect(mergeSecurity(false, undefined)).toBe(false);
    expect(mergeSecurity(false, { rejectNul: true })).toEqual({ rejectNul: true });
    expect(mergeSecurity({ exempt: ['a'] }, false)).toBe(false);
  });
});

describe('createResourceRouter with the policy', () => {
  it('refuses with notFound and tries no later route', async () => {
    const later: string[] = [];
    const router = createResourceRouter(
      [
        route('res://h/{+path}', () => ({ contents: [] })),
        route('res://{+rest}', (uri) => (later.push(uri.href), { contents: [] })),
      ],
      { notFound: (uri) => new Error(`gone: ${uri}`) },
    );
    await expect(router({ params: { uri: 'res://h/a%2F..%2F..%2Fx' } }, {})).rejects.toThrow(
      'gone: res://h/a%2F..%2F..%2Fx',
    );
    expect(later).toEqual([]);
  });
});
