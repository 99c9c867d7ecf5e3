import type { ExpansionValues } from '../type-level/template-variables.js';
import type { ValidateExpansion } from '../type-level/validate-template.js';
import { expandTemplate, type CompiledTemplate, type TemplateLimits } from './compile.js';

/**
 * Expands an RFC 6570 (level 4) template with `values`, exactly as RFC 6570 §3 says: every
 * operator, `:N` prefixes counted in code points, `*` explode, lists and maps, undefined
 * variables skipped (missing, `undefined`, `null`, `[]`, `{}`), values pct-encoded as UTF-8
 * (`+` and `#` keep reserved characters and existing pct-triplets).
 *
 * Unlike `parse` and `match`, `expand` accepts templates that are valid but ambiguous to match
 * (`{a}{b}`): expansion is well defined for them. Invalid ones throw `TemplateSyntaxError`.
 * A value it cannot write throws `TemplateValueError` (a prefix on a list or map, RFC 6570
 * §2.4.1; a value that is not a string, number, boolean, list or map; a lone surrogate), and a
 * result longer than `limits.maxUriLength` throws `TemplateLimitError`. A literal template with a
 * syntax error is a compile error on the template (TS2345, with the message). One signature, not
 * an overload per form: a wrong values object then gets TypeScript's precise error ("'ident' does
 * not exist in type …"), where overloads would only say "No overload matches this call".
 */
export function expand<const T extends string>(
  template: ValidateExpansion<T> | CompiledTemplate<T>,
  values: ExpansionValues<T>,
  limits?: TemplateLimits,
): string {
  return expandTemplate(template, values as Readonly<Record<string, unknown>>, limits);
}
