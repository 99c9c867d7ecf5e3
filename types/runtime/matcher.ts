// Matching a URI against an unambiguous template, in one pass over the URI, without regular
// expressions and without backtracking. See match.ts for the rules this implements.
//
// The template is compiled into nodes: literals (in their expanded, pct-encoded form),
// expressions, and query groups (adjacent "{?…}" / "{&…}" expressions, matched leniently).
// At most one expression holds a multi-segment variable ("{+x}", "{#x}", "{/x*}"; parse()
// rejects templates with two). Nodes before it are matched left to right from the start of
// the URI; nodes after it right to left from the end (or from where a trailing query group
// begins); it takes what lies between. Every scan moves one way and reads each character a
// bounded number of times, so matching costs O(URI length × template size) at worst and
// O(URI length + template size) for templates whose literals do not overlap themselves.
import { hasAtMostCodePoints, pctDecode, pctEncode } from './encoding.js';
import type { Operator, ParsedTemplate } from './grammar.js';

const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const COMMA = 0x2c;
const DOT = 0x2e;
const SEMICOLON = 0x3b;

interface Slot {
  readonly name: string;
  /** Position of the variable in the template, and in the result. */
  readonly index: number;
  readonly explode: boolean;
  readonly prefix: number | undefined;
}

interface LiteralNode {
  readonly kind: 'literal';
  /** The literal as expand writes it (characters outside the URI syntax pct-encoded). */
  readonly text: string;
  readonly first: number;
  readonly last: number;
  /** KMP failure function of `text`, and of `text` reversed. */
  readonly forward: Int32Array;
  readonly backward: Int32Array;
}

interface ExpressionNode {
  readonly kind: 'expression';
  readonly op: Operator;
  /** The operator's first character, -1 for "" and "+". */
  readonly first: number;
  readonly sep: number;
  readonly named: boolean;
  readonly slots: readonly Slot[];
  /** Index in `slots` of the first exploded variable, -1 if none. */
  readonly explodeAt: number;
  /** Whether the last variable may take extra separator-split pieces ("" joins lists with ","; "." values may hold "."). */
  readonly absorbs: boolean;
  /** "/" is a delimiter inside this expression's values (all "U" operators but "/"). */
  readonly stopsAtSlash: boolean;
  /** "?" and "#" are delimiters ("U" operators; "+" and "#" keep reserved characters). */
  readonly stopsAtQuery: boolean;
  readonly multiSegment: boolean;
  /** The next node is an expression that starts with "." (set when that node is compiled). */
  readonly beforeDot: boolean;
}

interface QueryNode {
  readonly kind: 'query';
  readonly acceptsQuestion: boolean;
  readonly acceptsAmpersand: boolean;
  readonly byName: ReadonlyMap<string, Slot>;
  /**
   * For a group after the multi-segment variable: the "?" the template's literals between that
   * variable and the group hold, and the "&" they hold after the last of those "?" (all of their
   * "&" when they hold none). The group begins after them.
   */
  readonly questionsBefore: number;
  readonly ampersandsBefore: number;
}

type Node = LiteralNode | ExpressionNode | QueryNode;

export interface Matcher {
  readonly nodes: readonly Node[];
  /** Index of the node with the multi-segment variable, -1 if none. */
  readonly multi: number;
  /** The last node is a query group. */
  readonly trailingQuery: boolean;
  readonly names: readonly string[];
}

export type MatchValues = Record<string, string | string[]>;

// --- the next occurrence of a character, by native indexOf, cached per match call ---
//
// The forward pass (and the multi-segment variable and the trailing query group after it)
// asks for positions that never move left, so each character's search covers the URI at most
// once per call: linear in total, at the speed of the engine's string search. The backward pass
// does not use it (its positions move right to left), so the cache stays monotonic.

const cachedFrom = new Int32Array(128);
const cachedAt = new Int32Array(128);
const cachedCall = new Uint32Array(128);
let call = 0;
const CHARS = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

