// Recall on real code: applies each mutant of manifest.json (one realistic defect planted in a file
// of a corpus repository), lints the mutant and its unmodified twin with configs.all, and counts a
// mutant as found when the expected rule reports at the expected line of the mutant and not at the
// corresponding line of the twin. Usage and the scoring rule: scripts/evaluate/mutants/README.md.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneLine, table } from '../text-table.js';
import { ESLint } from 'eslint';
import {
  PLUGIN_PREFIX,
  UsageError,
  describeCrash,
  loadPlugin,
  parserConfigs,
  pluginConfigs,
} from '../../../bench/lint-bench/setup.js';
import { readArgs } from '../../../bench/lint-bench/args.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '..', '..', '..');
const MANIFEST = path.join(here, 'manifest.json');

const usage = `usage: node scripts/evaluate/mutants/run.js <corpus-dir> [options]
  <corpus-dir>        a folder holding one folder per repository (<owner>+<name>)
  --plugin FILE.js    the plugin module to score (default dist/plugin.js; MCP_PLUGIN_PATH also works)
  --only a,b          only the mutants with these ids
  --manifest FILE     the mutants (default scripts/evaluate/mutants/manifest.json)
  --json FILE.json    write every mutant's result as JSON
  --write DIR         also write each mutant's text to DIR/<id>.<ext>, to read or lint it alone
exit code: 0 once every mutant was applied and linted (whatever the recall); 1 on a usage error or a
broken mutant (file missing, "find" missing or not unique, a line out of range, a mutant that does not parse)`;

// ---------------------------------------------------------------- options

