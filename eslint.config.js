// Lint of the project's own code. `examples/` holds deliberate mistakes: `npm run demo` lints it.
import js from '@eslint/js';
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'types/dist/',
      '.scratch/',
      'node_modules/',
      'examples/',
      'bench/.corpus/',
      'test/fixtures/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  regexp.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Typed lint of the shipped code (the plugin and the companion package), not of the tests. The project
  // service takes each file's nearest tsconfig.json: the root one for src/ and rules/, types/tsconfig.json for types/.
  {
    files: ['src/**/*.ts', 'rules/**/*.ts', 'types/**/*.ts'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['test/**/*.test-d.ts', 'types/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
  // The rules themselves, as eslint-plugin-eslint-plugin reads them. It finds `export default createRule({...})`
  // on its own (any exported call with one object argument, as typescript-eslint's RuleCreator rules are written).
  {
    files: ['rules/**/*.ts'],
    ...eslintPlugin.configs.recommended,
    rules: {
      ...eslintPlugin.configs.recommended.rules,
      'eslint-plugin/require-meta-docs-description': ['error', { pattern: '^(Enforce|Require|Disallow) .+[^. ]$' }],
      'eslint-plugin/require-meta-docs-recommended': 'error',
      'eslint-plugin/no-property-in-node': 'error',
      'eslint-plugin/no-incorrect-meta-schema': 'error',
      'eslint-plugin/no-incomplete-meta-schema': 'error',
      'eslint-plugin/no-matching-violation-suggest-message-ids': 'error',
      'eslint-plugin/prefer-placeholders': 'error',
      'eslint-plugin/prefer-replace-text': 'error',
    },
  },
);
