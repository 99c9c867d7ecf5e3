// What the plugin costs on the file a user is editing. An editor keeps one ESLint instance alive and
// lints the file it shows after each edit, and that file holds MCP code: so each file is linted
// through one long-lived, warm ESLint instance per configuration, its text edited before every run,
// and the plugin's own rule time (ESLint's `stats`) is set against the time of the parser alone
// (a configuration without rules), each the median of the runs.
//
// Files: generated handler-dense servers (bench/editor-latency/generate.js) of 100, 1,000 and 3,000
// lines, a 2,500-line file of 48 handlers, files of 10, 100 and 1,000 templates (the cost per
// template), and with --dir the MCP files of a folder of repositories (one subfolder each): the
// files that pass the plugin's resource gate (mayHoldResources, the gate of every rule but
// no-manual-expansion, whose gate is any `://` in the text).
//
// Run: `npm run build`, then
//   node bench/editor-latency.js [--dir <corpus-dir>] [--files N] [--runs 7] [--compare OTHER/plugin.js]
// --compare times another build beside this one, in the same instances' turns. With Oxlint
// installed, the MCP files are also linted by Oxlint (its default rules), for scale.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { denseServer, longServer, manyTemplates } from './corpus/servers.js';
import { readArgs } from './lint-bench/args.js';
import { loadCorpus } from './lint-bench/corpus.js';
import { loadPlugin, parserConfigs, pluginConfigs, PLUGIN_PREFIX, UsageError } from './lint-bench/setup.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const usage = `usage: node bench/editor-latency.js [options]
  --dir DIR          also the MCP files of this folder of repositories (one subfolder each)
  --files N          with --dir: N files spread evenly over the repositories before the gate
  --runs N           measured runs per file and configuration (default 7; medians)
  --config NAME      the plugin config (default all)
  --compare FILE.js  another build of the plugin, timed beside this one
  --generated a,b    only these generated files (names as in the report, without .ts)
  --no-generated     only the folder's files
  --json, --out F    the report as JSON on stdout, or also into a file
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

function parseArgs(argv) {
  const string = { type: 'string' };
  const flag = { type: 'boolean' };
  const { values, tokens } = readArgs(
    argv,
    {
      dir: string,
      files: string,
      runs: string,
      config: string,
      compare: string,
      generated: string,
      'no-generated': flag,
      json: flag,
      out: string,
    },
    usage,
  );
  // Of --generated and --no-generated, the later one counts.
  const generated = tokens.findLast((token) => token.name === 'generated' || token.name === 'no-generated');
  const options = {
    dir: values.dir,
    files: values.files === undefined ? undefined : Number(values.files),
    runs: Number(values.runs ?? 7),
    config: values.config ?? 'all',
    compare: values.compare,
    generated: generated?.name === 'no-generated' ? false : (values.generated?.split(',') ?? true),
    json: values.json ?? false,
    out: values.out,
  };
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new UsageError('--runs needs an integer >= 1');
  if (!options.generated && !options.dir) throw new UsageError('--no-generated needs --dir');
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const sum = (values) => values.reduce((total, value) => total + value, 0);

/** The generated files, named by what they stand for. */
function generatedFiles() {
  const file = (name, text, group, templates) => ({
    name,
    file: path.join(root, 'bench/.editor', name),
    text,
    group,
    templates,
  });
  return [
    file('dense-100.ts', denseServer(100), 'dense'),
    file('dense-1000.ts', denseServer(1000), 'dense'),
    file('dense-3000.ts', denseServer(3000), 'dense'),
    file('long-2500-48-handlers.ts', longServer(48, 2500), 'long'),
    ...[10, 100, 1000].map((n) => file(`templates-${n}.ts`, manyTemplates(n), 'templates', n)),
  ];
}

/**
 * Whether the file passes the plugin's resource gate: no-shadowed-template, gated by it alone,
 * returns a listener. The gate reads only the text and the file name, and createRule asks it
 * before the rule's own create(), so a context holding those is enough and nothing is parsed.
 */
function passesResourceGate(plugin, { file, text }) {
  const context = { sourceCode: { text, ast: {} }, filename: file, options: [] };
  return Object.keys(plugin.rules['no-shadowed-template'].create(context)).length > 0;
}

/** Per lane, one warm ESLint instance for every file under `cwd`. */
function lane(key, config, cwd) {
  return {
    key,
    eslint: new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, ignore: false, stats: true }),
  };
}

