// Lint time of a corpus with and without the plugin, side by side in one process: the generated
// corpus, or with --dir a folder of real repositories; one or more baselines; per-rule times split
// by files that hold MCP code; the plugin's cold import time.
// Usage and how to read the output: bench/README.md.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
import { measureColdImports } from './lint-bench/cold-import.js';
import { MCP_GATE, loadFolderCorpus, spread } from './lint-bench/folder.js';
import { withEmptyRules, withListeningProbe } from './lint-bench/lanes.js';
import { permutations, quantile } from './lint-bench/sampling.js';
import { describeCrash, parserConfigs } from './lint-bench/setup.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '..');
const PLUGIN_PREFIX = 'mcp-resources/';

// ---------------------------------------------------------------- options

const usage = `usage: node bench/lint-bench.js [options]
  --dir DIR          lint a folder of repositories (one subfolder each) instead of the generated
                     corpus; files as bench/lint-bench/repos.js selects them
  --repos a,b        with --dir: only these repository folders
  --files N          lint only N files: the first N of the generated corpus (default: all
                     ${DEFAULT_COUNT}), or with --dir N files spread evenly over the repositories
  --runs N           measured runs per configuration (default 3)
  --warmup N         unmeasured warm-up runs per configuration first (default 1)
  --warmup-files N   files per warm-up run (default 300; enough to warm the JIT)
  --rules a,b        (b) enables only these plugin rules, with or without the "${PLUGIN_PREFIX}" prefix
  --per-rule         after the timed runs, one extra run of (b) of the first baseline with per-rule
                     times (ESLint stats), split by files that hold MCP code and the others
  --each-rule        after the timed runs, one stats run per plugin rule with that rule alone on the
                     parser (no shared work charged to another rule); with --compare, the compared
                     build's rule beside it, file by file
  --compare FILE.js  another build of the plugin (e.g. an older commit's dist/plugin.js): each
                     baseline gets a configuration (c), the baseline plus that build, timed with
                     the others; with --per-rule its rules are timed in the same stats run, file by
                     file beside (b)'s
  --baseline A[,B]   what (a) runs: core (default), none, realistic (alias: recommended); several,
                     comma-separated, are measured side by side, each with its own (a) and (b)
  --interleave MODE  run (default): whole runs alternate (a, b, a, b, ...); file: every file is
                     linted by every configuration in turn, times summed per configuration, which
                     keeps the ratio steady on a busy machine even with --runs 1 (lintText)
  --import-runs N    cold import samples (a new node process each) per module (default 5; 0: none)
  --seed N           corpus seed of the generated corpus (default ${DEFAULT_SEED})
  --json             print the results as JSON instead of tables (progress still goes to stderr)
  --out FILE.json    also write the JSON report to FILE.json (the tables still print)
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js (or dist/src/index.js)`;

function parseArgs(argv) {
  const options = {
    dir: undefined,
    repos: undefined,
    files: undefined,
    runs: 3,
    warmup: 1,
    warmupFiles: 300,
    rules: undefined,
    perRule: false,
    compare: undefined,
    eachRule: false,
    baselines: ['core'],
    importRuns: 5,
    interleave: 'run',
    seed: undefined,
    json: false,
    out: undefined,
  };
  const integer = (flag, text, min) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) fail(`${flag} needs an integer >= ${min}, got "${text}"`);
    return value;
  };
  const list = (text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) fail(`${flag} needs a value`);
      return next;
    };
    if (flag === '--dir') options.dir = value();
    else if (flag === '--repos') options.repos = list(value());
    else if (flag === '--files') options.files = integer(flag, value(), 1);
    else if (flag === '--runs') options.runs = integer(flag, value(), 1);
    else if (flag === '--warmup') options.warmup = integer(flag, value(), 0);
    else if (flag === '--warmup-files') options.warmupFiles = integer(flag, value(), 1);
    else if (flag === '--rules') options.rules = list(value());
    else if (flag === '--per-rule') options.perRule = true;
    else if (flag === '--compare') options.compare = value();
    else if (flag === '--each-rule') options.eachRule = true;
    else if (flag === '--baseline') options.baselines = list(value()).map((name) => BASELINE_ALIASES[name] ?? name);
    else if (flag === '--import-runs') options.importRuns = integer(flag, value(), 0);
    else if (flag === '--interleave') options.interleave = value();
    else if (flag === '--seed') options.seed = integer(flag, value(), 0);
    else if (flag === '--json') options.json = true;
    else if (flag === '--out') options.out = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else fail(`unknown option ${argv[i]}\n${usage}`);
  }
  const unknown = options.baselines.filter((name) => !(name in baselines));
  if (unknown.length || !options.baselines.length) {
    fail(
      `--baseline takes one or more of ${[...Object.keys(baselines), ...Object.keys(BASELINE_ALIASES)].join(', ')}, comma-separated`,
    );
  }
  options.baselines = [...new Set(options.baselines)];
  if (!['run', 'file'].includes(options.interleave)) fail('--interleave must be run or file');
  if (options.rules?.length === 0) fail('--rules needs at least one rule name');
  if (options.dir !== undefined) {
    if (!existsSync(options.dir) || !statSync(options.dir).isDirectory()) fail(`--dir ${options.dir} is not a folder`);
    if (options.seed !== undefined) fail('--seed is for the generated corpus, not --dir');
  } else if (options.repos) fail('--repos goes with --dir');
  if (options.repos?.length === 0) fail('--repos needs at least one name');
  options.seed ??= DEFAULT_SEED;
  return options;
}

