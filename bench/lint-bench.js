// Lint wall time of the generated corpus with and without the plugin, side by side in one process.
// Usage and how to read the output: bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import js from '@eslint/js';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import {
  DEFAULT_CORPUS_DIR,
  DEFAULT_COUNT,
  DEFAULT_SEED,
  generateCorpus,
  isCorpusCurrent,
  readManifest,
} from './corpus/generate.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '..');
const PLUGIN_PREFIX = 'mcp-resources/';

// ---------------------------------------------------------------- options

const usage = `usage: node bench/lint-bench.js [options]
  --files N          lint only the first N files of the corpus (default: all ${DEFAULT_COUNT})
  --runs N           measured runs per configuration (default 3)
  --warmup N         unmeasured warm-up runs per configuration first (default 1)
  --warmup-files N   files per warm-up run (default 300; enough to warm the JIT)
  --rules a,b        (b) enables only these plugin rules, with or without the "${PLUGIN_PREFIX}" prefix
  --per-rule         after the timed runs, one extra run of (b) with per-rule times (ESLint stats)
  --baseline KIND    what (a) runs: core (default), none, recommended
  --seed N           corpus seed (default ${DEFAULT_SEED})
  --json             print the results as JSON instead of tables
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/src/index.js`;

function parseArgs(argv) {
  const options = { files: undefined, runs: 3, warmup: 1, warmupFiles: 300, rules: undefined, perRule: false, baseline: 'core', seed: DEFAULT_SEED, json: false };
  const integer = (flag, text, min) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) fail(`${flag} needs an integer >= ${min}, got "${text}"`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) fail(`${flag} needs a value`);
      return next;
    };
    if (flag === '--files') options.files = integer(flag, value(), 1);
    else if (flag === '--runs') options.runs = integer(flag, value(), 1);
    else if (flag === '--warmup') options.warmup = integer(flag, value(), 0);
    else if (flag === '--warmup-files') options.warmupFiles = integer(flag, value(), 1);
    else if (flag === '--rules') options.rules = value().split(',').map((rule) => rule.trim()).filter(Boolean);
    else if (flag === '--per-rule') options.perRule = true;
    else if (flag === '--baseline') options.baseline = value();
    else if (flag === '--seed') options.seed = integer(flag, value(), 0);
    else if (flag === '--json') options.json = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else fail(`unknown option ${argv[i]}\n${usage}`);
  }
  if (!(options.baseline in baselines)) fail(`--baseline must be one of ${Object.keys(baselines).join(', ')}`);
  if (options.rules?.length === 0) fail('--rules needs at least one rule name');
  return options;
}

