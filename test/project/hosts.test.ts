// ESLint and Oxlint find the same across modules: every file of every fixture project, linted with
// `configs.all` by the built plugin on both hosts, gives the same findings (file, range, rule, message).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'test/fixtures/project');
const built = path.join(root, 'dist/plugin.js');
const oxlint = path.join(root, 'node_modules/.bin/oxlint');

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

type Rules = Record<string, unknown>;

async function eslintFindings(project: string, rules: Rules, plugin: object): Promise<string[]> {
  const linter = new Linter({ configType: 'flat' });
  return filesOf(project).flatMap((file) =>
    linter
      .verify(
        readFileSync(file, 'utf8'),
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser as Linter.Parser },
            plugins: { 'mcp-resources': plugin as never },
            rules: rules as Linter.RulesRecord,
          },
        ],
        file,
      )
      .filter((m) => m.ruleId?.startsWith('mcp-resources/'))
      .map(
        (m) =>
          `${path.relative(project, file)} ${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId} ${m.message}`,
      ),
  );
}

function oxlintFindings(project: string, rules: Rules): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-oxlint-'));
  try {
    const config = path.join(dir, 'oxlintrc.json');
    writeFileSync(config, JSON.stringify({ jsPlugins: [built], categories: { correctness: 'off' }, rules }));
    let out: string;
    try {
      out = execFileSync(oxlint, ['--config', config, '--format', 'json', project], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      const failed = error as { status?: number; stdout?: string };
      if (failed.status !== 1 || !failed.stdout) throw error;
      out = failed.stdout;
    }
    const { diagnostics } = JSON.parse(out) as {
      diagnostics: {
        code?: string;
        filename: string;
        message: string;
        labels: { span: { offset: number; length: number } }[];
      }[];
    };
    const position = (file: string, byteOffset: number) => {
      const before = readFileSync(file).subarray(0, byteOffset).toString('utf8');
      const lines = before.split('\n');
      return `${lines.length}:${lines.at(-1)!.length + 1}`;
    };
    return diagnostics.flatMap((d) => {
      const rule = /^mcp-resources\((.+)\)$/.exec(d.code ?? '')?.[1];
      if (!rule) return [];
      const file = path.resolve(root, d.filename);
      const { offset, length } = d.labels[0]!.span;
      return [
        `${path.relative(project, file)} ${position(file, offset)}-${position(file, offset + length)} mcp-resources/${rule} ${d.message}`,
      ];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('ESLint and Oxlint across modules', () => {
  it('needs the built plugin (npm run build)', () => {
    expect(existsSync(built), 'dist/plugin.js: run `npm run build` first').toBe(true);
  });

  for (const project of readdirSync(fixtures)) {
    it(`finds the same in ${project}`, async () => {
      const plugin = ((await import(built)) as { default: { configs: { all: { rules: Rules } } } }).default;
      const rules = plugin.configs.all.rules;
      const dir = path.join(fixtures, project);
      const eslint = (await eslintFindings(dir, rules, plugin)).sort();
      const oxc = oxlintFindings(dir, rules).sort();
      expect(eslint.length).toBeGreaterThan(0);
      expect(oxc).toEqual(eslint);
    }, 60_000);
  }
});