function fail(message) {
  console.error(`lint-bench: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- configurations

/** Core rules that cost something on every file but need no type information. */
const coreRules = {
  'no-debugger': 'error',
  'no-dupe-keys': 'error',
  'no-unreachable': 'error',
  'no-unsafe-finally': 'error',
  'no-constant-condition': 'error',
  'no-empty': 'error',
  'no-useless-escape': 'error',
  eqeqeq: 'error',
  'prefer-const': 'error',
  'no-var': 'error',
};

/**
 * What configuration (a) runs; (b) is always (a) plus the plugin. Every one starts with the parser
 * entries of bench/lint-bench/setup.js: typescript-eslint without type information for .ts .tsx .mts .cts
 * .js .jsx .mjs .cjs, JSX for .tsx and .jsx, the files' own eslint comments ignored
 * (`noInlineConfig`: real repositories name rules this run does not load) and unused disable
 * directives not reported.
 */
const baselines = {
  none: () => parserConfigs(),
  core: () => [...parserConfigs(), { name: 'bench/core-rules', rules: coreRules }],
  realistic: () => [...parserConfigs(), js.configs.recommended, ...tseslint.configs.recommended],
};
const BASELINE_ALIASES = { recommended: 'realistic' };

/** The plugin module: `given` (from MCP_PLUGIN_PATH or --compare, named by `source`), or this checkout's build. */
async function loadPlugin(given = process.env.MCP_PLUGIN_PATH, source = 'MCP_PLUGIN_PATH=') {
  // The module the package exports (the bundle), or for builds before it the compiled entry.
  const bundle = path.join(repoDir, 'dist', 'plugin.js');
  const file = given
    ? path.resolve(given)
    : existsSync(bundle)
      ? bundle
      : path.join(repoDir, 'dist', 'src', 'index.js');
  if (!existsSync(file)) {
    fail(
      given
        ? `${source}${given}: no such file`
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
    fail(
      `unknown rule(s): ${unknown.join(', ')}; the plugin has: ${Object.keys(plugin.rules).sort().join(', ') || '(none)'}`,
    );
  }
  const keep = new Set(ids);
  const restricted = all.map((config) => ({
    ...config,
    rules: Object.fromEntries(
      Object.entries(config.rules ?? {}).filter(([id]) => !id.startsWith(PLUGIN_PREFIX) || keep.has(id)),
    ),
  }));
  const mentioned = new Set(restricted.flatMap((config) => Object.keys(config.rules)));
  const missing = ids.filter((id) => !mentioned.has(id));
  const extra = missing.length
    ? [{ name: 'bench/selected-rules', rules: Object.fromEntries(missing.map((id) => [id, 'error'])) }]
    : [];
  const definesPlugin = all.some((config) => config.plugins?.['mcp-resources']);
  const definition = definesPlugin ? [] : [{ name: 'bench/plugin', plugins: { 'mcp-resources': plugin } }];
  return [...definition, ...restricted, ...extra];
}

// ---------------------------------------------------------------- corpus

/**
 * The corpus as `{ kind, dir, files: [{ file, text, mcp }], lines, bytes, ... }`. The generated
 * corpus is linted with `lintFiles` (ESLint reads the files; `text` serves --interleave file); a
 * --dir corpus is linted file by file with `lintText` on the texts read here, so a rule that throws
 * on one file loses only it.
 */
function prepareCorpus(options) {
  if (options.dir !== undefined) {
    const dir = path.resolve(options.dir);
    let corpus;
    try {
      corpus = loadFolderCorpus(dir, options);
    } catch (error) {
      fail(error.message);
    }
    if (!corpus.files.length) fail(`no source files in ${dir}`);
    return { kind: 'folder', ...corpus };
  }
  const { files, seed } = options;
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
  const entries = selected.map((name) => {
    const file = path.join(DEFAULT_CORPUS_DIR, name);
    const text = readFileSync(file, 'utf8');
    lines += text.split('\n').length - 1;
    bytes += Buffer.byteLength(text);
    return { file, text, mcp: MCP_GATE.test(text) };
  });
  return { kind: 'generated', dir: DEFAULT_CORPUS_DIR, seed, files: entries, lines, bytes };
}

// ---------------------------------------------------------------- measurement

/** `gc()` without requiring --expose-gc on the command line, to start every run from a clean heap. */
function exposeGc() {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

/**
 * Peak heap and RSS. `lintFiles` reads files asynchronously, so a 20 ms timer fires between files;
 * a `lintText` loop never lets timers run, so it calls `due()` after every file instead.
 */
function memorySampler() {
  const peak = { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() };
  let last = performance.now();
  const sample = () => {
    peak.heap = Math.max(peak.heap, v8.getHeapStatistics().used_heap_size);
    peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
    last = performance.now();
  };
  const due = () => {
    if (performance.now() - last >= 20) sample();
  };
  return { peak, sample, due };
}

const isPlugin = (id) => id.startsWith(PLUGIN_PREFIX);
const newGroup = () => ({ files: 0, pluginMs: 0, otherRulesMs: 0, parseMs: 0, totalMs: 0 });

/**
 * The tally of one run, result by result as they come (a run keeps no results: a heap that grows by
 * every lane's messages for every file makes each garbage collection dearer for whichever lane it
 * falls in): problems (parse errors, "file ignored" notes and the notes on ignored eslint comments
 * counted apart) and, with stats, rule and parse times per group of files ("mcp": the text passes
 * MCP_GATE; "other"). Files that failed to parse are in no group: no rule ran on them.
 */
function newTally(corpus, { stats, listening }) {
  const mcpFiles = new Set(corpus.files.filter((entry) => entry.mcp).map((entry) => entry.file));
  const tally = { problems: 0, pluginProblems: 0, fatal: [], ignored: 0, inlineIgnored: 0, byRule: {} };
  const groups = { mcp: newGroup(), other: newGroup() };
  // With `listening` (files on which some plugin rule returned listeners): the files that failed every rule's gate, and the others.
  const gates = { failed: newGroup(), passed: newGroup() };
  const rules = {};
  const failedFileMs = [];
  const add = (result) => {
    let fatal = false;
    for (const message of result.messages) {
      if (message.fatal) {
        fatal = true;
        tally.fatal.push(`${path.relative(corpus.dir, result.filePath)}:${message.line}: ${message.message}`);
      } else if (!message.ruleId && /^File ignored\b/.test(message.message)) tally.ignored++;
      else if (!message.ruleId && /has no effect because you have 'noInlineConfig'/.test(message.message))
        tally.inlineIgnored++;
      else {
        tally.problems++;
        if (message.ruleId?.startsWith(PLUGIN_PREFIX)) tally.pluginProblems++;
        if (message.ruleId) tally.byRule[message.ruleId] = (tally.byRule[message.ruleId] ?? 0) + 1;
      }
    }
    if (!stats || fatal) return;
    const key = mcpFiles.has(result.filePath) ? 'mcp' : 'other';
    const group = groups[key];
    const failedGates = listening !== undefined && !listening.has(result.filePath);
    const gate = listening ? gates[failedGates ? 'failed' : 'passed'] : newGroup();
    group.files++;
    gate.files++;
    let filePluginMs = 0;
    for (const pass of result.stats?.times.passes ?? []) {
      group.parseMs += pass.parse?.total ?? 0;
      group.totalMs += pass.total ?? 0;
      gate.parseMs += pass.parse?.total ?? 0;
      gate.totalMs += pass.total ?? 0;
      for (const [id, { total: ms }] of Object.entries(pass.rules ?? {})) {
        const entry = (rules[id] ??= { ms: 0, mcpMs: 0, otherMs: 0, gateFailedMs: 0, gateFailedFileMs: [] });
        entry.ms += ms;
        entry[key === 'mcp' ? 'mcpMs' : 'otherMs'] += ms;
        if (failedGates) {
          entry.gateFailedMs += ms;
          if (isPlugin(id)) entry.gateFailedFileMs.push(ms);
        }
        if (isPlugin(id)) {
          group.pluginMs += ms;
          gate.pluginMs += ms;
          filePluginMs += ms;
        } else {
          group.otherRulesMs += ms;
          gate.otherRulesMs += ms;
        }
      }
    }
    if (failedGates) failedFileMs.push(filePluginMs);
  };
  const finish = () => {
    // Per file, the median and the 90th percentile: a garbage collection that falls inside a rule's
    // create() (a few ms, charged to whichever rule was running) moves the mean, not these.
    if (listening && failedFileMs.length)
      Object.assign(gates.failed, {
        medianPluginMs: quantile(failedFileMs, 0.5),
        p90PluginMs: quantile(failedFileMs, 0.9),
      });
    // Each plugin rule's median there too: which rule a file's gate cost lands in, garbage collections aside.
    for (const entry of Object.values(rules)) {
      if (entry.gateFailedFileMs.length) entry.gateFailedMedianMs = quantile(entry.gateFailedFileMs, 0.5);
      delete entry.gateFailedFileMs;
    }
    return stats ? { ...tally, groups, rules, ...(listening ? { gates } : {}) } : tally;
  };
  return { add, finish };
}

async function lintOnce(config, corpus, entries, gc, { label = '', log = () => {} } = {}) {
  const eslint = new ESLint({ cwd: corpus.dir, overrideConfigFile: true, overrideConfig: config, ignore: false });
  gc();
  const memory = memorySampler();
  const crashes = [];
  const tally = newTally(corpus, { stats: false });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  if (corpus.kind === 'generated') {
    const timer = setInterval(memory.sample, 20);
    try {
      for (const result of await eslint.lintFiles(entries.map((entry) => entry.file))) tally.add(result);
    } finally {
      clearInterval(timer);
    }
  } else {
    const every = Math.max(1000, Math.ceil(entries.length / 8));
    for (const [index, entry] of entries.entries()) {
      try {
        for (const result of await eslint.lintText(entry.text, { filePath: entry.file, warnIgnored: true }))
          tally.add(result);
      } catch (error) {
        const crash = describeCrash(error, repoDir);
        crashes.push({
          file: path.relative(corpus.dir, entry.file),
          rule: crash.rule,
          line: crash.line,
          message: crash.message,
        });
      }
      memory.due();
      if ((index + 1) % every === 0 && index + 1 < entries.length) {
        log(`${label}: ${index + 1}/${entries.length} files, ${Math.round((performance.now() - started) / 1000)} s`);
      }
    }
  }
  memory.sample();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { wallMs, cpuMs, peakHeap: memory.peak.heap, peakRss: memory.peak.rss, crashes, ...tally.finish() };
}

/**
 * One file linted by one lane (an ESLint instance with its tally and crashes), timed: a rule that
 * throws loses only this file, counted as the lane's crash.
 */
async function lintInLane(lane, entry, corpus) {
  const wallBefore = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    for (const result of await lane.eslint.lintText(entry.text, { filePath: entry.file, warnIgnored: true }))
      lane.tally.add(result);
  } catch (error) {
    const crash = describeCrash(error, repoDir);
    lane.crashes.push({
      file: path.relative(corpus.dir, entry.file),
      rule: crash.rule,
      line: crash.line,
      message: crash.message,
    });
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - wallBefore, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * One stats run of several configurations, file by file (each file linted by every configuration
 * before the next), each with its own tally. The order goes through every permutation, as in
 * `measureByFile`: with a fixed rotation a lane would always follow the same other lane.
 */
async function lintStatsByFile(configs, corpus, gc, { listening, label, log }) {
  const lanes = configs.map((config) => ({
    eslint: new ESLint({
      cwd: corpus.dir,
      overrideConfigFile: true,
      overrideConfig: config,
      ignore: false,
      stats: true,
    }),
    tally: newTally(corpus, { stats: true, listening }),
    crashes: [],
    wallMs: 0,
    cpuMs: 0,
  }));
  gc();
  const started = performance.now();
  const every = Math.max(1000, Math.ceil(corpus.files.length / 8));
  const orders = permutations(lanes.length);
  for (const [index, entry] of corpus.files.entries()) {
    for (const lane of orders[index % orders.length].map((i) => lanes[i])) {
      const { wallMs, cpuMs } = await lintInLane(lane, entry, corpus);
      lane.cpuMs += cpuMs;
      lane.wallMs += wallMs;
    }
    if ((index + 1) % every === 0 && index + 1 < corpus.files.length) {
      log(
        `${label}, by file: ${index + 1}/${corpus.files.length} files, ${Math.round((performance.now() - started) / 1000)} s`,
      );
    }
  }
  return lanes.map(({ tally, crashes, wallMs, cpuMs }) => ({ wallMs, cpuMs, crashes, ...tally.finish() }));
}

/**
 * Warm-up runs over a few files (JIT and module caches), then measured runs over all files,
 * interleaved (first baseline a, b, second baseline a, b, ...) so drift in machine load hits all
 * configurations alike.
 */
async function measure(configs, corpus, { runs, warmup, warmupFiles }, gc, log) {
  const warmupEntries =
    corpus.kind === 'generated' ? corpus.files.slice(0, warmupFiles) : spread(corpus.files, warmupFiles);
  const samples = Object.fromEntries(configs.map(({ key }) => [key, []]));
  for (let round = -warmup; round < runs; round++) {
    for (const { key, config } of configs) {
      const label = `${round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`} ${key}`;
      const run = await lintOnce(config, corpus, round < 0 ? warmupEntries : corpus.files, gc, { label, log });
      log(`${label}: ${Math.round(run.wallMs)} ms wall, ${Math.round(run.cpuMs)} ms CPU`);
      if (round >= 0) samples[key].push(run);
    }
  }
  return samples;
}

