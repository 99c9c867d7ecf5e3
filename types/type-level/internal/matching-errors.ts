import type { NameStart } from './character-classes.js';
import type * as M from './message-types.js';

/**
 * The template after an expression, when it starts with an expression adjacent to that one (no
 * literal between, and no operator that separates itself). Any other start than these and the
 * separating operators ("{-", "{}", "{=") is a syntax error, which is reported first anyway.
 * A top-level union alias, so its members are not re-instantiated on each use.
 */
export type AdjacentNext = `{+${string}` | `{%${string}` | `{${NameStart}${string}`;

/**
 * The first matching error that starts at an expression, in the runtime's order: its adjacency
 * with the next expression, a second multi-segment variable, a second query group (all three
 * start where the expression starts), then the first error inside it. '' if none.
 *
 * Op, Text, After: the expression's operator and text, and the template after it.
 * FM, FQ: the bodies of the first multi-segment and query expressions before it ('' if none).
 * Dup: the first error inside it. Here: the varspec of its first multi-segment variable, or ''.
 */
export type ExpressionError<
  Op extends string,
  Text extends string,
  After extends string,
  FM extends string,
  FQ extends string,
  Dup extends string,
  Here extends string,
> = After extends AdjacentNext
  ? After extends `{${infer Next}}${string}`
    ? M.AdjacentVariables<Text, `{${Next}}`, Next extends `+${infer Names}` ? Names : Next>
    : MultiOrLater<Op, Text, FM, FQ, Dup, Here>
  : MultiOrLater<Op, Text, FM, FQ, Dup, Here>;

type MultiOrLater<
  Op extends string,
  Text extends string,
  FM extends string,
  FQ extends string,
  Dup extends string,
  Here extends string,
> = Here extends ''
  ? QueryOrDuplicate<Op, Text, FQ, Dup>
  : FM extends ''
    ? QueryOrDuplicate<Op, Text, FQ, Dup>
    : M.MultipleMultiSegment<`{${FM}}`, Text>;

type QueryOrDuplicate<Op extends string, Text extends string, FQ extends string, Dup extends string> = Op extends '?'
  ? FQ extends ''
    ? Dup
    : M.MultipleQueryGroups<`{${FQ}}`, Text>
  : Dup;
