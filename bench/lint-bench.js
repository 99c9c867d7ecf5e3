// What does the plugin add to a user's lint? Lints a corpus in one Node process with (a) a baseline,
// (b) the baseline plus the plugin and, with --compare, (c) the baseline plus another build, and
// prints their times side by side; --per-rule adds each rule's time and the plugin's cost on the
// files that fail every gate (a budget: 0.05 ms mean). The corpus is generated (bench/corpus/) or,
// with --dir, a folder of repositories. The plugin's cold import is timed beside the parser's, and
// Oxlint's CLI lints the same files with and without the plugin (jsPlugins) beside ESLint.
//   npm run bench                                        (builds, then the full run; minutes)
//   node bench/lint-bench.js --files 200 --runs 1        (a quick look)
//   node bench/lint-bench.js --help                      (every option)
// How to read the output and compare two builds in one run: bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { measureColdImports } from './lint-bench/cold-import.js';
import { loadCorpus } from './lint-bench/corpus.js';
import { measureOxlint } from './lint-bench/oxlint.js';
import { gateFailingFiles, measure, statsRun } from './lint-bench/lint.js';
import { parseArgs } from './lint-bench/options.js';
import { compareBaseline, perRuleLane, printReport } from './lint-bench/report.js';
import { BASELINES, UsageError, loadPlugin, pluginConfigs } from './lint-bench/setup.js';

const repoDir = path.resolve(import.meta.dirname, '..');
const log = (message) => process.stderr.write(`  ${message}\n`);
const relative = (file) => path.relative(process.cwd(), file) || file;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ours = await loadPlugin(repoDir);
  const theirs = options.compare ? await loadPlugin(repoDir, options.compare, '--compare ') : undefined;
  const b = pluginConfigs(ours.plugin, 'all', options.rules);
  const c = theirs && pluginConfigs(theirs.plugin, 'all', options.rules);
  const coldImport = options.importRuns
    ? {
        runs: options.importRuns,
        modules: measureColdImports(ours.file, { runs: options.importRuns, cwd: repoDir, log }),
      }
    : undefined;

  log('reading the corpus');
  const corpus = loadCorpus(options, log);
  if (!b.enabledRules.length) log('note: (b) turns on no plugin rule, so (a) and (b) should be equal');
  const lanes = (name) => {
    const baseline = BASELINES[name]();
    return [
      { key: `${name} a`, config: baseline },
      { key: `${name} b`, config: [...baseline, ...b.entries] },
      ...(c ? [{ key: `${name} c`, config: [...baseline, ...c.entries] }] : []),
    ];
  };
  const configs = options.baselines.flatMap(lanes);
  log(`${corpus.files.length} files; ${configs.length} configurations`);
  const samples = await measure(configs, corpus, options, log);

  const report = {
    corpus: {
      kind: corpus.kind,
      dir: corpus.kind === 'folder' ? corpus.dir : relative(corpus.dir),
      files: corpus.files.length,
      lines: corpus.lines,
      bytes: corpus.bytes,
      mcpFiles: corpus.files.filter((entry) => entry.mcp).length,
      ...(corpus.kind === 'folder' ? { repos: corpus.repos, filesListed: corpus.filesListed } : { seed: corpus.seed }),
    },
    plugin: { file: relative(ours.file), enabledRules: b.enabledRules, selected: Boolean(options.rules) },
    ...(c ? { compared: { file: relative(theirs.file), enabledRules: c.enabledRules } } : {}),
    runs: options.runs,
    interleave: options.interleave,
    warmup: options.warmup,
    versions: { node: process.version, eslint: ESLint.version, typescriptEslint: packageVersion('typescript-eslint') },
    cpus: os.cpus().length,
    baselines: options.baselines.map((name) => compareBaseline(name, samples, corpus.files.length)),
  };
  if (options.oxlint) {
    const rules = Object.assign({}, ...b.entries.map((config) => config.rules ?? {}));
    report.oxlint = measureOxlint(corpus, { rules, pluginFile: ours.file, runs: options.runs }, log);
  }
  if (options.perRule) {
    // One lint of the first baseline's (b), and (c) beside it file by file, with ESLint's per-rule timers.
    const [baseline] = options.baselines;
    const failing = await gateFailingFiles(b.entries, ours.plugin, corpus, log);
    const [runB, runC] = await statsRun(lanes(baseline).slice(1), corpus, failing, log);
    report.perRule = { baseline, b: perRuleLane(runB), ...(runC ? { c: perRuleLane(runC) } : {}) };
  }
  if (coldImport) report.coldImport = coldImport;
  if (options.out) writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
}

function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(repoDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `lint-bench: ${error.message}` : error);
  process.exitCode = 1;
});
