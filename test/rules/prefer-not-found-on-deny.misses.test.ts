// prefer-not-found-on-deny on the refusals that are no authorization check: a file-system error or
// safeJoin's PathEscapeError escaping a read handler (which the client gets as an internal error
// naming server paths: test/runtime/misses.sdk.test.ts shows what the companion's adapter and
// router answer instead), and `{ contents: [] }` for a resource that is not there (the MCP
// specification of 2026-07-28: a server MUST NOT return an empty `contents` array for a resource
// that does not exist).
import { describe, expect, it } from 'vitest';
import rule from '../../rules/prefer-not-found-on-deny.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

// Lines 1-6; each case's own code starts on line 7.
const v2 =
  `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";\n` +
  `import { createResourceRouter, route, typedResource } from "mcp-resources";\n` +
  `import { safeJoin } from "mcp-resources/fs";\n` +
  `import { readFile, stat } from "node:fs/promises";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;
const v1 =
  `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n` +
  `import { createResourceRouter, route, typedResource } from "mcp-resources";\n` +
  `import { safeJoin } from "mcp-resources/fs";\n` +
  `import { readFile, stat } from "node:fs/promises";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;
const register = (body: string) =>
  `server.registerResource("files", new ResourceTemplate("files://{+p}", { list: undefined }), {}, async (uri, { p }) => {\n${body}\n});`;
const text = (read: string) => `  return { contents: [{ uri: uri.href, text: await ${read} }] };`;

// The companion's README pattern, registered with the bare SDK.
const readmePattern = v2 + register(text('readFile(await safeJoin(ROOT, String(p)), "utf8")'));
const joinAlone =
  v2 + register(`  const full = await safeJoin(ROOT, String(p));\n${text('readFile(full, "utf8").catch(() => "")')}`);
const plainRead = v1 + register(text('readFile(path.join(ROOT, String(p)), "utf8")'));
const emptyOnMiss = (header: string) =>
  header +
  register(
    '  const found = await stat(path.join(ROOT, String(p))).catch(() => undefined);\n  if (!found) return { contents: [] };\n  return { contents: [{ uri: uri.href, text: "x" }] };',
  );
const emptyArrow = v2 + `server.registerResource("none", "none://x", {}, async () => ({ contents: [] }));`;
// Empty contents on one path of several: after a failed lookup in a `?:`, in a `catch`, as a `??` fallback.
const emptyBranch =
  v2 +
  `server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => {\n` +
  `  const found = await stat(path.join(ROOT, String(id))).catch(() => undefined);\n` +
  `  return found ? { contents: [{ uri: uri.href, text: "x" }] } : { contents: [] };\n});`;
const emptyCatch =
  v2 +
  register(
    `  try {\n${text('readFile(path.join(ROOT, String(p)), "utf8")')}\n  } catch {\n    return { contents: [] };\n  }`,
  );
const emptyFallback =
  v2 +
  `const docs = new Map<string, { contents: { uri: string; text: string }[] }>();\n` +
  `server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => docs.get(String(id)) ?? { contents: [] });`;
const emptyRoute =
  v2 +
  `server.server.setRequestHandler("resources/read", createResourceRouter([\n  route("docs://{id}", async (uri, { id }, ctx) => {\n    if (id !== "readme") return { contents: [] };\n    return { contents: [{ uri: uri.href, text: "x" }] };\n  }),\n]));`;

