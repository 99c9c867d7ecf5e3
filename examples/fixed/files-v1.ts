// examples/src/files-v1.ts, fixed: each value decoded exactly once, then validated (anchored) or
// looked up, and read by readUnder of mcp-resources/fs, whose safeJoin keeps it under its root (no
// "..", no absolute path, no symlink out); a file missing or out of bounds, a malformed encoding and
// a denied read all fail like a resource that does not exist.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { readUnder } from 'mcp-resources/fs';
import path from 'node:path';

const PUBLIC_FILES = new Set(['README.md', 'CHANGELOG.md']);
const REPORT_ID = /^[\w-]+\.csv$/;

// Stand-in for the server's access control: may this principal read this resource?
function canRead(auth: AuthInfo | undefined, uri: URL): boolean {
  return auth?.scopes.includes(`read:${uri.protocol.slice(0, -1)}`) === true;
}
const notFound = (uri: URL) => new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);

export function createServer(root = '/srv/shared'): McpServer {
  const server = new McpServer({ name: 'files', version: '1.0.0' });

  // {+path} keeps its slashes: readUnder refuses what leaves the root.
  server.registerResource(
    'file',
    new ResourceTemplate('files://{+path}', { list: undefined }),
    { mimeType: 'text/plain' },
    async (uri, { path: file }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      try {
        return { contents: [{ uri: uri.href, text: await readUnder(root, decodeURIComponent(String(file))) }] };
      } catch {
        throw notFound(uri);
      }
    },
  );

  // The SDK passes {name} percent-encoded: one decode, and the same value is checked and read.
  server.registerResource(
    'note',
    new ResourceTemplate('notes://{name}', { list: undefined }),
    { mimeType: 'text/markdown' },
    async (uri, { name }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      try {
        return { contents: [{ uri: uri.href, text: await readUnder(path.join(root, 'notes'), decodeURIComponent(String(name))) }] };
      } catch {
        throw notFound(uri);
      }
    },
  );

  // The id pattern matches the whole decoded value.
  server.registerResource(
    'report',
    new ResourceTemplate('reports://{id}', { list: undefined }),
    { mimeType: 'text/csv' },
    async (uri, { id }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      try {
        const file = decodeURIComponent(String(id));
        if (!REPORT_ID.test(file)) throw notFound(uri);
        return { contents: [{ uri: uri.href, text: await readUnder(path.join(root, 'reports'), file) }] };
      } catch {
        throw notFound(uri);
      }
    },
  );

  // Right in the demo already: an allowlist gates the name before it reaches the file system.
  server.registerResource(
    'public-file',
    new ResourceTemplate('public://{name}', { list: undefined }),
    { mimeType: 'text/markdown' },
    async (uri, { name }, extra) => {
      if (!canRead(extra.authInfo, uri)) throw notFound(uri);
      try {
        const file = decodeURIComponent(String(name));
        if (!PUBLIC_FILES.has(file)) throw notFound(uri);
        return { contents: [{ uri: uri.href, text: await readUnder(path.join(root, 'public'), file) }] };
      } catch {
        throw notFound(uri);
      }
    },
  );

  return server;
}
