// Converters for the common types, for the variables of `resource()`: each throws on text that is
// not of its type, so the read fails like an unknown resource (`orders://abc` is no order, never NaN).

import type { Converter } from './convert.js';

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

function refuse(value: string, type: string): never {
  throw new RangeError(`${JSON.stringify(value)} is not ${type}`);
}

declare const wholeNumbers: unique symbol;

/**
 * `integer`'s type: a converter to `number` whose every value is a whole number, so that
 * `resource()`'s types refuse a default such as `1.5` beside it. The mark is a type only.
 */
export type IntegerConverter = Converter<number> & { readonly [wholeNumbers]?: true };

/** Decimal digits with an optional `-`, within ±2^53 − 1: `"42"` → 42; `"4.2"`, `"abc"`, `""`, `"1e3"` refuse. */
export const integer: IntegerConverter = (value: string): number => {
  const result = Number(value);
  return INTEGER.test(value) && Number.isSafeInteger(result) ? result : refuse(value, 'an integer');
};

/** Whether converter `C` is `integer` (or typed as one). */
export type IsIntegerConverter<C> = typeof wholeNumbers extends keyof C ? true : false;

/** A finite decimal number: `"4.2"`, `"-1"`, `"1e3"`; `"abc"`, `""`, `"0x10"`, `"Infinity"` refuse. */
export function number(value: string): number {
  const result = Number(value);
  return DECIMAL.test(value) && Number.isFinite(result) ? result : refuse(value, 'a number');
}

/** `"true"` and `"1"` → true, `"false"` and `"0"` → false; anything else refuses. */
export function boolean(value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return refuse(value, 'a boolean');
}

/** A comma-separated `{x}` value as a list (`"a,b"` → `["a", "b"]`, `""` → `[]`); exploded `{x*}` variables are lists already. */
export function list(value: string): string[] {
  return value === '' ? [] : value.split(',');
}
