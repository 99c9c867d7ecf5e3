import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { TemplateVariables } from '../type-level/template-variables.js';
import { matchTemplate, type CompiledTemplate, type TemplateLimits } from './compile.js';

/**
 * Matches `uri` against `template` and returns its variables, percent-decoded exactly once, or
 * `null` when the URI does not match (a bad "%" or invalid UTF-8 included: `match` never throws
 * for a URI, only for a template that `parse` rejects or a URI past `limits.maxUriLength`).
 *
 * Which templates: those `parse` accepts, valid RFC 6570 and unambiguous (no adjacent variables
 * such as `{a}{b}`, at most one multi-segment variable, no name twice, one `{?…}` group).
 *
 * What it returns, per variable (absent query variables are left out, so reading them gives
 * `undefined`; every other variable must be present for the URI to match):
 * - `{x}` `{.x}` `{/x}` `{;x}` `{+x}` `{#x}` `{?x}` `{&x}`: a string; `{+x}` and `{#x}` keep
 *   their "/" (and any reserved character); a list expanded into a non-exploded variable comes
 *   back as its text, e.g. "a,b";
 * - exploded `{x*}` `{.x*}` `{/x*}` `{;x*}` `{+x*}` `{#x*}` `{?x*}` `{&x*}`: an array of strings,
 *   split at the operator's separator ("," for "", "+" and "#");
 * - `{x,y}`: each name its own value, split at the separator; when there are more pieces than
 *   names, the first exploded variable takes the extra ones (any other exploded one gets one
 *   piece), else the last variable of a "" or "." expression does ("a,b" for a list), else the
 *   URI does not match;
 * - `{x:3}`: at most 3 code points (after decoding), else no match.
 *
 * How the URI is split, in one pass and without backtracking:
 * - Literals are compared in their expanded form (characters outside the URI syntax, such as
 *   "é", pct-encoded as UTF-8; pct-triplets as written).
 * - A variable of "", ".", "/" or ";" never holds "/" (but as the "/" separator), "?" or "#";
 *   any other character is accepted. It ends at the first of those, or at the first place the
 *   next literal (or the first character of the next expression) appears once its expression
 *   has all the separators its variables need: so a value must not contain the literal that
 *   follows it, and where the next expression starts with this one's separator (`{.x*}{.y}`,
 *   `{/a,b}{/c}`) the expression takes one piece per variable. ";" expressions are read by
 *   name ("x=1;x=2" is two items of `{;x*}`); a bare "name" followed by a literal that starts
 *   with "=" is an empty value when no "=value" is followed by that literal (`{;x}=z` reads
 *   ";x=z" as x = ""). A value after "name=" has at least one character, since expand writes an
 *   empty one as "name" alone: `{;x*}{.q}` reads ";x=.a.b" as x = [".a"], q = "b", and ";x=" is
 *   no match.
 * - The multi-segment variable (`{+x}`, `{#x}` or `{/x*}`, at most one) takes what the rest
 *   leaves: the template before it is matched from the start of the URI, the template after it
 *   from the end, where each expression takes the shortest text that fits (so after it an
 *   exploded `{.x*}` holds one item; `{;x*}` still takes every item that carries its name).
 * - A query group (`{?a,b}` and the `{&c}` right after it) is matched leniently: parameters in
 *   any order, any subset, unknown ones ignored, the first of a repeated non-exploded parameter
 *   wins, every occurrence of an exploded one is an item, "name" alone is an empty value, and
 *   "+" is a plus sign, not a space (RFC 3986). After a multi-segment variable, a query group
 *   begins at the first "?" (RFC 3986) past those the template's own literals hold before it,
 *   so that variable's value cannot hold a "?"; a "{&…}" group begins at the first "&" past
 *   those literals' "&" (counted after their last "?"), so the value holds no "&" there either.
 *   The group's own values may hold a raw "?". A query group may be absent: the text before it
 *   then ends where the node after it begins (`{a}{?q}-tail` reads "1-tail" as a = "1").
 *   Associative arrays are not recovered (an exploded map's pairs are unknown parameters).
 * - A URI with text after everything the template accounts for (an undeclared "#fragment")
 *   does not match.
 * - A value holds no "." (sent as "%2E") where "." is structure after decoding: in a "{.x}"
 *   expression's items and pieces (but for the last variable, which takes the rest, read left to
 *   right), and in a value right before a "{.…}" expression, read left to right (of a ";"
 *   value: past its first character). expand writes "." raw, so that value would read back
 *   otherwise: the URI is no match. So is one with a "%" that is no pct-triplet in a query
 *   group, in an unknown parameter too.
 *
 * What it reads expands back into the URI, `expand(t, match(t, uri))`, up to the normalisations
 * types/docs/guide.md lists ("What match reads back"): percent-encoding, the query group's
 * order and unknown parameters, and `{+x}`/`{#x}` values written with their reserved characters
 * pct-encoded.
 *
 * Time is linear in the URI's length for a given template, with no regular expression:
 * test/runtime/linear.test.ts counts the characters read. types/runtime/README.md has examples.
 */
export function match<const T extends string>(
  template: CompiledTemplate<T>,
  uri: string,
  limits?: TemplateLimits,
): TemplateVariables<T> | null;
export function match<const T extends string>(
  // eslint-disable-next-line @typescript-eslint/unified-signatures -- one per form: ValidateTemplate<T> checks a literal alone
  template: ValidateTemplate<T>,
  uri: string,
  limits?: TemplateLimits,
): TemplateVariables<T> | null;
export function match(
  template: string | CompiledTemplate,
  uri: string,
  limits?: TemplateLimits,
): Record<string, string | string[]> | null {
  return matchTemplate(template, uri, limits);
}
