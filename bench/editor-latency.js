// What the plugin costs on the file a user is editing, beside its peer. An editor keeps one ESLint
// instance alive and lints the file it shows after each edit, and that file holds MCP code: so
// each file is linted through one long-lived, warm ESLint instance that runs typescript-eslint
// `recommended` and the plugin's configs.all together, its text edited before every run, and
// ESLint's per-rule timers (`stats`) give, for the same parse, the plugin's rule time and
// typescript-eslint recommended's. The budgets (docs/performance.md): plugin / peer <= 0.5x over
// the MCP files of a folder of real repositories, <= 3x on the generated 2,500-line file of 48
// handlers.
//
// Files: generated servers (bench/corpus/servers.js): dense-100 (a handler-dense server full of
// mistakes), long-2500-48-handlers, and files of 10, 100 and 1,000 templates (the cost per
// template); with --dir, the MCP files of a folder of repositories (one subfolder each): those that
// pass the plugin's resource gate (the gate of every rule but no-manual-expansion).
//
// Run: `npm run build`, then
//   node bench/editor-latency.js [--dir <corpus-dir>] [--files N] [--runs 7] [--compare OTHER/plugin.js]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { denseServer, longServer, manyTemplates } from './corpus/servers.js';
import { readArgs } from './lint-bench/args.js';
import { loadCorpus } from './lint-bench/corpus.js';
import { table } from './lint-bench/report.js';
import { PLUGIN_PREFIX, UsageError, loadPlugin, pluginConfigs, tseslintRecommendedConfig } from './lint-bench/setup.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** plugin / typescript-eslint recommended, rule time: over a folder's MCP files, and on the long file. */
const BUDGETS = { mcpFiles: 0.5, long: 3 };
const LONG = 'long-2500-48-handlers';

