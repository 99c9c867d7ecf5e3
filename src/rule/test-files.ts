// Test, spec, fixture and conformance files build odd URIs and answer reads without checks on
// purpose: the rules whose findings there are noise skip them unless asked (`checkTestFiles`).

/** Folders and file names that mark a test file, on a path with `/` separators. */
const TEST_PATH =
  /(?:^|\/)(?:__tests__|__mocks__|__fixtures__|tests?|specs?|e2e|fixtures?|mocks?|conformance|test-utils|testing)\/|\.(?:test|spec|e2e|test-d|stories)\.[cm]?[jt]sx?$/i;

export const isTestFile = (filename: string): boolean => TEST_PATH.test(filename.replace(/\\/g, '/'));

export const checkTestFilesSchema = {
  type: 'boolean',
  description:
    'Also check test files: paths with a `test`, `tests`, `__tests__`, `spec`, `e2e`, `fixtures`, `mocks` or `conformance` folder, and `*.test.*`, `*.spec.*` files. They are skipped by default, since tests build odd URIs and answer reads without checks on purpose.',
} as const;
