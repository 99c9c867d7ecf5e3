// Oxlint beside ESLint: the same files, written to a temporary folder (Oxlint reads files itself),
// linted by the Oxlint CLI of node_modules (a) with no rule at all, so parsing alone, and (b) with
// the plugin through `jsPlugins` and the same rules and options as ESLint's (b). Each with Oxlint's
// default threads and with --threads=1, `runs` times each after one warm-up, in alternation. Wall
// and CPU time (user + system of the Oxlint process) come from bash's `time`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLUGIN_PREFIX } from './setup.js';

const repoDir = path.resolve(import.meta.dirname, '..', '..');
const oxlintBin = path.join(repoDir, 'node_modules', 'oxlint', 'bin', 'oxlint');

export const oxlintVersion = () =>
  JSON.parse(readFileSync(path.join(repoDir, 'node_modules', 'oxlint', 'package.json'), 'utf8')).version;

/** One Oxlint run: wall and CPU milliseconds, and the plugin's findings counted from its JSON output. */
function timeOxlint(cwd, args) {
  const script = 'TIMEFORMAT="%R %U %S"; { time "$@" > "$OUT"; } 2>&1 >/dev/null | tail -n 1';
  const out = path.join(cwd, 'out.json');
  const child = spawnSync('bash', ['-c', script, 'bash', process.execPath, oxlintBin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, OUT: out },
  });
  const times = /^([\d.]+) ([\d.]+) ([\d.]+)$/.exec(child.stdout.trim());
  if (!times) throw new Error(`oxlint ${args.join(' ')}: no timing (${child.stdout}${child.stderr})`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const problems = report.diagnostics.filter((d) => d.code?.startsWith('mcp-resources(')).length;
  const [wall, user, system] = times.slice(1).map(Number);
  return { wallMs: wall * 1000, cpuMs: (user + system) * 1000, problems, threads: report.threads_count };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `{ version, lanes: [{ key, threads, wallMs, cpuMs, problems }], ... }` for (a) and (b), each with
 * default threads and with one. `rules` are (b)'s plugin rules with their options; `pluginFile` the
 * plugin module. Returns undefined when Oxlint is not installed.
 */
export function measureOxlint(corpus, { rules, pluginFile, runs }, log) {
  if (!existsSync(oxlintBin)) {
    log('oxlint is not installed (npm ci): no Oxlint lanes');
    return undefined;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lint-bench-oxlint-'));
  try {
    const root = path.join(dir, 'files');
    corpus.files.forEach((entry, index) => {
      // The corpus's own relative path where it has one, so that path-based answers (test files) stay.
      const relative = corpus.dir ? path.relative(corpus.dir, entry.file) : `${index}${path.extname(entry.file)}`;
      const target = path.join(root, relative.startsWith('..') ? `${index}${path.extname(entry.file)}` : relative);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, entry.text);
    });
    const pluginRules = Object.fromEntries(Object.entries(rules).filter(([id]) => id.startsWith(PLUGIN_PREFIX)));
    // Oxlint's own rules off in both, so that (b) - (a) is the plugin.
    const off = { categories: { correctness: 'off' }, plugins: [] };
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify(off));
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ ...off, jsPlugins: [pluginFile], rules: pluginRules }));
    const lanes = [];
    for (const threads of [undefined, 1])
      for (const config of ['a', 'b'])
        lanes.push({
          key: `oxlint ${config}${threads ? ` --threads=${threads}` : ''}`,
          args: [
            '--config',
            path.join(dir, `${config}.json`),
            '--format',
            'json',
            '--disable-nested-config',
            ...(threads ? [`--threads=${threads}`] : []),
            root,
          ],
          samples: [],
        });
    for (let round = -1; round < runs; round++)
      for (const lane of lanes) {
        const sample = timeOxlint(dir, lane.args);
        if (round >= 0) lane.samples.push(sample);
        log(
          `${round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`} ${lane.key}: ${Math.round(sample.wallMs)} ms wall, ${Math.round(sample.cpuMs)} ms CPU, ${sample.problems} problems`,
        );
      }
    return {
      version: oxlintVersion(),
      files: corpus.files.length,
      lanes: lanes.map(({ key, samples }) => ({
        key,
        threads: samples[0].threads,
        wallMs: median(samples.map((s) => s.wallMs)),
        cpuMs: median(samples.map((s) => s.cpuMs)),
        problems: samples.map((s) => s.problems),
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