/** The first position at or after `from` holding ASCII character `code`, or `uri.length`. */
function nextIndex(uri: string, code: number, from: number): number {
  if (cachedCall[code] === call && cachedFrom[code]! <= from) {
    const at = cachedAt[code]!;
    if (at >= from) return at;
  }
  const found = uri.indexOf(CHARS[code]!, from);
  const at = found < 0 ? uri.length : found;
  cachedCall[code] = call;
  cachedFrom[code] = from;
  cachedAt[code] = at;
  return at;
}

// --- compiling ---

function failureFunction(length: number, at: (i: number) => number): Int32Array {
  const fail = new Int32Array(length);
  for (let i = 1, k = 0; i < length; i++) {
    while (k > 0 && at(i) !== at(k)) k = fail[k - 1]!;
    if (at(i) === at(k)) k++;
    fail[i] = k;
  }
  return fail;
}

function literalNode(text: string): LiteralNode {
  const m = text.length;
  return {
    kind: 'literal',
    text,
    first: text.charCodeAt(0),
    last: text.charCodeAt(m - 1),
    forward: failureFunction(m, (i) => text.charCodeAt(i)),
    backward: failureFunction(m, (i) => text.charCodeAt(m - 1 - i)),
  };
}

const FIRST: Record<Operator, number> = {
  '': -1,
  '+': -1,
  '#': HASH,
  '.': DOT,
  '/': SLASH,
  ';': SEMICOLON,
  '?': QUESTION,
  '&': AMPERSAND,
};
const SEP: Record<Operator, number> = {
  '': COMMA,
  '+': COMMA,
  '#': COMMA,
  '.': DOT,
  '/': SLASH,
  ';': SEMICOLON,
  '?': AMPERSAND,
  '&': AMPERSAND,
};

/** Compiles a template that has no syntax and no matching error. */
export function compileMatcher(parsed: ParsedTemplate): Matcher {
  const nodes: Node[] = [];
  const names = parsed.variables.map((v) => v.name);
  let index = 0;
  let multi = -1;
  for (const part of parsed.parts) {
    if (part.type === 'literal') {
      nodes.push(literalNode(pctEncode(part.value, true)));
      continue;
    }
    const slots = part.variables.map((v): Slot => ({
      name: v.name,
      index: index++,
      explode: v.explode,
      prefix: v.prefix,
    }));
    const op = part.operator;
    if (op === '?' || op === '&') {
      const previous = nodes[nodes.length - 1];
      const group =
        previous?.kind === 'query'
          ? previous
          : {
              kind: 'query' as const,
              acceptsQuestion: false,
              acceptsAmpersand: false,
              byName: new Map<string, Slot>(),
              ...charsBefore(nodes, multi),
            };
      if (group !== previous) nodes.push(group);
      const writable = group as { acceptsQuestion: boolean; acceptsAmpersand: boolean };
      if (op === '?') writable.acceptsQuestion = true;
      else writable.acceptsAmpersand = true;
      for (const slot of slots) (group.byName as Map<string, Slot>).set(slot.name, slot);
      continue;
    }
    const multiSegment = part.variables.some((v) => v.kind === 'multi-segment');
    if (multiSegment) multi = nodes.length;
    const reserved = op === '+' || op === '#';
    const previous = nodes[nodes.length - 1];
    if (op === '.' && previous?.kind === 'expression') (previous as { beforeDot: boolean }).beforeDot = true;
    nodes.push({
      kind: 'expression',
      op,
      first: FIRST[op],
      sep: SEP[op],
      named: op === ';',
      slots,
      explodeAt: slots.findIndex((s) => s.explode),
      absorbs: op === '' || op === '.' || reserved,
      stopsAtSlash: !reserved && op !== '/',
      stopsAtQuery: !reserved,
      multiSegment,
      beforeDot: false,
    });
  }
  return { nodes, multi, trailingQuery: nodes[nodes.length - 1]?.kind === 'query', names };
}

/** The "?" and "&" of the literals after node `multi` (see QueryNode); none before it. */
function charsBefore(nodes: readonly Node[], multi: number): { questionsBefore: number; ampersandsBefore: number } {
  let questionsBefore = 0;
  let ampersandsBefore = 0;
  if (multi < 0) return { questionsBefore, ampersandsBefore };
  for (let i = multi + 1; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.kind !== 'literal') continue;
    for (let j = 0; j < node.text.length; j++) {
      const c = node.text.charCodeAt(j);
      if (c === QUESTION) {
        questionsBefore++;
        ampersandsBefore = 0;
      } else if (c === AMPERSAND) ampersandsBefore++;
    }
  }
  return { questionsBefore, ampersandsBefore };
}

