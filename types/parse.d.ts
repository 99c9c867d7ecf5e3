import type { Operator, ReservedOperator, SelfSeparatingOperator } from './characters.js';
import type { LiteralError } from './literal.js';
import type * as M from './messages.js';
import type { IsPrefixLength, IsVariableName } from './names.js';
/**
 * The type-level twin of `parseTemplate` + `analyzeMatching` (src/template/): the first error,
 * as `URI template error: <the lint message>`, or the variables of a valid template.
 *
 * Like the lint rules, syntax errors come first (in template order); matching errors
 * (adjacent variables, multi-segment, duplicates, query groups) only count when there are none,
 * and the first of those is the one the runtime's position sort puts first.
 *
 * Cost model, which shapes the code: TypeScript allows 1000 nested-conditional steps in one
 * evaluation, and every `A extends B ? … : …` taken counts as a step. So `Walk` takes two steps
 * per expression and hands each expression to `Step`, a separate evaluation with its own 1000.
 */
export type ParseTemplate<T extends string> = Walk<T, '', '', '', never, never, never, never, never, never>;
/** A valid template's variable names, one union per kind, plus the modifiers that matter for types. */
export interface ParsedTemplate<Segment extends string, MultiSegment extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string> {
    segment: Segment;
    multiSegment: MultiSegment;
    list: List;
    query: Query;
    exploded: Exploded;
    prefixed: Prefixed;
}
export type TemplateError<Message extends string> = `${M.ErrorPrefix}${Message}`;
type Walk<S extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string> = S extends `${infer Literal}{${infer Rest}` ? Step<Literal, Rest, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed> extends [
    infer After extends string,
    infer FM2 extends string,
    infer FQ2 extends string,
    infer Found2 extends string,
    infer Seg2 extends string,
    infer Multi2 extends string,
    infer List2 extends string,
    infer Query2 extends string,
    infer Exploded2 extends string,
    infer Prefixed2 extends string
] ? Walk<After, FM2, FQ2, Found2, Seg2, Multi2, List2, Query2, Exploded2, Prefixed2> : Step<Literal, Rest, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed> : LiteralError<S> extends '' ? Found extends '' ? ParsedTemplate<Seg, Multi, List, Query, Exploded, Prefixed> : TemplateError<Found> : TemplateError<LiteralError<S>>;
/** One literal and the expression after it: the new state, or the first syntax error. */
type Step<Literal extends string, Rest extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string> = LiteralError<Literal> extends '' ? Rest extends `${infer Body}}${infer After}` ? Body extends `${infer Head}{${string}` ? TemplateError<M.UnclosedExpression<`{${Head}`>> : Body extends `${infer First}${infer Specs}` ? First extends Operator ? VarList<Specs, First, `{${Body}}`, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, '', ''> : First extends ReservedOperator ? TemplateError<M.ReservedOperator<First, `{${Body}}`>> : VarList<Body, '', `{${Body}}`, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, '', ''> : TemplateError<M.EmptyExpression> : TemplateError<M.UnclosedExpression<`{${Rest extends `${infer Head}{${string}` ? Head : Rest}`>> : TemplateError<LiteralError<Literal>>;
type VarList<Specs extends string, Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string, Dup extends string, MultiHere extends string> = Specs extends `${infer Spec},${infer More}` ? VarSpec<Spec, More, true, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : VarSpec<Specs, '', false, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere>;
/** Splits a varspec into its name (up to the first ":" or "*") and its modifier. */
type VarSpec<Spec extends string, More extends string, HasMore extends boolean, Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string, Dup extends string, MultiHere extends string> = Spec extends `${infer Name}:${infer Digits}` ? Name extends `${infer Short}*${infer Tail}` ? Modifier<Short, `*${Tail}:${Digits}`, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : Modifier<Name, `:${Digits}`, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : Spec extends `${infer Name}*${infer Tail}` ? Modifier<Name, `*${Tail}`, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : Modifier<Spec, '', More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere>;
type Modifier<Name extends string, Mod extends string, More extends string, HasMore extends boolean, Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string, Dup extends string, MultiHere extends string> = IsVariableName<Name> extends false ? TemplateError<M.InvalidVariableName<Name, Text>> : Mod extends '' ? Classify<Name, false, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : Mod extends '*' ? Classify<Name, true, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded | Name, Prefixed, Dup, MultiHere> : Mod extends `:${infer Digits}` ? IsPrefixLength<Digits> extends true ? Classify<Name, false, More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed | Name, Dup, MultiHere> : TemplateError<M.InvalidPrefix<Mod, Text>> : TemplateError<M.InvalidPrefix<Mod, Text>>;
/** Records the variable under its kind (see `VariableKind` in src/template/ast.ts). */
type Classify<Name extends string, Explode extends boolean, More extends string, HasMore extends boolean, Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string, Dup extends string, MultiHere extends string> = Op extends '?' | '&' ? Next<More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query | Name, Exploded, Prefixed, DupAfter<Name, Dup, Text, Seg | Multi | List | Query>, MultiHere> : Op extends '+' | '#' ? Next<More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi | Name, List, Query, Exploded, Prefixed, DupAfter<Name, Dup, Text, Seg | Multi | List | Query>, `${MultiHere}1`> : Explode extends false ? Next<More, HasMore, Op, Text, After, FM, FQ, Found, Seg | Name, Multi, List, Query, Exploded, Prefixed, DupAfter<Name, Dup, Text, Seg | Multi | List | Query>, MultiHere> : Op extends '/' ? Next<More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi | Name, List, Query, Exploded, Prefixed, DupAfter<Name, Dup, Text, Seg | Multi | List | Query>, `${MultiHere}1`> : Next<More, HasMore, Op, Text, After, FM, FQ, Found, Seg, Multi, List | Name, Query, Exploded, Prefixed, DupAfter<Name, Dup, Text, Seg | Multi | List | Query>, MultiHere>;
type DupAfter<Name extends string, Dup extends string, Text extends string, Seen extends string> = Dup extends '' ? Name extends Seen ? M.DuplicateVariable<Name, Text> : '' : Dup;
/** On to the next varspec, or, after the last one, the expression's matching error and the new state. */
type Next<More extends string, HasMore extends boolean, Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Found extends string, Seg extends string, Multi extends string, List extends string, Query extends string, Exploded extends string, Prefixed extends string, Dup extends string, MultiHere extends string> = HasMore extends true ? VarList<More, Op, Text, After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed, Dup, MultiHere> : Found extends '' ? [
    After,
    FM extends '' ? (MultiHere extends '' ? '' : Text) : FM,
    FQ extends '' ? (Op extends '?' ? Text : '') : FQ,
    ExpressionError<Op, Text, After, FM, FQ, Dup, MultiHere>,
    Seg,
    Multi,
    List,
    Query,
    Exploded,
    Prefixed
] : [After, FM, FQ, Found, Seg, Multi, List, Query, Exploded, Prefixed];
/**
 * The first matching error that starts at this expression, in the runtime's order: the
 * adjacency with the next expression, a second multi-segment variable, a second query group
 * (all at the expression's start), then a duplicate name (inside it).
 */
type ExpressionError<Op extends string, Text extends string, After extends string, FM extends string, FQ extends string, Dup extends string, MultiHere extends string> = After extends `{${infer Next}}${string}` ? Next extends '' | `${SelfSeparatingOperator}${string}` | `${string}{${string}` ? MultiOrLater<Op, Text, FM, FQ, Dup, MultiHere> : M.AdjacentVariables<Text, `{${Next}}`, Next extends `+${infer Names}` ? Names : Next> : MultiOrLater<Op, Text, FM, FQ, Dup, MultiHere>;
type MultiOrLater<Op extends string, Text extends string, FM extends string, FQ extends string, Dup extends string, MultiHere extends string> = MultiHere extends '' ? QueryOrDuplicate<Op, Text, FQ, Dup> : FM extends '' ? MultiHere extends '1' ? QueryOrDuplicate<Op, Text, FQ, Dup> : M.MultipleMultiSegment<Text, Text> : M.MultipleMultiSegment<FM, Text>;
type QueryOrDuplicate<Op extends string, Text extends string, FQ extends string, Dup extends string> = Op extends '?' ? FQ extends '' ? Dup : M.MultipleQueryGroups<FQ, Text> : Dup;
export {};
