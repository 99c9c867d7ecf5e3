// One test-file policy for every rule (createRule applies it): a test file is skipped unless the
// rule's `checkTestFiles` option is on. Tests build odd URIs, register stub resources and answer
// reads without checks on purpose; what they do is no defect of the server they test.
import type { TSESTree } from '@typescript-eslint/utils';
import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import path from 'node:path';
import { projectRootOf } from '../project/index.js';
import { perFile } from '../source/index.js';

/** The folders and file names test runners and their conventions give tests, on a path with `/` separators. */
const TEST_PATH =
  /(?:^|\/)(?:__tests__|__mocks__|__fixtures__|tests?|specs?|e2e|fixtures?|mocks?|conformance|test-utils|testing)\/|\.(?:test|spec|e2e|test-d|stories)\.[cm]?[jt]sx?$/i;

/** The modules a test runner's tests import (a test file anywhere, whatever its name). */
const TEST_RUNNERS = new Set([
  'vitest',
  '@jest/globals',
  'jest',
  'mocha',
  'node:test',
  'ava',
  'tap',
  'uvu',
  '@playwright/test',
  'bun:test',
  '@japa/runner',
]);

const isRunnerModule = (source: string): boolean =>
  TEST_RUNNERS.has(source) || [...TEST_RUNNERS].some((runner) => source.startsWith(`${runner}/`));

/** `require('…')`'s module, or `undefined`. */
function requiredModule(node: TSESTree.Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require')
    return undefined;
  const argument = node.arguments[0];
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

/** Whether the module imports a test runner at its top level (`import { it } from 'vitest'`, `require('node:test')`). */
const importsTestRunner = perFile((sourceCode: { readonly ast: TSESTree.Program }) =>
  // A stand-in context's tree may have no body.
  (sourceCode.ast.body ?? []).some((statement) => {
    if (statement.type === 'ImportDeclaration') return isRunnerModule(statement.source.value);
    const inits =
      statement.type === 'VariableDeclaration'
        ? statement.declarations.map((d) => d.init)
        : statement.type === 'ExpressionStatement'
          ? [statement.expression]
          : [];
    return inits.some((init) => {
      const source = requiredModule(init);
      return source !== undefined && isRunnerModule(source);
    });
  }),
);

/**
 * Whether a path names a test file by the conventions of test runners, read from the root of the
 * file's project (the nearest `package.json`): the folders above a project say nothing of its files.
 */
export function isTestPath(filename: string | undefined): boolean {
  if (!filename) return false;
  const root = path.isAbsolute(filename) ? projectRootOf(filename) : undefined;
  const own = root ? path.relative(root, filename) : filename;
  return TEST_PATH.test(own.replace(/\\/g, '/'));
}

/** Whether the file is a test: its path says so, or it imports a test runner. */
export const isTestFile = (filename: string | undefined, sourceCode?: { readonly ast: TSESTree.Program }): boolean =>
  isTestPath(filename) || (sourceCode?.ast !== undefined && importsTestRunner(sourceCode));

export const checkTestFilesSchema = {
  type: 'boolean',
  description:
    'Also check test files. A test file is one whose path has a `test`, `tests`, `__tests__`, `spec`, `e2e`, `fixtures`, `mocks`, `conformance` or `testing` folder or is named `*.test.*` or `*.spec.*`, or that imports a test runner (vitest, jest, mocha, node:test, ava, tap, uvu, Playwright, bun:test). Skipped by default: tests build odd URIs and answer reads without checks on purpose.',
} as const;

/** The option every rule takes in its first option object. */
export type TestFilesOption = { checkTestFiles: boolean };

/**
 * A rule's schema and defaults with `checkTestFiles` in its first option object: added to the
 * object the rule declares, or that object itself for a rule without options.
 */
export function testFilesOption(
  rule: string,
  schema: unknown,
  defaults: readonly unknown[],
): { schema: JSONSchema4[]; defaultOptions: unknown[] } {
  const declared = (Array.isArray(schema) ? schema : []) as JSONSchema4[];
  const [first = { type: 'object', additionalProperties: false, properties: {} }, ...rest] = declared;
  if (first.type !== 'object' || !Array.isArray(schema) || 'checkTestFiles' in (first.properties ?? {}))
    throw new Error(
      `${rule}: createRule adds \`checkTestFiles\` to the rule's first option, which must be an object schema`,
    );
  const properties = first.properties ?? {};
  const [firstDefault, ...restDefaults] = defaults;
  return {
    schema: [{ ...first, properties: { ...properties, checkTestFiles: checkTestFilesSchema } }, ...rest],
    defaultOptions: [{ ...(firstDefault as object | undefined), checkTestFiles: false }, ...restDefaults],
  };
}
