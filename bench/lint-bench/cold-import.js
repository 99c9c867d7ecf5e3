// Cold import times for bench/lint-bench.js: every sample is a new Node process that times one
// `await import(...)`, so no module is in Node's module cache (the OS file cache is warm after the
// first sample, as it is for a user who lints twice).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * What is imported: the plugin alone; the parser and typescript-eslint alone, for scale; and the
 * plugin once eslint and typescript-eslint are loaded, which is what a user's config adds (the
 * dependencies the plugin shares with typescript-eslint are then loaded already).
 */
export function importTargets(pluginFile) {
  const plugin = pathToFileURL(pluginFile).href;
  const resolve = (specifier) => import.meta.resolve(specifier);
  return [
    { label: 'plugin', url: plugin, before: [] },
    { label: '@typescript-eslint/parser', url: resolve('@typescript-eslint/parser'), before: [] },
    { label: 'typescript-eslint', url: resolve('typescript-eslint'), before: [] },
    {
      label: 'plugin, after eslint + typescript-eslint',
      url: plugin,
      before: [resolve('eslint'), resolve('typescript-eslint')],
    },
  ];
}

/** One sample: a fresh `node` that imports `before` untimed, then times `await import(url)`. */
function sampleOnce({ url, before }, cwd) {
  const code = [
    `for (const url of ${JSON.stringify(before)}) await import(url);`,
    'const started = performance.now();',
    `await import(${JSON.stringify(url)});`,
    'process.stdout.write(JSON.stringify({ ms: performance.now() - started }));',
  ].join('\n');
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE; // a compile cache on disk would make later samples warm
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd, env, encoding: 'utf8' });
  if (child.status !== 0)
    throw new Error(
      `cold import of ${url} failed (exit ${child.status}): ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`,
    );
  return JSON.parse(child.stdout).ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `runs` samples of every target, interleaved (target 1, 2, 3, 4, 1, 2, ...); medians in ms. */
export function measureColdImports(pluginFile, { runs, cwd, log = () => {} }) {
  const targets = importTargets(pluginFile);
  const samples = targets.map(() => []);
  for (let run = 0; run < runs; run++) {
    targets.forEach((target, i) => samples[i].push(sampleOnce(target, cwd)));
    log(
      `cold import ${run + 1}/${runs}: ${targets.map((target, i) => `${target.label} ${samples[i][run].toFixed(0)} ms`).join(', ')}`,
    );
  }
  return targets.map((target, i) => ({
    label: target.label,
    url: target.url,
    after: target.before,
    medianMs: median(samples[i]),
    minMs: Math.min(...samples[i]),
    maxMs: Math.max(...samples[i]),
    samplesMs: samples[i],
  }));
}
