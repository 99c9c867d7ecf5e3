import type { Digit, HexDigit, NameCharacter, NameStart, NonZeroDigit } from './character-classes.js';
import type { InvalidPrefix, InvalidVariableName } from './message-types.js';

// Top-level union aliases: TypeScript knows they hold no type variable and never re-instantiates them.
type ShortName = NameStart | `${NameStart}${NameStart}`;
/** A varspec list with more than one varspec, or a varspec with a modifier. */
export type CommaOrModifier = `${string},${string}` | `${string}*${string}` | `${string}:${string}`;
type MisplacedDot = '' | `.${string}` | `${string}.` | `${string}..${string}`;
// A ",", "*" or ":" fails the walk below too; ruling them out by pattern is cheaper.
type NotPlainName = MisplacedDot | CommaOrModifier;
type HasPercent = `${string}%${string}` | never;
type NameOrPercent = NameCharacter | '%';
type TwoOrFewer = '' | NameOrPercent | `${NameOrPercent}${NameOrPercent}`;

/**
 * RFC 6570 `varname`: varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded.
 * Also false when the name is in `Seen` (the one-step read of a lone variable passes the names so
 * far, so a duplicate goes to the varspec walk, which reports it). Names of one or two characters
 * are looked up; longer ones are checked two characters a step until two or fewer are left, then
 * their dots and "%" escapes are checked by pattern.
 */
export type IsVariableName<N extends string, Seen extends string = never> = N extends Seen
  ? false
  : N extends ShortName
    ? true
    : N extends NotPlainName
      ? false
      : TwoAtATime<N> extends true
        ? N extends HasPercent
          ? PercentEscapes<N>
          : true
        : false;

type TwoAtATime<S extends string> = S extends TwoOrFewer
  ? true
  : S extends `${infer A}${infer B}${infer Rest}`
    ? A extends NameOrPercent
      ? B extends NameOrPercent
        ? TwoAtATime<Rest>
        : false
      : false
    : false;

/** Every "%" is followed by two hex digits. */
type PercentEscapes<N extends string> = N extends `${string}%${infer High}${infer Low}${infer Rest}`
  ? High extends HexDigit
    ? Low extends HexDigit
      ? PercentEscapes<Rest>
      : false
    : false
  : N extends HasPercent
    ? false
    : true;

/** The digits of a `:N` prefix: 1 to 9999, no leading zero. A table of 9,999, so checking one is a lookup. */
export type PrefixLength =
  | NonZeroDigit
  | `${NonZeroDigit}${Digit}`
  | `${NonZeroDigit}${Digit}${Digit}`
  | `${NonZeroDigit}${Digit}${Digit}${Digit}`;

/**
 * The message for an invalid varspec, split as the runtime splits it: the name runs to the
 * first ":" or "*", the modifier is the rest.
 */
export type VarspecError<Spec extends string, Text extends string> =
  SplitVarspec<Spec> extends [infer Name extends string, infer Modifier extends string]
    ? IsVariableName<Name> extends true
      ? InvalidPrefix<Modifier, Text>
      : InvalidVariableName<Name, Text>
    : never;

type SplitVarspec<Spec extends string> = Spec extends `${infer BeforeColon}:${infer AfterColon}`
  ? BeforeColon extends `${infer BeforeStar}*${infer AfterStar}`
    ? [BeforeStar, `*${AfterStar}:${AfterColon}`]
    : [BeforeColon, `:${AfterColon}`]
  : Spec extends `${infer BeforeStar}*${infer AfterStar}`
    ? [BeforeStar, `*${AfterStar}`]
    : [Spec, ''];
