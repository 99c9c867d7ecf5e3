/**
 * Where @std-uritemplate/std-uritemplate 2.0.12 (`StdUriTemplate.expand`) accepts a template
 * that RFC 6570 rejects. The differential test leaves templates containing these constructs
 * out of the comparison, so it compares only where that library follows the RFC grammar.
 *
 * Found by reading its source (dist/index.mjs) and confirmed by the differential test itself:
 * each construct has an example below that the library accepts and the RFC does not.
 *
 * The detection is a lexical scan written from the RFC text, deliberately separate from our
 * parser: deciding the exclusions with the parser under test would hide its bugs.
 */
export type StdDeviation =
  | 'literal-character'
  | 'literal-percent'
  | 'brace-in-expression'
  | 'reserved-operator-at'
  | 'name-character'
  | 'explode-then-more';

export const STD_DEVIATIONS: Record<StdDeviation, { rfc: string; example: string }> = {
  // §2.1 literals: CTL, SP, DQUOTE, "<", ">", "\", "^", "`", "|" and code points outside
  // ucschar/iprivate are not literals. The library copies any character outside braces.
  'literal-character': { rfc: 'RFC 6570 §2.1 literals', example: 'a b<c>\u0085' },
  // §2.1: "%" is a literal only as pct-encoded ("%" HEXDIG HEXDIG). The library copies any "%".
  'literal-percent': { rfc: 'RFC 6570 §2.1 literals / pct-encoded', example: '/a%zz' },
  // §2.2 expression = "{" [ operator ] variable-list "}": no "{" inside. The library restarts
  // the expression at the inner "{", so "{a{b}" is read as "{b}".
  'brace-in-expression': { rfc: 'RFC 6570 §2.2 expression', example: '{a{b}' },
  // §2.2 op-reserve includes "@". The library rejects "=", ",", "!", "|" but reads "@" as a name character.
  'reserved-operator-at': { rfc: 'RFC 6570 §2.2 op-reserve', example: '{@a}' },
  // §2.3 varchar = ALPHA / DIGIT / "_" / pct-encoded. The library rejects only
  // + # / ; ? & SP ! = $ | * : ~ - and accepts anything else, e.g. "(", "@", "'", non-ASCII, controls.
  'name-character': { rfc: 'RFC 6570 §2.3 varchar', example: '{a(b),c@d,\u00e9}' },
  // §2.4 modifier-level4 = prefix / explode: one modifier, last. The library keeps reading
  // after "*": "{a*b}" is the exploded name "ab", "{a*:3}" has both modifiers, "{a**}" is accepted.
  'explode-then-more': { rfc: 'RFC 6570 §2.4 modifier-level4', example: '{a*b,c*:3,d**}' },
};

/** §2.1 literals with verified erratum 6937 (%x26-3B), ucschar and iprivate as RFC 3987 spells them. */
const RFC_LITERAL =
  /^[\x21\x23\x24\x26-\x3b\x3d\x3f-\x5b\x5d\x5f\x7e\u{a0}-\u{d7ff}\u{e000}-\u{f8ff}\u{f900}-\u{fdcf}\u{fdf0}-\u{ffef}\u{10000}-\u{1fffd}\u{20000}-\u{2fffd}\u{30000}-\u{3fffd}\u{40000}-\u{4fffd}\u{50000}-\u{5fffd}\u{60000}-\u{6fffd}\u{70000}-\u{7fffd}\u{80000}-\u{8fffd}\u{90000}-\u{9fffd}\u{a0000}-\u{afffd}\u{b0000}-\u{bfffd}\u{c0000}-\u{cfffd}\u{d0000}-\u{dfffd}\u{e1000}-\u{efffd}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]$/iu;
/** Characters the library itself rejects inside an expression, besides the name characters. */
const STD_REJECTS_IN_EXPRESSION = new Set([...'+#/;?&!=$|~- ']);
const VARSPEC_SYNTAX = /^[\w%.,:*]$/;
const HEX = /^[0-9A-F]$/i;

const isLoneSurrogate = (char: string) =>
  char.length === 1 && char.charCodeAt(0) >= 0xd800 && char.charCodeAt(0) <= 0xdfff;

export function stdDeviations(template: string): Set<StdDeviation> {
  const found = new Set<StdDeviation>();
  const chars = Array.from(template); // code points; lone surrogates stay single
  let inside = false;
  let first = false;
  let afterExplode = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (!inside) {
      if (char === '{') {
        inside = true;
        first = true;
        afterExplode = false;
      } else if (char === '%') {
        if (!(HEX.test(chars[i + 1] ?? '') && HEX.test(chars[i + 2] ?? ''))) found.add('literal-percent');
        else i += 2;
      } else if (char !== '}' && !RFC_LITERAL.test(char) && !isLoneSurrogate(char)) {
        // A lone surrogate is rejected by both (the library's encodeURIComponent throws on it).
        found.add('literal-character');
      }
      continue;
    }
    if (char === '}') {
      inside = false;
      continue;
    }
    if (char === '{') {
      found.add('brace-in-expression');
      first = true;
      afterExplode = false;
      continue;
    }
    if (afterExplode && char !== ',') found.add('explode-then-more');
    if (char === '*') afterExplode = true;
    if (char === ',') afterExplode = false;
    if (first && char === '@') found.add('reserved-operator-at');
    else if (!VARSPEC_SYNTAX.test(char) && !STD_REJECTS_IN_EXPRESSION.has(char)) found.add('name-character');
    first = false;
  }
  return found;
}
