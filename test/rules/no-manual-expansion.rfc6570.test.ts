// The libraries no-manual-expansion can suggest, run against the whole RFC 6570 test suite in
// test/fixtures/rfc6570: the default must pass every case; url-template's known failures are pinned
// here and named in the rule's docs.
import { readFileSync } from 'node:fs';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { expand } from 'mcp-resources';
import { parseTemplate } from 'url-template';
import { describe, expect, it } from 'vitest';

interface Group {
  variables: Record<string, unknown>;
  testcases: Array<[string, string | string[] | false]>;
}

const files = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json'];
const cases = files.flatMap((file) => {
  const groups = JSON.parse(readFileSync(new URL(`../fixtures/rfc6570/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    Group
  >;
  return Object.entries(groups).flatMap(([group, { variables, testcases }]) =>
    testcases.map(([template, expected]) => ({ file, group, template, expected, variables })),
  );
});

type Expand = (template: string, variables: Record<string, unknown>) => string;

/** The cases a library gets wrong: a different expansion, or an error where one was expected (or not). */
function failures(expand: Expand): string[] {
  const failed: string[] = [];
  for (const { file, template, expected, variables } of cases) {
    let result: string | undefined;
    try {
      result = expand(template, variables);
    } catch {
      result = undefined;
    }
    const ok =
      expected === false
        ? result === undefined
        : result !== undefined && (Array.isArray(expected) ? expected.includes(result) : result === expected);
    if (!ok) failed.push(`${file}: ${template}`);
  }
  return failed;
}

const UNRESERVED = /[\w\-.~]/;
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;
const percentEncoded = (char: string) =>
  Array.from(new TextEncoder().encode(char), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * Every printable ASCII character as the value of `{x}` (RFC 6570 §3.2.1: unreserved characters
 * stay, the rest is percent-encoded) and of `{+x}` (§3.2.3: reserved characters stay too): the
 * characters a library gets wrong. The suite above does not cover most of them.
 */
function characterDeviations(expand: Expand): { simple: string; reserved: string } {
  let simple = '';
  let reserved = '';
  for (let code = 0x20; code <= 0x7e; code++) {
    const char = String.fromCharCode(code);
    if (expand('{x}', { x: char }) !== (UNRESERVED.test(char) ? char : percentEncoded(char))) simple += char;
    if (expand('{+x}', { x: char }) !== (UNRESERVED.test(char) || RESERVED.test(char) ? char : percentEncoded(char)))
      reserved += char;
  }
  return { simple, reserved };
}

describe('RFC 6570 suite', () => {
  it('has the cases of all three files', () => {
    expect(cases.length).toBe(234);
  });

  it('mcp-resources (the default) passes every case', () => {
    expect(failures((t, v) => expand(t, v as never))).toEqual([]);
  });

  it('@std-uritemplate/std-uritemplate passes every case', () => {
    expect(failures((t, v) => StdUriTemplate.expand(t, v))).toEqual([]);
  });

  it('url-template fails exactly these extended cases', () => {
    expect(failures((t, v) => parseTemplate(t).expand(v as never))).toEqual([
      // A percent-encoded variable name is encoded again in the query key.
      'extended-tests.json: /lookup{?Stra%C3%9Fe}',
      // Empty lists and maps in a query expansion yield "?name=" instead of nothing.
      'extended-tests.json: {?empty_list}',
      'extended-tests.json: {?empty_assoc}',
      // Reserved expansion passes a "%" that starts no valid escape through unencoded.
      'extended-tests.json: {+not_pct}',
      'extended-tests.json: {#not_pct}',
      // A prefix that cuts a surrogate pair throws "URI malformed".
      'extended-tests.json: {clef:1}',
    ]);
  });

  it('character by character: std-uritemplate leaves \' ( ) * in {x}, and " < > \\ ^ ` { | } in {+x}, unencoded', () => {
    expect(characterDeviations((t, v) => StdUriTemplate.expand(t, v))).toEqual({
      simple: "'()*",
      reserved: '"<>\\^`{|}',
    });
  });

  it('character by character: mcp-resources encodes every character as RFC 6570 says', () => {
    expect(characterDeviations((t, v) => expand(t, v as never))).toEqual({ simple: '', reserved: '' });
  });

  it('character by character: url-template encodes every character as RFC 6570 says', () => {
    expect(characterDeviations((t, v) => parseTemplate(t).expand(v as never))).toEqual({ simple: '', reserved: '' });
  });
});
