// What does the plugin add to a user's lint? Lints a corpus in one Node process with (a) a
// realistic config (@eslint/js and typescript-eslint recommended), (b) the same plus the plugin's
// configs.all and, with --compare, (c) the same plus another build, every file by every lane in
// turn, and sets (b)'s CPU time against (a)'s: the budget is 1.05x on a folder of real
// repositories (docs/performance.md). --per-rule adds each rule's time. The corpus is generated
// (bench/corpus/) or, with --dir, a folder of repositories.
//   npm run bench                                        (builds, then this and editor-latency.js)
//   node bench/lint-bench.js --files 200                 (a quick look)
//   node bench/lint-bench.js --dir <corpus-dir> --files 3000 --per-rule
// How to read the output and compare two builds in one run: bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { loadCorpus } from './lint-bench/corpus.js';
import { measure, statsRun } from './lint-bench/lint.js';
import { parseArgs } from './lint-bench/options.js';
import { perRuleLane, printReport, summarize } from './lint-bench/report.js';
import { UsageError, loadPlugin, pluginConfigs, realisticConfig } from './lint-bench/setup.js';

const repoDir = path.resolve(import.meta.dirname, '..');
const log = (message) => process.stderr.write(`  ${message}\n`);
const relative = (file) => path.relative(process.cwd(), file) || file;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ours = await loadPlugin(repoDir);
  const theirs = options.compare ? await loadPlugin(repoDir, options.compare, '--compare ') : undefined;
  const b = pluginConfigs(ours.plugin, 'all', options.rules);
  const c = theirs && pluginConfigs(theirs.plugin, 'all', options.rules);
  log('reading the corpus');
  const corpus = loadCorpus(options);
  const lanes = [
    { key: 'a', config: realisticConfig() },
    { key: 'b', config: [...realisticConfig(), ...b.entries] },
    ...(c ? [{ key: 'c', config: [...realisticConfig(), ...c.entries] }] : []),
  ];
  log(`${corpus.files.length} files; ${lanes.length} lanes`);
  const samples = await measure(lanes, corpus, options, log);
  const summary = Object.fromEntries(lanes.map(({ key }, i) => [key, summarize(samples[i], corpus.files.length)]));
  const { a, b: withPlugin, c: compared } = summary;
  const report = {
    corpus: {
      kind: corpus.kind,
      dir: relative(corpus.dir),
      files: corpus.files.length,
      lines: corpus.lines,
      bytes: corpus.bytes,
      mcpFiles: corpus.files.filter((entry) => entry.mcp).length,
      ...(corpus.kind === 'folder' ? { repos: corpus.repos, filesListed: corpus.filesListed } : {}),
    },
    plugin: { file: relative(ours.file), enabledRules: b.enabledRules, selected: Boolean(options.rules) },
    ...(c ? { compared: { file: relative(theirs.file), enabledRules: c.enabledRules } } : {}),
    runs: options.runs,
    warmup: options.warmup,
    versions: { node: process.version, eslint: ESLint.version, typescriptEslint: packageVersion('typescript-eslint') },
    cpus: os.cpus().length,
    lanes: summary,
    ratio: {
      cpu: withPlugin.medianCpuMs / a.medianCpuMs,
      wall: withPlugin.medianMs / a.medianMs,
      addedCpuMsPerFile: (withPlugin.medianCpuMs - a.medianCpuMs) / corpus.files.length,
      ...(compared
        ? {
            compared: compared.medianCpuMs / a.medianCpuMs,
            overCompared: withPlugin.medianCpuMs / compared.medianCpuMs,
          }
        : {}),
    },
  };
  if (options.perRule) {
    const [runB, runC] = await statsRun(lanes.slice(1), corpus, log);
    report.perRule = { b: perRuleLane(runB), ...(runC ? { c: perRuleLane(runC) } : {}) };
  }
  if (options.out) writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);
}

function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(repoDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `lint-bench: ${error.message}` : error);
  process.exitCode = 1;
});
