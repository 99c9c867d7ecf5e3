// The package as a user meets it: `npm pack` (which rebuilds dist/ through prepack), the tarball
// installed into fresh projects with ESLint 9 and 10, the README's own config linting TypeScript
// and JavaScript servers, a typed eslint.config.ts compiled by tsc, `require()` from CommonJS,
// and publint and attw on the tarball. Then the README's own install steps, run verbatim in fresh
// projects: TypeScript 7 installed first, a JavaScript project with no TypeScript, and Oxlint,
// whose findings over the examples and a generated corpus must equal ESLint's on every run. In the
// TypeScript 7 project, a server written with the companion and a client fixed by the plugin's
// suggestions (consumer-companion.js).
// Needs the npm registry (packages come from its cache when they are there). Run by `npm test`;
// `node scripts/consumer-test.js --keep` leaves the projects; `--packed DIR` takes the two tarballs
// from DIR instead of packing (no prepack, no publint/attw); `--only readme` runs only the README
// projects.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from '../bench/corpus/generate.js';
import { companionChecks } from './consumer-companion.js';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const packedDir = option('--packed');
const only = option('--only');
const ESLINT_VERSIONS = ['9.39.5', '10.15.0'];
const pkg = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
const dev = pkg.devDependencies;

const run = (cwd, command, args, options = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28, // a JSON report over hundreds of files
    ...options,
  });
const step = (text) => console.log(`consumer: ${text}`);

/** The README's eslint.config.mjs for TypeScript and JavaScript, as a user copies it. */
function readmeConfig() {
  const readme = readFileSync(path.join(repoDir, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((code) => code.includes('eslint.config.mjs') && code.includes('tseslint.parser'));
  assert.ok(block, 'the README shows an eslint.config.mjs');
  return block;
}

// Each file holds one mistake a recommended rule reports, in a shape that needs no types.
const SERVERS = {
  'src/server.ts': {
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerResource("doc", "docs://{id}", {}, async (uri: URL) => ({ contents: [{ uri: uri.href, text: "" }] }));
`,
    rule: 'mcp-resources/no-template-as-static-uri',
  },
  'src/server.mts': {
    code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerResource("doc", new ResourceTemplate("docs://{id", { list: undefined }), {}, async (uri: URL) => ({ contents: [{ uri: uri.href, text: "" }] }));
`,
    rule: 'mcp-resources/valid-template',
  },
  'src/server.js': {
    code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "files", version: "1.0.0" });
server.registerResource("file", new ResourceTemplate("files://{+path}{ext}", { list: undefined }), {}, async (uri) => ({ contents: [{ uri: uri.href, text: "" }] }));
`,
    rule: 'mcp-resources/valid-template',
  },
  'src/server.cjs': {
    code: `const { McpServer, ResourceTemplate } = require("@modelcontextprotocol/sdk/server/mcp.js");
const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerResource("note", new ResourceTemplate("notes://{;id}", { list: undefined }), {}, async (uri) => ({ contents: [{ uri: uri.href, text: "" }] }));
`,
    rule: 'mcp-resources/no-sdk-unsupported-template',
  },
};

// A test file: recommended skips it, all lints it (points 5: `all` is not `recommended`).
const TEST_FILE = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
const client = new Client({ name: "c", version: "1.0.0" });
export const read = (name) => client.readResource({ uri: \`notes://\${name}\` });
`;

const TYPED_CONFIG = `import { defineConfig } from 'eslint/config';
import type { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import mcpResources, { configs, meta, rules } from 'eslint-plugin-mcp-resources';

export const extended = defineConfig([{ files: ['**/*.ts'], extends: [mcpResources.configs.recommended] }]);
export const withPlugin = defineConfig([{ plugins: { 'mcp-resources': mcpResources }, rules: { 'mcp-resources/valid-template': 'error' } }]);
export const bare: Linter.Config[] = [mcpResources.configs.all, configs.strict];
export const asPlugin: ESLint.Plugin = mcpResources;
export const named: string = meta.name + Object.keys(rules).length;
// 0.1.0's types subpath: a types-only re-export of mcp-resources now.
import type { TemplateVariables } from 'eslint-plugin-mcp-resources/types';
export const variables: TemplateVariables<'docs://{team}{?q}'> = { team: 'a' };
export default defineConfig([tseslint.configs.recommended, mcpResources.configs.recommended]);
`;

function packCompanion(out) {
  rmSync(path.join(repoDir, 'types/dist'), { recursive: true, force: true });
  const file = run(repoDir, 'npm', ['pack', '--silent', '-w', 'mcp-resources', '--pack-destination', out])
    .trim()
    .split('\n')
    .pop();
  const tarball = path.join(out, file);
  const listing = run(out, 'tar', ['tzf', tarball]).split('\n');
  assert.ok(
    ['index.js', 'grammar/index.js', 'fs/index.js'].every((f) => listing.includes(`package/dist/${f}`)),
    'mcp-resources ships its build',
  );
  assert.ok(
    !listing.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')),
    'mcp-resources ships no TypeScript sources',
  );
  return tarball;
}

/** `npm i --omit=dev mcp-resources` in an empty project: exactly one package, and it runs. */
function companionAlone(tarball, root) {
  const dir = path.join(root, 'companion');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'server', private: true, type: 'module' }));
  run(dir, 'npm', [
    'install',
    '--omit=dev',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    tarball,
  ]);
  const installed = run(dir, 'npm', ['ls', '--all', '--parseable', '--omit=dev']).trim().split('\n').slice(1);
  assert.deepEqual(
    installed.map((p) => path.relative(dir, p)),
    ['node_modules/mcp-resources'],
    'mcp-resources installs exactly one package',
  );
  const script = `import { expand, match } from 'mcp-resources'; const uri = expand('docs://team/{team}{?q}', { team: 'a/b' }); console.log(uri, JSON.stringify(match('docs://team/{team}{?q}', uri)));`;
  assert.equal(run(dir, 'node', ['--input-type=module', '-e', script]).trim(), 'docs://team/a%2Fb {"team":"a/b"}');
  const fsScript = `import { safeJoin, PathEscapeError } from 'mcp-resources/fs'; await safeJoin('.', '../x').catch((e) => console.log(e instanceof PathEscapeError, e.reason));`;
  assert.equal(
    run(dir, 'node', ['--input-type=module', '-e', fsScript]).trim(),
    'true outside-root',
    'mcp-resources/fs runs',
  );
  // `mcp-resources check` without either SDK client (optional peers, not installed): it says what to install.
  const check = spawnSync(path.join(dir, 'node_modules/.bin/mcp-resources'), ['check', '--', 'node', 'server.js'], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.equal(check.status, 2, 'mcp-resources check without an SDK client exits 2');
  assert.match(check.stderr, /npm install --save-dev @modelcontextprotocol\/client {3}\(SDK v2\)/, check.stderr);
}

