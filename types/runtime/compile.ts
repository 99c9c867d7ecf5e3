import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { ExpansionValues, TemplateVariables } from '../type-level/template-variables.js';
import { TemplateLimitError, TemplateSyntaxError } from './errors.js';
import { compileExpansion, runExpansion, type ExpansionPlan } from './expander.js';
import {
  analyzeMatching,
  parseTemplate,
  type GrammarError,
  type Operator,
  type ParsedTemplate,
  type VariableKind,
} from './grammar.js';
import { compileMatcher, runMatcher, type Matcher } from './matcher.js';
import { cacheTemplate, templateCache } from './template-cache.js';

/**
 * Limits on what the run-time API accepts; each past its limit throws a `TemplateLimitError`.
 * They bound the work and memory one call can cost when templates or URIs come from outside.
 */
export interface TemplateLimits {
  /** Longest template, in UTF-16 code units. Default 8192 (8 KiB). */
  readonly maxTemplateLength?: number;
  /** Most variables in one template. Default 64. */
  readonly maxVariables?: number;
  /** Longest URI `match` reads and `expand` writes, in UTF-16 code units. Default 65536 (64 KiB). */
  readonly maxUriLength?: number;
}

/** The limits `parse`, `expand` and `match` apply when none are given: 8 KiB templates, 64 variables, 64 KiB URIs. */
export const DEFAULT_LIMITS: Readonly<Required<TemplateLimits>> = Object.freeze({
  maxTemplateLength: 8192,
  maxVariables: 64,
  maxUriLength: 65536,
});

const resolveLimits = (limits: TemplateLimits | undefined): Required<TemplateLimits> =>
  limits === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...limits };

/** One variable of a compiled template, as the parser read it. */
export interface TemplateVariable {
  readonly name: string;
  readonly operator: Operator;
  readonly kind: VariableKind;
  readonly explode: boolean;
  readonly prefix: number | undefined;
}

/** @internal What the cache keeps per template string: the parse, and what was built from it so far. */
export interface Entry {
  readonly parsed: ParsedTemplate;
  /** The first syntax error in template order, if any. */
  readonly syntaxError: GrammarError | undefined;
  /** Without syntax errors, the matching error that starts first (analyzeMatching's order), if any. */
  readonly matchingError: GrammarError | undefined;
  expansion?: ExpansionPlan;
  matcher?: Matcher;
  variables?: readonly TemplateVariable[];
}

function entryFor(template: string, limits: Required<TemplateLimits>): Entry {
  if (typeof template !== 'string') throw new TypeError(`a URI template must be a string, not ${typeof template}`);
  if (template.length > limits.maxTemplateLength)
    throw new TemplateLimitError('template-length', template.length, limits.maxTemplateLength);
  let entry = templateCache.get(template);
  if (entry === undefined) {
    const parsed = parseTemplate(template);
    const syntaxError = parsed.errors[0];
    entry = { parsed, syntaxError, matchingError: syntaxError ? undefined : analyzeMatching(parsed)[0] };
    cacheTemplate(template, entry);
  }
  if (entry.parsed.variables.length > limits.maxVariables) {
    throw new TemplateLimitError('variable-count', entry.parsed.variables.length, limits.maxVariables);
  }
  return entry;
}

/** Each compiled template's cache entry (kept off the object, so it shows only its public fields). */
const entries = new WeakMap<CompiledTemplate, Entry>();

/**
 * A template compiled by `parse`: valid RFC 6570 and unambiguous to match. Reuse it to skip
 * the cache lookup. Its limits are the ones given to `parse` (limits passed to `expand` or
 * `match` with it take their place for that call).
 */
export class CompiledTemplate<T extends string = string> {
  readonly template: T;
  readonly limits: Readonly<Required<TemplateLimits>>;

  /** @internal Use `parse(template)`. */
  constructor(template: T, entry: Entry, limits: Required<TemplateLimits>) {
    this.template = template;
    this.limits = limits;
    entries.set(this, entry);
  }

