// Lints examples/ with the recommended config and prints the findings in ESLint's usual format.
// The example server is full of deliberate mistakes, so findings are the expected outcome.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const eslint = new ESLint({ cwd: examples, overrideConfigFile: 'eslint.config.js' });
const results = await eslint.lintFiles(['src/**/*.ts']);
const formatter = await eslint.loadFormatter('stylish');
process.stdout.write(await formatter.format(results));

const byRule = new Map();
for (const message of results.flatMap((r) => r.messages))
  byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
console.log('Findings by rule:');
for (const [rule, count] of [...byRule].sort()) console.log(`  ${String(count).padStart(3)}  ${rule}`);
if (results.some((r) => r.messages.some((m) => m.fatal))) {
  console.error('An example file failed to parse.');
  process.exitCode = 1;
}
