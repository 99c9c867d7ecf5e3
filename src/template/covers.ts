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
  const a = shapeOf(earlier).nfa;
  const b = shapeOf(later).nfa;
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

/** A template's automaton, and the text every URI it matches starts and ends with. */
interface Shape {
  readonly nfa: Nfa;
  readonly prefix: string;
  readonly suffix: string;
}

/** Each template's shape, worked out once however many templates it is compared with. */
const shapes = new WeakMap<ParsedTemplate, Shape>();

function shapeOf(template: ParsedTemplate): Shape {
  let shape = shapes.get(template);
  if (!shape) {
    const nfa = sdkMatchNfa(template);
    shape = { nfa, prefix: commonPrefix(nfa), suffix: commonSuffix(template) };
    shapes.set(template, shape);
  }
  return shape;
}

/**
 * The longest text every word of `nfa` starts with: the characters read while all the edges out of
 * the states reached test one and the same character and no word can end. Every state of an NFA
 * from sdkMatchNfa lies on a path to its accepting state, and each of its other tests lets more than
 * one character through, so the words part where this stops.
 */
function commonPrefix(nfa: Nfa): string {
  let prefix = '';
  let states = [nfa.start];
  for (;;) {
    if (states.includes(nfa.accept)) return prefix;
    const edges = states.flatMap((state) => nfa.transitions[state]!);
    const first = edges[0]?.[0];
    if (!first || !('char' in first) || !edges.every(([test]) => 'char' in test && test.char === first.char))
      return prefix;
    prefix += first.char;
    states = [...new Set(edges.map(([, target]) => target))];
  }
}

/** The literal text at the end of the template, which every URI it matches ends with. */
function commonSuffix(template: ParsedTemplate): string {
  let suffix = '';
  for (let i = template.parts.length - 1; i >= 0; i--) {
    const part = template.parts[i]!;
    if (part.type !== 'literal') break;
    suffix = part.value + suffix;
  }
  return suffix;
}

/**
 * A necessary condition for `earlier` to cover `later`, besides the prefix: the same for the end,
 * and each fixed text of `earlier` inside one of `later`'s. A URI of `later` whose every variable
 * part is one character found in no fixed text of `earlier` holds such a text only inside one of
 * its own fixed texts, and `earlier` matches no URI without it.
 */
function fits(earlier: Shape, later: Shape): boolean {
  return (
    later.suffix.endsWith(earlier.suffix) &&
    earlier.nfa.fixedTexts.every((text) => later.nfa.fixedTexts.some((own) => own.includes(text)))
  );
}

/**
 * The templates registered so far on one server, in order, for finding the first one that covers
 * a later template without comparing it with every one. If `earlier` covers `later`, every URI of
 * `later` starts with the text every URI of `earlier` starts with, which is then a prefix of
 * `later`'s own common prefix, and likewise for the ends. So the templates are kept by their prefix,
 * and the automata are compared only for those that fit (`fits`).
 */
export class CoverIndex<T> {
  readonly #byPrefix = new Map<string, Array<{ order: number; template: ParsedTemplate; value: T }>>();
  /** Added, not yet kept by prefix: a template no later one is compared with needs no shape. */
  readonly #pending: Array<{ order: number; template: ParsedTemplate; value: T }> = [];
  #added = 0;

  add(template: ParsedTemplate, value: T): void {
    this.#pending.push({ order: this.#added++, template, value });
  }

  /** The first template added that covers `later` (see templateCovers). */
  firstCovering(later: ParsedTemplate): T | undefined {
    if (this.#added === 0) return undefined;
    for (const entry of this.#pending.splice(0)) {
      const { prefix } = shapeOf(entry.template);
      const entries = this.#byPrefix.get(prefix) ?? [];
      entries.push(entry);
      this.#byPrefix.set(prefix, entries);
    }
    const { prefix } = shapeOf(later);
    let first: { order: number; value: T } | undefined;
    for (let end = 0; end <= prefix.length; end++) {
      for (const entry of this.#byPrefix.get(prefix.slice(0, end)) ?? []) {
        if (first && entry.order > first.order) break;
        if (fits(shapeOf(entry.template), shapeOf(later)) && templateCovers(entry.template, later)) {
          first = entry;
          break;
        }
      }
    }
    return first?.value;
  }
}
