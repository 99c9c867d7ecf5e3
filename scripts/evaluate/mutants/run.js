// Recall on real code: applies each mutant (one realistic defect planted in a corpus repository),
// lints the mutant and its unmodified twin with configs.all, and counts a mutant as found when the
// expected rule reports at the expected line of the mutant and not at the corresponding line of the
// twin. manifest.json holds single-file mutants (linted in memory at the file's corpus path);
// cross-module.json holds mutants whose defect is in one module and its evidence in another, linted
// in a hard-linked copy of the repository with every edit on disk. Usage and the scoring rule:
// scripts/evaluate/mutants/README.md.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
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
const MANIFESTS = [path.join(here, 'manifest.json'), path.join(here, 'cross-module.json')];

const usage = `usage: node scripts/evaluate/mutants/run.js <corpus-dir> [options]
  <corpus-dir>        a folder holding one folder per repository (<owner>+<name>)
  --plugin FILE.js    the plugin module to score (default dist/plugin.js; MCP_PLUGIN_PATH also works)
  --only a,b          only the mutants with these ids
  --manifest FILE     the mutants (repeatable; default manifest.json and cross-module.json of this folder)
  --json FILE.json    write every mutant's result as JSON
  --write DIR         also write each mutant's text to DIR (<id>.<ext>, or <id>/<path> for cross-module ones)
  --tmp DIR           where cross-module mutants are copied (default: the system's temporary folder)
  --keep              keep those copies (their folder is printed) instead of removing them
exit code: 0 once every mutant was applied and linted (whatever the recall); 1 on a usage error or a
broken mutant (file missing, "find" missing or not unique, a line out of range, a mutant that does not parse)`;

// ---------------------------------------------------------------- options

