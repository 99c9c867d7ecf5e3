import type { ErrorCategory, ErrorCode, GrammarError, OffsetRange } from './grammar.js';

/**
 * A template that is not valid RFC 6570 (`category: 'syntax'`), or valid but ambiguous to match
 * (`category: 'matching'`, thrown by `parse` and `match` only). `code`, `message` and `range`
 * are the parser's own, exactly as the `valid-template` lint rule reports them: the first syntax
 * error in template order, else the matching error that starts first. `range` is a half-open
 * `[start, end)` offset range in the template string.
 */
export class TemplateSyntaxError extends Error {
  override readonly name = 'TemplateSyntaxError';
  readonly code: ErrorCode;
  readonly category: ErrorCategory;
  readonly range: OffsetRange;
  /** The template that failed. */
  readonly template: string;

  constructor(template: string, error: GrammarError) {
    super(error.message);
    this.code = error.code;
    this.category = error.category;
    this.range = { start: error.range.start, end: error.range.end };
    this.template = template;
  }
}

/** Which limit a `TemplateLimitError` reports: `maxTemplateLength`, `maxVariables` or `maxUriLength`. */
export type TemplateLimitCode = 'template-length' | 'variable-count' | 'uri-length';

/** An input past one of the configured limits (see `TemplateLimits`). */
export class TemplateLimitError extends Error {
  override readonly name = 'TemplateLimitError';
  readonly code: TemplateLimitCode;
  /** The limit that was exceeded, and the option that sets it. */
  readonly limit: number;
  readonly option: 'maxTemplateLength' | 'maxVariables' | 'maxUriLength';
  /** How much the input had (for an expansion: at least this much). */
  readonly actual: number;

  constructor(code: TemplateLimitCode, actual: number, limit: number) {
    const [option, what] = LIMIT_WORDING[code];
    super(`${what(actual)}, more than the limit of ${limit} (raise it with the ${option} option)`);
    this.code = code;
    this.option = option;
    this.limit = limit;
    this.actual = actual;
  }
}

const LIMIT_WORDING: Record<TemplateLimitCode, readonly [TemplateLimitError['option'], (actual: number) => string]> = {
  'template-length': ['maxTemplateLength', (n) => `the template is ${n} characters long`],
  'variable-count': ['maxVariables', (n) => `the template has ${n} variables`],
  'uri-length': ['maxUriLength', (n) => `the URI has at least ${n} characters`],
};

/** Why `expand` could not write a value (`TemplateValueError`): a prefix on a list or map, a value of no expandable type, a lone surrogate. */
export type TemplateValueCode = 'prefix-on-composite' | 'invalid-value' | 'lone-surrogate';

/**
 * A value `expand` cannot write: a `:N` prefix on a list or map (RFC 6570 §2.4.1: prefixes do
 * not apply to composite values), a value that is not a string, number, boolean, list or map
 * (or a list or map holding something else), or a string with a lone surrogate (not Unicode,
 * so it has no UTF-8 encoding).
 */
export class TemplateValueError extends Error {
  override readonly name = 'TemplateValueError';
  readonly code: TemplateValueCode;
  /** The variable whose value failed. */
  readonly variable: string;

  constructor(code: TemplateValueCode, variable: string, message: string) {
    super(message);
    this.code = code;
    this.variable = variable;
  }
}
