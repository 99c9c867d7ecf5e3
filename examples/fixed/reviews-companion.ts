// examples/src/reviews-companion.ts, fixed: `limit` and `sort` get defaults in resource()'s specs,
// so "reviews://978-0", without the query, reads the ten newest reviews; an unknown book or order,
// and a read the session's principal may not make, fail as not found (ResourceMiss).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { resource, ResourceMiss } from 'mcp-resources';
import { canRead, findBookReviews } from './store.js';

export function createServer(): McpServer {
  const server = new McpServer({ name: 'reviews', version: '1.0.0' });

  resource(
    server,
    'reviews://{isbn}{?limit,sort}',
    { limit: 10, sort: 'newest' },
    async ({ isbn, limit, sort }, extra, uri) => {
      if (!canRead(extra.authInfo, uri)) throw new ResourceMiss();
      const reviews = findBookReviews(isbn, limit, sort.toLowerCase());
      if (reviews === undefined) throw new ResourceMiss();
      return reviews;
    },
    { mimeType: 'text/markdown' },
  );

  return server;
}