/** One lint of `text` as `file`; the time of the whole pass and of each plugin rule, in ms. */
async function lintOnce({ eslint }, file, text) {
  const cpuBefore = process.cpuUsage();
  const [result] = await eslint.lintText(text, { filePath: file });
  const { user, system } = process.cpuUsage(cpuBefore);
  const pass = result.stats?.times.passes[0];
  const rules = {};
  for (const [id, { total }] of Object.entries(pass?.rules ?? {}))
    if (id.startsWith(PLUGIN_PREFIX)) rules[id.slice(PLUGIN_PREFIX.length)] = total;
  const fatal = result.messages.some((message) => message.fatal);
  return {
    total: pass?.total ?? 0,
    cpu: (user + system) / 1000,
    rules,
    problems: result.messages.length,
    fatal,
  };
}

/** Unmeasured lints of the first files by every lane before any measurement. */
const WARM_UP_LINTS = 10;

/**
 * Every file, `runs` times, by every lane in turn (the lanes' order rotating from run to run), the
 * text edited before each run (a comment that changes), as an editor lints after each keystroke.
 */
async function measure(lanes, files, runs, log) {
  const rows = [];
  const started = performance.now();
  // A process's first lints run before its code is compiled, the parser's and the plugin's alike
  // (each about three times as long): they are not an editor's, and are not measured.
  for (let i = 0; i < WARM_UP_LINTS && files.length > 0; i++) {
    const entry = files[i % files.length];
    for (const l of lanes) await lintOnce(l, entry.file, entry.text);
  }
  for (const [index, entry] of files.entries()) {
    const samples = lanes.map(() => []);
    // One unmeasured run of the file: the instance is warm, as in an editor after the first lint.
    for (const l of lanes) await lintOnce(l, entry.file, entry.text);
    for (let run = 0; run < runs; run++) {
      const text = `${entry.text}// edit ${run}\n`;
      for (let k = 0; k < lanes.length; k++) {
        const at = (run + k) % lanes.length;
        samples[at].push(await lintOnce(lanes[at], entry.file, text));
      }
    }
    const row = {
      name: entry.name,
      group: entry.group,
      templates: entry.templates,
      lines: entry.text.split('\n').length,
    };
    const [parserOnly, ...plugins] = samples;
    row.parserMs = median(parserOnly.map((s) => s.total));
    row.parserCpuMs = median(parserOnly.map((s) => s.cpu));
    row.fatal = parserOnly[0].fatal;
    row.lanes = plugins.map((lint) => {
      const ids = Object.keys(lint[0].rules);
      const rules = Object.fromEntries(ids.map((id) => [id, median(lint.map((s) => s.rules[id] ?? 0))]));
      const pluginMs = median(lint.map((s) => sum(Object.values(s.rules))));
      // The CPU time of the whole lint, beside the parser-only lint's: steadier than the stats'
      // wall times on a machine other processes share.
      const cpuRatio = median(lint.map((s) => s.cpu)) / row.parserCpuMs;
      return { pluginMs, ratio: (row.parserMs + pluginMs) / row.parserMs, cpuRatio, rules, problems: lint[0].problems };
    });
    rows.push(row);
    if ((index + 1) % 50 === 0)
      log(`${index + 1}/${files.length} files, ${Math.round((performance.now() - started) / 1000)} s`);
  }
  return rows;
}

