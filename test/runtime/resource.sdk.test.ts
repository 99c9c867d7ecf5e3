// The guide's bookshop, written with resource(), through the real SDKs: registered on McpServer v1
// (@modelcontextprotocol/sdk 1.32.x) and v2 (@modelcontextprotocol/server 2.4.x) and, through a
// resourceRouter(), on each generation's low-level Server, each read by a real Client of the same
// generation. Every variable arrives with the type and value the guide's table gives, and every
// refusal (a bad integer or number, a path escape, a missing file, a denial) fails exactly like a
// URI no template matches on an McpServer of that generation.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { McpServer as McpServerV2, Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUnder } from '../../types/fs/index.js';
import {
  integer,
  resource,
  resourceRouter,
  ResourceMiss,
  type ResourceContext,
  type ResourceTarget,
} from '../../types/index.js';
import { clientError, connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];

const BOOKS: Record<string, { title: string }> = {
  '9780262510875': { title: 'Structure and Interpretation of Computer Programs' },
};
const ORDERS = new Map([
  [41, { customer: 'alice', isbn: '9780262510875' }],
  [42, { customer: 'bob', isbn: '9780262510875' }],
]);

/** The guide's bookshop, on any target; `who` reads the session's principal from the context. */
function bookshop<S extends ResourceTarget>(
  server: S,
  manuals: string,
  who: (ctx: ResourceContext<S>) => string | undefined,
): void {
  resource(server, 'books://{isbn}', ({ isbn }) => JSON.stringify({ isbn, ...BOOKS[isbn] }));
  resource(server, 'orders://{order_id}', { order_id: integer }, ({ order_id }, ctx) => {
    const order = ORDERS.get(order_id);
    if (order?.customer !== who(ctx)) throw new ResourceMiss();
    return JSON.stringify({ order_id, ...order });
  });
  resource(server, 'manuals://{+path}', ({ path }) => readUnder(manuals, path));
  resource(server, 'reviews://{isbn}{?limit,sort}', { limit: 10, sort: 'newest' }, ({ isbn, limit, sort }) =>
    JSON.stringify({ isbn, limit, sort }),
  );
  resource(server, 'shelves://browse{/path*}', ({ path }) => JSON.stringify({ path }));
}

