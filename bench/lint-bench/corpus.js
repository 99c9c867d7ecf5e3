// The corpus bench/lint-bench.js lints, read into memory before any timing: the generated corpus
// (bench/corpus/, written on first use), or with --dir a folder of real repositories (one subfolder
// each, the files of ./repos.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_CORPUS_DIR,
  DEFAULT_COUNT,
  generateCorpus,
  isCorpusCurrent,
  readManifest,
} from '../corpus/generate.js';
import { listRepos, listSourceFiles } from './repos.js';
import { UsageError } from './setup.js';

/**
 * "This file holds MCP code": an MCP package named in an import or require, or the read method.
 * The --per-rule report splits the plugin's time by it (the idea of the rules' own per-file gate).
 * (`['"/]` is `['"\/]`: a slash needs no escape inside a character class.)
 */
export const MCP_GATE =
  /@modelcontextprotocol\/|['"](?:fastmcp|tmcp|mcp-framework|xmcp|mcp-handler|@vercel\/mcp-adapter|mcp-use|agents\/mcp)['"/]|@tmcp\/|@mcp-use\/|@frontmcp\/|@rekog\/mcp-nest|resources\/read/;

/** `n` items spread evenly over `items` (indexes floor(j * length / n)), in order; all if n >= length. */
export function spread(items, n) {
  if (n === undefined || n >= items.length) return items;
  return Array.from({ length: n }, (_, j) => items[Math.floor((j * items.length) / n)]);
}

/**
 * `{ kind, dir, files: [{ file, text, mcp }], lines, bytes, ... }`. Generated: the first `files` of
 * the corpus of `seed` (at least DEFAULT_COUNT are generated, so `--files N` always means the same
 * N files). Folder: the repositories in `dir` (all, or those in `repos`), their files in a stable
 * order, and with `files` only that many spread evenly over the list, so every repository
 * contributes about its share.
 */
export function loadCorpus({ dir, repos: wanted, files: cap, seed }, log) {
  let entries;
  let extra;
  if (dir === undefined) {
    const count = Math.max(DEFAULT_COUNT, cap ?? 0);
    if (!isCorpusCurrent(DEFAULT_CORPUS_DIR, { count, seed })) {
      const started = performance.now();
      generateCorpus({ dir: DEFAULT_CORPUS_DIR, count, seed });
      log(`generated the corpus (${count} files, seed ${seed}) in ${Math.round(performance.now() - started)} ms`);
    }
    const names = readManifest(DEFAULT_CORPUS_DIR).files.slice(0, cap);
    entries = names.map((name) => ({ file: path.join(DEFAULT_CORPUS_DIR, name) }));
    extra = { kind: 'generated', dir: DEFAULT_CORPUS_DIR, seed };
  } else {
    dir = path.resolve(dir);
    const all = listRepos(dir);
    const missing = (wanted ?? []).filter((repo) => !all.includes(repo));
    if (missing.length) throw new UsageError(`no such repository folder(s) in ${dir}: ${missing.join(', ')}`);
    const repos = wanted ? all.filter((repo) => wanted.includes(repo)) : all;
    const listed = repos.flatMap((repo) => listSourceFiles(path.join(dir, repo)).map((file) => ({ repo, file })));
    entries = spread(listed, cap);
    if (!entries.length) throw new UsageError(`no source files in ${dir}`);
    extra = {
      kind: 'folder',
      dir,
      repos: new Set(entries.map((entry) => entry.repo)).size,
      filesListed: listed.length,
    };
  }
  let lines = 0;
  let bytes = 0;
  const files = entries.map(({ file }) => {
    const text = readFileSync(file, 'utf8');
    lines += countLines(text);
    bytes += Buffer.byteLength(text);
    return { file, text, mcp: MCP_GATE.test(text) };
  });
  return { ...extra, files, lines, bytes };
}

/** Line count as `wc -l` gives it. */
function countLines(text) {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
