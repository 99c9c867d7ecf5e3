// createResourceRouter behind the real low-level Servers: v1 `Server` from
// @modelcontextprotocol/sdk/server/index.js with ReadResourceRequestSchema, and v2 `Server` from
// @modelcontextprotocol/server with 'resources/read', each with a real Client of its own
// generation (v1 @modelcontextprotocol/sdk, v2 @modelcontextprotocol/client) over that
// generation's in-memory transport. The same generated cases as the adapter; the not-found error
// reaching the client is compared with McpServer's.
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListResourceTemplatesRequestSchema, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  McpServer as McpServerV2,
  ResourceNotFoundError,
  ResourceTemplate as ResourceTemplateV2,
  Server as ServerV2,
} from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { TemplateSyntaxError } from '../../types/runtime/errors.js';
import { parse } from '../../types/runtime/compile.js';
import type { ReadResultLike } from '../../types/runtime/read-result.js';
import {
  createResourceRouter,
  route,
  sdkV1NotFound,
  sdkV2NotFound,
  UnknownResourceError,
  type ResourceRoute,
} from '../../types/runtime/router.js';
import { coverage, expectedKeys, generateSdkCases, type SdkCase } from './adapter-sdk-cases.js';
import { clientError, connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];
const COUNT = 240;

const received = new Map<string, unknown>();
const routesFor = (cases: readonly SdkCase[]) =>
  cases.map((c): ResourceRoute<string, unknown, ReadResultLike> => ({
    template: c.template,
    read: (uri, variables) => {
      received.set(c.name, variables);
      return { contents: [{ uri: uri.href, text: c.name }] };
    },
  }));

async function readAll(client: Client, cases: readonly SdkCase[]): Promise<void> {
  for (const c of cases) {
    const label = `${c.template}  ${c.uri}`;
    expect((await client.readResource({ uri: c.uri })).contents, label).toEqual([{ uri: c.uri, text: c.name }]);
    const got = received.get(c.name) as Record<string, unknown>;
    expect(got, label).toEqual(c.expected);
    expect(Object.keys(got).sort(), label).toEqual(expectedKeys(c.expected));
    for (const [name, value] of Object.entries(c.expected)) {
      if (value !== undefined) expect(Array.isArray(got[name]), `${label}: ${name}`).toBe(Array.isArray(value));
    }
  }
}

describe('createResourceRouter behind a real low-level Server', () => {
  const { cases } = generateSdkCases(3, COUNT);
  let v1: Clients['v1'];
  let v2: Clients['v2'];
  beforeAll(async () => {
    // Matching alone: generated values hold "..", "/…" and "C:" (the policy's own tests are in router.security.test.ts).
    const router = createResourceRouter(routesFor(cases), { security: false });
    const serverV1 = new ServerV1({ name: 'router-v1', version: '1.0.0' }, { capabilities: { resources: {} } });
    serverV1.setRequestHandler(ReadResourceRequestSchema, router);
    serverV1.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
      resourceTemplates: router.templates.map((uriTemplate, i) => ({ name: `t${i}`, uriTemplate })),
    }));
    v1 = await connect(serverV1, 'v1');
    const serverV2 = new ServerV2({ name: 'router-v2', version: '2.0.0' }, { capabilities: { resources: {} } });
    serverV2.setRequestHandler('resources/read', router);
    v2 = await connect(serverV2, 'v2');
  });
  afterAll(async () => {
    await v1.close();
    await v2.close();
  });

  it(`hands each route exactly the expanded values, for ${COUNT} generated templates (v1 Server)`, async () => {
    for (const [feature, count] of Object.entries(coverage(cases))) expect(count, feature).toBeGreaterThanOrEqual(20);
    await readAll(v1, cases);
  });

  it(`the same through the v2 Server`, async () => {
    await readAll(v2, cases);
  });

  it('lists its templates in route order', async () => {
    expect((await v1.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual(
      cases.map((c) => c.template),
    );
  });
});

