// The editor-typing crash test of scripts/evaluate/realworld.js (--prefixes): every line prefix of every file
// holding MCP code, linted with all plugin rules, one Linter, no file I/O inside the loop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ESLint, Linter } from 'eslint';
import { listSourceFiles, relativeName } from '../../../bench/lint-bench/repos.js';
import { describeCrash } from '../../../bench/lint-bench/setup.js';

/** "This file holds MCP code": the files whose prefixes are linted. */
const MCP_TEXT =
  /@modelcontextprotocol|ResourceTemplate|registerResource|addResourceTemplate|ReadResourceRequestSchema|resources\/read|uriTemplate|readResource/;

/** Offsets where prefixes end: after each newline, and the end of the text if it has no final newline. */
function prefixEnds(text) {
  const ends = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) ends.push(at + 1);
  if (ends.at(-1) !== text.length) ends.push(text.length);
  return ends;
}

/**
 * Files to check: the files of each repository that match MCP_TEXT, taken round-robin over the
 * repositories (their first file each, then their second, ...) so a `limit` samples them all.
 */
function pickFiles(dir, repos, limit) {
  const perRepo = repos.map((repo) =>
    listSourceFiles(path.join(dir, repo))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => MCP_TEXT.test(text)),
  );
  const total = perRepo.reduce((sum, files) => sum + files.length, 0);
  const picked = [];
  for (let round = 0; picked.length < Math.min(limit ?? Infinity, total); round++) {
    for (const files of perRepo) {
      if (round < files.length && picked.length < (limit ?? Infinity)) picked.push(files[round]);
    }
  }
  return { picked, total };
}

/**
 * `Linter#verify` normalizes a plain config array again on every call (about 0.7 ms, a fifth of
 * the work on a typical prefix). It skips that when handed an array with a `getConfig` method, as
 * ESLint itself passes its normalized FlatConfigArray: so compute each extension's config once
 * with `ESLint#calculateConfigForFile` and hand out that. Falls back to the plain array if the
 * computed config does not look like ESLint's Config (another ESLint version).
 */
function configCache(dir, configs) {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: configs, ignore: false });
  const byExtension = new Map();
  return async (file) => {
    const extension = path.extname(file);
    if (!byExtension.has(extension)) {
      const config = await eslint.calculateConfigForFile(file);
      byExtension.set(
        extension,
        typeof config?.getRuleDefinition === 'function' ? Object.assign([], { getConfig: () => config }) : configs,
      );
    }
    return byExtension.get(extension);
  };
}

/**
 * Lints every prefix; returns what was checked and every crash. `configs` is a flat config array
 * (parser entries plus plugin entries); `log` gets progress lines.
 */
export async function runPrefixes({ dir, repos, configs, limit, repoDir, log }) {
  const started = performance.now();
  const { picked, total } = pickFiles(dir, repos, limit);
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const configFor = configCache(dir, configs);
  const crashes = [];
  let prefixes = 0;
  let parseFailures = 0;
  let lastLog = performance.now();
  for (const [index, { file, text }] of picked.entries()) {
    const name = relativeName(dir, file);
    const config = await configFor(file);
    const ends = prefixEnds(text);
    const fileStarted = performance.now();
    ends.forEach((end, k) => {
      prefixes++;
      try {
        const messages = linter.verify(text.slice(0, end), config, { filename: file });
        if (messages.some((message) => message.fatal)) parseFailures++;
      } catch (error) {
        crashes.push({ file: name, k: k + 1, lines: ends.length, ...describeCrash(error, repoDir) });
      }
      if (performance.now() - lastLog > 15000) {
        lastLog = performance.now();
        log(`  ${name}: prefix ${k + 1}/${ends.length} (${((lastLog - started) / 1000).toFixed(0)} s so far)`);
      }
    });
    log(
      `[${index + 1}/${picked.length}] ${name}: ${ends.length} prefixes, ${((performance.now() - fileStarted) / 1000).toFixed(1)} s`,
    );
  }
  return {
    files: picked.length,
    mcpFiles: total,
    prefixes,
    parseFailures,
    crashes,
    wallMs: performance.now() - started,
  };
}

/** Groups crashes by (file, rule, message): one entry with the list of k, so a rule that crashes on many prefixes is one paragraph. */
export function groupPrefixCrashes(crashes) {
  const groups = new Map();
  for (const crash of crashes) {
    const key = `${crash.file}\0${crash.rule}\0${crash.message}`;
    if (!groups.has(key)) groups.set(key, { ...crash, ks: [] });
    groups.get(key).ks.push(crash.k);
  }
  return [...groups.values()];
}

/** "3, 7-9, 12" */
export function ranges(numbers) {
  const parts = [];
  for (let i = 0; i < numbers.length; i++) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    parts.push(i === j ? `${numbers[i]}` : `${numbers[i]}-${numbers[j]}`);
    i = j;
  }
  return parts.join(', ');
}
