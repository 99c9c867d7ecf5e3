// Route 3 of the value flow: functions of the same file, entered at each call and left at each return.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const imports = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
const server = new McpServer({ name: 'x', version: '1' });
`;

describe('a helper given the whole variables object', () => {
  const code = `${imports}server.registerResource('tags', new ResourceTemplate('tags://{projectId}/list{?color}', { list: undefined }), {}, async (uri, variables) => {
  return { contents: [{ uri: uri.href, text: projectOf(variables) + colorOf(variables) }] };
});
function projectOf(vars: Record<string, string | string[]>) {
  return String(vars['project']);
}
function colorOf({ color }: Record<string, string | string[]>) {
  return color.toString();
}`;

  it('its reads are the handler reads: an undeclared name is reported where the helper reads it', () => {
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        9 |   return String(vars['project']);
          |                      ^^^^^^^^^"
    `);
  });

  it('a query variable it reads with no default is reported there too (FastMCP, which leaves an absent query out)', () => {
    const fastmcp = `import { FastMCP } from 'fastmcp';
const server = new FastMCP({ name: 'x', version: '1.0.0' });
server.addResourceTemplate({
  uriTemplate: 'tags://{projectId}/list{?color}',
  name: 'tags',
  arguments: [],
  load: async (args) => ({ text: colorOf(args) }),
});
function colorOf({ color }: Record<string, string>) {
  return color.trim();
}`;
    expect(underline(fastmcp, 'require-query-defaults')).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        9 | function colorOf({ color }: Record<string, string>) {
          |                    ^^^^^"
    `);
  });
});

describe('a helper that decodes, called by a handler that decodes again', () => {
  it('is a double decode at the second decode', () => {
    const code = `${imports}const normalise = (value: string) => {
  const decoded = decodeURIComponent(value);
  return decoded.toLowerCase();
};
server.registerResource('doc', new ResourceTemplate('docs://{name}', { list: undefined }), {}, async (uri, { name }) => ({
  contents: [{ uri: uri.href, text: decodeURIComponent(normalise(String(name))) }],
}));`;
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
       10 |   contents: [{ uri: uri.href, text: decodeURIComponent(normalise(String(name))) }],
          |                                     ^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a helper that returns the same static template', () => {
  it('its call is that template, reported in the helper', () => {
    const code = `${imports}function treeTemplate() {
  return 'files://tree{/path*}';
}
server.registerResource('tree', new ResourceTemplate(treeTemplate(), { list: undefined }), {}, async (uri) => ({
  contents: [{ uri: uri.href, text: '' }],
}));`;
    expect(underline(code, 'no-sdk-unsupported-template')).toMatchInlineSnapshot(`
      "explodedVariable:
        6 |   return 'files://tree{/path*}';
          |                         ^^^^^"
    `);
  });

  it('a helper that returns one of two templates is not static: no report', () => {
    const code = `${imports}function treeTemplate(flat = false) {
  if (flat) return 'files://{name}';
  return 'files://tree{/path*}';
}
server.registerResource('tree', new ResourceTemplate(treeTemplate(), { list: undefined }), {}, async (uri) => ({
  contents: [{ uri: uri.href, text: '' }],
}));`;
    expect(underline(code, 'no-sdk-unsupported-template')).toBe('');
  });
});

describe('a helper that checks containment', () => {
  const server = (check: string) => `${imports}const ROOT = '/srv/files';
function inside(relative: string) {
  const full = path.resolve(ROOT, relative);
${check}
  return full;
}
server.registerResource('file', new ResourceTemplate('files://{+path}', { list: undefined }), {}, async (uri, { path: p }) => ({
  contents: [{ uri: uri.href, text: await readFile(inside(String(p)), 'utf8') }],
}));`;

  it('contains the value it returns: no report', () => {
    const code = server(`  if (!full.startsWith(ROOT + path.sep)) throw new Error('Resource not found');`);
    expect(underline(code, 'no-path-traversal')).toBe('');
  });

  it('without the check, the value reaches the sink through the helper', () => {
    expect(underline(server(''), 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
       12 |   contents: [{ uri: uri.href, text: await readFile(inside(String(p)), 'utf8') }],
          |                                                    ^^^^^^^^^^^^^^^^^"
    `);
  });
});
