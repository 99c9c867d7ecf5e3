// Lints examples/ with the recommended config and prints the findings in ESLint's usual format.
// The example server is full of deliberate mistakes, so findings are the expected outcome.
// Then examples/fixed/, the same servers written correctly: no finding under recommended nor all.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import mcpResources from '../dist/plugin.js';

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

// examples/fixed/: the demo's config (recommended), then every rule with the options that report the most.
const all = new ESLint({
  cwd: examples,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' } },
    mcpResources.configs.all,
  ],
});
const fixed = [...(await eslint.lintFiles(['fixed/**/*.ts'])), ...(await all.lintFiles(['fixed/**/*.ts']))];
if (fixed.some((r) => r.messages.length > 0)) {
  process.stdout.write(await formatter.format(fixed));
  console.error('examples/fixed (the same servers, corrected) has findings.');
  process.exitCode = 1;
} else {
  console.log('\nexamples/fixed (the same servers, corrected): no findings under recommended and all');
}
