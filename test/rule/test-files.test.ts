// The test-file policy, one for every rule (createRule applies it): a test file gets no report
// unless the rule's `checkTestFiles` is on, and a test file is known by its path or by the test
// runner it imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { isTestFile } from '../../src/rule/test-files.js';

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/src');
const ruleNames = Object.keys(plugin.rules);

/** Every rule's findings (`rule line:column`) in `code` linted as `filename`, with `checkTestFiles` as given. */
function findings(code: string, filename: string, checkTestFiles?: boolean): string[] {
  const options = checkTestFiles === undefined ? [] : [{ checkTestFiles }];
  return new Linter({ configType: 'flat' })
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
          plugins: { 'mcp-resources': plugin as never },
          rules: Object.fromEntries(ruleNames.map((rule) => [`mcp-resources/${rule}`, ['error', ...options]])),
        },
      ],
      filename,
    )
    .map((m) => `${m.ruleId} ${m.line}:${m.column}`);
}

describe('isTestFile', () => {
  it('answers for the file name it is given, whichever it was asked about before', () => {
    const names: [string, boolean][] = [
      ['/repo/src/resources.ts', false],
      ['/repo/test/resources.ts', true],
      ['/repo/test/resources.ts', true],
      ['/repo/src/resources.ts', false],
      ['C:\\repo\\__tests__\\server.ts', true],
      ['/repo/src/server.spec.ts', true],
      ['/repo/src/testing-tools.ts', false],
      ['/repo/src/contest/entries.ts', false],
      ['/repo/src/latest.ts', false],
    ];
    for (const [name, isTest] of names) expect(isTestFile(name), name).toBe(isTest);
  });

  it("reads a path from its project's root (the nearest package.json): the folders above a project say nothing", () => {
    const repository = path.resolve(examples, '../..');
    const project = path.join(repository, 'test/fixtures/project/constants-module');
    expect(isTestFile(path.join(project, 'src/server.ts'))).toBe(false);
    expect(isTestFile(path.join(project, 'test/server.ts'))).toBe(true);
    expect(isTestFile(path.join(repository, 'test/helpers/underline.ts'))).toBe(true);
    expect(isTestFile(path.join(repository, 'src/rule/test-files.ts'))).toBe(false);
  });
});

describe('the test-file policy, for every rule', () => {
  // The example server's deliberate mistakes: every rule reports something there.
  const files = readdirSync(examples).map((name) => ({ name, code: readFileSync(path.join(examples, name), 'utf8') }));
  const asServer = files.flatMap(({ name, code }) => findings(code, `src/${name}`).map((f) => `${name} ${f}`));

  it('the examples hold a finding of every rule, so that each rule is shown skipping a test file', () => {
    expect(new Set(asServer.map((f) => f.split(' ')[1]))).toEqual(new Set(ruleNames.map((r) => `mcp-resources/${r}`)));
  });

  it('no rule reports in a test file by its path, unless checkTestFiles is on: then the same as elsewhere', () => {
    for (const testPath of ['src/__tests__/', 'test/', 'tests/unit/', 'e2e/', 'src/fixtures/']) {
      const asTests = (check?: boolean) =>
        files.flatMap(({ name, code }) => findings(code, `${testPath}${name}`, check).map((f) => `${name} ${f}`));
      expect(asTests(), testPath).toEqual([]);
      expect(asTests(false), testPath).toEqual([]);
      expect(asTests(true), testPath).toEqual(asServer);
    }
    const named = (check?: boolean) =>
      files.flatMap(({ name, code }) =>
        findings(code, `src/${name.replace(/\.ts$/, '.test.ts')}`, check).map((f) => `${name} ${f}`),
      );
    expect(named()).toEqual([]);
    expect(named(true)).toEqual(asServer);
  });

  it('a file that imports a test runner is a test wherever it lies; the lines keep their numbers', () => {
    for (const runner of [
      "import { describe, it } from 'vitest';",
      "import { test } from 'node:test';",
      "import { expect } from '@jest/globals';",
      "const { test } = require('@playwright/test');",
      "import 'mocha';",
    ]) {
      const withRunner = (check?: boolean) =>
        files.flatMap(({ name, code }) =>
          findings(`${runner} ${code}`, `src/${name}`, check).map((f) => `${name} ${f}`),
        );
      expect(withRunner(), runner).toEqual([]);
      expect(withRunner(true), runner).toEqual(asServer);
    }
  });

  it('an import that only names a runner in its text, or a module of a similar name, is no test runner', () => {
    for (const other of ["import { vitestConfig } from './vitest-config.js';", "import jestish from 'jest-ish';"]) {
      const code = files.map(({ code }) => `${other} ${code}`);
      expect(
        files.flatMap(({ name }, i) => findings(code[i]!, `src/${name}`).map((f) => `${name} ${f}`)),
        other,
      ).toEqual(asServer);
    }
  });
});
