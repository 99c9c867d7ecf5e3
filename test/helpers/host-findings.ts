// Rule cases linted on both hosts by the same plugin module: each case a file of its own in one
// folder, ESLint's Linter over each file, and one Oxlint process over the whole folder, every case
// with its own rule and options (an `overrides` entry per case).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import type { HostCase } from './host-cases.js';
import type { SuggestedCase } from './suggestion-safety.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const oxlint = path.join(root, 'node_modules/.bin/oxlint');
const PREFIX = 'mcp-resources/';

/** What a host found in one case: `line:column-endLine:endColumn rule message`, sorted. */
export type Findings = string[];

interface OxlintDiagnostic {
  code?: string;
  filename: string;
  message: string;
  labels?: { span: { offset: number; length: number } }[];
}

/** `line:column` (1-based, UTF-16 columns as ESLint counts) of a UTF-8 byte offset. */
function position(bytes: Buffer, offset: number): string {
  const lines = bytes
    .subarray(0, offset)
    .toString('utf8')
    .split(/\r\n|[\r\n\u2028\u2029]/);
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}

/**
 * ESLint's and Oxlint's findings for each case, in the order of `cases`; and the code each
 * suggestion ESLint offers makes of its case.
 */
export async function findingsOnBothHosts(
  cases: readonly HostCase[],
  bundle: string,
): Promise<{ eslint: Findings[]; oxlint: Findings[]; suggested: SuggestedCase[] }> {
  const plugin = ((await import(bundle)) as { default: object }).default;
  // No folder name on the way may look like a test folder (tmp, not test): the test-file policy reads paths.
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-hosts-'));
  try {
    const files = cases.map((c, i) => {
      const file = path.join(dir, String(i), c.filename);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, c.code);
      return file;
    });
    const entry = (c: HostCase) => ({ [PREFIX + c.rule]: ['error', ...c.options] });
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const suggested: SuggestedCase[] = [];
    const eslint = cases.map((c, i) => {
      const messages = linter.verify(
        c.code,
        [
          {
            files: ['**'],
            languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
            plugins: { 'mcp-resources': plugin as never },
            rules: entry(c) as Linter.RulesRecord,
          },
        ],
        files[i],
      );
      const outputs = messages.flatMap((m) =>
        (m.suggestions ?? []).map(({ messageId = '', fix }) => ({
          messageId,
          output: c.code.slice(0, fix.range[0]) + fix.text + c.code.slice(fix.range[1]),
        })),
      );
      if (outputs.length > 0) suggested.push({ rule: c.rule, code: c.code, filename: c.filename, outputs });
      return messages
        .map((m) =>
          m.fatal
            ? 'parse error'
            : `${m.line}:${m.column}-${m.endLine ?? m.line}:${m.endColumn ?? m.column} ${m.ruleId} ${m.message}`,
        )
        .sort();
    });
    const config = path.join(dir, 'oxlintrc.json');
    writeFileSync(
      config,
      JSON.stringify({
        jsPlugins: [bundle],
        categories: { correctness: 'off' },
        rules: {},
        overrides: cases.map((c, i) => ({ files: [`${i}/**`], rules: entry(c) })),
      }),
    );
    const run = spawnSync(oxlint, ['--config', config, '--format', 'json', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    let diagnostics: OxlintDiagnostic[];
    try {
      ({ diagnostics } = JSON.parse(run.stdout) as { diagnostics: OxlintDiagnostic[] });
    } catch {
      throw new Error(`oxlint gave no JSON (exit ${run.status}): ${run.stderr || run.stdout}`);
    }
    const oxlintFindings: Findings[] = cases.map(() => []);
    for (const d of diagnostics) {
      const file = path.resolve(dir, d.filename);
      const index = Number(path.relative(dir, file).split(path.sep)[0]);
      const rule = /^mcp-resources\((.+)\)$/.exec(d.code ?? '')?.[1];
      const bytes = readFileSync(file);
      const span = d.labels?.[0]?.span;
      const range = span ? `${position(bytes, span.offset)}-${position(bytes, span.offset + span.length)}` : '?';
      oxlintFindings[index]!.push(rule ? `${range} ${PREFIX}${rule} ${d.message}` : 'parse error');
    }
    return { eslint, oxlint: oxlintFindings.map((f) => f.sort()), suggested };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
