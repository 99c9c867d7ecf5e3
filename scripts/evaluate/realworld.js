// Lints a folder of real repositories (one subfolder each) with the plugin and reports crashes,
// parse failures and findings per rule and repository, matched against the reviewers' verdicts in
// scripts/evaluate/realworld-verdicts.tsv. --prefixes runs the editor-typing crash test instead.
// Usage: node scripts/evaluate/realworld.js <corpus-dir> [options]; how to read the output:
// scripts/evaluate/README.md.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import {
  CONFIG_NAMES,
  PLUGIN_PREFIX,
  UsageError,
  describeCrash,
  loadPlugin,
  parserConfigs,
  pluginConfigs,
} from '../../bench/lint-bench/setup.js';
import { readArgs } from '../../bench/lint-bench/args.js';
import { SKIPPED_DIRS, listRepos, listSourceFiles, relativeName } from '../../bench/lint-bench/repos.js';
import { groupPrefixCrashes, ranges, runPrefixes } from './realworld/prefixes.js';
import { VERDICTS, loadVerdicts, matchVerdicts } from './realworld/verdicts.js';
import { oneLine, table } from './text-table.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '..', '..');
const DEFAULT_VERDICTS = path.join(here, 'realworld-verdicts.tsv');
const LARGE_FILE = 1024 * 1024;
const SLOW_FILE_MS = 2000;

// ---------------------------------------------------------------- options

const usage = `usage: node scripts/evaluate/realworld.js <corpus-dir> [options]
  <corpus-dir>        a folder holding one folder per repository (<owner>+<name>)
  --config NAME       plugin config: ${CONFIG_NAMES.join(', ')} (default recommended)
  --rules a,b         only these plugin rules ("${PLUGIN_PREFIX}" prefix optional)
  --repos a,b         only these repository folders (e.g. gkoreli+backlog-mcp)
  --out FILE.json     write every report as JSON (with its verdict), sorted by file, line, column
  --verdicts FILE     verdicts to match (default scripts/evaluate/realworld-verdicts.tsv; missing = none)
  --unreviewed-only   list only the reports without a verdict (and the gone verdicts)
  --verdict-stub      also print the unreviewed reports as verdicts.tsv lines to fill in
  --inline-config     honour the repositories' eslint-disable and /* eslint */ comments
  --prefixes          instead: lint every line prefix of each file holding MCP code (configs.all)
  --prefix-files N    with --prefixes: at most N files, taken round-robin over the repositories
exit code: 0, or 1 if a rule crashed (or on a usage error)
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

function parseArgs(argv) {
  const string = { type: 'string' };
  const flag = { type: 'boolean' };
  const { values, positionals } = readArgs(
    argv,
    {
      config: string,
      rules: string,
      repos: string,
      out: string,
      verdicts: string,
      'unreviewed-only': flag,
      'verdict-stub': flag,
      'inline-config': flag,
      prefixes: flag,
      'prefix-files': string,
    },
    usage,
    { positionals: true },
  );
  if (positionals.length > 1)
    throw new UsageError(`one <corpus-dir> only, got "${positionals[0]}" and "${positionals[1]}"`);
  const list = (name) => {
    if (values[name] === undefined) return undefined;
    const items = values[name]
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (!items.length) throw new UsageError(`--${name} needs at least one name`);
    return items;
  };
  const options = {
    dir: positionals[0],
    config: values.config ?? 'recommended',
    rules: list('rules'),
    repos: list('repos'),
    out: values.out,
    verdicts: values.verdicts ?? DEFAULT_VERDICTS,
    unreviewedOnly: values['unreviewed-only'] ?? false,
    verdictStub: values['verdict-stub'] ?? false,
    inlineConfig: values['inline-config'] ?? false,
    prefixes: values.prefixes ?? false,
    prefixFiles: values['prefix-files'] === undefined ? undefined : Number(values['prefix-files']),
  };
  if (options.prefixFiles !== undefined && (!Number.isInteger(options.prefixFiles) || options.prefixFiles < 1))
    throw new UsageError(`--prefix-files needs an integer >= 1, got "${values['prefix-files']}"`);
  if (options.dir === undefined) throw new UsageError(`no <corpus-dir> given\n${usage}`);
  if (!existsSync(options.dir) || !statSync(options.dir).isDirectory())
    throw new UsageError(`${options.dir} is not a folder`);
  if (!CONFIG_NAMES.includes(options.config))
    throw new UsageError(`--config must be one of ${CONFIG_NAMES.join(', ')}`);
  if (options.prefixFiles !== undefined && !options.prefixes)
    throw new UsageError('--prefix-files only goes with --prefixes');
  return options;
}

function selectRepos(dir, wanted) {
  const all = listRepos(dir);
  if (!wanted) return all;
  const missing = wanted.filter((repo) => !all.includes(repo));
  if (missing.length) throw new UsageError(`no such repository folder(s) in ${dir}: ${missing.join(', ')}`);
  return all.filter((repo) => wanted.includes(repo));
}

// ---------------------------------------------------------------- output helpers

const log = (line) => process.stderr.write(`${line}\n`);
const count = (n) => n.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const perThousand = (n, files) => (files ? ((n * 1000) / files).toFixed(1) : '-');

/** Short column names for rules: initials (valid-template -> vt), made unique with a digit. */
function abbreviations(rules) {
  const taken = new Map();
  const result = {};
  for (const rule of rules) {
    const base = rule
      .slice(PLUGIN_PREFIX.length)
      .split('-')
      .map((word) => word[0])
      .join('');
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    result[rule] = n === 1 ? base : `${base}${n}`;
  }
  return result;
}

/** Crashes with the same rule, message and top stack frame: printed once, with all their places. */
function printCrashes(crashes, place) {
  const groups = new Map();
  for (const crash of crashes) {
    const key = `${crash.rule}\0${crash.message}\0${crash.stack[0] ?? ''}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(crash);
  }
  for (const group of groups.values()) {
    const [first] = group;
    console.log(`  rule ${first.rule ?? '(unknown)'}: ${oneLine(first.message)}`);
    for (const frame of first.stack) console.log(`      ${frame}`);
    for (const crash of group) console.log(`    at ${place(crash)}`);
  }
  if (!crashes.length) console.log('  (none)');
}

