// The package as a user meets it: `npm pack` (which rebuilds dist/ through prepack), the tarball
// installed into fresh projects with ESLint 9 and 10, the README's own config linting TypeScript
// and JavaScript servers, a typed eslint.config.ts compiled by tsc, `require()` from CommonJS,
// and publint and attw on the tarball. Needs the npm registry (packages come from its cache when
// they are there). Run by `npm test`; `node scripts/consumer-test.js --keep` leaves the projects.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const ESLINT_VERSIONS = ['9.39.5', '10.15.0'];
const pkg = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
const dev = pkg.devDependencies;

const run = (cwd, command, args, options = {}) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
const step = (text) => console.log(`consumer: ${text}`);

/** The README's eslint.config.mjs, as a user copies it. */
function readmeConfig() {
  const readme = readFileSync(path.join(repoDir, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((code) => code.includes('eslint.config.mjs'));
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

function checkFindings(dir) {
  const results = JSON.parse(eslintJson(dir, ['src']));
  const byFile = Object.fromEntries(
    results.map((r) => [path.relative(dir, r.filePath).split(path.sep).join('/'), r.messages]),
  );
  for (const [file, { rule }] of Object.entries(SERVERS)) {
    const messages = byFile[file];
    assert.ok(messages, `${file} is linted by the README's config`);
    assert.deepEqual(
      messages.map((m) => m.ruleId),
      [rule],
      `${file}: expected exactly one ${rule} finding, got ${JSON.stringify(messages.map((m) => `${m.ruleId}: ${m.message}`))}`,
    );
  }
}

const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-consumer-'));
try {
  step('packing both packages (prepack rebuilds dist/)');
  const companion = packCompanion(root);
  const tarball = pack(root);
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
  step('mcp-resources alone, --omit=dev');
  companionAlone(companion, root);
  for (const version of ESLINT_VERSIONS) {
    step(`ESLint ${version}: install, lint the README's config, compile eslint.config.ts, require()`);
    consumer(tarball, companion, version, root);
  }
  step(`ok (${ESLINT_VERSIONS.join(', ')})`);
} finally {
  if (keep) console.log(`consumer: projects kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
  if (!existsSync(path.join(repoDir, 'dist/plugin.js')))
    console.error('consumer: dist/ is missing after packing; run "npm run build"');
}