const usage = `usage: node bench/editor-latency.js [options]
  --dir DIR          also the MCP files of this folder of repositories (one subfolder each)
  --files N          with --dir: N files spread evenly over the repositories before the gate
  --runs N           measured runs per file (default 7; medians)
  --compare FILE.js  another build of the plugin, in an instance of its own, timed in turn
  --generated a,b    only these generated files (names as in the report)
  --no-generated     only the folder's files
  --out FILE.json    also write the report as JSON
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

function parseArgs(argv) {
  const string = { type: 'string' };
  const { values } = readArgs(
    argv,
    {
      dir: string,
      files: string,
      runs: string,
      compare: string,
      generated: string,
      'no-generated': { type: 'boolean' },
      out: string,
    },
    usage,
  );
  const options = {
    dir: values.dir,
    files: values.files === undefined ? undefined : Number(values.files),
    runs: Number(values.runs ?? 7),
    compare: values.compare,
    generated: values['no-generated'] ? [] : (values.generated?.split(',') ?? undefined),
    out: values.out,
  };
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new UsageError('--runs needs an integer >= 1');
  if (options.generated?.length === 0 && !options.dir) throw new UsageError('--no-generated needs --dir');
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * values.length) - 1)];
const sum = (values) => values.reduce((total, value) => total + value, 0);

/** The generated files, named by what they stand for. */
function generatedFiles() {
  const file = (name, text, templates) => ({
    name,
    file: path.join(root, 'bench/.editor', `${name}.ts`),
    text,
    templates,
  });
  return [
    file('dense-100', denseServer(100)),
    file(LONG, longServer(48, 2500)),
    ...[10, 100, 1000].map((n) => file(`templates-${n}`, manyTemplates(n), n)),
  ];
}

/**
 * Whether the file passes the plugin's resource gate: no-shadowed-template, gated by it alone,
 * returns a listener. The gate reads the text, the file name and, through the project layer, the
 * modules that import the file, so the file is linted once with a probe around that rule's create().
 */
function passesResourceGate(plugin, { file, text }) {
  let passes = false;
  const rule = plugin.rules['no-shadowed-template'];
  const probe = { meta: rule.meta, create: (context) => ((passes = Object.keys(rule.create(context)).length > 0), {}) };
  new Linter({ configType: 'flat', cwd: path.parse(file).root }).verify(
    text,
    [
      {
        files: ['**/*.*'],
        languageOptions: { parser: tseslint.parser },
        plugins: { probe: { rules: { gate: probe } } },
        rules: { 'probe/gate': 'error' },
      },
    ],
    file,
  );
  return passes;
}

/** One lint of `text` as `file`: parse time, the peer's and the plugin's rule time (ms), each plugin rule's. */
async function lintOnce(eslint, file, text) {
  const [result] = await eslint.lintText(text, { filePath: file });
  const pass = result.stats?.times.passes[0];
  const sample = { parse: pass?.parse.total ?? 0, peer: 0, plugin: 0, rules: {}, fatal: false, problems: 0 };
  for (const [id, { total }] of Object.entries(pass?.rules ?? {})) {
    if (!id.startsWith(PLUGIN_PREFIX)) sample.peer += total;
    else {
      sample.plugin += total;
      sample.rules[id.slice(PLUGIN_PREFIX.length)] = total;
    }
  }
  for (const message of result.messages) {
    if (message.fatal) sample.fatal = true;
    else if (message.ruleId?.startsWith(PLUGIN_PREFIX)) sample.problems++;
  }
  return sample;
}

/** Unmeasured lints of the first files by every instance before any measurement. */
const WARM_UP_LINTS = 10;

/**
 * Every file, `runs` times, by every instance in turn (their order rotating from run to run), the
 * text edited before each run (a comment that changes), as an editor lints after each keystroke.
 */
async function measure(instances, files, runs, log) {
  const rows = [];
  const started = performance.now();
  // A process's first lints run before its code is compiled, the parser's and the rules' alike
  // (each about three times as long): they are not an editor's, and are not measured.
  for (let i = 0; i < WARM_UP_LINTS && files.length > 0; i++) {
    const entry = files[i % files.length];
    for (const eslint of instances) await lintOnce(eslint, entry.file, entry.text);
  }
  for (const [index, entry] of files.entries()) {
    const samples = instances.map(() => []);
    // Which instance goes first changes from file to file, and from run to run: none is always
    // the first to read the file's modules, nor always the one right after the other's lint.
    const order = (run) => instances.map((_, k) => (index + run + k) % instances.length);
    // One unmeasured run of the file: the instance is warm, as in an editor after the first lint.
    for (const at of order(0)) await lintOnce(instances[at], entry.file, entry.text);
    for (let run = 0; run < runs; run++) {
      const text = `${entry.text}// edit ${run}\n`;
      for (const at of order(run)) samples[at].push(await lintOnce(instances[at], entry.file, text));
    }
    rows.push({
      name: entry.name,
      templates: entry.templates,
      lines: entry.text.split('\n').length - 1,
      fatal: samples[0][0].fatal,
      builds: samples.map((lints) => ({
        parseMs: median(lints.map((s) => s.parse)),
        peerMs: median(lints.map((s) => s.peer)),
        pluginMs: median(lints.map((s) => s.plugin)),
        // Both rule times come from the same lint: their ratio, run by run, is steadier than either.
        ratio: median(lints.map((s) => s.plugin / s.peer)),
        rules: Object.fromEntries(Object.keys(lints[0].rules).map((id) => [id, median(lints.map((s) => s.rules[id]))])),
        problems: lints[0].problems,
      })),
    });
    if ((index + 1) % 50 === 0)
      log(`${index + 1}/${files.length} files, ${Math.round((performance.now() - started) / 1000)} s`);
  }
  return rows;
}

/** One build over a folder's rows: the total ratio (the budget's), its distribution over files, per-rule time. */
function summarize(rows, build) {
  const figures = rows.map((row) => row.builds[build]);
  const ratios = figures.map((f) => f.ratio);
  const worst = ratios.indexOf(Math.max(...ratios));
  const rules = {};
  for (const f of figures) for (const [id, ms] of Object.entries(f.rules)) rules[id] = (rules[id] ?? 0) + ms;
  const parseMs = sum(figures.map((f) => f.parseMs));
  const peerMs = sum(figures.map((f) => f.peerMs));
  const pluginMs = sum(figures.map((f) => f.pluginMs));
  return {
    parseMs,
    peerMs,
    pluginMs,
    total: pluginMs / peerMs,
    median: median(ratios),
    p90: quantile(ratios, 0.9),
    max: ratios[worst],
    maxFile: rows[worst]?.name,
    rules,
  };
}

const fixed = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const verdict = (ratio, budget) => `budget <= ${budget}x: ${ratio <= budget ? 'within' : 'OVER'}`;

