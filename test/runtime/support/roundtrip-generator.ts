import type { Random } from '../../helpers/prng.js';

/**
 * Generates unambiguous templates with values whose expansion `match` must read back exactly.
 *
 * "Unambiguous" is what match.ts documents, and each rule below is one of its statements:
 * - a literal that follows a variable holds a character no "U" expansion writes raw (one of
 *   `/!$'()*+:@`), so a value can never contain it;
 * - expressions are adjacent only when the second one starts with a character of its own;
 * - at most one multi-segment variable ({+x}, {#x}, {/x*}), whose value may hold any
 *   character except pct-triplets (RFC 6570 §3.2.3 passes them through, so "%41" and "A" read
 *   back the same), "," when exploded, and "?"/"&" when a query group follows (the query starts
 *   at the first "?", RFC 3986), ";" when an exploded {;x*} follows it;
 * - values of "." expressions, and of an expression that a "{." one follows, hold no ".";
 * - an unnamed expression has at most one exploded variable (it takes the extra items), and an
 *   exploded {.x*} holds one item after the multi-segment variable or right before a "{." expression;
 * - `:N` values have at most N code points; non-query variables are defined, lists non-empty.
 * Everything else is random: reserved characters, "%", unicode (astral too), empty strings.
 *
 * `{ wide: true }` also generates the shapes issue #35 found match wrong on (the default keeps
 * the sequence the SDK tests were written against):
 * - literals holding any of `& ? = ; , . / #`, pct-triplets (`%2F`, `%3F`, …) and `[`, `]`, next
 *   to every operator; the rule above becomes: a literal between two expressions holds a
 *   character that neither of them writes raw (`hardAfter`), since the one before it is read up
 *   to the literal's first occurrence and the one after it (past the multi-segment variable) back
 *   to its last;
 * - a query group before or after any operator, not only at the end: followed by a literal
 *   (that the group does not write raw, not starting with "?" or "&") or by an expression that
 *   starts with "/", ";" or "#"; a multi-segment variable before it holds no "?" or "&";
 * - a literal starting with "=" after a `{;x}` expression, whose value may be empty;
 * - no ";" in a literal before an exploded `{;x*}` (its items are read back by name), and no
 *   literal starting with ";" after one.
 */

export type RoundTripValue = string | string[] | undefined;
export interface RoundTripCase {
  readonly template: string;
  readonly values: Record<string, RoundTripValue>;
}

const VALUE_PIECES = [
  ...'abcXYZ019-_~.',
  ...":/?#[]@!$&'()*+,;=",
  '%',
  '%41',
  '%zz',
  '%2',
  '%25',
  ' ',
  '"',
  '<',
  '>',
  '\\',
  '^',
  '`',
  '{',
  '}',
  '|',
  '\u00e9',
  '\u20ac',
  '\u00df',
  '\u{1f600}',
  '\u{10fffd}',
  '\ue000',
  '\u0301',
  'a\u0301',
];
const HARD = [...`/!$'()*+:@`];
/** What wide literals are made of: the soft characters, every reserved one, pct-triplets. */
const WIDE_PIECES = [
  ...'abcxyz019-_~.',
  '\u00e9',
  ...":/?#[]@!$&'()*+,;=",
  '%2F',
  '%3F',
  '%26',
  '%3D',
  '%41',
  '%25',
  '%C3%A9',
];
const RESERVED = ":/?#[]@!$&'()*+,;=";
const SOFT = [...'abcxyz019-_~.', '\u00e9', '\u{1f600}', '%7E', '%C3%A9'];
const NAME_STARTS = ['v', 'w', 'n', 'id', 'x_', 'a.b', '%41', 'Z'];

interface Ctx {
  readonly random: Random;
  names: number;
}

export interface RoundTripOptions {
  /** Also the shapes of issue #35 (see above). */
  readonly wide?: boolean;
}

const name = (ctx: Ctx) => `${ctx.random.pick(NAME_STARTS)}${ctx.names++}`;

function literal(random: Random): string {
  const parts: string[] = [];
  for (let n = random.below(3); n > 0; n--) parts.push(random.pick(SOFT));
  parts.splice(random.below(parts.length + 1), 0, random.pick(HARD));
  for (let n = random.below(2); n > 0; n--) parts.push(random.chance(0.5) ? random.pick(HARD) : random.pick(SOFT));
  return parts.join('');
}

