import { readFileSync } from 'node:fs';
import { McpServer as ServerMcpServer, UriTemplate as ServerUriTemplate } from '@modelcontextprotocol/server';
import { McpServer as SdkMcpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { UriTemplate as SdkUriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { match, resource } from 'mcp-resources';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { describe, expect, it } from 'vitest';
import { analyzeSdkCompatibility, parseTemplate, type SdkFindingCode } from '../../src/template/index.js';
import { sdkMessages } from '../../src/template/sdk-messages.js';
import { renderEslintMessage } from './support/render-eslint-message.js';

/**
 * Runs the real `UriTemplate` of both SDK generations and shows that every claim behind
 * `analyzeSdkCompatibility` and every sentence of `sdkMessages` holds, suggested fixes included.
 * RFC 6570 expansions, where a claim contrasts with them, come from std-uritemplate.
 */

type Variables = Record<string, string | string[]>;
interface UriTemplateLike {
  readonly variableNames: string[];
  expand(variables: Variables): string;
  match(uri: string): Variables | null;
}
type UriTemplateClass = new (template: string) => UriTemplateLike;

type McpServerClass = typeof SdkMcpServer;

const SDKS: [string, UriTemplateClass, McpServerClass][] = [
  ['@modelcontextprotocol/sdk (v1)', SdkUriTemplate, SdkMcpServer],
  ['@modelcontextprotocol/server (v2)', ServerUriTemplate, ServerMcpServer as never],
];

const rfcExpand = (template: string, variables: Variables) => StdUriTemplate.expand(template, variables);

const findingCodes = (template: string) => {
  const parsed = parseTemplate(template);
  expect(parsed.errors, `"${template}" must be valid RFC 6570`).toEqual([]);
  return analyzeSdkCompatibility(parsed).map((f) => f.code);
};

/** The message for the (first) finding of `code` in `template`, as ESLint renders it. */
function renderedMessage(template: string, code: SdkFindingCode): string {
  const finding = analyzeSdkCompatibility(parseTemplate(template)).find((f) => f.code === code);
  if (!finding) throw new Error(`no ${code} finding in "${template}"`);
  return renderEslintMessage(sdkMessages[code], { text: finding.text, name: finding.name });
}

/** The quoted example after "e.g." or after the last colon of a fix sentence. */
const suggestedForm = (message: string, pattern: RegExp) => {
  const match = pattern.exec(message);
  if (!match) throw new Error(`no suggestion in: ${message}`);
  return match[1]!;
};

describe('installed SDK versions (named in the messages)', () => {
  const version = (pkg: string) =>
    (
      JSON.parse(readFileSync(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;

  it('are @modelcontextprotocol/sdk 1.32.x and @modelcontextprotocol/server 2.4.x', () => {
    expect(version('@modelcontextprotocol/sdk')).toMatch(/^1\.32\./);
    expect(version('@modelcontextprotocol/server')).toMatch(/^2\.4\./);
    for (const message of Object.values(sdkMessages)) {
      expect(message).toMatch(/sdk 1\.32[ ,].*server 2\.4/);
    }
  });
});

describe('sdkMessages', () => {
  it('has one message per finding code, each with both placeholders', () => {
    const codes: SdkFindingCode[] = [
      'semicolon-operator',
      'prefix-modifier',
      'multiple-variables',
      'exploded-variable',
      'exploded-list-shape',
      'fragment-operator',
      'required-query',
    ];
    expect(Object.keys(sdkMessages).sort()).toEqual([...codes].sort());
    for (const message of Object.values(sdkMessages)) {
      expect(message).toContain('{{text}}');
      expect(message).toContain('{{name}}');
    }
  });
});

describe.each(SDKS)('%s', (_, UriTemplate, McpServer) => {
  /** The template as mcp-resources registers it with this SDK: the SDK's own class, with its matcher. */
  // The template object resource() registers on this SDK's McpServer: what the server matches with.
  const adapted = (template: string) =>
    resource(new McpServer({ name: 's', version: '1' }), template as never, () => '').resourceTemplate
      .uriTemplate as UriTemplateLike;

  describe('semicolon-operator: {;x}', () => {
    const message = renderedMessage('/a{;x}', 'semicolon-operator');

    it('is reported for {;x} and nothing else', () => {
      expect(findingCodes('/a{;x}')).toEqual(['semicolon-operator']);
    });

    it('reads ";x" as the variable name', () => {
      expect(message).toContain('it reads ";x" as the variable name');
      expect(new UriTemplate('/a{;x}').variableNames).toEqual([';x']);
    });

    it('drops the value of x in expand(), where RFC 6570 writes ";x=1"', () => {
      expect(message).toContain('expand() drops the value of "x"');
      expect(new UriTemplate('/a{;x}').expand({ x: '1' })).toBe('/a');
      expect(rfcExpand('/a{;x}', { x: '1' })).toBe('/a;x=1');
    });

    it('returns the whole segment under the key ";x" from match()', () => {
      expect(message).toContain('match() returns the whole segment under the key ";x"');
      expect(new UriTemplate('/a{;x}').match('/a;x=1')).toEqual({ ';x': ';x=1' });
    });

    it('works with the suggested literal and simple expression', () => {
      const fix = suggestedForm(message, /e\.g\. "([^"]+)"/);
      expect(fix).toBe(';x={x}');
      const template = new UriTemplate(`/a${fix}`);
      expect(template.expand({ x: '1' })).toBe('/a;x=1');
      expect(template.match('/a;x=1')).toEqual({ x: '1' });
      expect(findingCodes(`/a${fix}`)).toEqual([]);
    });
  });

  describe('prefix-modifier: {x:3}', () => {
    const message = renderedMessage('/a/{x:3}', 'prefix-modifier');

    it('is reported for each prefixed variable', () => {
      expect(findingCodes('/a/{x:3}')).toEqual(['prefix-modifier']);
      expect(findingCodes('/a/{+x:3}/{y:2}')).toEqual(['prefix-modifier', 'prefix-modifier']);
    });

    it('keeps the prefix in the variable name', () => {
      expect(message).toContain('keeps the prefix in the variable name ("x:N")');
      expect(new UriTemplate('/a/{x:3}').variableNames).toEqual(['x:3']);
    });

    it('ignores the value of x in expand(), where RFC 6570 writes its first 3 characters', () => {
      expect(message).toContain('expand() ignores the value of "x"');
      expect(new UriTemplate('/a/{x:3}').expand({ x: 'abcdef' })).toBe('/a/');
      expect(rfcExpand('/a/{x:3}', { x: 'abcdef' })).toBe('/a/abc');
    });

    it('returns the full, untruncated value under "x:3" from match()', () => {
      expect(message).toContain('match() returns the full, untruncated value under that name');
      expect(new UriTemplate('/a/{x:3}').match('/a/abcdef')).toEqual({ 'x:3': 'abcdef' });
    });

    it('works without the prefix', () => {
      expect(message).toContain('Remove the prefix; check the length in the handler.');
      expect(new UriTemplate('/a/{x}').match('/a/abcdef')).toEqual({ x: 'abcdef' });
    });
  });

  describe('multiple-variables: {x,y}', () => {
    const message = renderedMessage('/a/{x,y}', 'multiple-variables');

    it('is reported for several variables in one non-query expression, whatever the operator', () => {
      expect(message).toContain('lists several variables (x, y) in one expression');
      expect(findingCodes('/a/{x,y}')).toEqual(['multiple-variables']);
      expect(findingCodes('/a{/x,y}')).toEqual(['multiple-variables']);
      expect(findingCodes('/a/{+x,y}')).toEqual(['multiple-variables']);
    });

    it('captures only the first variable, and only without a ","', () => {
      expect(message).toContain('match() captures only the first one, and only when the URI has no "," there');
      const template = new UriTemplate('/a/{x,y}');
      expect(template.match('/a/1')).toEqual({ x: '1' });
      // What RFC 6570 expands {x,y} to never matches.
      expect(rfcExpand('/a/{x,y}', { x: '1', y: '2' })).toBe('/a/1,2');
      expect(template.match('/a/1,2')).toBeNull();
      expect(new UriTemplate('/a{/x,y}').match(rfcExpand('/a{/x,y}', { x: '1', y: '2' }))).toBeNull();
    });

    it('joins raw values with "," in expand() and ignores the operator', () => {
      expect(new UriTemplate('/a/{x,y}').expand({ x: 'a b', y: 'c' })).toBe('/a/a b,c');
      expect(rfcExpand('/a/{x,y}', { x: 'a b', y: 'c' })).toBe('/a/a%20b,c');
      expect(new UriTemplate('/a{/x,y}').expand({ x: '1', y: '2' })).toBe('/a1,2');
      expect(rfcExpand('/a{/x,y}', { x: '1', y: '2' })).toBe('/a/1/2');
    });

    it('works with one expression per variable', () => {
      const fix = suggestedForm(message, /e\.g\. "([^"]+)"/);
      expect(fix).toBe('{a}/{b}');
      const template = new UriTemplate(fix);
      expect(template.match('1/2')).toEqual({ a: '1', b: '2' });
      expect(template.expand({ a: 'a b', b: 'c' })).toBe('a%20b/c');
      expect(findingCodes(fix)).toEqual([]);
    });
  });

  describe('exploded-variable: {/x*}, {.x*}, {?x*}, {&x*}', () => {
    const list = { x: ['p', 'q'] };

    it('is reported for "/", ".", "?" and "&"', () => {
      expect(findingCodes('/a{/x*}')).toEqual(['exploded-variable']);
      expect(findingCodes('/a{.x*}')).toEqual(['exploded-variable']);
      expect(findingCodes('/a{?x*}')).toEqual(['exploded-variable', 'required-query']);
      expect(findingCodes('/a?k=1{&x*}')).toEqual(['exploded-variable', 'required-query']);
    });

    it('with "/": match() rejects what expand() produces', () => {
      const message = renderedMessage('/a{/x*}', 'exploded-variable');
      expect(message).toContain('reads as a comma list, so RFC 6570 expansions of it do not match');
      const template = new UriTemplate('/a{/x*}');
      expect(template.expand(list)).toBe('/a/p/q');
      expect(rfcExpand('/a{/x*}', list)).toBe('/a/p/q');
      expect(template.match('/a/p/q')).toBeNull();
    });

    it('with ".": match() returns one string', () => {
      expect(renderedMessage('/a{.x*}', 'exploded-variable')).toContain('RFC 6570 expansions of it do not match');
      const template = new UriTemplate('/a{.x*}');
      expect(template.expand(list)).toBe('/a.p.q');
      expect(template.match('/a.p.q')).toEqual({ x: 'p.q' });
    });

    it('with "?" or "&": expand() writes x=a,b and match() rejects x=a&x=b', () => {
      const message = renderedMessage('/a{?x*}', 'exploded-variable');
      expect(message).toContain('RFC 6570 expansions of it do not match');
      const query = new UriTemplate('/a{?x*}');
      expect(query.expand(list)).toBe('/a?x=p,q');
      expect(rfcExpand('/a{?x*}', list)).toBe('/a?x=p&x=q');
      expect(query.match('/a?x=p&x=q')).toBeNull();
      const continuation = new UriTemplate('/a?k=1{&x*}');
      expect(continuation.expand(list)).toBe('/a?k=1&x=p,q');
      expect(continuation.match(rfcExpand('/a?k=1{&x*}', list))).toBeNull();
    });

    it('suggests resource() of mcp-resources, whose matcher gives the RFC 6570 list', () => {
      expect(renderedMessage('/a{/x*}', 'exploded-variable')).toContain(
        'Register the template with resource() of mcp-resources',
      );
      for (const template of ['/a{/x*}', '/a{.x*}', '/a{?x*}'])
        expect(adapted(template).match(rfcExpand(template, list))).toEqual(list);
    });
  });

  describe('exploded-list-shape: {x*}, {+x*}', () => {
    it('is reported for no operator and "+"', () => {
      expect(findingCodes('/a/{x*}')).toEqual(['exploded-list-shape']);
      expect(findingCodes('/a/{+x*}')).toEqual(['exploded-list-shape']);
      expect(findingCodes('/a/{x}')).toEqual([]);
    });

    it('match() gives a string for one value and an array for several', () => {
      expect(renderedMessage('/a/{x*}', 'exploded-list-shape')).toContain(
        'passes it as a string when the URI holds one value ("a") and as an array when it holds several ("a,b")',
      );
      for (const text of ['/a/{x*}', '/a/{+x*}']) {
        const template = new UriTemplate(text);
        expect(template.match(rfcExpand(text, { x: ['p'] }))).toEqual({ x: 'p' });
        expect(template.match(rfcExpand(text, { x: ['p', 'q'] }))).toEqual({ x: ['p', 'q'] });
      }
    });

    it('the suggested fixes give a list either way: resource(), or [x].flat()', () => {
      const message = renderedMessage('/a/{x*}', 'exploded-list-shape');
      expect(message).toContain('Use resource() of mcp-resources (always a list), or [x].flat()');
      expect(adapted('/a/{x*}').match('/a/p')).toEqual({ x: ['p'] });
      expect(adapted('/a/{x*}').match('/a/p,q')).toEqual({ x: ['p', 'q'] });
      const single = new UriTemplate('/a/{x*}').match('/a/p')!;
      expect([single.x].flat()).toEqual(['p']);
    });
  });

  describe('fragment-operator: {#x}', () => {
    const message = renderedMessage('/a{#x}', 'fragment-operator');

    it('is reported for "#", exploded or not', () => {
      expect(findingCodes('/a{#x}')).toEqual(['fragment-operator']);
      expect(findingCodes('/a{#x*}')).toEqual(['fragment-operator']);
    });

    it('returns the "#" inside the value and does not require it', () => {
      expect(message).toContain(
        'match() does not require the "#" and returns it as part of the value of "x" ("#top" instead of "top")',
      );
      const template = new UriTemplate('/a{#x}');
      expect(template.expand({ x: 'top' })).toBe('/a#top');
      expect(template.match('/a#top')).toEqual({ x: '#top' });
      expect(template.match('/atop')).toEqual({ x: 'top' });
    });

    it('works with a literal "#" before a reserved expression', () => {
      const fix = suggestedForm(message, /reserved expression: "([^"]+)"/);
      expect(fix).toBe('#{+x}');
      const template = new UriTemplate(`/a${fix}`);
      expect(template.expand({ x: 'top' })).toBe('/a#top');
      expect(template.match('/a#top')).toEqual({ x: 'top' });
      expect(template.match('/atop')).toBeNull();
      expect(findingCodes(`/a${fix}`)).toEqual([]);
    });
  });

  describe('required-query: {?x,y}', () => {
    const message = renderedMessage('/a{?x,y}', 'required-query');

    it('is reported for "?" and "&" expressions', () => {
      expect(findingCodes('/a{?x,y}')).toEqual(['required-query']);
      expect(findingCodes('/a{?x}{&y}')).toEqual(['required-query', 'required-query']);
    });

    it('matches only with every parameter, non-empty, in order, and nothing else', () => {
      expect(message).toContain('only with every parameter (x, y) present, non-empty, in this order');
      for (const source of ['/a{?x,y}', '/a{?x}{&y}']) {
        const template = new UriTemplate(source);
        expect(template.match('/a?x=1&y=2'), source).toEqual({ x: '1', y: '2' });
        // Without the query, with one missing or empty, in another order, with one more.
        for (const uri of ['/a', '/a?x=1', '/a?y=2', '/a?x=&y=2', '/a?y=2&x=1', '/a?x=1&y=2&z=3']) {
          expect(template.match(uri), `${source} against ${uri}`).toBeNull();
        }
      }
    });

    it('works with the parameters moved into the path', () => {
      expect(message).toContain('Move required ones into the path');
      expect(new UriTemplate('/a/{x}/{y}').match('/a/1/2')).toEqual({ x: '1', y: '2' });
      expect(findingCodes('/a/{x}/{y}')).toEqual([]);
    });

    it("works through mcp-resources' matcher (resource() installs it): the query is optional, in any order", () => {
      expect(message).toContain('or use resource() of mcp-resources (query optional; give defaults)');
      expect(match('/a{?x,y}', '/a')).toEqual({});
      expect(match('/a{?x,y}', '/a?y=2')).toEqual({ y: '2' });
      expect(match('/a{?x,y}', '/a?y=2&x=1')).toEqual({ x: '1', y: '2' });
      expect(adapted('/a{?x,y}').match('/a?y=2')).toEqual({ y: '2' });
    });
  });

  describe('forms the SDK handles, not reported', () => {
    it.each(['/a/{x}', '/a/{+x}', '/a{/x}', '/a{.x}'])('%s round-trips', (source) => {
      const template = new UriTemplate(source);
      const uri = template.expand({ x: 'v1' });
      expect(uri).toBe(rfcExpand(source, { x: 'v1' }));
      expect(template.match(uri)).toEqual({ x: 'v1' });
      expect(findingCodes(source)).toEqual([]);
    });
  });

  describe('other behaviour the rules rely on', () => {
    it('match() returns values still percent-encoded', () => {
      const template = new UriTemplate('/a/{x}');
      const uri = template.expand({ x: 'a b/c' });
      expect(uri).toBe('/a/a%20b%2Fc');
      expect(template.match(uri)).toEqual({ x: 'a%20b%2Fc' });
    });

    it('splits adjacent variables arbitrarily: the greedy first one takes all it can', () => {
      const template = new UriTemplate('{a}{b}');
      expect(template.expand({ a: 'a', b: 'bcd' })).toBe('abcd');
      expect(template.match('abcd')).toEqual({ a: 'abc', b: 'd' });
    });

    it('matches adjacent variables far more slowly than separated ones on a failing URI', () => {
      // {a}{b} becomes ^([^/,]+)([^/,]+)$: on n characters and a "/", the regex tries every
      // split point before failing (quadratic); {a}/{b} fails after one pass. The measured
      // ratio is about 1000x at this length (see bench/parser-linearity.js for the growth);
      // 20x leaves room for a noisy machine. Best of several runs, after a warm-up.
      const uri = 'x'.repeat(4000) + '/';
      const adjacent = bestTime(() => new UriTemplate('{a}{b}').match(uri));
      const separated = bestTime(() => new UriTemplate('{a}/{b}').match(uri));
      expect(adjacent / separated).toBeGreaterThan(20);
    });
  });
});

function bestTime(run: () => unknown, runs = 7): number {
  run();
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    if (run() !== null) throw new Error('the URI was meant to fail');
    best = Math.min(best, Number(process.hrtime.bigint() - start));
  }
  return Math.max(best, 1);
}

describe('analyzeSdkCompatibility: size', () => {
  it('reports one finding per prefixed variable even for 300,000 of them', () => {
    const template = '{' + Array.from({ length: 300_000 }, (_, i) => `v${i}:1`).join(',') + '}';
    const findings = analyzeSdkCompatibility(parseTemplate(template));
    expect(findings.filter((f) => f.code === 'prefix-modifier')).toHaveLength(300_000);
  });
});