/**
 * `--interleave file`: every file is linted by every configuration before the next file, and each
 * lint's wall and CPU time goes to its configuration, so changes in machine load hit all
 * configurations alike even within one run, which whole-run interleaving cannot do with --runs 1.
 * The order changes from file to file through every permutation of the configurations: each one
 * goes first (on a file no one has parsed yet) equally often, and follows each other one equally
 * often (a lint right after one that ran the same rules finds their code warm in the CPU caches; a
 * fixed rotation gave the configuration after the baseline's an advantage of several percent).
 * Peak memory is not measured per configuration in this mode (all instances live side by side).
 */
async function measureByFile(configs, corpus, { runs, warmup, warmupFiles }, gc, log) {
  const warmupEntries =
    corpus.kind === 'generated' ? corpus.files.slice(0, warmupFiles) : spread(corpus.files, warmupFiles);
  const samples = Object.fromEntries(configs.map(({ key }) => [key, []]));
  const orders = permutations(configs.length);
  for (let round = -warmup; round < runs; round++) {
    const label = round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`;
    const entries = round < 0 ? warmupEntries : corpus.files;
    const lanes = configs.map(({ config }) => ({
      eslint: new ESLint({ cwd: corpus.dir, overrideConfigFile: true, overrideConfig: config, ignore: false }),
      wallMs: 0,
      cpuMs: 0,
      // Each file's own times, so that a group of files (those that fail every plugin gate) can be compared.
      fileWallMs: new Float64Array(entries.length),
      fileCpuMs: new Float64Array(entries.length),
      tally: newTally(corpus, { stats: false }),
      crashes: [],
    }));
    gc();
    const started = performance.now();
    const every = Math.max(1000, Math.ceil(entries.length / 8));
    for (const [index, entry] of entries.entries()) {
      for (const lane of orders[index % orders.length].map((i) => lanes[i])) {
        const { wallMs, cpuMs } = await lintInLane(lane, entry, corpus);
        lane.cpuMs += cpuMs;
        lane.wallMs += wallMs;
        lane.fileCpuMs[index] += cpuMs;
        lane.fileWallMs[index] += wallMs;
      }
      if ((index + 1) % every === 0 && index + 1 < entries.length) {
        log(
          `${label}, by file: ${index + 1}/${entries.length} files, ${Math.round((performance.now() - started) / 1000)} s`,
        );
      }
    }
    configs.forEach(({ key }, i) => {
      const { wallMs, cpuMs, fileWallMs, fileCpuMs, tally, crashes } = lanes[i];
      log(`${label} ${key} (by file): ${Math.round(wallMs)} ms wall, ${Math.round(cpuMs)} ms CPU`);
      if (round >= 0) {
        const byFile = { files: entries.map((entry) => entry.file), wallMs: fileWallMs, cpuMs: fileCpuMs };
        samples[key].push({ wallMs, cpuMs, byFile, peakHeap: null, peakRss: null, crashes, ...tally.finish() });
      }
    });
  }
  return samples;
}

// ---------------------------------------------------------------- report

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mb = (bytes) => (bytes === null ? '-' : (bytes / 1024 / 1024).toFixed(0));
const ms = (value) => value.toFixed(0);
const perFile = (value, files) => (files ? (value / files).toFixed(3) : '-');
const count = (n) => n.toLocaleString('en-US');

/** Text table; the first `left` columns are left-aligned, the others right-aligned. */
function table(header, rows, left = 1) {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) => (i < left ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
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
    peakHeapBytes: runs[0].peakHeap === null ? null : Math.max(...runs.map((run) => run.peakHeap)),
    peakRssBytes: runs[0].peakRss === null ? null : Math.max(...runs.map((run) => run.peakRss)),
    problems: runs[0].problems,
    pluginProblems: runs[0].pluginProblems,
    parseErrors: runs[0].fatal.length,
    fatal: runs[0].fatal,
    crashes: runs[0].crashes,
    ignored: runs[0].ignored,
    inlineIgnored: runs[0].inlineIgnored,
    wallMs: walls,
    cpuMs: runs.map((run) => run.cpuMs),
  };
}

function comparison(name, a, b, files) {
  return {
    name,
    a,
    b,
    ratio: b.medianMs / a.medianMs,
    cpuRatio: b.medianCpuMs / a.medianCpuMs,
    addedMs: b.medianMs - a.medianMs,
    addedMsPerFile: (b.medianMs - a.medianMs) / files,
    addedCpuMs: b.medianCpuMs - a.medianCpuMs,
    addedCpuMsPerFile: (b.medianCpuMs - a.medianCpuMs) / files,
  };
}

/** A baseline's comparison with the compared build's configuration (c) added. */
function withComparedBuild(entry, c) {
  return {
    ...entry,
    c,
    comparedRatio: c.medianMs / entry.a.medianMs,
    comparedCpuRatio: c.medianCpuMs / entry.a.medianCpuMs,
    overComparedRatio: entry.b.medianMs / c.medianMs,
    overComparedCpuRatio: entry.b.medianCpuMs / c.medianCpuMs,
  };
}

function printReport(report) {
  const { corpus } = report;
  const size = `${count(corpus.files)} files, ${count(corpus.lines)} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB`;
  const mcp = `${count(corpus.mcpFiles)} hold MCP code`;
  if (corpus.kind === 'folder') {
    const of = corpus.files < corpus.filesListed ? ` (spread over all ${count(corpus.filesListed)})` : '';
    console.log(`corpus   ${corpus.dir}: ${corpus.repos} repositories, ${size}${of}; ${mcp}`);
  } else {
    console.log(`corpus   ${size} (seed ${corpus.seed}) in ${corpus.dir}; ${mcp}`);
  }
  console.log(
    `plugin   ${report.plugin.file}: ${report.plugin.enabledRules.length} rule(s) in (b)${report.plugin.selected ? ' (--rules)' : ' (configs.all)'}`,
  );
  if (report.plugin.compared)
    console.log(
      `compare  ${report.plugin.compared.file}: ${report.plugin.compared.enabledRules.length} rule(s) in (c), the compared build`,
    );
  const order = report.baselines.map((entry) => `${entry.name} a, b${entry.c ? ', c' : ''}`).join('; ');
  const method =
    report.interleave === 'file' || corpus.kind === 'folder'
      ? 'lintText per file, files read beforehand'
      : 'one lintFiles call';
  console.log(
    `runs     ${report.runs} measured run(s) per config, ` +
      (report.interleave === 'file'
        ? `interleaved file by file (${order}; every order in turn)`
        : `interleaved run by run (${order})`) +
      `, after ${report.warmup} warm-up run(s) of ${report.warmupFiles} files; ${method}`,
  );
  console.log(
    `env      node ${process.version}, eslint ${ESLint.version}, typescript-eslint ${report.versions.typescriptEslint}, ${report.cpus} CPU(s)`,
  );
  console.log('');
  const row = (name, label, s) => [
    name,
    label,
    ms(s.medianMs),
    ms(s.minMs),
    ms(s.maxMs),
    ms(s.medianCpuMs),
    s.filesPerSecond.toFixed(0),
    mb(s.peakHeapBytes),
    mb(s.peakRssBytes),
    count(s.problems),
    s.parseErrors,
    s.crashes.length,
  ];
  console.log(
    table(
      [
        'baseline',
        'config',
        'median ms',
        'min ms',
        'max ms',
        'CPU ms',
        'files/s',
        'peak heap MB',
        'peak RSS MB',
        'problems',
        'parse errors',
        'crashes',
      ],
      report.baselines.flatMap((entry) => [
        row(entry.name, '(a) without plugin', entry.a),
        row('', '(b) with plugin', entry.b),
        ...(entry.c ? [row('', '(c) compared build', entry.c)] : []),
      ]),
      2,
    ),
  );
  console.log('');
  console.log('with plugin / without, per baseline (medians):');
  console.log(
    table(
      [
        'baseline',
        'CPU ratio',
        'wall ratio',
        'added CPU ms',
        'CPU ms/file',
        'added wall ms',
        'wall ms/file',
        'plugin problems',
      ],
      report.baselines.map((entry) => [
        entry.name,
        `${entry.cpuRatio.toFixed(3)}x`,
        `${entry.ratio.toFixed(3)}x`,
        ms(entry.addedCpuMs),
        entry.addedCpuMsPerFile.toFixed(3),
        ms(entry.addedMs),
        entry.addedMsPerFile.toFixed(3),
        count(entry.b.pluginProblems),
      ]),
    ),
  );
  if (report.plugin.compared) {
    console.log('');
    console.log('the compared build (c): with it / without, and this build / it (medians):');
    console.log(
      table(
        ['baseline', '(c)/(a) CPU', '(c)/(a) wall', '(b)/(c) CPU', '(b)/(c) wall'],
        report.baselines.map((entry) => [
          entry.name,
          `${entry.comparedCpuRatio.toFixed(3)}x`,
          `${entry.comparedRatio.toFixed(3)}x`,
          `${entry.overComparedCpuRatio.toFixed(3)}x`,
          `${entry.overComparedRatio.toFixed(3)}x`,
        ]),
      ),
    );
  }
  const all = report.baselines.flatMap((entry) => [entry.a, entry.b, ...(entry.c ? [entry.c] : [])]);
  const spreadRatio = Math.max(...all.map((s) => (s.maxMs - s.minMs) / s.medianMs));
  if (report.runs > 1 && spreadRatio > 0.1) {
    console.log(
      `note: run times spread by up to ${(100 * spreadRatio).toFixed(0)}% of the median: the machine is busy; trust the CPU ratio more`,
    );
  }
  for (const entry of report.baselines) {
    for (const [label, s] of [['(a)', entry.a], ['(b)', entry.b], ...(entry.c ? [['(c)', entry.c]] : [])]) {
      const where = `${entry.name} ${label}`;
      if (s.parseErrors)
        console.log(
          `${corpus.kind === 'folder' ? 'note' : 'WARNING'} ${where}: ${s.parseErrors} file(s) failed to parse (counted, not linted), e.g. ${s.fatal[0]}`,
        );
      if (s.crashes.length)
        console.log(
          `WARNING ${where}: ${s.crashes.length} file(s) lost to a rule crash, e.g. ${s.crashes[0].file}: ${s.crashes[0].rule}: ${s.crashes[0].message}`,
        );
      if (s.ignored) console.log(`WARNING ${where}: ESLint ignored ${s.ignored} file(s)`);
    }
  }
  if (report.perRule) printRuleTimes(report.perRule);
  if (report.eachRule) printEachRule(report.eachRule);
  if (report.coldImport) printColdImports(report.coldImport);
}

function printRuleTimes(perRule) {
  const { rules, counts, groups } = perRule;
  const files = groups.mcp.files + groups.other.files;
  const entries = Object.entries(rules);
  const ruleTotal = entries.reduce((sum, [, time]) => sum + time.ms, 0);
  const share = (time) => (ruleTotal ? `${((100 * time) / ruleTotal).toFixed(1)}%` : '-');
  const plugin = entries.filter(([id]) => isPlugin(id)).sort(([, x], [, y]) => y.ms - x.ms);
  const other = entries.filter(([id]) => !isPlugin(id)).sort(([, x], [, y]) => y.ms - x.ms);
  const sum = (list, key) => list.reduce((total, [, time]) => total + time[key], 0);
  const problems = (list) => list.reduce((total, [id]) => total + (counts[id] ?? 0), 0);
  const row = (label, total, mcpMs, otherMs, reported) => [
    label,
    total.toFixed(1),
    perFile(total, files),
    perFile(mcpMs, groups.mcp.files),
    perFile(otherMs, groups.other.files),
    reported === undefined ? '' : share(total),
    reported === undefined ? '' : count(reported),
  ];
  console.log('');
  console.log(
    `per-rule time: one extra run of ${perRule.baseline} (b) with ESLint stats (as TIMING=all; create() included), ` +
      `${count(files)} files that parsed (${perRule.parseErrors} parse error(s) left out): ${count(groups.mcp.files)} hold MCP code, ${count(groups.other.files)} do not`,
  );
  console.log(
    table(
      ['rule', 'total ms', 'ms/file', 'ms/file MCP', 'ms/file no MCP', 'of rules', 'problems'],
      [
        ...plugin.map(([id, time]) => row(id, time.ms, time.mcpMs, time.otherMs, counts[id] ?? 0)),
        row(
          `all ${plugin.length} plugin rules`,
          sum(plugin, 'ms'),
          sum(plugin, 'mcpMs'),
          sum(plugin, 'otherMs'),
          problems(plugin),
        ),
        row(
          `all ${other.length} other rules`,
          sum(other, 'ms'),
          sum(other, 'mcpMs'),
          sum(other, 'otherMs'),
          problems(other),
        ),
        row('parse', groups.mcp.parseMs + groups.other.parseMs, groups.mcp.parseMs, groups.other.parseMs),
      ],
    ),
  );
  if (other.length)
    console.log(
      `costliest other rules: ${other
        .slice(0, 5)
        .map(([id, time]) => `${id} ${ms(time.ms)} ms`)
        .join(', ')}`,
    );
  const work = groups.mcp.totalMs + groups.other.totalMs;
  const pluginMs = sum(plugin, 'ms');
  console.log(
    `all rules ${ms(ruleTotal)} ms; all work on files ${ms(work)} ms (parse, traversal, rules), of ${ms(perRule.wallMs)} ms wall for this run`,
  );
  console.log(
    `plugin rules are ${((100 * pluginMs) / work).toFixed(1)}% of the work on files: (b)/(a) estimated from this one run ${(work / (work - pluginMs)).toFixed(3)}x ` +
      `(leaves out ESLint's dispatch of the plugin's listeners; steadier than the ratio of two runs on a busy machine)`,
  );
  console.log('');
  console.log(`plugin rule time by file group (a file holds MCP code when its text matches ${MCP_GATE}):`);
  const groupRow = (label, group) => [
    label,
    count(group.files),
    group.pluginMs.toFixed(1),
    perFile(group.pluginMs, group.files),
    perFile(group.otherRulesMs, group.files),
    perFile(group.parseMs, group.files),
  ];
  const both = Object.fromEntries(Object.keys(newGroup()).map((key) => [key, groups.mcp[key] + groups.other[key]]));
  const gateRows = perRule.gates
    ? [groupRow('fail every plugin gate', perRule.gates.failed), groupRow('pass some gate', perRule.gates.passed)]
    : [];
  console.log(
    table(
      ['files', 'count', 'plugin ms', 'plugin ms/file', 'other rules ms/file', 'parse ms/file'],
      [
        groupRow('hold MCP code', groups.mcp),
        groupRow('no MCP code', groups.other),
        ...gateRows,
        groupRow('all', both),
      ],
    ),
  );
  if (perRule.gates) {
    const failed = perRule.gates.failed.files;
    const costliest = entries
      .filter(([id]) => isPlugin(id))
      .sort(([, x], [, y]) => y.gateFailedMs - x.gateFailedMs)
      .slice(0, 3)
      .map(([id, time]) => `${id} ${perFile(time.gateFailedMs, failed)}`);
    console.log(
      `"fail every plugin gate": no plugin rule returned a listener for the file (its create() answered the text gates no); ` +
        `costliest there, ms/file: ${costliest.join(', ')}`,
    );
    const medians = entries
      .filter(([id, time]) => isPlugin(id) && time.gateFailedMedianMs !== undefined)
      .map(([id, time]) => `${id.slice(PLUGIN_PREFIX.length)} ${(time.gateFailedMedianMs * 1000).toFixed(1)}`);
    console.log(`  each rule's median there, µs/file, in the order the rules run: ${medians.join(', ')}`);
  }
  if (perRule.gates && perRule.emptyRules?.gates) {
    const failed = perRule.gates.failed;
    const floor = perRule.emptyRules.gates.failed;
    const at = (group) => (group.files ? group.pluginMs / group.files : 0);
    console.log(
      `files that fail every plugin gate (${count(failed.files)}), plugin ms/file in this stats run: (b) ${at(failed).toFixed(4)}; ` +
        `(e) the same ${Object.keys(perRule.rules).filter(isPlugin).length} rules returning no listener, timed beside it file by file: ${at(floor).toFixed(4)} ` +
        `(what ESLint charges any plugin with as many rules); (b) − (e) = ${(at(failed) - at(floor)).toFixed(4)}, the gates' own cost`,
    );
    if (perRule.textGateFloor?.gates) {
      console.log(
        `  and (f) the same rules, the first to run searching the text once for the stems and \`://\`, nothing else: ${at(perRule.textGateFloor.gates.failed).toFixed(4)} ` +
          `(the least a text-gated plugin of as many rules pays for these files)`,
      );
    }
    console.log(
      `  per file (a garbage collection inside a create() moves the mean, not these): (b) ${perFileSpread(failed)}; (e) ${perFileSpread(floor)}` +
        (perRule.textGateFloor?.gates ? `; (f) ${perFileSpread(perRule.textGateFloor.gates.failed)}` : ''),
    );
  }
  if (perRule.compared) printComparedRuleTimes(perRule);
  for (const cost of perRule.gateFailedCost ?? []) {
    console.log(
      `files that fail every plugin gate, what the plugin adds to ${cost.baseline}, from the timed runs without stats: ` +
        `(b) − (a) = ${cost.wallMsPerFile.toFixed(4)} ms wall, ${cost.cpuMsPerFile.toFixed(4)} ms CPU per file (${count(cost.files)} files)`,
    );
  }
}