/**
 * A wide literal: any pieces, with at least one character of `hard` (the characters neither
 * neighbouring expression writes raw; undefined when no expression is next to it), not starting
 * with one of `badStart`, and without the characters of `without`.
 */
function wideLiteral(random: Random, hard: string | undefined, badStart = '', without = '', startWith = ''): string {
  const parts: string[] = [];
  for (let n = 1 + random.below(3); n > 0; n--) {
    const piece = random.pick(WIDE_PIECES);
    if (![...piece].some((c) => without.includes(c))) parts.push(piece);
  }
  if (hard !== undefined) {
    const choices = [...hard].filter((c) => !without.includes(c));
    parts.splice(random.below(parts.length + 1), 0, random.pick(choices));
  }
  let text = startWith + parts.join('');
  while (text !== '' && badStart.includes(text[0]!)) text = text.slice(1);
  if (hard !== undefined && ![...text].some((c) => hard.includes(c)))
    text += random.pick([...'!@:*'].filter((c) => !without.includes(c)));
  return text;
}

/** The reserved characters an expression never writes raw (its values are pct-encoded). */
function hardAfter(e: Expr | 'query' | undefined): string {
  if (e === undefined) return RESERVED;
  if (e === 'query') return [...RESERVED].filter((c) => !'?&='.includes(c)).join('');
  // What the multi-segment variable takes is what the rest leaves, wherever a literal is.
  if (e.kind === 'multi') return RESERVED;
  const raw = e.op === '' ? ',' : e.op === '.' ? '.' : e.op === '/' ? '/' : ';=';
  return [...RESERVED].filter((c) => !raw.includes(c)).join('');
}

/** Characters in both sets. */
const both = (a: string, b: string) => [...a].filter((c) => b.includes(c)).join('');

interface Constraints {
  noDot?: boolean;
  reserved?: boolean;
  noComma?: boolean;
  noQuery?: boolean;
  noSemicolon?: boolean;
  prefix?: number;
}

function text(random: Random, c: Constraints): string {
  let s = '';
  for (let n = random.chance(0.15) ? 0 : 1 + random.below(6); n > 0; n--) s += random.pick(VALUE_PIECES);
  if (c.noDot) s = s.replaceAll('.', '');
  if (c.noComma) s = s.replaceAll(',', '');
  if (c.noQuery) s = s.replaceAll('?', '').replaceAll('&', '');
  if (c.noSemicolon) s = s.replaceAll(';', '');
  if (c.reserved) while (/%[0-9A-F]{2}/i.test(s)) s = s.replace(/%(?=[0-9A-F]{2})/i, '');
  if (c.prefix !== undefined) s = Array.from(s).slice(0, c.prefix).join('');
  return s;
}

function list(random: Random, c: Constraints, min: number, max: number): string[] {
  const items: string[] = [];
  for (let n = min + random.below(max - min + 1); n > 0; n--) items.push(text(random, c));
  return items;
}

interface Spec {
  readonly name: string;
  readonly explode: boolean;
  readonly prefix: number | undefined;
}

const varspec = (s: Spec) => s.name + (s.explode ? '*' : s.prefix !== undefined ? `:${s.prefix}` : '');

/** `oneExplode`: at most one exploded variable (unnamed expressions: with two, which takes the extra items is a guess). */
function specs(ctx: Ctx, count: number, explodeChance: number, oneExplode = false): Spec[] {
  const out: Spec[] = [];
  for (let i = 0; i < count; i++) {
    const explode = ctx.random.chance(explodeChance) && !(oneExplode && out.some((s) => s.explode));
    const prefix = !explode && ctx.random.chance(0.2) ? 1 + ctx.random.below(5) : undefined;
    out.push({ name: name(ctx), explode, prefix });
  }
  return out;
}

type PathOp = '' | '.' | '/' | ';';
type MultiOp = '+' | '#' | '/*';

interface PathExpr {
  readonly kind: 'path';
  readonly op: PathOp;
  readonly specs: Spec[];
}
interface MultiExpr {
  readonly kind: 'multi';
  readonly op: MultiOp;
  readonly spec: Spec;
  /** For "/*": plain segment variables around the exploded one, e.g. {/a,p*}. */
  readonly before: Spec[];
}
type Expr = PathExpr | MultiExpr;

