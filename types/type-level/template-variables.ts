import type { ParseTemplate } from './parse-template.js';

/** What the MCP SDKs pass a read handler: `Variables` in `@modelcontextprotocol/sdk` and `@modelcontextprotocol/server`. */
export type SdkVariables = Record<string, string | string[]>;

/** A value RFC 6570 can expand: a string (numbers and booleans are written as text), a list or a map. */
export type ExpansionScalar = string | number | boolean;
/** One variable's value for `expand`: a scalar, a list of scalars, or a map of them (RFC 6570 §2.3). */
export type ExpansionValue = ExpansionScalar | readonly ExpansionScalar[] | { readonly [key: string]: ExpansionScalar };

/** The kind of a variable: the grammar's `VariableKind` (types/grammar/ast.ts), one type under one name. */
export type { VariableKind } from '../grammar/ast.js';

/**
 * One object type per optionality, each one mapped type (with a conditional per key only when it
 * holds both strings and lists), so that a hover shows one object type: where there are required
 * and query variables, `Join` flattens the two.
 */
type Required_<Str extends string, List extends string, Value, ListValue> = [List] extends [never]
  ? { [K in Str]: Value }
  : [Str] extends [never]
    ? { [K in List]: ListValue }
    : { [K in Str | List]: K extends List ? ListValue : Value };
type Optional_<Str extends string, List extends string, Value, ListValue> = [List] extends [never]
  ? { [K in Str]?: Value }
  : [Str] extends [never]
    ? { [K in List]?: ListValue }
    : { [K in Str | List]?: K extends List ? ListValue : Value };
// The intersection as one object type (homomorphic: `?` and `readonly` kept), written inline
// after `infer`: an alias such as Flat<…> would show in hovers under its own name.
type Join<Required, Optional, OptionalNames> = [OptionalNames] extends [never]
  ? Required
  : Required & Optional extends infer T
    ? { [K in keyof T]: T[K] }
    : never;

// A plain interface, not TemplateVariableGroups<string, …>: relating two instances of a generic type
// would first measure its variance, which costs more than the whole parse.
interface AnyParsed {
  requiredString: string;
  requiredList: string;
  optionalString: string;
  optionalList: string;
  multiSegment: string;
  prefixed: string;
}

/** True for a string literal type (or a union of them); false for `string` and patterns such as `a${string}`. */
type IsLiteral<T extends string> = {} extends Record<T, 1> ? false : true;

/**
 * The variables a read handler receives for template `T`, as the SDKs deliver them: `string`,
 * `string[]` for exploded variables, optional for query variables. `string` (or any non-literal
 * type) gives the SDK's own `Record<string, string | string[]>`; an invalid template gives a
 * permissive record, so the error shows on the template, not on the handler.
 */
export type TemplateVariables<T extends string> = T extends string
  ? IsLiteral<T> extends true
    ? ParseTemplate<T> extends infer P extends AnyParsed
      ? P['requiredString'] | P['requiredList'] extends never
        ? Optional_<P['optionalString'], P['optionalList'], string, string[]>
        : Join<
            Required_<P['requiredString'], P['requiredList'], string, string[]>,
            Optional_<P['optionalString'], P['optionalList'], string, string[]>,
            P['optionalString'] | P['optionalList']
          >
      : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately permissive: the error belongs on the template
        Record<string, any>
    : SdkVariables
  : never;

/**
 * What a client must supply to expand `T`: every non-query variable, and any query variable;
 * each a string, list or map, except that a `:N` prefix takes a string only.
 */
export type ExpansionValues<T extends string> = T extends string
  ? IsLiteral<T> extends true
    ? ParseTemplate<T> extends infer P extends AnyParsed
      ? P['prefixed'] extends never
        ? P['requiredString'] | P['requiredList'] extends never
          ? { [K in P['optionalString'] | P['optionalList']]?: ExpansionValue }
          : Join<
              { [K in P['requiredString'] | P['requiredList']]: ExpansionValue },
              { [K in P['optionalString'] | P['optionalList']]?: ExpansionValue },
              P['optionalString'] | P['optionalList']
            >
        : Join<
            Required_<
              Exclude<P['requiredString'] | P['requiredList'], P['prefixed']>,
              P['prefixed'] & P['requiredString'],
              ExpansionValue,
              ExpansionScalar
            >,
            Optional_<
              Exclude<P['optionalString'] | P['optionalList'], P['prefixed']>,
              P['prefixed'] & P['optionalString'],
              ExpansionValue,
              ExpansionScalar
            >,
            P['optionalString'] | P['optionalList']
          >
      : Record<string, unknown>
    : Record<string, ExpansionValue | undefined>
  : never;

/** Each variable of `T` with its kind; `never` for an invalid or non-literal template. */
export type TemplateVariableKinds<T extends string> =
  ParseTemplate<T> extends infer P extends AnyParsed
    ? {
        [K in P['requiredString'] | P['requiredList'] | P['optionalString'] | P['optionalList']]: K extends
          P['optionalString'] | P['optionalList']
          ? 'query'
          : K extends P['multiSegment']
            ? 'multi-segment'
            : K extends P['requiredList']
              ? 'list'
              : 'segment';
      }
    : never;
