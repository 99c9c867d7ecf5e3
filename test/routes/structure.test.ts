// Route 7: registrations no import identifies, recognised by their structure (a `uriTemplate` and a
// read function), with only the claims that hold for any matcher.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const fs = `import { readFile } from 'node:fs/promises';
import path from 'node:path';
`;

describe('an object literal definition', () => {
  const code = `${fs}export const notes = {
  name: 'notes',
  uriTemplate: 'notes://{folder}/{+file}',
  async read(uri: URL, { folder, file, title }: Record<string, string>) {
    return { contents: [{ uri: uri.href, text: await readFile(path.join('/srv/notes', String(folder), String(file)), 'utf8'), title }] };
  },
};`;

  it('a variable the template does not declare', () => {
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        6 |   async read(uri: URL, { folder, file, title }: Record<string, string>) {
          |                                        ^^^^^"
    `);
  });

  it('a {+file} reaching the file system', () => {
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "traversal:
        7 |     return { contents: [{ uri: uri.href, text: await readFile(path.join('/srv/notes', String(folder), String(file)), 'utf8'), title }] };
          |                                                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      reservedTraversal:
        7 |     return { contents: [{ uri: uri.href, text: await readFile(path.join('/srv/notes', String(folder), String(file)), 'utf8'), title }] };
          |                                                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a class', () => {
  it('an instance field and a method: the variables object read by member', () => {
    const code = `export class Invoices {
  readonly uriTemplate = 'billing://{account}/invoices/{invoiceId}';
  async read(uri: URL, variables: Record<string, string>) {
    return { contents: [{ uri: uri.href, text: \`\${variables.account}/\${variables.invoice}\` }] };
  }
}`;
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |     return { contents: [{ uri: uri.href, text: \`\${variables.account}/\${variables.invoice}\` }] };
          |                                                                                  ^^^^^^^"
    `);
  });

  it('a static field and an arrow field: its RFC 6570 syntax', () => {
    const code = `export class Reports {
  static uriTemplate = 'reports://{year}/{month';
  handle = async (uri: URL, { year }: Record<string, string>) => ({ contents: [{ uri: uri.href, text: year }] });
}`;
    expect(underline(code, 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        2 |   static uriTemplate = 'reports://{year}/{month';
          |                                          ^^^^^^"
    `);
  });

  it('a getter: an unanchored validation of a variable', () => {
    const code = `export class Tickets {
  get uriTemplate() {
    return 'tickets://{ticketId}';
  }
  async load(uri: URL, { ticketId }: Record<string, string>) {
    if (!/[0-9]+/.test(ticketId)) throw new Error('bad ticket');
    return { contents: [{ uri: uri.href, text: ticketId }] };
  }
}`;
    expect(underline(code, 'require-anchored-validation')).toMatchInlineSnapshot(`
      "unanchored:
        6 |     if (!/[0-9]+/.test(ticketId)) throw new Error('bad ticket');
          |          ^^^^^^^^"
    `);
  });
});

describe('a definition passed to a call next to its read function', () => {
  it('an unknown register(…): the path variable reaches the file system', () => {
    const code = `${fs}declare function register(definition: object, read: Function): void;
register({ name: 'files', uriTemplate: 'files://{+path}' }, async (uri: URL, { path: relative }: Record<string, string>) => ({
  contents: [{ uri: uri.href, text: await readFile(path.join('/srv/files', String(relative)), 'utf8') }],
}));`;
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        5 |   contents: [{ uri: uri.href, text: await readFile(path.join('/srv/files', String(relative)), 'utf8') }],
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('not a registration', () => {
  it('a uriTemplate without a read function, or a string that is no template', () => {
    const code = `export const listed = { uriTemplate: 'notes://{id}', mimeType: 'text/plain' };
export const fixed = {
  uriTemplate: 'notes://index',
  async read(uri: URL, variables: Record<string, string>) {
    return { contents: [{ uri: uri.href, text: variables.id }] };
  },
};
export const other = {
  uriTemplate: 'notes://{id}',
  async read(request: { id: string }) {
    return { contents: [{ uri: '', text: request.name }] };
  },
};`;
    expect(underline(code, 'no-unknown-template-variable')).toBe('');
  });
});

/** One handler written as an SDK registration or as a structural definition. */
const sdk = (template: string, body: string) =>
  `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 'x', version: '1' });
server.registerResource('r', new ResourceTemplate('${template}', { list: undefined }), {}, async (uri, variables, extra) => {
${body}
});`;
const fastmcp = (template: string, body: string) => `import { FastMCP } from 'fastmcp';
const server = new FastMCP({ name: 'x', version: '1.0.0' });
server.addResourceTemplate({ name: 'r', uriTemplate: '${template}', arguments: [], load: async (variables) => {
${body}
} });`;
const structural = (template: string, body: string) => `export const r = {
  uriTemplate: '${template}',
  read: async (uri: URL, variables: Record<string, string>, extra: any) => {
${body}
  },
};`;

/** A read that compares a caller with the owner in the URI, and denies with `message`. */
const authorization = (caller: string, message: string) => `  const caller = ${caller};
  if (caller !== String(variables.owner)) throw new Error('${message}');
  return { contents: [{ uri: uri.href, text: '' }] };`;

describe('the claims a known matcher needs are not made', () => {
  const text = `  return { contents: [{ uri: uri.href, text: String(variables.name) }] };`;
  const cases: [rule: string, known: string, template: string, body: string][] = [
    ['valid-template', sdk('files://{+path}{ext}', text), 'files://{+path}{ext}', text],
    ['no-sdk-unsupported-template', sdk('docs://{;name}', text), 'docs://{;name}', text],
    ['no-unknown-template-variable', sdk('docs://{id}{?page}', text), 'docs://{id}{?page}', text],
    [
      'no-double-decode',
      fastmcp('docs://{name}', `  return { text: decodeURIComponent(String(variables.name)) };`),
      'docs://{name}',
      `  return { contents: [{ uri: uri.href, text: decodeURIComponent(String(variables.name)) }] };`,
    ],
    [
      'require-query-defaults',
      fastmcp('docs://{name}{?page}', `  return { text: String(variables.page).trim() };`),
      'docs://{name}{?page}',
      `  return { contents: [{ uri: uri.href, text: String(variables.page).trim() }] };`,
    ],
    [
      'require-read-authorization',
      sdk('mail://{owner}', authorization(`extra.authInfo?.clientId ?? String(variables.owner)`, 'Not found')),
      'mail://{owner}',
      authorization(`extra.authInfo?.clientId ?? String(variables.owner)`, 'Not found'),
    ],
    [
      'prefer-not-found-on-deny',
      sdk('mail://{owner}', authorization('extra.authInfo?.clientId', 'Forbidden')),
      'mail://{owner}',
      authorization('extra.authInfo?.clientId', 'Forbidden'),
    ],
  ];
  for (const [rule, known, template, body] of cases) {
    it(`${rule}: reported for the known matcher, not for the structure`, () => {
      expect(underline(known, rule)).not.toBe('');
      expect(underline(structural(template, body), rule)).toBe('');
    });
  }

  it('no-shadowed-template: the order of structural definitions says nothing of which answers', () => {
    const known = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 'x', version: '1' });
server.registerResource('a', new ResourceTemplate('files://{+path}', { list: undefined }), {}, async (uri) => ({ contents: [] }));
server.registerResource('b', new ResourceTemplate('files://{+path}/meta', { list: undefined }), {}, async (uri) => ({ contents: [] }));`;
    const structures = `export const a = { uriTemplate: 'files://{+path}', read: async (uri: URL, { path }: Record<string, string>) => ({ contents: [] }) };
export const b = { uriTemplate: 'files://{+path}/meta', read: async (uri: URL, { path }: Record<string, string>) => ({ contents: [] }) };`;
    expect(underline(known, 'no-shadowed-template')).not.toBe('');
    expect(underline(structures, 'no-shadowed-template')).toBe('');
  });
});
