// Shows that parseTemplate runs in time linear in its input, and that the MCP SDK's matching of
// adjacent variables does not. Run with `npm run bench:parser` (builds first).
//
// Part 1: for each template shape, parse a ~1 kB and a ~1 MB template, report ns per character,
// and exit non-zero if the 1 MB per-character time is more than 3x the 1 kB one (best of
// several runs, after a warm-up, each run starting from a collected heap).
// The 1 kB template is parsed 1024 times per run and every result is kept until the run ends,
// so both sizes build and hold the same amount of tree (~100 bytes per character). Otherwise the
// comparison measures V8's garbage collector, not the parser: a 1 kB tree dies young for free,
// while a 1 MB tree is promoted and marked, which alone costs 10-100x per character here.
// A parser that is not linear still shows: a quadratic one is ~1000x slower per character at 1 MB.
//
// Part 2 (informational): time the SDK's UriTemplate.match() of {a}{b}, {a}{b}{c} and {a}/{b}
// against failing URIs of growing length, up to 10 kB and within a 60 s budget.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { UriTemplate as SdkUriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { UriTemplate as ServerUriTemplate } from '@modelcontextprotocol/server';
import { parseTemplate } from '../dist/src/template/index.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

const SMALL = 1024;
const LARGE = 1024 * 1024;
const MAX_RATIO = 3;
const MIN_RUNS = 3;
const MAX_RUNS = 15;
const SHAPE_BUDGET_MS = 3000;

const shapes = {
  'literal-heavy': (n) => repeat('/files/a-b_c.d~e%20f', n),
  'unicode literals': (n) => repeat('/\u00e9t\u00e9/\u{1f600}\ue000', n),
  'expression-heavy': (n) => repeat('/{id}{+path,x:3}{?q,r*}{&s}{.ext}{;m}', n),
  'many variables in one expression': (n) => '{' + repeat('abc,', n - 2).slice(0, n - 3) + 'z}',
  'errors: {{{{': (n) => '{'.repeat(n),
  'errors: %%%%': (n) => '%'.repeat(n),
  'errors: }}}}': (n) => '}'.repeat(n),
  'errors: unclosed {ab{ab': (n) => repeat('{ab', n),
  'errors: one unclosed {aaa…': (n) => '{' + 'a'.repeat(n - 1),
  'errors: spaces and quotes': (n) => repeat(' "<>', n),
  'errors: bad names in one expression': (n) => '{' + repeat('a-b,', n - 2).slice(0, n - 2) + '}',
  'errors: bad prefixes': (n) => repeat('{a:0}{b*c}', n),
};

function repeat(unit, n) {
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
}

/** Holds the last run's results, so that they cannot be collected while the run is timed. */
let _lastResults = [];

/** ns per character to parse `template` `times` times, keeping every result until the end. */
function timeRun(template, times) {
  _lastResults = [];
  collectGarbage();
  const kept = new Array(times);
  const start = performance.now();
  for (let i = 0; i < times; i++) kept[i] = parseTemplate(template);
  const elapsed = performance.now() - start;
  _lastResults = kept;
  return (elapsed * 1e6) / (times * template.length);
}