function pack(out) {
  // As on a fresh clone: no dist/. prepack must build it, or the tarball ships no code.
  rmSync(path.join(repoDir, 'dist'), { recursive: true, force: true });
  const file = run(repoDir, 'npm', ['pack', '--silent', '--pack-destination', out]).trim().split('\n').pop();
  const tarball = path.join(out, file);
  const listing = run(out, 'tar', ['tzf', tarball]).split('\n');
  assert.ok(listing.includes('package/dist/plugin.js'), 'the tarball holds the built entry');
  assert.ok(!listing.some((f) => f.endsWith('.map')), 'no source maps for sources that are not shipped');
  assert.ok(!listing.some((f) => f.startsWith('package/docs/architecture')), 'no contributor docs');
  const entryTypes = new Set(['package/dist/src/index.d.ts', 'package/dist/src/types-entry.d.ts']);
  const internal = listing.filter(
    (f) => (f.startsWith('package/dist/src/') && !entryTypes.has(f)) || f.startsWith('package/dist/rules/'),
  );
  assert.deepEqual(internal, [], 'the bundle is the code: no internal modules besides the entry types');
  for (const file of [
    'package/LICENSE',
    'package/CHANGELOG.md',
    'package/README.md',
    'package/dist/src/types-entry.d.ts',
  ])
    assert.ok(listing.includes(file), `${file} is shipped`);
  return tarball;
}

