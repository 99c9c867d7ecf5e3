// A server written with the companion (test/fixtures/companion/server.ts: adapter, router,
// safeJoin, expand), linted from source with the `recommended` config: where each planted defect
// is reported. scripts/consumer-test.js lints the same files from the packed packages.
import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import defects from '../fixtures/companion/server-defects.json' with { type: 'json' };

const correct = readFileSync(new URL('../fixtures/companion/server.ts', import.meta.url), 'utf8');

/** Each report as `line:column-endLine:endColumn rule`. */
function findings(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
      { ...plugin.configs.recommended, files: ['**/*.ts'] },
    ],
    'src/server.ts',
  );
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map(
    (m) => `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${(m.ruleId ?? '').replace(/^mcp-resources\//, '')}`,
  );
}

/** The server with one defect planted: its text replaced (each piece found exactly once). */
function withDefect({ from, to, also }: (typeof defects)[number]): string {
  const replacements: [string, string][] = [[from, to], ...(also ? [also as [string, string]] : [])];
  return replacements.reduce((code, [a, b]) => {
    expect(code.split(a)).toHaveLength(2);
    return code.replace(a, b);
  }, correct);
}

describe('a server written with mcp-resources, linted with the recommended config', () => {
  it('the correct version gets no report', () => {
    expect(findings(correct)).toEqual([]);
  });

  it('each planted defect gets the report of its rule, at the defect', () => {
    const found = Object.fromEntries(defects.map((defect) => [defect.label, findings(withDefect(defect))]));
    for (const defect of defects)
      expect(
        found[defect.label]!.map((f) => f.split(' ')[1]),
        defect.label,
      ).toEqual([defect.rule]);
    expect(found).toMatchInlineSnapshot(`
      {
        "a URI built by hand": [
          "21:17-21:48 no-manual-expansion",
        ],
        "a denial that reads as one": [
          "20:59-20:81 prefer-not-found-on-deny",
        ],
        "a query variable without its default": [
          "19:90-19:91 require-query-defaults",
        ],
        "a second decode of a decoded value": [
          "14:65-14:83 no-double-decode",
        ],
        "an ambiguous template": [
          "18:58-18:69 valid-template",
        ],
        "an unanchored validation": [
          "27:10-27:22 require-anchored-validation",
        ],
        "empty contents for a missing document": [
          "30:29-30:53 prefer-not-found-on-deny",
        ],
        "no tenant check in the adapter handler": [
          "12:65-12:107 require-read-authorization",
        ],
        "no tenant check in the route": [
          "26:33-26:116 require-read-authorization",
        ],
        "the policy switched off, and no safeJoin": [
          "14:31-14:51 no-path-traversal",
        ],
      }
    `);
  });
});
