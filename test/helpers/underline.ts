import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../../src/index.js';
import { recordCase } from './host-cases.js';

/** How the file is linted, when `file.ts` as a module without type information is not what the case needs. */
export interface UnderlineSettings {
  /** The file's name (`file.ts` unless given): some rules look at it, e.g. to skip test files. */
  filename?: string;
  /** Parser options on top of `sourceType: 'module'`, e.g. `projectService` for a type-aware run. */
  parserOptions?: Linter.ParserOptions;
}

/**
 * Lints `code` with one rule and draws each finding under its source lines, the way an editor
 * would underline it:
 *
 *     2 | new ResourceTemplate("a://{x}{y}")
 *       |                          ^^^^^^
 *
 * The carets are the exact range, in UTF-16 code units as ESLint counts columns. A range that
 * runs on past a line's end has one caret past that line's text, for its line break (and the
 * next line is drawn only if the range takes something of it); an empty range is `^ (empty)`.
 */
export function underline(
  code: string,
  rule: string,
  options: unknown[] = [],
  { filename = 'file.ts', parserOptions }: UnderlineSettings = {},
): string {
  recordCase({ rule, code, options, filename, parserOptions });
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,mts,cts,tsx,js,mjs,cjs,jsx}'],
        languageOptions: {
          parser: tseslint.parser as Linter.Parser,
          sourceType: 'module',
          ...(parserOptions && { parserOptions }),
        },
        plugins: { 'mcp-resources': plugin as never },
        rules: { [`mcp-resources/${rule}`]: ['error', ...options] as Linter.RuleEntry },
      },
    ],
    filename,
  );
  const lines = code.split(/\r\n|[\r\n\u2028\u2029]/);
  const out: string[] = [];
  for (const m of messages) {
    if (m.fatal) return `parse error: ${m.message}`;
    out.push(`${m.messageId}:`);
    const end = { line: m.endLine ?? m.line, column: (m.endColumn ?? m.column) - 1 };
    for (let line = m.line; line <= end.line; line++) {
      const text = lines[line - 1] ?? '';
      const from = line === m.line ? m.column - 1 : 0;
      // A line whose line break is in the range: one caret past its text for the break.
      const to = line === end.line ? end.column : text.length + 1;
      if (line > m.line && to === 0) break;
      const carets = to > from ? '^'.repeat(to - from) : '^ (empty)';
      out.push(`${String(line).padStart(3)} | ${text}`, `    | ${' '.repeat(from)}${carets}`);
    }
  }
  return out.join('\n');
}
