// The plugin object: its meta, its rules, and the three configs. Typed with ESLint's own types, so
// that typed configs (`defineConfig`, `Linter.Config[]`, `ESLint.Plugin`) accept it as it is.
import type { ESLint, Linter, Rule } from 'eslint';
import { rules as ruleModules } from '../rules/index.js';
import { packageInfo } from './rule/index.js';

const namespace = 'mcp-resources';

type RuleName = keyof typeof ruleModules;
type ConfigName = 'recommended' | 'strict' | 'all';
type RuleOptions = Partial<Record<RuleName, unknown[]>>;

export interface McpResourcesPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  readonly rules: Record<string, Rule.RuleModule>;
  readonly configs: Record<ConfigName, Linter.Config>;
}

const ruleNames = Object.keys(ruleModules) as RuleName[];
const docsOf = (rule: RuleName) => ruleModules[rule].meta.docs as { recommended?: boolean; strict?: boolean };

/** What `strict` tightens beyond `recommended`: options that report more. */
const STRICT_OPTIONS: RuleOptions = {
  // encodeURIComponent leaves !'()* unescaped where RFC 6570 escapes them; the default library's
  // (mcp-resources') suggested rewrite escapes all of them.
  'no-manual-expansion': [{ allowEncodeURIComponent: false }],
  // Every read handler must check, not only those whose file or template shows an owner.
  'require-read-authorization': [{ everyRead: true }],
  // File-system errors after the handler has established the file too (a directory, a permission).
  'prefer-not-found-on-deny': [{ fileErrors: 'all' }],
};

/** What `all` sets: every rule, each with the options that report the most, test files included. */
const ALL_OPTIONS: RuleOptions = {
  ...Object.fromEntries(ruleNames.map((rule) => [rule, [{ checkTestFiles: true }]])),
  'no-manual-expansion': [{ allowEncodeURIComponent: false, uris: 'all', checkTestFiles: true }],
  'require-read-authorization': [{ everyRead: true, checkTestFiles: true, trustScopeChallenge: false }],
  'no-sdk-unsupported-template': [{ reportRequiredQuery: true, checkTestFiles: true }],
  'prefer-not-found-on-deny': [{ fileErrors: 'all', checkTestFiles: true }],
};

function entries(select: (rule: RuleName) => boolean, options: RuleOptions = {}): Linter.RulesRecord {
  return Object.fromEntries(
    ruleNames
      .filter(select)
      .map((rule): [string, Linter.RuleEntry] => [
        `${namespace}/${rule}`,
        options[rule] ? ['error', ...options[rule]] : 'error',
      ]),
  );
}

const configs = {} as Record<ConfigName, Linter.Config>;

const plugin: McpResourcesPlugin = {
  meta: { name: packageInfo.name, version: packageInfo.version, namespace },
  // typescript-eslint's rule types are stricter than ESLint's about the context: the same objects.
  rules: ruleModules as unknown as Record<string, Rule.RuleModule>,
  configs,
};

const config = (name: ConfigName, rules: Linter.RulesRecord): Linter.Config => ({
  name: `${namespace}/${name}`,
  plugins: { [namespace]: plugin },
  rules,
});

configs.recommended = config(
  'recommended',
  entries((rule) => docsOf(rule).recommended === true),
);
configs.strict = config(
  'strict',
  entries((rule) => docsOf(rule).recommended === true || docsOf(rule).strict === true, STRICT_OPTIONS),
);
configs.all = config(
  'all',
  entries(() => true, ALL_OPTIONS),
);

export default plugin;
export const { meta, rules } = plugin;
export { configs };
