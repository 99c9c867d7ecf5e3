// types/docs/check.md stays true to the code: the values of the round trip, the escapes of each kind
// of variable, the options of the command and the default bounds are the ones it states.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOUNDS, escapePayloads, ROUND_TRIP_VALUES } from 'mcp-resources/check';
import { USAGE } from '../../types/check/cli.js';

const page = readFileSync(new URL('../../types/docs/check.md', import.meta.url), 'utf8');

/** The rows of the Markdown table whose header starts with `header`, as lists of cells. */
function table(header: string): string[][] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header}`));
  expect(start, header).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** A payload as the page writes it: eight repeats of its first unit as "`unit` ×8", then the rest. */
function written(raw: string): string {
  for (const unit of ['..%2F', '..%252F', '%2e%2e%2f', '..%5C', '%2e%2e/']) {
    if (raw.startsWith(unit.repeat(8))) return `\`${unit}\` ×8 \`${raw.slice(unit.length * 8)}\``;
  }
  return `\`${raw}\``;
}

describe('types/docs/check.md', () => {
  it('lists the values of the round trip', () => {
    expect(table('Value').map(([value]) => value)).toEqual(ROUND_TRIP_VALUES.map((value) => `\`${value}\``));
  });

  it('writes each escape as the check sends it, for a segment variable and for {+x}, {#x}, {/x*}', () => {
    const rows = table('Label');
    const segment = escapePayloads({ name: 'x', operator: '', explode: false, prefix: undefined });
    const spanning = escapePayloads({ name: 'x', operator: '+', explode: false, prefix: undefined });
    const cell = (column: string, other: string | undefined) => (column === 'the same' ? other : column);
    const sent = rows.map(([, inSegment, inSpanning]) => [inSegment || undefined, cell(inSpanning!, inSegment)]);
    expect(sent.map(([s]) => s).filter(Boolean)).toEqual(segment.map((p) => written(p.raw)));
    expect(sent.map(([, s]) => s)).toEqual(spanning.map((p) => written(p.raw)));
  });

  it('names every option of the command, and the default bounds', () => {
    const documented = table('Option').map(([option]) => /^`(--[a-z-]+)/.exec(option!)![1]);
    const usage = [...USAGE.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(documented).toEqual(usage);
    const bounds = Object.fromEntries(table('Bound').map(([bound, value]) => [bound, value]));
    expect(bounds['requests per template']).toMatch(new RegExp(`^${DEFAULT_BOUNDS.maxRequestsPerTemplate} `));
    expect(bounds['time one request may take']).toBe(`${DEFAULT_BOUNDS.timeoutMs / 1000} s`);
    expect(bounds['time the whole run may take']).toBe(`${DEFAULT_BOUNDS.maxTimeMs / 1000} s`);
  });
});
