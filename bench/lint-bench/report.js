// The report of bench/lint-bench.js: figures per lane, the ratio against the budget, and the
// per-rule run, as text tables (and as JSON with --out).
import { isPlugin, median } from './lint.js';

/** The budget of the whole corpus's CPU time with the plugin over the realistic config's (docs/performance.md). */
export const CORPUS_BUDGET = 1.05;

/** One lane's measured runs: medians of wall and CPU time, and what it reported. */
export function summarize(runs, files) {
  const [first] = runs;
  const medianMs = median(runs.map((run) => run.wallMs));
  return {
    medianMs,
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    filesPerSecond: files / (medianMs / 1000),
    problems: first.problems,
    pluginProblems: first.pluginProblems,
    parseErrors: first.fatal.length,
    fatal: first.fatal.slice(0, 10),
    crashes: first.crashes,
    ignored: first.ignored,
  };
}

/** A lane of the per-rule run. */
export const perRuleLane = (run) => ({
  rules: run.rules,
  problemsByRule: run.problemsByRule,
  groups: run.groups,
  crashes: run.crashes.length,
});

const count = (n) => n.toLocaleString('en-US');
const perFile = (value, files) => (files ? (value / files).toFixed(3) : '-');
const times = (ratio) => `${ratio.toFixed(3)}x`;

