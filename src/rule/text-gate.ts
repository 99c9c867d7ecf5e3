// Text gates: cheap questions about a file's text that a rule asks before anything else, so that
// the files with nothing for it cost it no walk. What a gate is, and what a rule behind one is made
// of; the questions and the one `create()` every gated rule shares are where the answers are known
// (`src/mcp/mcp-file.ts`), since that `create()` works them out in its own body.
import type { FileContext } from '../source/index.js';

/** The `create` of every rule behind a gate: it works out the file's answers once and reads its rule's bit. */
export type GatedCreate = <Context extends FileContext, Listeners>(
  this: GatedRuleParts<Context, Listeners> | undefined,
  context: Context,
) => Listeners;

/** Could this file hold anything for the rule? One bit of the file's answers, and the `create` that reads it. */
export interface TextGate {
  (context: FileContext): boolean;
  readonly bit: number;
  readonly create: GatedCreate;
}

/** What a gated rule object carries for its shared `create` (string keys, set in one object literal by createRule). */
export interface GatedRuleParts<Context, Listeners> {
  readonly gate: TextGate;
  readonly bit: number;
  readonly start: (context: Context) => Listeners;
}

// One frozen listener object for every rule and file a gate turns away: nothing to allocate.
export const NO_LISTENERS = Object.freeze({});

/** The gated rules by name, for a `create` called without its rule. */
const gatedByName = new Map<string, GatedRuleParts<never, unknown>>();

export function rememberGatedRule(name: string, rule: GatedRuleParts<never, unknown>): void {
  gatedByName.set(name, rule);
}

/**
 * The rule a context is for, by the name at the end of its id ("mcp-resources/valid-template"). ESLint
 * calls `rule.create(context)` (its linter and its RuleTester, ESLint 9 and 10), and `@eslint/compat`'s
 * `fixupRule` binds `create` to the rule; a caller that takes `create` off its rule
 * (typescript-eslint's RuleTester) gets here.
 */
export function detachedRule<Context, Listeners>(context: FileContext): GatedRuleParts<Context, Listeners> {
  const id: unknown = Reflect.get(context, 'id');
  const rule = typeof id === 'string' ? gatedByName.get(id.slice(id.lastIndexOf('/') + 1)) : undefined;
  if (rule) return rule as unknown as GatedRuleParts<Context, Listeners>;
  throw new TypeError(
    `eslint-plugin-mcp-resources: the rule "${String(id)}" had its create() called without the rule object, under a name that is not one of the plugin's rules. Call it as rule.create(context), or bind it to the rule.`,
  );
}