function consumer(tarball, companion, eslintVersion, root) {
  const dir = path.join(root, `eslint-${eslintVersion}`);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  // npm's default for a new package: CommonJS, the case that breaks an `import` in eslint.config.js.
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'commonjs' }, null, 2),
  );
  // The companion package as a tarball too: the plugin depends on it and it is not published yet.
  const devDependencies = [
    `eslint@${eslintVersion}`,
    `typescript@${dev.typescript}`,
    `typescript-eslint@${dev['typescript-eslint']}`,
    companion,
    tarball,
  ];
  run(dir, 'npm', [
    'install',
    '--save-dev',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    ...devDependencies,
  ]);
  const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules/eslint/package.json'), 'utf8')).version;
  assert.equal(installed, eslintVersion);

  writeFileSync(path.join(dir, 'eslint.config.mjs'), readmeConfig());
  for (const [file, { code }] of Object.entries(SERVERS)) writeFileSync(path.join(dir, file), code);
  checkFindings(dir);

  // configs.all lints the test file recommended skips.
  mkdirSync(path.join(dir, 'test'), { recursive: true });
  writeFileSync(path.join(dir, 'test/notes.test.js'), TEST_FILE);
  const lintWith = (config) => {
    writeFileSync(
      path.join(dir, 'eslint.all.mjs'),
      `import mcpResources from 'eslint-plugin-mcp-resources';\nexport default [mcpResources.configs.${config}];\n`,
    );
    return JSON.parse(eslintJson(dir, ['--config', 'eslint.all.mjs', 'test']))[0].messages.map((m) => m.ruleId);
  };
  assert.deepEqual(lintWith('recommended'), [], 'recommended skips test files');
  assert.deepEqual(
    lintWith('all'),
    ['mcp-resources/no-manual-expansion'],
    'all lints test files, with every rule at its strictest',
  );

  // A typed config compiles under tsc against this ESLint's own types.
  writeFileSync(path.join(dir, 'eslint.config.ts'), TYPED_CONFIG);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['eslint.config.ts'],
    }),
  );
  try {
    run(dir, 'node', [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
  } catch (error) {
    throw new Error(
      `eslint.config.ts does not compile with ESLint ${eslintVersion}'s types:\n${error.stdout}${error.stderr}`,
      { cause: error },
    );
  }

  // CommonJS: require() gives the named exports (Node.js 20.19 loads ES modules with require).
  const names = run(dir, 'node', [
    '-e',
    'const p = require("eslint-plugin-mcp-resources"); console.log(Object.keys(p.rules).length, Object.keys(p.configs).join(","), p.meta.name)',
  ]).trim();
  assert.equal(names, `12 recommended,strict,all ${pkg.name}`);
}

function eslintJson(dir, args) {
  try {
    return run(dir, 'npx', ['eslint', '--format', 'json', ...args]);
  } catch (error) {
    // eslint exits 1 when it reports problems: the JSON is on stdout all the same.
    if (error.status === 1 && error.stdout) return error.stdout;
    throw error;
  }
}

function checkFindings(dir, servers = SERVERS) {
  const results = JSON.parse(eslintJson(dir, ['src']));
  const byFile = Object.fromEntries(
    results.map((r) => [path.relative(dir, r.filePath).split(path.sep).join('/'), r.messages]),
  );
  for (const [file, { rule }] of Object.entries(servers)) {
    const messages = byFile[file];
    assert.ok(messages, `${file} is linted by the README's config`);
    assert.deepEqual(
      messages.map((m) => m.ruleId),
      [rule],
      `${file}: expected exactly one ${rule} finding, got ${JSON.stringify(messages.map((m) => `${m.ruleId}: ${m.message}`))}`,
    );
  }
}

// ---- The README's install steps, verbatim, in fresh projects ----

const README = () => readFileSync(path.join(repoDir, 'README.md'), 'utf8');

/** The README's ```lang block holding `marker`. */
function readmeBlock(lang, marker) {
  const block = [...README().matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))]
    .map((m) => m[1])
    .find((code) => code.includes(marker));
  assert.ok(block, `the README shows a ${lang} block with "${marker}"`);
  return block;
}

/** The `npm install` lines of the README's shell block headed `# marker`. */
const readmeInstall = (marker) =>
  readmeBlock('sh', `# ${marker}`)
    .split('\n')
    .filter((line) => line.startsWith('npm install '));

/** A shell line split into words, with its single quotes removed (the README quotes only that way). */
const words = (line) => [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);

/**
 * Runs a README install line as written. The plugin and its companion are not published yet, so
 * the plugin's name stands for both tarballs; `pins` fixes a package's version where the test
 * must not follow the registry (`oxlint`: its version is the one this repository tests).
 */
function installAsWritten(dir, line, { tarball, companion }, pins = {}) {
  const args = words(line)
    .slice(1)
    .flatMap((word) =>
      word === 'eslint-plugin-mcp-resources' ? [companion, tarball] : [pins[word] ? `${word}@${pins[word]}` : word],
    );
  step(`${path.basename(dir)}: ${line}`);
  run(dir, 'npm', [...args, '--prefer-offline', '--no-audit', '--no-fund']);
}

