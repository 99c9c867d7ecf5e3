// No rule may crash, whatever the code looks like: partial code typed in an editor (as long as it
// parses), unusual shapes, and thousands of generated MCP-like snippets with odd arguments.
import { readdirSync, readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { seededRandom } from './helpers/prng.js';

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' } },
  plugin.configs.all as Linter.Config,
];

/** Lints and returns the messages; a rule that throws makes `verify` throw, which fails the test. */
function lint(code: string): Linter.LintMessage[] {
  return linter.verify(code, config, 'snippet.ts');
}

const HEADERS = [
  'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nimport fs from "node:fs";\nimport path from "node:path";\n',
  'import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";\nimport { readFile } from "fs/promises";\n',
  'import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nconst { ResourceTemplate } = mcp;\n',
  'import { FastMCP, type ResourceTemplate } from "fastmcp";\nimport { readFile } from "node:fs/promises";\n',
  'import { McpServer, type ResourceTemplate } from "tmcp";\nimport { defineTemplate } from "tmcp/template";\n',
  '',
];

const TEMPLATES = [
  '"docs://{id}"',
  '"file:///{+path}"',
  '"a://{x}{y}"',
  '`a://${X}{id}`',
  '"a://{"',
  '"{?q,r}"',
  '"a://{;x}{x:3}{/p*}"',
  'T',
  'T + "{y}"',
  '42',
  'undefined',
  'null',
  '`${a}${b}`',
  '"a://{+p}/{+q}{?a}{?b}"',
  "'\\u{1F600}{x}'",
];
const SECOND_ARGS = (t: string) => [
  `new ResourceTemplate(${t}, { list: undefined })`,
  t,
  `new mcp.ResourceTemplate(${t})`,
  `new ResourceTemplate()`,
  `tpl`,
  `...rest`,
  `(${t}) as any`,
];
const CONFIGS = ['{}', '{ scopeChallenge: { requiredScopes: ["a"] } }', 'config', '{ ...base }', 'undefined'];
const HANDLER_BODIES = [
  'return { contents: [] };',
  'const { id } = v; return { contents: [{ uri: u.href, text: id }] };',
  'if (!(await canRead(e.authInfo, v.id))) throw new Error("Forbidden"); return { contents: [] };',
  'for (const x of v.list ?? []) { if (x) return { contents: [] }; } throw new Error("not found");',
  'switch (v["kind"]) { case "a": return { contents: [] }; default: break; } return null;',
  'try { authorize(e.authInfo, u); return { contents: [fs.readFileSync(path.join(ROOT, decodeURIComponent(decodeURIComponent(v.path))))] }; } catch (err) { throw err; } finally { log(); }',
  'const p = /[a-z]+/.test(v.id) ? v.id : "x"; return { contents: [await readFile(p)] };',
  'label: { break label; } return v?.[k]?.x ?? (() => { return 1; })();',
  'while (true) { if (await isAllowed(e?.authInfo?.clientId, v.id)) return { contents: [] }; }',
  'const uri = `todos://tasks/${v.id}`; return { contents: [{ uri: uri.replace("{id}", v.id) }] };',
  'return;',
  '',
];
const HANDLERS = (body: string) => [
  `async (u, v, e) => { ${body} }`,
  `async function (u, { id, q = "d", ...rest }, e) { ${body} }`,
  `async (u, v) => ({ contents: [] })`,
  `withAuth(async (u, v, e) => { ${body} })`,
  `handler`,
  `async (...args) => { ${body} }`,
  `42`,
];

function generated(count: number, seed: number): string[] {
  // Seeded, so a failure names a reproducible case.
  const next = seededRandom(seed).next;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const snippets: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = pick(HANDLER_BODIES);
    const template = pick(TEMPLATES);
    const call = pick([
      () =>
        `server.registerResource("r${i}", ${pick(SECOND_ARGS(template))}, ${pick(CONFIGS)}, ${pick(HANDLERS(body))});`,
      () => `server.resource("r${i}", ${pick(SECOND_ARGS(template))}, ${pick(HANDLERS(body))});`,
      () =>
        `server.setRequestHandler(ReadResourceRequestSchema, ${pick(HANDLERS(body)).replace('(u, v, e)', '(request, e)')});`,
      () => `server?.registerResource?.("r${i}", ${pick(SECOND_ARGS(template))});`,
      () => `client.readResource({ uri: ${template}.replace("{id}", id) });`,
      // FastMCP and tmcp shapes (their adapters run only under their imports, which HEADERS mix in).
      () =>
        `server.addResourceTemplate({ uriTemplate: ${template}, name: "r${i}", arguments: [], load: ${pick(HANDLERS(body)).replace('(u, v, e)', '(v, e)')} });`,
      () =>
        `server.addResource(${pick(['{ uri: ' + template + ', load: async (auth) => ({ text: "" }) }', 'def', '...defs', template])});`,
      () => `server.template({ name: "r${i}", description: "d", uri: ${template} }, ${pick(HANDLERS(body))});`,
      () =>
        `export const d${i} = defineTemplate(${pick(['{ uri: ' + template + ' }', 'opts', template])}, ${pick(HANDLERS(body))});\nserver.template(d${i});`,
    ])();
    snippets.push(
      `${pick(HEADERS)}const X = "docs://";\nconst T = ${pick(TEMPLATES)};\nconst server = new McpServer({ name: "s", version: "1" });\nasync function handler(u: URL, v: any, e: any) { ${pick(HANDLER_BODIES)} }\n${call}\n`,
    );
  }
  return snippets;
}

