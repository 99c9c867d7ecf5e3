// The report of bench/lint-bench.js: figures per configuration and baseline, the per-rule run and
// the cold imports, as JSON or as text tables.
import { MCP_GATE } from './corpus.js';
import { isPlugin, median } from './lint.js';

/** The budget of the plugin's mean time on a file that fails every gate (docs/performance.md). */
export const GATE_FAILING_BUDGET_MS = 0.05;

/** One configuration's measured runs: medians of wall and CPU time, spread, memory, what it reported. */
function summarize(runs, files) {
  const walls = runs.map((run) => run.wallMs);
  const [first] = runs;
  return {
    medianMs: median(walls),
    minMs: Math.min(...walls),
    maxMs: Math.max(...walls),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    filesPerSecond: files / (median(walls) / 1000),
    peakHeapBytes: first.peakHeap === null ? null : Math.max(...runs.map((run) => run.peakHeap)),
    peakRssBytes: first.peakRss === null ? null : Math.max(...runs.map((run) => run.peakRss)),
    problems: first.problems,
    pluginProblems: first.pluginProblems,
    parseErrors: first.fatal.length,
    fatal: first.fatal.slice(0, 10),
    crashes: first.crashes,
    ignored: first.ignored,
  };
}

/** A baseline's (a), (b) and, with --compare, (c): (b)/(a), what the plugin adds per file, (b)/(c). */
export function compareBaseline(name, samples, files) {
  const [a, b, c] = ['a', 'b', 'c'].map(
    (lane) => samples[`${name} ${lane}`] && summarize(samples[`${name} ${lane}`], files),
  );
  return {
    name,
    a,
    b,
    cpuRatio: b.medianCpuMs / a.medianCpuMs,
    ratio: b.medianMs / a.medianMs,
    addedCpuMsPerFile: (b.medianCpuMs - a.medianCpuMs) / files,
    addedMsPerFile: (b.medianMs - a.medianMs) / files,
    ...(c
      ? { c, comparedCpuRatio: c.medianCpuMs / a.medianCpuMs, overComparedCpuRatio: b.medianCpuMs / c.medianCpuMs }
      : {}),
  };
}

/** A lane of the per-rule run, with its figures on the files that fail every plugin gate. */
export function perRuleLane(run) {
  const failing = run.groups.failing;
  return {
    rules: run.rules,
    problemsByRule: run.problemsByRule,
    groups: run.groups,
    gateFailing: {
      files: failing.files,
      meanMs: failing.files ? failing.pluginMs / failing.files : undefined,
      medianMs: failing.medianPluginMs,
      budgetMs: GATE_FAILING_BUDGET_MS,
    },
    parseErrors: run.fatal.length,
    crashes: run.crashes.length,
    wallMs: run.wallMs,
  };
}

// ---------------------------------------------------------------- text

const count = (n) => n.toLocaleString('en-US');
const ms = (value) => value.toFixed(0);
const mb = (bytes) => (bytes === null ? '-' : (bytes / 1024 / 1024).toFixed(0));
const perFile = (value, files) => (files ? (value / files).toFixed(3) : '-');
const times = (ratio) => `${ratio.toFixed(3)}x`;

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