/** Per-rule ms/file of this build (b) beside the compared build's (c), from the same stats run. */
const COMPARED_HEADER = ['rule', '(b)', '(c)', '(b)/(c)', '(b) MCP', '(c) MCP', '(b) no MCP', '(c) no MCP'];
const msCell = (value) => (value === undefined ? '-' : value.toFixed(3));
const ratioCell = (b, c) => (b === undefined || c === undefined || c === 0 ? '-' : `${(b / c).toFixed(2)}x`);

/** A row of COMPARED_HEADER: `b` and `c` are ms/file over all files, the MCP files and the others. */
function comparedRow(label, [b, bMcp, bOther], [c, cMcp, cOther]) {
  return [label, msCell(b), msCell(c), ratioCell(b, c), msCell(bMcp), msCell(cMcp), msCell(bOther), msCell(cOther)];
}

/** A group's median and 90th percentile of the plugin's time per file, when the tally kept them. */
const perFileSpread = (group) =>
  group.medianPluginMs === undefined
    ? ''
    : `median ${group.medianPluginMs.toFixed(4)}, 90th percentile ${group.p90PluginMs.toFixed(4)}`;

function printComparedRuleTimes(perRule) {
  const builds = [perRule, perRule.compared];
  const ids = [...new Set(builds.flatMap((build) => Object.keys(build.rules).filter(isPlugin)))];
  const per = (build, id, key, group) => {
    const files = group ? build.groups[group].files : build.groups.mcp.files + build.groups.other.files;
    const time = id
      ? build.rules[id]?.[key]
      : Object.entries(build.rules)
          .filter(([rule]) => isPlugin(rule))
          .reduce((total, [, t]) => total + t[key], 0);
    return time === undefined || !files ? undefined : time / files;
  };
  const figures = (build, id) => [
    per(build, id, 'ms'),
    per(build, id, 'mcpMs', 'mcp'),
    per(build, id, 'otherMs', 'other'),
  ];
  const row = (label, id) => comparedRow(label, ...builds.map((build) => figures(build, id)));
  const sorted = ids.sort((x, y) => (per(perRule, y, 'ms') ?? 0) - (per(perRule, x, 'ms') ?? 0));
  console.log('');
  console.log(
    'per rule, this build (b) beside the compared build (c), ms/file, both timed in the stats run above, file by file:',
  );
  console.log(table(COMPARED_HEADER, [...sorted.map((id) => row(id, id)), row('all plugin rules', undefined)]));
  if (perRule.gates && perRule.compared.gates) {
    const failed = (build) =>
      build.gates.failed.files ? build.gates.failed.pluginMs / build.gates.failed.files : undefined;
    console.log(
      `files that fail every gate of this build (${count(perRule.gates.failed.files)}): plugin ms/file (b) ${msCell(failed(perRule))}, (c) ${msCell(failed(perRule.compared))}; ` +
        `per file, (b) ${perFileSpread(perRule.gates.failed)}; (c) ${perFileSpread(perRule.compared.gates.failed)}`,
    );
  }
  if (perRule.compared.crashes)
    console.log(`WARNING (c): ${perRule.compared.crashes} file(s) lost to a rule crash in the stats run`);
}

