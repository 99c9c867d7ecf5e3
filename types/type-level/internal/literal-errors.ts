import type { HexDigit } from './character-classes.js';
import type { InvalidLiteralCharacter, InvalidLiteralCharacters } from './invalid-literal-characters.js';
import type { InvalidLiteral, InvalidPercentEncoding, StrayCloseBrace } from './message-types.js';

type Forbidden = InvalidLiteralCharacter | '}';

// Patterns are top-level aliases written as unions: TypeScript then knows they hold no type
// variable and does not re-instantiate each member on every use (a cost per character class).
type HasForbidden = `${string}${InvalidLiteralCharacter}${string}` | `${string}}${string}`;
type Hundred = 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
type FiveHundred = `${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${string}` | never;
type HasSpecial = HasForbidden | `${string}%${string}`;

/** Matches a literal that `LiteralError` has to look into. */
export type LiteralSpecial = HasSpecial;

/**
 * `''` when the literal text between two expressions is valid, else the message of its first
 * error. A literal with nothing special in it costs one check, whatever its length.
 */
export type LiteralError<L extends string> = L extends HasSpecial
  ? // Through "infer … extends string", TypeScript sees the result is a string without working out every message it could be.
    ScanLiteral<L> extends infer Message extends string
    ? Message
    : never
  : '';

// Only "%" needs a walk: from one to the next, checking what lies between in one step. Count has
// one "x" per escape; every 500 the walk restarts in a fresh evaluation, under TypeScript's limit
// of 1000 steps, so a 100,000-character literal of nothing but escapes still checks.
type ScanLiteral<L extends string, Count extends string = ''> = L extends `${infer Before}%${infer After}`
  ? Before extends HasForbidden
    ? ForbiddenMessage<FirstForbidden<Before>>
    : After extends `${infer High}${infer Low}${infer Rest}`
      ? [High | Low] extends [HexDigit]
        ? Count extends FiveHundred
          ? ScanLiteral<Rest> extends infer Restarted
            ? Restarted
            : never
          : ScanLiteral<Rest, `${Count}x`>
        : InvalidPercentEncoding<PercentText<After>>
      : InvalidPercentEncoding<PercentText<After>>
  : L extends HasForbidden
    ? ForbiddenMessage<FirstForbidden<L>>
    : '';

/** The "%" and the (at most two) characters that should have been hex digits. */
type PercentText<After extends string> = After extends `${infer First}${infer Rest}`
  ? First extends '}' | '%'
    ? '%'
    : Rest extends `${infer Second}${string}`
      ? Second extends '}' | '%'
        ? `%${First}`
        : `%${First}${Second}`
      : `%${First}`
  : '%';

/** The forbidden character that comes first: the one with no other forbidden character before it. */
type FirstForbidden<L extends string, C extends Forbidden = Forbidden> = C extends Forbidden
  ? L extends `${infer Before}${C}${string}`
    ? Before extends HasForbidden
      ? never
      : C
    : never
  : never;

type ForbiddenMessage<C extends Forbidden> = C extends InvalidLiteralCharacter
  ? InvalidLiteral<InvalidLiteralCharacters[C][0], InvalidLiteralCharacters[C][1]>
  : StrayCloseBrace;