function readOptions(argv) {
  const { values, positionals } = readArgs(
    argv,
    {
      plugin: { type: 'string' },
      only: { type: 'string' },
      manifest: { type: 'string', multiple: true },
      json: { type: 'string' },
      write: { type: 'string' },
      tmp: { type: 'string' },
      keep: { type: 'boolean' },
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
  const manifests = values.manifest?.length ? values.manifest.map((file) => path.resolve(file)) : MANIFESTS;
  for (const file of manifests) if (!existsSync(file)) throw new UsageError(`--manifest: no such file ${file}`);
  if (values.tmp && (!existsSync(values.tmp) || !statSync(values.tmp).isDirectory()))
    throw new UsageError(`--tmp: ${values.tmp} is not a folder`);
  return { ...values, dir, only, manifests };
}

// ---------------------------------------------------------------- the manifests

const SINGLE_FIELDS = ['id', 'repo', 'file', 'rule', 'description', 'edit', 'expectLine'];
const CROSS_FIELDS = ['id', 'repo', 'rule', 'description', 'edits', 'expectFile', 'expectLine'];

const isInnerPath = (file) =>
  typeof file === 'string' && file !== '' && !path.isAbsolute(file) && !file.split(/[\\/]/).includes('..');
const isLine = (line) => Number.isInteger(line) && line >= 1;

/** The edits of one file: `{ find, replace }` or `{ afterLine, insert }`, or a non-empty list of them. */
function checkEdit(edit, where) {
  const edits = Array.isArray(edit) ? edit : [edit];
  if (!edits.length) throw new UsageError(`${where}: "edit" is empty`);
  for (const each of edits) {
    const replaceEdit = typeof each?.find === 'string' && typeof each.replace === 'string';
    const insertEdit = Number.isInteger(each?.afterLine) && typeof each.insert === 'string';
    if (replaceEdit === insertEdit)
      throw new UsageError(`${where}: an edit is { find, replace } or { afterLine, insert }`);
    if (replaceEdit && !each.find) throw new UsageError(`${where}: "find" is empty`);
  }
}

/** A cross-module mutant's `edits` (`{ file, edit }` or `{ file, create }`, one per file) and `orAt`. */
function checkCrossModule(entry, where) {
  if (!Array.isArray(entry.edits) || !entry.edits.length)
    throw new UsageError(`${where}: "edits" is a non-empty list of { file, edit } or { file, create }`);
  const files = new Set();
  for (const each of entry.edits) {
    if (!isInnerPath(each?.file))
      throw new UsageError(`${where}: each of "edits" names a "file" inside the repository`);
    if (files.has(each.file))
      throw new UsageError(`${where}: ${each.file} is edited twice (give it one list of edits)`);
    files.add(each.file);
    if ((each.edit === undefined) === (each.create === undefined))
      throw new UsageError(`${where}: ${each.file}: give either "edit" or "create"`);
    if (each.edit !== undefined) checkEdit(each.edit, `${where}: ${each.file}`);
    else if (typeof each.create !== 'string' || !each.create.trim())
      throw new UsageError(`${where}: ${each.file}: "create" is the new file's text`);
  }
  if (!isInnerPath(entry.expectFile)) throw new UsageError(`${where}: "expectFile" is a path inside the repository`);
  if (entry.orAt !== undefined) {
    if (!Array.isArray(entry.orAt)) throw new UsageError(`${where}: "orAt" is a list of { file, line }`);
    for (const at of entry.orAt)
      if (!isInnerPath(at?.file) || !isLine(at.line))
        throw new UsageError(
          `${where}: each of "orAt" is { file, line } (a path inside the repository, a 1-based line)`,
        );
  }
}

function loadManifest(file, ruleNames, seen) {
  const text = readFileSync(file, 'utf8');
  const entries = file.endsWith('.jsonl')
    ? text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line))
    : JSON.parse(text);
  if (!Array.isArray(entries)) throw new UsageError(`${file}: expected an array of mutants`);
  const manifest = path.basename(file);
  for (const [index, entry] of entries.entries()) {
    const where = `${manifest} entry ${index + 1}${entry?.id ? ` (${entry.id})` : ''}`;
    const cross = entry?.edits !== undefined;
    if (cross && (entry.file !== undefined || entry.edit !== undefined))
      throw new UsageError(`${where}: a mutant has "file" and "edit" (one file) or "edits" and "expectFile" (several)`);
    const missing = (cross ? CROSS_FIELDS : SINGLE_FIELDS).filter((field) => entry?.[field] === undefined);
    if (missing.length) throw new UsageError(`${where}: missing ${missing.join(', ')}`);
    if (seen.has(entry.id)) throw new UsageError(`${where}: duplicate id (also in ${seen.get(entry.id)})`);
    seen.set(entry.id, manifest);
    if (!ruleNames.includes(entry.rule)) throw new UsageError(`${where}: unknown rule "${entry.rule}"`);
    if (entry.repo.includes('/') || entry.repo.startsWith('.'))
      throw new UsageError(`${where}: "repo" is a folder name <owner>+<name>`);
    if (!isLine(entry.expectLine)) throw new UsageError(`${where}: "expectLine" is a 1-based line number`);
    if (cross) checkCrossModule(entry, where);
    else {
      if (!isInnerPath(entry.file)) throw new UsageError(`${where}: "file" is a path inside the repository`);
      checkEdit(entry.edit, where);
    }
    entry.kind = cross ? 'cross-module' : 'single-file';
    entry.manifest = manifest;
  }
  return entries;
}

class BrokenMutant extends Error {}

const newlines = (text) => text.split('\n').length - 1;
const lineCount = (text) => text.split('\n').length;

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
 * (none for an insertion). A file the mutant creates has no twin: no line corresponds.
 */