// ---------------------------------------------------------------- the full lint

async function lintRepos({ dir, repos, overrideConfig, log: progress }) {
  // One ESLint per set of rules turned off after they crashed on some file (usually just one).
  const instances = new Map();
  const eslintWithout = (excluded) => {
    const key = [...excluded].sort().join(',');
    if (!instances.has(key)) {
      const off = new Set(excluded);
      const ruleFilter = ({ ruleId }) => !off.has(ruleId);
      instances.set(
        key,
        new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig, ignore: false, cache: false, ruleFilter }),
      );
    }
    return instances.get(key);
  };
  const perRepo = [];
  const reports = [];
  const crashes = [];
  const parseFailures = [];
  const slowFiles = [];
  const ignoredFiles = [];
  let directivesIgnored = 0;
  const otherMessages = [];
  let largeFiles = 0;
  const started = performance.now();
  for (const [index, repo] of repos.entries()) {
    const repoStarted = performance.now();
    const files = listSourceFiles(path.join(dir, repo));
    const stats = { repo, files: files.length, ignored: 0, parseFailures: 0, crashes: 0, reports: 0, byRule: {} };
    for (const file of files) {
      const name = relativeName(dir, file);
      const text = readFileSync(file, 'utf8');
      if (Buffer.byteLength(text) >= LARGE_FILE) largeFiles++;
      const fileStarted = performance.now();
      // A rule that throws aborts the whole file: lint it again without that rule, so the other
      // rules' reports still count (and a second crashing rule shows too).
      const excluded = new Set();
      let results;
      while (!results) {
        try {
          results = await eslintWithout(excluded).lintText(text, { filePath: file, warnIgnored: true });
        } catch (error) {
          const crash = { repo, file: name, ...describeCrash(error, repoDir) };
          stats.crashes++;
          crashes.push(crash);
          if (!crash.rule || excluded.has(crash.rule)) break;
          excluded.add(crash.rule);
          crash.relinted = true;
        }
      }
      const ms = performance.now() - fileStarted;
      if (ms >= SLOW_FILE_MS) slowFiles.push({ file: name, ms, bytes: text.length });
      if (!results) continue;
      for (const message of results.flatMap((result) => result.messages)) {
        if (message.fatal) {
          stats.parseFailures++;
          parseFailures.push({ repo, file: name, line: message.line, message: message.message });
        } else if (!message.ruleId && /^File ignored\b/.test(message.message)) {
          stats.ignored++;
          ignoredFiles.push({ file: name, message: message.message });
        } else if (message.ruleId?.startsWith(PLUGIN_PREFIX)) {
          stats.reports++;
          stats.byRule[message.ruleId] = (stats.byRule[message.ruleId] ?? 0) + 1;
          reports.push({
            repo,
            file: name,
            line: message.line,
            column: message.column,
            endLine: message.endLine ?? null,
            endColumn: message.endColumn ?? null,
            rule: message.ruleId,
            messageId: message.messageId ?? null,
            message: message.message,
          });
        } else {
          if (!message.ruleId && /has no effect because you have 'noInlineConfig'/.test(message.message))
            directivesIgnored++;
          else otherMessages.push({ file: name, line: message.line, rule: message.ruleId, message: message.message });
        }
      }
    }
    perRepo.push(stats);
    progress(
      `[${index + 1}/${repos.length}] ${repo}: ${count(files.length)} files, ${stats.reports} report(s), ${seconds(performance.now() - repoStarted)}`,
    );
  }
  reports.sort((a, b) =>
    a.file < b.file
      ? -1
      : a.file > b.file
        ? 1
        : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
  return {
    perRepo,
    reports,
    crashes,
    parseFailures,
    slowFiles,
    ignoredFiles,
    directivesIgnored,
    otherMessages,
    largeFiles,
    wallMs: performance.now() - started,
  };
}

