// How bench/lint-bench.js lints: one ESLint instance per configuration (a "lane"), fed the corpus's
// texts with lintText, each lint timed (wall and CPU) and its results tallied as they come.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ESLint } from 'eslint';
import { spread } from './corpus.js';
import { PLUGIN_PREFIX, describeCrash, parserConfigs } from './setup.js';

const repoDir = path.resolve(import.meta.dirname, '..', '..');
export const isPlugin = (id) => id.startsWith(PLUGIN_PREFIX);

// `gc()` without --expose-gc on the command line: every round starts from a collected heap.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

/**
 * Warm-up rounds over up to 300 files (JIT and module caches), then `runs` measured rounds over all
 * files. Returns, per configuration key, the results of its measured rounds.
 */
export async function measure(configs, corpus, { runs, warmup, interleave }, log) {
  const warmupFiles = spread(corpus.files, 300);
  const samples = Object.fromEntries(configs.map(({ key }) => [key, []]));
  for (let round = -warmup; round < runs; round++) {
    const label = round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`;
    const entries = round < 0 ? warmupFiles : corpus.files;
    const results = await lintRound(configs, corpus, entries, { byFile: interleave === 'file', label, log });
    configs.forEach(({ key }, i) => {
      log(`${label} ${key}: ${Math.round(results[i].wallMs)} ms wall, ${Math.round(results[i].cpuMs)} ms CPU`);
      if (round >= 0) samples[key].push(results[i]);
    });
  }
  return samples;
}

/**
 * The files that fail every gate of the plugin: no plugin rule returned a listener for them. Found
 * in a lint of their own (parser and plugin, no timers), each rule's create() wrapped to note the
 * files it listens to; a wrapper in the timed stats run would cost about as much as the gates.
 */
export async function gateFailingFiles(pluginEntries, plugin, corpus, log) {
  const listening = new Set();
  const rules = Object.fromEntries(
    Object.entries(plugin.rules).map(([name, rule]) => [
      name,
      {
        ...rule,
        create(context) {
          const listeners = rule.create(context);
          if (listeners && Object.keys(listeners).length > 0) listening.add(context.filename);
          return listeners;
        },
      },
    ]),
  );
  const probe = pluginEntries.map((config) =>
    config.plugins?.['mcp-resources']
      ? { ...config, plugins: { ...config.plugins, 'mcp-resources': { ...plugin, rules } } }
      : config,
  );
  const config = [...parserConfigs(), ...probe];
  const probeLint = [{ key: 'to find the files that fail every gate', config }];
  await lintRound(probeLint, corpus, corpus.files, { label: 'lint', log });
  return new Set(corpus.files.map((entry) => entry.file).filter((file) => !listening.has(file)));
}

/** One lint of every file by each configuration, with ESLint's per-rule timers (as TIMING=all). */
export function statsRun(configs, corpus, failing, log) {
  const options = { byFile: true, stats: true, failing, label: 'per-rule run', log };
  return lintRound(configs, corpus, corpus.files, options);
}

/**
 * Every configuration lints `entries` once. Run by run (default): one lane after the other, its
 * peak heap and RSS sampled. `byFile`: all lanes alive, every file linted by each lane before the
 * next file, the lanes' order going through every permutation from file to file, so that each goes
 * first (on a file no one has parsed yet) and follows each other one equally often, and changes in
 * the machine's load hit all of them alike (no peak memory then: the lanes share the heap).
 */
async function lintRound(configs, corpus, entries, { byFile = false, stats = false, failing, label, log }) {
  const newLane = ({ config }) => ({
    eslint: new ESLint({ cwd: corpus.dir, overrideConfigFile: true, overrideConfig: config, ignore: false, stats }),
    tally: newTally(corpus, { stats, failing }),
    wallMs: 0,
    cpuMs: 0,
  });
  const every = Math.max(1000, Math.ceil(entries.length / 8));
  const progress = (index, name, started) => {
    if ((index + 1) % every === 0 && index + 1 < entries.length) {
      const seconds = Math.round((performance.now() - started) / 1000);
      log(`${label}${name}: ${index + 1}/${entries.length} files, ${seconds} s`);
    }
  };
  if (byFile) {
    const lanes = configs.map(newLane);
    const orders = permutations(lanes.length);
    gc();
    const started = performance.now();
    for (const [index, entry] of entries.entries()) {
      for (const lane of orders[index % orders.length]) await lintFile(lanes[lane], entry);
      progress(index, ', by file', started);
    }
    return lanes.map((lane) => ({
      wallMs: lane.wallMs,
      cpuMs: lane.cpuMs,
      peakHeap: null,
      peakRss: null,
      ...lane.tally.finish(),
    }));
  }
  const results = [];
  for (const configuration of configs) {
    const lane = newLane(configuration);
    gc();
    const peak = { heap: 0, rss: 0, at: 0 };
    const sample = () => {
      peak.heap = Math.max(peak.heap, v8.getHeapStatistics().used_heap_size);
      peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
      peak.at = performance.now();
    };
    const started = performance.now();
    for (const [index, entry] of entries.entries()) {
      await lintFile(lane, entry);
      if (performance.now() - peak.at >= 20) sample();
      progress(index, ` ${configuration.key}`, started);
    }
    sample();
    results.push({
      wallMs: lane.wallMs,
      cpuMs: lane.cpuMs,
      peakHeap: peak.heap,
      peakRss: peak.rss,
      ...lane.tally.finish(),
    });
  }
  return results;
}

/** One file linted by one lane, timed; a rule that throws loses only this file, as a crash. */
async function lintFile(lane, entry) {
  const wallBefore = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const results = await lane.eslint.lintText(entry.text, { filePath: entry.file, warnIgnored: true });
    for (const result of results) lane.tally.add(result);
  } catch (error) {
    lane.tally.crash(entry, error);
  }
  const cpu = process.cpuUsage(cpuBefore);
  lane.wallMs += performance.now() - wallBefore;
  lane.cpuMs += (cpu.user + cpu.system) / 1000;
}

/**
 * What a lane's lints reported, result by result (keeping the results would grow the heap and make
 * each garbage collection dearer for whichever lane it falls in): problems, with parse errors,
 * "file ignored" notes and the notes on ignored eslint comments apart; crashes; and with `stats`
 * the time of every rule, and the plugin's, other rules' and parsing time per group of files:
 * `mcp` (MCP_GATE), `other`, and `failing` (the files in the `failing` set: they fail every plugin
 * gate). A file that failed to parse is in no group: no rule ran on it.
 */
function newTally(corpus, { stats, failing }) {
  const mcpFiles = new Set(corpus.files.filter((entry) => entry.mcp).map((entry) => entry.file));
  const tally = { problems: 0, pluginProblems: 0, problemsByRule: {}, fatal: [], ignored: 0, crashes: [] };
  const group = () => ({ files: 0, pluginMs: 0, otherRulesMs: 0, parseMs: 0, totalMs: 0 });
  const groups = { mcp: group(), other: group(), failing: group() };
  const rules = {};
  const failingFileMs = [];
  const add = (result) => {
    let fatal = false;
    for (const message of result.messages) {
      if (message.fatal) {
        fatal = true;
        tally.fatal.push(`${path.relative(corpus.dir, result.filePath)}:${message.line}: ${message.message}`);
      } else if (!message.ruleId && /^File ignored\b/.test(message.message)) tally.ignored++;
      else if (!message.ruleId && /has no effect because you have 'noInlineConfig'/.test(message.message)) continue;
      else {
        tally.problems++;
        if (message.ruleId?.startsWith(PLUGIN_PREFIX)) tally.pluginProblems++;
        if (message.ruleId) tally.problemsByRule[message.ruleId] = (tally.problemsByRule[message.ruleId] ?? 0) + 1;
      }
    }
    if (!stats || fatal) return;
    const key = mcpFiles.has(result.filePath) ? 'mcp' : 'other';
    const into = failing?.has(result.filePath) ? [groups[key], groups.failing] : [groups[key]];
    let filePluginMs = 0;
    for (const pass of result.stats?.times.passes ?? []) {
      for (const g of into) {
        g.parseMs += pass.parse?.total ?? 0;
        g.totalMs += pass.total ?? 0;
      }
      for (const [id, { total: ms }] of Object.entries(pass.rules ?? {})) {
        const rule = (rules[id] ??= { ms: 0, mcpMs: 0, otherMs: 0 });
        rule.ms += ms;
        rule[`${key}Ms`] += ms;
        if (isPlugin(id)) filePluginMs += ms;
        for (const g of into) g[isPlugin(id) ? 'pluginMs' : 'otherRulesMs'] += ms;
      }
    }
    for (const g of into) g.files++;
    if (into.length > 1) failingFileMs.push(filePluginMs);
  };
  const crash = (entry, error) => {
    const { rule, line, message } = describeCrash(error, repoDir);
    tally.crashes.push({ file: path.relative(corpus.dir, entry.file), rule, line, message });
  };
  const finish = () => {
    if (!stats) return tally;
    // The median of the files that fail every gate: a garbage collection that falls inside some
    // rule's create() (a few ms) moves their mean by microseconds, and the median not at all.
    const failingMedianMs = failingFileMs.length ? median(failingFileMs) : undefined;
    return { ...tally, rules, groups: { ...groups, failing: { ...groups.failing, medianPluginMs: failingMedianMs } } };
  };
  return { add, crash, finish };
}

export function median(values) {
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Every order of 0 .. k-1 (k lanes: 720 orders for 6). */
function permutations(k) {
  if (k <= 1) return [[0].slice(0, k)];
  return permutations(k - 1).flatMap((order) =>
    Array.from({ length: k }, (_, at) => [...order.slice(0, at), k - 1, ...order.slice(at)]),
  );
}
