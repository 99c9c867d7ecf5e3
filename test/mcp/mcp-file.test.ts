import { describe, expect, it } from 'vitest';
import { mayBuildUris, mayHoldResources } from '../../src/mcp/index.js';
import { ask } from '../helpers/gate-probe.js';
import { seededRandom } from '../helpers/prng.js';

describe('the per-file gates', () => {
  it('say no for a file with no MCP code, resource API or URI', () => {
    expect(ask('export const add = (a: number, b: number) => a + b;')).toEqual({
      imports: false,
      resources: false,
      uris: false,
    });
  });

  it('see MCP modules by import, require and dynamic import, not by a mention', () => {
    expect(ask('import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";').imports).toBe(true);
    expect(ask('const { FastMCP } = require("fastmcp");').imports).toBe(true);
    expect(ask('const m = await import("@frontmcp/sdk");').imports).toBe(true);
    expect(ask('import { McpServer } from "tmcp";\nimport x from "xmcp/headers";').imports).toBe(true);
    expect(ask('// see the @modelcontextprotocol docs\nimport mcpish from "./mcp-utils.js";').imports).toBe(false);
  });

  it('let every resource API through: registrations, low-level handlers, constructions', () => {
    for (const code of [
      'server.registerResource("a", "a://x", {}, h);',
      'server\n  .resource("a", "a://x", h);',
      'low.setRequestHandler(ReadResourceRequestSchema, h);',
      'low.setRequestHandler("resources/read", h);',
      'new RT("a://{x}"); // RT = ResourceTemplate',
      'import { UriTemplate } from "@modelcontextprotocol/sdk/shared/uriTemplate.js";',
      'server.addResourceTemplate(definition);',
      'server.addResource({ uri: "a://x", load });',
      'server.template({ uri: "a://{x}" }, h);',
      'export const t = defineTemplate({ uri: "a://{x}" }, h);',
      'class Docs extends MCPResource {}',
      'class A { @Resource({ uri: "a://x" }) read() {} }',
    ]) {
      expect(ask(code).resources, code).toBe(true);
    }
  });

  it('let a file of an xmcp resources folder through by its path alone', () => {
    const handler = 'export default function handler({ userId }) { return userId; }';
    expect(ask(handler, 'src/resources/(users)/[userId]/profile.ts').resources).toBe(true);
    expect(ask(handler, 'C:\\app\\src\\resources\\(config)\\app.ts').resources).toBe(true);
    expect(ask(handler, 'src/resources/users/profile.ts').resources).toBe(false);
    expect(ask(handler, 'src/lib/(users)/profile.ts').resources).toBe(false);
  });

  it('let URI builds and named templates through', () => {
    expect(ask('export const u = `todos://${id}`;').uris).toBe(true);
    expect(ask('export const u = t.uriTemplate.replace("{id}", id);').uris).toBe(true);
    expect(ask('export const u = URI_TEMPLATE.replace("{id}", id);').uris).toBe(true);
    expect(ask('export const u = base + id;').uris).toBe(false);
  });

  // The gates search stems and try the words only where a stem is: the answers must be those of
  // the plain expressions the words were first written as.
  const RESOURCE_WORDS =
    /registerResource|\.\s*resource\s*\(|ReadResourceRequestSchema|resources\/read|ResourceTemplate|UriTemplate|mcp-resources|addResource|\.\s*template\s*\(|define(?:Template|Resource)\b|MCPResource|\bVariables\b|@Resource\s*\(|\buriTemplate\b/;
  // A URI template's name: "uri" in any case, "_" or not, a template stem (`uriTemplate`, `URI_TEMPLATE`).
  const buildsUris = (text: string) => text.includes('://') || /[Uu][Rr][Ii]_?[Tt](?:emplate|EMPLATE)/.test(text);
  const direct = (text: string) => {
    const sourceCode = { ast: {}, text } as never;
    const context = { sourceCode, filename: 'file.ts' };
    return { resources: mayHoldResources(context), uris: mayBuildUris(context) };
  };

  it('answer as the plain word expressions do, near misses included', () => {
    for (const text of [
      'registerResources',
      'x.registerResource',
      'myresource(',
      '. resource (',
      'a.resource',
      'a.resources(',
      'Resource',
      'ResourceTemplates',
      'resourceTemplate',
      'UriTemplated',
      'uritemplate',
      'defineTemplates',
      'defineTemplate(',
      'defineResource_',
      'defineResource$',
      'Variables',
      'myVariables',
      'Variables2',
      'Variables<"a">',
      '@Resource (',
      '@Resources(',
      '@ Resource(',
      'mcp-resource',
      'mcp-resources',
      'resources/readme',
      'resource/read',
      'ReadResourceRequest',
      'ReadResourceRequestSchema',
      'MCPResources',
      'MCP Resource',
      'addResourceTemplate',
      'addresource',
      'Resource Resource esource emplate EMPLATE Variable',
      'URI_TEMPLATE',
      'uri_template',
      'uriTEMPLATE',
      'UriTeMpLaTe',
      'Template',
      '',
      'resource\n  .resource(',
      'x.\n\ttemplate\n(',
      'uri__template',
      'ur_iTemplate',
      'xuriTemplate',
      'URITEMPLATE',
      'uRi_TEMPLATE',
      'iTemplate',
      'riTemplate',
      '_Template',
      'uri Template',
      'Template uri_template',
      'registerResource uriTemplate',
      'registerResource x',
      'uriTemplate registerResource',
    ]) {
      expect(direct(text), JSON.stringify(text)).toEqual({
        resources: RESOURCE_WORDS.test(text),
        uris: buildsUris(text),
      });
    }
  });

  it('answer as the plain word expressions do on generated texts', () => {
    const random = seededRandom(12);
    const pieces = [
      'esource',
      'emplate',
      'EMPLATE',
      'Variables',
      'R',
      'r',
      'T',
      't',
      '.',
      ' ',
      '\n',
      '(',
      's',
      '/read',
      'register',
      'Read',
      'RequestSchema',
      'Uri',
      'uri',
      'URI',
      'uRi',
      '_',
      'mcp-',
      'add',
      'define',
      'MCP',
      '@',
      'x',
      '$',
      '://',
      ':/',
    ];
    for (let round = 0; round < 20_000; round++) {
      const text = Array.from({ length: 1 + random.below(12) }, () => random.pick(pieces)).join('');
      expect(direct(text), JSON.stringify(text)).toEqual({
        resources: RESOURCE_WORDS.test(text),
        uris: buildsUris(text),
      });
    }
  });
});
