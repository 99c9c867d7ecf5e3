// A real v1 Client connected to a server over an in-memory transport, and a failed read's error
// as the client sees it: shared by the SDK tests of the router and of the path-security policy.
// Not a test file itself (vitest runs *.test.ts only).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

export async function connect(server: { connect(transport: never): Promise<void> }, pair: () => [unknown, unknown]): Promise<Client> {
  const [clientSide, serverSide] = pair();
  await server.connect(serverSide as never);
  const client = new Client({ name: 'mcp-resources-test', version: '1.0.0' });
  await client.connect(clientSide as Transport);
  return client;
}

/** The error as the client sees it, in the fields an application can read. */
export async function clientError(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; code: unknown; message: string; data: unknown };
    return { name: e.name, code: e.code, message: e.message, data: e.data };
  }
  throw new Error('expected the read to fail');
}
