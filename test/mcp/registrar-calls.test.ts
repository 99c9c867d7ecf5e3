// A function that registers with a template from its caller (a registrar) registers once per call:
// the caller's template, the caller's server and order, the handler's reads through the caller's arguments.
import { describe, expect, it } from 'vitest';
import { modelOf } from '../helpers/model-of.js';

const summary = (code: string) => {
  const { model, text } = modelOf(code);
  return model.registrations.map((r) => ({
    line: r.call.loc.start.line,
    server: r.server.key.replace(/@\d+$/, ''),
    template: model.siteOf(r)?.template.value ?? null,
    at: r.construction && text(r.construction.argument),
    registeredBy: r.registeredBy?.loc.start.line,
    reads: r.handler?.variableReads.map((v) => `${v.form}:${v.name}`),
  }));
};

const FILTERS = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
type Filter = { name: string; template: string; query: (variables: Record<string, string>) => string };
const registerFilter = (server: McpServer, config: Filter) => {
  server.registerResource(config.name, new ResourceTemplate(config.template, { list: undefined }), {}, async (uri, variables) => {
    return { contents: [{ uri: uri.href, text: config.query(variables) }] };
  });
};
export function registerAll(mcp: McpServer) {
  registerFilter(mcp, { name: "group", template: "data://{server}/group/{name}", query: (v) => "group:" + v.name });
  registerFilter(mcp, { name: "tag", template: "data://{server}/tag/{tag}", query: (v) => \`tag:\${v.tag}\` });
}`;

describe('calls of a registrar in the same file', () => {
  it('one registration per call, with the template the call gives and the reads of the callback it passes', () => {
    expect(summary(FILTERS)).toEqual([
      {
        line: 9,
        server: 'mcp',
        template: 'data://{server}/group/{name}',
        at: '"data://{server}/group/{name}"',
        registeredBy: 4,
        reads: ['member:name'],
      },
      {
        line: 10,
        server: 'mcp',
        template: 'data://{server}/tag/{tag}',
        at: '"data://{server}/tag/{tag}"',
        registeredBy: 4,
        reads: ['member:tag'],
      },
    ]);
  });

  it('a template passed as its own parameter, through a constant', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const DOC = "docs://{team}/{name}";
function registerTemplate(server: McpServer, template: string, read: (uri: string) => string) {
  server.registerResource("t", new ResourceTemplate(template, { list: undefined }), {}, async (uri) => ({ contents: [{ uri: uri.href, text: read(uri.href) }] }));
}
const server = new McpServer({ name: "s", version: "1" });
registerTemplate(server, DOC, (uri) => uri);`;
    expect(summary(code)).toEqual([
      { line: 7, server: 'server', template: 'docs://{team}/{name}', at: 'DOC', registeredBy: 4, reads: [] },
    ]);
  });

  it('a registrar given the read handler: its own template, or the template too, with the handler of each call', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
function addPolicy(server: McpServer, read: any) {
  server.registerResource("policy", new ResourceTemplate("docs://{team}/{name}", { list: undefined }), {}, read);
}
function addTemplate(server: McpServer, template: string, read: any) {
  server.registerResource("t", new ResourceTemplate(template, { list: undefined }), {}, read);
}
const server = new McpServer({ name: "s", version: "1" });
addPolicy(server, async (uri, { team }) => ({ contents: [] }));
addTemplate(server, "notes://{owner}/{id}", async (uri, variables) => ({ contents: [{ uri: uri.href, text: variables.id }] }));`;
    expect(summary(code)).toEqual([
      {
        line: 9,
        server: 'server',
        template: 'docs://{team}/{name}',
        at: '"docs://{team}/{name}"',
        registeredBy: 3,
        reads: ['destructure:team'],
      },
      {
        line: 10,
        server: 'server',
        template: 'notes://{owner}/{id}',
        at: '"notes://{owner}/{id}"',
        registeredBy: 6,
        reads: ['member:id'],
      },
    ]);
  });

  it('a registrar nobody in the file calls keeps its registration, with no template known', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
export function registerTemplate(server: McpServer, template: string) {
  server.registerResource("t", new ResourceTemplate(template, { list: undefined }), {}, async (uri) => ({ contents: [] }));
}`;
    expect(summary(code)).toEqual([
      { line: 3, server: 'server', template: null, at: 'template', registeredBy: undefined, reads: [] },
    ]);
  });

  it('a call whose template is not known, or that spreads its arguments, registers nothing the model can check', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
function registerTemplate(server: McpServer, template: string) {
  server.registerResource("t", new ResourceTemplate(template, { list: undefined }), {}, async (uri) => ({ contents: [] }));
}
export function all(server: McpServer, args: [McpServer, string], t: string) {
  registerTemplate(...args);
  registerTemplate(server, t);
}`;
    expect(summary(code)).toEqual([
      { line: 3, server: 'server', template: null, at: 'template', registeredBy: undefined, reads: [] },
    ]);
  });
});
