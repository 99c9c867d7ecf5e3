import type {
  ErrorCode,
  Expression,
  Literal,
  OffsetRange,
  Operator,
  ParsedTemplate,
  TemplateError,
  TemplatePart,
  VariableKind,
  VariableSpec,
} from './ast.js';
import { templateMessages as m } from './messages.js';

const OPERATORS = new Set(['+', '#', '.', '/', ';', '?', '&']);
const RESERVED_OPERATORS = new Set(['=', ',', '!', '@', '|']);

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isAlphaDigitUnderscore = (c: number) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;

/**
 * RFC 6570 §2.1 `literals`, minus `pct-encoded` (handled by the caller), with verified erratum
 * 6937 applied: `%x26-3B` instead of `%x26 / %x28-3B`, so the apostrophe is a literal (the RFC's
 * own examples, e.g. `'{var}'` in §3.2.1, use it).
 */
function isLiteralCodePoint(c: number): boolean {
  if (c < 0x80) {
    return (
      c === 0x21 ||
      c === 0x23 ||
      c === 0x24 ||
      (c >= 0x26 && c <= 0x3b) ||
      c === 0x3d ||
      (c >= 0x3f && c <= 0x5b) ||
      c === 0x5d ||
      c === 0x5f ||
      (c >= 0x61 && c <= 0x7a) ||
      c === 0x7e
    );
  }
  // ucschar (RFC 3987) and iprivate.
  if (c >= 0xa0 && c <= 0xd7ff) return true;
  if (c >= 0xe000 && c <= 0xf8ff) return true; // iprivate
  if (c >= 0xf900 && c <= 0xfdcf) return true;
  if (c >= 0xfdf0 && c <= 0xffef) return true;
  // Supplementary planes: every plane but the last two code points of each, and not E0000-E0FFF.
  if (c >= 0x10000) return (c & 0xffff) <= 0xfffd && (c < 0xe0000 || c >= 0xe1000);
  return false;
}

/** UTF-8 percent-encoding of one code point, for "write it as %XX" messages. */
export function percentEncode(char: string): string {
  return Array.from(new TextEncoder().encode(char), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join(
    '',
  );
}

function variableKind(operator: Operator, explode: boolean): VariableKind {
  if (operator === '?' || operator === '&') return 'query';
  if (operator === '+' || operator === '#') return 'multi-segment';
  if (explode) return operator === '/' ? 'multi-segment' : 'list';
  return 'segment';
}

function error(code: ErrorCode, message: string, start: number, end: number): TemplateError {
  return { code, category: 'syntax', message, range: { start, end } };
}

/**
 * Parses an RFC 6570 (level 4) template. Never throws; runs in time linear in the input.
 * Syntax errors are collected in `errors`; whatever parses is still returned in `parts`, so
 * rules can work on the valid expressions of a template that has an error elsewhere.
 */
export function parseTemplate(source: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  const expressions: Expression[] = [];
  const variables: VariableSpec[] = [];
  const errors: TemplateError[] = [];
  let literalStart = 0;

  const flushLiteral = (end: number) => {
    if (end > literalStart) {
      parts.push({
        type: 'literal',
        value: source.slice(literalStart, end),
        range: { start: literalStart, end },
      } satisfies Literal);
    }
  };

  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c === 0x7b /* { */) {
      flushLiteral(i);
      // The expression runs to the next "}"; a "{" before it means this one was never closed.
      let close = i + 1;
      while (close < source.length && source[close] !== '}' && source[close] !== '{') close++;
      if (close >= source.length || source[close] === '{') {
        errors.push(error('unclosed-expression', m.unclosedExpression(source.slice(i, close)), i, close));
        i = close;
        literalStart = close;
        continue;
      }
      const expression = parseExpression(source, i, close, errors);
      parts.push(expression);
      expressions.push(expression);
      // Not push(...spread): an expression may hold more variables than a call takes arguments.
      for (const variable of expression.variables) variables.push(variable);
      i = close + 1;
      literalStart = i;
      continue;
    }
    if (c === 0x7d /* } */) {
      errors.push(error('stray-close-brace', m.strayCloseBrace(), i, i + 1));
      i++;
      continue;
    }
    if (c === 0x25 /* % */) {
      if (i + 2 < source.length && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
        i += 3;
        continue;
      }
      // Quote the "%" and the (at most two) characters that should have been hex digits,
      // never cutting a surrogate pair in half.
      let end = i + 1;
      for (let taken = 0; taken < 2 && end < source.length && !'{}%'.includes(source[end]!); taken++) {
        end += source.codePointAt(end)! > 0xffff ? 2 : 1;
      }
      errors.push(error('invalid-percent-encoding', m.invalidPercentEncoding(source.slice(i, end)), i, end));
      i = end;
      continue;
    }
    const codePoint = source.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    if (!isLiteralCodePoint(codePoint) || isLoneSurrogate(source, i)) {
      const char = source.slice(i, i + width);
      errors.push(error('invalid-literal', m.invalidLiteral(printable(char), percentEncode(char)), i, i + width));
    }
    i += width;
  }
  flushLiteral(source.length);
  return { source, parts, expressions, variables, errors };
}