function printLintReport({ options, pluginFile, enabledRules, run, verdicts, matching }) {
  const { perRepo, reports, crashes, parseFailures, slowFiles } = run;
  const totalFiles = perRepo.reduce((sum, repo) => sum + repo.files, 0);

  // Listings first, the summary tables last, so the end of the output is the summary.
  const listed = options.unreviewedOnly ? reports.filter((report) => !report.verdict) : reports;
  const unreviewed = reports.filter((report) => !report.verdict);
  console.log(
    options.unreviewedOnly
      ? `unreviewed reports (${unreviewed.length}):`
      : `reports (${reports.length}; ${unreviewed.length} unreviewed):`,
  );
  for (const report of listed) {
    const tag = report.verdict ?? 'UNREVIEWED';
    console.log(
      `  ${report.file}:${report.line}:${report.column}  ${report.rule}  [${tag}]  ${oneLine(report.message)}`,
    );
  }
  if (!listed.length) console.log('  (none)');
  console.log('');
  console.log(`verdicts no longer matching any report ("gone", ${matching.gone.length}):`);
  for (const entry of matching.gone)
    console.log(
      `  ${entry.file}:${entry.line}  ${entry.rule}  [${entry.verdict}]  ${entry.reason}  (verdicts line ${entry.lineNo})`,
    );
  if (!matching.gone.length) console.log('  (none)');
  if (matching.outOfScope)
    console.log(`  (${matching.outOfScope} verdict(s) concern repositories or rules not in this run)`);
  if (options.verdictStub && unreviewed.length) {
    console.log('');
    console.log(
      'verdict stub for the unreviewed reports (fill in verdict and reason; one line per file, line and rule):',
    );
    const seen = new Set();
    for (const report of unreviewed) {
      const line = `${report.file}\t${report.line}\t${report.rule}\t\t`;
      if (!seen.has(line)) console.log(line);
      seen.add(line);
    }
  }
  console.log('');
  console.log(`parse failures (${parseFailures.length}; fatal parse errors, not crashes):`);
  for (const failure of parseFailures) console.log(`  ${failure.file}:${failure.line}  ${oneLine(failure.message)}`);
  if (!parseFailures.length) console.log('  (none)');
  if (run.ignoredFiles.length) {
    console.log('');
    console.log(`files ESLint ignored (${run.ignoredFiles.length}; none should be):`);
    for (const ignored of run.ignoredFiles) console.log(`  ${ignored.file}  ${oneLine(ignored.message)}`);
  }
  if (run.otherMessages.length) {
    console.log('');
    console.log(`other messages (${run.otherMessages.length}; neither plugin reports nor parse errors):`);
    for (const other of run.otherMessages)
      console.log(`  ${other.file}:${other.line}  ${other.rule ?? '-'}  ${oneLine(other.message)}`);
  }
  if (slowFiles.length) {
    console.log('');
    console.log(`files that took ${SLOW_FILE_MS / 1000} s or more (parse and all rules):`);
    for (const slow of slowFiles.sort((a, b) => b.ms - a.ms))
      console.log(`  ${slow.file}  ${seconds(slow.ms)}  ${count(slow.bytes)} chars`);
  }
  console.log('');
  console.log(`CRASHES (${crashes.length}; exceptions thrown while the rules ran):`);
  printCrashes(
    crashes,
    (crash) =>
      `${crash.file}${crash.line ? `:${crash.line}` : ''}${crash.relinted ? '  (re-linted without the rule)' : ''}`,
  );
  console.log('');

  console.log(`dir      ${path.resolve(options.dir)}: ${perRepo.length} repositories, ${count(totalFiles)} files`);
  console.log(
    `plugin   ${path.relative(process.cwd(), pluginFile) || pluginFile}: configs.${options.config}${options.rules ? ' restricted by --rules' : ''}, ${enabledRules.length} rule(s)`,
  );
  console.log(
    `verdicts ${path.relative(process.cwd(), options.verdicts)}: ${verdicts.missing ? 'missing (no verdicts)' : `${verdicts.entries.length} verdict(s)`}`,
  );
  for (const problem of verdicts.problems) console.log(`         ${problem}`);
  console.log(
    `env      node ${process.version}, eslint ${ESLint.version}, ${os.cpus().length} CPU(s); skipped folders: ${SKIPPED_DIRS.join(', ')}`,
  );
  console.log('');

  const shown = enabledRules.filter((rule) => perRepo.some((repo) => repo.byRule[rule]));
  const short = abbreviations(shown);
  const repoRows = perRepo.map((repo) => [
    repo.repo,
    count(repo.files),
    repo.parseFailures,
    repo.crashes,
    repo.reports,
    perThousand(repo.reports, repo.files),
    ...shown.map((rule) => repo.byRule[rule] ?? 0),
  ]);
  const sum = (key) => perRepo.reduce((total, repo) => total + repo[key], 0);
  repoRows.push([
    'TOTAL',
    count(totalFiles),
    sum('parseFailures'),
    sum('crashes'),
    sum('reports'),
    perThousand(sum('reports'), totalFiles),
    ...shown.map((rule) => perRepo.reduce((total, repo) => total + (repo.byRule[rule] ?? 0), 0)),
  ]);
  console.log(
    table(
      ['repository', 'files', 'parse fail', 'crashes', 'reports', 'per 1k files', ...shown.map((rule) => short[rule])],
      repoRows,
    ),
  );
  if (shown.length)
    console.log(`columns: ${shown.map((rule) => `${short[rule]} = ${rule.slice(PLUGIN_PREFIX.length)}`).join(', ')}`);
  console.log('');

  const share = (by, reviewed) => (reviewed ? `${Math.round(((by.defect + by.debatable) * 100) / reviewed)}%` : '-');
  const ruleRow = (label, mine) => {
    const by = Object.fromEntries(
      VERDICTS.map((verdict) => [verdict, mine.filter((report) => report.verdict === verdict).length]),
    );
    const reviewed = VERDICTS.reduce((total, verdict) => total + by[verdict], 0);
    const repos = new Set(mine.map((report) => report.repo)).size;
    return [
      label,
      mine.length,
      perThousand(mine.length, totalFiles),
      repos,
      by.defect,
      by.debatable,
      by['false-positive'],
      mine.length - reviewed,
      share(by, reviewed),
    ];
  };
  const ruleRows = enabledRules.map((rule) =>
    ruleRow(
      rule,
      reports.filter((report) => report.rule === rule),
    ),
  );
  ruleRows.push(ruleRow('TOTAL', reports));
  console.log(
    table(
      [
        'rule',
        'reports',
        'per 1k files',
        'repos',
        'defect',
        'debatable',
        'false-pos',
        'unreviewed',
        'real or debatable',
      ],
      ruleRows,
    ),
  );
  console.log('("real or debatable" = (defect + debatable) / reviewed reports)');
  console.log('');
  console.log(
    `total    ${count(totalFiles)} files linted (${run.largeFiles} of 1 MB or more${run.ignoredFiles.length ? `, ${run.ignoredFiles.length} ignored by ESLint` : ''}), ${parseFailures.length} parse failure(s), ${crashes.length} crash(es), ` +
      `${reports.length} report(s) (${perThousand(reports.length, totalFiles)} per 1k files), ${run.directivesIgnored} eslint comment(s) in the code ignored${run.otherMessages.length ? `, ${run.otherMessages.length} other message(s)` : ''}; lint wall time ${seconds(run.wallMs)}`,
  );
}

