// A rule creator in the manner of typescript-eslint's `RuleCreator` (docs URL, `meta.defaultOptions`
// merged into the user's options), written out so that the plugin needs no `@typescript-eslint/utils`
// (and so no TypeScript) at run time: only its types, at build time.
import type { RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { registerHostFile } from '../project/index.js';
import { withHostReports } from './host-reports.js';
import { docsUrl } from './package-info.js';

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

/** A deep copy of `value` that nothing can change: the defaults every file's options are built on. */
function frozenCopy<Value>(value: Value): Value {
  const freeze = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    Object.freeze(node);
    for (const child of Object.values(node)) freeze(child);
  };
  const copy = structuredClone(value);
  freeze(copy);
  return copy;
}

/**
 * The defaults with the user's options over them, position by position. The result shares what
 * the user left unset with `defaults`, which must therefore be frozen (`createRule` freezes them
 * once instead of copying them for every file and rule). An option object that already holds every
 * default is used as given.
 */
export function applyDefault<Options extends readonly unknown[]>(
  defaults: Options,
  user: readonly unknown[] | undefined,
): Options {
  return defaults.map((option, index) => {
    const given = user?.[index];
    if (given === undefined) return option;
    if (!isObject(given) || !isObject(option)) return given;
    // ESLint 9+ merges `meta.defaultOptions` in before create(): nothing is left to add.
    return holdsEveryKey(given, option) ? given : deepMerge(option, given);
  }) as unknown as Options;
}

/** Whether `given` has every key of `option`, in every object both have: merging would copy it whole. */
function holdsEveryKey(given: Record<string, unknown>, option: Record<string, unknown>): boolean {
  for (const key in option) {
    if (!Object.hasOwn(given, key)) return false;
    const inner = option[key];
    const innerGiven = given[key];
    if (isObject(inner) && isObject(innerGiven) && !holdsEveryKey(innerGiven, inner)) return false;
  }
  return true;
}

/**
 * A rule as it is written: `meta.defaultOptions` is where the defaults are declared, once. A rule
 * without options declares none (`eslint-plugin/require-meta-default-options`): its defaults are `[]`.
 */
export type RuleDefinition<Options extends readonly unknown[], MessageIds extends string> = Omit<
  RuleWithMetaAndName<Options, MessageIds, PluginDocs>,
  'defaultOptions' | 'meta'
> & {
  readonly meta: RuleWithMetaAndName<Options, MessageIds, PluginDocs>['meta'] &
    (Options extends readonly [] ? { readonly defaultOptions?: Options } : { readonly defaultOptions: Options });
  /** Asked first: a file it answers no for gets no listeners (most files of a project). */
  readonly gate?: (context: Parameters<RuleWithMetaAndName<Options, MessageIds, PluginDocs>['create']>[0]) => boolean;
};

/** What a user may write: the keys of each option object optional (the defaults fill them in). */
export type UserOptions<Options extends readonly unknown[]> = {
  [Index in keyof Options]: Options[Index] extends Record<string, unknown> ? Partial<Options[Index]> : Options[Index];
};

/**
 * What every rule reads, said once here: JavaScript's ESTree as ESLint's `js/js` language gives it
 * (`meta.languages`, ESLint 10.2+), written in JavaScript or TypeScript (`meta.docs.dialects`).
 * Older ESLint versions ignore both.
 */
export const LANGUAGES: readonly string[] = ['js/js'];
export const DIALECTS: readonly string[] = ['JavaScript', 'TypeScript'];

/** `create` gets the options with the defaults merged in, so its option type has no optional keys. */
export function createRule<Options extends readonly unknown[], MessageIds extends string>({
  name,
  meta,
  create,
  gate,
}: RuleDefinition<Options, MessageIds>): RuleModule<MessageIds, UserOptions<Options>, PluginDocs> & { name: string } {
  // Absent only where `Options` is `[]` (the type above requires it everywhere else).
  const defaults: Options = frozenCopy(meta.defaultOptions ?? ([] as readonly unknown[] as Options));
  return {
    name,
    meta: {
      ...meta,
      // The frozen copy: ESLint merges it into the options it hands create(), which shares its values.
      defaultOptions: defaults,
      languages: [...LANGUAGES],
      docs: { ...meta.docs, dialects: [...DIALECTS], url: docsUrl(name) },
    },
    // The top-level copy typescript-eslint's RuleCreator gives its rules (deprecated there, still read by older tools).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    defaultOptions: defaults,
    create: (context) => {
      // Where the file is on disk: its imports of other modules of the project are read from there,
      // and the gate asks whether another module registers a handler of it.
      registerHostFile(context.sourceCode, context.physicalFilename ?? context.filename);
      if (gate && !gate(context as never)) return {};
      return create(withHostReports(context) as never, applyDefault(defaults, context.options));
    },
  };
}
