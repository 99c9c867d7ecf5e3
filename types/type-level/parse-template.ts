import type { ReservedOperator } from './internal/character-classes.js';
import type { LiteralError, LiteralSpecial } from './internal/literal-errors.js';
import type * as M from './internal/message-types.js';
import type { CommaOrModifier, IsVariableName, PrefixLength, VarspecError } from './internal/varspec.js';
import type { AdjacentNext, ExpressionError } from './internal/matching-errors.js';

/**
 * The type-level twin of `parseTemplate` + `analyzeMatching` (types/grammar/): the first error,
 * as `URI template error: <the lint message>`, or the variables of a valid template.
 *
 * Like the lint rules (src/mcp/model.ts), syntax errors come first, in template order;
 * matching errors (adjacent variables, multi-segment, duplicates, query groups) count only when
 * there are none, and the first of them is the one the runtime's position sort puts first.
 *
 * Cost model, which shapes the code (types/docs/guide.md, "Cost"): TypeScript counts every type it
 * instantiates, and one evaluation may take at most 1000 conditional steps. So the whole walk is
 * one self-recursive alias (arguments passed on unchanged are then free, while a hop to another
 * alias pays for each of them), patterns without type variables are top-level union aliases
 * (never re-instantiated), and after 30 expressions the chain restarts in a fresh evaluation.
 *
 * Most expressions hold one variable: those are read, checked and recorded in one step (about 55
 * to 80 instantiations). The rest go through the varspec walk: one step per varspec, then one to
 * settle the matching errors.
 */
export type ParseTemplate<T extends string> = Run<
  '',
  '',
  '',
  T,
  '',
  '',
  '',
  never,
  never,
  never,
  never,
  never,
  never,
  never,
  '',
  '',
  ''
>;

/**
 * A valid template's variable names, grouped the way the public types need them:
 * required ones as `string` or `string[]`, optional (query) ones likewise, the multi-segment
 * ones (for kinds), and the ones with a `:N` prefix (which take no list or map when expanded).
 */
export interface TemplateVariableGroups<
  RequiredString extends string,
  RequiredList extends string,
  OptionalString extends string,
  OptionalList extends string,
  MultiSegment extends string,
  Prefixed extends string,
> {
  requiredString: RequiredString;
  requiredList: RequiredList;
  optionalString: OptionalString;
  optionalList: OptionalList;
  multiSegment: MultiSegment;
  prefixed: Prefixed;
}

/** A template error as the types write it: `URI template error: <the lint message>`. */
export type TemplateErrorMessage<Message extends string> = `${M.ErrorPrefix}${Message}`;

// Top-level union aliases: TypeScript knows they hold no type variable and never re-instantiates them.
type HasOpenBrace = `${string}{${string}` | never;
type HasLiteralSpecial = LiteralSpecial;
type HasModifier = `${string}*${string}` | `${string}:${string}`;
type StartsWithOperator =
  `+${string}` | `#${string}` | `.${string}` | `/${string}` | `;${string}` | `?${string}` | `&${string}`;
type ReservedOrEmpty = `${ReservedOperator}${string}` | '';
// For the one-step read of a lone variable.
type EndsWithStar = `${string}*` | never;
type HasComma = `${string},${string}` | never;
type BatchFull = `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx${string}` | never;

/*
 * Run's parameters. The current expression:
 *   Specs   its varspecs not yet read, each followed by ","; '' once all are read
 *   Op      its operator ('' for none)
 *   Body    its text without the braces ('' between expressions)
 *   After   the template after it
 *   Dup     the first error inside it (a duplicate name, a second multi-segment variable), '' if none
 *   Here    the varspec of its first multi-segment variable, '' if none
 * The template so far:
 *   FM      body (text without braces) of the first expression with a multi-segment variable, '' if none yet
 *   FQ      body of the first "{?…}" expression, '' if none yet
 *   Found   the first matching error message, '' if none yet
 *   Seen    every variable name
 *   RS RL OS OL Mu Pre   the groups of `TemplateVariableGroups`
 *   Batch   one "x" per expression since the chain last restarted
 */
