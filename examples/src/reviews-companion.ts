// Book reviews served with the companion `mcp-resources`, whose matcher lets a client leave the query
// out. Each mistake is one the plugin finds.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { typedResource } from 'mcp-resources';
import { authorize } from './store.js';

export const server = new McpServer({ name: 'reviews', version: '1.0.0' });

declare function loadReviews(isbn: string, limit: number, sort: string): Promise<string>;

// Mistake: "reviews://978-0" comes without {?limit,sort}, so `limit` and `sort` arrive undefined
// and `sort.toLowerCase()` throws. Give them defaults.
const reviews = typedResource(ResourceTemplate, 'reviews://{isbn}{?limit,sort}', { list: undefined });
server.registerResource(
  'reviews',
  reviews.template,
  { mimeType: 'text/markdown' },
  reviews.read(async (uri, { isbn, limit, sort }, extra) => {
    await authorize(extra.authInfo, uri);
    return { contents: [{ uri: uri.href, text: await loadReviews(isbn, Number(limit), sort.toLowerCase()) }] };
  }),
);
