import type { Random } from '../../helpers/prng.js';

/**
 * Generates templates that are valid or nearly so: every piece of RFC 6570 syntax, and the
 * mistakes people make with it, in proportions that keep both verdicts common.
 */

const LITERAL_ASCII = [..."!#$&'()*+,-./0123456789:;=?@ABCXYZ[]_abcxyz~"];
const EXCLUDED_ASCII = [' ', '"', '<', '>', '\\', '^', '`', '|', '\x00', '\x09', '\x1f', '\x7f'];
const UNICODE_LITERAL = [
  '\u00a0',
  '\u00e9',
  '\ud7ff',
  '\ue000',
  '\uf8ff',
  '\uf900',
  '\ufdcf',
  '\ufdf0',
  '\uffef',
  '\u{1f600}',
  '\u{10000}',
  '\u{1fffd}',
  '\u{e1000}',
  '\u{f0000}',
  '\u{10fffd}',
];
const UNICODE_EXCLUDED = [
  '\u0080',
  '\u009f',
  '\ufdd0',
  '\ufdef',
  '\ufff0',
  '\ufffd',
  '\uffff',
  '\u{1fffe}',
  '\u{e0000}',
  '\u{e0fff}',
  '\u{10ffff}',
];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const PCT_GOOD = ['%20', '%7e', '%7E', '%Fa', '%00', '%e2%82%ac'];
const PCT_BAD = ['%', '%2', '%zz', '%2g', '%G0', '%%', '%\u00e9'];

const OPERATORS = ['+', '#', '.', '/', ';', '?', '&'];
const RESERVED_OPERATORS = ['=', ',', '!', '@', '|'];
const OTHER_FIRST = ['$', '~', '-', ':', '*', ' ', '(', '%', '}', '{'];

const NAME_CHARS = [...'abcxyzABCXYZ0189_'];
const BAD_NAME_CHARS = [
  '-',
  '~',
  '$',
  '!',
  '=',
  '|',
  '+',
  '#',
  '/',
  ';',
  '?',
  '&',
  ' ',
  '@',
  '(',
  ')',
  '[',
  "'",
  '"',
  '\u00e9',
  '\u{1f600}',
  '\x01',
  '%',
  '%4',
  '%zz',
  '{',
  '\\',
  '^',
];

const GOOD_PREFIXES = () => [':1', ':9', ':10', ':99', ':100', ':9999', ':1234', ':5'];
const BAD_MODIFIERS = [
  ':0',
  ':00',
  ':01',
  ':0123',
  ':10000',
  ':99999',
  ':',
  ':x',
  ':3*',
  '*:3',
  '**',
  '*a',
  ':1:2',
  ':-1',
  ': 1',
];

function weighted<T>(random: Random, options: [number, () => T][]): T {
  const total = options.reduce((sum, [w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [weight, make] of options) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return options[options.length - 1]![1]();
}

function literalAtom(random: Random): string {
  return weighted(random, [
    [62, () => random.pick(LITERAL_ASCII)],
    [8, () => random.pick(PCT_GOOD)],
    [3, () => random.pick(PCT_BAD)],
    [3, () => random.pick(EXCLUDED_ASCII)],
    [8, () => random.pick(UNICODE_LITERAL)],
    [3, () => random.pick(UNICODE_EXCLUDED)],
    [2, () => random.pick(LONE_SURROGATES)],
    [2, () => '}'],
    [2, () => '{'],
  ]);
}

function literal(random: Random): string {
  let s = '';
  for (let n = 1 + random.below(4); n > 0; n--) s += literalAtom(random);
  return s;
}

function nameSegment(random: Random): string {
  let s = '';
  for (let n = 1 + random.below(3); n > 0; n--)
    s += random.chance(0.1) ? random.pick(PCT_GOOD) : random.pick(NAME_CHARS);
  return s;
}

function name(random: Random): string {
  const segments: string[] = [];
  for (let n = 1 + (random.chance(0.25) ? random.below(3) : 0); n > 0; n--) segments.push(nameSegment(random));
  let s = segments.join('.');
  if (random.chance(0.1)) {
    const at = random.below(s.length + 1);
    s = s.slice(0, at) + random.pick(BAD_NAME_CHARS) + s.slice(at);
  }
  if (random.chance(0.03)) s = '.' + s;
  if (random.chance(0.03)) s += '.';
  if (random.chance(0.02)) s = s.replace('.', '..');
  return s;
}

function modifier(random: Random): string {
  return weighted(random, [
    [60, () => ''],
    [15, () => '*'],
    [15, () => (random.chance(0.5) ? random.pick(GOOD_PREFIXES()) : `:${1 + random.below(9999)}`)],
    [8, () => random.pick(BAD_MODIFIERS)],
  ]);
}

function expression(random: Random): string {
  const first = weighted(random, [
    [45, () => ''],
    [45, () => random.pick(OPERATORS)],
    [5, () => random.pick(RESERVED_OPERATORS)],
    [3, () => random.pick(OTHER_FIRST)],
  ]);
  const varspecs: string[] = [];
  for (let n = 1 + (random.chance(0.3) ? random.below(3) : 0); n > 0; n--) {
    varspecs.push(random.chance(0.03) ? '' : name(random) + modifier(random));
  }
  const close = weighted(random, [
    [94, () => '}'],
    [3, () => ''],
    [3, () => '}}'],
  ]);
  return '{' + first + varspecs.join(',') + close;
}

export function generateTemplate(random: Random): string {
  let s = '';
  for (let n = 1 + random.below(5); n > 0; n--) s += random.chance(0.5) ? literal(random) : expression(random);
  return s;
}
