// What `resource()` is told per variable (a converter, a default for an absent query variable,
// an exemption from the path policy), the handler's variables typed from it, and the plan the
// run time applies after the policy.
import type { TemplateVariables } from '../type-level/template-variables.js';
import { boolean, number, type IsIntegerConverter } from './builtin-converters.js';
import { convertVariables, type Converter } from './convert.js';
import type { TemplateVariable } from './compile.js';

/** A default for an absent query variable; a number default converts with `number`, a boolean one with `boolean`. */
export type DefaultValue = string | number | boolean | readonly string[];

/** The long form: a converter, a default, and `exempt: true` to take the variable out of the path policy. */
export interface VariableOptions {
  readonly convert?: Converter;
  readonly default?: unknown;
  readonly exempt?: boolean;
}

/** A variable's spec: a converter (`integer`, `(s) => new Date(s)`), a default (`10`, `'newest'`), or the long form. */
export type ResourceVariableSpec = Converter | DefaultValue | VariableOptions;

/** The variables a URI may leave out: those of the query. */
type QueryKeys<V> = { [K in keyof V]-?: undefined extends V[K] ? K : never }[keyof V];

/** Specs for some variables of `T`; a default only where a variable can be absent (the query). */
export type VariableSpecs<T extends string> = {
  readonly [K in keyof TemplateVariables<T>]?: K extends QueryKeys<TemplateVariables<T>>
    ? ResourceVariableSpec
    : Converter | (VariableOptions & { readonly default?: never });
};

type Widen<D> = D extends string
  ? string
  : D extends number
    ? number
    : D extends boolean
      ? boolean
      : D extends readonly string[]
        ? string[]
        : D;
/** A value after its converter: lists item by item, `undefined` (absent) as it is. */
type Each<V, R> = V extends readonly string[] ? R[] : V extends string ? R : V;
/** The conversion a default implies when no converter is given. */
type Implied<V, D> = D extends number ? Each<V, number> : D extends boolean ? Each<V, boolean> : V;
type Converted<V, S> =
  S extends Converter<infer R>
    ? Each<V, R>
    : S extends DefaultValue
      ? Implied<V, S>
      : S extends { readonly convert: Converter<infer R> }
        ? Each<V, R>
        : S extends { readonly default: infer D }
          ? Implied<V, D>
          : V;
type Resolved<V, S> = S extends DefaultValue
  ? Exclude<Converted<V, S>, undefined> | Widen<S>
  : S extends { readonly default: infer D }
    ? Exclude<Converted<V, S>, undefined> | Widen<D>
    : Converted<V, S>;

/** The keys of `S` that give a default. */
type DefaultedKeys<S> = {
  [K in keyof S]: S[K] extends DefaultValue | { readonly default: string | number | boolean | object } ? K : never;
}[keyof S];

/** The handler's variables: `TemplateVariables<T>` with each spec applied (a defaulted query variable is never `undefined`). */
export type SpecifiedVariables<T extends string, S> = [keyof S] extends [never]
  ? TemplateVariables<T>
  : {
        [K in keyof TemplateVariables<T> as K extends DefaultedKeys<S> ? never : K]: K extends keyof S
          ? Resolved<TemplateVariables<T>[K], S[K]>
          : TemplateVariables<T>[K];
      } & {
        -readonly [K in keyof TemplateVariables<T> as K extends DefaultedKeys<S> ? K : never]-?: Resolved<
          TemplateVariables<T>[K],
          S[K & keyof S]
        >;
      } extends infer V
    ? { [K in keyof V]: V[K] }
    : never;

/** Marks a default that `integer` would never give (`1.5`): the compile error names it. */
export interface WholeNumberDefault {
  readonly 'a default beside integer is a whole number': true;
}

/** Whether default `D` is a value of type `Value` (a readonly tuple for a list, as `const` infers it). */
type Fits<D, Value> = [D] extends [Value]
  ? true
  : D extends readonly (infer Item)[]
    ? Value extends (infer Want)[]
      ? [Item] extends [Want]
        ? true
        : false
      : false
    : false;

/** What a default beside converter `C` must be for a variable of type `Value`: what `C` gives it. */
type DefaultFor<C, D, Value> =
  C extends Converter<infer R>
    ? Fits<D, Each<Value, R>> extends true
      ? IsIntegerConverter<C> extends true
        ? D extends number
          ? number extends D
            ? D
            : `${D}` extends `${bigint}`
              ? D
              : number & WholeNumberDefault
          : D
        : D
      : Each<Value, R>
    : unknown;

/**
 * The check `resource()` adds to its specs: a spec with both a converter and a default must have
 * a default of the converter's type (for a list variable, a list of it; beside `integer`, a whole
 * number), since the default is what the handler gets in place of a converted value. A default
 * that is not is a compile error on that `default`.
 */
export type DefaultsFit<T extends string, S> = {
  readonly [K in keyof S]: S[K] extends { readonly convert: infer C; readonly default: infer D }
    ? { readonly default: DefaultFor<C, D, Exclude<TemplateVariables<T>[K & keyof TemplateVariables<T>], undefined>> }
    : unknown;
};

/** What the run time applies: converters (each item of a list), defaults, and the exempted names. */
export interface VariablePlan {
  readonly convert: Readonly<Record<string, Converter>>;
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly exempt: readonly string[];
}

const implied = (value: unknown): Converter | undefined =>
  typeof value === 'number' ? number : typeof value === 'boolean' ? boolean : undefined;

/** The plan for `specs`; a spec for no variable of the template, or a default for one always present, is a `TypeError`. */
export function planVariables(
  template: string,
  variables: readonly TemplateVariable[],
  specs: Readonly<Record<string, unknown>> | undefined,
): VariablePlan {
  const convert: Record<string, Converter> = {};
  const defaults: Record<string, unknown> = {};
  const exempt: string[] = [];
  for (const [name, spec] of Object.entries(specs ?? {})) {
    const variable = variables.find((v) => v.name === name);
    if (variable === undefined) throw new TypeError(`"${name}" is not a variable of the template ${template}`);
    const long: VariableOptions =
      typeof spec === 'function'
        ? { convert: spec as Converter }
        : typeof spec === 'object' && spec !== null && !Array.isArray(spec)
          ? spec
          : { default: spec };
    if ('default' in long && long.default !== undefined) {
      if (variable.kind !== 'query')
        throw new TypeError(`"${name}" of ${template} is always in the URI: a default applies to query variables only`);
      defaults[name] = long.default;
    }
    const converter = long.convert ?? implied(long.default);
    if (converter !== undefined) convert[name] = converter;
    if (long.exempt === true) exempt.push(name);
  }
  return { convert, defaults, exempt };
}

/** The variables with the plan applied (a fresh object), or `undefined` when a converter throws. */
export function applyPlan(
  variables: Readonly<Record<string, unknown>>,
  plan: VariablePlan,
): Record<string, unknown> | undefined {
  const converted = convertVariables(variables, plan.convert);
  if (converted === undefined) return undefined;
  for (const [name, value] of Object.entries(plan.defaults)) if (converted[name] === undefined) converted[name] = value;
  return converted;
}
