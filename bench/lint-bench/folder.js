// The --dir corpus of bench/lint-bench.js: a folder of real repositories (one subfolder each), with
// the files of ./repos.js, read into memory before any timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listRepos, listSourceFiles } from './repos.js';

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

/** Line count as `wc -l` gives it. */
const countLines = (text) => {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
};

/**
 * The repositories in `dir` (all, or those `wanted` names), their source files in a stable order,
 * and with `cap` only `cap` of them spread evenly over that list, so every repository contributes
 * about its share. Throws an Error with a message for the user on unknown repository names.
 */
export function loadFolderCorpus(dir, { repos: wanted, files: cap } = {}) {
  const all = listRepos(dir);
  if (wanted) {
    const missing = wanted.filter((repo) => !all.includes(repo));
    if (missing.length) throw new Error(`no such repository folder(s) in ${dir}: ${missing.join(', ')}`);
  }
  const repos = wanted ? all.filter((repo) => wanted.includes(repo)) : all;
  const listed = repos.flatMap((repo) => listSourceFiles(path.join(dir, repo)).map((file) => ({ repo, file })));
  const files = spread(listed, cap).map(({ repo, file }) => {
    const text = readFileSync(file, 'utf8');
    return { repo, file, text, mcp: MCP_GATE.test(text) };
  });
  let lines = 0;
  let bytes = 0;
  for (const { text } of files) {
    lines += countLines(text);
    bytes += Buffer.byteLength(text);
  }
  return {
    dir,
    repos: repos.filter((repo) => files.some((entry) => entry.repo === repo)),
    reposListed: repos.length,
    filesListed: listed.length,
    files,
    lines,
    bytes,
  };
}
