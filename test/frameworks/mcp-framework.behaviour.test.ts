// What mcp-framework 0.2.22 really does on resources/read, pinned by running it. Two real paths:
//  - the public `MCPServer.handleRequest(Request)` (its serverless entry point): in-process, no
//    port; per request it builds an SDK Server with the framework's handlers and a stateless
//    WebStandardStreamableHTTPServerTransport, and runs the request inside its auth request context;
//  - an SDK v1 Client over InMemoryTransport connected to the SDK Server the framework builds, taken
//    from its private `createSDKServerForSession()` (the one SSE sessions and handleRequest use):
//    MCPServer has no public way to connect a transport of your own (start() only opens stdio, SSE
//    or HTTP), so this reaches into it to see the error exactly as a client gets it.
// Resources are registered with the public `addResource(Class)` (files under basePath/resources are
// the other way; basePath points nowhere here, so nothing is loaded from disk).
//
// How mcp-framework reads (dist/core/MCPServer.js, setupHandlers): `resourcesMap.get(uri)`, an exact
// Map lookup keyed by each resource's `uri` field, then `resource.read()` with no arguments. There
// is no template matching at all: `template.uriTemplate` is only listed by resources/templates/list.
// So the decoding, multi-segment, query and first-match questions have one answer: nothing matches.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { MCPResource, MCPServer, MCPTool, getRequestContext, type AuthProvider } from 'mcp-framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOWHERE = '/nonexistent/mcp-framework-behaviour';

/** The arguments and request context of each read() call, by resource name. */
const calls = new Map<string, { args: unknown[]; context: unknown }>();

function recordRead(name: string, uri: string, args: unknown[]) {
  calls.set(name, { args, context: getRequestContext() });
  return Promise.resolve([{ uri, text: name }]);
}

