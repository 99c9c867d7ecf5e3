// prefer-not-found-on-deny on a file-system error or safeJoin's PathEscapeError thrown in a helper
// of the file that a read handler passes the client's value to: it reaches the client as it would
// from the handler itself, unless the helper, or the handler around the call, catches it.
import { describe, expect, it } from 'vitest';
import rule from '../../rules/prefer-not-found-on-deny.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

// Lines 1-4; the helpers start on line 5.
const header =
  `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";\n` +
  `import { safeJoin } from "mcp-resources/fs";\nimport { readFile } from "node:fs/promises";\n` +
  `import path from "node:path";\n`;
const server = (helpers: string, read = 'await load(String(p))') =>
  header +
  helpers +
  `\nconst server = new McpServer({ name: "s", version: "1" });\n` +
  `server.registerResource("files", new ResourceTemplate("files://{+p}", { list: undefined }), {}, async (uri, { p }) => {\n` +
  `  return { contents: [{ uri: uri.href, text: ${read} }] };\n});`;

const letsThrow = server(
  `const ROOT = "/srv";\nasync function load(rel: string) {\n  return readFile(await safeJoin(ROOT, rel), "utf8");\n}`,
);
const twoDeep = server(
  `const ROOT = "/srv";\nconst read = (rel: string) => readFile(path.join(ROOT, rel), "utf8");\n` +
    `async function load(rel: string) {\n  const text = await read(rel);\n  return text.trim();\n}`,
);
const catches = server(
  `const ROOT = "/srv";\nasync function load(rel: string) {\n  try {\n    return await readFile(await safeJoin(ROOT, rel), "utf8");\n` +
    `  } catch {\n    throw new ResourceNotFoundError(\`files://\${rel}\`);\n  }\n}`,
);

ruleTester.run('prefer-not-found-on-deny (misses in helpers)', rule, {
  valid: [
    // The helper catches and fails with the not-found error.
    { code: catches },
    // The helper lets it throw, and the handler catches around the call.
    {
      code: server(
        `const ROOT = "/srv";\nasync function load(rel: string) {\n  return readFile(await safeJoin(ROOT, rel), "utf8");\n}`,
        'await load(String(p)).catch(() => { throw new ResourceNotFoundError(uri.href); })',
      ),
    },
    // The middle helper catches what the inner one lets through.
    {
      code: server(
        `const ROOT = "/srv";\nconst read = (rel: string) => readFile(path.join(ROOT, rel), "utf8");\n` +
          `async function load(rel: string) {\n  try {\n    return await read(rel);\n  } catch {\n    return "";\n  }\n}`,
      ),
    },
    // The read happens in a callback the helper hands on, not in the helper.
    {
      code: server(
        `const ROOT = "/srv";\nasync function load(rel: string) {\n  return [rel].map((r) => readFile(path.join(ROOT, r), "utf8"))[0];\n}`,
      ),
    },
  ],
  invalid: [
    {
      code: letsThrow,
      errors: [
        {
          messageId: 'missEscapes',
          line: 7,
          column: 10,
          endLine: 7,
          endColumn: 53,
          data: { call: 'readFile', error: 'a `PathEscapeError` or a file-system error' },
        },
      ],
    },
    {
      code: twoDeep,
      errors: [
        {
          messageId: 'missEscapes',
          line: 6,
          column: 31,
          endLine: 6,
          endColumn: 69,
          data: { call: 'readFile', error: 'a file-system error (ENOENT, EISDIR, …)' },
        },
      ],
    },
  ],
});

describe('prefer-not-found-on-deny underlines: misses in helpers', () => {
  const draw = (code: string) => underline(code, 'prefer-not-found-on-deny');
  it('the read in the helper, one or two calls away from the handler', () => {
    expect(draw(letsThrow)).toMatchInlineSnapshot(`
      "missEscapes:
        7 |   return readFile(await safeJoin(ROOT, rel), "utf8");
          |          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(twoDeep)).toMatchInlineSnapshot(`
      "missEscapes:
        6 | const read = (rel: string) => readFile(path.join(ROOT, rel), "utf8");
          |                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
