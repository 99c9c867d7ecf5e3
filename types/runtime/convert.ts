// Typed conversion of decoded values: `{ orderId: Number }` hands the read handler a number.
import type { TemplateVariables } from '../type-level/template-variables.js';

/** Turns one decoded value into what the handler gets; throwing refuses the read. */
export type Converter<R = unknown> = (value: string) => R;

/** Converters for some of the variables of template `T`. */
export type Converters<T extends string> = { readonly [K in keyof TemplateVariables<T>]?: Converter };

/** A value after its converter: lists item by item, `undefined` (an absent query variable) as it is. */
type Converted<Value, F> =
  F extends Converter<infer R> ? (Value extends readonly string[] ? R[] : Value extends string ? R : Value) : Value;

/** `TemplateVariables<T>` with each converted variable typed by its converter's return type. */
export type ConvertedVariables<T extends string, C> = [keyof C] extends [never]
  ? TemplateVariables<T>
  : {
      [K in keyof TemplateVariables<T>]: K extends keyof C
        ? Converted<TemplateVariables<T>[K], C[K]>
        : TemplateVariables<T>[K];
    };

/** The variables with the converters applied (a fresh object), or `undefined` when one throws. */
export function convertVariables(
  variables: Readonly<Record<string, unknown>>,
  converters: Readonly<Record<string, Converter | undefined>>,
): Record<string, unknown> | undefined {
  const result: Record<string, unknown> = { ...variables };
  try {
    for (const [name, converter] of Object.entries(converters)) {
      const value = result[name];
      if (value === undefined || typeof converter !== 'function') continue;
      result[name] = Array.isArray(value) ? value.map((item: string) => converter(item)) : converter(value as string);
    }
  } catch {
    return undefined;
  }
  return result;
}