let base: string;
let manuals: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'mcp-resources-bookshop-'));
  manuals = path.join(base, 'manuals');
  mkdirSync(path.join(manuals, 'printer'), { recursive: true });
  writeFileSync(path.join(manuals, 'printer', 'setup guide.md'), '# Setting up the printer');
  writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
  symlinkSync(path.join(base, 'secret.txt'), path.join(manuals, 'escape.md'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

interface AuthContext {
  authInfo?: { clientId: string };
  http?: { authInfo?: { clientId: string } };
}
const v1Principal = (extra: AuthContext) => extra.authInfo?.clientId;
const v2Principal = (ctx: AuthContext) => ctx.http?.authInfo?.clientId;

const TARGETS = [
  {
    label: 'McpServer v1',
    generation: 'v1' as const,
    server() {
      const server = new McpServerV1({ name: 'bookshop', version: '1.0.0' });
      bookshop(server, manuals, v1Principal);
      return server;
    },
  },
  {
    label: 'McpServer v2',
    generation: 'v2' as const,
    server() {
      const server = new McpServerV2({ name: 'bookshop', version: '2.0.0' });
      bookshop(server, manuals, (ctx) => v2Principal(ctx));
      return server;
    },
  },
  {
    label: 'low-level Server v1 with resourceRouter()',
    generation: 'v1' as const,
    server() {
      const router = resourceRouter<AuthContext>();
      bookshop(router, manuals, v1Principal);
      const server = new ServerV1({ name: 'bookshop', version: '1.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler(ReadResourceRequestSchema, router);
      return server;
    },
  },
  {
    label: 'low-level Server v2 with resourceRouter()',
    generation: 'v2' as const,
    server() {
      const router = resourceRouter<AuthContext>();
      bookshop(router, manuals, v2Principal);
      const server = new ServerV2({ name: 'bookshop', version: '2.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler('resources/read', router);
      return server;
    },
  },
];

/** What each URI gives: the guide's table of variables, as the handlers echo them. */
const READS: readonly (readonly [string, unknown])[] = [
  ['books://9780262510875', { isbn: '9780262510875', title: 'Structure and Interpretation of Computer Programs' }],
  ['orders://41', { order_id: 41, customer: 'alice', isbn: '9780262510875' }],
  ['manuals://printer/setup%20guide.md', '# Setting up the printer'],
  ['reviews://9780262510875', { isbn: '9780262510875', limit: 10, sort: 'newest' }],
  ['reviews://9780262510875?sort=oldest&limit=3&utm=x', { isbn: '9780262510875', limit: 3, sort: 'oldest' }],
  ['shelves://browse/fiction/classics', { path: ['fiction', 'classics'] }],
  ['shelves://browse/sci%2Ffi', { path: ['sci/fi'] }],
];

const REFUSALS = [
  { label: 'an order id that is no integer', uri: 'orders://abc' },
  { label: 'an order id with a fraction', uri: 'orders://41.0' },
  { label: 'an order id in hexadecimal', uri: 'orders://0x29' },
  { label: 'an order id with a space', uri: 'orders://%2041' },
  { label: 'an order id past 2^53', uri: 'orders://9007199254740993' },
  { label: "another customer's order (a denial)", uri: 'orders://42' },
  { label: 'an order that does not exist', uri: 'orders://7' },
  { label: 'a limit that is no number', uri: 'reviews://9780262510875?limit=ten' },
  { label: 'a ".." the policy refuses', uri: 'manuals://printer%2F..%2F..%2Fsecret.txt' },
  { label: 'a symlink out of the root (safeJoin)', uri: 'manuals://escape.md' },
  { label: 'a missing file', uri: 'manuals://printer/missing.md' },
  { label: 'a directory', uri: 'manuals://printer' },
];

for (const target of TARGETS) {
  describe(`the bookshop on ${target.label}`, () => {
    let shop: Client;
    let empty: Client;
    beforeAll(async () => {
      shop = await connect(target.server(), target.generation, 'alice');
      const none =
        target.generation === 'v1'
          ? new McpServerV1({ name: 'empty', version: '1.0.0' })
          : new McpServerV2({ name: 'empty', version: '2.0.0' });
      resource(none as McpServerV1, 'other://{x}', ({ x }) => x);
      empty = await connect(none, target.generation);
    });
    afterAll(async () => {
      for (const client of [shop, empty]) await client.close();
    });

    if (target.label.startsWith('McpServer'))
      it('lists the five templates under their own text', async () => {
        const { resourceTemplates } = await shop.listResourceTemplates();
        expect(resourceTemplates.map((t) => [t.name, t.uriTemplate])).toEqual(
          [
            'books://{isbn}',
            'orders://{order_id}',
            'manuals://{+path}',
            'reviews://{isbn}{?limit,sort}',
            'shelves://browse{/path*}',
          ].map((template) => [template, template]),
        );
      });

    for (const [uri, expected] of READS)
      it(`reads ${uri}`, async () => {
        const [contents] = (await shop.readResource({ uri })).contents as [{ uri: string; text: string }];
        expect(contents.uri).toBe(uri);
        expect(typeof expected === 'string' ? contents.text : JSON.parse(contents.text)).toEqual(expected);
      });

    for (const refusal of REFUSALS)
      it(`refuses ${refusal.label} as an unknown resource`, async () => {
        const unknown = await clientError(empty.readResource({ uri: refusal.uri }));
        const error = await clientError(shop.readResource({ uri: refusal.uri }));
        expect(error).toEqual(unknown);
        expect(String(error['message'])).not.toContain(base);
      });
  });
}
