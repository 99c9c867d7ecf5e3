// The round-trip property, for the seeded test (match.roundtrip.test.ts) and its larger run
// (bench/roundtrip-property.js): for each generated template and values, match(t, expand(t, v))
// gives v back exactly (decoded, lists as lists, absent query variables absent), in the shapes
// TemplateVariables<T> describes. Failures are collected, not thrown, so one run reports them all.
import { isDeepStrictEqual } from 'node:util';
import { analyzeMatching, parseTemplate, type ParsedTemplate } from '../../../types/grammar/index.js';
import { expand, match } from '../../../types/runtime/index.js';
import { seededRandom } from '../../helpers/prng.js';
import { generateRoundTrip, type RoundTripOptions } from './roundtrip-generator.js';

export interface RoundTripFailure {
  readonly index: number;
  readonly template: string;
  readonly uri: string;
  readonly expected: Record<string, unknown>;
  readonly got: unknown;
  readonly why: string;
}

/** What the generated cases held, counted per case, so a passing run is known to mean something. */
export type Seen = Record<string, number>;

const OPERATORS = ['', '+', '#', '.', '/', ';'] as const;
const LITERAL_CHARS = [...'&?=;,./#'];

/** Counts of what the property needs generated; every one must be well represented. */
function features(parsed: ParsedTemplate, values: Record<string, unknown>): string[] {
  const out: string[] = [];
  const parts = parsed.parts;
  const strings = Object.values(values)
    .flat()
    .filter((v): v is string => typeof v === 'string');
  if (parsed.variables.some((v) => v.kind === 'multi-segment')) out.push('multi-segment');
  if (parsed.variables.some((v) => v.explode)) out.push('exploded');
  if (parsed.variables.some((v) => v.prefix !== undefined)) out.push('prefix');
  if (Object.values(values).includes(undefined)) out.push('absent');
  if (strings.includes('')) out.push('empty value');
  if (strings.some((s) => /[\u{10000}-\u{10ffff}]/u.test(s))) out.push('astral');
  if (strings.some((s) => s.includes('%'))) out.push('"%" in a value');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.type === 'literal') {
      const neighbours = [parts[i - 1], parts[i + 1]].filter((p) => p?.type === 'expression');
      for (const c of LITERAL_CHARS) if (part.value.includes(c) && neighbours.length > 0) out.push(`literal "${c}"`);
      if (/%[0-9A-F]{2}/i.test(part.value) && neighbours.length > 0) out.push('pct-triplet literal');
      for (const p of neighbours) if (p?.type === 'expression') out.push(`literal next to {${p.operator}…}`);
      continue;
    }
    const op = part.operator;
    if (op === '?' || op === '&') {
      // The expression before the group and after it, past a literal between them (if any).
      const before = [parts[i - 1], parts[i - 2]].find((p) => p?.type === 'expression');
      const after = [parts[i + 1], parts[i + 2]].find((p) => p?.type === 'expression');
      if (before?.type === 'expression' && before.operator !== '?' && before.operator !== '&')
        out.push(`{${before.operator}…} before a query group`);
      if (after?.type === 'expression' && after.operator !== '?' && after.operator !== '&')
        out.push(`{${after.operator}…} after a query group`);
      if (i < parts.length - 1 && !parts.slice(i + 1).every((p) => p.type === 'expression' && p.operator === '&'))
        out.push('query group not at the end');
    }
    if (op === ';' && parts[i + 1]?.type === 'literal' && (parts[i + 1] as { value: string }).value.startsWith('='))
      out.push('{;x}=…');
  }
  return out;
}

/** The features every run must show, each in at least `share` of the cases. */
export const REQUIRED_FEATURES: readonly string[] = [
  'multi-segment',
  'exploded',
  'prefix',
  'absent',
  'empty value',
  '"%" in a value',
  'pct-triplet literal',
  'query group not at the end',
  '{;x}=…',
  ...LITERAL_CHARS.map((c) => `literal "${c}"`),
  ...OPERATORS.map((op) => `literal next to {${op}…}`),
  ...OPERATORS.map((op) => `{${op}…} before a query group`),
  ...OPERATORS.map((op) => `{${op}…} after a query group`),
];

export function runRoundTrip(
  seed: number,
  count: number,
  options: RoundTripOptions = { wide: true },
): { failures: RoundTripFailure[]; seen: Seen } {
  const random = seededRandom(seed);
  const failures: RoundTripFailure[] = [];
  const seen: Seen = {};
  for (let index = 0; index < count; index++) {
    const { template, values } = generateRoundTrip(random, options);
    const expected = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const fail = (why: string, uri = '', got: unknown = undefined) => {
      failures.push({ index, template, uri, expected, got, why });
    };
    const parsed = parseTemplate(template);
    const errors = [...parsed.errors, ...(parsed.errors.length > 0 ? [] : analyzeMatching(parsed))];
    if (errors.length > 0) {
      fail(`not an unambiguous template: ${errors.map((e) => e.code).join(', ')}`);
      continue;
    }
    const uri = expand(template as string, values as never);
    const got = match(template as string, uri);
    // A plain object with exactly the defined keys (isDeepStrictEqual also compares prototypes).
    if (got === null || !isDeepStrictEqual({ ...got }, expected)) {
      fail('values differ', uri, got);
      continue;
    }
    // The shapes of TemplateVariables<T> (types/docs/guide.md): exploded ones string[], the
    // rest string, and only query variables may be missing.
    for (const variable of parsed.variables) {
      const value = got[variable.name];
      const shape = value === undefined ? 'absent' : Array.isArray(value) ? 'list' : typeof value;
      const allowed = variable.explode ? 'list' : 'string';
      if (shape !== allowed && !(shape === 'absent' && variable.kind === 'query'))
        fail(`${variable.name} is ${shape}, not ${allowed}`, uri, got);
    }
    for (const feature of new Set(features(parsed, values))) seen[feature] = (seen[feature] ?? 0) + 1;
  }
  return { failures, seen };
}
