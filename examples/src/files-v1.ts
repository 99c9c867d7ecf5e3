// A shared-files server over MCP with SDK v1. Each mistake is one the plugin finds.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

export const server = new McpServer({ name: 'files', version: '1.0.0' });

const ROOT = '/srv/shared';
const PUBLIC_FILES = new Set(['README.md', 'CHANGELOG.md']);

// Stand-in for the server's access control: may this principal read this resource?
async function authorize(auth: AuthInfo | undefined, uri: URL): Promise<void> {
  if (!auth?.scopes.includes(`read:${uri.protocol.slice(0, -1)}`)) throw new Error('Resource not found');
}

// Mistake: {+path} keeps its slashes and goes straight to readFile, so
// "files://../../etc/passwd" and "files:///etc/passwd" read outside ROOT.
server.registerResource(
  'file',
  new ResourceTemplate('files://{+path}', { list: undefined }),
  { mimeType: 'text/plain' },
  async (uri, { path: file }, extra) => {
    await authorize(extra.authInfo, uri);
    return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(file)), 'utf8') }] };
  },
);

// A helper that decodes: calling it with an already decoded value decodes twice.
function cleanName(raw: string): string {
  return decodeURIComponent(raw.trim());
}

// Mistake: the SDK passes {name} percent-encoded, so the first decode is right; cleanName decodes
// again, and the ".." check sits between the two decodes: "..%252F" passes it as "..%2F".
server.registerResource(
  'note',
  new ResourceTemplate('notes://{name}', { list: undefined }),
  { mimeType: 'text/markdown' },
  async (uri, { name }, extra) => {
    await authorize(extra.authInfo, uri);
    const decoded = decodeURIComponent(String(name));
    if (decoded.includes('..')) throw new Error('Resource not found');
    const full = await realpath(path.resolve(ROOT, 'notes', cleanName(decoded)));
    if (!full.startsWith(ROOT + path.sep)) throw new Error('Resource not found');
    return { contents: [{ uri: uri.href, text: await readFile(full, 'utf8') }] };
  },
);

// Mistake: the report id check is not anchored, so "x.csv/../../../etc/passwd" passes it, and the
// file read behind it is not contained either.
const REPORT_ID = /[\w-]+\.csv/;
server.registerResource(
  'report',
  new ResourceTemplate('reports://{id}', { list: undefined }),
  { mimeType: 'text/csv' },
  async (uri, { id }, extra) => {
    await authorize(extra.authInfo, uri);
    if (!REPORT_ID.test(String(id))) throw new Error('Resource not found');
    return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, 'reports', decodeURIComponent(String(id))), 'utf8') }] };
  },
);

// Right: an allowlist gates the name before it reaches the file system.
server.registerResource(
  'public-file',
  new ResourceTemplate('public://{name}', { list: undefined }),
  { mimeType: 'text/markdown' },
  async (uri, { name }, extra) => {
    await authorize(extra.authInfo, uri);
    const file = decodeURIComponent(String(name));
    if (!PUBLIC_FILES.has(file)) throw new Error('Resource not found');
    return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, 'public', file), 'utf8') }] };
  },
);
