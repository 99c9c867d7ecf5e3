// Read handlers written in another module than their registration, known by the SDK types they are
// declared with: the rules that follow template variables see them, with the template unknown.
import { describe, expect, it } from 'vitest';
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import { underline } from '../../helpers/underline.js';
import { ruleTester } from '../rule-tester.js';

const v1 =
  'import type { ReadResourceTemplateCallback } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readFile } from "node:fs/promises";\n';
const v2 =
  'import type { Variables } from "@modelcontextprotocol/server";\nimport { readFile } from "node:fs/promises";\n';

const concatenated =
  v1 +
  'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({\n  contents: [{ uri: uri.href, text: await readFile("/docs/" + page, "utf8") }],\n});';

ruleTester.run('no-path-traversal (typed handlers)', noPathTraversal, {
  valid: [
    // Not typed with the SDK's types: nothing says it is a read handler.
    {
      code: 'import { readFile } from "node:fs/promises";\nexport async function read(uri: URL, variables: Record<string, string>) { return readFile(variables.page!, "utf8"); }',
    },
    {
      code:
        v1 +
        'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({ contents: [{ uri: uri.href, text: ["a", "b"].includes(String(page)) ? "" : "" }] });',
    },
  ],
  invalid: [
    {
      code: concatenated,
      errors: [
        {
          messageId: 'traversal',
          data: { value: 'template variable `{page}`', sink: 'readFile', module: 'node:fs/promises', gap: '' },
        },
      ],
    },
  ],
});

ruleTester.run('no-double-decode (typed handlers)', noDoubleDecode, {
  // The SDK hands the value over encoded: its first decode is the right one.
  valid: [
    {
      code:
        v1 +
        'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(String(page)) }] });',
    },
  ],
  invalid: [],
});

// Where each finding is reported.
describe('typed handlers underlines', () => {
  it('no-path-traversal: a variable of a typed callback, concatenated into the path', () => {
    expect(underline(concatenated, 'no-path-traversal')).toMatchInlineSnapshot(`
      "traversal:
        4 |   contents: [{ uri: uri.href, text: await readFile("/docs/" + page, "utf8") }],
          |                                                    ^^^^^^^^^^^^^^^"
    `);
  });
  it('no-path-traversal: a member of the typed variables', () => {
    const code =
      v2 +
      'export async function read(uri: URL, variables: Variables) {\n  return { contents: [{ uri: uri.href, text: await readFile(String(variables.page), "utf8") }] };\n}';
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "traversal:
        4 |   return { contents: [{ uri: uri.href, text: await readFile(String(variables.page), "utf8") }] };
          |                                                             ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-double-decode: nested decodes in a typed callback', () => {
    const code =
      v1 +
      'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(page))) }] });';
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        3 | export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(page))) }] });
          |                                                                                                                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
});
