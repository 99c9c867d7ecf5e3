// Suggestions never weaken a check: each suggestion applied to its case, both versions run
// (run-handlers.ts), and every value the original's handlers refuse must be refused by the fixed
// code's handlers too. The values: fixed ones a check of a URI variable is about (traversal,
// separators, line breaks, encodings), random ones over the characters the code's regexes name,
// and each value a regex matches with something put around it (where an unanchored regex differs
// from an anchored one).
import { seededRandom } from './prng.js';
import { handlersOf, refusals } from './run-handlers.js';

/** A rule case with the code its suggestions produce. */
export interface SuggestedCase {
  readonly rule: string;
  readonly code: string;
  readonly filename: string;
  readonly outputs: readonly { readonly messageId: string; readonly output: string }[];
}

export interface SafetyReport {
  /** Suggestions applied. */
  readonly suggestions: number;
  /** Of which both versions ran, with the same number of handlers. */
  readonly ran: number;
  /** Of which the original refused at least one value: the comparison says something. */
  readonly refusing: number;
  /** A value the original refuses and the fixed code lets through, per suggestion. */
  readonly weakened: readonly string[];
}

const BASE_VALUES = [
  '',
  'a',
  'abc',
  'ABC',
  'a-b',
  'a_b',
  '123',
  '12-ab',
  'draft',
  'final',
  'readme',
  'a.md',
  'x.txt',
  '.',
  '..',
  '../etc/passwd',
  '/etc/passwd',
  '/',
  '\\',
  'a/b',
  'a\\b',
  'C:\\x',
  'a\nb',
  'ok\n../etc',
  '%2e%2e%2f',
  '%252e',
  'a b',
  '?q=1',
  '#x',
  'a&b=c',
  'é',
  'x'.repeat(300),
];
const AROUND = ['', '/', '../', 'x', '\n', '-', '/../../etc'];

/** The regular expression literals of a piece of code, as RegExps (those that compile here). */
function regexesIn(code: string): RegExp[] {
  const found: RegExp[] = [];
  for (const m of code.matchAll(/\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/([dgimsuvy]*)/g)) {
    try {
      found.push(new RegExp(m[1]!, m[2]!.replace(/[gy]/g, '')));
    } catch {
      // not a regex literal (a division, a comment, a path)
    }
  }
  return found;
}

/** The values tried on both versions of one suggestion: the same for both, seeded by the case. */
export function valuesFor(original: string, fixed: string): string[] {
  const regexes = [...regexesIn(original), ...regexesIn(fixed)];
  const alphabet = [...new Set([...'az09-_./\\\n%?#&:AZ ', ...regexes.flatMap((r) => [...r.source])])];
  const random = seededRandom(original.length * 31 + fixed.length);
  const values = new Set(BASE_VALUES);
  for (let i = 0; i < 300; i++) {
    const length = random.below(10);
    values.add(Array.from({ length }, () => random.pick(alphabet)).join(''));
  }
  // Matches of each regex, with something before and after them.
  for (const regex of regexes)
    for (const value of [...values].filter((v) => regex.test(v)).slice(0, 20))
      for (const before of AROUND) for (const after of AROUND) values.add(before + value + after);
  return [...values];
}

/** Every suggestion of `cases` applied, run and compared with its original. */
export async function checkSuggestionSafety(cases: readonly SuggestedCase[]): Promise<SafetyReport> {
  let suggestions = 0;
  let ran = 0;
  let refusing = 0;
  const weakened: string[] = [];
  for (const { rule, code, filename, outputs } of cases) {
    for (const { messageId, output } of outputs) {
      suggestions++;
      const before = handlersOf(code, filename);
      const after = handlersOf(output, filename);
      if (!before) continue;
      if (!after || after.length !== before.length) {
        weakened.push(`${rule} ${messageId}: the fixed code no longer runs or registers other handlers\n${output}`);
        continue;
      }
      ran++;
      const values = valuesFor(code, output);
      let refusedSomething = false;
      for (const [i, handler] of before.entries()) {
        const was = await refusals(handler, values);
        const now = await refusals(after[i]!, values);
        refusedSomething ||= was.some(Boolean);
        const through = values.filter((_v, k) => was[k] && !now[k]);
        if (through.length > 0)
          weakened.push(
            `${rule} ${messageId}: the fixed code lets through ${JSON.stringify(through.slice(0, 5))}, which the original refused\n--- original\n${code}\n--- fixed\n${output}`,
          );
      }
      if (refusedSomething) refusing++;
    }
  }
  return { suggestions, ran, refusing, weakened };
}
