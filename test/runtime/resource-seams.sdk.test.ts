// What resource() does at the seams a user meets, through the real SDKs: on McpServer v1
// (@modelcontextprotocol/sdk 1.32.x) and v2 (@modelcontextprotocol/server 2.4.x), and through a
// resourceRouter() on each generation's low-level Server (wired as the guide shows, with
// router.resources and router.templates behind the list requests), each read by a real Client of
// its generation:
// - a URI with no variables is a static resource: resources/list shows it, resources/read reads it,
//   resources/templates/list does not show it (as the Python SDK's decorator registers it);
// - a client URI past `maxUriLength` fails exactly like an unknown resource, not with -32603;
// - on McpServer v2, a handler's input-required result (which v2's types allow) is the SDK's to
//   fulfil: the client answers the elicitation, the handler is called again with the response.
//   v1 and the routers' types refuse it (test/types/resource.test-d.ts).
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import {
  acceptedContent,
  inputRequired,
  McpServer as McpServerV2,
  Server as ServerV2,
} from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  integer,
  resource,
  resourceRouter,
  ResourceMiss,
  type ResourceTarget,
} from '../../types/index.js';
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

describe("resource() on McpServer v2: a handler's input-required result", () => {
  let client: ClientV2;
  const received: unknown[] = [];
  beforeAll(async () => {
    const server = new McpServerV2({ name: 'orders', version: '2.0.0' });
    resource(server, 'orders://{id}/cancel', { id: integer }, ({ id }, ctx) => {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      received.push({ id, answer });
      if (answer === undefined) {
        const requestedSchema = { type: 'object' as const, properties: { confirm: { type: 'boolean' as const } } };
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Cancel order ${id}?`, requestedSchema }) },
        });
      }
      return answer['confirm'] === true ? `order ${id} cancelled` : `order ${id} kept`;
    });
    const [clientSide, serverSide] = InMemoryTransportV2.createLinkedPair();
    await server.connect(serverSide);
    client = new ClientV2({ name: 'reader', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', (request) => ({
      action: 'accept',
      content: { confirm: request.params.message === 'Cancel order 7?' },
    }));
    await client.connect(clientSide);
  });
  afterAll(() => client.close());

  it('is fulfilled by the SDK, and the handler, called again with the answer, gives the contents', async () => {
    expect((await client.readResource({ uri: 'orders://7/cancel' })).contents).toEqual([
      { uri: 'orders://7/cancel', text: 'order 7 cancelled' },
    ]);
    expect((await client.readResource({ uri: 'orders://8/cancel' })).contents).toEqual([
      { uri: 'orders://8/cancel', text: 'order 8 kept' },
    ]);
    expect(received).toEqual([
      { id: 7, answer: undefined },
      { id: 7, answer: { confirm: true } },
      { id: 8, answer: undefined },
      { id: 8, answer: { confirm: false } },
    ]);
  });
});
