import type { HexDigit } from './characters.js';
import type { InvalidLiteralCharacter, InvalidLiteralCharacters } from './literal-characters.js';
import type { InvalidLiteral, InvalidPercentEncoding, StrayCloseBrace } from './messages.js';
type Forbidden = InvalidLiteralCharacter | '}';
/**
 * `''` when the literal text between two expressions is valid, else the message of its first
 * error. A literal with nothing special in it costs one check, whatever its length.
 */
export type LiteralError<L extends string> = L extends `${string}${Forbidden | '%'}${string}` ? ScanLiteral<L> : '';
type ScanLiteral<L extends string> = L extends `${infer Before}%${infer After}` ? Before extends `${string}${Forbidden}${string}` ? ForbiddenMessage<FirstForbidden<Before>> : After extends `${infer High}${infer Low}${infer Rest}` ? [High | Low] extends [HexDigit] ? ScanLiteral<Rest> : InvalidPercentEncoding<PercentText<After>> : InvalidPercentEncoding<PercentText<After>> : L extends `${string}${Forbidden}${string}` ? ForbiddenMessage<FirstForbidden<L>> : '';
/** The "%" and the (at most two) characters that should have been hex digits. */
type PercentText<After extends string> = After extends `${infer First}${infer Rest}` ? First extends '}' | '%' ? '%' : Rest extends `${infer Second}${string}` ? Second extends '}' | '%' ? `%${First}` : `%${First}${Second}` : `%${First}` : '%';
/** The forbidden character that comes first: the one with no other forbidden character before it. */
type FirstForbidden<L extends string, C extends Forbidden = Forbidden> = C extends Forbidden ? L extends `${infer Before}${C}${string}` ? Before extends `${string}${Forbidden}${string}` ? never : C : never : never;
type ForbiddenMessage<C extends Forbidden> = C extends InvalidLiteralCharacter ? InvalidLiteral<InvalidLiteralCharacters[C][0], InvalidLiteralCharacters[C][1]> : StrayCloseBrace;
export {};
