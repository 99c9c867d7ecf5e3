import type { Digit, HexDigit, NameCharacter, NonZeroDigit } from './characters.js';
/** RFC 6570 `varname`: varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded. */
export type IsVariableName<N extends string> = N extends '' | `.${string}` | `${string}.` | `${string}..${string}` ? false : NameCharacters<N>;
type NameCharacters<N extends string> = N extends `${infer C}${infer Rest}` ? C extends NameCharacter ? NameCharacters<Rest> : C extends '%' ? Rest extends `${infer High}${infer Low}${infer After}` ? [High | Low] extends [HexDigit] ? NameCharacters<After> : false : false : false : true;
/** The digits of a `:N` prefix: 1 to 9999, no leading zero. */
export type IsPrefixLength<D extends string> = D extends `${infer First}${infer Rest}` ? First extends NonZeroDigit ? Rest extends '' | Digit | `${Digit}${Digit}` | `${Digit}${Digit}${Digit}` ? true : false : false : false;
export {};
