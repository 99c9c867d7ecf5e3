// The round-trip properties of match() at scale, the same properties and generators as
// test/runtime/match.roundtrip.test.ts, over more cases and several seeds:
// - match(t, expand(t, v)) gives v back for generated templates and values (10,000 in npm test);
// - reverse: for generated URIs (expansions, most of them edited as a client might send them) that
//   match reads, expand(t, match(t, uri)) gives the URI back up to the normalisations the guide
//   documents (20,000 in npm test; support/reverse-roundtrip.ts).
//
// Run: node --import tsx bench/roundtrip-property.js [--count 100000] [--reverse-count 100000] [--seeds 6570,35,1]
// It imports the run time and the generator from their TypeScript sources through tsx (no build
// step). Not part of `npm test`. Prints, per seed, the cases, failures and time, and how often
// each required shape was generated; exits 1 on any failure, printing the first ones (template,
// URI, expected and matched values) so each can be replayed.
import { performance } from 'node:perf_hooks';
import { runReverseRoundTrip } from '../test/runtime/support/reverse-roundtrip.ts';
import { REQUIRED_FEATURES, runRoundTrip } from '../test/runtime/support/roundtrip-property.ts';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const count = Number(option('count', '100000'));
const reverseCount = Number(option('reverse-count', '100000'));
const seeds = option('seeds', '6570,35,1').split(',').map(Number);
if (
  !Number.isInteger(count) ||
  count <= 0 ||
  !Number.isInteger(reverseCount) ||
  reverseCount < 0 ||
  seeds.some((s) => !Number.isInteger(s))
) {
  console.error('usage: node --import tsx bench/roundtrip-property.js [--count N] [--reverse-count N] [--seeds a,b,c]');
  process.exit(2);
}

let failed = 0;
let total = 0;
const seenAll = {};
console.log(`round trip of expand: ${count.toLocaleString('en')} cases per seed, seeds ${seeds.join(', ')}\n`);
for (const seed of seeds) {
  const start = performance.now();
  const { failures, seen } = runRoundTrip(seed, count);
  const ms = performance.now() - start;
  total += count;
  failed += failures.length;
  for (const [feature, n] of Object.entries(seen)) seenAll[feature] = (seenAll[feature] ?? 0) + n;
  console.log(
    `seed ${String(seed).padStart(5)}: ${count.toLocaleString('en')} cases, ${failures.length} failures, ` +
      `${(ms / 1000).toFixed(1)} s (${((ms * 1000) / count).toFixed(0)} µs per case)`,
  );
  for (const f of failures.slice(0, 5)) console.log('  ', JSON.stringify(f));
}

console.log(`\nshapes generated (cases holding each, of ${total.toLocaleString('en')}):`);
for (const feature of REQUIRED_FEATURES) {
  const n = seenAll[feature] ?? 0;
  console.log(`  ${feature.padEnd(36)} ${String(n).padStart(8)}  ${((100 * n) / total).toFixed(1).padStart(5)}%`);
}
let reverseFailed = 0;
let reverseTotal = 0;
if (reverseCount > 0) {
  console.log(`\nreverse round trip: ${reverseCount.toLocaleString('en')} URIs per seed, seeds ${seeds.join(', ')}\n`);
  for (const seed of seeds) {
    const start = performance.now();
    const { failures, matched, matchedEdited } = runReverseRoundTrip(seed, reverseCount);
    const ms = performance.now() - start;
    reverseTotal += matched;
    reverseFailed += failures.length;
    console.log(
      `seed ${String(seed).padStart(5)}: ${reverseCount.toLocaleString('en')} URIs, ${matched.toLocaleString('en')} read ` +
        `(${matchedEdited.toLocaleString('en')} of them edited), ${failures.length} failures, ${(ms / 1000).toFixed(1)} s`,
    );
    for (const f of failures.slice(0, 5)) console.log('  ', JSON.stringify(f));
  }
}

const ok = failed === 0 && reverseFailed === 0;
console.log(
  `\n${ok ? 'PASS' : 'FAIL'}: ${failed} failures in ${total.toLocaleString('en')} cases; ` +
    `reverse: ${reverseFailed} failures in ${reverseTotal.toLocaleString('en')} URIs read`,
);
process.exit(ok ? 0 : 1);