function freshProject(root, name) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'commonjs' }, null, 2));
  return dir;
}

const installedVersion = (dir, name) =>
  existsSync(path.join(dir, 'node_modules', name, 'package.json'))
    ? JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version
    : undefined;

/** The finding the README shows at its top, as `{ file, line, column, message, rule }`. */
function readmeShownFinding() {
  const shown = readmeBlock('', 'mcp-resources/').trim().split('\n');
  const [, line, column, rest] = /^\s*(\d+):(\d+)\s+error\s+(\S.*)$/.exec(shown[1]);
  const text = [rest, ...shown.slice(2).map((l) => l.trim())].join(' ');
  const rule = /(mcp-resources\/\S+)$/.exec(text)[1];
  return {
    file: shown[0].trim(),
    line: Number(line),
    column: Number(column),
    rule,
    message: text.slice(0, -rule.length).trim(),
  };
}

/**
 * TypeScript's `latest` first (7.x since July 2026), then the README's steps for TypeScript 7: the
 * install succeeds, `tsc` is still 7, and the README's config lints the servers with the findings
 * the README documents. Then eslint.config.ts, which ESLint loads on Node.js 20 only with jiti.
 */
function typescriptLatestProject(packs, root) {
  const dir = freshProject(root, 'typescript-latest');
  run(dir, 'npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', 'typescript@latest']);
  const latest = installedVersion(dir, 'typescript');
  step(`typescript-latest: typescript@latest is ${latest}`);
  for (const line of readmeInstall('TypeScript 7')) installAsWritten(dir, line, packs);
  const tsc = run(dir, 'npx', ['tsc', '--version']).trim();
  assert.match(tsc, /^Version 7\./, 'after the README steps, tsc is TypeScript 7');
  assert.match(installedVersion(dir, 'typescript'), /^6\./, "typescript-eslint gets TypeScript 6's API");

  writeFileSync(path.join(dir, 'eslint.config.mjs'), readmeConfig());
  for (const [file, { code }] of Object.entries(SERVERS)) writeFileSync(path.join(dir, file), code);
  checkFindings(dir);

  // The finding the README shows, on the example file it names.
  const shown = readmeShownFinding();
  mkdirSync(path.join(dir, path.dirname(shown.file)), { recursive: true });
  cpSync(path.join(repoDir, shown.file), path.join(dir, shown.file));
  const [result] = JSON.parse(eslintJson(dir, [shown.file]));
  assert.ok(
    result.messages.some(
      (m) =>
        m.ruleId === shown.rule &&
        m.line === shown.line &&
        m.column === shown.column &&
        // ESLint's stylish output, which the README shows, drops a message's final period.
        m.message.replace(/\.$/, '') === shown.message,
    ),
    `the README's example finding (${shown.file} ${shown.line}:${shown.column} ${shown.rule}) is reported as shown`,
  );
  rmSync(path.join(dir, shown.file));

  // eslint.config.ts: ESLint needs jiti on Node.js 20, as the README says; then the same findings.
  rmSync(path.join(dir, 'eslint.config.mjs'));
  writeFileSync(path.join(dir, 'eslint.config.ts'), readmeConfig());
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 22) {
    assert.throws(() => run(dir, 'npx', ['eslint', 'src']), /jiti/, 'without jiti, eslint.config.ts does not load');
  }
  for (const line of readmeInstall('eslint.config.ts')) installAsWritten(dir, line, packs);
  checkFindings(dir);
  rmSync(path.join(dir, 'eslint.config.ts'));
  writeFileSync(path.join(dir, 'eslint.config.mjs'), readmeConfig());
  return dir;
}

/** A JavaScript project: the README's JavaScript steps install no TypeScript, and find the same. */
function javascriptProject(packs, root) {
  const dir = freshProject(root, 'javascript');
  for (const line of readmeInstall('JavaScript')) installAsWritten(dir, line, packs);
  assert.equal(installedVersion(dir, 'typescript'), undefined, 'a JavaScript project gets no TypeScript');
  assert.equal(installedVersion(dir, 'typescript-eslint'), undefined, 'nor typescript-eslint');
  writeFileSync(path.join(dir, 'eslint.config.mjs'), readmeBlock('js', 'JavaScript only'));
  const servers = Object.entries(SERVERS).filter(([file]) => /\.[cm]?js$/.test(file));
  for (const [file, { code }] of servers) writeFileSync(path.join(dir, file), code);
  checkFindings(dir, Object.fromEntries(servers));
}

