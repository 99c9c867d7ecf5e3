// typedResource through the real SDKs: a real McpServer (v1 @modelcontextprotocol/sdk 1.32.x,
// v2 @modelcontextprotocol/server 2.4.x) with templates registered through the adapter, a real
// Client of the same generation (v1 @modelcontextprotocol/sdk, v2 @modelcontextprotocol/client)
// over that generation's in-memory transport. The client expands each URI with `expand`, reads
// it, and the handler must receive exactly the values.
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2, ResourceTemplate as ResourceTemplateV2 } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { expand } from '../../types/runtime/expand.js';
import { typedResource } from '../../types/runtime/adapter.js';
import type { TemplateVariables } from '../../types/type-level/template-variables.js';
import { coverage, expectedKeys, generateSdkCases, type SdkCase } from './adapter-sdk-cases.js';
import { connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];
const COUNT = 240;

interface Served {
  readonly client: Client;
  /** What each handler received, by resource name, last read first. */
  readonly received: Map<string, unknown>;
  close(): Promise<void>;
}

/** Both SDKs' McpServer and ResourceTemplate, used alike (their registerResource signatures agree). */
const SDK_CLASSES = {
  v1: { McpServer: McpServerV1, ResourceTemplate: ResourceTemplateV1, version: '1.0.0' },
  v2: { McpServer: McpServerV2, ResourceTemplate: ResourceTemplateV2, version: '2.0.0' },
} as const;

async function serve(generation: keyof typeof SDK_CLASSES, cases: readonly SdkCase[]): Promise<Served> {
  const sdk = SDK_CLASSES[generation];
  const server = new sdk.McpServer({ name: `adapter-${generation}`, version: sdk.version }) as McpServerV1;
  const received = new Map<string, unknown>();
  for (const c of cases) {
    // Matching alone: generated values hold "..", "/…" and "C:" (the policy's own tests are in security.sdk.test.ts).
    const typed = typedResource(
      sdk.ResourceTemplate as typeof ResourceTemplateV1,
      c.template as string,
      { list: undefined },
      { security: false },
    );
    server.registerResource(
      c.name,
      typed.template,
      {},
      typed.read((uri, variables) => {
        received.set(c.name, variables);
        return { contents: [{ uri: uri.href, text: c.name }] };
      }),
    );
  }
  const client = await connect(server as never, generation);
  return { client, received, close: () => client.close() };
}
const serveV1 = (cases: readonly SdkCase[]) => serve('v1', cases);
const serveV2 = (cases: readonly SdkCase[]) => serve('v2', cases);

/** Reads every case's URI and checks what its handler received. */
async function readAll(served: Served, cases: readonly SdkCase[]): Promise<void> {
  for (const c of cases) {
    const result = await served.client.readResource({ uri: c.uri });
    const label = `${c.template}  ${c.uri}`;
    // The right template answered (each has its own literal "t<n>/"), with the URI as sent.
    expect(result.contents, label).toEqual([{ uri: c.uri, text: c.name }]);
    const got = served.received.get(c.name) as Record<string, unknown>;
    expect(got, label).toEqual(c.expected);
    // toEqual lets a missing key equal an undefined one: absent query variables must be left out.
    expect(Object.keys(got).sort(), label).toEqual(expectedKeys(c.expected));
    for (const [name, value] of Object.entries(c.expected)) {
      if (value === undefined) expect(got[name], `${label}: ${name}`).toBeUndefined();
      else expect(Array.isArray(got[name]), `${label}: ${name}`).toBe(Array.isArray(value));
    }
  }
}

const SDKS = [
  { label: 'v1 (@modelcontextprotocol/sdk 1.32.2)', serve: serveV1, seed: 1 },
  { label: 'v2 (@modelcontextprotocol/server 2.4.0)', serve: serveV2, seed: 2 },
] as const;