/** Ratio distribution, total and per-rule time of one lane over `rows`. */
function summarize(rows, laneIndex) {
  const lanes = rows.map((row) => row.lanes[laneIndex]);
  const parser = sum(rows.map((row) => row.parserMs));
  const plugin = sum(lanes.map((l) => l.pluginMs));
  const ratios = lanes.map((l) => l.ratio);
  const cpuRatios = lanes.map((l) => l.cpuRatio);
  const parserCpu = sum(rows.map((row) => row.parserCpuMs));
  const rules = {};
  for (const l of lanes) for (const [id, ms] of Object.entries(l.rules)) rules[id] = (rules[id] ?? 0) + ms;
  return {
    files: rows.length,
    parserMs: parser,
    pluginMs: plugin,
    total: (parser + plugin) / parser,
    median: median(ratios),
    p90: quantile(ratios, 0.9),
    max: Math.max(...ratios),
    maxFile: rows[ratios.indexOf(Math.max(...ratios))]?.name,
    cpu: {
      total: sum(rows.map((row, i) => row.parserCpuMs * cpuRatios[i])) / parserCpu,
      median: median(cpuRatios),
      p90: quantile(cpuRatios, 0.9),
      max: Math.max(...cpuRatios),
    },
    rules,
  };
}

/**
 * Oxlint over the same files, in one process per run, one thread: without rules (its parser), and
 * with each build through its jsPlugins with the plugin rules of the config; medians of `runs`, each
 * less its start (the same configuration over one empty file). Null without Oxlint.
 */
