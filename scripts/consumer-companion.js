// The companion as a user of both packages meets it, in a project where the plugin, mcp-resources
// and the README's config are installed: a server written with the companion (adapter, router,
// safeJoin) linted through ESLint's API, the correct version quiet and each planted defect reported
// by its rule; then every suggestion of no-manual-expansion applied to a client file, the result
// compiled by the project's `tsc` and run, each URI equal to what mcp-resources' `expand` gives.
// The files are test/fixtures/companion/, which the unit tests read from source too. Last, the
// guide's low-level wiring (resourceRouter() behind both SDKs' Servers), taken from the guide the
// tarball ships, compiled with no cast by the project's `tsc` against the SDKs' own types, and run.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/companion');
const fixture = (name) => readFileSync(path.join(fixtures, name), 'utf8');

/** The project's own ESLint, with the project's eslint.config.mjs. */
function projectEslint(dir) {
  const { ESLint } = createRequire(path.join(dir, 'package.json'))('eslint');
  return new ESLint({ cwd: dir });
}

async function lint(eslint, code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
    `${path.basename(filePath)} parses`,
  );
  return result.messages;
}

async function serverFindings(eslint, dir) {
  const correct = fixture('server.ts');
  const file = path.join(dir, 'companion/server.ts');
  const ruleIds = async (code) => (await lint(eslint, code, file)).map((m) => m.ruleId.replace(/^mcp-resources\//, ''));
  assert.deepEqual(await ruleIds(correct), [], 'the correct companion server gets no report');
  for (const { label, from, to, also, rule } of JSON.parse(fixture('server-defects.json'))) {
    let code = correct;
    for (const [a, b] of [[from, to], ...(also ? [also] : [])]) {
      assert.equal(code.split(a).length, 2, `${label}: "${a}" stands once in the server`);
      code = code.replace(a, b);
    }
    assert.deepEqual(await ruleIds(code), [rule], `${label}: exactly one ${rule} report`);
  }
}

/** The client with the first suggestion of the first no-manual-expansion finding applied, until none is left. */
async function applyEverySuggestion(eslint, file) {
  let code = fixture('client.ts');
  let applied = 0;
  for (;;) {
    const messages = await lint(eslint, code, file);
    assert.ok(
      messages.every((m) => m.ruleId === 'mcp-resources/no-manual-expansion' && m.suggestions?.length === 1),
      `every finding on the client is no-manual-expansion with one suggestion: ${JSON.stringify(messages.map((m) => m.message))}`,
    );
    const fix = messages[0]?.suggestions[0].fix;
    if (!fix) return { code, applied };
    code = code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
    applied++;
  }
}

/** tsc's output over the files of `companion/` (it emits even with errors: `noEmitOnError` is off). */
function compile(dir) {
  try {
    execFileSync('npx', ['tsc', '-p', 'companion'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return `${error.stdout}${error.stderr}`;
  }
}

// Runs each call of the compiled client with a client object that records the URI, beside `expand`.
const CHECK = `import { expand } from 'mcp-resources';
import * as client from './out/client.mjs';
const calls = JSON.parse(process.argv[2]);
const results = [];
for (const { name, args, template, values } of calls) {
  const uris = [];
  await client[name]({ readResource: async ({ uri }) => uris.push(uri) }, ...args);
  results.push({ name, uris, expected: [expand(template, values)] });
}
console.log(JSON.stringify(results));
`;

async function clientSuggestions(eslint, dir) {
  const { code, applied } = await applyEverySuggestion(eslint, path.join(dir, 'companion/client.mts'));
  assert.equal(applied, 6, 'a suggestion for each of the six hand-built URIs');
  assert.equal(code.match(/import \{ expand \} from "mcp-resources";/g)?.length, 1, 'expand is imported once');
  writeFileSync(path.join(dir, 'companion/client.mts'), code);
  // A broken twin: a wrong variable name must be a compile error, so the check can fail.
  assert.equal(code.split('{ id: task.id }').length, 2);
  writeFileSync(path.join(dir, 'companion/broken.mts'), code.replace('{ id: task.id }', '{ ident: task.id }'));
  writeFileSync(
    path.join(dir, 'companion/tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        strict: true,
        skipLibCheck: true,
        outDir: 'out',
      },
      files: ['client.mts', 'broken.mts'],
    }),
  );
  const errors = compile(dir)
    .split('\n')
    .filter((line) => /error TS\d+/.test(line));
  assert.ok(errors.length > 0, 'tsc rejects the broken twin');
  assert.deepEqual(
    errors.filter((line) => !line.includes('broken.mts') || !line.includes('ident')),
    [],
    'the client with every suggestion applied compiles; only the broken twin does not',
  );
  writeFileSync(path.join(dir, 'companion/check.mjs'), CHECK);
  const calls = fixture('client-calls.json');
  const results = JSON.parse(
    execFileSync('node', ['companion/check.mjs', JSON.stringify(JSON.parse(calls))], { cwd: dir, encoding: 'utf8' }),
  );
  assert.equal(results.length, JSON.parse(calls).length);
  for (const { name, uris, expected } of results) assert.deepEqual(uris, expected, `${name}: the URI expand gives`);
}

/**
 * The guide's `ts run` block that wires one resourceRouter() into both SDKs' low-level Servers, as
 * the installed mcp-resources ships it: with the SDKs (the versions this repository tests) and Node's
 * types added, it compiles under the project's `tsc` with no error (the block holds no cast), and
 * its asserts hold when it runs.
 */
function lowLevelWiring(dir, versions) {
  const guide = readFileSync(path.join(dir, 'node_modules/mcp-resources/docs/guide.md'), 'utf8');
  const blocks = [...guide.matchAll(/^```ts run\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  const wiring = blocks.filter((code) => code.includes('setRequestHandler(ReadResourceRequestSchema, router)'));
  assert.equal(wiring.length, 1, "the shipped guide has one block wiring a router into both SDKs' Servers");
  assert.ok(wiring[0].includes("setRequestHandler('resources/read', router)"), 'it wires v2 too');
  assert.ok(!/\bas (?:never|any|unknown)\b/.test(wiring[0]), 'it holds no cast');
  execFileSync(
    'npm',
    [
      'install',
      '--save-dev',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...Object.entries(versions).map(([name, version]) => `${name}@${version}`),
    ],
    { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
  );
  const folder = path.join(dir, 'companion/low-level');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'wiring.mts'), `${wiring[0]}\nexport {};\n`);
  writeFileSync(
    path.join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023'],
        types: ['node'],
        strict: true,
        skipLibCheck: true,
        outDir: 'out',
      },
      files: ['wiring.mts'],
    }),
  );
  let output = '';
  try {
    execFileSync('npx', ['tsc', '-p', 'companion/low-level'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  }
  assert.equal(output, '', "the guide's low-level wiring compiles with no error");
  execFileSync('node', ['companion/low-level/out/wiring.mjs'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
}

/**
 * In `dir`, a project with ESLint, the README's eslint.config.mjs, both packages and `tsc`;
 * `versions` are the packages the guide's wiring needs besides them (the SDKs, Node's types).
 */
export async function companionChecks(dir, versions) {
  mkdirSync(path.join(dir, 'companion'), { recursive: true });
  const eslint = projectEslint(dir);
  await serverFindings(eslint, dir);
  await clientSuggestions(eslint, dir);
  lowLevelWiring(dir, versions);
}
