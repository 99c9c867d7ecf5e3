/** Character classes of RFC 6570, as unions of one-character string literal types. */

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export type NonZeroDigit = Exclude<Digit, '0'>;

export type HexDigit = Digit | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'a' | 'b' | 'c' | 'd' | 'e' | 'f';

type Lower =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';

/** `varchar` minus `pct-encoded`. */
export type NameStart = Lower | Uppercase<Lower> | Digit | '_';

/** `varchar` minus `pct-encoded`, plus the "." allowed between varchars. */
export type NameCharacter = NameStart | '.';

/** Operators of RFC 6570 level 4. */
export type Operator = '+' | '#' | '.' | '/' | ';' | '?' | '&';

/** Operators RFC 6570 reserves for future extensions. */
export type ReservedOperator = '=' | ',' | '!' | '@' | '|';