ruleTester.run('prefer-not-found-on-deny (misses and empty contents)', rule, {
  valid: [
    // Caught and answered as not found.
    {
      code:
        v2 +
        register(
          `  try {\n${text('readFile(await safeJoin(ROOT, String(p)), "utf8")')}\n  } catch {\n    throw new ResourceNotFoundError(uri.href);\n  }`,
        ),
    },
    // The companion's adapter and router answer both themselves.
    {
      code:
        v2 +
        `const files = typedResource(ResourceTemplate, "files://{+p}", { list: undefined });\n` +
        `server.registerResource("files", files.template, {}, files.read(async (uri, { p }) => ({ contents: [{ uri: uri.href, text: await readFile(await safeJoin(ROOT, p), "utf8") }] })));`,
    },
    {
      code:
        v1 +
        `export const router = createResourceRouter([route("files://{+p}", async (uri, { p }) => ({ contents: [{ uri: uri.href, text: await readFile(await safeJoin(ROOT, p), "utf8") }] }))]);`,
    },
    // A fixed file is no resource the client names.
    { code: v2 + register(text('readFile(path.join(ROOT, "index.md"), "utf8")')) },
    // A handler that always answers empty is a stub or a placeholder, not a read of a missing resource:
    // an arrow, a block with one return, a block whose every path returns them.
    { code: emptyArrow },
    { code: v2 + `server.registerResource("seed", "test://seed", {}, () => ({ contents: [] }));` },
    { code: v2 + register('  console.log(uri.href, p);\n  return { contents: [] };') },
    { code: v2 + register('  if (String(p).endsWith("/")) return { contents: [] };\n  return { contents: [] };') },
    // A missing file answered with the not-found error; a file with empty text is contents.
    {
      code:
        v2 +
        register(
          '  const found = await stat(path.join(ROOT, String(p))).catch(() => undefined);\n  if (!found) throw new ResourceNotFoundError(uri.href);\n  return { contents: [{ uri: uri.href, text: "" }] };',
        ),
    },
  ],
  invalid: [
    {
      code: readmePattern,
      errors: [
        {
          messageId: 'missEscapes',
          line: 8,
          data: { call: 'readFile', error: 'a `PathEscapeError` or a file-system error' },
        },
      ],
    },
    {
      code: joinAlone,
      errors: [{ messageId: 'missEscapes', line: 8, data: { call: 'safeJoin', error: 'a `PathEscapeError`' } }],
    },
    {
      code: plainRead,
      errors: [
        {
          messageId: 'missEscapes',
          line: 8,
          data: { call: 'readFile', error: 'a file-system error (ENOENT, EISDIR, …)' },
        },
      ],
    },
    {
      code: emptyOnMiss(v2),
      errors: [
        {
          messageId: 'emptyContents',
          line: 9,
          data: { resource: 'resource "files"' },
          suggestions: [
            {
              messageId: 'throwNotFound',
              data: { replacement: 'new ResourceNotFoundError(uri.href)' },
              output: emptyOnMiss(v2).replace('return { contents: [] };', 'throw new ResourceNotFoundError(uri.href);'),
            },
          ],
        },
      ],
    },
    {
      code: emptyOnMiss(v1),
      errors: [
        {
          messageId: 'emptyContents',
          line: 9,
          suggestions: [
            {
              messageId: 'throwNotFound',
              data: { replacement: 'new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`)' },
              output: emptyOnMiss(v1)
                .replace(
                  'return { contents: [] };',
                  'throw new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);',
                )
                .replace(
                  'import path from "node:path";',
                  'import path from "node:path";\nimport { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";',
                ),
            },
          ],
        },
      ],
    },
    // A branch of an expression has no statement to turn into a `throw`: reported without a suggestion.
    {
      code: emptyBranch,
      errors: [{ messageId: 'emptyContents', line: 9, column: 65, endColumn: 81, suggestions: [] }],
    },
    {
      code: emptyFallback,
      errors: [{ messageId: 'emptyContents', line: 8, column: 141, endColumn: 157, suggestions: [] }],
    },
    {
      code: emptyCatch,
      errors: [
        {
          messageId: 'emptyContents',
          line: 11,
          suggestions: [
            {
              messageId: 'throwNotFound',
              output: emptyCatch.replace('return { contents: [] };', 'throw new ResourceNotFoundError(uri.href);'),
            },
          ],
        },
      ],
    },
    {
      code: emptyRoute,
      errors: [
        {
          messageId: 'emptyContents',
          line: 9,
          data: { resource: '"docs://{id}"' },
          suggestions: [
            {
              messageId: 'throwNotFound',
              output: emptyRoute.replace('return { contents: [] };', 'throw new ResourceNotFoundError(uri.href);'),
            },
          ],
        },
      ],
    },
  ],
});

