import { readFileSync } from 'node:fs';
import type { TSESLint } from '@typescript-eslint/utils';
import { rules } from '../rules/index.js';

// package.json sits one level above src/ when run from source, two above dist/src/ when built.
function readPackageJson(): { name: string; version: string } {
  for (const candidate of ['../package.json', '../../package.json']) {
    try {
      const json = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8'));
      if (json.name === 'eslint-plugin-mcp-resources') return json;
    } catch {
      // not at this level
    }
  }
  return { name: 'eslint-plugin-mcp-resources', version: '0.0.0' };
}

const { name, version } = readPackageJson();

const namespace = 'mcp-resources';

type RuleName = keyof typeof rules;
type RuleEntries = Record<string, TSESLint.SharedConfig.RuleEntry>;

const ruleNames = Object.keys(rules) as RuleName[];
const docsOf = (rule: RuleName) => rules[rule].meta.docs as { recommended?: boolean; strict?: boolean };

/** What `strict` tightens beyond `recommended`: options that report more. */
const STRICT_OPTIONS: Partial<Record<RuleName, unknown[]>> = {
  // encodeURIComponent leaves !'()* unescaped where RFC 6570 escapes them; url-template is the
  // library whose suggested rewrite escapes all of them (std-uritemplate leaves '()* too).
  'no-manual-expansion': [{ allowEncodeURIComponent: false, library: 'url-template' }],
  // Every read handler must check, not only those whose file or template shows an owner.
  'require-read-authorization': [{ everyRead: true }],
};

function entries(select: (rule: RuleName) => boolean, options: Partial<Record<RuleName, unknown[]>> = {}): RuleEntries {
  return Object.fromEntries(
    ruleNames.filter(select).map((rule) => [`${namespace}/${rule}`, options[rule] ? ['error', ...options[rule]] : 'error']),
  ) as RuleEntries;
}

const plugin = {
  meta: { name, version, namespace },
  rules,
  configs: {} as Record<'recommended' | 'strict' | 'all', TSESLint.FlatConfig.Config>,
};

const config = (configName: string, ruleEntries: RuleEntries): TSESLint.FlatConfig.Config => ({
  name: `${namespace}/${configName}`,
  plugins: { [namespace]: plugin as unknown as TSESLint.FlatConfig.Plugin },
  rules: ruleEntries,
});

plugin.configs.recommended = config('recommended', entries((rule) => docsOf(rule).recommended === true));
plugin.configs.strict = config('strict', entries((rule) => docsOf(rule).recommended === true || docsOf(rule).strict === true, STRICT_OPTIONS));
plugin.configs.all = config('all', entries(() => true));

export default plugin;
export { rules };
