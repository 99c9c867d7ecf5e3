// require-read-authorization follows code paths through ordinary listeners, on ESLint as on Oxlint:
// it never reads ESLint's traversal list (`SourceCode#traverse`, whose caching ESLint does not
// promise). With that list out of reach, every case of the rule's tests must get the same findings.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import tseslint from 'typescript-eslint';
import rule from '../../rules/require-read-authorization.js';
import { invalid, valid } from './require-read-authorization.cases.js';
import { cases as pathCases, codeOf } from './require-read-authorization.paths.cases.js';
import {
  everyReadValid,
  evidenceInvalid,
  evidenceValid,
  publicValid,
} from './require-read-authorization.evidence.cases.js';

type Case = { code: string; options?: readonly unknown[]; filename?: string };

/** The rule with ESLint's traversal list out of reach: reading `traverse` throws. */
const withoutTraversal = {
  ...rule,
  create(context: Parameters<typeof rule.create>[0]) {
    const sourceCode = new Proxy(context.sourceCode, {
      get(target, key) {
        if (key === 'traverse') throw new Error('the rule read SourceCode#traverse');
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const hidden = new Proxy(context, {
      get: (target, key) => (key === 'sourceCode' ? sourceCode : Reflect.get(target, key, target)),
    });
    return rule.create(hidden);
  },
};

function findings(ruleToRun: unknown, { code, options = [], filename = 'file.ts' }: Case): string[] {
  const messages = new Linter().verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.js'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: { p: { rules: { r: ruleToRun as never } } },
        rules: { 'p/r': ['error', ...options] as Linter.RuleEntry },
      },
    ],
    filename,
  );
  return messages.map((m) => `${m.messageId ?? m.message} ${m.line}:${m.column}-${m.endLine}:${m.endColumn}`);
}

describe("require-read-authorization without ESLint's traversal list", () => {
  const cases: Case[] = [
    ...valid,
    ...invalid,
    ...everyReadValid,
    ...evidenceValid,
    ...publicValid,
    ...evidenceInvalid,
    ...pathCases.map((c) => ({ code: codeOf(c.body) })),
  ];

  it('reports the same in every case of its tests, by default and with `everyRead`', () => {
    let reported = 0;
    for (const testCase of cases)
      for (const everyRead of [false, true]) {
        const options = [{ ...(testCase.options?.[0] as object | undefined), ...(everyRead && { everyRead }) }];
        const expected = findings(rule, { ...testCase, options });
        expect(findings(withoutTraversal, { ...testCase, options }), testCase.code).toEqual(expected);
        reported += expected.length;
      }
    // The cases must hold findings for the comparison to mean something.
    expect(reported).toBeGreaterThan(40);
  });
});