function printEachRule(rows) {
  const compared = rows.some((row) => row.c);
  const at = (figures, key, group) => {
    if (!figures) return undefined;
    const files = group ? figures.files[group] : figures.files.mcp + figures.files.other;
    return files ? figures[key] / files : undefined;
  };
  const figures = (of) => [at(of, 'ms'), at(of, 'mcpMs', 'mcp'), at(of, 'otherMs', 'other')];
  console.log('');
  console.log(
    `each rule alone on the parser (one stats run per rule${compared ? ', this build (b) and the compared build (c) file by file' : ''}), ms/file:`,
  );
  const header = compared ? COMPARED_HEADER : ['rule', 'ms/file', 'ms/file MCP', 'ms/file no MCP'];
  const lines = rows
    .sort((x, y) => at(y.b, 'ms') - at(x.b, 'ms'))
    .map(({ id, b, c }) => (compared ? comparedRow(id, figures(b), figures(c)) : [id, ...figures(b).map(msCell)]));
  console.log(table(header, lines));
  for (const { id, b, c } of rows) {
    if (b.crashes || c?.crashes)
      console.log(`WARNING ${id} alone: ${b.crashes} (b) / ${c?.crashes ?? 0} (c) file(s) lost to a rule crash`);
  }
}

function printColdImports({ runs, modules }) {
  console.log('');
  console.log(
    `cold import: await import(...) timed in a new node process each time, ${runs} sample(s) per module, interleaved:`,
  );
  console.log(
    table(
      ['module', 'median ms', 'min ms', 'max ms'],
      modules.map((entry) => [entry.label, entry.medianMs.toFixed(1), entry.minMs.toFixed(1), entry.maxMs.toFixed(1)]),
    ),
  );
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { plugin, file: pluginFile } = await loadPlugin();
  const compare = options.compare ? await loadPlugin(options.compare, '--compare ') : undefined;
  const log = (message) => process.stderr.write(`  ${message}\n`);
  const coldImport = options.importRuns
    ? {
        runs: options.importRuns,
        modules: measureColdImports(pluginFile, { runs: options.importRuns, cwd: repoDir, log }),
      }
    : undefined;
  log('reading the corpus');
  const corpus = prepareCorpus(options);
  const plugins = pluginConfigs(plugin, options.rules);
  const comparedPlugins = compare ? pluginConfigs(compare.plugin, options.rules) : undefined;
  const pairs = options.baselines.map((name) => {
    const baseline = baselines[name]();
    return {
      name,
      without: baseline,
      with: [...baseline, ...plugins],
      compared: comparedPlugins && [...baseline, ...comparedPlugins],
    };
  });
  const enabledRules = enabledPluginRules(pairs[0].with);
  if (enabledRules.length === 0)
    process.stderr.write('lint-bench: note: (b) enables no plugin rules, so a and b should be equal\n');
  const gc = exposeGc();
  const configs = pairs.flatMap((pair) => [
    { key: `${pair.name} a`, config: pair.without },
    { key: `${pair.name} b`, config: pair.with },
    ...(pair.compared ? [{ key: `${pair.name} c`, config: pair.compared }] : []),
  ]);
  log(`${corpus.files.length} files; ${configs.length} configurations`);
  const samples = await (options.interleave === 'file' ? measureByFile : measure)(configs, corpus, options, gc, log);
  const fileCount = corpus.files.length;
  const compared = pairs.map((pair) => {
    const entry = comparison(
      pair.name,
      configSummary(samples[`${pair.name} a`], fileCount),
      configSummary(samples[`${pair.name} b`], fileCount),
      fileCount,
    );
    return pair.compared ? withComparedBuild(entry, configSummary(samples[`${pair.name} c`], fileCount)) : entry;
  });
  const [first] = compared;
  const report = {
    corpus: {
      kind: corpus.kind,
      dir: corpus.kind === 'folder' ? corpus.dir : path.relative(process.cwd(), corpus.dir) || '.',
      files: fileCount,
      lines: corpus.lines,
      bytes: corpus.bytes,
      mcpFiles: corpus.files.filter((entry) => entry.mcp).length,
      ...(corpus.kind === 'folder'
        ? { repos: corpus.repos.length, reposListed: corpus.reposListed, filesListed: corpus.filesListed }
        : { seed: corpus.seed }),
    },
    plugin: {
      file: path.relative(process.cwd(), pluginFile) || pluginFile,
      enabledRules,
      selected: Boolean(options.rules),
    },
    ...(compare
      ? {
          compared: {
            file: path.relative(process.cwd(), compare.file) || compare.file,
            enabledRules: enabledPluginRules(pairs[0].compared),
          },
        }
      : {}),
    runs: options.runs,
    interleave: options.interleave,
    warmup: options.warmup,
    warmupFiles: Math.min(options.warmupFiles, fileCount),
    versions: {
      node: process.version,
      eslint: ESLint.version,
      typescriptEslint: tseslint.parser.version ?? typescriptEslintVersion(),
    },
    cpus: os.cpus().length,
    baselines: compared,
    // The first baseline's figures under the names the report had before several baselines.
    baseline: first.name,
    a: first.a,
    b: first.b,
    ratio: first.ratio,
    cpuRatio: first.cpuRatio,
  };
  if (options.perRule) {
    const label = `per-rule run of ${pairs[0].name} b with stats`;
    log(label);
    // The plugin's own gates decide which files fail them: a file on which no plugin rule returned a
    // listener. Found in a pass of its own (parser and plugin, no stats): a probe wrapped around each
    // create() inside the stats run would be timed with it (a few µs per file, as much as the gates).
    const listening = new Set();
    await lintOnce([...parserConfigs(), ...withListeningProbe(plugins, plugin, listening)], corpus, corpus.files, gc, {
      label: 'gate probe',
      log,
    });
    // Beside (b) in the same stats run, file by file: the compared build (c) if any, and (e), the
    // same rules (names, meta, options) each returning no listener: what ESLint itself charges any
    // plugin with as many rules for a file, under these stats.
    // And (f): the same rules, the first to ask in a file searching its text for what a text gate
    // must find (the stems of the resource words, and `://`), none returning a listener: the least
    // any text-gated plugin of as many rules pays for a file it turns away.
    const empty = withEmptyRules(pairs[0].with, plugin);
    const floor = withEmptyRules(pairs[0].with, plugin, { searchText: true });
    const lanes = [pairs[0].with, ...(pairs[0].compared ? [pairs[0].compared] : []), empty, floor];
    const runs = await lintStatsByFile(lanes, corpus, gc, { listening, label, log });
    const [run, comparedRun] = pairs[0].compared ? runs : [runs[0]];
    const [emptyRun, floorRun] = runs.slice(-2);
    report.perRule = {
      baseline: pairs[0].name,
      rules: run.rules,
      counts: run.byRule,
      groups: run.groups,
      gates: run.gates,
      gateFailedCost: gateFailedCost(samples, pairs, listening),
      parseErrors: run.fatal.length,
      crashes: run.crashes.length,
      wallMs: run.wallMs,
      cpuMs: run.cpuMs,
      ...(comparedRun
        ? {
            compared: {
              rules: comparedRun.rules,
              groups: comparedRun.groups,
              gates: comparedRun.gates,
              crashes: comparedRun.crashes.length,
            },
          }
        : {}),
      emptyRules: { groups: emptyRun.groups, gates: emptyRun.gates },
      textGateFloor: { groups: floorRun.groups, gates: floorRun.gates },
    };
  }
  if (options.eachRule)
    report.eachRule = await eachRuleAlone(enabledRules, { plugin, compared: compare?.plugin }, corpus, gc, log);
  if (coldImport) report.coldImport = coldImport;
  if (options.out) writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
}