// ---------------------------------------------------------------- prefixes

function printPrefixReport(result) {
  const groups = groupPrefixCrashes(result.crashes);
  console.log(
    `CRASHES (${result.crashes.length} prefix(es) in ${groups.length} group(s); k = number of lines linted):`,
  );
  printCrashes(groups, (group) => `${group.file}  k = ${ranges(group.ks)} of ${group.lines} lines`);
  console.log('');
  console.log(
    `prefixes ${result.files} of ${result.mcpFiles} file(s) with MCP code, ${count(result.prefixes)} prefix(es) linted, ` +
      `${count(result.parseFailures)} did not parse (fine), ${result.crashes.length} crashed; wall time ${seconds(result.wallMs)}`,
  );
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = path.resolve(options.dir);
  const repos = selectRepos(dir, options.repos);
  const { plugin, file: pluginFile } = await loadPlugin(repoDir);
  const parsers = parserConfigs({ inlineConfig: options.inlineConfig });

  if (options.prefixes) {
    const { entries } = pluginConfigs(plugin, 'all', options.rules);
    log(
      `prefixes: ${repos.length} repositories in ${dir}, configs.all${options.rules ? ' restricted by --rules' : ''}`,
    );
    const result = await runPrefixes({
      dir,
      repos,
      configs: [...parsers, ...entries],
      limit: options.prefixFiles,
      repoDir,
      log,
    });
    printPrefixReport(result);
    return result.crashes.length ? 1 : 0;
  }

  const { entries, enabledRules } = pluginConfigs(plugin, options.config, options.rules);
  const verdicts = loadVerdicts(options.verdicts);
  log(`linting ${repos.length} repositories in ${dir} with configs.${options.config} (${enabledRules.length} rules)`);
  const run = await lintRepos({ dir, repos, overrideConfig: [...parsers, ...entries], log });
  const linted = new Set(repos);
  const enabled = new Set(enabledRules);
  const matching = matchVerdicts(
    run.reports,
    verdicts,
    (entry) => linted.has(entry.file.split('/')[0]) && enabled.has(entry.rule),
  );
  if (options.out) {
    writeFileSync(options.out, `${JSON.stringify(run.reports, null, 1)}\n`);
    log(`wrote ${run.reports.length} report(s) to ${options.out}`);
  }
  printLintReport({ options, pluginFile, enabledRules, run, verdicts, matching });
  return run.crashes.length ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof UsageError) {
      console.error(`realworld: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