function readOptions(argv) {
  const { values, positionals } = readArgs(
    argv,
    {
      plugin: { type: 'string' },
      only: { type: 'string' },
      manifest: { type: 'string', default: MANIFEST },
      json: { type: 'string' },
      write: { type: 'string' },
    },
    usage,
    { positionals: true },
  );
  if (positionals.length > 1) throw new UsageError(`one <corpus-dir> only, got "${positionals.join('", "')}"`);
  const dir = positionals[0];
  if (dir === undefined) throw new UsageError(`no <corpus-dir> given\n${usage}`);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${dir} is not a folder`);
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return { ...values, dir, only };
}

// ---------------------------------------------------------------- the manifest

const FIELDS = ['id', 'repo', 'file', 'rule', 'description', 'edit', 'expectLine'];

function loadManifest(file, ruleNames) {
  const text = readFileSync(file, 'utf8');
  const entries = file.endsWith('.jsonl')
    ? text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line))
    : JSON.parse(text);
  if (!Array.isArray(entries)) throw new UsageError(`${file}: expected an array of mutants`);
  const seen = new Set();
  for (const [index, entry] of entries.entries()) {
    const where = `${path.basename(file)} entry ${index + 1}${entry?.id ? ` (${entry.id})` : ''}`;
    const missing = FIELDS.filter((field) => entry?.[field] === undefined);
    if (missing.length) throw new UsageError(`${where}: missing ${missing.join(', ')}`);
    if (seen.has(entry.id)) throw new UsageError(`${where}: duplicate id`);
    seen.add(entry.id);
    if (!ruleNames.includes(entry.rule)) throw new UsageError(`${where}: unknown rule "${entry.rule}"`);
    if (entry.repo.includes('/') || entry.repo.startsWith('.'))
      throw new UsageError(`${where}: "repo" is a folder name <owner>+<name>`);
    if (path.isAbsolute(entry.file) || entry.file.split(/[\\/]/).includes('..'))
      throw new UsageError(`${where}: "file" is a path inside the repository`);
    if (!Number.isInteger(entry.expectLine) || entry.expectLine < 1)
      throw new UsageError(`${where}: "expectLine" is a 1-based line number`);
    const edits = Array.isArray(entry.edit) ? entry.edit : [entry.edit];
    if (!edits.length) throw new UsageError(`${where}: "edit" is empty`);
    for (const edit of edits) {
      const replaceEdit = typeof edit?.find === 'string' && typeof edit.replace === 'string';
      const insertEdit = Number.isInteger(edit?.afterLine) && typeof edit.insert === 'string';
      if (replaceEdit === insertEdit)
        throw new UsageError(`${where}: an edit is { find, replace } or { afterLine, insert }`);
      if (replaceEdit && !edit.find) throw new UsageError(`${where}: "find" is empty`);
    }
  }
  return entries;
}

class BrokenMutant extends Error {}

const newlines = (text) => text.split('\n').length - 1;

/** Offsets at which each line starts (index 0 is line 1), plus the text's length. */
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Applies `edits` (each located in the original text) and returns the mutant's text and the
 * spans they touched, in order: lines `first..last` of the twin became lines
 * `mutantFirst..mutantLast` of the mutant (an insertion touches no line of the twin: last < first).
 */
function applyEdits(original, edits) {
  const starts = lineStarts(original);
  const lineAt = (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const located = edits.map((edit) => {
    if (edit.find !== undefined) {
      const at = original.indexOf(edit.find);
      if (at < 0) throw new BrokenMutant(`"find" does not occur in the file: ${JSON.stringify(edit.find)}`);
      const again = original.indexOf(edit.find, at + 1);
      if (again >= 0)
        throw new BrokenMutant(
          `"find" is not unique (lines ${lineAt(at)} and ${lineAt(again)}): ${JSON.stringify(edit.find)}`,
        );
      const first = lineAt(at);
      return { at, end: at + edit.find.length, text: edit.replace, first, last: first + newlines(edit.find) };
    }
    const lines = starts.length;
    if (edit.afterLine < 0 || edit.afterLine > lines)
      throw new BrokenMutant(`"afterLine" ${edit.afterLine} is outside the file (${lines} lines)`);
    const body = edit.insert.endsWith('\n') ? edit.insert : `${edit.insert}\n`;
    const atEnd = edit.afterLine === lines;
    const at = atEnd ? original.length : starts[edit.afterLine];
    // After the last line (the empty one after a final newline counts, as in ESLint's numbering),
    // the insertion starts a line of its own.
    const text = atEnd ? `\n${body.slice(0, -1)}` : body;
    return { at, end: at, text, first: edit.afterLine + 1, last: edit.afterLine, inserted: newlines(body) };
  });
  // By position; an insertion before a replacement that starts at the same offset.
  located.sort((a, b) => a.at - b.at || a.end - a.at - (b.end - b.at));
  for (let i = 1; i < located.length; i++) {
    const [before, after] = [located[i - 1], located[i]];
    if (after.at < before.end || after.first <= before.last)
      throw new BrokenMutant('two edits overlap or touch the same line');
  }
  let text = '';
  let cursor = 0;
  let delta = 0;
  const spans = [];
  for (const edit of located) {
    text += original.slice(cursor, edit.at) + edit.text;
    cursor = edit.end;
    const mutantFirst = edit.first + delta;
    const mutantLast =
      edit.inserted !== undefined ? mutantFirst + edit.inserted - 1 : mutantFirst + newlines(edit.text);
    spans.push({ first: edit.first, last: edit.last, mutantFirst, mutantLast });
    delta = mutantLast - edit.last;
  }
  text += original.slice(cursor);
  return { text, spans };
}

/**
 * The twin's lines that correspond to `line` of the mutant: outside the edits, the same line
 * shifted by the lines the edits before it added or removed; inside an edit, the lines it replaced
 * (none for an insertion).
 */
function twinLines(line, spans) {
  let delta = 0;
  for (const span of spans) {
    if (line < span.mutantFirst) break;
    if (line <= span.mutantLast) {
      const lines = [];
      for (let l = span.first; l <= span.last; l++) lines.push(l);
      return lines;
    }
    delta = span.mutantLast - span.last;
  }
  return [line - delta];
}

// ---------------------------------------------------------------- linting

/**
 * A function that lints a text as `filePath` and returns the plugin's reports, or the parse error.
 * A rule that throws aborts the whole file in ESLint: as realworld.js does, the file is linted again
 * without that rule, so that the other rules' reports still count, and the crash is returned.
 */
function makeLinter(dir, overrideConfig) {
  const instances = new Map();
  const eslintWithout = (excluded) => {
    const key = [...excluded].sort().join(',');
    if (!instances.has(key)) {
      const ruleFilter = ({ ruleId }) => !excluded.has(ruleId);
      instances.set(
        key,
        new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig, ignore: false, cache: false, ruleFilter }),
      );
    }
    return instances.get(key);
  };
  return async (text, filePath) => {
    const excluded = new Set();
    const crashes = [];
    for (;;) {
      let result;
      try {
        [result] = await eslintWithout(excluded).lintText(text, { filePath, warnIgnored: true });
      } catch (error) {
        const crash = describeCrash(error, repoDir);
        crashes.push(crash);
        if (!crash.rule || excluded.has(crash.rule)) return { crashes, reports: [] };
        excluded.add(crash.rule);
        continue;
      }
      const fatal = result.messages.find((message) => message.fatal);
      if (fatal) return { parseError: `line ${fatal.line}: ${fatal.message}`, crashes, reports: [] };
      const reports = result.messages
        .filter((message) => message.ruleId?.startsWith(PLUGIN_PREFIX))
        .map((message) => ({
          rule: message.ruleId.slice(PLUGIN_PREFIX.length),
          line: message.line,
          column: message.column,
          message: message.message,
        }));
      return { crashes, reports };
    }
  };
}

// ---------------------------------------------------------------- output

const percent = (found, total) => (total ? `${((100 * found) / total).toFixed(0)}%` : '-');

function printResults(results, ruleNames) {
  const rows = [];
  for (const rule of ruleNames) {
    const mine = results.filter((result) => result.rule === rule);
    if (!mine.length) continue;
    const found = mine.filter((result) => result.found).length;
    rows.push([rule, mine.length, found, percent(found, mine.length)]);
  }
  const found = results.filter((result) => result.found).length;
  rows.push(['overall', results.length, found, percent(found, results.length)]);
  console.log(table(['rule', 'mutants', 'found', 'recall'], rows));

  const missed = results.filter((result) => !result.found);
  console.log('');
  console.log(`missed (${missed.length}):`);
  for (const result of missed) {
    console.log(`  ${result.id}  ${result.rule}  [${result.route ?? 'direct'}]  ${result.description}`);
    console.log(`      ${result.repo}/${result.file}:${result.expectLine}  ${result.reason}`);
    for (const report of result.mutantElsewhere)
      console.log(`      mutant reports it at line ${report.line}: ${oneLine(report.message)}`);
    for (const report of result.twinReports)
      console.log(`      twin reports it at line ${report.line}: ${oneLine(report.message)}`);
  }
  if (!missed.length) console.log('  (none)');

  const crashed = results.flatMap((result) =>
    ['mutant', 'twin'].flatMap((side) => result.crashes[side].map((crash) => ({ result, side, crash }))),
  );
  if (crashed.length) {
    console.log('');
    console.log(`crashes (${crashed.length}; the file was linted again without the rule that threw):`);
    for (const { result, side, crash } of crashed)
      console.log(
        `  ${result.id} (${side}, line ${crash.line ?? '?'})  ${crash.rule ?? '(unknown rule)'}: ${oneLine(crash.message)}`,
      );
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const options = readOptions(process.argv.slice(2));
  const dir = path.resolve(options.dir);
  const { plugin, file: pluginFile } = await loadPlugin(repoDir, options.plugin, '--plugin ');
  const ruleNames = Object.keys(plugin.rules).sort();
  let mutants = loadManifest(options.manifest, ruleNames);
  if (options.only) {
    const unknown = options.only.filter((id) => !mutants.some((mutant) => mutant.id === id));
    if (unknown.length) throw new UsageError(`--only: no mutant with id ${unknown.join(', ')}`);
    mutants = mutants.filter((mutant) => options.only.includes(mutant.id));
  }
  const { entries } = pluginConfigs(plugin, 'all');
  const lint = makeLinter(dir, [...parserConfigs(), ...entries]);
  process.stderr.write(
    `scoring ${mutants.length} mutant(s) in ${dir} with ${path.relative(process.cwd(), pluginFile) || pluginFile} (configs.all)\n`,
  );

  const twins = new Map();
  const results = [];
  const broken = [];
  for (const mutant of mutants) {
    const filePath = path.join(dir, mutant.repo, mutant.file);
    try {
      if (!existsSync(filePath)) throw new BrokenMutant(`no such file ${path.join(mutant.repo, mutant.file)}`);
      const original = readFileSync(filePath, 'utf8');
      const edit = applyEdits(original, Array.isArray(mutant.edit) ? mutant.edit : [mutant.edit]);
      const mutantLines = edit.text.split('\n').length;
      if (mutant.expectLine > mutantLines)
        throw new BrokenMutant(`"expectLine" ${mutant.expectLine} is past the mutant's end (${mutantLines} lines)`);
      if (options.write) {
        mkdirSync(options.write, { recursive: true });
        writeFileSync(path.join(options.write, mutant.id + path.extname(mutant.file)), edit.text);
      }
      if (!twins.has(filePath)) twins.set(filePath, await lint(original, filePath));
      const twin = twins.get(filePath);
      const linted = await lint(edit.text, filePath);
      if (linted.parseError) throw new BrokenMutant(`the mutant does not parse: ${linted.parseError}`);
      if (twin.parseError) throw new BrokenMutant(`the original does not parse: ${twin.parseError}`);
      const corresponding = twinLines(mutant.expectLine, edit.spans);
      const ofRule = (reports) => reports.filter((report) => report.rule === mutant.rule);
      const atLine = ofRule(linted.reports).filter((report) => report.line === mutant.expectLine);
      const twinAtLine = ofRule(twin.reports).filter((report) => corresponding.includes(report.line));
      const crash = linted.crashes.find((each) => each.rule === PLUGIN_PREFIX + mutant.rule || !each.rule);
      const found = atLine.length > 0 && twinAtLine.length === 0 && !crash;
      const reason = crash
        ? `${crash.rule ?? 'a rule'} crashed on the mutant: ${oneLine(crash.message)}`
        : !atLine.length
          ? `no ${mutant.rule} report at line ${mutant.expectLine}`
          : twinAtLine.length
            ? `the twin already reports ${mutant.rule} at line ${corresponding.join(', ')}`
            : '';
      results.push({
        id: mutant.id,
        repo: mutant.repo,
        file: mutant.file,
        rule: mutant.rule,
        route: mutant.route,
        framework: mutant.framework,
        description: mutant.description,
        expectLine: mutant.expectLine,
        found,
        reason,
        mutantReports: ofRule(linted.reports),
        mutantElsewhere: ofRule(linted.reports).filter((report) => report.line !== mutant.expectLine),
        twinReports: ofRule(twin.reports),
        crashes: { mutant: linted.crashes, twin: twin.crashes },
      });
    } catch (error) {
      if (!(error instanceof BrokenMutant)) throw error;
      broken.push({ id: mutant.id, message: error.message });
    }
  }

  if (broken.length) {
    console.log(`broken mutants (${broken.length}; fix the manifest or the corpus):`);
    for (const entry of broken) console.log(`  ${entry.id}: ${entry.message}`);
    console.log('');
  }
  printResults(results, ruleNames);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ plugin: pluginFile, results, broken }, null, 1)}\n`);
    process.stderr.write(`wrote ${results.length} result(s) to ${options.json}\n`);
  }
  return broken.length ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof UsageError) console.error(`mutants: ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  },
);
