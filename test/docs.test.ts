// The docs check: every rule has a page and a README row, every option is described, and every
// example in the docs is linted: ```ts invalid blocks must be reported by the page's rule,
// ```ts valid blocks must not.
import { readFileSync, existsSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { rules as ruleModules } from '../rules/index.js';

const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const readme = read('README.md');

interface Example {
  kind: 'valid' | 'invalid';
  code: string;
  line: number;
}

function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  const fence = /^```ts (valid|invalid)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    examples.push({
      kind: match[1] as Example['kind'],
      code: match[2]!,
      line: markdown.slice(0, match.index).split('\n').length,
    });
  }
  return examples;
}

function lint(code: string, ruleId: string, options: unknown[] = []) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: { 'mcp-resources': plugin },
        rules: { [`mcp-resources/${ruleId}`]: ['error', ...options] as Linter.RuleEntry },
      },
    ],
    'example.ts',
  );
}

for (const [name, rule] of Object.entries(ruleModules)) {
  describe(`docs/rules/${name}.md`, () => {
    const path = `docs/rules/${name}.md`;
    it('exists and is listed in the README rules table', () => {
      expect(existsSync(new URL(path, root))).toBe(true);
      expect(readme).toContain(`[${name}](docs/rules/${name}.md)`);
    });
    it('has a description for every option, and names each option on the page', () => {
      const page = existsSync(new URL(path, root)) ? read(path) : '';
      const schema = rule.meta.schema;
      const schemas = Array.isArray(schema) ? schema : schema ? [schema] : [];
      for (const item of schemas as Array<{ properties?: Record<string, { description?: string }> }>) {
        for (const [option, definition] of Object.entries(item.properties ?? {})) {
          expect(definition.description, `${name}: option ${option} needs a description`).toBeTruthy();
          expect(page, `${name}: page must document option ${option}`).toContain(`\`${option}\``);
        }
      }
    });
    const page = existsSync(new URL(path, root)) ? read(path) : '';
    const examples = examplesOf(page);
    it('has valid and invalid examples', () => {
      expect(examples.some((e) => e.kind === 'valid')).toBe(true);
      expect(examples.some((e) => e.kind === 'invalid')).toBe(true);
    });
    for (const example of examples) {
      it(`example at line ${example.line} is ${example.kind}`, () => {
        const messages = lint(example.code, name);
        const fatal = messages.filter((m) => m.fatal);
        expect(fatal, 'example must parse').toEqual([]);
        const own = messages.filter((m) => m.ruleId === `mcp-resources/${name}`);
        if (example.kind === 'valid') expect(own).toEqual([]);
        else expect(own.length).toBeGreaterThan(0);
      });
    }
  });
}
