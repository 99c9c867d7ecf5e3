import { createRequire } from 'node:module';
import type { AST, RegExpParser } from '@eslint-community/regexpp';

/**
 * How much of a value a validating regular expression constrains:
 * - `whole`: every alternative is anchored at both ends (`^…$`, `^(?:a|b)$`);
 * - `missing-start` / `missing-end` / `missing-both`: no alternative has that anchor;
 * - `partial-alternatives`: anchors bind only some alternatives (`^a|b$` is `(^a)|(b$)`);
 * - `multiline`: anchored, but the `m` flag makes `^`/`$` match at every line break.
 */
export type Anchoring =
  'whole' | 'missing-start' | 'missing-end' | 'missing-both' | 'partial-alternatives' | 'multiline';

export interface RegexAnatomy {
  readonly anchoring: Anchoring;
  /** Every alternative is one negated class or set (`[^a-z0-9-]`, `\W+`): a test for any bad character. */
  readonly negatedClassBlocklist: boolean;
  /** Whether it may consume `/`, `\` or `.` (what a path needs to climb or switch roots). */
  readonly mayMatchPathCharacters: boolean;
  /** Whether it may consume a character a URI component must encode: a delimiter, `%` or a space. */
  readonly mayMatchUriDelimiters: boolean;
  /** The same pattern anchored at both ends: `^…$` for one alternative, `^(?:…)$` for several. */
  readonly anchoredSource: string;
  /** The flags for `anchoredSource`: without `m`. */
  readonly anchoredFlags: string;
}

// Loaded when the first pattern is analysed, not when the plugin is imported (most files hold
// none), through the CommonJS entry: the copy ESLint has already loaded.
let parserClass: typeof RegExpParser | undefined;
function newParser(): RegExpParser {
  parserClass ??= (
    createRequire(import.meta.url)('@eslint-community/regexpp') as typeof import('@eslint-community/regexpp')
  ).RegExpParser;
  return new parserClass({ ecmaVersion: 2025 });
}

const PATH_CHARACTERS = ['/', '\\', '.'].map((c) => c.codePointAt(0)!);
const URI_DELIMITERS = Array.from(":/?#[]@!$&'()*+,;=% ", (c) => c.codePointAt(0)!);

/** The anatomy of a pattern, or `null` when it does not parse with these flags. */
export function analyzeRegex(source: string, flags: string): RegexAnatomy | null {
  let pattern: AST.Pattern;
  try {
    pattern = newParser().parsePattern(source, 0, source.length, {
      unicode: flags.includes('u'),
      unicodeSets: flags.includes('v'),
    });
  } catch {
    return null;
  }
  return {
    anchoring: anchoringOf(pattern, flags),
    negatedClassBlocklist: pattern.alternatives.every(isSingleNegatedClass),
    mayMatchPathCharacters: PATH_CHARACTERS.some((c) => mayMatch(pattern, c)),
    mayMatchUriDelimiters: URI_DELIMITERS.some((c) => mayMatch(pattern, c)),
    anchoredSource: anchoredSourceOf(pattern),
    anchoredFlags: flags.replace('m', ''),
  };
}

function anchoringOf(pattern: AST.Pattern, flags: string): Anchoring {
  const sticky = flags.includes('y');
  const starts = pattern.alternatives.map((a) => sticky || startsAnchored(a));
  const ends = pattern.alternatives.map(endsAnchored);
  if (starts.every(Boolean) && ends.every(Boolean)) return flags.includes('m') ? 'multiline' : 'whole';
  const someStart = starts.some(Boolean);
  const someEnd = ends.some(Boolean);
  if ((someStart && !starts.every(Boolean)) || (someEnd && !ends.every(Boolean))) return 'partial-alternatives';
  if (!someStart && !someEnd) return 'missing-both';
  return someStart ? 'missing-end' : 'missing-start';
}

function startsAnchored(alternative: AST.Alternative): boolean {
  const first = alternative.elements[0];
  if (!first) return false;
  if (first.type === 'Assertion') return first.kind === 'start';
  if (first.type === 'Group' || first.type === 'CapturingGroup') return first.alternatives.every(startsAnchored);
  return false;
}

function endsAnchored(alternative: AST.Alternative): boolean {
  const last = alternative.elements[alternative.elements.length - 1];
  if (!last) return false;
  if (last.type === 'Assertion') return last.kind === 'end';
  if (last.type === 'Group' || last.type === 'CapturingGroup') return last.alternatives.every(endsAnchored);
  return false;
}

function isSingleNegatedClass(alternative: AST.Alternative): boolean {
  if (alternative.elements.length !== 1) return false;
  const element = alternative.elements[0]!;
  const atom = element.type === 'Quantifier' ? element.element : element;
  if (atom.type === 'CharacterClass') return atom.negate;
  return atom.type === 'CharacterSet' && atom.kind !== 'any' && atom.negate;
}

/** Whether anything the pattern consumes (outside lookarounds) may be the character `code`. Unknown counts as may. */
function mayMatch(node: AST.Node, code: number): boolean {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.some((a) => mayMatch(a, code));
    case 'Alternative':
      return node.elements.some((e) => mayMatch(e, code));
    case 'Quantifier':
      return node.max > 0 && mayMatch(node.element, code);
    case 'Assertion':
    case 'Backreference': // repeats what a group consumed: that group is checked itself
      return false;
    case 'Character':
      return node.value === code;
    case 'CharacterSet':
      return setMatches(node, code) !== false;
    case 'CharacterClass': {
      const matches = node.elements.map((e) => classElementMatches(e, code));
      if (node.negate) return !matches.some((m) => m === true);
      return matches.some((m) => m !== false);
    }
    default:
      return true;
  }
}

function classElementMatches(element: AST.CharacterClassElement, code: number): boolean | 'unknown' {
  switch (element.type) {
    case 'Character':
      return element.value === code;
    case 'CharacterClassRange':
      return element.min.value <= code && code <= element.max.value;
    case 'CharacterSet':
      return setMatches(element, code);
    case 'CharacterClass':
      return mayMatch(element, code);
    default:
      return 'unknown';
  }
}

function setMatches(set: AST.CharacterSet, code: number): boolean | 'unknown' {
  const char = String.fromCodePoint(code);
  switch (set.kind) {
    case 'any':
      return true;
    case 'digit':
      return /\d/.test(char) !== set.negate;
    case 'space':
      return /\s/.test(char) !== set.negate;
    case 'word':
      return /\w/.test(char) !== set.negate;
    default:
      return 'unknown';
  }
}

function anchoredSourceOf(pattern: AST.Pattern): string {
  const source = pattern.raw;
  const alternatives = pattern.alternatives;
  const first = alternatives[0]?.elements[0];
  const lastAlternative = alternatives[alternatives.length - 1];
  const last = lastAlternative?.elements[lastAlternative.elements.length - 1];
  const from = first?.type === 'Assertion' && first.kind === 'start' ? first.end - pattern.start : 0;
  const to =
    last?.type === 'Assertion' && last.kind === 'end' && last.start - pattern.start >= from
      ? last.start - pattern.start
      : source.length;
  const inner = source.slice(from, to);
  return alternatives.length > 1 ? `^(?:${inner})$` : `^${inner}$`;
}