function fail(message) {
  console.error(`lint-bench: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- configurations

const TS_FILES = ['**/*.ts'];

const parserConfig = {
  name: 'bench/parser',
  files: TS_FILES,
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
  linterOptions: { reportUnusedDisableDirectives: 'off' },
};

/** Core rules that cost something on every file but need no type information. */
const coreRules = {
  'no-debugger': 'error',
  'no-dupe-keys': 'error',
  'no-unreachable': 'error',
  'no-unsafe-finally': 'error',
  'no-constant-condition': 'error',
  'no-empty': 'error',
  'no-useless-escape': 'error',
  'eqeqeq': 'error',
  'prefer-const': 'error',
  'no-var': 'error',
};

/** What configuration (a) runs; (b) is always (a) plus the plugin. */
const baselines = {
  none: () => [parserConfig],
  core: () => [parserConfig, { name: 'bench/core-rules', files: TS_FILES, rules: coreRules }],
  recommended: () => [parserConfig, js.configs.recommended, ...tseslint.configs.recommended],
};

async function loadPlugin() {
  const fromEnv = process.env.MCP_PLUGIN_PATH;
  const file = fromEnv ? path.resolve(fromEnv) : path.join(repoDir, 'dist', 'src', 'index.js');
  if (!existsSync(file)) {
    fail(
      fromEnv
        ? `MCP_PLUGIN_PATH=${fromEnv}: no such file`
        : `the plugin build is missing (${path.relative(process.cwd(), file)}): run "npm run build" first`,
    );
  }
  const module = await import(pathToFileURL(file).href);
  const plugin = module.default ?? module;
  if (!plugin?.rules || !plugin.configs?.all) fail(`${file} does not export a plugin with "rules" and "configs.all"`);
  return { plugin, file };
}

const asArray = (config) => (Array.isArray(config) ? config : [config]);

/** Plugin rule ids that `configs` turns on. */
function enabledPluginRules(configs) {
  const ids = new Set();
  for (const config of configs) {
    for (const [id, setting] of Object.entries(config.rules ?? {})) {
      const severity = Array.isArray(setting) ? setting[0] : setting;
      if (id.startsWith(PLUGIN_PREFIX) && severity !== 'off' && severity !== 0) ids.add(id);
      else ids.delete(id);
    }
  }
  return [...ids].sort();
}

/**
 * `configs.all`, or with `--rules` the same config entries restricted to those rules (keeping their
 * options from `configs.all`, or "error" when `configs.all` does not mention a rule).
 */
function pluginConfigs(plugin, wanted) {
  const all = asArray(plugin.configs.all);
  if (!wanted) return all;
  const ids = wanted.map((rule) => (rule.startsWith(PLUGIN_PREFIX) ? rule : PLUGIN_PREFIX + rule));
  const unknown = ids.filter((id) => !(id.slice(PLUGIN_PREFIX.length) in plugin.rules));
  if (unknown.length) {
    fail(`unknown rule(s): ${unknown.join(', ')}; the plugin has: ${Object.keys(plugin.rules).sort().join(', ') || '(none)'}`);
  }
  const keep = new Set(ids);
  const restricted = all.map((config) => ({
    ...config,
    rules: Object.fromEntries(Object.entries(config.rules ?? {}).filter(([id]) => !id.startsWith(PLUGIN_PREFIX) || keep.has(id))),
  }));
  const mentioned = new Set(restricted.flatMap((config) => Object.keys(config.rules)));
  const missing = ids.filter((id) => !mentioned.has(id));
  const extra = missing.length ? [{ name: 'bench/selected-rules', rules: Object.fromEntries(missing.map((id) => [id, 'error'])) }] : [];
  const definesPlugin = all.some((config) => config.plugins?.['mcp-resources']);
  const definition = definesPlugin ? [] : [{ name: 'bench/plugin', plugins: { 'mcp-resources': plugin } }];
  return [...definition, ...restricted, ...extra];
}

// ---------------------------------------------------------------- corpus

function prepareCorpus({ files, seed }) {
  const count = Math.max(DEFAULT_COUNT, files ?? 0);
  if (!isCorpusCurrent(DEFAULT_CORPUS_DIR, { count, seed })) {
    const started = performance.now();
    process.stderr.write(`generating corpus (${count} files, seed ${seed}) ... `);
    generateCorpus({ dir: DEFAULT_CORPUS_DIR, count, seed });
    process.stderr.write(`${Math.round(performance.now() - started)} ms\n`);
  }
  const manifest = readManifest(DEFAULT_CORPUS_DIR);
  const selected = manifest.files.slice(0, files ?? manifest.files.length);
  let lines = 0;
  let bytes = 0;
  for (const file of selected) {
    const text = readFileSync(path.join(DEFAULT_CORPUS_DIR, file), 'utf8');
    lines += text.split('\n').length - 1;
    bytes += Buffer.byteLength(text);
  }
  return { dir: DEFAULT_CORPUS_DIR, files: selected.map((file) => path.join(DEFAULT_CORPUS_DIR, file)), lines, bytes };
}

// ---------------------------------------------------------------- measurement

/** `gc()` without requiring --expose-gc on the command line, to start every run from a clean heap. */
function exposeGc() {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

/** Samples heap and RSS while `work` runs; timers fire between files, as ESLint reads them asynchronously. */
async function withMemorySampling(work) {
  let peakHeap = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage.rss();
  const sample = () => {
    peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, peakHeap, peakRss };
  } finally {
    clearInterval(timer);
  }
}

function summarizeMessages(results) {
  let problems = 0;
  let pluginProblems = 0;
  const fatal = [];
  const byRule = {};
  for (const result of results) {
    for (const message of result.messages) {
      if (message.fatal) {
        fatal.push(`${path.relative(DEFAULT_CORPUS_DIR, result.filePath)}:${message.line}: ${message.message}`);
        continue;
      }
      problems++;
      if (message.ruleId?.startsWith(PLUGIN_PREFIX)) pluginProblems++;
      if (message.ruleId) byRule[message.ruleId] = (byRule[message.ruleId] ?? 0) + 1;
    }
  }
  return { problems, pluginProblems, fatal, byRule };
}

async function lintOnce(config, files, gc, { stats = false } = {}) {
  const eslint = new ESLint({ cwd: DEFAULT_CORPUS_DIR, overrideConfigFile: true, overrideConfig: config, stats });
  gc();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { result: results, peakHeap, peakRss } = await withMemorySampling(() => eslint.lintFiles(files));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { wallMs, cpuMs, peakHeap, peakRss, results, ...summarizeMessages(results) };
}

/**
 * Warm-up runs over the first files (JIT and module caches), then measured runs over all files,
 * interleaved a, b, a, b, ... so drift in machine load hits both alike.
 */
async function measure(configs, files, { runs, warmup, warmupFiles }, gc, log) {
  const samples = Object.fromEntries(configs.map(({ key }) => [key, []]));
  for (let round = -warmup; round < runs; round++) {
    for (const { key, config } of configs) {
      const run = await lintOnce(config, round < 0 ? files.slice(0, warmupFiles) : files, gc);
      delete run.results;
      log(`${round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`} ${key}: ${Math.round(run.wallMs)} ms wall, ${Math.round(run.cpuMs)} ms CPU`);
      if (round >= 0) samples[key].push(run);
    }
  }
  return samples;
}