// --- scanning helpers ---

/** A character that ends a value of `node` (its separators are handled by the caller). */
function isStop(node: ExpressionNode | QueryNode, c: number): boolean {
  if (node.kind === 'query') return c === HASH;
  return (node.stopsAtQuery && (c === QUESTION || c === HASH)) || (c === SLASH && node.stopsAtSlash);
}

/** The first character(s) the node after an expression may begin with, for a lazy boundary. */
function boundaryChars(next: Node): [number, number] {
  if (next.kind === 'expression') return [next.first, -1];
  if (next.kind === 'query') return [next.acceptsQuestion ? QUESTION : -1, next.acceptsAmpersand ? AMPERSAND : -1];
  return [-1, -1];
}

/** Left to right: the first delimiter of `node` at or after `from` (`uri.length` if none). */
function stopAfter(node: ExpressionNode | QueryNode, uri: string, from: number): number {
  if (node.kind === 'query') return nextIndex(uri, HASH, from);
  let end = uri.length;
  if (node.stopsAtQuery) end = Math.min(nextIndex(uri, QUESTION, from), nextIndex(uri, HASH, from));
  if (node.stopsAtSlash) end = Math.min(end, nextIndex(uri, SLASH, from));
  return end;
}

/**
 * Left to right: the end of the text of `node` that starts at `start`. The text runs to the
 * first delimiter of the node, or (lazily) to where the next node begins, once it holds the
 * `need` separators its variables require. When the next node is a query group, which may be
 * absent, `then` is the node after it, and the text also ends where that one begins.
 * `sepStops` makes the separator a delimiter too.
 */
function scanForward(
  node: ExpressionNode | QueryNode,
  next: Node | undefined,
  then: Node | undefined,
  uri: string,
  start: number,
  need: number,
  sepStops: boolean,
): number {
  const sep = node.kind === 'expression' ? node.sep : AMPERSAND;
  const stop = stopAfter(node, uri, start);
  let p = start;
  for (let seps = 0; seps < need; seps++) {
    const at = nextIndex(uri, sep, p);
    if (at >= stop) return stop;
    p = at + 1;
  }
  // Armed at p: from here the next node may begin.
  const end = sepStops ? Math.min(stop, nextIndex(uri, sep, p)) : stop;
  if (next === undefined) return end;
  const at = nodeStart(node, next, uri, p, end, sepStops);
  return next.kind === 'query' && then !== undefined ? Math.min(at, nodeStart(node, then, uri, p, end, sepStops)) : at;
}

/** Left to right from `p`: where node `next` may begin, within the text of `node` that ends by `end`. */
function nodeStart(
  node: ExpressionNode | QueryNode,
  next: Node,
  uri: string,
  p: number,
  end: number,
  sepStops: boolean,
): number {
  if (next.kind === 'literal') {
    // A literal that starts with a delimiter begins where the delimiter is; any other is searched for.
    if (isStop(node, next.first) || (sepStops && next.first === (node.kind === 'expression' ? node.sep : AMPERSAND)))
      return end;
    return findLiteral(next, uri, p, end);
  }
  const [b1, b2] = boundaryChars(next);
  return Math.min(end, b1 < 0 ? end : nextIndex(uri, b1, p), b2 < 0 ? end : nextIndex(uri, b2, p));
}

/**
 * Left to right from `from`: the start of the first occurrence of `lit` that begins no later
 * than `stop` (the first delimiter), or `stop` when none does. Knuth-Morris-Pratt, so each
 * character is read once.
 */
function findLiteral(lit: LiteralNode, uri: string, from: number, stop: number): number {
  const { text, forward: fail } = lit;
  const m = text.length;
  const limit = uri.length;
  let state = 0;
  let p = from;
  for (; p < limit; p++) {
    const c = uri.charCodeAt(p);
    while (state > 0 && c !== text.charCodeAt(state)) state = fail[state - 1]!;
    if (c === text.charCodeAt(state)) state++;
    if (state === m) return p - m + 1;
    if (p - state + 1 > stop) break;
  }
  return stop;
}

