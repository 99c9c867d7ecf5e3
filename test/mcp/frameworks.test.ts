import { describe, expect, it } from 'vitest';
import { modelOf } from '../helpers/model-of.js';

const summary = (code: string, filename?: string) => {
  const { model, text } = modelOf(code, filename);
  return model.registrations.map((r) => ({
    framework: r.framework.id,
    api: r.api,
    shape: r.shape,
    server: r.server.key.replace(/@\d+$/, ''),
    name: r.name,
    template: model.siteOf(r)?.template.value,
    staticUri: r.staticUri?.value,
    handler: r.handler && {
      variables: r.handler.variablesParam && text(r.handler.variablesParam),
      context: r.handler.contextParam && text(r.handler.contextParam),
      principal: r.handler.principalParam && text(r.handler.principalParam),
      reads: r.handler.variableReads.map((v) => `${v.form}:${v.name}`),
    },
  }));
};

describe('framework registrations in the model', () => {
  it('FastMCP: inline, through a const, a typed definition, and one imported from another module', () => {
    expect(
      summary(`import { FastMCP, type Resource } from "fastmcp";
import { imported } from "./resources.js";
const server = new FastMCP({ name: "x", version: "1" });
const byName = { uriTemplate: "b://{id}", name: "b", arguments: [], load: async (args: any) => ({ text: args.id }) };
server.addResourceTemplate({ uriTemplate: "a://{id}", name: "a", arguments: [], async load({ id }, auth) { return { text: id }; } });
server.addResourceTemplate(byName);
server.addResourceTemplate(imported);
server.addResource({ uri: "c://static", name: "c", load: async (auth) => ({ text: "" }) });
export const typed: Resource<undefined> = { uri: "d://static", name: "d", load: async () => ({ text: "" }) };`),
    ).toMatchObject([
      {
        framework: 'fastmcp',
        api: 'addResourceTemplate',
        shape: 'template',
        server: 'server',
        template: 'a://{id}',
        handler: { variables: '{ id }', principal: 'auth', context: undefined, reads: ['destructure:id'] },
      },
      {
        framework: 'fastmcp',
        api: 'addResourceTemplate',
        shape: 'template',
        template: 'b://{id}',
        name: 'b',
        handler: { variables: 'args: any', reads: ['member:id'] },
      },
      { framework: 'fastmcp', api: 'addResourceTemplate', shape: 'template', template: undefined, handler: undefined },
      {
        framework: 'fastmcp',
        api: 'addResource',
        shape: 'static',
        staticUri: 'c://static',
        handler: { principal: 'auth' },
      },
      { framework: 'fastmcp', api: 'addResource', shape: 'static', server: 'definition', staticUri: 'd://static' },
    ]);
  });

  it('tmcp: template and resource calls, and a defineTemplate definition registered later', () => {
    expect(
      summary(`import { McpServer } from "tmcp";
import * as tmpl from "tmcp/template";
declare const server: McpServer<any>;
const later = tmpl.defineTemplate({ name: "l", description: "d", uri: "l://{id}" }, async (uri, params) => ({ contents: [] }));
server.template({ name: "t", description: "d", uri: "t://{id}" }, async (uri, { id }) => ({ contents: [] }));
server.resource({ name: "r", description: "d", uri: "r://x" }, async (uri) => ({ contents: [] }));
server.template(later);
export const unregistered = tmpl.defineTemplate({ name: "u", description: "d", uri: "u://{id}" }, async () => ({ contents: [] }));`),
    ).toMatchObject([
      {
        framework: 'tmcp',
        api: 'template',
        shape: 'template',
        template: 't://{id}',
        handler: { variables: '{ id }', reads: ['destructure:id'] },
      },
      { framework: 'tmcp', api: 'resource', shape: 'static', staticUri: 'r://x' },
      {
        framework: 'tmcp',
        api: 'template',
        shape: 'template',
        server: 'server',
        template: 'l://{id}',
        handler: { variables: 'params' },
      },
      { framework: 'tmcp', shape: 'template', server: 'definition', template: 'u://{id}' },
    ]);
  });

  it('mcp-framework: a class extending MCPResource, with its URI and template', () => {
    expect(
      summary(`import { MCPResource as Base } from "mcp-framework";
export default class Docs extends Base {
  uri = "docs://index";
  name = "Docs";
  protected template = { uriTemplate: "docs://{page}" };
  async read() { return []; }
}
class NotOne extends Other { uri = "x://y"; }`),
    ).toMatchObject([
      {
        framework: 'mcp-framework',
        api: 'class',
        shape: 'static',
        name: 'Docs',
        staticUri: 'docs://index',
        template: 'docs://{page}',
      },
    ]);
  });

  it('xmcp: the default export of a resources/(scheme) file, its template from the path', () => {
    expect(
      summary(
        'export const metadata = { name: "p" };\nexport default function handler({ userId }, extra) { return userId; }',
        'src/resources/(users)/[userId]/profile.ts',
      ),
    ).toMatchObject([
      {
        framework: 'xmcp',
        shape: 'template',
        template: 'users://{userId}/profile',
        handler: { variables: '{ userId }', context: 'extra', reads: ['destructure:userId'] },
      },
    ]);
  });

  it('the SDK: a parameter declared with the SDK McpServer type is a server, whatever the template argument is', () => {
    expect(
      summary(`import type { McpServer as Server } from "@modelcontextprotocol/sdk/server/mcp.js";
import { makeTemplate } from "./templates.js";
export function register(server: Server) {
  server.resource("datasets", makeTemplate(), async (uri) => ({ contents: [] }));
}`),
    ).toMatchObject([{ framework: 'sdk', api: 'resource', server: 'server', name: 'datasets' }]);
  });

  it('read handlers of another module, known by the SDK types they are declared with', () => {
    expect(
      summary(`import type { ReadResourceTemplateCallback, ReadResourceCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Variables } from "@modelcontextprotocol/server";
export const readDoc: ReadResourceTemplateCallback = async (uri, { name }, extra) => ({ contents: [] });
export const readIndex = (async (uri, extra) => ({ contents: [] })) satisfies ReadResourceCallback;
export async function readPage(uri: URL, variables: Variables) { return { contents: [{ uri: uri.href, text: String(variables.page) }] }; }
export function notOne(uri: URL, variables: Record<string, string>) { return variables; }`),
    ).toMatchObject([
      {
        framework: 'sdk',
        api: 'handler',
        shape: 'template',
        template: undefined,
        handler: { variables: '{ name }', context: 'extra', reads: ['destructure:name'] },
      },
      { framework: 'sdk', api: 'handler', shape: 'static', handler: { context: 'extra' } },
      {
        framework: 'sdk',
        api: 'handler',
        shape: 'template',
        handler: { variables: 'variables: Variables', reads: ['member:page'] },
      },
    ]);
  });

  it('a typed handler registered in its own file is that registration, not a second one', () => {
    expect(
      summary(`import { McpServer, ResourceTemplate, type ReadResourceTemplateCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
const readDoc: ReadResourceTemplateCallback = async (uri, { name }) => ({ contents: [] });
server.registerResource("doc", new ResourceTemplate("docs://{name}", { list: undefined }), {}, readDoc);`).map(
        (r) => r.api,
      ),
    ).toEqual(['registerResource']);
  });

  it('mcp-handler, @vercel/mcp-adapter and agents hand over the SDK McpServer: seen as the SDK', () => {
    expect(
      summary(`import { createMcpHandler } from "mcp-handler";
import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
export const handler = createMcpHandler((server) => {
  server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [] }));
  server.resource("readme", "docs://readme", async (uri) => ({ contents: [] }));
});`),
    ).toMatchObject([
      { framework: 'sdk', api: 'registerResource', shape: 'template', template: 'docs://{id}' },
      { framework: 'sdk', api: 'resource', shape: 'static', staticUri: 'docs://readme' },
    ]);
    expect(
      summary(`import { McpAgent } from "agents/mcp";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
export class Notes extends McpAgent {
  server = new McpServer({ name: "notes", version: "1" });
  async init() {
    this.server.registerResource("note", new ResourceTemplate("notes://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [] }));
  }
}`),
    ).toMatchObject([{ framework: 'sdk', api: 'registerResource', server: 'this.server', template: 'notes://{id}' }]);
  });

  it('decorators of @rekog/mcp-nest: the template or URI, and the decorated method as a structural read function', () => {
    expect(
      summary(`import { ResourceTemplate, Resource as Res } from "@rekog/mcp-nest";
export class A {
  @ResourceTemplate({ name: "t", uriTemplate: "mcp://a/{id}" }) read({ uri, id }) { return { contents: [] }; }
  @Res({ name: "s", uri: "mcp://a" }) list() { return { contents: [] }; }
}`),
    ).toMatchObject([
      {
        framework: 'mcp-nest',
        api: 'decorator',
        shape: 'template',
        name: 't',
        template: 'mcp://a/{id}',
        // The destructured `uri` is the URI, not a template variable.
        handler: { variables: '{ uri, id }', reads: ['destructure:id'] },
      },
      { framework: 'mcp-nest', api: 'decorator', shape: 'static', name: 's', staticUri: 'mcp://a', handler: undefined },
    ]);
  });

  it('decorators of @nest-mcp/server: the decorated method takes the URL and the variables object', () => {
    expect(
      summary(`import { ResourceTemplate } from "@nest-mcp/server";
export class Users {
  @ResourceTemplate({ name: "p", uriTemplate: "data://users/{userId}/profile" })
  async profile(uri: URL, params: { userId: string }) { return { contents: [{ uri: uri.href, text: params.userId }] }; }
}`),
    ).toMatchObject([
      {
        framework: 'nest-mcp',
        api: 'decorator',
        shape: 'template',
        template: 'data://users/{userId}/profile',
        handler: { reads: ['member:userId'] },
      },
    ]);
  });

  it('a FrontMCP decorated class: its read function, known by its parameters', () => {
    expect(
      summary(`import { ResourceTemplate, ResourceContext } from "@frontmcp/sdk";
@ResourceTemplate({ name: "e", uriTemplate: "expense://{expenseId}" })
export default class Expense extends ResourceContext<{ expenseId: string }> {
  private cache = new Map();
  async execute(uri: string, params: { expenseId: string }) { return { contents: [{ uri, text: params.expenseId }] }; }
}`),
    ).toMatchObject([
      {
        framework: 'frontmcp',
        template: 'expense://{expenseId}',
        handler: { variables: 'params: { expenseId: string }', reads: ['member:expenseId'] },
      },
    ]);
  });

  it('registrations no import identifies, by their structure: objects, classes, a definition beside its read function', () => {
    expect(
      summary(`export const a = { uriTemplate: "a://{id}", async read(uri, variables) { return variables.id; } };
export class B { static uriTemplate = "b://{id}"; load = async ({ id }) => id; }
export class C { get uriTemplate() { return "c://{id}"; } handle(args) { return args.id; } }
register({ uriTemplate: "d://{id}" }, async (url, { id }) => id);`),
    ).toMatchObject([
      {
        framework: 'structure',
        api: 'structure',
        shape: 'template',
        template: 'a://{id}',
        handler: { variables: 'variables', reads: ['member:id'] },
      },
      { framework: 'structure', template: 'b://{id}', handler: { variables: '{ id }', reads: ['destructure:id'] } },
      { framework: 'structure', template: 'c://{id}', handler: { variables: 'args', reads: ['member:id'] } },
      { framework: 'structure', template: 'd://{id}', handler: { variables: '{ id }', reads: ['destructure:id'] } },
    ]);
  });

  it('not by structure: what an import identifies, no read function, or no template', () => {
    expect(
      summary(`import { FastMCP } from "fastmcp";
const server = new FastMCP({ name: "x", version: "1.0.0" });
server.addResourceTemplate({ uriTemplate: "a://{id}", name: "a", arguments: [], async load({ id }) { return { text: id }; } });`).map(
        (r) => r.framework,
      ),
    ).toEqual(['fastmcp']);
    expect(
      summary(`export const listed = { uriTemplate: "a://{id}", mimeType: "text/plain" };
export const fixed = { uriTemplate: "a://index", read: async (uri, variables) => variables };
export const other = { uriTemplate: "a://{id}", read: async (request, extra) => request };
export class D { uriTemplate = "d://{id}"; toString() { return this.uriTemplate; } }`),
    ).toEqual([]);
  });

  it('stays quiet on look-alikes: no import of the framework, or not its shapes', () => {
    expect(
      summary(
        'declare const server: any;\nserver.addResourceTemplate({ uriTemplate: "a://{id}", load: async () => ({}) });\nserver.template({ uri: "t://{id}" }, () => {});',
      ),
    ).toEqual([]);
    expect(
      summary(
        'import { FastMCP } from "fastmcp";\nconst cache = new Map();\ncache.addResource?.("x");\nexport const config = { uriTemplate: "a://{id}" };',
      ),
    ).toEqual([]);
    expect(
      summary(
        'import { McpServer } from "tmcp";\nconst view = { template(name: string) { return name; } };\nview.template("x");\nview.template({ name: "no uri" }, () => {});',
      ),
    ).toEqual([]);
    expect(
      summary(
        'export default function handler({ userId }) { return userId; }',
        'src/resources/(users)/[userId]/profile.ts',
      ),
    ).toEqual([]);
  });

  it('does not crash on partial or odd framework code', () => {
    const odd = [
      'import { FastMCP } from "fastmcp";\nserver.addResourceTemplate();',
      'import { FastMCP } from "fastmcp";\nserver.addResourceTemplate(...defs);',
      'import { FastMCP } from "fastmcp";\nserver.addResourceTemplate({ uriTemplate: 42, load: 7 });',
      'import { FastMCP } from "fastmcp";\nserver.addResourceTemplate({ ["uriTemplate"]: "a://{x}", ...rest });',
      'import type { ResourceTemplate } from "fastmcp";\nexport const r: ResourceTemplate = {};',
      'import { defineTemplate } from "tmcp/template";\ndefineTemplate();\ndefineTemplate(opts, handler);',
      'import { McpServer } from "tmcp";\nserver.template(undefined, undefined);\nserver.template(later);',
      'import { MCPResource } from "mcp-framework";\nclass A extends MCPResource { uri; template = null; static uri = 1; }\nconst B = class extends MCPResource {};',
    ];
    for (const code of odd) expect(() => modelOf(code), code).not.toThrow();
    expect(() => modelOf('export default 42;\nexport const metadata = {};', 'src/resources/(a)/b.ts')).not.toThrow();
  });
});
