// The rule cases a test file lints (its RuleTester cases and its underline() calls), kept so that
// test/setup.ts can lint them all again on ESLint and on Oxlint and compare the findings.
import path from 'node:path';

/** One lint of one rule: what the hosts must agree on. */
export interface HostCase {
  /** The rule's name without the plugin's prefix. */
  readonly rule: string;
  readonly code: string;
  readonly options: readonly unknown[];
  /** Relative to the folder the case is linted in (`file.ts` unless the case names another). */
  readonly filename: string;
}

const cases: HostCase[] = [];

/** A case whose file name is relative and whose parser options are the default ones; others are not compared. */
export function recordCase(testCase: HostCase & { readonly parserOptions?: unknown }): void {
  const { rule, code, options, filename, parserOptions } = testCase;
  // Type information and paths into the repository's fixtures need files that are not copied into
  // the comparison's folder: test/project/hosts.test.ts compares the fixture projects on both hosts.
  if (parserOptions !== undefined || path.isAbsolute(filename) || path.win32.isAbsolute(filename)) return;
  cases.push({ rule, code, options, filename });
}

/** The cases recorded so far in this test file, each once. */
export function recordedCases(): HostCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = JSON.stringify([c.rule, c.code, c.options, c.filename]);
    return !seen.has(key) && seen.add(key);
  });
}
