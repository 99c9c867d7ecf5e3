import type { Expression, ParsedTemplate } from 'mcp-resources/grammar';

/**
 * Shadowing under the companion's matcher (`match` of mcp-resources, which its router and its
 * adapter's SDK templates use): it splits a URI in one pass and decodes each value, refusing a bad
 * "%" or invalid UTF-8, so it is no regular language the SDK's automaton describes. Only two covers
 * are claimed, each true whatever the split (test/template/companion-covers.test.ts runs them):
 *
 * - the same template but for the names of unnamed variables: the same split of every URI;
 * - a literal `P` then one `{+x}` (or `{x}`), and a later template whose text starts with `P` and
 *   whose rest `{+x}` (or `{x}`) takes as it is: `{+x}` takes any text that decodes, `{x}` any
 *   without "/", "?" or "#". The later one's values decode, and so does its rest when its literals
 *   hold no "%"; no query group, whose unknown parameters are not decoded.
 */
export function companionCovers(earlier: ParsedTemplate, later: ParsedTemplate): boolean {
  if (earlier.errors.length > 0 || later.errors.length > 0) return false;
  if (shapeKey(earlier) === shapeKey(later)) return true;
  const catchAll = catchAllOf(earlier);
  return catchAll !== undefined && restFits(later, catchAll);
}

/** The template with the names of unnamed variables left out: equal keys, equal splits. */
function shapeKey(template: ParsedTemplate): string {
  return JSON.stringify(
    template.parts.map((part) =>
      part.type === 'literal'
        ? part.value
        : [
            part.operator,
            part.variables.map((v) => [NAMED.has(part.operator) ? v.name : '', v.explode, v.prefix ?? 0]),
          ],
    ),
  );
}

const NAMED = new Set(['?', '&', ';']);
/** Operators whose values never hold "/", "?" or "#" (the "/" operator adds a "/"). */
const IN_SEGMENT = new Set(['', '.', ';']);

interface CatchAll {
  readonly prefix: string;
  readonly operator: '+' | '';
}

/** `P{+x}` or `P{x}`: one plain variable after an optional literal. */
function catchAllOf(template: ParsedTemplate): CatchAll | undefined {
  const parts = template.parts;
  const expression = parts.at(-1);
  if (parts.length > 2 || expression?.type !== 'expression') return undefined;
  const [variable, ...others] = expression.variables;
  if (!variable || others.length > 0 || variable.explode || variable.prefix !== undefined) return undefined;
  if (expression.operator !== '+' && expression.operator !== '') return undefined;
  const [lead] = parts;
  if (parts.length === 2 && lead?.type !== 'literal') return undefined;
  return { prefix: lead?.type === 'literal' ? lead.value : '', operator: expression.operator };
}

/** Every URI of `later` starts with the prefix, and the catch-all takes its rest. */
function restFits(later: ParsedTemplate, { prefix, operator }: CatchAll): boolean {
  const [first] = later.parts;
  const lead = first?.type === 'literal' ? first.value : '';
  if (!lead.startsWith(prefix)) return false;
  const literals = [
    lead.slice(prefix.length),
    ...later.parts.slice(1).flatMap((p) => (p.type === 'literal' ? [p.value] : [])),
  ];
  const expressions = later.parts.filter((p): p is Expression => p.type === 'expression');
  if (literals.some((text) => text.includes('%'))) return false;
  if (expressions.some((e) => e.operator === '?' || e.operator === '&')) return false;
  if (operator === '+') return true;
  return literals.every((text) => !/[/?#]/.test(text)) && expressions.every((e) => IN_SEGMENT.has(e.operator));
}

/**
 * The companion templates registered so far on one server or router, in order: the first that
 * covers a later one, found by its shape or by the prefixes of the later one's leading literal.
 */
export class CompanionCoverIndex<T> {
  readonly #byShape = new Map<string, { order: number; value: T }>();
  readonly #byPrefix = new Map<string, Array<{ order: number; catchAll: CatchAll; value: T }>>();
  #added = 0;

  add(template: ParsedTemplate, value: T): void {
    if (template.errors.length > 0) return;
    const order = this.#added++;
    const key = shapeKey(template);
    if (!this.#byShape.has(key)) this.#byShape.set(key, { order, value });
    const catchAll = catchAllOf(template);
    if (catchAll)
      this.#byPrefix.set(catchAll.prefix, [...(this.#byPrefix.get(catchAll.prefix) ?? []), { order, catchAll, value }]);
  }

  /** The first template added that covers `later` (see companionCovers). */
  firstCovering(later: ParsedTemplate): T | undefined {
    if (later.errors.length > 0 || this.#added === 0) return undefined;
    let first = this.#byShape.get(shapeKey(later));
    const [lead] = later.parts;
    const text = lead?.type === 'literal' ? lead.value : '';
    for (let end = 0; end <= text.length; end++)
      for (const entry of this.#byPrefix.get(text.slice(0, end)) ?? []) {
        if (first && entry.order > first.order) break;
        if (restFits(later, entry.catchAll)) {
          first = entry;
          break;
        }
      }
    return first?.value;
  }
}
