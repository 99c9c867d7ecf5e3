import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { rules as ruleModules } from '../rules/index.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the plugin object', () => {
  it('has meta with name, version from package.json, and namespace', () => {
    expect(plugin.meta).toEqual({
      name: 'eslint-plugin-mcp-resources',
      version: pkg.version,
      namespace: 'mcp-resources',
    });
  });

  it('has named flat configs recommended, strict and all, all referring to its own rules', () => {
    for (const name of ['recommended', 'strict', 'all'] as const) {
      const config = plugin.configs[name];
      expect(config.name).toBe(`mcp-resources/${name}`);
      expect(config.plugins?.['mcp-resources']).toBe(plugin);
      for (const rule of Object.keys(config.rules ?? {})) {
        expect(rule.startsWith('mcp-resources/')).toBe(true);
        expect(plugin.rules).toHaveProperty(rule.slice('mcp-resources/'.length));
      }
    }
    expect(Object.keys(plugin.configs.all.rules ?? {}).sort()).toEqual(
      Object.keys(plugin.rules)
        .map((r) => `mcp-resources/${r}`)
        .sort(),
    );
    const recommended = Object.keys(plugin.configs.recommended.rules ?? {});
    const strict = Object.keys(plugin.configs.strict.rules ?? {});
    expect(recommended.every((r) => strict.includes(r))).toBe(true);
    // strict reports encodeURIComponent-built URIs too.
    expect(plugin.configs.strict.rules?.['mcp-resources/no-manual-expansion']).toEqual([
      'error',
      { allowEncodeURIComponent: false },
    ]);
    expect(plugin.configs.recommended.rules?.['mcp-resources/no-manual-expansion']).toBe('error');
    // strict requires a check in every read handler; recommended only on evidence of an owner.
    expect(plugin.configs.strict.rules?.['mcp-resources/require-read-authorization']).toEqual([
      'error',
      { everyRead: true },
    ]);
    expect(plugin.configs.recommended.rules?.['mcp-resources/require-read-authorization']).toBe('error');
  });

  it('gives every rule a docs URL, a description, messages, default options, its language and dialects', () => {
    expect(plugin.rules).toEqual(ruleModules);
    for (const [name, rule] of Object.entries(ruleModules)) {
      // ESLint 10.2+: the rules read JavaScript's ESTree (js/js), from JavaScript or TypeScript code.
      expect((rule.meta as { languages?: string[] }).languages).toEqual(['js/js']);
      expect((rule.meta.docs as { dialects?: string[] }).dialects).toEqual(['JavaScript', 'TypeScript']);
      expect(rule.meta.docs?.url).toBe(
        `https://github.com/mcp-resources/eslint-plugin-mcp-resources/blob/main/docs/rules/${name}.md`,
      );
      expect(rule.meta.docs?.description).toBeTruthy();
      expect(Object.keys(rule.meta.messages).length).toBeGreaterThan(0);
      expect(rule.meta.defaultOptions ?? rule.defaultOptions).toBeDefined();
    }
  });

  it('lints through the public ESLint API with the recommended config', async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
        plugin.configs.recommended,
      ],
    });
    const [result] = await eslint.lintText(
      'import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nnew ResourceTemplate("a://{x}{y}", { list: undefined });\n',
      { filePath: 'x.ts' },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('mcp-resources/valid-template');
  });
});

describe('the published entry', () => {
  const entry = new URL('../dist/plugin.js', import.meta.url);

  it('is one bundled module (dist/plugin.js, built by npm run build) with the same rules and configs', async () => {
    expect(existsSync(entry), 'dist/plugin.js is missing: run "npm run build" first').toBe(true);
    expect(pkg.exports['.'].default).toBe('./dist/plugin.js');
    const published = (await import(entry.href)).default;
    expect(published.meta).toEqual(plugin.meta);
    expect(Object.keys(published.rules)).toEqual(Object.keys(plugin.rules));
    for (const name of ['recommended', 'strict', 'all'] as const)
      expect(published.configs[name].rules).toEqual(plugin.configs[name].rules);
    // Bundled: it imports its dependencies, and none of its own files.
    expect(readFileSync(entry, 'utf8')).not.toMatch(/from ["']\.\.?\//);
  });

  it('imports only its runtime dependencies: the AST node types are written in, not loaded', () => {
    const text = readFileSync(entry, 'utf8');
    const imported = new Set(
      [...text.matchAll(/^import .* from ["']([^"']+)["'];$/gm)].map((m) =>
        m[1]!.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)(?:\/.*)?$/, '$1'),
      ),
    );
    expect([...imported].sort()).toEqual([
      '@eslint-community/eslint-utils',
      '@typescript-eslint/scope-manager',
      '@typescript-eslint/visitor-keys',
      'mcp-resources',
      'node:fs',
      'node:module',
      'node:path',
      'oxc-parser',
      'oxc-resolver',
    ]);
    for (const name of imported) if (!name.startsWith('node:')) expect(pkg.dependencies).toHaveProperty([name]);
    expect(text).not.toMatch(/AST_NODE_TYPES/);
    expect(text).toMatch(/\.type === "CallExpression"/);
  });

  it('loads the regex parser on the first pattern it analyses, not on import, and then its CommonJS copy', () => {
    expect(readFileSync(entry, 'utf8')).not.toMatch(/from ["']@eslint-community\/regexpp["']/);
    // A new process, so nothing else has loaded the parser yet.
    const script = `
      import { createRequire } from 'node:module';
      import { Linter } from 'eslint';
      const plugin = (await import(${JSON.stringify(entry.href)})).default;
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\\\/]@eslint-community[\\\\/]regexpp[\\\\/]index\\.js$/.test(file));
      const before = loaded();
      const code = 'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\\n' +
        'const server = new McpServer({ name: "x", version: "1.0.0" });\\nconst NAME = /[a-z]+/;\\n' +
        'server.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => {\\n' +
        '  if (!NAME.test(String(name))) throw new Error("Resource not found");\\n  return { contents: [{ uri: uri.href, text: String(name) }] };\\n});';
      const messages = new Linter().verify(code, { plugins: { 'mcp-resources': plugin }, rules: { 'mcp-resources/require-anchored-validation': 'error' } });
      console.log(JSON.stringify({ before, after: loaded(), ids: messages.map((m) => m.messageId) }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ before: false, after: true, ids: ['unanchored'] });
  });
});
