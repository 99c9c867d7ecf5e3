// The config `npm run demo` lints this folder with: the plugin's recommended config on TypeScript.
import tseslint from 'typescript-eslint';
import mcpResources from '../dist/plugin.js';

export default [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' } },
  mcpResources.configs.recommended,
];
