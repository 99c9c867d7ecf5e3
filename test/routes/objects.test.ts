// Values carried in object literals: a property read back, destructured, or handed to a function.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const imports = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
const server = new McpServer({ name: 'x', version: '1' });
`;

describe('a value in an object literal', () => {
  it('decoded into a property, then decoded again when read back', () => {
    const code = `${imports}server.registerResource('p', new ResourceTemplate('projects://{projectId}', { list: undefined }), {}, async (uri, variables) => {
  const params = { projectId: decodeURIComponent(String(variables.projectId)) };
  return { contents: [{ uri: uri.href, text: decodeURIComponent(params.projectId) }] };
});`;
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        7 |   return { contents: [{ uri: uri.href, text: decodeURIComponent(params.projectId) }] };
          |                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('handed to a helper that destructures it and joins it into a path', () => {
    const code = `${imports}async function load({ file }: { file: string }) {
  return readFile(path.join('/srv/files', file), 'utf8');
}
server.registerResource('f', new ResourceTemplate('files://{+file}', { list: undefined }), {}, async (uri, { file }) => ({
  contents: [{ uri: uri.href, text: await load({ file: String(file) }) }],
}));`;
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        6 |   return readFile(path.join('/srv/files', file), 'utf8');
          |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('another property of the same object is not the value: no report', () => {
    const code = `${imports}server.registerResource('f', new ResourceTemplate('files://{+file}', { list: undefined }), {}, async (uri, { file }) => {
  const request = { file: String(file), root: '/srv/files' };
  return { contents: [{ uri: uri.href, text: await readFile(path.join(request.root, 'index.md'), 'utf8') }] };
});`;
    expect(underline(code, 'no-path-traversal')).toBe('');
  });
});