// ---- Oxlint beside ESLint ----

const CORPUS_FILES = 240;
const OXLINT_RUNS = 3;

/** The examples and a generated corpus, in `lint/` of each project (the same bytes in each). */
function writeLintFiles(dirs) {
  const corpus = path.join(dirs[0], 'lint', 'corpus');
  generateCorpus({ dir: corpus, count: CORPUS_FILES, seed: 1 });
  rmSync(path.join(corpus, 'manifest.json'));
  cpSync(path.join(repoDir, 'examples/src'), path.join(dirs[0], 'lint', 'examples'), { recursive: true });
  for (const dir of dirs.slice(1)) cpSync(path.join(dirs[0], 'lint'), path.join(dir, 'lint'), { recursive: true });
}

/** Each finding as `file line:column-endLine:endColumn rule message`, sorted. */
function eslintFindings(dir, configFile) {
  const results = JSON.parse(eslintJson(dir, ['--config', configFile, 'lint']));
  const findings = [];
  for (const result of results)
    for (const m of result.messages) {
      assert.ok(m.ruleId, `${result.filePath}: ${m.message}`);
      const file = path.relative(dir, result.filePath).split(path.sep).join('/');
      findings.push(`${file} ${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId} ${m.message}`);
    }
  return findings.sort();
}

/** Oxlint's findings of this plugin in the same form (its spans are UTF-8 byte offsets). */
function oxlintFindings(dir, configFile) {
  let out;
  try {
    out = run(dir, 'npx', ['oxlint', '--config', configFile, '--format', 'json', 'lint']);
  } catch (error) {
    if (error.status !== 1 || !error.stdout) throw error;
    out = error.stdout;
  }
  const { diagnostics } = JSON.parse(out);
  const texts = new Map();
  const position = (file, byteOffset) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(dir, file)));
    const before = texts.get(file).subarray(0, byteOffset).toString('utf8');
    const lines = before.split('\n');
    return `${lines.length}:${lines.at(-1).length + 1}`;
  };
  const findings = [];
  for (const d of diagnostics) {
    const rule = /^mcp-resources\((.+)\)$/.exec(d.code ?? '')?.[1];
    if (!rule) continue; // Oxlint's own rules
    const { offset, length } = d.labels[0].span;
    const file = d.filename.split(path.sep).join('/');
    findings.push(
      `${file} ${position(file, offset)}-${position(file, offset + length)} mcp-resources/${rule} ${d.message}`,
    );
  }
  return findings.sort();
}

/**
 * The README's `.oxlintrc.json` (and one with `configs.all`) in an Oxlint project with no
 * TypeScript, run several times with Oxlint's default threads, against ESLint with the README's
 * config (and `configs.all`) in `eslintDir`: the same findings, every run.
 */
/**
 * The README's note: without a .gitignore, `npx oxlint` lints node_modules too; with one that lists
 * it, only the project's files. Counted with Oxlint's own rules only (no plugin), which is fast.
 */
function oxlintWalksNodeModules(dir) {
  writeFileSync(path.join(dir, '.oxlintrc.builtin.json'), '{}');
  writeFileSync(path.join(dir, 'src/server.js'), 'export const uri = "docs://a";\n');
  const filesLinted = () => {
    let out;
    try {
      out = run(dir, 'npx', ['oxlint', '--config', '.oxlintrc.builtin.json']);
    } catch (error) {
      out = String(error.stdout);
    }
    return Number(/on (\d+) files?/.exec(out)?.[1]);
  };
  const without = filesLinted();
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  const withIgnore = filesLinted();
  step(`oxlint: ${without} files linted without a .gitignore, ${withIgnore} with one listing node_modules`);
  assert.equal(withIgnore, 1, 'with the .gitignore, only src/server.js');
  assert.ok(without > 100, 'without it, the packages in node_modules too');
  rmSync(path.join(dir, '.gitignore'));
  rmSync(path.join(dir, '.oxlintrc.builtin.json'));
  rmSync(path.join(dir, 'src/server.js'));
}

