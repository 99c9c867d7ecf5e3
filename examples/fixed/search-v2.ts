// examples/src/search-v2.ts, fixed: registered with the companion's resource(), whose matcher lets a
// client leave "{?q,page}" out (the bare SDK matches no URI without both) and decodes each value
// once ("100%25" is "100%", never decoded again), with defaults for q and page; the index name
// validated against the whole value (^(?:…|…)$) as a converter, so a refused name is a miss; the
// stats file read by readUnder, which keeps it under the root.
import { McpServer } from '@modelcontextprotocol/server';
import { integer, resource, ResourceMiss } from 'mcp-resources';
import { readUnder } from 'mcp-resources/fs';
import path from 'node:path';
import { z } from 'zod';

// Stand-ins for the search index and the server's access control.
const DOCUMENTS = new Map([
  ['logs', ['disk full on db-1', 'backup done']],
  ['logs-archive', ['disk replaced']],
]);
function canSearch(auth: { scopes: string[] } | undefined, index: string): boolean {
  return auth?.scopes.includes('search:read') === true && DOCUMENTS.has(index);
}

const IndexName = z.string().regex(/^(?:[a-z]+|[a-z]+-archive)$/);
const indexName = (value: string) => IndexName.parse(value);

export function createServer(root = '/var/lib/search'): McpServer {
  const server = new McpServer({ name: 'search', version: '2.0.0' });

  resource(
    server,
    'search://{index}{?q,page}',
    { index: indexName, q: '', page: { convert: integer, default: 1 } },
    ({ index, q, page }, ctx) => {
      if (!canSearch(ctx.http?.authInfo, index) || page < 1) throw new ResourceMiss();
      const hits = (DOCUMENTS.get(index) ?? []).filter((d) => d.includes(q)).slice((page - 1) * 10, page * 10);
      return JSON.stringify({ index, page, hits });
    },
    { mimeType: 'application/json' },
  );

  resource(
    server,
    'search://{index}/stats',
    { index: indexName },
    ({ index }, ctx) => {
      if (!canSearch(ctx.http?.authInfo, index)) throw new ResourceMiss();
      return readUnder(root, path.join(index, 'stats.json'));
    },
    { mimeType: 'application/json' },
  );

  return server;
}