const firstChar = (e: Expr) =>
  e.kind === 'multi' ? (e.op === '+' ? '' : e.op === '#' ? '#' : '/') : e.op === '' ? '' : e.op;

export function generateRoundTrip(random: Random, options: RoundTripOptions = {}): RoundTripCase {
  const wide = options.wide === true;
  const ctx: Ctx = { random, names: 0 };
  const count = 1 + random.below(4);
  const multiAt = random.chance(0.55) ? random.below(count) : -1;
  const exprs: Expr[] = [];
  for (let i = 0; i < count; i++) {
    if (i === multiAt) {
      const op = random.pick<MultiOp>(['+', '#', '/*']);
      const explode = op === '/*' || random.chance(0.25);
      const spec = {
        name: name(ctx),
        explode,
        prefix: !explode && random.chance(0.15) ? 1 + random.below(6) : undefined,
      };
      exprs.push({ kind: 'multi', op, spec, before: op === '/*' && random.chance(0.2) ? specs(ctx, 1, 0) : [] });
    } else {
      const op = random.pick<PathOp>(['', '.', '/', ';', '', '/']);
      const n = random.chance(0.7) ? 1 : 2 + random.below(2);
      exprs.push({
        kind: 'path',
        op,
        specs: specs(ctx, n, op === '' || op === '.' || op === ';' ? 0.3 : 0, op !== ';'),
      });
    }
  }
  const query = wide
    ? random.pick(['none', '?', '?&', 'literal&', 'beforeFragment', 'inner', 'inner', 'inner'] as const)
    : random.pick(['none', 'none', '?', '?&', 'literal&', 'beforeFragment'] as const);
  // A query group before a trailing {#f}: only when the template ends with a "#" multi-segment expression.
  const beforeFragment =
    query === 'beforeFragment' && multiAt === count - 1 && (exprs[multiAt] as MultiExpr).op === '#';
  const trailing = query === '?' || query === '?&' || query === 'literal&';
  // (wide) A query group before expression `innerAt`, after the one before it (if any).
  const innerAt = query === 'inner' ? random.below(count) : -1;
  const innerOp = innerAt >= 0 ? random.pick(['?', '?', '&', '?&'] as const) : '?';
  // Whether expression i follows the inner group directly (it starts with a character the group never writes raw).
  const afterGroup = (e: Expr) => firstChar(e) === '/' || firstChar(e) === ';' || firstChar(e) === '#';

  const values: Record<string, RoundTripValue> = {};
  let template = random.chance(0.7) ? random.pick(['x://', 'docs://team/', 'file:///', '/', 'mcp://a.b/c']) : '';
  // Adjacent to the previous one only when an expression starts with its own character (not {+x}).
  const adjacent = exprs.map(
    (e, i) =>
      i > 0 &&
      firstChar(e) !== '' &&
      random.chance(0.4) &&
      !(beforeFragment && i === count - 1) &&
      !(i === innerAt && !afterGroup(e)),
  );
  let previous: Expr | undefined;
  for (let i = 0; i < count; i++) {
    const e = exprs[i]!;
    const next = exprs[i + 1];
    if (wide) template += wideLiteralBefore(random, previous, e, i === innerAt, adjacent[i] === true);
    else if (previous !== undefined && !adjacent[i]) template += literal(random);
    else if (previous === undefined && template === '' && random.chance(0.3)) template += literal(random);
    if (beforeFragment && i === count - 1) template += queryGroup(ctx, '?', values);
    const followedByDot = next?.kind === 'path' && next.op === '.';
    // {.x*}{.y}: the next expression starts with this one's separator, so x holds one item.
    const oneItem =
      (e.kind === 'path' &&
        e.op === '.' &&
        ((multiAt >= 0 && i > multiAt) || (followedByDot && adjacent[i + 1] === true))) ||
      false;
    if (e.kind === 'multi') {
      const reserved = e.op !== '/*';
      const c: Constraints = {
        reserved,
        noComma: e.spec.explode && reserved,
        noQuery: trailing || beforeFragment || innerAt > i,
        noSemicolon: next?.kind === 'path' && next.op === ';' && next.specs.some((s) => s.explode),
        noDot: followedByDot && !reserved,
        ...(e.spec.prefix !== undefined && { prefix: e.spec.prefix }),
      };
      for (const s of e.before)
        values[s.name] = text(random, { noDot: false, ...(s.prefix !== undefined && { prefix: s.prefix }) });
      values[e.spec.name] = e.spec.explode ? list(random, c, 1, 3) : text(random, c);
      const op = e.op === '/*' ? '/' : e.op;
      template += `{${op}${[...e.before, e.spec].map(varspec).join(',')}}`;
    } else {
      for (const s of e.specs) {
        const c: Constraints = {
          noDot: e.op === '.' || followedByDot,
          ...(s.prefix !== undefined && { prefix: s.prefix }),
        };
        values[s.name] = s.explode ? list(random, c, 1, oneItem ? 1 : 3) : text(random, c);
      }
      template += `{${e.op}${e.specs.map(varspec).join(',')}}`;
    }
    previous = e;
  }
  if (query === '?' || query === '?&') {
    if (wide && random.chance(0.3)) template += wideLiteral(random, hardAfter(previous));
    template += queryGroup(ctx, '?', values);
    if (query === '?&') template += queryGroup(ctx, '&', values);
  } else if (query === 'literal&') {
    template +=
      (wide ? wideLiteral(random, hardAfter(previous), '', '', '?') : random.pick(['?v=1', '?fixed', '?a=b'])) +
      queryGroup(ctx, '&', values);
  } else if (count === 0) {
    template += 'x';
  } else if (wide && random.chance(0.3)) {
    const explodedNamed = previous?.kind === 'path' && previous.op === ';' && previous.specs.some((s) => s.explode);
    template += wideLiteral(random, hardAfter(previous), explodedNamed ? ';' : '');
  }
  return { template, values };

  /**
   * (wide) What goes before expression `e`: a literal or nothing, and the inner query group when
   * it goes here (a literal or nothing before it, a literal or nothing after it).
   */
  function wideLiteralBefore(
    random: Random,
    before: Expr | undefined,
    e: Expr,
    group: boolean,
    adjacentToPrevious: boolean,
  ): string {
    const explodedNamed = (x: Expr | undefined) => x?.kind === 'path' && x.op === ';' && x.specs.some((s) => s.explode);
    const named = (x: Expr | undefined) => x?.kind === 'path' && x.op === ';';
    // No ";" before an exploded {;x*}; none at the start after one.
    const without = explodedNamed(e) ? ';' : '';
    const badStart = explodedNamed(before) ? ';' : '';
    // {;x}=…: the literal after a ";" expression may start with "=".
    const startWith = named(before) && random.chance(0.4) ? '=' : '';
    if (!group) {
      if (before === undefined) return random.chance(0.3) ? wideLiteral(random, undefined, '', without) : '';
      if (adjacentToPrevious) return '';
      return wideLiteral(random, both(hardAfter(before), hardAfter(e)), badStart, without, startWith);
    }
    let out = '';
    // Before the group: nothing, or a literal (which may hold "?" and "&": they are counted).
    if (before !== undefined && random.chance(0.5))
      out += wideLiteral(random, hardAfter(before), badStart, without, startWith);
    const op = innerOp;
    out += op === '?&' ? queryGroup(ctx, '?', values) + queryGroup(ctx, '&', values) : queryGroup(ctx, op, values);
    // After it: the expression itself when it starts with its own character, else a literal
    // that neither the group nor the expressions around it write raw, and that does not start
    // like a group ("?", "&": it might be absent).
    if (!adjacentToPrevious || !afterGroup(e))
      out += wideLiteral(
        random,
        both(both(hardAfter('query'), hardAfter(before)), hardAfter(e)),
        `?&${badStart}`,
        without,
      );
    return out;
  }
}

function queryGroup(ctx: Ctx, op: '?' | '&', values: Record<string, RoundTripValue>): string {
  const group = specs(ctx, 1 + ctx.random.below(3), 0.3);
  for (const s of group) {
    if (ctx.random.chance(0.3)) {
      values[s.name] = undefined;
      continue;
    }
    const c: Constraints = s.prefix !== undefined ? { prefix: s.prefix } : {};
    const value = s.explode ? list(ctx.random, c, 0, 3) : text(ctx.random, c);
    values[s.name] = Array.isArray(value) && value.length === 0 ? undefined : value;
  }
  return `{${op}${group.map(varspec).join(',')}}`;
}
