// A server written with the companion, as its README shows it (adapter, router, safeJoin, expand),
// linted with the `recommended` config: the correct version gets no report, and each planted
// defect exactly the report of the rule that is about it.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';

const correct = `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";
import { createResourceRouter, expand, route, typedResource } from "mcp-resources";
import { safeJoin } from "mcp-resources/fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

declare function findDoc(tenant: string, id: string): Promise<string | undefined>;
const ROOT = "/srv/files";
const server = new McpServer({ name: "files", version: "1.0.0" });

const files = typedResource(ResourceTemplate, "files://{tenant}/{+path}", { list: undefined });
server.registerResource("files", files.template, {}, files.read(async (uri, { tenant, path: rel }, ctx) => {
  if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);
  const text = await readFile(await safeJoin(ROOT, \`\${tenant}/\${rel}\`), "utf8");
  return { contents: [{ uri: uri.href, text }] };
}));

const search = typedResource(ResourceTemplate, "search://{tenant}{?q,limit}", { list: undefined });
server.registerResource("search", search.template, {}, search.read(async (uri, { tenant, q = "", limit = "10" }, ctx) => {
  if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);
  const first = expand("files://{tenant}/{+path}", { tenant, path: q.trim() });
  return { contents: [{ uri: uri.href, text: \`\${first} (\${limit})\` }] };
}));

export const router = createResourceRouter([
  route("docs://{tenant}/{id}", async (uri, { tenant, id }, ctx: { authInfo?: { extra?: { tenant?: string } } }) => {
    if (!/^[a-z0-9-]+$/.test(id)) throw new ResourceNotFoundError(uri.href);
    if (ctx.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);
    const text = await findDoc(tenant, id);
    if (text === undefined) throw new ResourceNotFoundError(uri.href);
    return { contents: [{ uri: uri.href, text }] };
  }),
]);
export const unused = path.sep;
`;

function ruleIds(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
      { ...plugin.configs.recommended, files: ['**/*.ts'] },
    ],
    'src/server.ts',
  );
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId ?? '');
}

/** One defect each: the text replaced, and the report it must bring. */
const DEFECTS: { label: string; from: string; to: string; rule: string; also?: [string, string] }[] = [
  {
    label: 'no tenant check in the adapter handler',
    from: '  if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);\n  const text = await readFile',
    to: '  const text = await readFile',
    rule: 'require-read-authorization',
  },
  {
    label: 'no tenant check in the route',
    from: '    if (ctx.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);\n',
    to: '',
    rule: 'require-read-authorization',
  },
  {
    label: 'a second decode of a decoded value',
    from: '`${tenant}/${rel}`',
    to: '`${tenant}/${decodeURIComponent(rel)}`',
    rule: 'no-double-decode',
  },
  {
    label: 'the policy switched off, and no safeJoin',
    from: 'await safeJoin(ROOT, `${tenant}/${rel}`)',
    to: 'path.join(ROOT, rel)',
    also: [
      '{ list: undefined });\nserver.registerResource("files"',
      '{ list: undefined }, { security: false });\nserver.registerResource("files"',
    ],
    rule: 'no-path-traversal',
  },
  { label: 'a query variable without its default', from: 'q = ""', to: 'q', rule: 'require-query-defaults' },
  {
    label: 'a denial that reads as one',
    from: '  if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new ResourceNotFoundError(uri.href);\n  const first',
    to: '  if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new Error("Forbidden");\n  const first',
    rule: 'prefer-not-found-on-deny',
  },
  {
    label: 'empty contents for a missing document',
    from: 'if (text === undefined) throw new ResourceNotFoundError(uri.href);',
    to: 'if (text === undefined) return { contents: [] };',
    rule: 'prefer-not-found-on-deny',
  },
  {
    label: 'an unanchored validation',
    from: '/^[a-z0-9-]+$/',
    to: '/[a-z0-9-]+/',
    rule: 'require-anchored-validation',
  },
  {
    label: 'an ambiguous template',
    from: '"search://{tenant}{?q,limit}"',
    to: '"search://{tenant}{q}{?limit}"',
    rule: 'valid-template',
  },
  {
    label: 'a URI built by hand',
    from: 'expand("files://{tenant}/{+path}", { tenant, path: q.trim() })',
    to: '`files://${tenant}/${q.trim()}`',
    rule: 'no-manual-expansion',
  },
];

describe('a server written with mcp-resources, linted with the recommended config', () => {
  it('the correct version gets no report', () => {
    expect(ruleIds(correct)).toEqual([]);
  });
  for (const defect of DEFECTS) {
    it(`${defect.label}: ${defect.rule}`, () => {
      expect(correct.split(defect.from)).toHaveLength(2);
      let code = correct.replace(defect.from, defect.to);
      if (defect.also) {
        expect(code.split(defect.also[0])).toHaveLength(2);
        code = code.replace(...defect.also);
      }
      expect(ruleIds(code).map((id) => id.replace(/^mcp-resources\//, ''))).toEqual([defect.rule]);
    });
  }
});
