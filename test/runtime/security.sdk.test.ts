// The path-security policy and the converters through the real SDKs: McpServer v1
// (@modelcontextprotocol/sdk 1.32.x) and v2 (@modelcontextprotocol/server 2.4.x) with templates
// registered by typedResource, and the low-level Servers with createResourceRouter, each read by
// a real Client of the same SDK generation (v1 @modelcontextprotocol/sdk, v2
// @modelcontextprotocol/client). A refused read must fail with exactly the error the same SDK
// gives for a URI no template matches (the class the client builds, name, code, message, data),
// and no later template may answer it.
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  McpServer as McpServerV2,
  ResourceTemplate as ResourceTemplateV2,
  Server as ServerV2,
} from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { typedResource, typedResourceWith, type TypedResourceOptions } from '../../types/runtime/adapter.js';
import type { ReadResultLike } from '../../types/runtime/read-result.js';
import {
  createResourceRouter,
  route,
  sdkV2NotFound,
  type ResourceRouter,
  type ResourceRouterOptions,
} from '../../types/runtime/router.js';
import type { PathSecurityOption } from '../../types/runtime/security.js';
import { clientError, connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];

/** Each value as the client sends it (pct-encoded in a `{+path}`), and whether the default policy lets it through. */
const CASES: readonly {
  readonly label: string;
  readonly sent: string;
  readonly value: string;
  readonly passes: boolean;
  readonly check?: 'dot-dot' | 'absolute' | 'nul';
}[] = [
  { label: '".." between slashes', sent: 'a%2F..%2Fb', value: 'a/../b', passes: false, check: 'dot-dot' },
  // (A lone ".." segment never reaches a template: WHATWG URL removes it, as it does "%2E%2E".)
  { label: '"../" in front', sent: '..%2Fetc%2Fpasswd', value: '../etc/passwd', passes: false, check: 'dot-dot' },
  { label: '".." before a backslash', sent: '..%5Cetc', value: '..\\etc', passes: false, check: 'dot-dot' },
  { label: '"/etc/passwd"', sent: '%2Fetc%2Fpasswd', value: '/etc/passwd', passes: false, check: 'absolute' },
  { label: '"C:\\Windows"', sent: 'C:%5CWindows', value: 'C:\\Windows', passes: false, check: 'absolute' },
  { label: 'the drive-relative "C:foo"', sent: 'C:foo', value: 'C:foo', passes: false, check: 'absolute' },
  {
    label: '"\\\\server\\share"',
    sent: '%5C%5Cserver%5Cshare',
    value: '\\\\server\\share',
    passes: false,
    check: 'absolute',
  },
  { label: 'one letter and a colon ("x:y")', sent: 'x:y', value: 'x:y', passes: false, check: 'absolute' },
  { label: 'a NUL byte', sent: 'a%00b', value: 'a\0b', passes: false, check: 'nul' },
  { label: '"v1.0..v2.0"', sent: 'v1.0..v2.0', value: 'v1.0..v2.0', passes: true },
  { label: '"HEAD~3..HEAD"', sent: 'HEAD~3..HEAD', value: 'HEAD~3..HEAD', passes: true },
  { label: 'a relative path', sent: 'docs%2Fguide.md', value: 'docs/guide.md', passes: true },
];

/** Reads answered by the template after the guarded one, which also matches: it must never run. */
const fellThrough: string[] = [];

interface Sdk {
  readonly label: string;
  /** Which Client reads from this SDK's servers. */
  readonly generation: Generation;
  /** The SDK's classes, typed as v1's: v2's have the same shape where these tests use them. */
  readonly McpServer: typeof McpServerV1;
  readonly ResourceTemplate: typeof ResourceTemplateV1;
  /** A low-level Server whose resources/read is `router`. */
  lowLevel(router: ResourceRouter<unknown, ReadResultLike>): { connect(transport: never): Promise<void> };
  /** What this SDK's McpServer answers for an unknown resource, as the router's `notFound`. */
  readonly notFound: ResourceRouterOptions['notFound'];
  /** The error this SDK's client sees when its McpServer has no template for `uri`. */
  notFoundError(uri: string): Record<string, unknown>;
}

const catchAll = (uri: URL) => {
  fellThrough.push(uri.href);
  return { contents: [{ uri: uri.href, text: 'catch-all' }] };
};

