// What the plugin's rules cost on the files their text gates turn away, in ESLint with a project's
// usual rules beside them, each file parsed once and the parse reused: a before/after comparison of
// a gate change in about two minutes, where the lint bench's stats run takes five to eight.
// Usage and how to read the output: bench/README.md ("Gate cost").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import js from '@eslint/js';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { spread } from './lint-bench/folder.js';
import { withEmptyRules, withListeningProbe, withPluginReplaced } from './lint-bench/lanes.js';
import { permutations, quantile } from './lint-bench/sampling.js';
import { listRepos, listSourceFiles } from './realworld/corpus.js';
import { PLUGIN_PREFIX, UsageError, loadPlugin, parserConfigs, pluginConfigs } from './realworld/config.js';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usage = `usage: node bench/gate-cost.js <dir> [options]
  <dir>              a folder of repositories, one subfolder each (e.g. the realworld-dev corpus)
  --files N          N files spread evenly over all (default 2500)
  --rounds N         measured rounds over those files (default 2), after one warm-up round
  --compare FILE.js  another build, e.g. an older commit's dist/plugin.js, as lane (c); repeat it for
                     several builds, lanes (c1), (c2), … (each also an A/A check of the others)
  --plugin-only      no other rules beside the plugin (default: @eslint/js and typescript-eslint recommended)
environment: MCP_PLUGIN_PATH=file.js uses that plugin module instead of dist/plugin.js`;

function parseArgs(argv) {
  const options = { files: 2500, rounds: 2, compare: [], pluginOnly: false, dir: undefined };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const given = argv[++i];
      if (given === undefined || given.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return given;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} takes a whole number from 1`);
      return n;
    };
    if (flag === '--files') options.files = count();
    else if (flag === '--rounds') options.rounds = count();
    else if (flag === '--compare') options.compare.push(path.resolve(value()));
    else if (flag === '--plugin-only') options.pluginOnly = true;
    else if (flag === '--help' || flag === '-h') throw new UsageError('');
    else if (flag.startsWith('--')) throw new UsageError(`unknown option ${flag}`);
    else if (options.dir === undefined) options.dir = path.resolve(flag);
    else throw new UsageError(`one <dir> only, got "${options.dir}" and "${flag}"`);
  }
  if (options.dir === undefined) throw new UsageError('name a folder of repositories');
  return options;
}

/** The typescript-eslint parser, each text parsed once: lanes that lint the same file share its tree. */
function cachedParser() {
  const parsed = new Map();
  return {
    meta: { name: 'gate-cost/cached-typescript-eslint' },
    parseForESLint(text, options) {
      let result = parsed.get(text);
      if (!result) parsed.set(text, (result = tseslint.parser.parseForESLint(text, options)));
      return result;
    },
  };
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const micro = (ms) => (ms * 1000).toFixed(2).padStart(7);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { plugin, file } = await loadPlugin(repoDir);
  const compared = [];
  for (const buildFile of options.compare) {
    const module = await import(pathToFileURL(buildFile).href);
    compared.push({ buildFile, plugin: module.default ?? module });
  }
  const parser = cachedParser();
  const base = parserConfigs().map((config) =>
    config.languageOptions?.parser ? { ...config, languageOptions: { ...config.languageOptions, parser } } : config,
  );
  const others = options.pluginOnly
    ? []
    : [js.configs.recommended, ...tseslint.configs.recommended].map((config) =>
        config.languageOptions?.parser ? { ...config, languageOptions: { ...config.languageOptions, parser } } : config,
      );
  const withPlugin = [...base, ...others, ...pluginConfigs(plugin, 'all').entries];

  const listed = listRepos(options.dir).flatMap((repo) => listSourceFiles(path.join(options.dir, repo)));
  const files = spread(listed, options.files).map((name) => ({ name, text: readFileSync(name, 'utf8') }));

  // The files no rule of this build listens to (and that parse), found by a probe lint of their own.
  const listening = new Set();
  const probe = new Linter({ cwd: options.dir });
  const probeConfig = withListeningProbe(withPlugin, plugin, listening);
  const turnedAway = files.filter(
    ({ name, text }) =>
      !probe.verify(text, probeConfig, { filename: name }).some((m) => m.fatal) && !listening.has(name),
  );
  const STEM = /[Rr]esource|[Tt]emplate|[Tt]EMPLATE|Variables/;
  const withStem = turnedAway.map(({ text }) => STEM.test(text));

  const lanes = [
    { label: '(b) this build', config: withPlugin },
    ...compared.map(({ buildFile, plugin: other }, index) => ({
      label:
        compared.length === 1
          ? '(c) compared build'
          : `(c${index + 1}) ${path.basename(path.dirname(buildFile))}/${path.basename(buildFile)}`,
      config: withPluginReplaced(withPlugin, other),
    })),
    { label: '(e) rules returning no listener', config: withEmptyRules(withPlugin, plugin) },
    { label: '(f) text-gate floor', config: withEmptyRules(withPlugin, plugin, { searchText: true }) },
  ].map((lane) => ({ ...lane, linter: new Linter({ cwd: options.dir }), ms: [] }));
  // Every file by every lane, in every order in turn, so that none is always first.
  const orders = permutations(lanes.length);
  console.log(
    `${files.length} files of ${listed.length} in ${options.dir}; ${turnedAway.length} fail every gate of ${path.relative(process.cwd(), file) || file} ` +
      `(${withStem.filter(Boolean).length} of them hold a stem of the resource words); ${options.pluginOnly ? 'plugin alone' : 'beside @eslint/js and typescript-eslint recommended'}`,
  );

  const started = performance.now();
  let turn = 0;
  for (let round = 0; round <= options.rounds; round++) {
    turnedAway.forEach(({ name, text }) => {
      for (const index of orders[turn++ % orders.length]) {
        const lane = lanes[index];
        lane.linter.verifyAndFix(text, lane.config, { filename: name, stats: true, fix: false });
        let ms = 0;
        for (const [id, time] of Object.entries(lane.linter.getTimes().passes[0]?.rules ?? {}))
          if (id.startsWith(PLUGIN_PREFIX)) ms += time.total;
        if (round > 0) lane.ms.push(ms);
      }
    });
    process.stderr.write(
      `  ${round === 0 ? 'warm-up' : `round ${round}`} done, ${Math.round((performance.now() - started) / 1000)} s\n`,
    );
  }

  // Each lane's samples are round by round in the same file order: file i of round r is at r * n + i.
  const n = turnedAway.length;
  const part = (ms, stem) => ms.filter((_, i) => withStem[i % n] === stem);
  console.log(`\nplugin rules' time per file (create() included), µs, over ${options.rounds} round(s):`);
  const width = Math.max(34, ...lanes.map(({ label }) => label.length + 1));
  console.log(`${'lane'.padEnd(width)}   mean  median     p90 | no stem: median   mean | stem: median    mean`);
  for (const { label, ms } of lanes) {
    const [plain, stem] = [part(ms, false), part(ms, true)];
    console.log(
      `${label.padEnd(width)}${micro(mean(ms))} ${micro(quantile(ms, 0.5))} ${micro(quantile(ms, 0.9))} |        ${micro(quantile(plain, 0.5))} ${micro(mean(plain))} | ${stem.length ? `     ${micro(quantile(stem, 0.5))} ${micro(mean(stem))}` : '      -'}`,
    );
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message ? `${error.message}\n${usage}` : usage);
  process.exitCode = error.message ? 2 : 0;
}
