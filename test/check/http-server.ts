// The notes server over Streamable HTTP (SDK v1's StreamableHTTPServerTransport, stateless: a server
// and a transport per request), with bearer authentication: each token is a principal, handed to
// the handlers as `extra.authInfo` as an auth middleware does (`req.auth`). Unknown tokens get 401.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authInfo, createNotesServer, type Fault } from './support.js';

const PRINCIPALS: Record<string, string> = { 'alice-token': 'alice', 'bob-token': 'bob' };

export async function listenNotes(
  root: string,
  faults: Fault[] = [],
): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer((req, res) => {
    void (async () => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const principal = token === undefined ? undefined : PRINCIPALS[token];
      if (principal === undefined) {
        res.writeHead(401).end();
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      (req as IncomingMessage & { auth?: unknown }).auth = authInfo(principal);
      const server = await createNotesServer({ sdk: 'v1', root, faults });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void transport.close());
      await server.connect(transport as never);
      await transport.handleRequest(req, res);
    })();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