/**
 * Right to left, for a "" expression preceded by literal `lit`: the start of the expression's
 * text that ends at `end`. Mirrors `scanForward` + `findLiteral`: the nearest occurrence of
 * `lit` to the left, once `need` separators are inside, and not past a delimiter.
 */
function scanBackwardToLiteral(
  node: ExpressionNode,
  lit: LiteralNode,
  uri: string,
  end: number,
  lo: number,
  need: number,
): number {
  let p = end - 1;
  if (need > 0) {
    let seps = 0;
    for (; p >= lo; p--) {
      const c = uri.charCodeAt(p);
      if (isStop(node, c)) return p + 1;
      if (c === node.sep && ++seps === need) {
        p--;
        break;
      }
    }
    if (seps < need) return lo;
  }
  if (isStop(node, lit.last)) {
    for (; p >= lo; p--) if (isStop(node, uri.charCodeAt(p))) break;
    return p + 1;
  }
  const { text, backward: fail } = lit;
  const m = text.length;
  let q = -1;
  let state = 0;
  for (; p >= lo; p--) {
    const c = uri.charCodeAt(p);
    if (q < 0 && isStop(node, c)) q = p;
    while (state > 0 && c !== text.charCodeAt(m - 1 - state)) state = fail[state - 1]!;
    if (c === text.charCodeAt(m - 1 - state)) state++;
    if (state === m) return p + m;
    if (q >= 0 && p + state <= q) return q + 1;
  }
  return q >= 0 ? q + 1 : lo;
}

/**
 * Right to left, for an unnamed expression with a first character ("." or "/", which is also
 * its separator): the position of that first character, found as the `need + 1`-th separator
 * to the left of `end`; -1 if a delimiter or `lo` comes first.
 */
function scanBackwardToFirst(node: ExpressionNode, uri: string, end: number, lo: number, need: number): number {
  let seps = 0;
  for (let p = end - 1; p >= lo; p--) {
    const c = uri.charCodeAt(p);
    if (c === node.first) {
      if (seps === need) return p;
      seps++;
    } else if (isStop(node, c)) {
      return -1;
    }
  }
  return -1;
}

// --- reading values ---

// Where a "." may stand in a decoded value (ANY_DOT, NO_DOT, or not past the first character):
// expand writes "." raw (it is unreserved), so a value that holds one where the template reads "."
// as structure (a separator of "{.x}", the start of a "{.…}" after it) would expand into a URI that
// reads otherwise. Such a "." can only have come encoded ("%2E"); that value is no match.
const ANY_DOT = -1;
const NO_DOT = 0;
const FIRST_DOT = 1;

/** Percent-decoded value with its prefix and its dots (above) checked; `undefined` for no match. */
function valueOf(slot: Slot, uri: string, start: number, end: number, dots = ANY_DOT): string | undefined {
  const value = pctDecode(uri, start, end);
  if (value === undefined) return undefined;
  if (slot.prefix !== undefined && !hasAtMostCodePoints(value, slot.prefix)) return undefined;
  if (dots !== ANY_DOT && value.indexOf('.', dots) >= 0) return undefined;
  return value;
}

/**
 * The dots a piece of unnamed `node` may hold (see ANY_DOT): a multi-segment value any (the nodes
 * around it are read first); in a "{.x}" expression, none, but in the piece that takes the rest,
 * read left to right; elsewhere none when a "{.…}" follows and the piece is read left to right (right to
 * left, that expression is read first, up to its own ".").
 */
function dotsOf(node: ExpressionNode, forwardPass: boolean, takesRest: boolean): number {
  if (node.multiSegment) return ANY_DOT;
  if (node.op === '.') return forwardPass && takesRest && !node.beforeDot ? ANY_DOT : NO_DOT;
  return forwardPass && node.beforeDot ? NO_DOT : ANY_DOT;
}

/**
 * Splits the text `[start, end)` of an unnamed expression at its separator and gives each
 * variable its pieces: one each, except that the first exploded variable takes every piece the
 * others leave, or, with none exploded, the last variable takes the rest ("" and "." only).
 */
