// The command line of bench/lint-bench.js.
import { existsSync, statSync } from 'node:fs';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../corpus/generate.js';
import { readArgs } from './args.js';
import { BASELINES, PLUGIN_PREFIX, UsageError } from './setup.js';

export const usage = `usage: node bench/lint-bench.js [options]
  --dir DIR          lint a folder of repositories (one subfolder each) instead of the generated
                     corpus; files as bench/lint-bench/repos.js selects them
  --repos a,b        with --dir: only these repository folders
  --files N          only N files: the first N of the generated corpus (default: all ${DEFAULT_COUNT}),
                     or with --dir N files spread evenly over the repositories
  --runs N           measured runs per configuration (default 3)
  --warmup N         unmeasured warm-up runs over up to 300 files first (default 1)
  --rules a,b        (b) turns on only these plugin rules ("${PLUGIN_PREFIX}" prefix optional)
  --per-rule         after the timed runs, one lint of (b) (and (c)) of the first baseline with
                     ESLint's per-rule timers: each rule, files with and without MCP code, and the
                     files that fail every plugin gate (budget: 0.05 ms mean)
  --compare FILE.js  another build of the plugin (e.g. an older commit's dist/plugin.js): each
                     baseline gets a configuration (c), the baseline plus that build
  --baseline A[,B]   what (a) runs: core (default), none, realistic (alias: recommended);
                     several, comma-separated, are measured side by side
  --interleave MODE  run (default): whole runs alternate (a, b, a, b, ...); file: every file is
                     linted by every configuration in turn (steady on a busy machine)
  --no-oxlint        skip the Oxlint lanes (by default Oxlint's CLI lints the same files without
                     and with the plugin, default threads and --threads=1, --runs times each)
  --import-runs N    cold import samples, a new node process each, per module (default 5; 0: none)
  --seed N           seed of the generated corpus (default ${DEFAULT_SEED})
  --json             print the report as JSON instead of tables (progress goes to stderr)
  --out FILE.json    also write the JSON report to FILE.json
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

const ALIASES = { recommended: 'realistic' };

export function parseArgs(argv) {
  const string = { type: 'string' };
  const flag = { type: 'boolean' };
  const { values } = readArgs(
    argv,
    {
      dir: string,
      repos: string,
      files: string,
      runs: string,
      warmup: string,
      rules: string,
      'per-rule': flag,
      compare: string,
      baseline: string,
      interleave: string,
      'no-oxlint': flag,
      'import-runs': string,
      seed: string,
      json: flag,
      out: string,
    },
    usage,
  );
  const integer = (name, min, fallback) => {
    const text = values[name];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min)
      throw new UsageError(`--${name} needs an integer >= ${min}, got "${text}"`);
    return value;
  };
  const list = (name) => {
    if (values[name] === undefined) return undefined;
    const items = values[name]
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (!items.length) throw new UsageError(`--${name} needs at least one name`);
    return items;
  };
  const options = {
    dir: values.dir,
    repos: list('repos'),
    files: integer('files', 1, undefined),
    runs: integer('runs', 1, 3),
    warmup: integer('warmup', 0, 1),
    rules: list('rules'),
    perRule: values['per-rule'] ?? false,
    compare: values.compare,
    baselines: (list('baseline') ?? ['core']).map((name) => ALIASES[name] ?? name),
    interleave: values.interleave ?? 'run',
    importRuns: integer('import-runs', 0, 5),
    oxlint: !values['no-oxlint'],
    seed: integer('seed', 0, undefined),
    json: values.json ?? false,
    out: values.out,
  };
  const names = [...Object.keys(BASELINES), ...Object.keys(ALIASES)].join(', ');
  if (options.baselines.some((name) => !(name in BASELINES)))
    throw new UsageError(`--baseline takes one or more of ${names}, comma-separated`);
  options.baselines = [...new Set(options.baselines)];
  if (!['run', 'file'].includes(options.interleave)) throw new UsageError('--interleave must be run or file');
  if (options.dir !== undefined) {
    if (!existsSync(options.dir) || !statSync(options.dir).isDirectory())
      throw new UsageError(`--dir ${options.dir} is not a folder`);
    if (options.seed !== undefined) throw new UsageError('--seed is for the generated corpus, not --dir');
  } else if (options.repos) throw new UsageError('--repos goes with --dir');
  options.seed ??= DEFAULT_SEED;
  return options;
}
