// What resource() does at the seams a user meets, through the real SDKs: on McpServer v1
// (@modelcontextprotocol/sdk 1.32.x) and v2 (@modelcontextprotocol/server 2.4.x), and through a
// resourceRouter() on each generation's low-level Server (wired as the guide shows, with
// router.resources and router.templates behind the list requests), each read by a real Client of
// its generation:
// - a URI with no variables is a static resource: resources/list shows it, resources/read reads it,
//   resources/templates/list does not show it (as the Python SDK's decorator registers it);
// - a client URI past `maxUriLength` fails exactly like an unknown resource, not with -32603.
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { McpServer as McpServerV2, Server as ServerV2 } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, resource, resourceRouter, ResourceMiss, type ResourceTarget } from '../../types/index.js';
import { clientError, connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];

/** The resources every target serves: two static ones beside a template. */
function register(server: ResourceTarget): void {
  resource(server, 'status://health', () => 'ok');
  resource(server, 'config://app/settings.json', () => '{"theme":"dark"}', {
    name: 'settings',
    mimeType: 'application/json',
  });
  resource(server, 'status://denied', () => {
    throw new ResourceMiss();
  });
  resource(server, 'books://{isbn}', ({ isbn }) => `book ${isbn}`);
}

const TARGETS = [
  {
    label: 'McpServer v1',
    generation: 'v1' as const,
    server() {
      const server = new McpServerV1({ name: 'seams', version: '1.0.0' });
      register(server);
      return server;
    },
  },
  {
    label: 'McpServer v2',
    generation: 'v2' as const,
    server() {
      const server = new McpServerV2({ name: 'seams', version: '2.0.0' });
      register(server);
      return server;
    },
  },
  {
    label: 'low-level Server v1 with resourceRouter()',
    generation: 'v1' as const,
    server() {
      const router = resourceRouter();
      register(router);
      const server = new ServerV1({ name: 'seams', version: '1.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler(ReadResourceRequestSchema, router);
      server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: router.resources }));
      server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
        resourceTemplates: router.templates.map((uriTemplate) => ({ name: uriTemplate, uriTemplate })),
      }));
      return server;
    },
  },
  {
    label: 'low-level Server v2 with resourceRouter()',
    generation: 'v2' as const,
    server() {
      const router = resourceRouter();
      register(router);
      const server = new ServerV2({ name: 'seams', version: '2.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler('resources/read', router);
      server.setRequestHandler('resources/list', () => ({ resources: router.resources }));
      server.setRequestHandler('resources/templates/list', () => ({
        resourceTemplates: router.templates.map((uriTemplate) => ({ name: uriTemplate, uriTemplate })),
      }));
      return server;
    },
  },
];

const LONG = `books://${'9'.repeat(DEFAULT_LIMITS.maxUriLength)}`;

for (const target of TARGETS) {
  describe(`resource() seams on ${target.label}`, () => {
    let client: Client;
    let empty: Client;
    beforeAll(async () => {
      client = await connect(target.server(), target.generation);
      const none =
        target.generation === 'v1'
          ? new McpServerV1({ name: 'empty', version: '1.0.0' })
          : new McpServerV2({ name: 'empty', version: '2.0.0' });
      resource(none as McpServerV1, 'other://{x}', ({ x }) => x);
      empty = await connect(none, target.generation);
    });
    afterAll(async () => {
      for (const c of [client, empty]) await c.close();
    });

    it('lists a URI with no variables as a resource, under its name, with its MIME type', async () => {
      const { resources } = await client.listResources();
      expect(resources.map(({ uri, name, mimeType }) => ({ uri, name, mimeType }))).toEqual([
        { uri: 'status://health', name: 'status://health', mimeType: undefined },
        { uri: 'config://app/settings.json', name: 'settings', mimeType: 'application/json' },
        { uri: 'status://denied', name: 'status://denied', mimeType: undefined },
      ]);
    });

    it('lists only the template among the templates', async () => {
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['books://{isbn}']);
    });

    it('reads the static resources and the template', async () => {
      expect((await client.readResource({ uri: 'status://health' })).contents).toEqual([
        { uri: 'status://health', text: 'ok' },
      ]);
      expect((await client.readResource({ uri: 'config://app/settings.json' })).contents).toEqual([
        { uri: 'config://app/settings.json', mimeType: 'application/json', text: '{"theme":"dark"}' },
      ]);
      expect((await client.readResource({ uri: 'books://42' })).contents).toEqual([
        { uri: 'books://42', text: 'book 42' },
      ]);
    });

    it('refuses a denied static resource exactly like an unknown resource', async () => {
      const error = await clientError(client.readResource({ uri: 'status://denied' }));
      expect(error).toEqual(await clientError(empty.readResource({ uri: 'status://denied' })));
    });

    it(`refuses a URI past maxUriLength (${DEFAULT_LIMITS.maxUriLength}) exactly like an unknown resource`, async () => {
      const error = await clientError(client.readResource({ uri: LONG }));
      expect(error).toEqual(await clientError(empty.readResource({ uri: LONG })));
      expect(error['code']).toBe(-32602);
    });
  });
}
