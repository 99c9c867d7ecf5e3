// The command line of bench/lint-bench.js.
import { existsSync, statSync } from 'node:fs';
import { DEFAULT_COUNT } from '../corpus/generate.js';
import { readArgs } from './args.js';
import { PLUGIN_PREFIX, UsageError } from './setup.js';

export const usage = `usage: node bench/lint-bench.js [options]
  --dir DIR          lint a folder of repositories (one subfolder each) instead of the generated
                     corpus; files as bench/lint-bench/repos.js selects them
  --files N          only N files: the first N of the generated corpus (default ${DEFAULT_COUNT}), or with
                     --dir N files spread evenly over the repositories (default all)
  --runs N           measured runs (default 1; medians)
  --warmup N         unmeasured warm-up runs over up to 300 files first (default 1)
  --rules a,b        (b) turns on only these plugin rules ("${PLUGIN_PREFIX}" prefix optional)
  --per-rule         after the timed runs, one lint of (b) (and (c)) with ESLint's per-rule timers
  --compare FILE.js  another build of the plugin (e.g. an older commit's dist/plugin.js): a lane (c),
                     the realistic config plus that build
  --out FILE.json    also write the report as JSON
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

export function parseArgs(argv) {
  const string = { type: 'string' };
  const { values } = readArgs(
    argv,
    {
      dir: string,
      files: string,
      runs: string,
      warmup: string,
      rules: string,
      'per-rule': { type: 'boolean' },
      compare: string,
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
  const rules = values.rules
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (rules && !rules.length) throw new UsageError('--rules needs at least one name');
  if (values.dir !== undefined && !(existsSync(values.dir) && statSync(values.dir).isDirectory()))
    throw new UsageError(`--dir ${values.dir} is not a folder`);
  return {
    dir: values.dir,
    files: integer('files', 1, undefined),
    runs: integer('runs', 1, 1),
    warmup: integer('warmup', 0, 1),
    rules,
    perRule: values['per-rule'] ?? false,
    compare: values.compare,
    out: values.out,
  };
}
