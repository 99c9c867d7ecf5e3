// What a session's client answered is not the session: a test of it is no "is someone signed in" test.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const handler = (
  body: string,
) => `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ResourceNotFoundError } from './errors.js';
declare function clientFor(extra: unknown): Promise<{ tags(id: string): Promise<{ ok: boolean; status: number; data: string }> }>;
const server = new McpServer({ name: 'x', version: '1' });
server.registerResource('tags', new ResourceTemplate('tags://{projectId}', { list: undefined }), {}, async (uri, { projectId }, extra) => {
  const client = await clientFor(extra);
  const result = await client.tags(String(projectId));
${body}
  return { contents: [{ uri: uri.href, text: result.data }] };
});`;

describe('an upstream refusal answered differently from not-found', () => {
  it('under a test of the client’s answer: reported', () => {
    const code =
      handler(`  if (!result.ok && result.status === 403) throw new Error(\`Permission denied for project \${String(projectId)}\`);
  if (!result.ok) throw new ResourceNotFoundError(uri.href);`);
    expect(underline(code, 'prefer-not-found-on-deny')).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        8 |   if (!result.ok && result.status === 403) throw new Error(\`Permission denied for project \${String(projectId)}\`);
          |                                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('under a test of whether there is a session at all: not an answer about this resource', () => {
    const code = handler(`  if (!extra.authInfo) throw new Error('Permission denied: sign in first');`);
    expect(underline(code, 'prefer-not-found-on-deny')).toBe('');
  });
});