type Run<
  Specs extends string,
  Op extends string,
  Body extends string,
  After extends string,
  Dup extends string,
  Here extends string,
  FM extends string,
  Seen extends string,
  RS extends string,
  RL extends string,
  OS extends string,
  OL extends string,
  Mu extends string,
  Pre extends string,
  FQ extends string,
  Found extends string,
  Batch extends string,
> = Specs extends ''
  ? Body extends ''
    ? // Between expressions: read the next literal and expression, or finish.
      Batch extends BatchFull
      ? Run<'', '', '', After, '', '', FM, Seen, RS, RL, OS, OL, Mu, Pre, FQ, Found, ''> extends infer Restarted
        ? Restarted
        : never
      : After extends HasOpenBrace
        ? After extends `${infer Literal}{${infer Next}}${infer Rest}`
          ? Literal extends HasLiteralSpecial
            ? LiteralError<Literal> extends ''
              ? Run<'', '', '', `{${Next}}${Rest}`, '', '', FM, Seen, RS, RL, OS, OL, Mu, Pre, FQ, Found, Batch>
              : TemplateErrorMessage<LiteralError<Literal>>
            : Next extends HasOpenBrace
              ? Unclosed<Literal, Next extends `${infer Head}{${string}` ? Head : never>
              : Next extends StartsWithOperator
                ? // One valid new variable, and no next expression it could be adjacent to: read, checked and
                  // recorded in this step, by operator: "." "/" ";" a segment, "&" a query variable, "?" the
                  // first query group (it becomes FQ), "+" "#" and "/" exploded the first multi-segment
                  // variable (it becomes FM). Anything else, a second query group or multi-segment variable
                  // included, goes through the varspec walk below, which says what is wrong.
                  Next extends CommaOrModifier
                  ? Next extends HasComma
                    ? Next extends `${infer First}${infer Names}`
                      ? Run<
                          `${Names},`,
                          First,
                          Next,
                          Rest,
                          '',
                          '',
                          FM,
                          Seen,
                          RS,
                          RL,
                          OS,
                          OL,
                          Mu,
                          Pre,
                          FQ,
                          Found,
                          `${Batch}x`
                        >
                      : never
                    : Next extends `${infer First}${infer Name}*`
                      ? IsVariableName<Name, Seen> extends true
                        ? Rest extends AdjacentNext
                          ? Run<
                              `${Name}*,`,
                              First,
                              Next,
                              Rest,
                              '',
                              '',
                              FM,
                              Seen,
                              RS,
                              RL,
                              OS,
                              OL,
                              Mu,
                              Pre,
                              FQ,
                              Found,
                              `${Batch}x`
                            >
                          : First extends '+' | '#' | '/'
                            ? FM extends ''
                              ? Run<
                                  '',
                                  '',
                                  '',
                                  Rest,
                                  '',
                                  '',
                                  Next,
                                  Seen | Name,
                                  RS,
                                  RL | Name,
                                  OS,
                                  OL,
                                  Mu | Name,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                              : Run<
                                  `${Name}*,`,
                                  First,
                                  Next,
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen,
                                  RS,
                                  RL,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                            : First extends '.' | ';'
                              ? Run<
                                  '',
                                  '',
                                  '',
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen | Name,
                                  RS,
                                  RL | Name,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                              : First extends '&'
                                ? Run<
                                    '',
                                    '',
                                    '',
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen | Name,
                                    RS,
                                    RL,
                                    OS,
                                    OL | Name,
                                    Mu,
                                    Pre,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                                : FQ extends ''
                                  ? Run<
                                      '',
                                      '',
                                      '',
                                      Rest,
                                      '',
                                      '',
                                      FM,
                                      Seen | Name,
                                      RS,
                                      RL,
                                      OS,
                                      OL | Name,
                                      Mu,
                                      Pre,
                                      Next,
                                      Found,
                                      `${Batch}x`
                                    >
                                  : Run<
                                      `${Name}*,`,
                                      First,
                                      Next,
                                      Rest,
                                      '',
                                      '',
                                      FM,
                                      Seen,
                                      RS,
                                      RL,
                                      OS,
                                      OL,
                                      Mu,
                                      Pre,
                                      FQ,
                                      Found,
                                      `${Batch}x`
                                    >
                        : Run<
                            `${Name}*,`,
                            First,
                            Next,
                            Rest,
                            '',
                            '',
                            FM,
                            Seen,
                            RS,
                            RL,
                            OS,
                            OL,
                            Mu,
                            Pre,
                            FQ,
                            Found,
                            `${Batch}x`
                          >
                      : Rest extends AdjacentNext
                        ? Next extends `${infer First}${infer Names}`
                          ? Run<
                              `${Names},`,
                              First,
                              Next,
                              Rest,
                              '',
                              '',
                              FM,
                              Seen,
                              RS,
                              RL,
                              OS,
                              OL,
                              Mu,
                              Pre,
                              FQ,
                              Found,
                              `${Batch}x`
                            >
                          : never
                        : Next extends `${infer First}${infer Name}:${infer Digits}`
                          ? IsVariableName<Name, Seen> extends true
                            ? Digits extends PrefixLength
                              ? First extends '.' | '/' | ';'
                                ? Run<
                                    '',
                                    '',
                                    '',
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen | Name,
                                    RS | Name,
                                    RL,
                                    OS,
                                    OL,
                                    Mu,
                                    Pre | Name,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                                : First extends '&'
                                  ? Run<
                                      '',
                                      '',
                                      '',
                                      Rest,
                                      '',
                                      '',
                                      FM,
                                      Seen | Name,
                                      RS,
                                      RL,
                                      OS | Name,
                                      OL,
                                      Mu,
                                      Pre | Name,
                                      FQ,
                                      Found,
                                      `${Batch}x`
                                    >
                                  : First extends '?'
                                    ? FQ extends ''
                                      ? Run<
                                          '',
                                          '',
                                          '',
                                          Rest,
                                          '',
                                          '',
                                          FM,
                                          Seen | Name,
                                          RS,
                                          RL,
                                          OS | Name,
                                          OL,
                                          Mu,
                                          Pre | Name,
                                          Next,
                                          Found,
                                          `${Batch}x`
                                        >
                                      : Run<
                                          `${Name}:${Digits},`,
                                          First,
                                          Next,
                                          Rest,
                                          '',
                                          '',
                                          FM,
                                          Seen,
                                          RS,
                                          RL,
                                          OS,
                                          OL,
                                          Mu,
                                          Pre,
                                          FQ,
                                          Found,
                                          `${Batch}x`
                                        >
                                    : FM extends ''
                                      ? Run<
                                          '',
                                          '',
                                          '',
                                          Rest,
                                          '',
                                          '',
                                          Next,
                                          Seen | Name,
                                          RS | Name,
                                          RL,
                                          OS,
                                          OL,
                                          Mu | Name,
                                          Pre | Name,
                                          FQ,
                                          Found,
                                          `${Batch}x`
                                        >
                                      : Run<
                                          `${Name}:${Digits},`,
                                          First,
                                          Next,
                                          Rest,
                                          '',
                                          '',
                                          FM,
                                          Seen,
                                          RS,
                                          RL,
                                          OS,
                                          OL,
                                          Mu,
                                          Pre,
                                          FQ,
                                          Found,
                                          `${Batch}x`
                                        >
                              : Run<
                                  `${Name}:${Digits},`,
                                  First,
                                  Next,
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen,
                                  RS,
                                  RL,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                            : Run<
                                `${Name}:${Digits},`,
                                First,
                                Next,
                                Rest,
                                '',
                                '',
                                FM,
                                Seen,
                                RS,
                                RL,
                                OS,
                                OL,
                                Mu,
                                Pre,
                                FQ,
                                Found,
                                `${Batch}x`
                              >
                          : Next extends `${infer First}${infer Names}`
                            ? Run<
                                `${Names},`,
                                First,
                                Next,
                                Rest,
                                '',
                                '',
                                FM,
                                Seen,
                                RS,
                                RL,
                                OS,
                                OL,
                                Mu,
                                Pre,
                                FQ,
                                Found,
                                `${Batch}x`
                              >
                            : never
                  : Rest extends AdjacentNext
                    ? Next extends `${infer First}${infer Names}`
                      ? Run<
                          `${Names},`,
                          First,
                          Next,
                          Rest,
                          '',
                          '',
                          FM,
                          Seen,
                          RS,
                          RL,
                          OS,
                          OL,
                          Mu,
                          Pre,
                          FQ,
                          Found,
                          `${Batch}x`
                        >
                      : never
                    : Next extends `${infer First}${infer Name}`
                      ? IsVariableName<Name, Seen> extends true
                        ? First extends '.' | '/' | ';'
                          ? Run<
                              '',
                              '',
                              '',
                              Rest,
                              '',
                              '',
                              FM,
                              Seen | Name,
                              RS | Name,
                              RL,
                              OS,
                              OL,
                              Mu,
                              Pre,
                              FQ,
                              Found,
                              `${Batch}x`
                            >
                          : First extends '&'
                            ? Run<
                                '',
                                '',
                                '',
                                Rest,
                                '',
                                '',
                                FM,
                                Seen | Name,
                                RS,
                                RL,
                                OS | Name,
                                OL,
                                Mu,
                                Pre,
                                FQ,
                                Found,
                                `${Batch}x`
                              >
                            : First extends '?'
                              ? FQ extends ''
                                ? Run<
                                    '',
                                    '',
                                    '',
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen | Name,
                                    RS,
                                    RL,
                                    OS | Name,
                                    OL,
                                    Mu,
                                    Pre,
                                    Next,
                                    Found,
                                    `${Batch}x`
                                  >
                                : Run<
                                    `${Name},`,
                                    First,
                                    Next,
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen,
                                    RS,
                                    RL,
                                    OS,
                                    OL,
                                    Mu,
                                    Pre,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                              : FM extends ''
                                ? Run<
                                    '',
                                    '',
                                    '',
                                    Rest,
                                    '',
                                    '',
                                    Next,
                                    Seen | Name,
                                    RS | Name,
                                    RL,
                                    OS,
                                    OL,
                                    Mu | Name,
                                    Pre,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                                : Run<
                                    `${Name},`,
                                    First,
                                    Next,
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen,
                                    RS,
                                    RL,
                                    OS,
                                    OL,
                                    Mu,
                                    Pre,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                        : Run<
                            `${Name},`,
                            First,
                            Next,
                            Rest,
                            '',
                            '',
                            FM,
                            Seen,
                            RS,
                            RL,
                            OS,
                            OL,
                            Mu,
                            Pre,
                            FQ,
                            Found,
                            `${Batch}x`
                          >
                      : never
                : // Without an operator: the same, for a segment.
                  Next extends ReservedOrEmpty
                  ? Next extends ''
                    ? TemplateErrorMessage<M.EmptyExpression>
                    : TemplateErrorMessage<
                        M.ReservedOperator<Next extends `${infer First}${string}` ? First : never, `{${Next}}`>
                      >
                  : Next extends CommaOrModifier
                    ? Next extends HasComma
                      ? Run<
                          `${Next},`,
                          '',
                          Next,
                          Rest,
                          '',
                          '',
                          FM,
                          Seen,
                          RS,
                          RL,
                          OS,
                          OL,
                          Mu,
                          Pre,
                          FQ,
                          Found,
                          `${Batch}x`
                        >
                      : Rest extends AdjacentNext
                        ? Run<
                            `${Next},`,
                            '',
                            Next,
                            Rest,
                            '',
                            '',
                            FM,
                            Seen,
                            RS,
                            RL,
                            OS,
                            OL,
                            Mu,
                            Pre,
                            FQ,
                            Found,
                            `${Batch}x`
                          >
                        : Next extends EndsWithStar
                          ? Next extends `${infer Name}*`
                            ? IsVariableName<Name, Seen> extends true
                              ? Run<
                                  '',
                                  '',
                                  '',
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen | Name,
                                  RS,
                                  RL | Name,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                              : Run<
                                  `${Next},`,
                                  '',
                                  Next,
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen,
                                  RS,
                                  RL,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                            : never
                          : Next extends `${infer Name}:${infer Digits}`
                            ? IsVariableName<Name, Seen> extends true
                              ? Digits extends PrefixLength
                                ? Run<
                                    '',
                                    '',
                                    '',
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen | Name,
                                    RS | Name,
                                    RL,
                                    OS,
                                    OL,
                                    Mu,
                                    Pre | Name,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                                : Run<
                                    `${Next},`,
                                    '',
                                    Next,
                                    Rest,
                                    '',
                                    '',
                                    FM,
                                    Seen,
                                    RS,
                                    RL,
                                    OS,
                                    OL,
                                    Mu,
                                    Pre,
                                    FQ,
                                    Found,
                                    `${Batch}x`
                                  >
                              : Run<
                                  `${Next},`,
                                  '',
                                  Next,
                                  Rest,
                                  '',
                                  '',
                                  FM,
                                  Seen,
                                  RS,
                                  RL,
                                  OS,
                                  OL,
                                  Mu,
                                  Pre,
                                  FQ,
                                  Found,
                                  `${Batch}x`
                                >
                            : Run<
                                `${Next},`,
                                '',
                                Next,
                                Rest,
                                '',
                                '',
                                FM,
                                Seen,
                                RS,
                                RL,
                                OS,
                                OL,
                                Mu,
                                Pre,
                                FQ,
                                Found,
                                `${Batch}x`
                              >
                    : Rest extends AdjacentNext
                      ? Run<
                          `${Next},`,
                          '',
                          Next,
                          Rest,
                          '',
                          '',
                          FM,
                          Seen,
                          RS,
                          RL,
                          OS,
                          OL,
                          Mu,
                          Pre,
                          FQ,
                          Found,
                          `${Batch}x`
                        >
                      : IsVariableName<Next, Seen> extends true
                        ? Run<
                            '',
                            '',
                            '',
                            Rest,
                            '',
                            '',
                            FM,
                            Seen | Next,
                            RS | Next,
                            RL,
                            OS,
                            OL,
                            Mu,
                            Pre,
                            FQ,
                            Found,
                            `${Batch}x`
                          >
                        : Run<
                            `${Next},`,
                            '',
                            Next,
                            Rest,
                            '',
                            '',
                            FM,
                            Seen,
                            RS,
                            RL,
                            OS,
                            OL,
                            Mu,
                            Pre,
                            FQ,
                            Found,
                            `${Batch}x`
                          >
          : After extends `${infer Literal}{${infer Rest}`
            ? Unclosed<Literal, Rest extends `${infer Head}{${string}` ? Head : Rest>
            : never
        : LiteralError<After> extends ''
          ? Found extends ''
            ? TemplateVariableGroups<RS, RL, OS, OL, Mu, Pre>
            : TemplateErrorMessage<Found>
          : TemplateErrorMessage<LiteralError<After>>
    : // The expression is read: settle its matching error (cheaply when it cannot have one).
      Found extends ''
      ? Dup | Here extends ''
        ? Op extends '?'
          ? Run<
              '',
              '',
              '',
              After,
              '',
              '',
              FM,
              Seen,
              RS,
              RL,
              OS,
              OL,
              Mu,
              Pre,
              FQ extends '' ? Body : FQ,
              ExpressionError<Op, `{${Body}}`, After, FM, FQ, Dup, Here>,
              Batch
            >
          : After extends AdjacentNext
            ? Run<
                '',
                '',
                '',
                After,
                '',
                '',
                FM,
                Seen,
                RS,
                RL,
                OS,
                OL,
                Mu,
                Pre,
                FQ,
                ExpressionError<Op, `{${Body}}`, After, FM, FQ, Dup, Here>,
                Batch
              >
            : Run<'', '', '', After, '', '', FM, Seen, RS, RL, OS, OL, Mu, Pre, FQ, Found, Batch>
        : Run<
            '',
            '',
            '',
            After,
            '',
            '',
            FM extends '' ? (Here extends '' ? '' : Body) : FM,
            Seen,
            RS,
            RL,
            OS,
            OL,
            Mu,
            Pre,
            FQ extends '' ? (Op extends '?' ? Body : '') : FQ,
            ExpressionError<Op, `{${Body}}`, After, FM, FQ, Dup, Here>,
            Batch
          >
      : Run<'', '', '', After, '', '', FM, Seen, RS, RL, OS, OL, Mu, Pre, FQ, Found, Batch>
  : Specs extends `${infer Spec},${infer More}`
    ? Spec extends HasModifier
      ? Spec extends `${infer Name}*`
        ? IsVariableName<Name> extends true
          ? // An exploded variable: a list, or multi-segment with "/", "+" and "#".
            Op extends '+' | '#' | '/'
            ? Name extends Seen
              ? Run<
                  More,
                  Op,
                  Body,
                  After,
                  AfterDuplicate<AfterMulti<FM, Here, Dup, Spec>, Name, Body>,
                  Here extends '' ? Spec : Here,
                  FM,
                  Seen,
                  RS,
                  RL,
                  OS,
                  OL,
                  Mu,
                  Pre,
                  FQ,
                  Found,
                  Batch
                >
              : Run<
                  More,
                  Op,
                  Body,
                  After,
                  AfterMulti<FM, Here, Dup, Spec>,
                  Here extends '' ? Spec : Here,
                  FM,
                  Seen | Name,
                  RS,
                  RL | Name,
                  OS,
                  OL,
                  Mu | Name,
                  Pre,
                  FQ,
                  Found,
                  Batch
                >
            : Name extends Seen
              ? Run<
                  More,
                  Op,
                  Body,
                  After,
                  AfterDuplicate<Dup, Name, Body>,
                  Here,
                  FM,
                  Seen,
                  RS,
                  RL,
                  OS,
                  OL,
                  Mu,
                  Pre,
                  FQ,
                  Found,
                  Batch
                >
              : Op extends '?' | '&'
                ? Run<
                    More,
                    Op,
                    Body,
                    After,
                    Dup,
                    Here,
                    FM,
                    Seen | Name,
                    RS,
                    RL,
                    OS,
                    OL | Name,
                    Mu,
                    Pre,
                    FQ,
                    Found,
                    Batch
                  >
                : Run<
                    More,
                    Op,
                    Body,
                    After,
                    Dup,
                    Here,
                    FM,
                    Seen | Name,
                    RS,
                    RL | Name,
                    OS,
                    OL,
                    Mu,
                    Pre,
                    FQ,
                    Found,
                    Batch
                  >
          : TemplateErrorMessage<VarspecError<Spec, `{${Body}}`>>
        : Spec extends `${infer Name}:${infer Digits}`
          ? IsVariableName<Name> extends true
            ? Digits extends PrefixLength
              ? // A prefixed variable: recorded like a plain one.
                Op extends '+' | '#'
                ? Name extends Seen
                  ? Run<
                      More,
                      Op,
                      Body,
                      After,
                      AfterDuplicate<AfterMulti<FM, Here, Dup, Spec>, Name, Body>,
                      Here extends '' ? Spec : Here,
                      FM,
                      Seen,
                      RS,
                      RL,
                      OS,
                      OL,
                      Mu,
                      Pre,
                      FQ,
                      Found,
                      Batch
                    >
                  : Run<
                      More,
                      Op,
                      Body,
                      After,
                      AfterMulti<FM, Here, Dup, Spec>,
                      Here extends '' ? Spec : Here,
                      FM,
                      Seen | Name,
                      RS | Name,
                      RL,
                      OS,
                      OL,
                      Mu | Name,
                      Pre | Name,
                      FQ,
                      Found,
                      Batch
                    >
                : Name extends Seen
                  ? Run<
                      More,
                      Op,
                      Body,
                      After,
                      AfterDuplicate<Dup, Name, Body>,
                      Here,
                      FM,
                      Seen,
                      RS,
                      RL,
                      OS,
                      OL,
                      Mu,
                      Pre,
                      FQ,
                      Found,
                      Batch
                    >
                  : Op extends '?' | '&'
                    ? Run<
                        More,
                        Op,
                        Body,
                        After,
                        Dup,
                        Here,
                        FM,
                        Seen | Name,
                        RS,
                        RL,
                        OS | Name,
                        OL,
                        Mu,
                        Pre | Name,
                        FQ,
                        Found,
                        Batch
                      >
                    : Run<
                        More,
                        Op,
                        Body,
                        After,
                        Dup,
                        Here,
                        FM,
                        Seen | Name,
                        RS | Name,
                        RL,
                        OS,
                        OL,
                        Mu,
                        Pre | Name,
                        FQ,
                        Found,
                        Batch
                      >
              : TemplateErrorMessage<VarspecError<Spec, `{${Body}}`>>
            : TemplateErrorMessage<VarspecError<Spec, `{${Body}}`>>
          : TemplateErrorMessage<VarspecError<Spec, `{${Body}}`>>
      : IsVariableName<Spec> extends true
        ? // A plain variable: multi-segment with "+" and "#".
          Op extends '+' | '#'
          ? Spec extends Seen
            ? Run<
                More,
                Op,
                Body,
                After,
                AfterDuplicate<AfterMulti<FM, Here, Dup, Spec>, Spec, Body>,
                Here extends '' ? Spec : Here,
                FM,
                Seen,
                RS,
                RL,
                OS,
                OL,
                Mu,
                Pre,
                FQ,
                Found,
                Batch
              >
            : Run<
                More,
                Op,
                Body,
                After,
                AfterMulti<FM, Here, Dup, Spec>,
                Here extends '' ? Spec : Here,
                FM,
                Seen | Spec,
                RS | Spec,
                RL,
                OS,
                OL,
                Mu | Spec,
                Pre,
                FQ,
                Found,
                Batch
              >
          : Spec extends Seen
            ? Run<
                More,
                Op,
                Body,
                After,
                AfterDuplicate<Dup, Spec, Body>,
                Here,
                FM,
                Seen,
                RS,
                RL,
                OS,
                OL,
                Mu,
                Pre,
                FQ,
                Found,
                Batch
              >
            : Op extends '?' | '&'
              ? Run<More, Op, Body, After, Dup, Here, FM, Seen | Spec, RS, RL, OS | Spec, OL, Mu, Pre, FQ, Found, Batch>
              : Run<More, Op, Body, After, Dup, Here, FM, Seen | Spec, RS | Spec, RL, OS, OL, Mu, Pre, FQ, Found, Batch>
        : TemplateErrorMessage<VarspecError<Spec, `{${Body}}`>>
    : never;

/**
 * The first error inside an expression, after one more multi-segment variable `Spec`: a second
 * one in the same expression quotes both varspecs (one in an earlier expression is reported at
 * the expression's start instead, by `ExpressionError`).
 */
type AfterMulti<FM extends string, Here extends string, Inner extends string, Spec extends string> = FM extends ''
  ? Here extends ''
    ? Inner
    : Inner extends ''
      ? M.MultipleMultiSegment<Here, Spec>
      : Inner
  : Inner;

type AfterDuplicate<Inner extends string, Name extends string, Body extends string> = Inner extends ''
  ? M.DuplicateVariable<Name, `{${Body}}`>
  : Inner;

/** An expression that is never closed, unless the literal before it has an error first. */
type Unclosed<Literal extends string, Head extends string> =
  LiteralError<Literal> extends ''
    ? TemplateErrorMessage<M.UnclosedExpression<`{${Head}`>>
    : TemplateErrorMessage<LiteralError<Literal>>;