function assignUnnamed(
  node: ExpressionNode,
  uri: string,
  start: number,
  end: number,
  slots: unknown[],
  forwardPass: boolean,
): boolean {
  const k = node.slots.length;
  const sep = node.sep;
  // The multi-segment {/x*} takes text no delimiter has bounded: check it has none.
  if (node.multiSegment && node.stopsAtQuery && stopAfter(node, uri, start) < end) return false;
  if (k === 1 && node.explodeAt < 0) {
    const slot = node.slots[0]!;
    if (!node.absorbs && (forwardPass ? nextIndex(uri, sep, start) < end : hasChar(uri, sep, start, end))) return false;
    const value = valueOf(slot, uri, start, end, dotsOf(node, forwardPass, true));
    if (value === undefined) return false;
    slots[slot.index] = value;
    return true;
  }
  const cuts: number[] = [];
  if (forwardPass) {
    for (let p = nextIndex(uri, sep, start); p < end; p = nextIndex(uri, sep, p + 1)) cuts.push(p);
  } else {
    for (let p = start; p < end; p++) if (uri.charCodeAt(p) === sep) cuts.push(p);
  }
  const n = cuts.length + 1;
  if (n < k) return false;
  const extra = n - k;
  if (extra > 0 && node.explodeAt < 0 && !node.absorbs) return false;
  // Piece i is [i === 0 ? start : cuts[i - 1] + 1, i === n - 1 ? end : cuts[i]). (No closures
  // here: this runs on every match.)
  let piece = 0;
  for (let vi = 0; vi < k; vi++) {
    const slot = node.slots[vi]!;
    if (slot.explode) {
      const count = vi === node.explodeAt ? 1 + extra : 1;
      const items: string[] = [];
      for (let j = 0; j < count; j++, piece++) {
        const item = valueOf(
          slot,
          uri,
          piece === 0 ? start : cuts[piece - 1]! + 1,
          piece === n - 1 ? end : cuts[piece]!,
          dotsOf(node, forwardPass, false),
        );
        if (item === undefined) return false;
        items.push(item);
      }
      slots[slot.index] = items;
    } else {
      const takesRest = vi === k - 1 && node.explodeAt < 0 && extra > 0;
      const value = valueOf(
        slot,
        uri,
        piece === 0 ? start : cuts[piece - 1]! + 1,
        takesRest || piece === n - 1 ? end : cuts[piece]!,
        dotsOf(node, forwardPass, vi === k - 1 && node.explodeAt < 0 && node.absorbs),
      );
      if (value === undefined) return false;
      slots[slot.index] = value;
      piece = takesRest ? n : piece + 1;
    }
  }
  return true;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

function hasChar(uri: string, code: number, start: number, end: number): boolean {
  for (let p = start; p < end; p++) if (uri.charCodeAt(p) === code) return true;
  return false;
}

/** `name` is at `p`, followed by "=", a separator, a delimiter, the end, or the start of node `next` (or `then`). */
function nameAt(
  node: ExpressionNode,
  uri: string,
  p: number,
  name: string,
  next: Node | undefined,
  then: Node | undefined,
): boolean {
  if (!uri.startsWith(name, p)) return false;
  const after = p + name.length;
  if (after === uri.length) return true;
  const c = uri.charCodeAt(after);
  return (
    c === EQUALS ||
    c === node.sep ||
    isStop(node, c) ||
    (next !== undefined && startsAt(next, uri, after)) ||
    (then !== undefined && startsAt(then, uri, after))
  );
}

/**
 * Left to right, a ";" expression after its ";": each variable in order, "name" or
 * "name=value", an exploded one as many times as its name repeats. Returns the end, or -1.
 */
function forwardNamed(
  node: ExpressionNode,
  next: Node | undefined,
  then: Node | undefined,
  uri: string,
  pos: number,
  slots: unknown[],
): number {
  const k = node.slots.length;
  // The literal that may follow the last variable's "name" directly (the node after an absent query group too).
  const literal =
    next?.kind === 'literal' ? next : next?.kind === 'query' && then?.kind === 'literal' ? then : undefined;
  for (let vi = 0; vi < k; vi++) {
    const slot = node.slots[vi]!;
    const last = vi === k - 1;
    const after = last ? next : undefined;
    const afterThen = last ? then : undefined;
    if (vi > 0) {
      if (uri.charCodeAt(pos) !== node.sep) return -1;
      pos++;
    }
    let items: string[] | undefined;
    for (;;) {
      if (!uri.startsWith(slot.name, pos)) return -1;
      const nameEnd = pos + slot.name.length;
      let value: string | undefined = '';
      let valueEnd = -1;
      if (uri.charCodeAt(nameEnd) === EQUALS) {
        // "name=" is followed by a value of at least one character: expand writes an empty value
        // as "name" alone. So where the value would be empty, the next node may only begin one
        // character later (";_u=.a.b" is ['.a'] before a "{.q}" of "b", never [''] and "a.b").
        valueEnd = scanForward(node, after, afterThen, uri, nameEnd + 1, 0, true);
        if (valueEnd === nameEnd + 1)
          valueEnd = emptyAfterEquals(node, uri, nameEnd + 1)
            ? -1
            : scanForward(node, after, afterThen, uri, nameEnd + 2, 0, true);
        // "name=value" unless the "=" begins the literal after an empty "name" ({;x}=z with x
        // empty is ";x=z"): that literal is not at the end of a "=value", but is at the "=".
        if (
          last &&
          literal?.first === EQUALS &&
          !uri.startsWith(literal.text, valueEnd) &&
          uri.startsWith(literal.text, nameEnd)
        )
          valueEnd = -1;
      }
      if (valueEnd >= 0) {
        // Before a "{.…}", a "." past the value's first character would end it (its first is always its own).
        value = valueOf(slot, uri, nameEnd + 1, valueEnd, last && node.beforeDot ? FIRST_DOT : ANY_DOT);
        pos = valueEnd;
      } else {
        // "name" alone: an empty value; a longer name ("xy" for "x") is no match.
        if (!nameAt(node, uri, pos, slot.name, after, afterThen)) return -1;
        pos = nameEnd;
      }
      if (value === undefined) return -1;
      if (!slot.explode) {
        slots[slot.index] = value;
        break;
      }
      (items ??= []).push(value);
      if (uri.charCodeAt(pos) === node.sep && nameAt(node, uri, pos + 1, slot.name, after, afterThen)) {
        pos++;
        continue;
      }
      slots[slot.index] = items;
      break;
    }
  }
  return pos;
}

/** Whether the value of a "name=" of ";" expression `node` must be empty at `p` (the end, a delimiter or ";"). */
function emptyAfterEquals(node: ExpressionNode, uri: string, p: number): boolean {
  if (p >= uri.length) return true;
  const c = uri.charCodeAt(p);
  return c === node.sep || isStop(node, c);
}

/** Whether node `next` can begin at `p` (for the end of a bare "name" piece). */
function startsAt(next: Node, uri: string, p: number): boolean {
  if (next.kind === 'literal') return uri.startsWith(next.text, p);
  const [b1, b2] = boundaryChars(next);
  const c = uri.charCodeAt(p);
  return c === b1 || c === b2;
}

/**
 * Right to left, a ";" expression whose text ends at `end`: variables from the last, each one
 * piece, an exploded one as many pieces as carry its name. Returns the position of its ";".
 */
function backwardNamed(node: ExpressionNode, uri: string, end: number, lo: number, slots: unknown[]): number {
  let e = end;
  for (let vi = node.slots.length - 1; vi >= 0; vi--) {
    const slot = node.slots[vi]!;
    const items: string[] = [];
    for (;;) {
      // The piece [s + 1, e): s is the nearest ";" to the left.
      let s = e - 1;
      while (s >= lo && uri.charCodeAt(s) !== node.sep && !isStop(node, uri.charCodeAt(s))) s--;
      const nameEnd = s + 1 + slot.name.length;
      const named =
        s >= lo &&
        uri.charCodeAt(s) === node.sep &&
        nameEnd <= e &&
        uri.startsWith(slot.name, s + 1) &&
        (nameEnd === e || uri.charCodeAt(nameEnd) === EQUALS);
      if (!named) {
        if (slot.explode && items.length > 0) break; // that piece belongs to whatever comes before
        return -1;
      }
      // "name=" with nothing after it is not what expand writes (an empty value is "name" alone).
      const value =
        nameEnd === e
          ? ''
          : uri.charCodeAt(nameEnd) === EQUALS && nameEnd + 1 < e
            ? valueOf(slot, uri, nameEnd + 1, e)
            : undefined;
      if (value === undefined) return -1;
      items.push(value);
      e = s;
      if (!slot.explode) break;
    }
    slots[slot.index] = slot.explode ? items.reverse() : items[0];
  }
  return e;
}

/**
 * Lenient query parameters in `[start, end)` (after the group's "?" or "&"): split at "&",
 * in any order, unknown names ignored, the first occurrence of a non-exploded name wins,
 * every occurrence of an exploded one is an item. "+" is a plus sign, not a space. A "%" that
 * is no pct-triplet, in an unknown parameter too, is no match (as in any value): the group's text
 * is no query then, but for one that ends inside a triplet (`%2` before a literal "0…").
 */
function parseQuery(
  node: QueryNode,
  uri: string,
  start: number,
  end: number,
  slots: unknown[],
  forwardPass: boolean,
): boolean {
  for (let q = uri.indexOf('%', start); q >= 0 && q < end; q = uri.indexOf('%', q + 1))
    if (q + 2 >= end || !isHex(uri.charCodeAt(q + 1)) || !isHex(uri.charCodeAt(q + 2))) return false;
  let p = start;
  while (p <= end) {
    let e: number;
    let eq: number;
    if (forwardPass) {
      e = Math.min(nextIndex(uri, AMPERSAND, p), end);
      eq = nextIndex(uri, EQUALS, p);
      if (eq >= e) eq = -1;
    } else {
      eq = -1;
      for (e = p; e < end; e++) {
        const c = uri.charCodeAt(e);
        if (c === AMPERSAND) break;
        if (c === EQUALS && eq < 0) eq = e;
      }
    }
    if (e > p) {
      const slot = node.byName.get(uri.slice(p, eq < 0 ? e : eq));
      if (slot !== undefined && (slot.explode || slots[slot.index] === undefined)) {
        const value = eq < 0 ? '' : valueOf(slot, uri, eq + 1, e);
        if (value === undefined) return false;
        if (slot.explode) ((slots[slot.index] ??= []) as string[]).push(value);
        else slots[slot.index] = value;
      }
    }
    p = e + 1;
  }
  return true;
}

/**
 * Where a query group after the multi-segment variable begins, counted from `lo` (where that
 * variable's text begins): past the "?" and "&" the template's literals before the group hold
 * (QueryNode), at the next "?" (RFC 3986: the query begins at the first "?") or, for a "{&…}"
 * group, the next "&". So the multi-segment value holds no "?", and no "&" after it or, when
 * the literals hold no "?", none at all; the group's own values may hold a raw "?". `limit`
 * (the end of the group's text) when the group is absent.
 */
function queryStart(node: QueryNode, uri: string, lo: number, limit: number): number {
  let from = lo;
  for (let k = 0; k < node.questionsBefore; k++) {
    const at = nextIndex(uri, QUESTION, from);
    if (at >= limit) return limit;
    from = at + 1;
  }
  if (node.acceptsQuestion) {
    const at = nextIndex(uri, QUESTION, from);
    if (at < limit) return at;
  }
  if (!node.acceptsAmpersand) return limit;
  for (let k = 0; k < node.ampersandsBefore; k++) {
    const at = nextIndex(uri, AMPERSAND, from);
    if (at >= limit) return limit;
    from = at + 1;
  }
  return Math.min(nextIndex(uri, AMPERSAND, from), limit);
}

// --- the two passes ---

function forward(matcher: Matcher, uri: string, from: number, to: number, pos: number, slots: unknown[]): number {
  const { nodes } = matcher;
  for (let i = from; i < to; i++) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    const then = next?.kind === 'query' ? nodes[i + 2] : undefined;
    if (node.kind === 'literal') {
      if (!uri.startsWith(node.text, pos)) return -1;
      pos += node.text.length;
    } else if (node.kind === 'query') {
      const c = uri.charCodeAt(pos);
      if ((c === QUESTION && node.acceptsQuestion) || (c === AMPERSAND && node.acceptsAmpersand)) {
        const end = scanForward(node, next, undefined, uri, pos + 1, 0, false);
        if (!parseQuery(node, uri, pos + 1, end, slots, true)) return -1;
        pos = end;
      }
    } else {
      if (node.first >= 0) {
        if (uri.charCodeAt(pos) !== node.first) return -1;
        pos++;
      }
      if (node.named) {
        pos = forwardNamed(node, next, then, uri, pos, slots);
        if (pos < 0) return -1;
      } else {
        const end = scanForward(node, next, then, uri, pos, node.slots.length - 1, false);
        if (!assignUnnamed(node, uri, pos, end, slots, true)) return -1;
        pos = end;
      }
    }
  }
  return pos;
}