/** Text table; the first `left` columns are left-aligned, the others right-aligned. */
export function table(header, rows, left = 1) {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) => (i < left ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function printReport(report) {
  const { corpus, lanes } = report;
  const size = `${count(corpus.files)} files, ${count(corpus.lines)} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB`;
  const where =
    corpus.kind === 'folder'
      ? `${corpus.dir}: ${corpus.repos} repositories, ${size}` +
        (corpus.files < corpus.filesListed ? ` (spread over all ${count(corpus.filesListed)})` : '')
      : `the generated corpus, ${size}`;
  console.log(`corpus   ${where}; ${count(corpus.mcpFiles)} hold MCP code`);
  const rules = (of) => `${of.enabledRules.length} rule(s)`;
  const selected = report.plugin.selected ? '--rules' : 'configs.all';
  console.log(`plugin   ${report.plugin.file}: ${rules(report.plugin)} in (b) (${selected})`);
  if (report.compared) console.log(`compare  ${report.compared.file}: ${rules(report.compared)} in (c)`);
  console.log(
    `runs     ${report.runs} measured run(s), every file linted by every lane in turn, after ${report.warmup} warm-up run(s)`,
  );
  const { node, eslint, typescriptEslint } = report.versions;
  console.log(`env      node ${node}, eslint ${eslint}, typescript-eslint ${typescriptEslint}, ${report.cpus} CPU(s)`);
  console.log('');
  const labels = { a: '(a) realistic config', b: '(b) (a) + plugin', c: '(c) (a) + compared build' };
  const header = ['lane', 'wall ms', 'CPU ms', 'files/s', 'problems', 'plugin problems', 'parse errors', 'crashes'];
  const rows = Object.entries(lanes).map(([key, s]) => [
    labels[key],
    s.medianMs.toFixed(0),
    s.medianCpuMs.toFixed(0),
    s.filesPerSecond.toFixed(0),
    count(s.problems),
    count(s.pluginProblems),
    s.parseErrors,
    s.crashes.length,
  ]);
  console.log(table(header, rows));
  const { ratio } = report;
  const verdict = ratio.cpu <= CORPUS_BUDGET ? 'within' : 'OVER';
  console.log(
    `\n(b)/(a): CPU ${times(ratio.cpu)}, wall ${times(ratio.wall)}, ${ratio.addedCpuMsPerFile.toFixed(3)} ms CPU added per file; ` +
      `budget CPU <= ${CORPUS_BUDGET}x: ${verdict}` +
      (corpus.kind === 'generated'
        ? ' (the budget is for real code: --dir; the generated corpus is denser in MCP code)'
        : ''),
  );
  if (ratio.compared) console.log(`(c)/(a): CPU ${times(ratio.compared)}; (b)/(c): CPU ${times(ratio.overCompared)}`);
  for (const [key, s] of Object.entries(lanes)) {
    if (s.parseErrors)
      console.log(`note ${key}: ${s.parseErrors} file(s) failed to parse (not linted), e.g. ${s.fatal[0]}`);
    for (const crash of s.crashes.slice(0, 3))
      console.log(`WARNING ${key}: a rule crashed on ${crash.file}: ${crash.rule}: ${crash.message}`);
    if (s.crashes.length > 3) console.log(`WARNING ${key}: ${s.crashes.length} file(s) lost to rule crashes in all`);
    if (s.ignored) console.log(`WARNING ${key}: ESLint ignored ${s.ignored} file(s)`);
  }
  if (report.perRule) printPerRule(report.perRule);
}

function printPerRule({ b, c }) {
  const { mcp, other } = b.groups;
  const files = mcp.files + other.files;
  const entries = (lane, plugin) =>
    Object.entries(lane.rules)
      .filter(([id]) => isPlugin(id) === plugin)
      .sort(([, x], [, y]) => y.ms - x.ms);
  const sum = (list, key) => list.reduce((total, [, time]) => total + time[key], 0);
  const total = (list) => ({ ms: sum(list, 'ms'), mcpMs: sum(list, 'mcpMs'), otherMs: sum(list, 'otherMs') });
  const plugin = entries(b, true);
  const others = entries(b, false);
  const problems = (list) => count(list.reduce((n, [id]) => n + (b.problemsByRule[id] ?? 0), 0));
  // A row: total ms, ms per file over all files, those with MCP code and the others; with --compare
  // the compared build's ms per file and (b)/(c).
  const row = (label, time, reported = '', theirs = undefined) => [
    label,
    time.ms.toFixed(1),
    perFile(time.ms, files),
    perFile(time.mcpMs, mcp.files),
    perFile(time.otherMs, other.files),
    reported,
    ...(c ? (theirs === undefined ? ['', ''] : [perFile(theirs, files), theirs ? times(time.ms / theirs) : '-']) : []),
  ];
  const theirPlugin = c && sum(entries(c, true), 'ms');
  const rows = [
    ...plugin.map(([id, time]) => row(id, time, count(b.problemsByRule[id] ?? 0), c && (c.rules[id]?.ms ?? 0))),
    row(`all ${plugin.length} plugin rules`, total(plugin), problems(plugin), theirPlugin),
    row(`all ${others.length} other rules`, total(others)),
    row('parse', { ms: mcp.parseMs + other.parseMs, mcpMs: mcp.parseMs, otherMs: other.parseMs }),
  ];
  console.log(
    `\nper-rule time: one more lint of (b)${c ? ' and (c), file by file,' : ''} with ESLint's per-rule timers ` +
      `(create() included); ${count(files)} files parsed, ${count(mcp.files)} hold MCP code (import an MCP package)`,
  );
  const header = ['rule', 'total ms', 'ms/file', 'ms/file MCP', 'ms/file no MCP', 'problems'];
  console.log(table([...header, ...(c ? ['(c) ms/file', '(b)/(c)'] : [])], rows));
  const work = mcp.totalMs + other.totalMs;
  const pluginMs = sum(plugin, 'ms');
  console.log(
    `the plugin's rules are ${((100 * pluginMs) / work).toFixed(1)}% of the work (parse, traversal, rules): ` +
      `(b)/(a) from this one lint ${times(work / (work - pluginMs))}`,
  );
  for (const [label, lane] of [['(b)', b], ...(c ? [['(c)', c]] : [])])
    if (lane.crashes) console.log(`WARNING ${label}: ${lane.crashes} file(s) lost to a rule crash in the per-rule run`);
}