function oxlintProject(packs, root, eslintDir) {
  const dir = freshProject(root, 'oxlint');
  for (const line of readmeInstall('Oxlint')) installAsWritten(dir, line, packs, { oxlint: dev.oxlint });
  assert.equal(installedVersion(dir, 'oxlint'), dev.oxlint);
  assert.equal(installedVersion(dir, 'typescript'), undefined, 'Oxlint needs no TypeScript');
  const oxlintrc = readmeBlock('json', 'jsPlugins');
  writeFileSync(path.join(dir, '.oxlintrc.json'), oxlintrc);
  const plugin = JSON.parse(
    run(dir, 'node', [
      '--input-type=module',
      '-e',
      "import p from 'eslint-plugin-mcp-resources'; console.log(JSON.stringify({ recommended: p.configs.recommended.rules, all: p.configs.all.rules }))",
    ]),
  );
  assert.deepEqual(
    JSON.parse(oxlintrc).rules,
    plugin.recommended,
    "the README's .oxlintrc.json is configs.recommended",
  );
  writeFileSync(
    path.join(dir, '.oxlintrc.all.json'),
    JSON.stringify({ jsPlugins: ['eslint-plugin-mcp-resources'], rules: plugin.all }, null, 2),
  );
  writeFileSync(
    path.join(eslintDir, 'eslint.all.mjs'),
    `import tseslint from 'typescript-eslint';\nimport mcpResources from 'eslint-plugin-mcp-resources';\nexport default [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, mcpResources.configs.all];\n`,
  );
  oxlintWalksNodeModules(dir);
  writeLintFiles([eslintDir, dir]);
  for (const [config, eslintConfig, oxlintConfig] of [
    ['recommended', 'eslint.config.mjs', '.oxlintrc.json'],
    ['all', 'eslint.all.mjs', '.oxlintrc.all.json'],
  ]) {
    const expected = eslintFindings(eslintDir, eslintConfig);
    assert.ok(expected.length > 0, `ESLint finds something with ${config}`);
    for (let runIndex = 1; runIndex <= OXLINT_RUNS; runIndex++) {
      const found = oxlintFindings(dir, oxlintConfig);
      step(`oxlint: ${config}, run ${runIndex}: ${found.length} findings, ESLint ${expected.length}`);
      assert.deepEqual(found, expected, `Oxlint run ${runIndex} (${config}) finds exactly what ESLint finds`);
    }
  }
}

const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-consumer-'));
try {
  let companion;
  let tarball;
  if (packedDir) {
    const packed = readdirSync(packedDir).filter((f) => f.endsWith('.tgz'));
    companion = path.join(
      packedDir,
      packed.find((f) => f.startsWith('mcp-resources-')),
    );
    tarball = path.join(
      packedDir,
      packed.find((f) => f.startsWith('eslint-plugin-mcp-resources-')),
    );
    step(`tarballs from ${packedDir}`);
  } else {
    step('packing both packages (prepack rebuilds dist/)');
    companion = packCompanion(root);
    tarball = pack(root);
    for (const file of [companion, tarball]) {
      step(`${path.basename(file)}: ${(readFileSync(file).length / 1024).toFixed(1)} kB packed; publint and attw`);
      run(repoDir, 'node', [path.join(repoDir, 'node_modules/publint/src/cli.js'), '--strict', file]);
      run(repoDir, 'node', [
        path.join(repoDir, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
        file,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
      ]);
    }
  }
  if (only !== 'readme') {
    step('mcp-resources alone, --omit=dev');
    companionAlone(companion, root);
    for (const version of ESLINT_VERSIONS) {
      step(`ESLint ${version}: install, lint the README's config, compile eslint.config.ts, require()`);
      consumer(tarball, companion, version, root);
    }
  }
  const packs = { tarball, companion };
  step("the README's steps for TypeScript 7, after typescript@latest");
  const typescriptDir = typescriptLatestProject(packs, root);
  step(
    "a server written with the companion, a client fixed by every no-manual-expansion suggestion, and the guide's low-level wiring, compiled by tsc 7",
  );
  await companionChecks(
    typescriptDir,
    Object.fromEntries(
      ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', '@types/node'].map((name) => [name, dev[name]]),
    ),
  );
  step("the README's steps for a JavaScript project");
  javascriptProject(packs, root);
  step(`Oxlint (default threads, ${OXLINT_RUNS} runs) and ESLint on the examples and ${CORPUS_FILES} generated files`);
  oxlintProject(packs, root, typescriptDir);
  step(`ok (${ESLINT_VERSIONS.join(', ')}; TypeScript latest, JavaScript, Oxlint ${dev.oxlint})`);
} finally {
  if (keep) console.log(`consumer: projects kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
  if (!existsSync(path.join(repoDir, 'dist/plugin.js')))
    console.error('consumer: dist/ is missing after packing; run "npm run build"');
}
