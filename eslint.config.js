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
    rules: {
      // Node types are compared as string literals ('CallExpression'), so no AST_NODE_TYPES enum is loaded at run time.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // noUncheckedIndexedAccess is on: `xs[i]!` marks an index or key the code has just made sure of.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers in template strings (source offsets in keys, counts in messages) are meant as they print.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // Defensive checks of the ESLint AST (`parent?.`, `'regex' in node && node.regex`, `ast.tokens ?? []`) hold for
    // what other parsers produce, which TSESTree's types do not describe; and flags set in callbacks read as constant.
    files: ['src/**/*.ts', 'rules/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // `X | never` makes a top-level union alias that TypeScript does not re-instantiate (parse-template.ts says so).
    files: ['types/type-level/**/*.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  {
    // Their assertions on ValidateTemplate<T> and ExpansionValues<T> values spare tsc a generic comparison: without
    // them `tsc -p types` runs out of memory.
    files: ['types/runtime/adapter.ts', 'types/runtime/compile.ts', 'types/runtime/expand.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
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
