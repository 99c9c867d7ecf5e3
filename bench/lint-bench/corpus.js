// The files the lint benchmarks lint, read into memory before any timing: with --dir a folder of
// real repositories (one subfolder each, the files of ./repos.js), else the generated corpus of
// bench/corpus/generate.js, made in memory (its paths under bench/.corpus/, never written).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_COUNT, corpusFiles } from '../corpus/generate.js';
import { listRepos, listSourceFiles } from './repos.js';
import { UsageError } from './setup.js';

const repoDir = path.resolve(import.meta.dirname, '..', '..');

/**
 * "This file holds MCP code": an MCP package named in an import or require, or the read method.
 * The per-rule report splits the plugin's time by it (the idea of the rules' own per-file gate).
 */
export const MCP_GATE =
  /@modelcontextprotocol\/|['"](?:fastmcp|tmcp|mcp-framework|xmcp|mcp-handler|@vercel\/mcp-adapter|mcp-use|agents\/mcp)['"/]|@tmcp\/|@mcp-use\/|@frontmcp\/|@rekog\/mcp-nest|resources\/read/;

/** `n` items spread evenly over `items` (indexes floor(j * length / n)), in order; all if n >= length. */
export function spread(items, n) {
  if (n === undefined || n >= items.length) return items;
  return Array.from({ length: n }, (_, j) => items[Math.floor((j * items.length) / n)]);
}

/**
 * `{ kind, dir, files: [{ file, text, mcp }], lines, bytes, ... }`. Folder: the repositories in
 * `dir`, their files in a stable order, and with `files` only that many spread evenly over the
 * list, so every repository contributes about its share. Generated: the first `files` (default
 * DEFAULT_COUNT) of the corpus of seed 1.
 */
export function loadCorpus({ dir, files: cap }) {
  let entries;
  let extra;
  if (dir === undefined) {
    dir = path.join(repoDir, 'bench', '.corpus');
    entries = [...corpusFiles({ count: cap ?? DEFAULT_COUNT })].map(({ path: name, text }) => ({
      file: path.join(dir, name),
      text,
    }));
    extra = { kind: 'generated', dir };
  } else {
    dir = path.resolve(dir);
    const repos = listRepos(dir);
    const listed = repos.flatMap((repo) => listSourceFiles(path.join(dir, repo)));
    entries = spread(listed, cap).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    if (!entries.length) throw new UsageError(`no source files in ${dir}`);
    extra = { kind: 'folder', dir, repos: repos.length, filesListed: listed.length };
  }
  let lines = 0;
  let bytes = 0;
  for (const entry of entries) {
    lines += entry.text.split('\n').length - 1;
    bytes += Buffer.byteLength(entry.text);
    entry.mcp = MCP_GATE.test(entry.text);
  }
  return { ...extra, files: entries, lines, bytes };
}