function backward(
  matcher: Matcher,
  uri: string,
  from: number,
  to: number,
  pos: number,
  lo: number,
  slots: unknown[],
): number {
  const { nodes } = matcher;
  for (let i = to - 1; i >= from; i--) {
    const node = nodes[i]!;
    if (node.kind === 'literal') {
      const start = pos - node.text.length;
      if (start < lo || !uri.startsWith(node.text, start)) return -1;
      pos = start;
    } else if (node.kind === 'query') {
      const start = queryStart(node, uri, lo, pos);
      if (start < pos && !parseQuery(node, uri, start + 1, pos, slots, false)) return -1;
      pos = start;
    } else if (node.named) {
      pos = backwardNamed(node, uri, pos, lo, slots);
      if (pos < 0) return -1;
    } else if (node.first >= 0) {
      const first = scanBackwardToFirst(node, uri, pos, lo, node.slots.length - 1);
      if (first < 0 || !assignUnnamed(node, uri, first + 1, pos, slots, false)) return -1;
      pos = first;
    } else {
      // A "" expression after the multi-segment one is always preceded by a literal (parse()
      // rejects adjacent variables); should it not be, read back to the nearest delimiter.
      const previous = nodes[i - 1];
      const need = node.slots.length - 1;
      const start =
        previous?.kind === 'literal'
          ? scanBackwardToLiteral(node, previous, uri, pos, lo, need)
          : scanBackwardToLiteral(node, literalNode('/'), uri, pos, lo, need);
      if (!assignUnnamed(node, uri, start, pos, slots, false)) return -1;
      pos = start;
    }
  }
  return pos;
}

