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
const SOFT = [...'abcxyz019-_~.', '\u00e9', '\u{1f600}', '%7E', '%C3%A9'];
const NAME_STARTS = ['v', 'w', 'n', 'id', 'x_', 'a.b', '%41', 'Z'];

interface Ctx {
  readonly random: Random;
  names: number;
}

const name = (ctx: Ctx) => `${ctx.random.pick(NAME_STARTS)}${ctx.names++}`;

function literal(random: Random): string {
  const parts: string[] = [];
  for (let n = random.below(3); n > 0; n--) parts.push(random.pick(SOFT));
  parts.splice(random.below(parts.length + 1), 0, random.pick(HARD));
  for (let n = random.below(2); n > 0; n--) parts.push(random.chance(0.5) ? random.pick(HARD) : random.pick(SOFT));
  return parts.join('');
}

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

export function generateRoundTrip(random: Random): RoundTripCase {
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
  const query = random.pick(['none', 'none', '?', '?&', 'literal&', 'beforeFragment'] as const);
  // A query group before a trailing {#f}: only when the template ends with a "#" multi-segment expression.
  const beforeFragment =
    query === 'beforeFragment' && multiAt === count - 1 && (exprs[multiAt] as MultiExpr).op === '#';
  const trailing = query === '?' || query === '?&' || query === 'literal&';

  const values: Record<string, RoundTripValue> = {};
  let template = random.chance(0.7) ? random.pick(['x://', 'docs://team/', 'file:///', '/', 'mcp://a.b/c']) : '';
  // Adjacent to the previous one only when an expression starts with its own character (not {+x}).
  const adjacent = exprs.map(
    (e, i) => i > 0 && firstChar(e) !== '' && random.chance(0.4) && !(beforeFragment && i === count - 1),
  );
  let previous: Expr | undefined;
  for (let i = 0; i < count; i++) {
    const e = exprs[i]!;
    const next = exprs[i + 1];
    if (previous !== undefined && !adjacent[i]) template += literal(random);
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
        noQuery: trailing || beforeFragment,
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
    template += queryGroup(ctx, '?', values);
    if (query === '?&') template += queryGroup(ctx, '&', values);
  } else if (query === 'literal&') {
    template += random.pick(['?v=1', '?fixed', '?a=b']) + queryGroup(ctx, '&', values);
  } else if (count === 0) {
    template += 'x';
  }
  return { template, values };
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
