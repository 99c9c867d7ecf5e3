// The companion's documented file-serving pattern, `readFile(await safeJoin(ROOT, path))` in a
// read handler, through the real SDKs: McpServer v1 (@modelcontextprotocol/sdk 1.32.x) and v2
// (@modelcontextprotocol/server 2.4.x) with typedResource, the low-level Servers with
// createResourceRouter, each read by a real Client of the same generation. A symlink that leads
// out of the root (`PathEscapeError`) and a missing file (ENOENT), a directory (EISDIR) and a path
// through a file (ENOTDIR) must fail exactly as a URI no template matches, with no server path
// in the message; any other error of the handler passes through as it was.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  McpServer as McpServerV2,
  ResourceTemplate as ResourceTemplateV2,
  Server as ServerV2,
} from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeJoin } from '../../types/fs/safe-join.js';
import { typedResource } from '../../types/runtime/adapter.js';
import { isResourceMiss } from '../../types/runtime/not-found.js';
import type { ReadResultLike } from '../../types/runtime/read-result.js';
import { createResourceRouter, route, sdkV2NotFound, type ResourceRouter } from '../../types/runtime/router.js';
import { clientError, connect, type Clients, type Generation } from './sdk-client.js';

type Client = Clients[Generation];

let base: string;
let root: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'mcp-resources-misses-'));
  root = path.join(base, 'root');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'guide.md'), 'the guide');
  writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
  symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'escape.md'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The handler of the companion's README, plus one that fails on its own. */
const read = async (uri: URL, { path: rel }: { path: string }) => {
  if (rel === 'boom') throw new Error('the database is down');
  return { contents: [{ uri: uri.href, text: await readFile(await safeJoin(root, rel), 'utf8') }] };
};

const MISSES = [
  { label: 'a symlink out of the root (PathEscapeError)', path: 'escape.md' },
  { label: 'a missing file (ENOENT)', path: 'docs/missing.md' },
  { label: 'a directory (EISDIR)', path: 'docs' },
  { label: 'a path through a file (ENOTDIR)', path: 'docs/guide.md/x' },
];

const SDKS = [
  {
    label: 'v1',
    generation: 'v1' as const,
    McpServer: McpServerV1,
    ResourceTemplate: ResourceTemplateV1,
    lowLevel(router: ResourceRouter<unknown, ReadResultLike>) {
      const server = new ServerV1({ name: 'v1-low', version: '1.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler(ReadResourceRequestSchema, router);
      return server;
    },
    notFound: undefined,
  },
  {
    label: 'v2',
    generation: 'v2' as const,
    McpServer: McpServerV2 as unknown as typeof McpServerV1,
    ResourceTemplate: ResourceTemplateV2 as unknown as typeof ResourceTemplateV1,
    lowLevel(router: ResourceRouter<unknown, ReadResultLike>) {
      const server = new ServerV2({ name: 'v2-low', version: '2.0.0' }, { capabilities: { resources: {} } });
      server.setRequestHandler('resources/read', router);
      return server;
    },
    notFound: sdkV2NotFound,
  },
];

for (const sdk of SDKS) {
  describe(`file misses look like an unknown resource, ${sdk.label}`, () => {
    let empty: Client;
    let adapter: Client;
    let router: Client;
    beforeAll(async () => {
      const none = new sdk.McpServer({ name: 'empty', version: '1.0.0' });
      none.registerResource('other', new sdk.ResourceTemplate('other://{x}', { list: undefined }), {}, (uri) => ({
        contents: [{ uri: uri.href, text: '' }],
      }));
      empty = await connect(none, sdk.generation);
      const server = new sdk.McpServer({ name: 'files', version: '1.0.0' });
      const files = typedResource(sdk.ResourceTemplate, 'files://{+path}', { list: undefined });
      server.registerResource('files', files.template, {}, files.read(read));
      adapter = await connect(server, sdk.generation);
      const routes = createResourceRouter([route('files://{+path}', read)], { notFound: sdk.notFound });
      router = await connect(sdk.lowLevel(routes), sdk.generation);
    });
    afterAll(async () => {
      for (const client of [empty, adapter, router]) await client.close();
    });

    it('serves a file under the root', async () => {
      for (const client of [adapter, router])
        expect((await client.readResource({ uri: 'files://docs%2Fguide.md' })).contents).toEqual([
          { uri: 'files://docs%2Fguide.md', text: 'the guide' },
        ]);
    });

    for (const miss of MISSES) {
      it(`${miss.label}: the adapter and the router answer as for a URI no template matches`, async () => {
        const uri = `files://${encodeURIComponent(miss.path)}`;
        const unknown = await clientError(empty.readResource({ uri }));
        for (const client of [adapter, router]) {
          const error = await clientError(client.readResource({ uri }));
          expect(error).toEqual(unknown);
          expect(String(error['message'])).not.toContain(base);
        }
      });
    }

    it('any other error of the handler passes through unchanged', async () => {
      for (const client of [adapter, router]) {
        const error = await clientError(client.readResource({ uri: 'files://boom' }));
        expect(error['message']).toContain('the database is down');
      }
    });
  });
}

describe('isResourceMiss', () => {
  it('knows PathEscapeError by its name and Node.js file-system errors by code and syscall', async () => {
    const escape = await safeJoin(root, '../secret.txt').catch((e: unknown) => e);
    const missing = await readFile(path.join(root, 'nothing')).catch((e: unknown) => e);
    expect([escape, missing].map(isResourceMiss)).toEqual([true, true]);
    // A code alone (an application's own error) is not a file-system error.
    expect(isResourceMiss(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isResourceMiss(new Error('ENOENT'))).toBe(false);
    expect(isResourceMiss(undefined)).toBe(false);
  });
});