export function runMatcher(matcher: Matcher, uri: string): MatchValues | null {
  const { nodes, multi } = matcher;
  const slots: unknown[] = new Array(matcher.names.length);
  call = (call + 1) >>> 0;
  if (call === 0) cachedCall.fill(0xffffffff);
  if (multi < 0) {
    if (forward(matcher, uri, 0, nodes.length, 0, slots) !== uri.length) return null;
  } else {
    const c1 = forward(matcher, uri, 0, multi, 0, slots);
    if (c1 < 0) return null;
    const middle = nodes[multi] as ExpressionNode;
    if (middle.first >= 0 && uri.charCodeAt(c1) !== middle.first) return null;
    const lo = middle.first >= 0 ? c1 + 1 : c1;
    const trailing = matcher.trailingQuery ? (nodes[nodes.length - 1] as QueryNode) : undefined;
    const regionEnd = trailing ? queryStart(trailing, uri, lo, uri.length) : uri.length;
    const c2 = backward(matcher, uri, multi + 1, trailing ? nodes.length - 1 : nodes.length, regionEnd, lo, slots);
    if (c2 < lo) return null;
    if (!assignUnnamed(middle, uri, lo, c2, slots, true)) return null;
    if (trailing && regionEnd < uri.length) {
      const end = scanForward(trailing, undefined, undefined, uri, regionEnd + 1, 0, false);
      if (end !== uri.length || !parseQuery(trailing, uri, regionEnd + 1, end, slots, true)) return null;
    }
  }
  const result: MatchValues = {};
  for (let i = 0; i < slots.length; i++) {
    const value = slots[i] as string | string[] | undefined;
    if (value === undefined) continue;
    const name = matcher.names[i]!;
    if (name === '__proto__')
      Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
    else result[name] = value;
  }
  return result;
}
