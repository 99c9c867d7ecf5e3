// A listed template as the checks need it: its variables with their operators (from the grammar the
// lint rules use), URIs written with the companion's own `expand`, and the values of a URI it matches.
import { parseTemplate, type Operator } from '../grammar/index.js';
import { parse } from '../runtime/compile.js';
import { expand } from '../runtime/expand.js';

/** A variable of a template, as the checks treat it. */
export interface ShapeVariable {
  readonly name: string;
  readonly operator: Operator;
  readonly explode: boolean;
  /** `{x:3}`: expand cuts a value to its prefix, so a whole payload never reaches the server. */
  readonly prefix: number | undefined;
}

/** Values to expand a template with: a string, or a list for an exploded variable. */
export type Values = Readonly<Record<string, string | readonly string[]>>;

export interface TemplateShape {
  readonly template: string;
  readonly variables: readonly ShapeVariable[];
  /** The variables of `uri`, decoded once, or `null` when the template does not match it (or cannot be matched: `{a}{b}`). */
  match(uri: string): Values | null;
  /** The URI of `values`, expanded per RFC 6570 by `expand`. */
  expand(values: Values): string;
}

/** The shape of `template`, or the grammar's message when it is no RFC 6570 template. */
export function templateShape(template: string): TemplateShape | { readonly error: string } {
  const parsed = parseTemplate(template);
  const [error] = parsed.errors;
  if (error) return { error: error.message };
  const seen = new Set<string>();
  const variables: ShapeVariable[] = [];
  for (const v of parsed.variables) {
    if (seen.has(v.name)) continue;
    seen.add(v.name);
    variables.push({ name: v.name, operator: v.expression.operator, explode: v.explode, prefix: v.prefix });
  }
  let compiled: ReturnType<typeof parse<string>> | undefined;
  try {
    compiled = parse<string>(template);
  } catch {
    compiled = undefined; // valid but ambiguous to match: no values are read back from listed URIs
  }
  return {
    template,
    variables,
    match: (uri) => {
      try {
        return compiled?.match(uri) ?? null;
      } catch {
        return null; // a URI past the length limit
      }
    },
    expand: (values) => expand<string>(template, values),
  };
}

/** Whether a variable's value may span "/": `{+x}`, `{#x}` and `{/x*}`, where raw `../` is what RFC 6570 writes. */
export const spansSegments = (variable: ShapeVariable): boolean =>
  variable.operator === '+' || variable.operator === '#' || (variable.operator === '/' && variable.explode);

/** A value in the form the variable takes: a list of one for an exploded variable. */
export const valueFor = (variable: ShapeVariable, value: string): string | readonly string[] =>
  variable.explode ? [value] : value;
