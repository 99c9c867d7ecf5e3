/**
 * The grammar's sentences (types/grammar/messages.ts) as string literal types. The two are
 * held together by test/types/differential.test.ts: change both at once.
 */

export type ErrorPrefix = 'URI template error: ';

export type UnclosedExpression<Text extends string> = `expression "${Text}" is not closed: add "}" after it`;

export type StrayCloseBrace = `"}" has no matching "{": remove it, or write it as %7D`;

export type EmptyExpression = `expression "{}" is empty: name a variable inside the braces, e.g. "{id}"`;

export type ReservedOperator<
  Operator extends string,
  Text extends string,
> = `operator "${Operator}" in "${Text}" is reserved by RFC 6570: use one of + # . / ; ? & or none`;

export type InvalidVariableName<
  Name extends string,
  Text extends string,
> = `variable name "${Name}" in "${Text}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them`;

export type InvalidPrefix<
  Modifier extends string,
  Text extends string,
> = `prefix "${Modifier}" in "${Text}" is not valid: write ":N" with N from 1 to 9999, and do not combine it with "*"`;

export type InvalidLiteral<
  Shown extends string,
  Encoded extends string,
> = `character "${Shown}" is not allowed outside an expression: write it as ${Encoded}`;

export type InvalidPercentEncoding<Text extends string> =
  `"${Text}" is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits`;

export type AdjacentVariables<
  First extends string,
  Second extends string,
  Names extends string,
> = `"${First}" and "${Second}" have no literal between them, so a URI cannot be split between them unambiguously, and matching it in the SDK is slow on long URIs: put a literal between them, or write "{.${Names}}" or "{/${Names}}"`;

export type MultipleMultiSegment<
  First extends string,
  Second extends string,
> = `"${Second}" is a second multi-segment variable after "${First}": a URI cannot be split between two variables that may both contain "/", keep only one`;

export type DuplicateVariable<
  Name extends string,
  Text extends string,
> = `variable "${Name}" is declared twice (again in "${Text}"): give each variable its own name`;

export type MultipleQueryGroups<
  First extends string,
  Second extends string,
> = `"${Second}" starts a second query group after "${First}": merge them into one "{?...}", or continue the query with "{&...}"`;
