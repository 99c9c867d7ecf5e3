import { RuleTester, type RunTests } from '@typescript-eslint/rule-tester';
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { recordCase } from '../helpers/host-cases.js';

type Case =
  | string
  | { code: string; options?: readonly unknown[]; filename?: string; languageOptions?: { parserOptions?: unknown } };

/** A RuleTester that also records its cases, for the comparison of the hosts in test/setup.ts. */
class RecordingRuleTester extends RuleTester {
  override run<Ids extends string, Options extends readonly unknown[]>(
    name: string,
    rule: RuleModule<Ids, Options>,
    tests: RunTests<Ids, Options>,
  ): void {
    const ruleName = (rule as { name?: string }).name;
    // A rule of the plugin (createRule names it); a stand-in rule made in a test is no rule of the plugin.
    if (ruleName)
      for (const testCase of [...tests.valid, ...tests.invalid] as Case[]) {
        const {
          code,
          options = [],
          filename = 'file.ts',
          languageOptions,
        } = typeof testCase === 'string' ? { code: testCase } : testCase;
        recordCase({ rule: ruleName, code, options, filename, parserOptions: languageOptions?.parserOptions });
      }
    super.run(name, rule, tests);
  }
}

/** A RuleTester for TypeScript modules without type information. */
export const ruleTester = new RecordingRuleTester({
  languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
});
