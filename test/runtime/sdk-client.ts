// A real Client of the server's own SDK generation connected to it over that generation's
// in-memory transport (v1: @modelcontextprotocol/sdk 1.32.x, v2: @modelcontextprotocol/client
// 2.4.x, which negotiates protocol 2025-11-25 with the v2 server), and a failed read's error as
// that client sees it: shared by the SDK tests of the adapter, the router and the path-security
// policy. Not a test file itself (vitest runs *.test.ts only).
import { Client as ClientV2, InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';

/** The SDK generation of a server, and so of the client that talks to it. */
export type Generation = 'v1' | 'v2';
export interface Clients {
  readonly v1: ClientV1;
  readonly v2: ClientV2;
}

const GENERATIONS = {
  v1: { Client: ClientV1, pair: () => InMemoryTransportV1.createLinkedPair() },
  v2: { Client: ClientV2, pair: () => InMemoryTransportV2.createLinkedPair() },
} as const;

/** What a transport hands the server with each message: a session's principal, as an HTTP transport's auth middleware would. */
interface MessageExtra {
  authInfo?: { token: string; clientId: string; scopes: string[] };
}
type ServerSide = { onmessage?: (message: unknown, extra?: MessageExtra) => void };

export async function connect<G extends Generation>(
  server: { connect(transport: never): Promise<void> },
  generation: G,
  /** The principal every request of this client arrives with (`extra.authInfo` in v1, `ctx.http.authInfo` in v2). */
  clientId?: string,
): Promise<Clients[G]> {
  const { Client, pair } = GENERATIONS[generation];
  const [clientSide, serverSide] = pair();
  await server.connect(serverSide as never);
  if (clientId !== undefined) {
    const side = serverSide as ServerSide;
    const deliver = side.onmessage!;
    side.onmessage = (message, extra) =>
      deliver(message, { ...extra, authInfo: { token: `token-of-${clientId}`, clientId, scopes: [] } });
  }
  const client = new Client({ name: 'mcp-resources-test', version: '1.0.0' });
  await client.connect(clientSide as never);
  return client as Clients[G];
}

/**
 * The error as the client sees it, in the fields an application can read: the class the client
 * built (v1: always McpError; v2: ProtocolError.fromError picks ResourceNotFoundError for a
 * -32602 whose data is exactly `{ uri }`, whose `name` is still "ProtocolError"), name, code,
 * message (v1 prefixes "MCP error <code>: ", v2 does not) and data.
 */
export async function clientError(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    const e = error as { constructor: { name: string }; name: string; code: unknown; message: string; data: unknown };
    return { class: e.constructor.name, name: e.name, code: e.code, message: e.message, data: e.data };
  }
  throw new Error('expected the read to fail');
}
