// Text gates: cheap questions about a file's text that a rule asks before anything else, so that
// the files with nothing for it cost it no walk. The gates read one function's answers, all worked
// out as bits by the first rule that asks in a file and kept in one slot for the others (ESLint runs
// every rule of one file before the next file, so one slot serves them all).
//
// What a file the gates turn away costs is set less by instructions than by memory: between two
// calls of a rule's `create()` ESLint runs every other rule over the last file, so each object the
// call touches is rarely still in the processor's caches. Hence one `create()` for every gated
// rule, which reads its rule through `this` (the object ESLint has just read) and the slot itself,
// and calls the gate only for the first rule of a file. In bench/gate-cost.js, beside two copies of
// the build with a closure per rule: 3.4 µs less per such file (median, 17.9 before). Its shape
// counts (bench/README.md): reading the slot through the gate rather than from this module cost
// 2.5 µs of that, the rule's keys as symbols and its object built by spread another 1.4.
import type { TSESLint } from '@typescript-eslint/utils';
import { sourceCodeOf, type FileContext } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type AnswersFor = (sourceCode: SourceCode, context: FileContext) => number;

/** Could this file hold anything for the rule? One bit of the answers. */
export interface TextGate {
  (context: FileContext): boolean;
  readonly bit: number;
}

// The answers for the file asked about last. Kept after the work, so that a file whose work throws
// leaves no answer behind.
let answeredFor: SourceCode | undefined;
let answers = 0;
let answersOf: AnswersFor | undefined;

/**
 * The gates that read one bit each of `answersFor`. One such function per plugin: its answers are
 * the slot's.
 */
export function textGates(answersFor: AnswersFor): (bit: number) => TextGate {
  if (answersOf && answersOf !== answersFor) throw new Error('textGates: one function answers all the gates, and it is already set');
  answersOf = answersFor;
  return (bit) => {
    const gate = (context: FileContext) => {
      const sourceCode = sourceCodeOf(context);
      if (sourceCode !== answeredFor) {
        answers = answersFor(sourceCode, context);
        answeredFor = sourceCode;
      }
      return (answers & bit) !== 0;
    };
    return Object.assign(gate, { bit });
  };
}

// One frozen listener object for every rule and file a gate turns away: nothing to allocate.
const NO_LISTENERS = Object.freeze({});

/** What a gated rule object carries for `gatedCreate` (string keys, set in one object literal: see above). */
export interface GatedRuleParts<Context, Listeners> {
  readonly gate: TextGate;
  readonly bit: number;
  readonly start: (context: Context) => Listeners;
}

/**
 * The `create` of every gated rule. ESLint calls it as `rule.create(context)` (its linter and its
 * RuleTester, ESLint 9 and 10), and `@eslint/compat`'s `fixupRule` binds it to the rule; a caller
 * that takes it off its rule (typescript-eslint's RuleTester) gets the rule by the name in the
 * context's id.
 */
export function gatedCreate<Context extends FileContext, Listeners>(this: GatedRuleParts<Context, Listeners> | undefined, context: Context): Listeners {
  const rule = this?.gate === undefined ? detachedRule<Context, Listeners>(context) : this;
  if (sourceCodeOf(context) === answeredFor) return (answers & rule.bit) !== 0 ? rule.start(context) : (NO_LISTENERS as Listeners);
  return rule.gate(context) ? rule.start(context) : (NO_LISTENERS as Listeners);
}

/** The gated rules by name, for a `create` called without its rule. */
const gatedByName = new Map<string, GatedRuleParts<never, unknown>>();

export function rememberGatedRule(name: string, rule: GatedRuleParts<never, unknown>): void {
  gatedByName.set(name, rule);
}

/** The rule a context is for, by the name at the end of its id ("mcp-resources/valid-template"). */
function detachedRule<Context, Listeners>(context: FileContext): GatedRuleParts<Context, Listeners> {
  const id: unknown = Reflect.get(context, 'id');
  const rule = typeof id === 'string' ? gatedByName.get(id.slice(id.lastIndexOf('/') + 1)) : undefined;
  if (rule) return rule as unknown as GatedRuleParts<Context, Listeners>;
  throw new TypeError(
    `eslint-plugin-mcp-resources: the rule "${String(id)}" had its create() called without the rule object, under a name that is not one of the plugin's rules. Call it as rule.create(context), or bind it to the rule.`,
  );
}
