// How the project layer reads the modules a file imports: oxc-parser with typescript-eslint's scope
// manager (what src/project/module-source.ts does), against typescript-eslint's own parser (what ESLint
// runs on the linted file), on the same files, side by side in one run. Run: node bench/module-parse.js
// <folder> [--files N] [--runs N]. The folder's .ts/.js files are read once; each parser parses every
// file `runs` times, interleaved; the medians per file are summed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseForESLint } from '@typescript-eslint/parser';
import { analyze } from '@typescript-eslint/scope-manager';
import { parseSync } from 'oxc-parser';

const [dir, ...rest] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/module-parse.js <folder> [--files N] [--runs N]');
  process.exit(1);
}
const option = (name, fallback) => {
  const index = rest.indexOf(name);
  return index >= 0 ? Number(rest[index + 1]) : fallback;
};
const maxFiles = option('--files', 400);
const runs = option('--runs', 5);

const files = [];
const visit = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (files.length >= maxFiles) return;
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) visit(full);
    else if (/\.(?:[cm]?ts|tsx|[cm]?js)$/.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) {
      if (statSync(full).size < 1_000_000) files.push(full);
    }
  }
};
visit(dir);

const texts = files.map((file) => [file, readFileSync(file, 'utf8')]);
const lanes = {
  'oxc-parser + scope manager': (file, text) => {
    const result = parseSync(file, text, { range: true, preserveParens: false, astType: 'ts' });
    analyze(result.program, { sourceType: 'module' });
  },
  '@typescript-eslint/parser (parseForESLint)': (file, text) => {
    parseForESLint(text, {
      filePath: file,
      range: true,
      loc: true,
      tokens: true,
      comment: true,
      sourceType: 'module',
      jsx: file.endsWith('x'),
    });
  },
};
const medians = Object.fromEntries(Object.keys(lanes).map((name) => [name, 0]));
let failed = 0;
for (const [file, text] of texts) {
  const times = Object.fromEntries(Object.keys(lanes).map((name) => [name, []]));
  try {
    for (let run = 0; run < runs; run++)
      for (const [name, parse] of Object.entries(lanes)) {
        const start = performance.now();
        parse(file, text);
        times[name].push(performance.now() - start);
      }
  } catch {
    failed++;
    continue;
  }
  for (const [name, list] of Object.entries(times)) medians[name] += list.sort((a, b) => a - b)[list.length >> 1];
}
console.log(`${texts.length - failed} files of ${dir} (${failed} did not parse), median of ${runs} runs each`);
for (const [name, total] of Object.entries(medians))
  console.log(`${name.padEnd(44)} ${total.toFixed(0).padStart(6)} ms`);
const [oxc, tsestree] = Object.values(medians);
console.log(`ratio ${(oxc / tsestree).toFixed(2)}x`);
