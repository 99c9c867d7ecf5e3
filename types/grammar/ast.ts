/**
 * The typed tree of an RFC 6570 template. Every node carries the half-open offset range
 * `[start, end)` it covers in the template's value (not in the source file: see
 * `src/source/` for mapping value offsets to source ranges).
 */

export interface OffsetRange {
  readonly start: number;
  readonly end: number;
}

/** `''` is simple string expansion (`{x}`). */
export type Operator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/**
 * How a variable's value occupies a URI, which is what matching cares about:
 * - `segment`: stays inside one path segment (`{x}`, `{.x}`, `{/x}`, `{;x}`);
 * - `multi-segment`: may span `/` (`{+x}`, `{#x}`, `{/x*}`, `{+x*}`, `{#x*}`);
 * - `list`: an exploded list kept inside one segment (`{x*}`, `{.x*}`, `{;x*}`);
 * - `query`: an optional form-style query parameter (`{?x}`, `{&x}`).
 */
export type VariableKind = 'segment' | 'multi-segment' | 'list' | 'query';

export interface VariableSpec {
  readonly type: 'variable';
  readonly name: string;
  /** The whole varspec, name and modifier. */
  readonly range: OffsetRange;
  readonly nameRange: OffsetRange;
  /** `:N` prefix length, if any. */
  readonly prefix: number | undefined;
  readonly explode: boolean;
  readonly kind: VariableKind;
  /** The enclosing expression, for messages that quote it. */
  readonly expression: Expression;
}

export interface Expression {
  readonly type: 'expression';
  readonly operator: Operator;
  /** From `{` to `}` inclusive. */
  readonly range: OffsetRange;
  /** The template text of the whole expression, braces included. */
  readonly text: string;
  readonly variables: VariableSpec[];
}

export interface Literal {
  readonly type: 'literal';
  readonly value: string;
  readonly range: OffsetRange;
}

export type TemplatePart = Literal | Expression;

export type ErrorCode =
  | 'unclosed-expression'
  | 'stray-close-brace'
  | 'empty-expression'
  | 'reserved-operator'
  | 'invalid-variable-name'
  | 'invalid-prefix'
  | 'invalid-literal'
  | 'invalid-percent-encoding'
  | 'adjacent-variables'
  | 'multiple-multi-segment'
  | 'duplicate-variable'
  | 'multiple-query-groups';

/** `syntax` errors make a template invalid under RFC 6570; `matching` ones make it ambiguous to match. */
export type ErrorCategory = 'syntax' | 'matching';

export interface TemplateError {
  readonly code: ErrorCode;
  readonly category: ErrorCategory;
  readonly message: string;
  readonly range: OffsetRange;
}

export interface ParsedTemplate {
  readonly source: string;
  readonly parts: TemplatePart[];
  readonly expressions: Expression[];
  readonly variables: VariableSpec[];
  /** Syntax errors, in source order. */
  readonly errors: TemplateError[];
}
