// How much of what real servers register the plugin's model sees. For each folder of repositories:
// a plain text census of registration-like calls per SDK or framework, and the registrations the
// model finds at those lines, in non-test code (and in test code, apart).
// Usage: node --import tsx scripts/evaluate/coverage.js <corpus-dir> [--list missed|found|all] [--framework id]
// How to read the output: scripts/evaluate/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { modelProbe, registrationLines } from './model-probe.js';
import { isTestFile } from '../../src/rule/test-files.ts';
import { listRepos, listSourceFiles, relativeName } from '../../bench/lint-bench/repos.js';

/**
 * The census: a registration-like call is a line that matches `pattern` in a file whose imports
 * match `imports` (a framework's calls are only its calls in files that import it). `modelled`:
 * `true`, the plugin has an adapter for it; `'templates only'`, only its templates are read; `false`,
 * not modelled, counted so that what is not seen is shown.
 */
const CENSUS = [
  // mcp-handler, @vercel/mcp-adapter and Cloudflare's agents hand the SDK's own McpServer to the user's code.
  {
    id: 'sdk (+ mcp-handler, agents)',
    imports: /['"](?:@modelcontextprotocol\/(?:sdk|server)|mcp-handler|@vercel\/mcp-adapter|agents\/mcp)/,
    pattern:
      /\.\s*(?:registerResource|resource)\s*\(|setRequestHandler\(\s*(?:\w+\.)?ReadResourceRequestSchema|setRequestHandler\(\s*['"]resources\/read['"]/,
    modelled: true,
  },
  {
    id: 'fastmcp',
    imports: /from\s+['"]fastmcp['"]/,
    pattern: /\.\s*addResource(?:Template)?\s*\(|:\s*(?:\w+\.)?(?:ResourceTemplate|Resource)\s*</,
    modelled: true,
  },
  {
    id: 'tmcp',
    imports: /from\s+['"]tmcp(?:\/[\w-]+)?['"]/,
    pattern: /\.\s*(?:template|resource)\s*\(|\bdefine(?:Template|Resource)\s*\(/,
    modelled: true,
  },
  {
    id: 'mcp-framework',
    imports: /from\s+['"]mcp-framework['"]/,
    pattern: /\bextends\s+MCPResource\b/,
    modelled: true,
  },
  // xmcp serves the default export of each file under resources/(scheme)/, the template from its path.
  {
    id: 'xmcp',
    imports: /from\s+['"]xmcp['"]|export const metadata\b/,
    path: /\/resources\/(?:.*\/)?\([^/]+\)\//,
    pattern: /^export default\b/,
    modelled: true,
  },
  {
    id: 'mcp-use',
    imports: /from\s+['"]mcp-use(?:\/server)?['"]/,
    pattern: /\.\s*(?:resource|resourceTemplate)\s*\(/,
    modelled: false,
  },
  {
    id: 'decorators (@rekog/mcp-nest, @frontmcp)',
    imports: /from\s+['"](?:@rekog\/mcp-nest|@frontmcp\/[\w-]+)['"]/,
    pattern: /@(?:Resource|ResourceTemplate)\s*\(/,
    modelled: 'templates only',
  },
];

const usage =
  'usage: node --import tsx scripts/evaluate/coverage.js <corpus-dir> [--list missed|found|all] [--framework id]';
let dir;
let list;
let only;
let bad = false;
for (const args = process.argv.slice(2); args.length > 0;) {
  const arg = args.shift();
  const value = () => args.shift() ?? ((bad = true), undefined);
  if (arg === '--list') list = value();
  else if (arg === '--framework') only = value();
  else if (!arg.startsWith('--') && dir === undefined) dir = arg;
  else bad = true;
}
if (bad || !dir || (list !== undefined && !['missed', 'found', 'all'].includes(list))) {
  console.error(usage);
  process.exit(1);
}

/** The lines at which the model places a registration: the method's name, the call's first line, a definition's declarator. */
const modelLines = (registrations) =>
  new Set(registrations.flatMap((registration) => [...registrationLines(registration)]));

const modelOfText = modelProbe(dir);

const totals = new Map(
  CENSUS.map((c) => [
    c.id,
    { nonTest: { census: 0, found: 0 }, test: { census: 0, found: 0 }, missed: [], foundLines: [] },
  ]),
);
let files = 0;
let parseFailures = 0;
for (const repo of listRepos(dir)) {
  for (const file of listSourceFiles(path.join(dir, repo))) {
    const text = readFileSync(file, 'utf8');
    const applicable = CENSUS.filter(
      (c) =>
        (!only || c.id === only) && c.imports.test(text) && (!c.path || c.path.test(file.split(path.sep).join('/'))),
    );
    if (applicable.length === 0) continue;
    const name = relativeName(dir, file);
    const censusLines = new Map();
    text.split('\n').forEach((line, index) => {
      for (const c of applicable)
        if (c.pattern.test(line) && !censusLines.has(index + 1)) censusLines.set(index + 1, c);
    });
    if (censusLines.size === 0) continue;
    files++;
    const probed = modelOfText(text, file);
    if (probed.error?.startsWith('does not parse')) parseFailures++;
    const seen = modelLines(probed.model?.registrations ?? []);
    const bucket = isTestFile(name) ? 'test' : 'nonTest';
    for (const [line, c] of censusLines) {
      const total = totals.get(c.id);
      total[bucket].census++;
      const where = `${name}:${line}`;
      if (seen.has(line)) {
        total[bucket].found++;
        if (bucket === 'nonTest') total.foundLines.push(where);
      } else if (bucket === 'nonTest') {
        total.missed.push(`${where}  ${text.split('\n')[line - 1].trim().slice(0, 100)}`);
      }
    }
  }
}

const percent = (found, census) => (census === 0 ? '   -  ' : `${((100 * found) / census).toFixed(1).padStart(5)} %`);
console.log(`${files} files with registration-like lines (${parseFailures} did not parse)\n`);
console.log(
  'framework                                        modelled | non-test: census  model  cover | test: census  model  cover',
);
const sums = { adapters: [0, 0], all: [0, 0] };
for (const c of CENSUS) {
  const t = totals.get(c.id);
  const modelled = c.modelled === true ? 'yes' : c.modelled === false ? 'no' : c.modelled;
  for (const [key, counts] of Object.entries(sums)) {
    if (key === 'adapters' && c.modelled !== true) continue;
    counts[0] += t.nonTest.found;
    counts[1] += t.nonTest.census;
  }
  console.log(
    `${c.id.padEnd(42)} ${modelled.padStart(14)} | ${String(t.nonTest.census).padStart(14)} ${String(t.nonTest.found).padStart(6)} ${percent(t.nonTest.found, t.nonTest.census)} | ${String(t.test.census).padStart(12)} ${String(t.test.found).padStart(6)} ${percent(t.test.found, t.test.census)}`,
  );
}
console.log(
  `\nnon-test code, the SDK and the frameworks with an adapter: ${sums.adapters[0]} of ${sums.adapters[1]} (${percent(...sums.adapters).trim()})`,
);
console.log(
  `non-test code, every row of the census: ${sums.all[0]} of ${sums.all[1]} (${percent(...sums.all).trim()})`,
);
if (list) {
  for (const c of CENSUS) {
    const t = totals.get(c.id);
    const lines =
      list === 'found'
        ? t.foundLines
        : list === 'missed'
          ? t.missed
          : [...t.foundLines.map((l) => `found  ${l}`), ...t.missed.map((l) => `missed ${l}`)];
    if (lines.length === 0) continue;
    console.log(`\n${c.id} (${list}):`);
    for (const line of lines) console.log(`  ${line}`);
  }
}