describe('createResourceRouter: an unknown resource', () => {
  // URIs no template matches: plain, one WHATWG URL rewrites (case, dot segments), not absolute.
  const unknown = ['res://h/none', 'RES://h/a/../none', 'res://h/t/x/y?q=1#f'];

  it('answers exactly what the v1 McpServer answers (code -32602, "MCP error -32602: Resource <href> not found", no data)', async () => {
    const mcp = new McpServerV1({ name: 'mcp', version: '1.0.0' });
    mcp.registerResource('r', new ResourceTemplateV1('res://h/t/{id}', { list: undefined }), {}, (uri) => ({
      contents: [{ uri: uri.href, text: '' }],
    }));
    const low = new ServerV1({ name: 'low', version: '1.0.0' }, { capabilities: { resources: {} } });
    low.setRequestHandler(
      ReadResourceRequestSchema,
      createResourceRouter([route('res://h/t/{id}', (uri) => ({ contents: [{ uri: uri.href, text: '' }] }))]),
    );
    const viaMcp = await connect(mcp, 'v1');
    const viaRouter = await connect(low, 'v1');
    for (const uri of unknown) {
      const expected = await clientError(viaMcp.readResource({ uri }));
      expect(expected.code).toBe(-32602);
      expect(await clientError(viaRouter.readResource({ uri })), uri).toEqual(expected);
    }
    expect(await clientError(viaRouter.readResource({ uri: 'RES://h/a/../none' }))).toEqual({
      class: 'McpError',
      name: 'McpError',
      code: -32602,
      message: 'MCP error -32602: MCP error -32602: Resource res://h/none not found',
      data: undefined,
    });
    // Not an absolute URL: McpServer lets `new URL` throw (an internal error); the router calls it not found.
    expect(await clientError(viaMcp.readResource({ uri: 'none' }))).toMatchObject({
      code: -32603,
      message: expect.stringContaining('Invalid URL'),
    });
    expect(await clientError(viaRouter.readResource({ uri: 'none' }))).toMatchObject({
      code: -32602,
      message: 'MCP error -32602: MCP error -32602: Resource none not found',
    });
    await viaMcp.close();
    await viaRouter.close();
  });

  it("answers what the v2 McpServer answers by default, with sdkV2NotFound, or with the SDK's own ResourceNotFoundError", async () => {
    const mcp = new McpServerV2({ name: 'mcp', version: '2.0.0' });
    mcp.registerResource('r', new ResourceTemplateV2('res://h/t/{id}', { list: undefined }), {}, (uri) => ({
      contents: [{ uri: uri.href, text: '' }],
    }));
    const viaMcp = await connect(mcp, 'v2');
    const routes = [route('res://h/t/{id}', (uri: URL) => ({ contents: [{ uri: uri.href, text: '' }] }))];
    const clients: Clients['v2'][] = [];
    for (const notFound of [sdkV2NotFound, (uri: string) => new ResourceNotFoundError(uri)]) {
      const low = new ServerV2({ name: 'low', version: '2.0.0' }, { capabilities: { resources: {} } });
      low.setRequestHandler('resources/read', createResourceRouter(routes, { notFound }));
      clients.push(await connect(low, 'v2'));
    }
    const low = new ServerV2({ name: 'low', version: '2.0.0' }, { capabilities: { resources: {} } });
    low.setRequestHandler('resources/read', createResourceRouter(routes));
    const viaDefault = await connect(low, 'v2');
    for (const uri of unknown) {
      const expected = await clientError(viaMcp.readResource({ uri }));
      // The v2 client rebuilds a -32602 whose data is exactly { uri } as ResourceNotFoundError
      // (its name stays "ProtocolError"), and adds no "MCP error <code>: " prefix.
      expect(expected).toEqual({
        class: 'ResourceNotFoundError',
        name: 'ProtocolError',
        code: -32602,
        message: `Resource not found: ${uri}`,
        data: { uri },
      });
      // The default tells the generation from the context the v2 Server passes (its `mcpReq`).
      for (const client of [...clients, viaDefault])
        expect(await clientError(client.readResource({ uri })), uri).toEqual(expected);
    }
    await expect(viaMcp.readResource({ uri: unknown[0]! })).rejects.toBeInstanceOf(ResourceNotFoundError);
    await expect(clients[0]!.readResource({ uri: unknown[0]! })).rejects.toBeInstanceOf(ResourceNotFoundError);
    await expect(viaDefault.readResource({ uri: unknown[0]! })).rejects.toBeInstanceOf(ResourceNotFoundError);
    await Promise.all([viaMcp, viaDefault, ...clients].map((c) => c.close()));
  });

  it('throws what notFound returns, or what it throws', async () => {
    const routes = [route('res://h/t/{id}', (uri) => ({ contents: [{ uri: uri.href, text: '' }] }))];
    const returned = new Error('custom');
    await expect(
      createResourceRouter(routes, { notFound: () => returned })({ params: { uri: 'res://x' } }, {}),
    ).rejects.toBe(returned);
    await expect(
      createResourceRouter(routes, {
        notFound: (uri, url) => {
          throw Object.assign(new Error(`gone: ${uri} ${url?.protocol}`), { code: -32002 });
        },
      })({ params: { uri: 'res://x' } }, {}),
    ).rejects.toMatchObject({ message: 'gone: res://x res:', code: -32002 });
    const error = sdkV1NotFound('RES://X/./a', new URL('RES://X/./a'));
    expect(error).toBeInstanceOf(UnknownResourceError);
    expect({ name: error.name, code: error.code, message: error.message, uri: error.uri, data: error.data }).toEqual({
      name: 'UnknownResourceError',
      code: -32602,
      message: 'MCP error -32602: Resource res://X/a not found',
      uri: 'RES://X/./a',
      data: undefined,
    });
  });
});

