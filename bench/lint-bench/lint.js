// How bench/lint-bench.js lints: one ESLint instance per configuration (a "lane"), all alive at
// once, fed the corpus's texts with lintText file by file, each lint timed (wall and CPU) and its
// results tallied as they come.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ESLint } from 'eslint';
import { spread } from './corpus.js';
import { PLUGIN_PREFIX, describeCrash } from './setup.js';

const repoDir = path.resolve(import.meta.dirname, '..', '..');
export const isPlugin = (id) => id.startsWith(PLUGIN_PREFIX);

// `gc()` without --expose-gc on the command line: every round starts from a collected heap.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

/**
 * Warm-up rounds over up to 300 files (JIT and module caches), then `runs` measured rounds over all
 * files. Returns, per lane, the results of its measured rounds.
 */
export async function measure(lanes, corpus, { runs, warmup }, log) {
  const samples = lanes.map(() => []);
  for (let round = -warmup; round < runs; round++) {
    const label = round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`;
    const entries = round < 0 ? spread(corpus.files, 300) : corpus.files;
    const results = await lintRound(lanes, corpus, entries, { label, log });
    lanes.forEach(({ key }, i) => {
      log(`${label} ${key}: ${Math.round(results[i].wallMs)} ms wall, ${Math.round(results[i].cpuMs)} ms CPU`);
      if (round >= 0) samples[i].push(results[i]);
    });
  }
  return samples;
}

/** One lint of every file by each lane, with ESLint's per-rule timers (as TIMING=all). */
export function statsRun(lanes, corpus, log) {
  return lintRound(lanes, corpus, corpus.files, { stats: true, label: 'per-rule run', log });
}

/**
 * Every lane lints `entries` once, file by file: each file by every lane before the next file, the
 * lanes' order going through every permutation from file to file, so that each goes first (on a
 * file no one has parsed yet) equally often and changes in the machine's load hit all alike.
 */
async function lintRound(configs, corpus, entries, { stats = false, label, log }) {
  const lanes = configs.map(({ config }) => ({
    eslint: new ESLint({ cwd: corpus.dir, overrideConfigFile: true, overrideConfig: config, ignore: false, stats }),
    tally: newTally(corpus, stats),
    wallMs: 0,
    cpuMs: 0,
  }));
  const orders = permutations(lanes.length);
  const every = Math.max(1000, Math.ceil(entries.length / 8));
  gc();
  const started = performance.now();
  for (const [index, entry] of entries.entries()) {
    for (const lane of orders[index % orders.length]) await lintFile(lanes[lane], entry);
    if ((index + 1) % every === 0 && index + 1 < entries.length)
      log(`${label}: ${index + 1}/${entries.length} files, ${Math.round((performance.now() - started) / 1000)} s`);
  }
  return lanes.map((lane) => ({ wallMs: lane.wallMs, cpuMs: lane.cpuMs, ...lane.tally.finish() }));
}

/** One file linted by one lane, timed; a rule that throws loses only this file, as a crash. */
async function lintFile(lane, entry) {
  const wallBefore = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const results = await lane.eslint.lintText(entry.text, { filePath: entry.file, warnIgnored: true });
    for (const result of results) lane.tally.add(result, entry);
  } catch (error) {
    lane.tally.crash(entry, error);
  }
  const cpu = process.cpuUsage(cpuBefore);
  lane.wallMs += performance.now() - wallBefore;
  lane.cpuMs += (cpu.user + cpu.system) / 1000;
}

/**
 * What a lane's lints reported, result by result (keeping the results would grow the heap and make
 * each garbage collection dearer for whichever lane it falls in): problems, parse errors, crashes,
 * and with `stats` the time of every rule, split by files with MCP code (MCP_GATE) and without, and
 * per group the plugin's, the other rules' and parsing time. A file that failed to parse is in no
 * group: no rule ran on it.
 */
function newTally(corpus, stats) {
  const tally = { problems: 0, pluginProblems: 0, problemsByRule: {}, fatal: [], ignored: 0, crashes: [] };
  const group = () => ({ files: 0, pluginMs: 0, otherRulesMs: 0, parseMs: 0, totalMs: 0 });
  const groups = { mcp: group(), other: group() };
  const rules = {};
  const add = (result, entry) => {
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
    const key = entry.mcp ? 'mcp' : 'other';
    const g = groups[key];
    for (const pass of result.stats?.times.passes ?? []) {
      g.parseMs += pass.parse?.total ?? 0;
      g.totalMs += pass.total ?? 0;
      for (const [id, { total: ms }] of Object.entries(pass.rules ?? {})) {
        const rule = (rules[id] ??= { ms: 0, mcpMs: 0, otherMs: 0 });
        rule.ms += ms;
        rule[`${key}Ms`] += ms;
        g[isPlugin(id) ? 'pluginMs' : 'otherRulesMs'] += ms;
      }
    }
    g.files++;
  };
  const crash = (entry, error) => {
    const { rule, line, message } = describeCrash(error, repoDir);
    tally.crashes.push({ file: path.relative(corpus.dir, entry.file), rule, line, message });
  };
  return { add, crash, finish: () => (stats ? { ...tally, rules, groups } : tally) };
}

export function median(values) {
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Every order of 0 .. k-1. */
function permutations(k) {
  if (k <= 1) return [[0].slice(0, k)];
  return permutations(k - 1).flatMap((order) =>
    Array.from({ length: k }, (_, at) => [...order.slice(0, at), k - 1, ...order.slice(at)]),
  );
}