function isLoneSurrogate(source: string, i: number): boolean {
  const c = source.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdfff && source.codePointAt(i)! <= 0xffff;
}

/** Shows control characters and lone surrogates readably inside a message. */
function printable(char: string): string {
  const c = char.codePointAt(0)!;
  if (c < 0x20 || c === 0x7f) return `\\x${c.toString(16).padStart(2, '0')}`;
  if (c >= 0xd800 && c <= 0xdfff) return `\\u${c.toString(16)}`;
  if (c === 0x20) return ' ';
  return char;
}

function parseExpression(source: string, open: number, close: number, errors: TemplateError[]): Expression {
  const text = source.slice(open, close + 1);
  const variables: VariableSpec[] = [];
  let operator: Operator = '';
  const expression: Expression = {
    type: 'expression',
    operator,
    range: { start: open, end: close + 1 },
    text,
    variables,
  };

  let i = open + 1;
  if (i === close) {
    errors.push(error('empty-expression', m.emptyExpression(), open, close + 1));
    return expression;
  }
  const first = source[i]!;
  if (OPERATORS.has(first)) {
    operator = first as Operator;
    i++;
  } else if (RESERVED_OPERATORS.has(first)) {
    errors.push(error('reserved-operator', m.reservedOperator(first, text), i, i + 1));
    i++;
  }
  (expression as { operator: Operator }).operator = operator;

  // The variable list: varspecs separated by ",". An empty one (e.g. "{x,}") is a bad name.
  let specStart = i;
  for (let j = i; j <= close; j++) {
    if (j === close || source[j] === ',') {
      const spec = parseVarspec(source, specStart, j, expression, errors);
      if (spec) variables.push(spec);
      specStart = j + 1;
    }
  }
  return expression;
}

function parseVarspec(
  source: string,
  start: number,
  end: number,
  expression: Expression,
  errors: TemplateError[],
): VariableSpec | undefined {
  const text = expression.text;
  // Name: varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded.
  let i = start;
  let nameValid = true;
  let lastWasDot = true; // a name may not start with "."
  while (i < end && source[i] !== ':' && source[i] !== '*') {
    const c = source.charCodeAt(i);
    if (isAlphaDigitUnderscore(c)) {
      lastWasDot = false;
      i++;
    } else if (c === 0x25 && i + 2 < end && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
      lastWasDot = false;
      i += 3;
    } else if (c === 0x2e /* . */ && !lastWasDot) {
      lastWasDot = true;
      i++;
    } else {
      nameValid = false;
      i++;
    }
  }
  const nameEnd = i;
  const name = source.slice(start, nameEnd);
  if (name.length === 0 || lastWasDot) nameValid = false;
  if (!nameValid) {
    // An empty name ("{x,}") has no characters of its own: point at the comma before it.
    const [from, to] = name.length === 0 ? [start - 1, start] : [start, nameEnd];
    errors.push(error('invalid-variable-name', m.invalidVariableName(name, text), from, to));
  }

  let prefix: number | undefined;
  let explode = false;
  if (i < end) {
    const modifier = source.slice(i, end);
    if (modifier === '*') {
      explode = true;
    } else if (/^:[1-9]\d{0,3}$/.test(modifier)) {
      prefix = Number(modifier.slice(1));
    } else {
      errors.push(error('invalid-prefix', m.invalidPrefix(modifier, text), i, end));
    }
  }
  if (!nameValid) return undefined;
  return {
    type: 'variable',
    name,
    range: { start, end },
    nameRange: { start, end: nameEnd },
    prefix,
    explode,
    kind: variableKind(expression.operator, explode),
    expression,
  };
}

export type { OffsetRange };