class ItemTemplate extends MCPResource {
  uri = 'item://{id}';
  name = 'item';
  protected override template = { uriTemplate: 'item://{id}' };
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

/** A template resource whose `uri` is a plain base URI, as the framework's docs show. */
class DocTemplate extends MCPResource {
  uri = 'doc://all';
  name = 'doc';
  protected override template = { uriTemplate: 'doc://{+path}{?q,lang}' };
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

class Static extends MCPResource {
  uri = 'static://one';
  name = 'static';
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

class Braces extends MCPResource {
  uri = 'braces://{id}';
  name = 'braces';
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

class DupFirst extends MCPResource {
  uri = 'dup://x';
  name = 'dup-first';
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

class DupSecond extends MCPResource {
  uri = 'dup://x';
  name = 'dup-second';
  read(...args: unknown[]) {
    return recordRead(this.name, this.uri, args);
  }
}

/** mcp-framework always installs tools/list; SDK 1.32 refuses that without the tools capability. */
class Noop extends MCPTool {
  name = 'noop';
  description = 'noop';
  protected schema = {};
  protected execute() {
    return Promise.resolve('ok');
  }
}

/** An auth provider whose result is the principal, as a JWT or OAuth provider's would be. */
const headerAuth: AuthProvider = {
  authenticate: (req) => {
    const user = req.headers['x-user'];
    return Promise.resolve(typeof user === 'string' ? { data: { user: { id: user } } } : false);
  },
};

interface JsonRpcResponse {
  readonly result?: { contents: { uri: string; text?: string }[] };
  readonly error?: { code: number; message: string };
}

async function post(
  server: MCPServer,
  uri: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await server.handleRequest(
    new Request('http://localhost/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri } }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

async function read(server: MCPServer, uri: string): Promise<JsonRpcResponse> {
  const { status, body } = await post(server, uri);
  expect(status).toBe(200);
  return body as JsonRpcResponse;
}

let server: MCPServer;
let client: Client;

beforeAll(async () => {
  server = new MCPServer({ name: 'mcp-framework-behaviour', version: '1.0.0', basePath: NOWHERE });
  server.addTool(Noop);
  for (const resource of [ItemTemplate, DocTemplate, Static, Braces, DupFirst, DupSecond]) server.addResource(resource);

  // The first handleRequest() initializes the server (loads, merges, detects capabilities).
  await read(server, 'static://one');
  const sdkServer = (server as unknown as { createSDKServerForSession(): Server }).createSDKServerForSession();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: 'mcp-framework-behaviour-client', version: '1.0.0' });
  await Promise.all([sdkServer.connect(serverSide), client.connect(clientSide)]);
});

afterAll(async () => {
  await client.close();
});

const unknown = (uri: string) => ({
  code: -32603,
  message: `Unknown resource: ${uri}. Available resources: item://{id}, doc://all, static://one, braces://{id}, dup://x`,
});

describe('mcp-framework: template resources are never matched', () => {
  it('mcp-framework cannot read a template resource at an expanded URI', async () => {
    expect((await read(server, 'item://42')).error).toEqual(unknown('item://42'));
    expect(calls.get('item')).toBeUndefined();
  });

  it('mcp-framework reads a template resource only at its literal uri field, braces included', async () => {
    expect((await read(server, 'item://{id}')).result).toEqual({ contents: [{ uri: 'item://{id}', text: 'item' }] });
  });

  it('mcp-framework matches no expansion of {+path}{?q,lang}: not percent-encoded, multi-segment or query URIs', async () => {
    for (const uri of ['doc://a%2Fb', 'doc://a/b', 'doc://a?q=1', 'doc://a?lang=en&q=1', 'doc://']) {
      expect((await read(server, uri)).error, uri).toEqual(unknown(uri));
    }
    expect(calls.get('doc')).toBeUndefined();
    // Its base uri works, and the template is listed for clients to expand.
    expect((await read(server, 'doc://all')).result?.contents[0]?.text).toBe('doc');
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([
      { name: 'item', uriTemplate: 'item://{id}' },
      { name: 'doc', uriTemplate: 'doc://{+path}{?q,lang}' },
    ]);
  });

  it('mcp-framework compares URIs exactly, without decoding: static://%6Fne is not static://one', async () => {
    expect((await read(server, 'static://%6Fne')).error?.code).toBe(-32603);
  });
});

describe('mcp-framework: which resource answers', () => {
  it('mcp-framework keeps one resource per uri: the last one registered replaces the others', async () => {
    expect((await read(server, 'dup://x')).result?.contents[0]?.text).toBe('dup-second');
    expect(calls.get('dup-first')).toBeUndefined();
  });

  it('mcp-framework treats braces in a static uri as literal text', async () => {
    expect((await read(server, 'braces://{id}')).result?.contents[0]?.text).toBe('braces');
    expect((await read(server, 'braces://42')).error).toEqual(unknown('braces://42'));
  });
});

describe('mcp-framework: unknown URI', () => {
  it('mcp-framework rejects an unknown URI with -32603 (InternalError) "Unknown resource" listing every uri', async () => {
    // A plain Error thrown in the handler: the SDK turns it into InternalError.
    expect((await read(server, 'nope://1')).error).toEqual(unknown('nope://1'));
    const error: unknown = await client.readResource({ uri: 'nope://1' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32603);
    expect((error as McpError).message).toBe(`MCP error -32603: ${unknown('nope://1').message}`);
  });
});

describe('mcp-framework: what read() receives', () => {
  it('mcp-framework calls read() with no arguments', async () => {
    await read(server, 'static://one');
    expect(calls.get('static')?.args).toEqual([]);
  });

  it('mcp-framework puts the auth result data in getRequestContext(), not in read() arguments', async () => {
    const authed = new MCPServer({
      name: 'mcp-framework-auth',
      version: '1.0.0',
      basePath: NOWHERE,
      auth: { provider: headerAuth },
    });
    authed.addTool(Noop);
    authed.addResource(Static);
    expect((await post(authed, 'static://one')).status).toBe(401);
    calls.delete('static');
    expect((await post(authed, 'static://one', { 'x-user': 'alice' })).status).toBe(200);
    expect(calls.get('static')).toEqual({ args: [], context: { user: { id: 'alice' } } });
  });

  it('mcp-framework gives read() an empty request context without an auth provider, none over a plain transport', async () => {
    await read(server, 'static://one');
    expect(calls.get('static')?.context).toEqual({});
    // The in-memory session is not run inside requestContext: getRequestContext() is undefined.
    await client.readResource({ uri: 'static://one' });
    expect(calls.get('static')?.context).toBeUndefined();
  });
});

describe('mcp-framework: running it', () => {
  it('mcp-framework 0.2.22 cannot serve resources alone with SDK 1.32: it needs a tool registered', async () => {
    const resourcesOnly = new MCPServer({ name: 'mcp-framework-no-tools', version: '1.0.0', basePath: NOWHERE });
    resourcesOnly.addResource(Static);
    await expect(post(resourcesOnly, 'static://one')).rejects.toThrow(
      'Server does not support tools (required for tools/list)',
    );
  });
});
