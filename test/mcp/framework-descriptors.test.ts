// Each framework is stated once, in its descriptor; the text gate's words and modules come from
// there. A registration shape whose words the gate does not know would silently drop every file of
// that framework: each shape below must pass the gate and be found by the model.
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, type FrameworkDescriptor } from '../../src/mcp/index.js';
import { RESOURCE_STEM, WORD_AFTER_STEM, WORD_BEFORE_STEM } from '../../src/mcp/resource-words.js';
import { modelOf } from '../helpers/model-of.js';
import { ask } from '../helpers/gate-probe.js';

interface Shape {
  readonly code: string;
  readonly filename?: string;
}

/** Every registration shape of each descriptor, by the descriptor's name. */
const SHAPES: Record<string, readonly Shape[]> = {
  '@modelcontextprotocol/sdk and /server': [
    {
      code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [] }));`,
    },
    {
      code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
server.resource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), async (uri, { id }) => ({ contents: [] }));`,
    },
    {
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { resources: {} } });
server.setRequestHandler(ReadResourceRequestSchema, async (request) => ({ contents: [] }));`,
    },
    {
      code: `import { UriTemplate } from "@modelcontextprotocol/sdk/shared/uriTemplate.js";
export const docs = new UriTemplate("docs://{id}");`,
    },
  ],
  'SDK-typed read handlers': [
    {
      code: `import type { Variables } from "@modelcontextprotocol/server";
export async function readPage(uri: URL, variables: Variables) { return { contents: [{ uri: uri.href, text: String(variables.page) }] }; }`,
    },
    {
      code: `import type { ReadResourceTemplateCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
export const read: ReadResourceTemplateCallback = async (uri, { id }) => ({ contents: [] });`,
    },
  ],
  fastmcp: [
    {
      code: `import { FastMCP } from "fastmcp";
const server = new FastMCP({ name: "x", version: "1.0.0" });
server.addResourceTemplate({ uriTemplate: "a://{id}", name: "a", arguments: [], async load({ id }) { return { text: id }; } });`,
    },
    {
      code: `import { FastMCP } from "fastmcp";
const server = new FastMCP({ name: "x", version: "1.0.0" });
server.addResource({ uri: "c://static", name: "c", load: async () => ({ text: "" }) });`,
    },
  ],
  tmcp: [
    {
      code: `import { McpServer } from "tmcp";
declare const server: McpServer<any>;
server.template({ name: "t", description: "d", uri: "t://{id}" }, async (uri, { id }) => ({ contents: [] }));`,
    },
    {
      code: `import { McpServer } from "tmcp";
declare const server: McpServer<any>;
server.resource({ name: "r", description: "d", uri: "r://x" }, async (uri) => ({ contents: [] }));`,
    },
    {
      code: `import { defineTemplate } from "tmcp/template";
export const page = defineTemplate({ name: "p", description: "d", uri: "p://{id}" }, async (uri, { id }) => ({ contents: [] }));`,
    },
  ],
  'mcp-framework': [
    {
      code: `import { MCPResource } from "mcp-framework";
export default class Docs extends MCPResource {
  uri = "docs://index";
  name = "Docs";
  async read() { return []; }
}`,
    },
  ],
  xmcp: [
    {
      code: 'export const metadata = { name: "p" };\nexport default function handler({ userId }) { return userId; }',
      filename: 'src/resources/(users)/[userId]/profile.ts',
    },
  ],
  '@rekog/mcp-nest, @nest-mcp/server and FrontMCP decorators': [
    {
      code: `import { ResourceTemplate } from "@nest-mcp/server";
export class Tools {
  @ResourceTemplate({ name: "t", uriTemplate: "mcp://a/{id}" }) read(uri, params) { return { contents: [] }; }
}`,
    },
    {
      code: `import { ResourceTemplate } from "@rekog/mcp-nest";
export class Tools {
  @ResourceTemplate({ name: "t", uriTemplate: "mcp://a/{id}" }) read({ uri, id }) { return { contents: [] }; }
}`,
    },
    {
      code: `import { Resource } from "@rekog/mcp-nest";
export class Tools {
  @Resource({ name: "r", uri: "mcp://a" }) read({ uri }) { return { contents: [] }; }
}`,
    },
    {
      code: `import { ResourceTemplate } from "@frontmcp/sdk";
@ResourceTemplate({ name: "t", uriTemplate: "mcp://a/{id}" })
export class Page {}`,
    },
  ],
  'registrations recognised by their structure': [
    {
      code: `export const page = { uriTemplate: "p://{id}", read: async (uri, { id }) => ({ contents: [] }) };`,
    },
    {
      code: `export class Page { static uriTemplate = "p://{id}"; read(uri, variables) { return { contents: [] }; } }`,
    },
    {
      code: `register({ uriTemplate: "p://{id}" }, async (uri, { id }) => ({ contents: [] }));`,
    },
  ],
  'mcp-resources': [
    {
      code: `import { typedResource } from "mcp-resources";
export const docs = typedResource(Template, "docs://{name}", { list: undefined });`,
    },
    {
      code: `import { resource } from "mcp-resources";
resource(server, "docs://{name}", ({ name }) => name);`,
    },
    {
      code: `import { integer, resource, resourceRouter } from "mcp-resources";
const router = resourceRouter();
resource(router, "orders://{id}", { id: integer }, ({ id }) => String(id));`,
    },
  ],
};

describe('framework descriptors', () => {
  it('every descriptor has registration shapes here, and every shape here a descriptor', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(FRAMEWORKS.map((descriptor) => descriptor.name).sort());
  });

  it("holds one of the gate's stems in every word, within the reach the gate searches around a stem", () => {
    for (const descriptor of FRAMEWORKS)
      for (const word of descriptor.words) {
        const letters = word.replace(/\\[bs]|[\\*()?]/g, '');
        const stem = RESOURCE_STEM.exec(letters);
        expect(stem, `${descriptor.name}: ${word}`).not.toBeNull();
        expect(stem!.index, `${descriptor.name}: ${word}`).toBeLessThanOrEqual(WORD_BEFORE_STEM);
        expect(letters.length - stem!.index - stem![0].length, `${descriptor.name}: ${word}`).toBeLessThan(
          WORD_AFTER_STEM,
        );
      }
  });

  const descriptors: readonly FrameworkDescriptor[] = FRAMEWORKS;
  for (const descriptor of descriptors) {
    describe(descriptor.name, () => {
      for (const { code, filename = 'file.ts' } of SHAPES[descriptor.name] ?? []) {
        it(`passes the gate and is found: ${code.split('\n').at(-1)!.slice(0, 60)}`, () => {
          const gate = ask(code, filename);
          expect(gate.resources).toBe(true);
          // The import of a framework's module tells an MCP file (the companion is not an MCP server module).
          expect(gate.imports).toBe(descriptor.modules.length > 0 && /^import /m.test(code));
          if (descriptor.scan) {
            const { model } = modelOf(code, filename);
            expect(model.registrations.length + model.constructions.length).toBeGreaterThan(0);
          }
        });
      }
    });
  }
});