function oxlint(files, builds, config, runs) {
  const bin = path.join(root, 'node_modules/.bin/oxlint');
  if (!existsSync(bin)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-latency-oxlint-'));
  const time = (configFile, names) => {
    const times = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      // Oxlint exits with 1 when it finds something.
      spawnSync(bin, ['-c', configFile, '--threads', '1', ...names], { stdio: 'ignore' });
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const configFile = (name, content) => {
    const file = path.join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ categories: { correctness: 'off' }, ...content }));
    return file;
  };
  try {
    const names = files.map((entry, i) => {
      const name = path.join(dir, `${i}${path.extname(entry.file) || '.ts'}`);
      writeFileSync(name, entry.text);
      return name;
    });
    const empty = path.join(dir, 'empty.ts');
    writeFileSync(empty, '');
    const lanes = [{ key: 'no rules', file: configFile('none', { rules: {} }) }];
    for (const [i, { key, plugin, file }] of builds.entries()) {
      const rules = Object.fromEntries(pluginConfigs(plugin, config).enabledRules.map((id) => [id, 'error']));
      lanes.push({ key, file: configFile(`build-${i}`, { jsPlugins: [file], rules }) });
    }
    const measured = lanes.map(({ key, file }) => {
      const startMs = time(file, [empty]);
      return { key, startMs, ms: time(file, names) - startMs };
    });
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    return { version, files: files.length, lanes: measured };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fixed = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printReport(report) {
  const laneNames = report.lanes;
  if (report.generated) {
    console.log(
      '\ngenerated files: parser only and plugin rule time, ms (median of runs), ratio (parser + plugin) / parser',
    );
    console.table(
      report.generated.map((row) => ({
        file: row.name,
        lines: row.lines,
        parser: fixed(row.parserMs),
        ...Object.fromEntries(
          row.lanes.flatMap((l, i) => [
            [`${laneNames[i]} ms`, fixed(l.pluginMs)],
            [`${laneNames[i]} ratio`, fixed(l.ratio, 3)],
            [`${laneNames[i]} CPU ratio`, fixed(l.cpuRatio, 3)],
            ...(row.templates ? [[`${laneNames[i]} ms/template`, fixed(l.pluginMs / row.templates, 4)]] : []),
          ]),
        ),
        problems: row.lanes[0].problems,
      })),
    );
    const templates = report.generated.filter((row) => row.templates);
    if (templates.length) {
      console.log('per template, ms: the plugin, and no-shadowed-template');
      console.table(
        templates.map((row) => ({
          templates: row.templates,
          ...Object.fromEntries(
            row.lanes.flatMap((l, i) => [
              [`${laneNames[i]} plugin`, fixed(l.pluginMs / row.templates, 4)],
              [
                `${laneNames[i]} no-shadowed-template`,
                fixed((l.rules['no-shadowed-template'] ?? 0) / row.templates, 4),
              ],
            ]),
          ),
        })),
      );
    }
    console.log('per rule on the generated files, ms');
    printRules(
      report.generated.map((row) => row.lanes.map((l) => l.rules)),
      laneNames,
      report.generated.map((r) => r.name),
    );
  }
  if (report.corpus) {
    const { summaries, files, listed } = report.corpus;
    console.log(`\nMCP files of ${report.corpus.dir}: ${files} of ${listed} files pass the plugin's gate`);
    console.table(
      summaries.map((s, i) => ({
        build: laneNames[i],
        'parser ms': fixed(s.parserMs, 0),
        'plugin ms': fixed(s.pluginMs, 0),
        total: fixed(s.total, 3),
        median: fixed(s.median, 3),
        p90: fixed(s.p90, 3),
        max: fixed(s.max, 3),
        'max file': s.maxFile,
        'CPU total': fixed(s.cpu.total, 3),
        'CPU median': fixed(s.cpu.median, 3),
        'CPU p90': fixed(s.cpu.p90, 3),
        'CPU max': fixed(s.cpu.max, 3),
      })),
    );
    console.log('per rule over the MCP files, ms in all');
    console.table(
      Object.fromEntries(
        Object.keys(summaries[0].rules)
          .sort()
          .map((id) => [id, Object.fromEntries(summaries.map((s, i) => [laneNames[i], fixed(s.rules[id] ?? 0, 1)]))]),
      ),
    );
  }
  if (report.oxlint) {
    const { version, files, lanes } = report.oxlint;
    console.log(
      `Oxlint ${version}, one thread, the same ${files} files, ms per file (wall time of a run less its start-up, ` +
        `median of runs): ${lanes.map((l) => `${l.key} ${fixed(l.ms / files, 3)}`).join('; ')}`,
    );
  }
}

function printRules(perFile, laneNames, names) {
  const ids = [...new Set(perFile.flatMap((lanes) => Object.keys(lanes[0])))].sort();
  console.table(
    Object.fromEntries(
      ids.map((id) => [
        id,
        Object.fromEntries(
          names.flatMap((name, f) =>
            perFile[f].map((rules, i) => [
              `${name}${laneNames.length > 1 ? ` ${laneNames[i]}` : ''}`,
              fixed(rules[id] ?? 0),
            ]),
          ),
        ),
      ]),
    ),
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const log = (message) => console.error(`[editor-latency] ${message}`);
  const ours = await loadPlugin(root);
  const builds = [{ key: 'this build', ...ours }];
  if (options.compare) builds.push({ key: 'compared', ...(await loadPlugin(root, options.compare, '--compare ')) });
  const parser = parserConfigs();
  // The parser alone, then each build; ESLint lints only files under its cwd.
  const openLanes = (cwd) => [
    lane('parser only', parser, cwd),
    ...builds.map(({ key, plugin }) => lane(key, [...parser, ...pluginConfigs(plugin, options.config).entries], cwd)),
  ];
  const report = { runs: options.runs, config: options.config, lanes: builds.map((b) => b.key) };

  if (options.generated) {
    log('generated files');
    const files = generatedFiles().filter(
      (entry) => options.generated === true || options.generated.includes(entry.name.replace(/\.ts$/, '')),
    );
    report.generated = await measure(openLanes(root), files, options.runs, log);
  }
  if (options.dir) {
    const corpus = loadCorpus({ dir: options.dir, files: options.files }, log);
    const mcp = corpus.files
      .filter((entry) => passesResourceGate(ours.plugin, entry))
      .map((entry) => ({ ...entry, name: path.relative(corpus.dir, entry.file).split(path.sep).join('/') }));
    log(`${mcp.length} MCP files of ${corpus.files.length}`);
    const rows = (await measure(openLanes(corpus.dir), mcp, options.runs, log)).filter((row) => !row.fatal);
    report.corpus = {
      dir: path.basename(corpus.dir),
      listed: corpus.files.length,
      files: rows.length,
      summaries: report.lanes.map((_, i) => summarize(rows, i)),
      rows,
    };
    report.oxlint = oxlint(mcp, builds, options.config, options.runs) ?? undefined;
  }
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
  if (options.out) writeFileSync(options.out, JSON.stringify(report, null, 2) + '\n');
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
