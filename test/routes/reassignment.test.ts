// Route 1 of the value flow: what reaches each read of a `let`, a reassigned parameter, a copy then reassigned.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const server = (
  body: string,
  after = '',
) => `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
const server = new McpServer({ name: 'x', version: '1' });
server.registerResource('f', new ResourceTemplate('file:///{+p}', { list: undefined }), {}, async (uri, { p }) => {
${body}
});
${after}`;

describe('a let reassigned', () => {
  const code = server(`  let rel = decodeURIComponent(String(p));
  if (rel.indexOf('..') !== -1) throw new Error('Resource not found');
  rel = decodeURIComponent(rel);
  return { contents: [{ uri: uri.href, text: readFileSync(path.join('/srv', rel), 'utf8') }] };`);

  it('decoded again through the let: a double decode, and the check between the decodes', () => {
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "checkBetweenDecodes:
        7 |   if (rel.indexOf('..') !== -1) throw new Error('Resource not found');
          |       ^^^^^^^^^^^^^^^^^
      doubleDecode:
        8 |   rel = decodeURIComponent(rel);
          |         ^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('reaches the file system through the reassigned let', () => {
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: readFileSync(path.join('/srv', rel), 'utf8') }] };
          |                                                           ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a write replaced before the read does not reach it', () => {
    const replaced = server(`  let rel = decodeURIComponent(String(p));
  rel = 'index.md';
  return { contents: [{ uri: uri.href, text: decodeURIComponent(rel) + readFileSync(path.join('/srv', rel), 'utf8') }] };`);
    expect(underline(replaced, 'no-double-decode')).toBe('');
    expect(underline(replaced, 'no-path-traversal')).toBe('');
  });

  it('a write in one branch still reaches a read after the branch', () => {
    const branch = server(`  let rel = String(p);
  if (rel.endsWith('.md')) rel = decodeURIComponent(rel);
  return { contents: [{ uri: uri.href, text: decodeURIComponent(rel) }] };`);
    expect(underline(branch, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        8 |   return { contents: [{ uri: uri.href, text: decodeURIComponent(rel) }] };
          |                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a write later in a loop reaches a read earlier in it', () => {
    const loop = server(`  let rel = decodeURIComponent(String(p));
  for (let i = 0; i < 2; i++) {
    if (i > 0) return { contents: [{ uri: uri.href, text: readFileSync(rel, 'utf8') }] };
    rel = path.join('/srv', rel);
  }
  return { contents: [] };`);
    expect(underline(loop, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        8 |     if (i > 0) return { contents: [{ uri: uri.href, text: readFileSync(rel, 'utf8') }] };
          |                                                                        ^^^"
    `);
  });
});

describe('a reassigned parameter', () => {
  it('decoded by a helper that decodes its parameter in place, then decoded again', () => {
    const code = server(
      `  const name = clean(String(p));
  return { contents: [{ uri: uri.href, text: decodeURIComponent(name) }] };`,
      `function clean(value: string) {
  value = decodeURIComponent(value);
  return value.trim();
}`,
    );
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        7 |   return { contents: [{ uri: uri.href, text: decodeURIComponent(name) }] };
          |                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a copy, then reassigned', () => {
  it('a let copied from the value, joined into a path in a later step', () => {
    const code = server(`  const requested = String(p);
  let target = requested;
  target = path.join('/srv', target);
  return { contents: [{ uri: uri.href, text: readFileSync(target, 'utf8') }] };`);
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: readFileSync(target, 'utf8') }] };
          |                                                           ^^^^^^"
    `);
  });

  it('the same, contained after the reassignment: no report', () => {
    const code = server(`  let target = String(p);
  target = path.resolve('/srv', target);
  if (!target.startsWith('/srv' + path.sep)) throw new Error('Resource not found');
  return { contents: [{ uri: uri.href, text: readFileSync(target, 'utf8') }] };`);
    expect(underline(code, 'no-path-traversal')).toBe('');
  });
});