function benchParser() {
  const rows = [];
  let failed = false;
  for (const [name, make] of Object.entries(shapes)) {
    const small = make(SMALL);
    const large = make(LARGE);
    const copies = Math.round(large.length / small.length);
    // Warm-up on both sizes, so that no measurement includes compilation.
    timeRun(small, 64);
    timeRun(large, 1);
    // Alternate the sizes, so that both see the same load; fast shapes get more runs.
    let smallNs = Infinity;
    let largeNs = Infinity;
    const shapeStart = performance.now();
    for (let run = 0; run < MAX_RUNS && (run < MIN_RUNS || performance.now() - shapeStart < SHAPE_BUDGET_MS); run++) {
      smallNs = Math.min(smallNs, timeRun(small, copies));
      largeNs = Math.min(largeNs, timeRun(large, 1));
    }
    const ratio = largeNs / smallNs;
    const ok = ratio <= MAX_RATIO;
    if (!ok) failed = true;
    rows.push({
      shape: name,
      'errors at 1 MB': parseTemplate(large).errors.length,
      'ns/char 1 kB': smallNs.toFixed(1),
      'ns/char 1 MB': largeNs.toFixed(1),
      ratio: ratio.toFixed(2),
      verdict: ok ? 'linear' : `FAIL (> ${MAX_RATIO}x)`,
    });
  }
  _lastResults = [];
  console.log(
    `\nparseTemplate: ns per character, 1 kB (x${LARGE / SMALL}, results kept) vs 1 MB, best of several runs`,
  );
  console.table(rows);
  return !failed;
}

const SDK_LENGTHS = [125, 250, 500, 1000, 2000, 4000, 8000, 10000];
const SDK_BUDGET_MS = 60_000;
/** Do not start a run whose predicted time exceeds this. */
const SDK_RUN_CAP_MS = 5_000;

function timeMatch(UriTemplate, template, uri) {
  const compiled = new UriTemplate(template);
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const result = compiled.match(uri);
    const elapsed = performance.now() - start;
    if (result !== null) throw new Error(`${template} unexpectedly matched`);
    best = Math.min(best, elapsed);
    if (elapsed > 200) break; // slow runs are stable enough once
  }
  return best;
}

function benchSdk() {
  const started = performance.now();
  const series = [
    // exponent: the expected growth, time ~ length^exponent, used only to stay within the budget.
    { label: '{a}/{b}', template: '{a}/{b}', exponent: 1 },
    { label: '{a}{b}', template: '{a}{b}', exponent: 2 },
    { label: '{a}{b}{c}', template: '{a}{b}{c}', exponent: 3 },
  ];
  const rows = SDK_LENGTHS.map((n) => ({ 'URI length': n }));
  for (const { label, template, exponent } of series) {
    let previous; // { n, ms } of the last length measured
    let skipping = false;
    for (const [index, n] of SDK_LENGTHS.entries()) {
      const elapsedTotal = performance.now() - started;
      const predicted = previous === undefined ? 0 : previous.ms * (n / previous.n) ** exponent;
      // Lengths only grow: once a run would be too long, so is every later one.
      skipping ||= elapsedTotal + predicted > SDK_BUDGET_MS || predicted > SDK_RUN_CAP_MS;
      if (skipping) {
        rows[index][`${label} ms`] = 'skipped';
        continue;
      }
      // n characters that every variable accepts, then one that none does: the match must fail.
      const ms = timeMatch(SdkUriTemplate, template, 'x'.repeat(n) + '/');
      rows[index][`${label} ms`] = ms < 1 ? ms.toFixed(3) : ms.toFixed(1);
      if (previous !== undefined) rows[index][`${label} growth`] = `${(ms / previous.ms).toFixed(1)}x`;
      previous = { n, ms };
    }
  }
  console.log(
    `\n@modelcontextprotocol/sdk UriTemplate.match() on a failing URI ("x" * n + "/"); the URI length doubles per row up to 8000`,
  );
  console.table(rows);
  const v2 = timeMatch(ServerUriTemplate, '{a}{b}', 'x'.repeat(10000) + '/');
  const v1 = timeMatch(SdkUriTemplate, '{a}{b}', 'x'.repeat(10000) + '/');
  console.log(
    `{a}{b} at 10000 characters: @modelcontextprotocol/sdk ${v1.toFixed(1)} ms, @modelcontextprotocol/server ${v2.toFixed(1)} ms`,
  );
  console.log(`SDK part took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const linear = benchParser();
benchSdk();
if (!linear) {
  console.error(`\nparseTemplate is not linear: some 1 MB per-character time exceeds ${MAX_RATIO}x the 1 kB one`);
  process.exit(1);
}
