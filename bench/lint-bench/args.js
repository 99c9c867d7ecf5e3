// The command lines of the bench and corpus-evaluation scripts: node:util's parseArgs, with the
// one-line usage errors these scripts have always given.
import { parseArgs } from 'node:util';
import { UsageError } from './setup.js';

/**
 * `argv` read against `options` (parseArgs' option config; --help and -h are added), in order:
 * --help prints `usage` and exits, and an unknown option, a string option without a value and a
 * boolean option given one are UsageErrors. Positionals (and `--`) only with `positionals: true`.
 */
export function readArgs(argv, options, usage, { positionals = false } = {}) {
  // Not strict: strict mode rejects a value that starts with "-" (so `--files -1` would not reach
  // the script's own check) and words its errors over several lines.
  const parsed = parseArgs({
    args: argv,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of parsed.tokens) {
    if (token.name === 'help') {
      console.log(usage);
      process.exit(0);
    }
    const known = token.kind === 'option' ? Object.hasOwn(options, token.name) : positionals;
    if (!known) throw new UsageError(`unknown option ${argv[token.index]}\n${usage}`);
    if (token.kind !== 'option') continue;
    const string = options[token.name].type === 'string';
    if (string && token.value === undefined) throw new UsageError(`${token.rawName} needs a value`);
    if (!string && token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
  }
  return { values: parsed.values, positionals: parsed.positionals, tokens: parsed.tokens };
}
