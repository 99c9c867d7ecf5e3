// Deterministic template generator for the differential test: mostly plausible templates, with
// mistakes of every class mixed in at rates that keep about half of them valid.
import { seededRandom } from '../helpers/prng.js';

/** The same seeded PRNG as the other generated tests, so every run checks the same templates. */
const random = (seed: number) => seededRandom(seed).next;

const LITERALS = [
  '/',
  'a',
  'books',
  '-',
  '.',
  '~',
  '%20',
  "'",
  '!',
  '=',
  '+',
  '&',
  '?q=1',
  ':',
  '@',
  '[',
  ']',
  '_',
  'x,y',
  '%C3%A9',
  'é',
];
const BAD_LITERALS = [
  ' ',
  '"',
  '<',
  '>',
  '\\',
  '^',
  '`',
  '|',
  '\u0000',
  '\t',
  '\u007f',
  '\u0085',
  '\uFDD0',
  '\uFFFE',
  '}',
  '%',
  '%2',
  '%zz',
  '%4}',
  '%%41',
  '%2%',
];
const NAMES = [
  'a',
  'b',
  'c',
  'id',
  'isbn',
  'path',
  'limit',
  'x.y',
  '_1',
  'A9',
  '%41',
  'a%2Fb',
  'long_variable_name',
  'v',
];
const BAD_NAMES = ['', '-', 'a-b', '.a', 'a.', 'a..b', '%4', '%zz', 'a b', 'é', 'a{b'];
const MODIFIERS = ['', '', '', '*', ':3', ':9999', ':12'];
const BAD_MODIFIERS = [':0', ':10000', ':', '*:2', ':3*', '**', ':x'];
const OPERATORS = ['', '', '', '+', '#', '.', '/', ';', '?', '&'];
const BAD_OPERATORS = ['=', ',', '!', '@', '|'];

export function generateTemplates(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;

  const varspec = () =>
    (chance(0.03) ? pick(BAD_NAMES) : pick(NAMES)) + (chance(0.03) ? pick(BAD_MODIFIERS) : pick(MODIFIERS));
  const expression = () => {
    if (chance(0.01)) return '{}';
    const operator = chance(0.02) ? pick(BAD_OPERATORS) : pick(OPERATORS);
    const specs = Array.from({ length: 1 + Math.floor(next() * 2.5) }, varspec);
    return `{${operator}${specs.join(',')}${chance(0.015) ? '' : '}'}`;
  };
  const literal = () =>
    chance(0.04)
      ? pick(BAD_LITERALS)
      : Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(LITERALS)).join('');

  const templates: string[] = [];
  for (let i = 0; i < count; i++) {
    let template = pick(['a://', 'books://', 'file:///', 'x:', '']);
    const parts = 1 + Math.floor(next() * 4);
    for (let p = 0; p < parts; p++) {
      // Adjacent expressions (no literal between) are a matching error unless the second separates itself.
      if (p > 0 && !chance(0.15)) template += literal();
      template += expression();
    }
    if (chance(0.3)) template += literal();
    templates.push(template);
  }
  return templates;
}

/**
 * Literal characters of the Basic Multilingual Plane: each character the runtime forbids gets a
 * template of its own (its message must match), the allowed ones go in blocks of 256 (none may be
 * reported). Astral characters are not covered by the types (types/docs/guide.md, "Limits").
 */
export function literalCharacterTemplates(isForbidden: (char: string) => boolean): string[] {
  const templates: string[] = [];
  let block = '';
  for (let code = 0; code <= 0xffff; code++) {
    const char = String.fromCharCode(code);
    if ((code >= 0xd800 && code <= 0xdfff) || '{}%'.includes(char)) continue;
    if (isForbidden(char)) templates.push(`a://${char}{x}`);
    else block += char;
    if (block.length === 256 || (code === 0xffff && block)) {
      templates.push(`a://${block}{x}`);
      block = '';
    }
  }
  return templates;
}

/**
 * Every operator with one varspec, followed by each kind of continuation: the boundaries of the
 * one-step read of a lone variable in types/type-level/parse-template.ts (which operators and modifiers it takes,
 * what it must leave to the varspec walk, and which next expression makes it adjacent).
 */
export function loneVariableTemplates(): string[] {
  const operators = ['', '+', '#', '.', '/', ';', '?', '&'];
  const specs = [
    'x',
    'x*',
    'x:3',
    'x:12',
    'x:123',
    'x:9999',
    'x:10000',
    'x:0',
    'x:3*',
    'a*b',
    'x.y',
    '%41',
    'é',
    'x,y',
  ];
  // A second multi-segment variable or query group is an error only the walk reports.
  const continuations = [
    '',
    '/',
    '/{x}',
    '{y}',
    '{+y}',
    '{%41}',
    '{.y}',
    '{&y}',
    '{-y}',
    '{}',
    '/{+y}',
    '/{#y:3}',
    '/{/y*}',
    '/{?y}',
    '{?y*}',
  ];
  return operators.flatMap((operator) =>
    specs.flatMap((spec) => continuations.map((next) => `a://{${operator}${spec}}${next}`)),
  );
}