export function printReport(report) {
  const { corpus } = report;
  const size = `${count(corpus.files)} files, ${count(corpus.lines)} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB`;
  const where =
    corpus.kind === 'folder'
      ? `${corpus.dir}: ${corpus.repos} repositories, ${size}` +
        (corpus.files < corpus.filesListed ? ` (spread over all ${count(corpus.filesListed)})` : '')
      : `${size} (seed ${corpus.seed}) in ${corpus.dir}`;
  console.log(`corpus   ${where}; ${count(corpus.mcpFiles)} hold MCP code`);
  const rules = (of) => `${of.enabledRules.length} rule(s)`;
  console.log(
    `plugin   ${report.plugin.file}: ${rules(report.plugin)} in (b) (${report.plugin.selected ? '--rules' : 'configs.all'})`,
  );
  if (report.compared) console.log(`compare  ${report.compared.file}: ${rules(report.compared)} in (c)`);
  const order = report.interleave === 'file' ? 'file by file, every order in turn' : 'run by run';
  console.log(
    `runs     ${report.runs} measured run(s) per configuration, interleaved ${order}, after ${report.warmup} warm-up run(s)`,
  );
  const { node, eslint, typescriptEslint } = report.versions;
  console.log(`env      node ${node}, eslint ${eslint}, typescript-eslint ${typescriptEslint}, ${report.cpus} CPU(s)`);
  console.log('');

  const lanes = (entry) => [
    ['(a) without plugin', entry.a],
    ['(b) with plugin', entry.b],
    ...(entry.c ? [['(c) compared build', entry.c]] : []),
  ];
  const header = ['baseline', 'config', 'median ms', 'min ms', 'max ms', 'CPU ms', 'files/s', 'peak heap MB'];
  header.push('peak RSS MB', 'problems', 'parse errors', 'crashes');
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
  const rows = report.baselines.flatMap((entry) =>
    lanes(entry).map(([label, s], i) => row(i === 0 ? entry.name : '', label, s)),
  );
  console.log(table(header, rows, 2));
  console.log('');
  console.log('with plugin / without, per baseline (medians):');
  const compared = Boolean(report.compared);
  console.log(
    table(
      [
        'baseline',
        'CPU ratio',
        'wall ratio',
        'added CPU ms/file',
        'added wall ms/file',
        'plugin problems',
        ...(compared ? ['(c)/(a) CPU', '(b)/(c) CPU'] : []),
      ],
      report.baselines.map((entry) => [
        entry.name,
        times(entry.cpuRatio),
        times(entry.ratio),
        entry.addedCpuMsPerFile.toFixed(3),
        entry.addedMsPerFile.toFixed(3),
        count(entry.b.pluginProblems),
        ...(compared ? [times(entry.comparedCpuRatio), times(entry.overComparedCpuRatio)] : []),
      ]),
    ),
  );
  const all = report.baselines.flatMap((entry) => lanes(entry).map(([, s]) => s));
  const spreadRatio = Math.max(...all.map((s) => (s.maxMs - s.minMs) / s.medianMs));
  if (report.runs > 1 && spreadRatio > 0.1)
    console.log(
      `note: run times spread by up to ${(100 * spreadRatio).toFixed(0)}% of the median: trust the CPU ratio more`,
    );
  for (const entry of report.baselines) {
    for (const [label, s] of lanes(entry)) {
      const at = `${entry.name} ${label.slice(0, 3)}`;
      if (s.parseErrors)
        console.log(`note ${at}: ${s.parseErrors} file(s) failed to parse (not linted), e.g. ${s.fatal[0]}`);
      for (const crash of s.crashes.slice(0, 3))
        console.log(`WARNING ${at}: a rule crashed on ${crash.file}: ${crash.rule}: ${crash.message}`);
      if (s.crashes.length > 3) console.log(`WARNING ${at}: ${s.crashes.length} file(s) lost to rule crashes in all`);
      if (s.ignored) console.log(`WARNING ${at}: ESLint ignored ${s.ignored} file(s)`);
    }
  }
  if (report.oxlint) printOxlint(report.oxlint, report.baselines[0]);
  if (report.perRule) printPerRule(report.perRule, report.plugin.selected);
  if (report.coldImport) printColdImports(report.coldImport);
}

/** Oxlint's lanes: parsing alone (a) and the plugin through jsPlugins (b), beside ESLint's (b). */
function printOxlint({ version, files, lanes }, eslint) {
  console.log('');
  console.log(
    `Oxlint ${version}, the same ${count(files)} files read from disk by its CLI, a process per run ` +
      `(its start, and in (b) the plugin's import, included; medians):`,
  );
  const rows = lanes.map((lane) => [
    lane.key,
    String(lane.threads),
    ms(lane.wallMs),
    ms(lane.cpuMs),
    (files / (lane.wallMs / 1000)).toFixed(0),
    lane.problems.map(count).join(', '),
  ]);
  console.log(table(['config', 'threads', 'wall ms', 'CPU ms', 'files/s', 'plugin problems, each run'], rows));
  const lane = (key) => lanes.find((l) => l.key === key);
  for (const suffix of ['', ' --threads=1']) {
    const a = lane(`oxlint a${suffix}`);
    const b = lane(`oxlint b${suffix}`);
    console.log(
      `oxlint${suffix || ' (default threads)'}: the plugin adds ${((b.cpuMs - a.cpuMs) / files).toFixed(3)} ms CPU and ` +
        `${((b.wallMs - a.wallMs) / files).toFixed(3)} ms wall per file; (b) ${times(eslint.b.medianCpuMs / b.cpuMs)} less CPU ` +
        `and ${times(eslint.b.medianMs / b.wallMs)} less wall time than ESLint's (b) (${eslint.name}; ESLint's figures exclude reading files)`,
    );
  }
  const counts = lanes.filter((l) => l.key.startsWith('oxlint b')).flatMap((l) => l.problems);
  if (counts.some((n) => n !== eslint.b.pluginProblems))
    console.log(
      `WARNING: Oxlint's plugin problems (${counts.join(', ')}) differ from ESLint's (${eslint.b.pluginProblems})`,
    );
}

