// A rule creator in the manner of typescript-eslint's `RuleCreator` (docs URL, `meta.defaultOptions`
// merged into the user's options), written out so that the plugin needs no `@typescript-eslint/utils`
// (and so no TypeScript) at run time: only its types, at build time.
import type { RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { docsUrl } from './package-info.js';
import { rememberGatedRule, type TextGate } from './text-gate.js';

export interface PluginDocs {
  description: string;
  /** Which shared configs enable the rule. */
  recommended?: boolean;
  strict?: boolean;
  requiresTypeChecking?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `second` over `first`, objects merged key by key, anything else (arrays too) replaced. */
function deepMerge(first: Record<string, unknown>, second: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(second))
    merged[key] = isObject(value) && isObject(first[key]) ? deepMerge(first[key], value) : value;
  return merged;
}

const MAX_REMEMBERED = 8;

/** Deep equality of option values: plain objects and arrays by content, anything else by identity. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (
    Array.isArray(b) ||
    Object.getPrototypeOf(a) !== Object.prototype ||
    Object.getPrototypeOf(b) !== Object.prototype
  )
    return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The defaults with the user's options over them, position by position. */
export function applyDefault<Options extends readonly unknown[]>(
  defaults: Options,
  user: readonly unknown[] | undefined,
): Options {
  const options = structuredClone(defaults) as unknown as unknown[];
  options.forEach((option, index) => {
    const given = user?.[index];
    if (given !== undefined) options[index] = isObject(given) && isObject(option) ? deepMerge(option, given) : given;
  });
  return options as unknown as Options;
}

export function createRule<Options extends readonly unknown[], MessageIds extends string>({
  name,
  meta,
  create,
  defaultOptions,
  gate,
}: Readonly<RuleWithMetaAndName<Options, MessageIds, PluginDocs>> & {
  /** Files it answers no for get no listeners, before the options are even merged (most files of a project). */
  readonly gate?: TextGate;
}): RuleModule<MessageIds, Options, PluginDocs> & { name: string } {
  const defaults = (meta.defaultOptions ?? defaultOptions ?? []) as Options;
  // ESLint copies the options array for every file. The option objects in it are the config's own
  // for `"error"` alone, but new ones for every file when the config gives options (ESLint merges
  // `meta.defaultOptions` into them itself): merge once per option object, and once per distinct
  // content, not per file (a structured clone per rule per file was most of what the rules cost on
  // files they skip). No options, or a primitive one: merged each time.
  const merged = new WeakMap<object, Options>();
  const byContent: Array<{ user: object; options: Options }> = [];
  const NONE = {};
  const optionsFor = (user: readonly unknown[]) => {
    const key =
      user.length === 0
        ? NONE
        : user.length === 1 && typeof user[0] === 'object' && user[0] !== null
          ? user[0]
          : undefined;
    if (!key) return applyDefault(defaults, user);
    let options = merged.get(key);
    if (options) return options;
    // Equal content in another object: a copy of that merge (a new object, as a merge anew would be).
    const same = byContent.find((entry) => sameValue(entry.user, key))?.options;
    if (same) return same.map((option) => (isObject(option) ? { ...option } : option)) as unknown as Options;
    options = applyDefault(defaults, user);
    merged.set(key, options);
    byContent.unshift({ user: key, options });
    if (byContent.length > MAX_REMEMBERED) byContent.pop();
    return options;
  };
  const start = (context: Parameters<typeof create>[0]) => create(context, optionsFor(context.options));
  const docs = { ...meta.docs, url: docsUrl(name) };
  if (!gate) return { name, meta: { ...meta, docs }, defaultOptions: defaults, create: start };
  // One literal with string keys: every gated rule gets one hidden class, read fast by the shared create.
  const rule = {
    name,
    meta: { ...meta, docs },
    defaultOptions: defaults,
    create: gate.create as typeof start,
    gate,
    bit: gate.bit,
    start,
  };
  rememberGatedRule(name, rule);
  return rule;
}