function twinLines(line, spans) {
  if (spans === null) return [];
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

// ---------------------------------------------------------------- copies of a repository

/**
 * A copy of `source` at `target` whose files are hard links to the corpus's (`cp -al`: cheap, and
 * what the plugin reads from disk is what the corpus holds). Falls back to a plain copy when hard
 * links cannot be made (another file system). Never write into such a copy but through `writeCopy`.
 */
function copyTree(source, target) {
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    execFileSync('cp', ['-al', source, target], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch {
    rmSync(target, { recursive: true, force: true });
    cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

/**
 * Writes `text` to `file` of the copy at `root`: the link to the corpus's file is removed first, so
 * the new text never reaches the corpus, and a path that leads out of the copy (through a symbolic
 * link of the repository) is refused.
 */
function writeCopy(root, file, text) {
  const target = path.join(root, file);
  const realRoot = realpathSync(root);
  let existing = path.dirname(target);
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep))
    throw new BrokenMutant(`${file} leads out of the copy of the repository (a symbolic link?)`);
  mkdirSync(path.dirname(target), { recursive: true });
  if (lstatSync(target, { throwIfNoEntry: false })) unlinkSync(target);
  writeFileSync(target, text);
}

/** The temporary folder the cross-module mutants are copied into, removed at exit unless kept. */
function makeScratch(options) {
  const root = mkdtempSync(path.join(options.tmp ?? os.tmpdir(), 'mcp-mutants-'));
  const remove = () => {
    if (!options.keep) rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      remove();
      process.exit(130);
    });
  return root;
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

// ---------------------------------------------------------------- scoring

/**
 * Whether the mutant is found: at one of `positions` (`{ file, line }`), the rule reports in the
 * mutant and not at the corresponding lines of the twin. `linted` maps each linted file to
 * `{ mutant, twin, spans }` (`twin` undefined and `spans` null for a file the mutant creates).
 */
function score(mutant, positions, linted) {
  const ofRule = (reports) => reports.filter((report) => report.rule === mutant.rule);
  const crash = [...linted.values()]
    .flatMap((each) => each.mutant.crashes)
    .find((each) => each.rule === PLUGIN_PREFIX + mutant.rule || !each.rule);
  const atPositions = positions.map((position) => {
    const { mutant: lint, twin, spans } = linted.get(position.file);
    const corresponding = twinLines(position.line, spans);
    return {
      ...position,
      corresponding,
      mutant: ofRule(lint.reports).filter((report) => report.line === position.line),
      twin: twin ? ofRule(twin.reports).filter((report) => corresponding.includes(report.line)) : [],
    };
  });
  const hit = atPositions.find((at) => at.mutant.length && !at.twin.length);
  const found = !!hit && !crash;
  const where = (at) => (positions.length > 1 ? ` (${at.file})` : '');
  const reason = crash
    ? `${crash.rule ?? 'a rule'} crashed on the mutant: ${oneLine(crash.message)}`
    : found
      ? ''
      : atPositions
          .map((at) =>
            !at.mutant.length
              ? `no ${mutant.rule} report at line ${at.line}${where(at)}`
              : `the twin already reports ${mutant.rule} at line ${at.corresponding.join(', ')}${where(at)}`,
          )
          .join('; ');
  const isPosition = (file, report) => positions.some((at) => at.file === file && at.line === report.line);
  const elsewhere = [];
  const twinReports = [];
  for (const [file, each] of linted) {
    for (const report of ofRule(each.mutant.reports))
      if (!isPosition(file, report)) elsewhere.push({ file, ...report });
    if (positions.some((at) => at.file === file))
      for (const report of ofRule(each.twin?.reports ?? [])) twinReports.push({ file, ...report });
  }
  return {
    found,
    foundAt: found ? { file: hit.file, line: hit.line } : undefined,
    reason,
    mutantReports: [...linted].flatMap(([file, each]) =>
      ofRule(each.mutant.reports).map((report) => ({ file, ...report })),
    ),
    mutantElsewhere: elsewhere,
    twinReports,
    crashes: {
      mutant: [...linted.values()].flatMap((each) => each.mutant.crashes),
      twin: [...linted.values()].flatMap((each) => each.twin?.crashes ?? []),
    },
  };
}

/** The fields every result carries, whatever the kind of mutant. */
const describe = (mutant) => ({
  id: mutant.id,
  manifest: mutant.manifest,
  kind: mutant.kind,
  repo: mutant.repo,
  file: mutant.kind === 'cross-module' ? mutant.expectFile : mutant.file,
  rule: mutant.rule,
  route: mutant.route,
  framework: mutant.framework,
  description: mutant.description,
  expectLine: mutant.expectLine,
  ...(mutant.kind === 'cross-module' ? { edited: mutant.edits.map((each) => each.file), orAt: mutant.orAt ?? [] } : {}),
});

/** A single-file mutant: its text linted in memory with `filePath` its path in the corpus. */
async function runSingleFile(mutant, { dir, lint, twins, options }) {
  const filePath = path.join(dir, mutant.repo, mutant.file);
  if (!existsSync(filePath)) throw new BrokenMutant(`no such file ${path.join(mutant.repo, mutant.file)}`);
  const original = readFileSync(filePath, 'utf8');
  const edit = applyEdits(original, Array.isArray(mutant.edit) ? mutant.edit : [mutant.edit]);
  if (mutant.expectLine > lineCount(edit.text))
    throw new BrokenMutant(
      `"expectLine" ${mutant.expectLine} is past the mutant's end (${lineCount(edit.text)} lines)`,
    );
  if (options.write) {
    mkdirSync(options.write, { recursive: true });
    writeFileSync(path.join(options.write, mutant.id + path.extname(mutant.file)), edit.text);
  }
  if (!twins.has(filePath)) twins.set(filePath, await lint(original, filePath));
  const twin = twins.get(filePath);
  const linted = await lint(edit.text, filePath);
  if (linted.parseError) throw new BrokenMutant(`the mutant does not parse: ${linted.parseError}`);
  if (twin.parseError) throw new BrokenMutant(`the original does not parse: ${twin.parseError}`);
  const files = new Map([[mutant.file, { mutant: linted, twin, spans: edit.spans }]]);
  return score(mutant, [{ file: mutant.file, line: mutant.expectLine }], files);
}

/**
 * A cross-module mutant: the repository is copied (hard links) into the scratch folder, each edited
 * file replaced there and each created file written, so that what the plugin reads from disk is
 * the mutant; the expected file, the files of `orAt` and the edited files are linted with their path
 * in that copy. The twin is an unedited copy of the repository (one per repository), the same files
 * linted there. The copy of the mutant is removed once linted (unless --keep).
 */
async function runCrossModule(mutant, { dir, scratch, lintCopy, twins, twinCopies, options }) {
  const source = path.join(dir, mutant.repo);
  if (!existsSync(source)) throw new BrokenMutant(`no such repository ${mutant.repo}`);
  const edited = new Map();
  for (const each of mutant.edits) {
    const original = path.join(source, each.file);
    if (each.create !== undefined) {
      if (existsSync(original)) throw new BrokenMutant(`${each.file} exists: "create" makes a new file`);
      const text = each.create.endsWith('\n') ? each.create : `${each.create}\n`;
      edited.set(each.file, { text, spans: null });
      continue;
    }
    if (!existsSync(original)) throw new BrokenMutant(`no such file ${path.join(mutant.repo, each.file)}`);
    try {
      const edit = applyEdits(readFileSync(original, 'utf8'), Array.isArray(each.edit) ? each.edit : [each.edit]);
      edited.set(each.file, edit);
    } catch (error) {
      if (error instanceof BrokenMutant) error.message = `${each.file}: ${error.message}`;
      throw error;
    }
  }
  const positions = [{ file: mutant.expectFile, line: mutant.expectLine }, ...(mutant.orAt ?? [])];
  const files = [...new Set([...positions.map((at) => at.file), ...edited.keys()])];
  const textOf = (file) => edited.get(file)?.text ?? readFileSync(path.join(source, file), 'utf8');
  for (const at of positions) {
    if (!edited.has(at.file) && !existsSync(path.join(source, at.file)))
      throw new BrokenMutant(`no such file ${path.join(mutant.repo, at.file)} (expected a report there)`);
    const lines = lineCount(textOf(at.file));
    if (at.line > lines) throw new BrokenMutant(`line ${at.line} is past the end of ${at.file} (${lines} lines)`);
  }
  if (options.write)
    for (const [file, { text }] of edited) {
      const target = path.join(options.write, mutant.id, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }

  // The twin: one unedited copy per repository, each file linted once.
  if (!twinCopies.has(mutant.repo)) {
    const copy = path.join(scratch, 'twin', mutant.repo);
    copyTree(source, copy);
    twinCopies.set(mutant.repo, copy);
  }
  const twinRoot = twinCopies.get(mutant.repo);
  const linted = new Map();
  for (const file of files) {
    if (edited.get(file)?.spans === null) continue; // created: no twin
    const twinPath = path.join(twinRoot, file);
    if (!twins.has(twinPath)) twins.set(twinPath, await lintCopy(readFileSync(twinPath, 'utf8'), twinPath));
    const twin = twins.get(twinPath);
    if (twin.parseError) throw new BrokenMutant(`${file}: the original does not parse: ${twin.parseError}`);
    linted.set(file, { twin });
  }

  const copyRoot = path.join(scratch, mutant.id, mutant.repo);
  copyTree(source, copyRoot);
  try {
    for (const [file, { text }] of edited) writeCopy(copyRoot, file, text);
    for (const file of files) {
      const result = await lintCopy(textOf(file), path.join(copyRoot, file));
      if (result.parseError) throw new BrokenMutant(`${file}: the mutant does not parse: ${result.parseError}`);
      linted.set(file, { twin: linted.get(file)?.twin, mutant: result, spans: edited.get(file)?.spans ?? [] });
    }
  } finally {
    if (!options.keep) rmSync(path.join(scratch, mutant.id), { recursive: true, force: true });
  }
  return score(mutant, positions, linted);
}

// ---------------------------------------------------------------- output

const percent = (found, total) => (total ? `${((100 * found) / total).toFixed(0)}%` : '-');

/** Mutants, found and recall per value of `key` (in `order` when given), and overall. */
function recallTable(results, title, key, order) {
  const values = order ?? [...new Set(results.map(key))].sort();
  const rows = [];
  for (const value of values) {
    const mine = results.filter((result) => key(result) === value);
    if (!mine.length) continue;
    const found = mine.filter((result) => result.found).length;
    rows.push([value, mine.length, found, percent(found, mine.length)]);
  }
  const found = results.filter((result) => result.found).length;
  rows.push(['overall', results.length, found, percent(found, results.length)]);
  return table([title, 'mutants', 'found', 'recall'], rows);
}

const place = (result, file, line) => `${result.repo}/${file}:${line}`;

function printResults(results, ruleNames) {
  const manifests = [...new Set(results.map((result) => result.manifest))];
  for (const manifest of manifests) {
    const mine = results.filter((result) => result.manifest === manifest);
    console.log(`${manifest} (${mine[0].kind}): ${mine.length} mutant(s)`);
    console.log(recallTable(mine, 'rule', (result) => result.rule, ruleNames));
    console.log('');
    console.log(recallTable(mine, 'route', (result) => result.route ?? 'direct'));
    console.log('');
  }
  if (manifests.length > 1) {
    const found = results.filter((result) => result.found).length;
    console.log(`all manifests: ${found} of ${results.length} found (${percent(found, results.length)})`);
    console.log('');
  }

  const missed = results.filter((result) => !result.found);
  console.log(`missed (${missed.length}):`);
  for (const result of missed) {
    console.log(`  ${result.id}  ${result.rule}  [${result.route ?? 'direct'}]  ${result.description}`);
    const alternatives = (result.orAt ?? []).map((at) => ` or ${at.file}:${at.line}`).join('');
    console.log(`      ${place(result, result.file, result.expectLine)}${alternatives}  ${result.reason}`);
    for (const report of result.mutantElsewhere)
      console.log(`      mutant reports it at ${report.file}:${report.line}: ${oneLine(report.message)}`);
    for (const report of result.twinReports)
      console.log(`      twin reports it at ${report.file}:${report.line}: ${oneLine(report.message)}`);
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
  const seen = new Map();
  let mutants = options.manifests.flatMap((file) => loadManifest(file, ruleNames, seen));
  if (options.only) {
    const unknown = options.only.filter((id) => !mutants.some((mutant) => mutant.id === id));
    if (unknown.length) throw new UsageError(`--only: no mutant with id ${unknown.join(', ')}`);
    mutants = mutants.filter((mutant) => options.only.includes(mutant.id));
  }
  const { entries } = pluginConfigs(plugin, 'all');
  const config = [...parserConfigs(), ...entries];
  const scratch = mutants.some((mutant) => mutant.kind === 'cross-module') ? makeScratch(options) : undefined;
  const context = {
    dir,
    options,
    scratch,
    lint: makeLinter(dir, config),
    lintCopy: scratch && makeLinter(scratch, config),
    twins: new Map(),
    twinCopies: new Map(),
  };
  process.stderr.write(
    `scoring ${mutants.length} mutant(s) in ${dir} with ${path.relative(process.cwd(), pluginFile) || pluginFile} (configs.all)\n`,
  );
  if (scratch && options.keep) process.stderr.write(`copies of the cross-module mutants kept in ${scratch}\n`);

  const results = [];
  const broken = [];
  for (const mutant of mutants) {
    try {
      const run = mutant.kind === 'cross-module' ? runCrossModule : runSingleFile;
      results.push({ ...describe(mutant), ...(await run(mutant, context)) });
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
