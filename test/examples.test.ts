// examples/fixed/, the lint demo's servers (examples/src/) written correctly: one file for each demo
// file that registers resources or reads them, and nothing for the plugin to report there, under
// `recommended` and under `all` (every rule, each with the options that report the most). What the
// check of a running server finds on them (nothing either) is in test/check/examples.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const filesOf = (dir: string) =>
  readdirSync(new URL(`../examples/${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.ts'))
    .sort();

/** `file:line:column rule message` for every message of the config's lint of `examples/<dir>/`. */
async function findings(dir: string, config: 'recommended' | 'all'): Promise<string[]> {
  const eslint = new ESLint({
    cwd: examples,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' } },
      plugin.configs[config],
    ],
  });
  const results = await eslint.lintFiles([`${dir}/**/*.ts`]);
  expect(results.length).toBe(filesOf(dir).length);
  return results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.slice(examples.length)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
  );
}

describe('examples/fixed', () => {
  it('holds a corrected file for every demo file that registers or reads resources, and its stand-in stores', () => {
    const demo = filesOf('src').filter((f) =>
      /registerResource|setRequestHandler|resource\(|readResource/.test(
        readFileSync(new URL(`../examples/src/${f}`, import.meta.url), 'utf8'),
      ),
    );
    expect(demo.length).toBeGreaterThan(8);
    expect(filesOf('fixed')).toEqual([...demo, 'reports-store.ts', 'store.ts'].sort());
  });

  for (const config of ['recommended', 'all'] as const)
    it(`gives no finding under ${config}, where the demo gives some`, async () => {
      expect(await findings('fixed', config)).toEqual([]);
      expect((await findings('src', config)).length).toBeGreaterThan(30);
    });
});