/**
 * `--each-rule`: every plugin rule alone on the parser, one stats run each (with a compared build,
 * its rule of the same name linted file by file beside it). Alone, a rule pays for all the shared
 * work it uses (gates, model, flows), so the figure does not depend on which rule asked first.
 */
async function eachRuleAlone(ids, { plugin, compared }, corpus, gc, log) {
  const rows = [];
  for (const id of ids) {
    const name = id.slice(PLUGIN_PREFIX.length);
    const alone = (build) => [...parserConfigs(), ...pluginConfigs(build, [name])];
    const builds = [plugin, ...(compared && name in compared.rules ? [compared] : [])];
    const runs = await lintStatsByFile(builds.map(alone), corpus, gc, { label: `${name} alone`, log });
    const figures = runs.map((run) => {
      const time = run.rules[id] ?? { ms: 0, mcpMs: 0, otherMs: 0 };
      return {
        ms: time.ms,
        mcpMs: time.mcpMs,
        otherMs: time.otherMs,
        files: { mcp: run.groups.mcp.files, other: run.groups.other.files },
        crashes: run.crashes.length,
      };
    });
    rows.push({ id, b: figures[0], c: figures[1] });
    log(`${name} alone: ${figures.map((f) => perFile(f.ms, f.files.mcp + f.files.other)).join(' / ')} ms/file`);
  }
  return rows;
}

