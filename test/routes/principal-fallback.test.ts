// Route 8: a principal with a fallback from the request is not the principal; one with a fallback
// fixed in the code (a literal, `[]`, a constant, a configured default) still is.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const handler = (
  check: string,
  before = '',
) => `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ResourceNotFoundError } from './errors.js';
declare function loadInbox(user: string): Promise<string>;${before}
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

// The same handler head, drawn once: where `missing` is reported in these cases.
const MISSING_AT_HEAD = `missing:
  5 | server.registerResource('inbox', new ResourceTemplate('mail://{userId}/inbox', { list: undefined }), {}, async (uri, { userId }, extra) => {
    |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^`;

describe('a fallback fixed in the code leaves the principal the principal', () => {
  const canRead = `\ndeclare function canRead(...a: unknown[]): Promise<boolean>;`;
  it.each([
    [
      'an empty array',
      `if (!(await canRead(extra.authInfo?.scopes ?? [], userId))) throw new ResourceNotFoundError(uri.href);`,
    ],
    [
      'an empty string',
      `if (!(await canRead(extra.authInfo?.clientId || '', userId))) throw new ResourceNotFoundError(uri.href);`,
    ],
    [
      'an object literal',
      `if (!(await canRead(extra.authInfo ?? { scopes: [] }, userId))) throw new ResourceNotFoundError(uri.href);`,
    ],
    [
      'null',
      `if (!(await canRead(extra.authInfo?.clientId ?? null, userId))) throw new ResourceNotFoundError(uri.href);`,
    ],
  ])('%s: no report', (_, check) => {
    expect(underline(handler(`  ${check}`, canRead), 'require-read-authorization')).toBe('');
  });

  it('…and a fallback from the URI makes the call take its identity from the URI', () => {
    const code = handler(
      `  if (!(await canRead(extra.authInfo?.scopes ?? uri.searchParams.getAll('scope'), userId))) throw new ResourceNotFoundError(uri.href);`,
      canRead,
    );
    expect(underline(code, 'require-read-authorization')).toMatchInlineSnapshot(`
      "identityFromUri:
        7 |   if (!(await canRead(extra.authInfo?.scopes ?? uri.searchParams.getAll('scope'), userId))) throw new ResourceNotFoundError(uri.href);
          |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it.each([
    ['a module constant', `\nconst GUEST = 'guest';`, `extra.authInfo?.clientId ?? GUEST`],
    ['an environment variable', '', `extra.authInfo?.clientId || process.env.DEFAULT_USER`],
    [
      'an imported configuration',
      `\nimport { config } from './config.js';`,
      `extra.authInfo?.clientId ?? config.defaults.user`,
    ],
    [
      'a local set from a constant',
      '',
      `extra.authInfo?.clientId ?? fallbackUser`,
      `  const fallbackUser = ['guest'].join('');\n`,
    ],
    [
      'a call of a module function',
      `\ndeclare function anonymous(): string;`,
      `extra.authInfo?.clientId ?? anonymous()`,
    ],
  ])('%s as the fallback of a comparison: no report', (_, before, caller, local = '') => {
    const code = handler(
      `${local}  const caller = ${caller};
  if (caller !== userId) throw new ResourceNotFoundError(uri.href);`,
      before,
    );
    expect(underline(code, 'require-read-authorization')).toBe('');
  });

  it.each([
    ['a header of the request', `extra.requestInfo?.headers?.['x-user'] as string`],
    ['a local computed from the template variable', `asked`, `  const asked = String(userId).toLowerCase();\n`],
    ['the request URI', `uri.searchParams.get('as')`],
    ['the session id', `extra.sessionId`],
  ])('%s as the fallback: no check', (_, fallback, local = '') => {
    const code = handler(
      `${local}  const caller = extra.authInfo?.clientId ?? ${fallback};
  if (caller !== userId) throw new ResourceNotFoundError(uri.href);`,
    );
    expect(underline(code, 'require-read-authorization')).toBe(MISSING_AT_HEAD);
  });
});