/** Total time per rule over all files, from ESLint's `stats` (the same numbers TIMING=all prints). */
function ruleTimes(results) {
  const rules = {};
  let parse = 0;
  let total = 0;
  for (const result of results) {
    for (const pass of result.stats?.times.passes ?? []) {
      parse += pass.parse?.total ?? 0;
      total += pass.total ?? 0;
      for (const [id, { total: ms }] of Object.entries(pass.rules ?? {})) rules[id] = (rules[id] ?? 0) + ms;
    }
  }
  return { rules, parse, total };
}

// ---------------------------------------------------------------- report

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const ms = (value) => value.toFixed(0);

function table(header, rows) {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function configSummary(runs, fileCount) {
  const walls = runs.map((run) => run.wallMs);
  const med = median(walls);
  return {
    medianMs: med,
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    minMs: Math.min(...walls),
    maxMs: Math.max(...walls),
    filesPerSecond: fileCount / (med / 1000),
    peakHeapBytes: Math.max(...runs.map((run) => run.peakHeap)),
    peakRssBytes: Math.max(...runs.map((run) => run.peakRss)),
    problems: runs[0].problems,
    pluginProblems: runs[0].pluginProblems,
    fatal: runs[0].fatal,
    wallMs: walls,
    cpuMs: runs.map((run) => run.cpuMs),
  };
}

function printReport(report) {
  const { corpus, a, b } = report;
  console.log(
    `corpus   ${corpus.files} files, ${corpus.lines.toLocaleString('en-US')} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB (seed ${corpus.seed}) in ${corpus.dir}`,
  );
  console.log(`plugin   ${report.plugin.file}: ${report.plugin.enabledRules.length} rule(s) in (b)${report.plugin.selected ? ' (--rules)' : ' (configs.all)'}`);
  console.log(
    `baseline ${report.baseline}; ${report.runs} measured run(s) per config, interleaved a,b, after ${report.warmup} warm-up run(s) of ${report.warmupFiles} files`,
  );
  console.log(`env      node ${process.version}, eslint ${ESLint.version}, typescript-eslint ${report.versions.typescriptEslint}, ${os.cpus().length} CPU(s)`);
  console.log('');
  const row = (label, s) => [
    label,
    ms(s.medianMs),
    ms(s.minMs),
    ms(s.maxMs),
    ms(s.medianCpuMs),
    s.filesPerSecond.toFixed(0),
    mb(s.peakHeapBytes),
    mb(s.peakRssBytes),
    s.problems,
  ];
  console.log(
    table(
      ['config', 'median ms', 'min ms', 'max ms', 'CPU ms', 'files/s', 'peak heap MB', 'peak RSS MB', 'problems'],
      [row(`(a) baseline: ${report.baseline}`, a), row('(b) baseline + plugin', b)],
    ),
  );
  console.log('');
  console.log(
    `ratio b/a ${report.ratio.toFixed(3)}x wall, ${report.cpuRatio.toFixed(3)}x CPU  (plugin adds ${ms(b.medianMs - a.medianMs)} ms, ` +
      `${((b.medianMs - a.medianMs) / corpus.files).toFixed(2)} ms per file; ${b.pluginProblems} plugin problem(s) reported)`,
  );
  const spread = Math.max(...[a, b].map((s) => (s.maxMs - s.minMs) / s.medianMs));
  if (report.runs > 1 && spread > 0.1) {
    console.log(`note: run times spread by up to ${(100 * spread).toFixed(0)}% of the median: the machine is busy; trust the CPU ratio more`);
  }
  for (const [label, s] of [['(a)', a], ['(b)', b]]) {
    if (s.fatal.length) console.log(`WARNING ${label}: ${s.fatal.length} file(s) failed to parse, e.g. ${s.fatal[0]}`);
  }
  if (report.perRule) printRuleTimes(report.perRule);
}

function printRuleTimes({ rules, parse, total, counts, wallMs }) {
  const ruleTotal = Object.values(rules).reduce((sum, value) => sum + value, 0);
  const rows = Object.entries(rules)
    .sort(([, x], [, y]) => y - x)
    .map(([id, time]) => [id, time.toFixed(1), ((100 * time) / ruleTotal).toFixed(1) + '%', counts[id] ?? 0]);
  console.log('');
  console.log('per-rule time, one extra run of (b) with ESLint stats (as TIMING=all):');
  console.log(table(['rule', 'time ms', 'of rules', 'problems'], rows));
  const pluginTime = Object.entries(rules).filter(([id]) => id.startsWith(PLUGIN_PREFIX)).reduce((sum, [, t]) => sum + t, 0);
  console.log(
    `parse ${ms(parse)} ms, all rules ${ms(ruleTotal)} ms (plugin rules ${ms(pluginTime)} ms), ` +
      `all work on files ${ms(total)} ms (parse, traversal, rules, fixes), of ${ms(wallMs)} ms wall for this run`,
  );
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { plugin, file: pluginFile } = await loadPlugin();
  const corpus = prepareCorpus(options);
  const baseline = baselines[options.baseline]();
  const withPlugin = [...baseline, ...pluginConfigs(plugin, options.rules)];
  const enabledRules = enabledPluginRules(withPlugin);
  if (enabledRules.length === 0) process.stderr.write('lint-bench: note: (b) enables no plugin rules, so a and b should be equal\n');
  const gc = exposeGc();
  const log = options.json ? () => {} : (message) => process.stderr.write(`  ${message}\n`);
  const configs = [
    { key: 'a', config: baseline },
    { key: 'b', config: withPlugin },
  ];
  const samples = await measure(configs, corpus.files, options, gc, log);
  const a = configSummary(samples.a, corpus.files.length);
  const b = configSummary(samples.b, corpus.files.length);
  const report = {
    corpus: { dir: path.relative(process.cwd(), corpus.dir) || '.', files: corpus.files.length, lines: corpus.lines, bytes: corpus.bytes, seed: options.seed },
    plugin: { file: path.relative(process.cwd(), pluginFile), enabledRules, selected: Boolean(options.rules) },
    baseline: options.baseline,
    runs: options.runs,
    warmup: options.warmup,
    warmupFiles: Math.min(options.warmupFiles, corpus.files.length),
    versions: { node: process.version, eslint: ESLint.version, typescriptEslint: tseslint.parser.version ?? typescriptEslintVersion() },
    cpus: os.cpus().length,
    a,
    b,
    ratio: b.medianMs / a.medianMs,
    cpuRatio: b.medianCpuMs / a.medianCpuMs,
  };
  if (options.perRule) {
    log('per-rule run of b with stats');
    const run = await lintOnce(withPlugin, corpus.files, gc, { stats: true });
    report.perRule = { ...ruleTimes(run.results), counts: run.byRule, wallMs: run.wallMs };
  }
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
}

function typescriptEslintVersion() {
  return JSON.parse(readFileSync(path.join(repoDir, 'node_modules', 'typescript-eslint', 'package.json'), 'utf8')).version;
}

await main();