for (const sdk of SDKS) {
  describe(`typedResource on a real McpServer, ${sdk.label}`, () => {
    const { cases, skipped } = generateSdkCases(sdk.seed, COUNT);
    let served: Served;
    beforeAll(async () => {
      served = await sdk.serve(cases);
    });
    afterAll(async () => {
      await served.close();
    });

    it(`hands the handler exactly the expanded values, for ${COUNT} generated templates`, async () => {
      expect(cases).toHaveLength(COUNT);
      // Almost every generated URI survives WHATWG URL parsing unchanged (the rest are skipped).
      expect(skipped).toBeLessThan(COUNT / 20);
      const seen = coverage(cases);
      for (const [feature, count] of Object.entries(seen)) expect(count, feature).toBeGreaterThanOrEqual(20);
      await readAll(served, cases);
    });

    it('lists every template as written (resources/templates/list reads uriTemplate.toString())', async () => {
      const { resourceTemplates } = await served.client.listResourceTemplates();
      expect(resourceTemplates.map((t) => [t.name, t.uriTemplate])).toEqual(cases.map((c) => [c.name, c.template]));
    });

    it('answers an unknown URI as the SDK does, and matches no other template by accident', async () => {
      const unknown = `${cases[0]!.template.split('/t0/')[0]}/t${COUNT}/x`;
      await expect(served.client.readResource({ uri: unknown })).rejects.toMatchObject({ code: -32602 });
    });
  });
}

describe('typedResource: values the SDK alone gets wrong', () => {
  const template = 'res://h/{ids*}{?limit,sort}' as const;
  type Variables = TemplateVariables<typeof template>;
  const handlerFor = (received: unknown[]) => (uri: URL, variables: Variables) => {
    expectTypeOf(variables.ids).toEqualTypeOf<string[]>();
    expectTypeOf(variables.limit).toEqualTypeOf<string | undefined>();
    received.push(variables);
    return { contents: [{ uri: uri.href, text: variables.ids.join('|') }] };
  };

  async function check(client: Client, received: unknown[], own: { match(uri: string): unknown }): Promise<void> {
    expect(await client.readResource({ uri: expand(template, { ids: ['x'] }) })).toEqual({
      contents: [{ uri: 'res://h/x', text: 'x' }],
    });
    expect(received).toEqual([{ ids: ['x'] }]);
    // The SDK's own matcher: a plain string, and no match at all when a query variable is
    // absent or the parameters come in another order.
    expect(own.match('res://h/x?limit=1&sort=a')).toEqual({ ids: 'x', limit: '1', sort: 'a' });
    expect(own.match('res://h/x')).toBeNull();
    expect(own.match('res://h/x?sort=a&limit=1')).toBeNull();
    // The adapter: lenient query, decoded once.
    await client.readResource({ uri: 'res://h/x,y%2Cz?sort=%C3%A9&utm=1' });
    expect(received[1]).toEqual({ ids: ['x', 'y,z'], sort: '\u00e9' });
    expect(Object.keys(received[1] as object)).toEqual(['ids', 'sort']);
    await client.close();
  }

  it('v1: one value of {ids*} arrives as ["x"]', async () => {
    const server = new McpServerV1({ name: 'one', version: '1.0.0' });
    const typed = typedResource(ResourceTemplateV1, template, { list: undefined });
    const received: unknown[] = [];
    server.registerResource('ids', typed.template, {}, typed.read(handlerFor(received)));
    const client = await connect(server, 'v1');
    await check(client, received, new ResourceTemplateV1(template, { list: undefined }).uriTemplate);
  });

  it('v2: one value of {ids*} arrives as ["x"]', async () => {
    const server = new McpServerV2({ name: 'one', version: '2.0.0' });
    const typed = typedResource(ResourceTemplateV2, template, { list: undefined });
    const received: unknown[] = [];
    server.registerResource('ids', typed.template, {}, typed.read(handlerFor(received)));
    const client = await connect(server, 'v2');
    await check(client, received, new ResourceTemplateV2(template, { list: undefined }).uriTemplate);
  });
});
