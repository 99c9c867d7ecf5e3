import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One `[template, expected]` pair of the uritemplate-test suite, with its group's variables. */
export interface SuiteCase {
  readonly file: string;
  readonly group: string;
  readonly template: string;
  /** A string, a list of acceptable strings, or `false` when expansion must fail. */
  readonly expected: string | string[] | false;
  readonly variables: Record<string, unknown>;
}

interface SuiteGroup {
  variables: Record<string, unknown>;
  testcases: [string, string | string[] | false][];
}

export function loadSuite(dir: string): SuiteCase[] {
  const cases: SuiteCase[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const groups = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, SuiteGroup>;
    for (const [group, { variables, testcases }] of Object.entries(groups)) {
      for (const [template, expected] of testcases) cases.push({ file, group, template, expected, variables });
    }
  }
  return cases;
}

/**
 * Why a `false` case must fail, decided from the RFC text and the case's variables alone
 * (never from our parser, which is what the classification is used to test):
 * - `value`: the template is valid but a prefix is applied to a list or map value, which
 *   RFC 6570 §2.4.1 forbids ("not applicable to variables that have composite values");
 * - `valid`: the suite marks it `false` although the RFC grammar accepts it (listed with a reason);
 * - `syntax`: everything else: the template itself breaks the grammar.
 */
export type FalseCaseClass = 'syntax' | 'value' | 'valid';

/** Cases the suite marks `false` that RFC 6570 accepts. */
export const VALID_DESPITE_SUITE: Record<string, string> = {
  // ":" is in `literals` (§2.1); there is no expression at all. Asked about as uritemplate-test issue #17.
  '/vars/:var': 'a template without expressions whose literals are all allowed',
};

const PREFIXED_VARSPEC = /^([\w.%]+):[1-9]\d{0,3}$/;

export function classifyFalseCase({ template, variables }: SuiteCase): FalseCaseClass {
  if (template in VALID_DESPITE_SUITE) return 'valid';
  for (const [, body] of template.matchAll(/\{[+#./;?&]?([^{}]*)\}/g)) {
    for (const varspec of body!.split(',')) {
      const name = PREFIXED_VARSPEC.exec(varspec)?.[1];
      const value = name === undefined ? undefined : variables[name];
      if (typeof value === 'object' && value !== null) return 'value';
    }
  }
  return 'syntax';
}
