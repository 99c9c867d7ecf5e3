// The text checks asked before an analysis (`mentions`: the companion's `mcp-resources`, the decode
// helpers' decoder names) must never skip code the analysis finds something in. The plugin is loaded
// twice, once as it is and once with `mentions` answering yes to everything, and every rule test's
// code (with the shapes these checks stand in front of) gives the same findings with both.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it, vi } from 'vitest';
import { ruleTestCode } from '../helpers/agreement.js';

const plain = (await import('../../src/index.js')).default;
vi.resetModules();
vi.doMock('../../src/source/mentions.js', () => ({ mentions: () => true }));
const unchecked = (await import('../../src/index.js')).default;
vi.doUnmock('../../src/source/mentions.js');

const linter = new Linter({ configType: 'flat' });
const findings = (plugin: typeof plain, code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
          plugins: { 'mcp-resources': plugin as never },
          rules: Object.fromEntries(Object.keys(plugin.rules).map((name) => [`mcp-resources/${name}`, 'error'])),
        },
      ],
      'src/server.ts',
    )
    .map((m) => `${m.ruleId} ${m.messageId} ${m.line}:${m.column}-${m.endLine}:${m.endColumn}`);

const SDK = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
/** What the checks stand in front of: mcp-resources' decoded values, and decode helpers of the file. */
const SHAPES = [
  `${SDK}import { match, parse, typedResource } from "mcp-resources";
const server = new McpServer({ name: "x", version: "1.0.0" });
const docs = typedResource(ResourceTemplate, "docs://{name}", { list: undefined });
server.registerResource("doc", docs.template, {}, docs.read(async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(name) }] })));
export const read = (uri: string) => [decodeURIComponent(match("notes://{id}", uri)!.id), parse("files://{+path}").match(uri)];`,
  `${SDK}const server = new McpServer({ name: "x", version: "1.0.0" });
const safeDecode = (s: string) => decodeURIComponent(s);
function loose(s: string) { return decodeURI(s.trim()); }
server.registerResource("r", new ResourceTemplate("docs://{team}/{name}", { list: undefined }), {}, async (uri, { team, name }) => {
  const t = safeDecode(decodeURIComponent(String(team)));
  return { contents: [{ uri: uri.href, text: t + loose(safeDecode(String(name))) }] };
});`,
];

describe('the text checks (mentions)', () => {
  it('change no finding: the plugin with every text check answering yes finds the same', () => {
    const snippets = [...SHAPES, ...ruleTestCode((text) => text.length > 20 && /[;(){}]/.test(text))];
    let found = 0;
    for (const code of snippets) {
      const expected = findings(unchecked, code);
      found += expected.length;
      expect(findings(plain, code), code).toEqual(expected);
    }
    expect(snippets.length).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(150);
  });

  it('stand in front of findings: the shapes give some only because the checks let them through', () => {
    for (const code of SHAPES) expect(findings(unchecked, code).length).toBeGreaterThan(0);
  });
});
