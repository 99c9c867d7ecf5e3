// xmcp 1.1.3 for real: its compiled stdio runtime (node_modules/xmcp/dist/runtime/stdio.js), with the
// resource files its compiler would inject (test/frameworks/xmcp/preload.mjs), talked to by the SDK
// client over stdio. What the rules assume of xmcp (src/mcp/frameworks/xmcp.ts) is shown here.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmcpTemplateOf } from '../../src/mcp/frameworks/xmcp.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const runtime = path.join(
  path.dirname(createRequire(import.meta.url).resolve('xmcp/package.json')),
  'dist/runtime/stdio.js',
);
let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'behaviour', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', path.join(here, 'xmcp/preload.mjs'), runtime],
      stderr: 'ignore',
    }),
  );
}, 30_000);
afterAll(async () => {
  await client?.close();
});

const read = async (uri: string) => {
  const result = await client.readResource({ uri });
  const first = result.contents[0];
  return JSON.parse(first && 'text' in first ? first.text : '{}') as {
    params: Record<string, unknown>;
    extraKeys: string[];
  };
};

describe('xmcp 1.1.3 resources', () => {
  it('xmcp composes each template from the file path, as the plugin does', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    const templates = resourceTemplates.map((t) => t.uriTemplate).sort();
    expect(templates).toEqual(['docs://{slug}', 'github://repos/{owner}/{repo}', 'users://{userId}/profile']);
    for (const file of [
      '(users)/[userId]/profile.ts',
      '(github)/repos/[owner]/[repo]/index.ts',
      '(docs)/[slug]/index.ts',
    ]) {
      expect(templates).toContain(xmcpTemplateOf(`src/resources/${file}`));
    }
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([xmcpTemplateOf('src/resources/(config)/app.ts')]);
  });

  it('xmcp hands the default export the variables as the SDK matched them: still percent-encoded', async () => {
    expect((await read('users://a%2Fb/profile')).params).toEqual({ userId: 'a%2Fb' });
    expect((await read('users://%41/profile')).params).toEqual({ userId: '%41' });
    expect((await read('github://repos/o%20x/r')).params).toEqual({ owner: 'o%20x', repo: 'r' });
  });

  it("xmcp parses each variable with the file's `schema` export before the handler runs: a value it refuses never arrives", async () => {
    expect((await read('docs://abc')).params).toEqual({ slug: 'abc' });
    await expect(read('docs://ab1')).rejects.toThrow();
  });

  it("xmcp passes the SDK's request context as the handler's second argument", async () => {
    expect((await read('users://u/profile')).extraKeys).toEqual(expect.arrayContaining(['mcpReq']));
  });
});
