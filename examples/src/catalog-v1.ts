// A product catalogue served over MCP with SDK v1. Each mistake is one the plugin finds.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { authorize, loadAsset, loadProduct, listCategory } from './store.js';

export const server = new McpServer({ name: 'catalog', version: '1.0.0' });

const CATALOG = 'catalog://';

// Mistake: nothing separates {+path} from {ext}, so "a/b.tar.gz" splits in many ways.
server.registerResource(
  'asset',
  new ResourceTemplate('assets://files/{+path}{ext}', { list: undefined }),
  { mimeType: 'application/octet-stream' },
  async (uri, { path, ext }, extra) => {
    await authorize(extra.authInfo, uri);
    return { contents: [{ uri: uri.href, blob: await loadAsset(String(path), String(ext)) }] };
  },
);

// Mistake: a template passed as a plain string is a static URI; "catalog://products/42" never matches.
server.registerResource('product', `${CATALOG}products/{id}`, { mimeType: 'application/json' }, async (uri, extra) => {
  await authorize(extra.authInfo, uri);
  return { contents: [{ uri: uri.href, text: JSON.stringify(await loadProduct(uri.pathname)) }] };
});

// Mistake: the SDK reads "{;lang}" as a variable named ";lang" and never strips ";lang=".
server.registerResource(
  'category',
  new ResourceTemplate(CATALOG + 'categories/{name}{;lang}', { list: undefined }),
  {},
  async (uri, variables, extra) => {
    await authorize(extra.authInfo, uri);
    return { contents: [{ uri: uri.href, text: JSON.stringify(await listCategory(String(variables.name))) }] };
  },
);

// Mistake: the broad template is registered first, so the SDK answers every reviews URI with it
// and the specific template below is never reached.
server.registerResource(
  'any-item',
  new ResourceTemplate('catalog://items/{+rest}', { list: undefined }),
  {},
  async (uri, { rest }, extra) => {
    await authorize(extra.authInfo, uri);
    return { contents: [{ uri: uri.href, text: String(rest) }] };
  },
);
server.registerResource(
  'item-reviews',
  new ResourceTemplate('catalog://items/{id}/reviews', { list: undefined }),
  {},
  async (uri, { id }, extra) => {
    // Mistake: this proves someone signed in, not that they may read these reviews.
    if (!extra.authInfo) throw new Error('Resource not found');
    return { contents: [{ uri: uri.href, text: String(id) }] };
  },
);