describe('createResourceRouter: routing', () => {
  it('first match wins, in route order', async () => {
    const router = createResourceRouter([
      route('res://h/{a}', (_uri, { a }) => ({ contents: [{ uri: 'first', text: a }] })),
      route('res://h/{b}', (_uri, { b }) => ({ contents: [{ uri: 'second', text: b }] })),
      route('res://h/{b}/{c}', (_uri, { b, c }) => ({ contents: [{ uri: 'third', text: b + c }] })),
    ]);
    expect(await router({ params: { uri: 'res://h/x' } }, {})).toEqual({ contents: [{ uri: 'first', text: 'x' }] });
    expect(await router({ params: { uri: 'res://h/x/y' } }, {})).toEqual({ contents: [{ uri: 'third', text: 'xy' }] });
  });

  it('matches the URI as the client wrote it, then as its WHATWG href', async () => {
    const seen: unknown[] = [];
    // Without the path-security policy, which would refuse "a/../b".
    const router = createResourceRouter(
      [
        route('file:///{+path}', (uri, { path }) => {
          seen.push([uri.href, path]);
          return { contents: [] };
        }),
        route('res://h/{x}', (uri, { x }) => {
          seen.push([uri.href, x]);
          return { contents: [] };
        }),
      ],
      { security: false },
    );
    // The client's text: McpServer would match "file:///b" and give path "b".
    await router({ params: { uri: 'file:///a/../b' } }, {});
    // The scheme's case: only the href matches.
    await router({ params: { uri: 'RES://h/%C3%A9' } }, {});
    expect(seen).toEqual([
      ['file:///b', 'a/../b'],
      ['res://h/%C3%A9', '\u00e9'],
    ]);
  });

  it("passes the extra argument, and the route's errors, through", async () => {
    const failure = new Error('read failed');
    const router = createResourceRouter([
      route('res://ok/{id}', (uri, { id }, extra: { requestId: number }) => ({
        contents: [{ uri: uri.href, text: `${id}:${extra.requestId}` }],
      })),
      route('res://fail/{id}', async () => {
        throw failure;
      }),
    ]);
    expectTypeOf(router).parameter(1).toEqualTypeOf<{ requestId: number }>();
    expect(await router({ params: { uri: 'res://ok/7' } }, { requestId: 3 })).toEqual({
      contents: [{ uri: 'res://ok/7', text: '7:3' }],
    });
    await expect(router({ params: { uri: 'res://fail/7' } }, { requestId: 4 })).rejects.toBe(failure);
  });

  it('compiles its templates up front: an invalid or ambiguous one throws TemplateSyntaxError', async () => {
    const read = () => ({ contents: [] });
    expect(() => createResourceRouter([{ template: 'res://{a}{b}', read }])).toThrow(TemplateSyntaxError);
    expect(() => createResourceRouter([{ template: 'res://{a', read }])).toThrow(TemplateSyntaxError);
    // @ts-expect-error route() makes a literal template's error a compile error
    route('res://{a}{b}', read);
    // A compiled template keeps its own limits unless the router's are given; a URI past them is
    // no match, so it fails like an unknown resource.
    const compiled = parse('res://{+p}', { maxUriLength: 16 });
    const router = createResourceRouter([
      route(compiled, (uri, { p }) => ({ contents: [{ uri: uri.href, text: p }] })),
    ]);
    expect(await router({ params: { uri: 'res://aaaaaaaaaa' } }, {})).toEqual({
      contents: [{ uri: 'res://aaaaaaaaaa', text: 'aaaaaaaaaa' }],
    });
    await expect(router({ params: { uri: 'res://aaaaaaaaaaaaaaaa' } }, {})).rejects.toMatchObject({
      code: -32602,
      message: 'MCP error -32602: Resource res://aaaaaaaaaaaaaaaa not found',
    });
    const wider = createResourceRouter([route(compiled, (uri) => ({ contents: [{ uri: uri.href, text: '' }] }))], {
      limits: { maxUriLength: 32 },
    });
    expect(await wider({ params: { uri: 'res://aaaaaaaaaaaaaaaa' } }, {})).toEqual({
      contents: [{ uri: 'res://aaaaaaaaaaaaaaaa', text: '' }],
    });
  });

  it('is a handler the v1 Server takes without a cast', () => {
    const server = new ServerV1({ name: 'typed', version: '1.0.0' }, { capabilities: { resources: {} } });
    const router = createResourceRouter([
      route('docs://{team}/policy/{name}{?v}', (uri, { team, name, v }) => {
        expectTypeOf(team).toEqualTypeOf<string>();
        expectTypeOf(v).toEqualTypeOf<string | undefined>();
        return { contents: [{ uri: uri.href, text: `${team}/${name}@${v ?? 'latest'}` }] };
      }),
      route('shelves://{/path*}', async (uri, { path }) => ({
        contents: [{ uri: uri.href, blob: path.join('/'), mimeType: 'application/octet-stream' }],
      })),
    ]);
    server.setRequestHandler(ReadResourceRequestSchema, router);
    const v2 = new ServerV2({ name: 'typed', version: '2.0.0' }, { capabilities: { resources: {} } });
    v2.setRequestHandler('resources/read', router);
  });
});
