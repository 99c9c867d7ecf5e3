// Route 8: a principal with a fallback is not the principal.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const handler = (
  check: string,
) => `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ResourceNotFoundError } from './errors.js';
declare function loadInbox(user: string): Promise<string>;
const server = new McpServer({ name: 'x', version: '1' });
server.registerResource('inbox', new ResourceTemplate('mail://{userId}/inbox', { list: undefined }), {}, async (uri, { userId }, extra) => {
${check}
  return { contents: [{ uri: uri.href, text: await loadInbox(String(userId)) }] };
});`;

describe('the principal compared with the resource', () => {
  it('the session principal itself: a check', () => {
    const code = handler(`  if (extra.authInfo?.clientId !== userId) throw new ResourceNotFoundError(uri.href);`);
    expect(underline(code, 'require-read-authorization')).toBe('');
  });

  it('the principal or, when there is none, the variable from the URI: no check at all', () => {
    const code = handler(`  const caller = extra.authInfo?.clientId ?? userId;
  if (caller !== userId) throw new ResourceNotFoundError(uri.href);`);
    expect(underline(code, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        5 | server.registerResource('inbox', new ResourceTemplate('mail://{userId}/inbox', { list: undefined }), {}, async (uri, { userId }, extra) => {
          |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a configured token preferred over the session: no check either', () => {
    const code = handler(`  const caller = process.env.ADMIN_ID || extra.authInfo?.clientId;
  if (caller !== userId) throw new ResourceNotFoundError(uri.href);`);
    expect(underline(code, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        5 | server.registerResource('inbox', new ResourceTemplate('mail://{userId}/inbox', { list: undefined }), {}, async (uri, { userId }, extra) => {
          |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
