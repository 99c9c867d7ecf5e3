import { describe, expect, it } from 'vitest';
import { modelOf } from '../helpers/model-of.js';

const summary = (code: string) => {
  const { model, text } = modelOf(code);
  return model.registrations.map((r) => ({
    api: r.api,
    shape: r.shape,
    sdk: r.sdk,
    server: r.server.key.replace(/@\d+$/, ''),
    name: r.name,
    template: model.siteOf(r)?.template.value,
    staticUri: r.staticUri?.value,
    handler: r.handler && {
      params: r.handler.fn.params.map((p) => text(p)),
      wrappers: r.handler.wrappers.map((w) => text(w.callee)),
      reads: r.handler.variableReads.map((v) => `${v.form}:${v.name}${v.defaultValue ? '=' : ''}`),
    },
  }));
};

describe('finding MCP registrations', () => {
  it('v1 registerResource with an inline template and handler', () => {
    expect(
      summary(`import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerResource("doc", new ResourceTemplate("docs://{team}/{id}{?v}", { list: undefined }), {}, async (uri, { team, id, v = "1" }, extra) => ({ contents: [] }));`),
    ).toEqual([
      {
        api: 'registerResource',
        shape: 'template',
        sdk: 'v1',
        server: 'server',
        name: 'doc',
        template: 'docs://{team}/{id}{?v}',
        staticUri: undefined,
        handler: {
          params: ['uri', '{ team, id, v = "1" }', 'extra'],
          wrappers: [],
          reads: ['destructure:team', 'destructure:id', 'destructure:v='],
        },
      },
    ]);
  });

  it('v2 through an aliased import, a template in a constant, and a handler by name', () => {
    const [r] = summary(`import { McpServer as Server2, ResourceTemplate as RT } from "@modelcontextprotocol/server";
const TEMPLATE = "docs://" + "{id}";
const tpl = new RT(TEMPLATE, { list: undefined });
async function read(uri: URL, vars: Record<string, string>, ctx: unknown) { return { contents: [vars.id, vars["x"], vars[k]] }; }
const srv = new Server2({ name: "s", version: "1" });
srv.registerResource("doc", tpl, {}, read);`);
    expect(r).toMatchObject({
      sdk: 'v2',
      template: 'docs://{id}',
      server: 'srv',
      handler: { reads: ['member:id', 'member:x', 'member:null'] },
    });
  });

  it('namespace import, deprecated resource(), wrapper and a static resource', () => {
    const found = summary(`import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new mcp.McpServer({ name: "s", version: "1" });
const withAuth = (h: any) => h;
server.resource("doc", new mcp.ResourceTemplate("docs://{id}", { list: undefined }), withAuth(async (uri: URL, v: any) => { const { id } = v; return { contents: [] }; }));
server.resource("readme", "docs://readme", async (uri: URL) => ({ contents: [] }));`);
    expect(found).toMatchObject([
      {
        api: 'resource',
        shape: 'template',
        template: 'docs://{id}',
        handler: { wrappers: ['withAuth'], reads: ['destructure:id'] },
      },
      { api: 'resource', shape: 'static', staticUri: 'docs://readme', handler: { params: ['uri: URL'] } },
    ]);
  });

  it('low-level read handlers in v1 (schema) and v2 (method string)', () => {
    expect(
      summary(`import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ReadResourceRequestSchema as Read } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, {});
server.setRequestHandler(Read, async (request, extra) => ({ contents: [] }));
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));`),
    ).toMatchObject([
      { api: 'setRequestHandler', shape: 'low-level', sdk: 'v1', handler: { params: ['request', 'extra'] } },
    ]);
    expect(
      summary(`import { Server } from "@modelcontextprotocol/server";
const server = new Server({ name: "s", version: "1" }, {});
server.setRequestHandler("resources/read", async (request, ctx) => ({ contents: [] }));
server.setRequestHandler("tools/call", async (request, ctx) => ({ content: [] }));`),
    ).toMatchObject([{ api: 'setRequestHandler', shape: 'low-level', sdk: 'v2' }]);
  });

  it('a server passed as a parameter (no import): registerResource is still found by its shape', () => {
    expect(
      summary(`import { ResourceTemplate } from "./mcp-reexports.js";
export function register(server: any) {
  server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async () => ({ contents: [] }));
}`),
    ).toMatchObject([{ shape: 'template', sdk: 'unknown', template: 'docs://{id}' }]);
  });

  it('ignores look-alikes: tools, prompts, an unrelated resource() and a class of the same name', () => {
    expect(
      summary(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [] }));
server.registerPrompt("p", {}, async () => ({ messages: [] }));
const pool = { resource(name: string, factory: () => void) {} };
pool.resource("db", () => {});`),
    ).toEqual([]);
  });

  it('does not crash on partial or odd code', () => {
    const odd = [
      'server.registerResource()',
      'server.registerResource(...args)',
      'server?.registerResource("a", new ResourceTemplate(), {}, h)',
      'server.registerResource("a", new ResourceTemplate(`${x}{id}`), {}, async function () {})',
      'server["registerResource"]("a", "b://{c}", {}, () => {})',
      'const a = a; server.registerResource("x", a, {}, a)',
      'server.setRequestHandler(ReadResourceRequestSchema)',
      'server.setRequestHandler(ReadResourceRequestSchema, 42)',
    ];
    for (const code of odd) expect(() => modelOf(code)).not.toThrow();
  });
});
