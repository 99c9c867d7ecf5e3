// Read handlers written in another module than their registration, known by the SDK types they are
// declared with: the rules that follow template variables see them, with the template unknown.
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import { ruleTester } from '../rule-tester.js';

const v1 =
  'import type { ReadResourceTemplateCallback } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readFile } from "node:fs/promises";\n';
const v2 =
  'import type { Variables } from "@modelcontextprotocol/server";\nimport { readFile } from "node:fs/promises";\n';

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
      code:
        v1 +
        'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({\n  contents: [{ uri: uri.href, text: await readFile("/docs/" + page, "utf8") }],\n});',
      errors: [
        {
          messageId: 'traversal',
          line: 4,
          column: 52,
          endLine: 4,
          endColumn: 67,
          data: { value: 'template variable `{page}`', sink: 'readFile', module: 'node:fs/promises', gap: '' },
        },
      ],
    },
    {
      code:
        v2 +
        'export async function read(uri: URL, variables: Variables) {\n  return { contents: [{ uri: uri.href, text: await readFile(String(variables.page), "utf8") }] };\n}',
      errors: [{ messageId: 'traversal', line: 4, column: 61, endLine: 4, endColumn: 83 }],
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
  invalid: [
    {
      code:
        v1 +
        'export const read: ReadResourceTemplateCallback = async (uri, { page }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(page))) }] });',
      errors: [{ messageId: 'doubleDecode', line: 3, column: 113, endLine: 3, endColumn: 131 }],
    },
  ],
});
