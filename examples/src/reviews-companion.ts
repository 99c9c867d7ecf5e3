// Book reviews served with the companion `mcp-resources`, whose matcher lets a client leave the query
// out. Each mistake is one the plugin finds.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { resource } from 'mcp-resources';
import { authorize } from './store.js';

export const server = new McpServer({ name: 'reviews', version: '1.0.0' });

declare function loadReviews(isbn: string, limit: number, sort: string): Promise<string>;

// Mistake: "reviews://978-0" comes without {?limit,sort}, so `limit` and `sort` arrive undefined
// and `sort.toLowerCase()` throws. Give them defaults: `{ limit: 10, sort: 'newest' }` before the handler.
resource(
  server,
  'reviews://{isbn}{?limit,sort}',
  async ({ isbn, limit, sort }, extra, uri) => {
    await authorize(extra.authInfo, uri);
    return loadReviews(isbn, Number(limit), sort.toLowerCase());
  },
  { mimeType: 'text/markdown' },
);
