// Development aid: lint one file with one rule of the plugin, from source, and print each finding
// with its exact range. Usage: npx tsx scripts/lint-snippet.ts <rule> <file> ['<options json>']
import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../src/index.js';

const [rule, file, options] = process.argv.slice(2);
if (!rule || !file) {
  console.error('usage: npx tsx scripts/lint-snippet.ts <rule> <file> [options-json]');
  process.exit(2);
}
const linter = new Linter({ configType: 'flat' });
const ruleEntry = ['error', ...(options ? [JSON.parse(options)] : [])] as Linter.RuleEntry;
const messages = linter.verify(
  readFileSync(file, 'utf8'),
  [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { 'mcp-resources': plugin as never },
      rules: { [`mcp-resources/${rule}`]: ruleEntry },
    },
  ],
  'snippet.ts',
);
for (const m of messages)
  console.log(`${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.messageId ?? ''} ${m.message}`);