  /** The template's variables, in template order. */
  get variables(): readonly TemplateVariable[] {
    const entry = entries.get(this)!;
    return (entry.variables ??= Object.freeze(
      entry.parsed.variables.map((v) =>
        Object.freeze({
          name: v.name,
          operator: v.expression.operator,
          kind: v.kind,
          explode: v.explode,
          prefix: v.prefix,
        }),
      ),
    ));
  }

  /** `expand(this, values)`. */
  expand(values: ExpansionValues<T>): string {
    return expandEntry(entries.get(this)!, values as Readonly<Record<string, unknown>>, this.limits);
  }

  /** `match(this, uri)`. */
  match(uri: string): TemplateVariables<T> | null {
    return matchEntry(entries.get(this)!, uri, this.limits) as TemplateVariables<T> | null;
  }

  toString(): string {
    return this.template;
  }
}

/**
 * Parses and compiles `template`. Throws `TemplateSyntaxError` for the first syntax error, or,
 * for a valid template that is ambiguous to match (`{a}{b}`, two multi-segment variables, a
 * duplicate name, two query groups), its first matching error; `TemplateLimitError` past a limit.
 * Compiled templates are cached by string, so parsing the same template again is a lookup.
 */
export function parse<const T extends string>(
  template: ValidateTemplate<T>,
  limits?: TemplateLimits,
): CompiledTemplate<T> {
  const resolved = resolveLimits(limits);
  const entry = entryFor(template, resolved);
  const error = entry.syntaxError ?? entry.matchingError;
  if (error) throw new TemplateSyntaxError(template, error);
  return new CompiledTemplate(template as T, entry, resolved);
}

/** @internal For expand: a template string or a compiled one, syntax-checked only. */
export function expandTemplate(
  template: string | CompiledTemplate,
  values: Readonly<Record<string, unknown>>,
  limits: TemplateLimits | undefined,
): string {
  if (template instanceof CompiledTemplate)
    return expandEntry(entries.get(template)!, values, limits ? resolveLimits(limits) : template.limits);
  const resolved = resolveLimits(limits);
  return expandEntry(entryFor(template, resolved), values, resolved);
}

/** @internal For match: a template string or a compiled one, which must be unambiguous. */
export function matchTemplate(
  template: string | CompiledTemplate,
  uri: string,
  limits: TemplateLimits | undefined,
): Record<string, string | string[]> | null {
  if (template instanceof CompiledTemplate)
    return matchEntry(entries.get(template)!, uri, limits ? resolveLimits(limits) : template.limits);
  const resolved = resolveLimits(limits);
  const entry = entryFor(template, resolved);
  const error = entry.syntaxError ?? entry.matchingError;
  if (error) throw new TemplateSyntaxError(template, error);
  return matchEntry(entry, uri, resolved);
}

/**
 * @internal For the adapter and the router: a client's URI past `maxUriLength` names no resource a
 * template serves, so it is no match (and the read fails like an unknown resource) where `match`
 * would throw `TemplateLimitError`. `limits` as for `match`.
 */
export function matchClientUri(
  template: CompiledTemplate,
  uri: string,
  limits: TemplateLimits | undefined,
): Record<string, string | string[]> | null {
  const resolved = limits ? resolveLimits(limits) : template.limits;
  return uri.length > resolved.maxUriLength ? null : matchEntry(entries.get(template)!, uri, resolved);
}

function expandEntry(
  entry: Entry,
  values: Readonly<Record<string, unknown>>,
  limits: Required<TemplateLimits>,
): string {
  if (entry.syntaxError) throw new TemplateSyntaxError(entry.parsed.source, entry.syntaxError);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a JavaScript caller may pass anything
  if (values === null || typeof values !== 'object') throw new TypeError('expand needs an object of variable values');
  return runExpansion((entry.expansion ??= compileExpansion(entry.parsed)), values, limits.maxUriLength);
}

function matchEntry(
  entry: Entry,
  uri: string,
  limits: Required<TemplateLimits>,
): Record<string, string | string[]> | null {
  if (typeof uri !== 'string') throw new TypeError(`match needs a URI string, not ${typeof uri}`);
  if (uri.length > limits.maxUriLength) throw new TemplateLimitError('uri-length', uri.length, limits.maxUriLength);
  return runMatcher((entry.matcher ??= compileMatcher(entry.parsed)), uri);
}