describe('prefer-not-found-on-deny underlines: misses and empty contents', () => {
  const draw = (code: string) => underline(code, 'prefer-not-found-on-deny');
  it('the call that reads, for the README pattern; safeJoin alone; a plain read', () => {
    expect(draw(readmePattern)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   return { contents: [{ uri: uri.href, text: await readFile(await safeJoin(ROOT, String(p)), "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(joinAlone)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const full = await safeJoin(ROOT, String(p));
          |                      ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(plainRead)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the return of empty contents; the empty branch of a `?:` and of a `??`; a `catch`; a route', () => {
    expect(draw(emptyOnMiss(v2))).toMatchInlineSnapshot(`
      "emptyContents:
        9 |   if (!found) return { contents: [] };
          |               ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(emptyBranch)).toMatchInlineSnapshot(`
      "emptyContents:
        9 |   return found ? { contents: [{ uri: uri.href, text: "x" }] } : { contents: [] };
          |                                                                 ^^^^^^^^^^^^^^^^"
    `);
    expect(draw(emptyFallback)).toMatchInlineSnapshot(`
      "emptyContents:
        8 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => docs.get(String(id)) ?? { contents: [] });
          |                                                                                                                                             ^^^^^^^^^^^^^^^^"
    `);
    expect(draw(emptyCatch)).toMatchInlineSnapshot(`
      "emptyContents:
       11 |     return { contents: [] };
          |     ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(emptyRoute)).toMatchInlineSnapshot(`
      "emptyContents:
        9 |     if (id !== "readme") return { contents: [] };
          |                          ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('prefer-not-found-on-deny: file-system errors where the handler has established the file', () => {
  const fs =
    `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";\n` +
    `import { access, readFile, realpath, stat } from "node:fs/promises";\nimport { existsSync, readFileSync } from "node:fs";\nimport path from "node:path";\n` +
    `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;
  const handler = (body: string) =>
    fs +
    `server.registerResource("files", new ResourceTemplate("files://{+p}", { list: undefined }), {}, async (uri, { p }) => {\n` +
    `  const full = path.join(ROOT, String(p));\n${body}\n});`;
  const read = '  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };';
  const draw = (code: string, fileErrors?: 'unestablished' | 'all') =>
    underline(code, 'prefer-not-found-on-deny', fileErrors ? [{ fileErrors }] : []);

  it('stat(…).isFile() first: the miss escapes at stat; at the read only a directory or a permission error is left (reported with `all`)', () => {
    const code = handler(
      `  const info = await stat(full);\n  if (!info.isFile()) throw new ResourceNotFoundError(uri.href);\n${read}`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const info = await stat(full);
          |                      ^^^^^^^^^^"
    `);
    expect(draw(code, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const info = await stat(full);
          |                      ^^^^^^^^^^
      missEscapes:
       10 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('existsSync in the test of an if that leaves, or a caught stat whose answer is tested: nothing by default', () => {
    const exists = handler(
      `  if (!existsSync(full)) throw new ResourceNotFoundError(uri.href);\n  return { contents: [{ uri: uri.href, text: readFileSync(full, "utf8") }] };`,
    );
    const caught = handler(
      `  const info = await stat(full).catch(() => undefined);\n  if (!info?.isFile()) throw new ResourceNotFoundError(uri.href);\n${read}`,
    );
    const tried = handler(
      `  try {\n    await access(full);\n  } catch {\n    throw new ResourceNotFoundError(uri.href);\n  }\n${read}`,
    );
    for (const code of [exists, caught, tried]) expect(draw(code)).toBe('');
    expect(draw(exists, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
        9 |   return { contents: [{ uri: uri.href, text: readFileSync(full, "utf8") }] };
          |                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(caught, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
       10 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(tried, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
       13 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('existsSync in the handler, the read in a helper it then calls: established on the way', () => {
    const helper =
      fs.replace(
        'const ROOT = "/srv";',
        'const ROOT = "/srv";\nconst load = (file: string) => readFileSync(file, "utf8");',
      ) +
      `server.registerResource("files", new ResourceTemplate("files://{+p}", { list: undefined }), {}, async (uri, { p }) => {\n` +
      `  const full = path.join(ROOT, String(p));\n  if (!existsSync(full)) throw new ResourceNotFoundError(uri.href);\n` +
      `  return { contents: [{ uri: uri.href, text: load(full) }] };\n});`;
    expect(draw(helper)).toBe('');
    expect(draw(helper, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
        6 | const load = (file: string) => readFileSync(file, "utf8");
          |                                ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('realpath, then a startsWith containment: the miss escapes at realpath', () => {
    const code = handler(
      `  const real = await realpath(full);\n  if (!real.startsWith(ROOT + path.sep)) throw new ResourceNotFoundError(uri.href);\n  return { contents: [{ uri: uri.href, text: await readFile(real, "utf8") }] };`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const real = await realpath(full);
          |                      ^^^^^^^^^^^^^^"
    `);
    expect(draw(code, 'all')).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const real = await realpath(full);
          |                      ^^^^^^^^^^^^^^
      missEscapes:
       10 |   return { contents: [{ uri: uri.href, text: await readFile(real, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('no evidence: a caught stat whose answer is not tested, a stat on one branch only, a check after the read', () => {
    const untested = handler(`  const info = await stat(full).catch(() => undefined);\n  console.log(info);\n${read}`);
    const branch = handler(`  if (String(p).endsWith(".md")) await stat(full);\n${read}`);
    const after = handler(
      `  const text = await readFile(full, "utf8");\n  if (!existsSync(full)) throw new ResourceNotFoundError(uri.href);\n  return { contents: [{ uri: uri.href, text }] };`,
    );
    expect(draw(untested)).toMatchInlineSnapshot(`
      "missEscapes:
       10 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(branch)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   if (String(p).endsWith(".md")) await stat(full);
          |                                        ^^^^^^^^^^
      missEscapes:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(draw(after)).toMatchInlineSnapshot(`
      "missEscapes:
        8 |   const text = await readFile(full, "utf8");
          |                      ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
