// examples/src/catalog-v1.ts, fixed: a literal between {+path} and its extension ("{.ext}"); the
// product template a ResourceTemplate, whose {id} the handler reads (not the URI's path); ";lang="
// written as a literal, since the SDK does not know "{;lang}"; the specific reviews template
// registered before the broad one that would shadow it; every read checked against the session's
// principal, each value decoded once, and a denial answered like a miss.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { canRead, findAsset, findCategory, findItem, findItemReviews, findProduct } from './store.js';

const CATALOG = 'catalog://';
const notFound = (uri: URL) => new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);

export function createServer(): McpServer {
  const server = new McpServer({ name: 'catalog', version: '1.0.0' });

  server.registerResource(
    'asset',
    new ResourceTemplate('assets://files/{+path}{.ext}', { list: undefined }),
    { mimeType: 'application/octet-stream' },
    async (uri, { path, ext }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      const blob = findAsset(decodeURIComponent(String(path)), decodeURIComponent(String(ext)));
      if (blob === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, blob }] };
    },
  );

  server.registerResource(
    'product',
    new ResourceTemplate(`${CATALOG}products/{id}`, { list: undefined }),
    { mimeType: 'application/json' },
    async (uri, { id }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      const product = findProduct(decodeURIComponent(String(id)));
      if (product === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: JSON.stringify(product) }] };
    },
  );

  server.registerResource(
    'category',
    new ResourceTemplate(CATALOG + 'categories/{name};lang={lang}', { list: undefined }),
    {},
    async (uri, { name, lang }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      const products = findCategory(decodeURIComponent(String(name)), decodeURIComponent(String(lang)));
      if (products === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: JSON.stringify(products) }] };
    },
  );

  // The specific template first: the SDK answers with the first template that matches.
  server.registerResource(
    'item-reviews',
    new ResourceTemplate('catalog://items/{id}/reviews', { list: undefined }),
    {},
    async (uri, { id }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      const reviews = findItemReviews(decodeURIComponent(String(id)));
      if (reviews === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: JSON.stringify(reviews) }] };
    },
  );
  server.registerResource(
    'any-item',
    new ResourceTemplate('catalog://items/{+rest}', { list: undefined }),
    {},
    async (uri, { rest }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      const item = findItem(decodeURIComponent(String(rest)));
      if (item === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: item }] };
    },
  );

  return server;
}