function printReport(report) {
  const { builds } = report;
  const label = (i) => (builds.length > 1 ? ` (${builds[i]})` : '');
  console.log(
    `\nrule time per lint, ms (medians of ${report.runs} warm runs): the plugin's configs.all beside typescript-eslint ` +
      'recommended, in the same lint',
  );
  if (report.generated) {
    const rows = report.generated.flatMap((row) =>
      row.builds.map((b, i) => [
        `${row.name}${label(i)}`,
        row.lines,
        fixed(b.parseMs),
        fixed(b.peerMs),
        fixed(b.pluginMs),
        `${fixed(b.ratio, 3)}x`,
        row.templates ? fixed(b.pluginMs / row.templates, 4) : '',
        b.problems,
      ]),
    );
    const header = ['file', 'lines', 'parse', 'tseslint rec.', 'plugin', 'plugin/peer', 'plugin per template', 'found'];
    console.log(table(header, rows));
    const long = report.generated.find((row) => row.name === LONG);
    if (long)
      console.log(
        `${LONG}: ${long.builds.map((b, i) => `${fixed(b.ratio, 3)}x${label(i)}`).join(', ')}; ${verdict(long.builds[0].ratio, BUDGETS.long)}`,
      );
  }
  if (report.corpus) {
    const { summaries, files, listed, dir } = report.corpus;
    console.log(`\nMCP files of ${dir}: ${files} of ${listed} files pass the plugin's resource gate`);
    const rows = summaries.map((s, i) => [
      builds[i],
      fixed(s.parseMs, 0),
      fixed(s.peerMs, 0),
      fixed(s.pluginMs, 0),
      `${fixed(s.total, 3)}x`,
      `${fixed(s.median, 3)}x`,
      `${fixed(s.p90, 3)}x`,
      `${fixed(s.max, 2)}x ${s.maxFile}`,
    ]);
    const header = ['build', 'parse ms', 'tseslint rec. ms', 'plugin ms', 'plugin/peer', 'median file', 'p90', 'max'];
    console.log(table(header, rows));
    console.log(`all MCP files: ${verdict(summaries[0].total, BUDGETS.mcpFiles)}`);
    console.log('\nplugin rules over the MCP files, ms in all');
    const ids = Object.keys(summaries[0].rules).sort((x, y) => summaries[0].rules[y] - summaries[0].rules[x]);
    console.log(
      table(
        ['rule', ...builds],
        ids.map((id) => [id, ...summaries.map((s) => fixed(s.rules[id] ?? 0, 1))]),
      ),
    );
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const log = (message) => console.error(`[editor-latency] ${message}`);
  const builds = [{ key: 'this build', ...(await loadPlugin(root)) }];
  if (options.compare) builds.push({ key: 'compared', ...(await loadPlugin(root, options.compare, '--compare ')) });
  // One instance per build; ESLint lints only files under its cwd.
  const instances = (cwd) =>
    builds.map(
      ({ plugin }) =>
        new ESLint({
          cwd,
          overrideConfigFile: true,
          overrideConfig: [...tseslintRecommendedConfig(), ...pluginConfigs(plugin, 'all').entries],
          ignore: false,
          stats: true,
        }),
    );
  const report = { runs: options.runs, builds: builds.map((b) => b.key) };
  if (options.generated?.length !== 0) {
    const files = generatedFiles().filter((entry) => !options.generated || options.generated.includes(entry.name));
    log(`${files.length} generated files`);
    report.generated = await measure(instances(root), files, options.runs, log);
  }
  if (options.dir) {
    const corpus = loadCorpus({ dir: options.dir, files: options.files });
    const mcp = corpus.files
      .filter((entry) => passesResourceGate(builds[0].plugin, entry))
      .map((entry) => ({ ...entry, name: path.relative(corpus.dir, entry.file).split(path.sep).join('/') }));
    log(`${mcp.length} MCP files of ${corpus.files.length}`);
    const rows = (await measure(instances(corpus.dir), mcp, options.runs, log)).filter((row) => !row.fatal);
    report.corpus = {
      dir: path.basename(corpus.dir),
      listed: corpus.files.length,
      files: rows.length,
      summaries: builds.map((_, i) => summarize(rows, i)),
      rows,
    };
  }
  printReport(report);
  if (options.out) writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
