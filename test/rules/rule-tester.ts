import { RuleTester } from '@typescript-eslint/rule-tester';

/**
 * A RuleTester for TypeScript modules without type information. typescript-eslint's RuleTester calls
 * a rule's `create` taken off the rule, under the test's name; ESLint calls it as the rule's method
 * (src/rule/text-gate.ts), so the rules are tested bound to themselves, as ESLint runs them.
 */
export class BoundRuleTester extends RuleTester {
  override run(...[name, rule, tests]: Parameters<RuleTester['run']>): void {
    super.run(name, { ...rule, create: rule.create.bind(rule) }, tests);
  }
}

export const ruleTester = new BoundRuleTester({
  languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
});
