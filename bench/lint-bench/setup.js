// Loading the plugin and building the flat configs that the lint benchmarks and the corpus
// evaluations (scripts/evaluate/) lint with.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export const PLUGIN_PREFIX = 'mcp-resources/';
export const CONFIG_NAMES = ['recommended', 'strict', 'all'];

const SOURCE_GLOBS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'];
const JSX_GLOBS = ['**/*.tsx', '**/*.jsx'];

export class UsageError extends Error {}

/**
 * The built plugin as published (dist/plugin.js, the bundle), or the module MCP_PLUGIN_PATH names;
 * `given` (named in messages as `source`) is another build, e.g. lint-bench's --compare.
 */
export async function loadPlugin(repoDir, given = process.env.MCP_PLUGIN_PATH, source = 'MCP_PLUGIN_PATH=') {
  const file = given ? path.resolve(given) : path.join(repoDir, 'dist', 'plugin.js');
  if (!existsSync(file)) {
    throw new UsageError(
      given
        ? `${source}${given}: no such file`
        : `the plugin build is missing (${path.relative(process.cwd(), file)}): run "npm run build" first`,
    );
  }
  const module = await import(pathToFileURL(file).href);
  const plugin = module.default ?? module;
  if (!plugin?.rules || !plugin.configs?.all)
    throw new UsageError(`${file} does not export a plugin with "rules" and "configs.all"`);
  return { plugin, file };
}

/** Full rule id: `mcp-resources/x` for `x` or `mcp-resources/x`. */
export const ruleId = (name) => (name.startsWith(PLUGIN_PREFIX) ? name : PLUGIN_PREFIX + name);

const asArray = (config) => (Array.isArray(config) ? config : [config]);
const isOn = (setting) => {
  const severity = Array.isArray(setting) ? setting[0] : setting;
  return severity !== 'off' && severity !== 0;
};

/**
 * The plugin's flat config `configName`, or with `rules` only those plugin rules: with their entry
 * from `configName` when it has one, else with their entry from `configs.all`. Returns the config
 * entries and the sorted ids of the plugin rules they turn on.
 */
export function pluginConfigs(plugin, configName, rules) {
  const chosen = plugin.configs[configName];
  if (!chosen)
    throw new UsageError(`the plugin has no configs.${configName}; it has: ${Object.keys(plugin.configs).join(', ')}`);
  let entries = [...asArray(chosen)];
  if (rules) {
    const ids = rules.map(ruleId);
    const unknown = ids.filter((id) => !(id.slice(PLUGIN_PREFIX.length) in plugin.rules));
    if (unknown.length)
      throw new UsageError(
        `unknown rule(s): ${unknown.join(', ')}; the plugin has: ${Object.keys(plugin.rules).sort().join(', ')}`,
      );
    const keep = new Set(ids);
    entries = entries.map((config) => ({
      ...config,
      rules: Object.fromEntries(
        Object.entries(config.rules ?? {}).filter(([id]) => !id.startsWith(PLUGIN_PREFIX) || keep.has(id)),
      ),
    }));
    const mentioned = new Set(
      entries.flatMap((config) =>
        Object.entries(config.rules)
          .filter(([, s]) => isOn(s))
          .map(([id]) => id),
      ),
    );
    const fromAll = Object.assign({}, ...asArray(plugin.configs.all).map((config) => config.rules ?? {}));
    const missing = ids.filter((id) => !mentioned.has(id));
    if (missing.length)
      entries.push({
        name: 'bench/selected-rules',
        rules: Object.fromEntries(missing.map((id) => [id, fromAll[id] ?? 'error'])),
      });
  }
  if (!entries.some((config) => config.plugins?.['mcp-resources']))
    entries.unshift({ name: 'bench/plugin', plugins: { 'mcp-resources': plugin } });
  const enabled = new Set();
  for (const config of entries) {
    for (const [id, setting] of Object.entries(config.rules ?? {})) {
      if (!id.startsWith(PLUGIN_PREFIX)) continue;
      if (isOn(setting)) enabled.add(id);
      else enabled.delete(id);
    }
  }
  return { entries, enabledRules: [...enabled].sort() };
}

/**
 * Parser entries: typescript-eslint without type information for every linted extension, JSX on
 * for .tsx and .jsx. `inlineConfig: false` (the default) ignores the
 * repositories' own `eslint-disable` and `/* eslint ... *\/` comments, which name rules this run
 * does not have and would otherwise hide findings in files disabled wholesale.
 */
export function parserConfigs({ inlineConfig = false } = {}) {
  return [
    {
      name: 'bench/parser',
      files: SOURCE_GLOBS,
      languageOptions: {
        parser: tseslint.parser,
        ecmaVersion: 'latest',
        sourceType: 'module',
        parserOptions: { ecmaFeatures: { jsx: false } },
      },
      linterOptions: { noInlineConfig: !inlineConfig, reportUnusedDisableDirectives: 'off' },
    },
    { name: 'bench/jsx', files: JSX_GLOBS, languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
  ];
}

/**
 * The peers the plugin's cost is stated against (docs/performance.md): `realistic`, what a project
 * already runs (@eslint/js and typescript-eslint recommended, without type information), for
 * bench/lint-bench.js; `tseslintRecommended`, typescript-eslint recommended alone, whose rule time
 * bench/editor-latency.js sets beside the plugin's.
 */
export const realisticConfig = () => [...parserConfigs(), js.configs.recommended, ...tseslint.configs.recommended];
export const tseslintRecommendedConfig = () => [...parserConfigs(), ...tseslint.configs.recommended];

/**
 * What a rule exception tells: ESLint appends "Occurred while linting FILE:LINE" and
 * `Rule: "id"` to the message of an error thrown while rules run.
 */
export function describeCrash(error, repoDir) {
  const text = String(error?.message ?? error);
  const rule = error?.ruleId ?? /\nRule: "([^"]+)"/.exec(text)?.[1] ?? null;
  const line = Number(/\nOccurred while linting .*:(\d+)(?:\n|$)/.exec(text)?.[1]) || null;
  const message = text.split('\nOccurred while linting ')[0];
  const frames = String(error?.stack ?? '')
    .split('\n')
    .filter((frame) => /^\s+at /.test(frame))
    .map((frame) =>
      frame
        .trim()
        .replaceAll(pathToFileURL(repoDir).href + '/', '')
        .replaceAll(repoDir + path.sep, ''),
    );
  // The frames above ESLint's traverser are the rule's own; show those (at most 6), or the top 3.
  const inEslint = frames.findIndex((frame) => frame.includes('node_modules/eslint/'));
  const stack = frames.slice(0, inEslint > 0 ? Math.min(inEslint, 6) : 3);
  return { rule, line, message, stack };
}
