// typescript-eslint's `RuleCreator` and a text gate, written out: the plugin needs only its types at run time.
import type { RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { registerHostFile } from '../project/index.js';
import { withHostReports } from './host-reports.js';
import { applyDefault, frozen } from './options.js';
import { docsUrl } from './package-info.js';
import { isTestFile, testFilesOption, type TestFilesOption } from './test-files.js';

/** `recommended` and `strict` put the rule into those shared configs. */
export type PluginDocs = { description: string; recommended?: boolean; strict?: boolean };
type Rule<Options extends readonly unknown[], Ids extends string> = RuleWithMetaAndName<Options, Ids, PluginDocs>;

/** A rule as written: its defaults declared once, in `meta.defaultOptions`, and maybe a gate. */
type RuleDefinition<O extends readonly unknown[], I extends string> = Omit<Rule<O, I>, 'defaultOptions'> & {
  /** Asked first: a file it answers no for gets no listeners (most files of a project). */
  readonly gate?: (context: Parameters<Rule<O, I>['create']>[0]) => boolean;
};

/** A rule's options with the test-file policy's `checkTestFiles`, which every rule takes in its first option object. */
export type WithTestFiles<O extends readonly unknown[]> = O extends readonly [infer First, ...infer Rest]
  ? [First & TestFilesOption, ...Rest]
  : [TestFilesOption];

type Partially<T> = T extends Record<string, unknown> ? Partial<T> : T;

/**
 * What a user may write: `checkTestFiles` in the first option object, its keys optional (the
 * defaults fill them in), and the options themselves optional.
 */
export type UserOptions<O extends readonly unknown[]> = O extends readonly [infer First, ...infer Rest]
  ? [Partially<First & TestFilesOption>?, ...Rest]
  : [Partially<TestFilesOption>?];

export function createRule<Options extends readonly unknown[], Ids extends string>(
  rule: RuleDefinition<Options, Ids>,
): RuleModule<Ids, UserOptions<Options>, PluginDocs> & { name: string } {
  const { name, meta, create, gate } = rule;
  const { schema, defaultOptions } = testFilesOption(name, meta.schema, meta.defaultOptions ?? []);
  // The defaults are complete options, which a user's options may leave out in part.
  const defaults = frozen(structuredClone(defaultOptions) as WithTestFiles<Options>) as never as UserOptions<Options>;
  // `languages` (ESLint 10.2+) and `docs.dialects`: JavaScript's ESTree, written in JavaScript or TypeScript.
  const docs = { ...meta.docs, dialects: ['JavaScript', 'TypeScript'], url: docsUrl(name) };
  return {
    name,
    meta: { ...meta, schema, defaultOptions: defaults, languages: ['js/js'], docs },
    defaultOptions: defaults, // eslint-disable-line @typescript-eslint/no-deprecated -- older tools read it
    create(context) {
      // Where the file is on disk, before the gate asks whether another module registers a handler of it.
      registerHostFile(context.sourceCode, context.physicalFilename ?? context.filename);
      if (gate?.(context as never) === false) return {};
      // The test-file policy, the same for every rule: a test file is linted only when asked.
      const asked = context.options[0]?.checkTestFiles === true;
      if (!asked && isTestFile(context.filename, context.sourceCode)) return {};
      // Reports stay in the linted file: a node of another module is reported in its own lint.
      return create(withHostReports(context) as never, applyDefault(defaults, context.options) as never as Options);
    },
  };
}