const SDKS: readonly Sdk[] = [
  {
    label: 'v1 (@modelcontextprotocol/sdk 1.32.2)',
    generation: 'v1',
    McpServer: McpServerV1,
    ResourceTemplate: ResourceTemplateV1,
    lowLevel(router) {
      const server = new ServerV1({ name: 'v1-low', version: '1.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler(ReadResourceRequestSchema, router);
      return server;
    },
    notFound: undefined,
    // v1's McpServer puts "MCP error -32602: " in the McpError's message; the v1 client adds it again.
    notFoundError: (uri) => ({
      class: 'McpError',
      name: 'McpError',
      code: -32602,
      message: `MCP error -32602: MCP error -32602: Resource ${uri} not found`,
      data: undefined,
    }),
  },
  {
    label: 'v2 (@modelcontextprotocol/server 2.4.0)',
    generation: 'v2',
    McpServer: McpServerV2 as unknown as typeof McpServerV1,
    ResourceTemplate: ResourceTemplateV2 as unknown as typeof ResourceTemplateV1,
    lowLevel(router) {
      const server = new ServerV2({ name: 'v2-low', version: '2.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler('resources/read', router);
      return server;
    },
    notFound: sdkV2NotFound,
    // The v2 client rebuilds a -32602 whose data is exactly { uri } as a ResourceNotFoundError.
    notFoundError: (uri) => ({
      class: 'ResourceNotFoundError',
      name: 'ProtocolError',
      code: -32602,
      message: `Resource not found: ${uri}`,
      data: { uri },
    }),
  },
];

/** An McpServer whose templates are typedResource(…, options) for `res://h/f/{+path}`, then a catch-all. */
function adapterServer(
  sdk: Sdk,
  options: TypedResourceOptions | undefined,
  received: unknown[],
  make = typedResource,
): Promise<Client> {
  const server = new sdk.McpServer({ name: 'adapter', version: '1.0.0' });
  const files = make(sdk.ResourceTemplate, 'res://h/f/{+path}', { list: undefined }, options);
  server.registerResource(
    'files',
    files.template,
    {},
    files.read((uri, { path }) => (received.push(path), { contents: [{ uri: uri.href, text: path }] })),
  );
  server.registerResource('rest', new sdk.ResourceTemplate('res://h/{+rest}', { list: undefined }), {}, catchAll);
  return connect(server, sdk.generation);
}

/** A low-level Server with createResourceRouter: the same two templates. */
function routerServer(
  sdk: Sdk,
  options: ResourceRouterOptions | undefined,
  security: PathSecurityOption | undefined,
  received: unknown[],
): Promise<Client> {
  const router = createResourceRouter(
    [
      route(
        'res://h/f/{+path}',
        (uri, { path }) => (received.push(path), { contents: [{ uri: uri.href, text: path }] }),
        { security },
      ),
      route('res://h/{+rest}', catchAll),
    ],
    { notFound: sdk.notFound, ...options },
  );
  return connect(sdk.lowLevel(router), sdk.generation);
}

/** An McpServer that serves no template under res://h/: its answer to any URI there is the SDK's not-found. */
function emptyServer(sdk: Sdk): Promise<Client> {
  const server = new sdk.McpServer({ name: 'empty', version: '1.0.0' });
  server.registerResource('other', new sdk.ResourceTemplate('other://{x}', { list: undefined }), {}, (uri) => ({
    contents: [{ uri: uri.href, text: '' }],
  }));
  return connect(server, sdk.generation);
}

/** Reads `res://h/f/<sent>` for every case: the passing ones reach the handler, the others fail as not found. */
async function expectVerdicts(
  sdk: Sdk,
  client: Client,
  empty: Client,
  received: unknown[],
  passes: (c: (typeof CASES)[number]) => boolean,
): Promise<void> {
  for (const c of CASES) {
    const uri = `res://h/f/${c.sent}`;
    expect(new URL(uri).href, c.label).toBe(uri);
    received.length = 0;
    if (passes(c)) {
      expect((await client.readResource({ uri })).contents, c.label).toEqual([{ uri, text: c.value }]);
      expect(received, c.label).toEqual([c.value]);
    } else {
      const notFound = await clientError(empty.readResource({ uri }));
      expect(notFound, c.label).toEqual(sdk.notFoundError(uri));
      expect(await clientError(client.readResource({ uri })), c.label).toEqual(notFound);
      expect(received, c.label).toEqual([]);
    }
  }
  expect(fellThrough, 'no refused read reaches a later template').toEqual([]);
}

for (const sdk of SDKS) {
  describe(`path security, ${sdk.label}`, () => {
    let empty: Client;
    const clients: Client[] = [];
    const open = async (client: Promise<Client>) => {
      const c = await client;
      clients.push(c);
      return c;
    };
    beforeAll(async () => {
      empty = await emptyServer(sdk);
    });
    afterAll(async () => {
      await Promise.all([empty, ...clients].map((c) => c.close()));
    });

    it('adapter, default policy: "..", absolute paths and NUL fail exactly like a missing resource, and no later template answers', async () => {
      const received: unknown[] = [];
      await expectVerdicts(sdk, await open(adapterServer(sdk, undefined, received)), empty, received, (c) => c.passes);
    });

    it('adapter, a template that exempts its variable: everything reaches the handler', async () => {
      const received: unknown[] = [];
      await expectVerdicts(
        sdk,
        await open(adapterServer(sdk, { security: { exempt: ['path'] } }, received)),
        empty,
        received,
        () => true,
      );
    });

    it('adapter, one check switched off on a template: only that check stops', async () => {
      const received: unknown[] = [];
      await expectVerdicts(
        sdk,
        await open(adapterServer(sdk, { security: { rejectAbsolute: false } }, received)),
        empty,
        received,
        (c) => c.passes || c.check === 'absolute',
      );
    });

    it('adapter, server-wide defaults (typedResourceWith), and a template that tightens them again', async () => {
      const relaxed = typedResourceWith({ security: { rejectDotDot: false, rejectNul: false } });
      const received: unknown[] = [];
      await expectVerdicts(
        sdk,
        await open(adapterServer(sdk, undefined, received, relaxed)),
        empty,
        received,
        (c) => c.passes || c.check === 'dot-dot' || c.check === 'nul',
      );
      const off = typedResourceWith({ security: false });
      await expectVerdicts(sdk, await open(adapterServer(sdk, undefined, received, off)), empty, received, () => true);
      await expectVerdicts(
        sdk,
        await open(adapterServer(sdk, { security: { rejectNul: true } }, received, relaxed)),
        empty,
        received,
        (c) => c.passes || c.check === 'dot-dot',
      );
    });

    it('router, default policy: the same verdicts, the same not-found error, no later route', async () => {
      const received: unknown[] = [];
      await expectVerdicts(
        sdk,
        await open(routerServer(sdk, undefined, undefined, received)),
        empty,
        received,
        (c) => c.passes,
      );
    });

    it('router, a route that exempts its variable, one check off, and a router-wide default', async () => {
      const received: unknown[] = [];
      await expectVerdicts(
        sdk,
        await open(routerServer(sdk, undefined, { exempt: ['path'] }, received)),
        empty,
        received,
        () => true,
      );
      await expectVerdicts(
        sdk,
        await open(routerServer(sdk, undefined, { rejectDotDot: false }, received)),
        empty,
        received,
        (c) => c.passes || c.check === 'dot-dot',
      );
      await expectVerdicts(
        sdk,
        await open(routerServer(sdk, { security: false }, undefined, received)),
        empty,
        received,
        () => true,
      );
      await expectVerdicts(
        sdk,
        await open(routerServer(sdk, { security: { rejectAbsolute: false } }, { rejectNul: false }, received)),
        empty,
        received,
        (c) => c.passes || c.check === 'absolute' || c.check === 'nul',
      );
    });

    it('converters: the handler gets what the converter returns; one that throws fails like a missing resource', async () => {
      const isbn = (value: string): bigint => {
        if (!/^\d{13}$/.test(value)) throw new RangeError(`not an ISBN: ${value}`);
        return BigInt(value);
      };
      const received: unknown[] = [];
      const make = sdk.ResourceTemplate;
      const server = new sdk.McpServer({ name: 'c', version: '1.0.0' });
      const orders = typedResource(
        make,
        'res://h/o/{id}/{isbn}{?tags*}',
        { list: undefined },
        { convert: { id: Number, isbn, tags: (tag: string) => tag.toUpperCase() } },
      );
      server.registerResource(
        'orders',
        orders.template,
        {},
        orders.read((uri, variables) => {
          expectTypeOf(variables.id).toEqualTypeOf<number>();
          expectTypeOf(variables.isbn).toEqualTypeOf<bigint>();
          expectTypeOf(variables.tags).toEqualTypeOf<string[] | undefined>();
          received.push(variables);
          return { contents: [{ uri: uri.href, text: String(variables.id + 1) }] };
        }),
      );
      server.registerResource('rest', new make('res://h/{+rest}', { list: undefined }), {}, catchAll);
      const client = await open(connect(server, sdk.generation));
      expect((await client.readResource({ uri: 'res://h/o/41/9780262510875?tags=a&tags=b' })).contents).toEqual([
        { uri: 'res://h/o/41/9780262510875?tags=a&tags=b', text: '42' },
      ]);
      expect(received).toEqual([{ id: 41, isbn: 9780262510875n, tags: ['A', 'B'] }]);
      const uri = 'res://h/o/41/978';
      const notFound = await clientError(empty.readResource({ uri }));
      expect(notFound).toEqual(sdk.notFoundError(uri));
      expect(await clientError(client.readResource({ uri }))).toEqual(notFound);
      expect(received).toHaveLength(1);
      expect(fellThrough).toEqual([]);
    });
  });
}
