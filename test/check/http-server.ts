// The notes server over Streamable HTTP, stateless (a server and a transport per request), with
// bearer authentication: each token is a principal, handed to the handlers as an auth middleware
// does. SDK v1: its StreamableHTTPServerTransport on Node's request (`req.auth`, read as
// `extra.authInfo`). SDK v2: its WebStandardStreamableHTTPServerTransport on a web `Request` made from
// Node's (`handleRequest(request, { authInfo })`, read as `ctx.http.authInfo`). Unknown tokens get 401.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { authInfo, createNotesServer, type Fault } from './support.js';

const PRINCIPALS: Record<string, string> = { 'alice-token': 'alice', 'bob-token': 'bob' };

/** SDK v1's transport answers on Node's response itself. */
async function serveV1(req: IncomingMessage, res: ServerResponse, root: string, faults: Fault[], principal: string) {
  (req as IncomingMessage & { auth?: unknown }).auth = authInfo(principal);
  const server = await createNotesServer({ sdk: 'v1', root, faults });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => void transport.close());
  await server.connect(transport as never);
  await transport.handleRequest(req, res);
}

/** SDK v2's transport takes a web Request and gives a web Response. */
async function serveV2(req: IncomingMessage, res: ServerResponse, root: string, faults: Fault[], principal: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: Buffer.concat(chunks),
  });
  const server = await createNotesServer({ sdk: 'v2', root, faults });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport as never);
  const response = await transport.handleRequest(request, { authInfo: authInfo(principal) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
  await transport.close();
}

export async function listenNotes(
  root: string,
  faults: Fault[] = [],
  sdk: 'v1' | 'v2' = 'v1',
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
      await (sdk === 'v1' ? serveV1 : serveV2)(req, res, root, faults, principal);
    })();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
