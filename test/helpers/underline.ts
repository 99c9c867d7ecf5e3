import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../../src/index.js';

/**
 * Lints `code` with one rule and draws each finding under its source lines, the way an editor
 * would underline it:
 *
 *     2 | new ResourceTemplate("a://{x}{y}")
 *       |                          ^^^^^^
 */
export function underline(code: string, rule: string, options: unknown[] = []): string {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: { 'mcp-resources': plugin as never },
        rules: { [`mcp-resources/${rule}`]: ['error', ...options] as Linter.RuleEntry },
      },
    ],
    'file.ts',
  );
  const lines = code.split(/\r?\n/);
  const out: string[] = [];
  for (const m of messages) {
    if (m.fatal) return `parse error: ${m.message}`;
    out.push(`${m.messageId}:`);
    const endLine = m.endLine ?? m.line;
    for (let line = m.line; line <= endLine; line++) {
      const text = lines[line - 1] ?? '';
      const from = line === m.line ? m.column - 1 : 0;
      const to = line === endLine ? (m.endColumn ?? m.column + 1) - 1 : text.length;
      const gutter = String(line).padStart(3);
      out.push(`${gutter} | ${text}`, `    | ${' '.repeat(from)}${'^'.repeat(Math.max(1, to - from))}`);
    }
  }
  return out.join('\n');
}
