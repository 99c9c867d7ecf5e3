import { RuleTester } from '@typescript-eslint/rule-tester';

/** A RuleTester for TypeScript modules without type information. */
export const ruleTester = new RuleTester({
  languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
});