const ODD = [
  '',
  ';',
  'server.registerResource',
  'server.registerResource()',
  'server.registerResource(...args)',
  'new ResourceTemplate',
  'import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js"; new ResourceTemplate(`${"a"}{`);',
  'import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js"; const a = b, b = a; new ResourceTemplate(a);',
  'import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js"; let t = "a://{x}"; t = "b"; new ResourceTemplate(t);',
  'import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js"; new ResourceTemplate(String.raw`a://{\\x}`);',
  'server.registerResource("a", "b://{c}", {}, async (u, v, e) => { return v[Symbol.iterator]; });',
  'server.registerResource("a", "b://{c}", {}, async function* (u) { yield 1; });',
  'server.registerResource("a", "b://{c}", {}, class {});',
  'server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }, { authInfo }) => { return { contents: [] }; });',
  'export default function (server) { server.registerResource("a", new ResourceTemplate("x://{y}"), {}, (u, { y }) => y); }',
  'import { MCPResource } from "mcp-framework";\nclass A extends MCPResource { uri = `${x}{y}`; template = { uriTemplate: 42 }; read() {} }\nexport default class extends MCPResource {}',
  'import type { ResourceTemplate } from "fastmcp";\nexport const r: ResourceTemplate<any> = { uriTemplate: "a://{x", load: 1 } as const;\nexport default {} satisfies ResourceTemplate<any>;',
  'import type { ReadResourceTemplateCallback } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const r: ReadResourceTemplateCallback = async () => ({ contents: [] });\nexport function f(u, v: Variables = {}) {}',
  `${'const a0 = "x";\n'}${Array.from({ length: 200 }, (_, i) => `const a${i + 1} = a${i} + "{v${i}}";`).join('\n')}\nimport { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nnew ResourceTemplate(a200);`,
];

describe('robustness: every rule, odd code', () => {
  it('does not crash on unusual shapes', () => {
    for (const code of ODD) expect(() => lint(code), code).not.toThrow();
  });

  it('does not crash on odd xmcp resource files (the template comes from the path)', () => {
    for (const filename of [
      'src/resources/(a)/[b]/index.ts',
      'src/resources/()/x.ts',
      'src/resources/(a)/[]/x.ts',
      'src/resources/(a)/[b]/[b]/c.ts',
      'src/resources/(a)/{x}/y.ts',
    ]) {
      for (const code of [
        'export default 42;',
        'export const metadata = {};\nexport default async ({ b }, extra) => b;',
        'export const metadata = 1;\nexport default class {}',
        'import "xmcp";\nexport default function () {}',
      ]) {
        expect(() => linter.verify(code, config, filename), `${filename}: ${code}`).not.toThrow();
      }
    }
  });

  it('does not crash on 2,000 generated MCP-like snippets', () => {
    let linted = 0;
    for (const code of generated(2000, 20261129)) {
      let messages: Linter.LintMessage[] = [];
      expect(() => (messages = lint(code)), code).not.toThrow();
      if (!messages.some((m) => m.fatal)) linted++;
    }
    // Most snippets must parse, or this test would not exercise the rules at all.
    expect(linted).toBeGreaterThan(1600);
  });

  it('does not crash on any prefix of the example files that still parses (a file being typed)', () => {
    const dir = new URL('../examples/src/', import.meta.url);
    let parsedPrefixes = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const lines = text.split('\n');
      for (let n = 1; n <= lines.length; n++) {
        const prefix = lines.slice(0, n).join('\n');
        let messages: Linter.LintMessage[] = [];
        expect(() => (messages = lint(prefix)), `${file} up to line ${n}`).not.toThrow();
        if (!messages.some((m) => m.fatal)) parsedPrefixes++;
      }
    }
    expect(parsedPrefixes).toBeGreaterThan(20);
  });
});
