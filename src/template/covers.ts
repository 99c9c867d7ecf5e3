import type { ParsedTemplate } from 'mcp-resources/grammar';
import { sdkMatchNfa, testChar, type Nfa } from './sdk-pattern.js';

/** Work bound for the inclusion check; past it the answer is "not certain". */
const MAX_PAIRS = 20_000;

/**
 * Whether every URI that the SDK matches against `later` is also matched by `earlier`, so that
 * `later` can never be reached when `earlier` is tried first. Exact for the SDK's matching
 * language (see sdk-pattern.ts): it explores `later`'s NFA in step with the subset construction of
 * `earlier`'s, over an alphabet of every character either tests for plus one stand-in for all others.
 * Returns `false` when unsure (the work bound was hit) — a cover is only reported when certain.
 */
export function templateCovers(earlier: ParsedTemplate, later: ParsedTemplate): boolean {
  if (earlier.errors.length > 0 || later.errors.length > 0) return false;
  const a = sdkMatchNfa(earlier);
  const b = sdkMatchNfa(later);
  const alphabet = [...new Set([...a.chars, ...b.chars])];
  // One character tested by neither automaton stands for all of them.
  let other = 0xe000;
  while (alphabet.includes(String.fromCharCode(other))) other++;
  alphabet.push(String.fromCharCode(other));

  const step = (nfa: Nfa, states: Iterable<number>, char: string): number[] => {
    const next = new Set<number>();
    for (const s of states)
      for (const [test, target] of nfa.transitions[s]!) if (testChar(test, char)) next.add(target);
    return [...next].sort((x, y) => x - y);
  };

  const seen = new Set<string>();
  const queue: Array<[number, number[]]> = [[b.start, [a.start]]];
  seen.add(`${b.start}|${a.start}`);
  while (queue.length > 0) {
    const [bState, aStates] = queue.shift()!;
    if (bState === b.accept && !aStates.includes(a.accept)) return false;
    for (const char of alphabet) {
      const aNext = step(a, aStates, char);
      for (const bNext of step(b, [bState], char)) {
        const key = `${bNext}|${aNext.join(',')}`;
        if (seen.has(key)) continue;
        if (seen.size >= MAX_PAIRS) return false;
        seen.add(key);
        queue.push([bNext, aNext]);
      }
    }
  }
  return true;
}
