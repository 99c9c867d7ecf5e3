// A search server over MCP with SDK v2 (@modelcontextprotocol/server). Each mistake is one the plugin finds.
import { McpServer, ResourceNotFoundError, ResourceTemplate } from '@modelcontextprotocol/server';
import * as fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const server = new McpServer({ name: 'search', version: '2.0.0' });

const INDEX_ROOT = '/var/lib/search';

// Stand-in for the server's access control: may this principal read this resource?
async function authorize(auth: { scopes: string[] } | undefined, uri: URL): Promise<void> {
  if (!auth?.scopes.includes('search:read')) throw new ResourceNotFoundError(uri.href);
}

// Mistake: the alternation is anchored one side each: "^[a-z]+" or "[a-z]+-archive$", so
// "logs/../../secrets" matches the first alternative.
const IndexParams = z.object({ index: z.string().regex(/^[a-z]+|[a-z]+-archive$/) });

server.registerResource(
  'search',
  new ResourceTemplate('search://{index}{?q,page}', { list: undefined }),
  { mimeType: 'application/json' },
  async (uri, variables, ctx) => {
    await authorize(ctx.http?.authInfo, uri);
    const { index } = IndexParams.parse(variables);
    // Mistake: searchParams.get() has already decoded the query: "100%2525" becomes "100%".
    const q = decodeURIComponent(uri.searchParams.get('q') ?? '');
    const page = Number(uri.searchParams.get('page') ?? '1');
    return { contents: [{ uri: uri.href, text: JSON.stringify({ index, q, page }) }] };
  },
);

// Mistake: {index} is decoded, then checked with a prefix that has no separator after the root,
// so "..%2Fsearch-private" resolves to "/var/lib/search-private" and passes.
server.registerResource(
  'index-stats',
  new ResourceTemplate('search://{index}/stats', { list: undefined }),
  { mimeType: 'application/json' },
  async (uri, variables, ctx) => {
    await authorize(ctx.http?.authInfo, uri);
    const dir = path.resolve(INDEX_ROOT, decodeURIComponent(variables.index as string));
    if (!dir.startsWith(INDEX_ROOT)) throw new ResourceNotFoundError(uri.href);
    return { contents: [{ uri: uri.href, text: fs.readFileSync(path.join(dir, 'stats.json'), 'utf8') }] };
  },
);
