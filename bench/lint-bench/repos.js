// A folder of repositories (one subfolder each): the repositories, and the source files in each that
// bench/lint-bench.js --dir and the corpus evaluations (scripts/evaluate/) lint.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Names that are linted; declaration files (.d.ts, .d.mts, .d.cts) are not. */
const SOURCE_NAME = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;
const DECLARATION_NAME = /\.d\.[cm]?ts$/;
// Only .ts, .tsx, .mts, .cts, .js, .jsx, .mjs, .cjs: the regex above also accepts .mtsx and .cjsx,
// which do not exist as formats.
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);

/**
 * Folders never entered, at any depth. node_modules, dist, .git as asked; coverage/ is Istanbul
 * output; the dot-folders are framework build caches. Not skipped: build/, out/, lib/ (real
 * sources live there, e.g. angular-cli's packages/angular/build) and .xmcp/ (a committed bundle
 * that is a deliberate crash and cost test).
 */
export const SKIPPED_DIRS = [
  'node_modules',
  'dist',
  '.git',
  'coverage',
  '.next',
  '.nuxt',
  '.output',
  '.svelte-kit',
  '.turbo',
  '.vercel',
];
const skipped = new Set(SKIPPED_DIRS);

export function isSourceFile(name) {
  return SOURCE_NAME.test(name) && EXTENSIONS.has(path.extname(name)) && !DECLARATION_NAME.test(name);
}

/** One folder per repository: the immediate subfolders of `dir`, not hidden, sorted by name. */
export function listRepos(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Source files under `root`, as absolute paths in a stable order. Symbolic links are not followed
 * (neither to files nor to folders), so nothing is linted twice or outside the repository.
 */
export function listSourceFiles(root) {
  const files = [];
  const walk = (folder) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(full);
      } else if (entry.isFile() && isSourceFile(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(root);
  return files;
}

/** `<owner>+<name>/relative/path`, with forward slashes, as used in the JSON and the verdicts. */
export function relativeName(dir, file) {
  return path.relative(dir, file).split(path.sep).join('/');
}