/**
 * With `--interleave file`: what the plugin adds, (b) − (a) per file, on the files that fail every
 * plugin gate, per baseline, from the timed runs (no stats overhead), median over runs.
 */
function gateFailedCost(samples, pairs, listening) {
  const costs = [];
  for (const pair of pairs) {
    const a = samples[`${pair.name} a`];
    const b = samples[`${pair.name} b`];
    if (!a?.[0]?.byFile || !b?.[0]?.byFile) return undefined;
    const perRun = a.map((runA, run) => {
      const runB = b[run];
      let files = 0;
      let wall = 0;
      let cpu = 0;
      runA.byFile.files.forEach((file, index) => {
        if (listening.has(file)) return;
        files++;
        wall += runB.byFile.wallMs[index] - runA.byFile.wallMs[index];
        cpu += runB.byFile.cpuMs[index] - runA.byFile.cpuMs[index];
      });
      return { files, wallMs: files ? wall / files : 0, cpuMs: files ? cpu / files : 0 };
    });
    costs.push({
      baseline: pair.name,
      files: perRun[0].files,
      wallMsPerFile: median(perRun.map((r) => r.wallMs)),
      cpuMsPerFile: median(perRun.map((r) => r.cpuMs)),
    });
  }
  return costs;
}

function typescriptEslintVersion() {
  return JSON.parse(readFileSync(path.join(repoDir, 'node_modules', 'typescript-eslint', 'package.json'), 'utf8'))
    .version;
}

await main();