function printPerRule({ baseline, b, c }, selected) {
  const { mcp, other, failing } = b.groups;
  const files = mcp.files + other.files;
  const byTime = (entries) => entries.sort(([, x], [, y]) => y.ms - x.ms);
  const plugin = byTime(Object.entries(b.rules).filter(([id]) => isPlugin(id)));
  const others = byTime(Object.entries(b.rules).filter(([id]) => !isPlugin(id)));
  const sum = (entries, key) => entries.reduce((total, [, time]) => total + time[key], 0);
  const pluginMsOf = (lane) =>
    sum(
      Object.entries(lane.rules).filter(([id]) => isPlugin(id)),
      'ms',
    );
  const problems = (entries) => count(entries.reduce((total, [id]) => total + (b.problemsByRule[id] ?? 0), 0));
  // A row: total ms, ms per file over all files, those with MCP code and the others; with --compare
  // the compared build's ms per file (`theirs`, total ms) and (b)/(c).
  const row = (label, time, reported = '', theirs = undefined) => [
    label,
    time.ms.toFixed(1),
    perFile(time.ms, files),
    perFile(time.mcpMs, mcp.files),
    perFile(time.otherMs, other.files),
    reported,
    ...(c ? (theirs === undefined ? ['', ''] : [perFile(theirs, files), theirs ? times(time.ms / theirs) : '-']) : []),
  ];
  const total = (entries) => ({
    ms: sum(entries, 'ms'),
    mcpMs: sum(entries, 'mcpMs'),
    otherMs: sum(entries, 'otherMs'),
  });
  const rows = [
    ...plugin.map(([id, time]) => row(id, time, count(b.problemsByRule[id] ?? 0), c && (c.rules[id]?.ms ?? 0))),
    row(`all ${plugin.length} plugin rules`, total(plugin), problems(plugin), c && pluginMsOf(c)),
    row(`all ${others.length} other rules`, total(others)),
    row('parse', { ms: mcp.parseMs + other.parseMs, mcpMs: mcp.parseMs, otherMs: other.parseMs }),
  ];
  console.log('');
  console.log(
    `per-rule time: one lint of ${baseline} (b)${c ? ' and (c), file by file,' : ''} with ESLint's per-rule timers ` +
      `(as TIMING=all, create() included); ${count(files)} files that parsed, ${count(mcp.files)} hold MCP code`,
  );
  const header = ['rule', 'total ms', 'ms/file', 'ms/file MCP', 'ms/file no MCP', 'problems'];
  console.log(table([...header, ...(c ? ['(c) ms/file', '(b)/(c)'] : [])], rows));
  const costliest = others.slice(0, 5).map(([id, time]) => `${id} ${ms(time.ms)} ms`);
  if (costliest.length) console.log(`costliest other rules: ${costliest.join(', ')}`);
  const work = mcp.totalMs + other.totalMs;
  const pluginMs = pluginMsOf(b);
  console.log(
    `plugin rules are ${((100 * pluginMs) / work).toFixed(1)}% of the work on files (parse, traversal, rules): ` +
      `(b)/(a) estimated from this one lint ${times(work / (work - pluginMs))}`,
  );

  console.log('');
  console.log(`plugin time by file group (MCP code: the text matches ${MCP_GATE}):`);
  const groupRow = (label, key) => [
    label,
    count(b.groups[key].files),
    ...[b, ...(c ? [c] : [])].map((lane) => perFile(lane.groups[key].pluginMs, lane.groups[key].files)),
    perFile(b.groups[key].otherRulesMs, b.groups[key].files),
    perFile(b.groups[key].parseMs, b.groups[key].files),
  ];
  const groupHeader = ['files', 'count', 'plugin ms/file', ...(c ? ['(c) plugin ms/file'] : [])];
  const groups = [
    ['hold MCP code', 'mcp'],
    ['no MCP code', 'other'],
    ['fail every plugin gate', 'failing'],
  ];
  console.log(
    table(
      [...groupHeader, 'other rules ms/file', 'parse ms/file'],
      groups.map(([label, key]) => groupRow(label, key)),
    ),
  );
  const gate = ({ gateFailing }) =>
    gateFailing.files ? `mean ${gateFailing.meanMs.toFixed(4)} ms, median ${gateFailing.medianMs.toFixed(4)} ms` : '-';
  const { meanMs, budgetMs } = b.gateFailing;
  const verdict = selected
    ? 'the budget is for configs.all, not --rules'
    : `budget: mean <= ${budgetMs} ms, ${meanMs <= budgetMs ? 'within' : 'OVER'}`;
  console.log(
    `files that fail every plugin gate (no plugin rule returned a listener; ${count(failing.files)}), per file: ` +
      `(b) ${gate(b)}${c ? `; (c) ${gate(c)}` : ''}${failing.files ? `; ${verdict}` : ''}`,
  );
  for (const [label, lane] of [['(b)', b], ...(c ? [['(c)', c]] : [])])
    if (lane.crashes) console.log(`WARNING ${label}: ${lane.crashes} file(s) lost to a rule crash in the per-rule run`);
}

function printColdImports({ runs, modules }) {
  console.log('');
  console.log(
    `cold import: await import(...) in a new node process each time, ${runs} sample(s) per module, interleaved:`,
  );
  const rows = modules.map((entry) => [
    entry.label,
    ...[entry.medianMs, entry.minMs, entry.maxMs].map((v) => v.toFixed(1)),
  ]);
  console.log(table(['module', 'median ms', 'min ms', 'max ms'], rows));
}
