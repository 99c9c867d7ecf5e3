import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-double-decode.js';
import { ODD_SHAPES } from './odd-shapes.fixture.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\n`;
// Handlers start on line 3 (v1, v2) or 4 (low-level).
const companion = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { match, parse, route, typedResource } from "mcp-resources";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const register = (template: string, handler: string) =>
  `server.registerResource("r", new ResourceTemplate("${template}", { list: undefined }), {}, ${handler});`;

// The invalid cases, which check their data below; their locations are drawn at the end.

// What the adapter, match() and route() of mcp-resources pass on is decoded: a decode is the second.
const companionDecoded = `${companion}const docs = typedResource(ResourceTemplate, "docs://{name}", { list: undefined });
server.registerResource("doc", docs.template, {}, docs.read(async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(name) }] })));
export function read(uri: string) {
  const m = match("notes://{id}", uri);
  const f = parse("files://{+path}").match(uri);
  return [decodeURIComponent(m!.id), decodeURIComponent(f?.path ?? "")];
}
export const r = route("x://{v}", async (_uri, { v }) => decodeURI(v));`;

// Nested decodes.
const nested =
  v1 +
  register(
    'docs://{name}',
    `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(name))) }] })`,
  );

// decodeURI, then decodeURIComponent through a const (v2, member read).
const throughConst =
  v2 +
  register(
    'files://{+path}',
    `async (uri, variables) => {
  const once = decodeURI(variables.path as string);
  return { contents: [{ uri: uri.href, text: decodeURIComponent(once) }] };
}`,
  );

// searchParams.get() and URLSearchParams#get() return decoded values.
const searchParams =
  v1 +
  register(
    'search://{q}',
    `async (uri) => {
  const page = decodeURIComponent(uri.searchParams.get("page") ?? "1");
  const params = new URLSearchParams(uri.search);
  return { contents: [{ uri: uri.href, text: page + unescape(params.get("sort")!) }] };
}`,
  );

// A helper that returns its argument decoded, called with a decoded value, and decoded again after it.
const decodingHelper =
  v1 +
  `const safeDecode = (s: string) => decodeURIComponent(s);\n` +
  register(
    'docs://{team}/{name}',
    `async (uri, { team, name }) => {
  const t = safeDecode(decodeURIComponent(String(team)));
  const n = decodeURIComponent(safeDecode(String(name)));
  return { contents: [{ uri: uri.href, text: t + n }] };
}`,
  );

// Checks between two decodes: an includes(".."), a regex test and a comparison.
const checksBetween =
  v1 +
  register(
    'files://{+path}',
    `async (uri, { path }) => {
  const once = decodeURIComponent(String(path));
  if (once.includes("..") || /^\\//.test(once) || once === "secret") throw new Error("Resource not found");
  const twice = decodeURIComponent(once);
  return { contents: [{ uri: uri.href, text: twice }] };
}`,
  );

// The second decode inside a function of the same file, reached through its parameter.
const inFunction =
  v1 +
  `function render(name: string) {\n  return "# " + decodeURIComponent(name);\n}\n` +
  register(
    'docs://{name}',
    `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: render(decodeURIComponent(String(name))) }] })`,
  );

// Namespace import of the SDK, handler held in a const and passed through a wrapper.
const wrapped = `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";
declare function logged<T>(h: T): T;
const server = new mcp.McpServer({ name: "x", version: "1.0.0" });
const readDoc = async (uri: URL, { id }: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: decodeURI(decodeURIComponent(String(id))) }] });
server.registerResource("doc", new mcp.ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(readDoc));`;

// Low-level: a query parameter of the request URI.
const lowLevelQuery =
  lowLevel +
  `server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const file = new URL(request.params.uri).searchParams.get("file");
  return { contents: [{ uri: request.params.uri, text: decodeURIComponent(file ?? "") }] };
});`;

ruleTester.run('no-double-decode', rule, {
  valid: [
    { code: ODD_SHAPES },
    // mcp-resources hands values over decoded: used as they are, nothing is decoded twice.
    {
      code: `${companion}const docs = typedResource(ResourceTemplate, "docs://{name}", { list: undefined });
server.registerResource("doc", docs.template, {}, docs.read(async (uri, { name }) => ({ contents: [{ uri: uri.href, text: name }] })));`,
    },
    // A same-named local function is not the companion package's.
    {
      code: 'const match = (t: string, u: string) => ({ id: u.slice(t.length) });\nexport const id = decodeURIComponent(match("n://", "n://a%20b").id);',
    },
    // The first decode of a template variable is the right one: the SDK passes it percent-encoded.
    {
      code:
        v1 +
        register(
          'files://{+path}',
          `async (uri, { path }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(String(path)) }] })`,
        ),
    },
    {
      code:
        v2 +
        register(
          'docs://{name}',
          `async (uri, variables) => ({ contents: [{ uri: uri.href, text: decodeURI(variables.name as string) }] })`,
        ),
    },
    // A helper that decodes, used once.
    {
      code:
        v1 +
        `function safeDecode(s: string) { try { return decodeURIComponent(s); } catch { return s; } }\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: safeDecode(String(name)) }] })`,
        ),
    },
    // Checks before the only decode, and two variables decoded once each.
    {
      code:
        v1 +
        register(
          'docs://{team}/{name}',
          `async (uri, { team, name }) => {
  if (String(name).includes("..")) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: decodeURIComponent(String(team)) + decodeURIComponent(String(name)) }] };
}`,
        ),
    },
    // searchParams.get() results used as they are.
    {
      code:
        v1 +
        register(
          'search://{q}',
          `async (uri) => ({ contents: [{ uri: uri.href, text: uri.searchParams.get("page") ?? "1" }] })`,
        ),
    },
    // Low-level: the URI's path decoded once.
    {
      code:
        lowLevel +
        `server.setRequestHandler(ReadResourceRequestSchema, async (request) => ({ contents: [{ uri: request.params.uri, text: decodeURIComponent(new URL(request.params.uri).pathname) }] }));`,
    },
    // A URL re-parse between decodes re-encodes: no evidence of a double decode.
    { code: `export const p = (s: string) => decodeURIComponent(new URL(decodeURIComponent(s)).pathname);` },
    // A local function that happens to be called decodeURIComponent.
    {
      code: `function decodeURIComponent(s: string) { return s; }\nexport const p = (s: string) => decodeURIComponent(decodeURIComponent(s));`,
    },
  ],
  invalid: [
    {
      code: companionDecoded,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            second: 'decodeURIComponent',
            value: '`name`',
            first: 'the mcp-resources adapter (which passes values decoded)',
            line: '5',
          },
        },
        {
          messageId: 'doubleDecode',
          data: {
            second: 'decodeURIComponent',
            value: '`m!.id`',
            first: '`match()` of mcp-resources (which returns decoded values)',
            line: '7',
          },
        },
        {
          messageId: 'doubleDecode',
          data: {
            second: 'decodeURIComponent',
            value: '`f?.path`',
            first: '`match()` of mcp-resources (which returns decoded values)',
            line: '8',
          },
        },
        {
          messageId: 'doubleDecode',
          data: {
            second: 'decodeURI',
            value: '`v`',
            first: '`route()` of mcp-resources (which passes values decoded)',
            line: '11',
          },
        },
      ],
    },
    {
      code: nested,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{name}` of "docs://{name}"',
            first: '`decodeURIComponent`',
            line: '3',
            second: 'decodeURIComponent',
            secondLine: '3',
          },
        },
      ],
    },
    {
      code: throughConst,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{+path}` of "files://{+path}"',
            first: '`decodeURI`',
            line: '4',
            second: 'decodeURIComponent',
            secondLine: '5',
          },
        },
      ],
    },
    {
      code: searchParams,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: 'query parameter "page"',
            first: '`searchParams.get()` (which returns decoded values)',
            line: '4',
            second: 'decodeURIComponent',
            secondLine: '4',
          },
        },
        {
          messageId: 'doubleDecode',
          data: {
            value: 'query parameter "sort"',
            first: '`searchParams.get()` (which returns decoded values)',
            line: '6',
            second: 'unescape',
            secondLine: '6',
          },
        },
      ],
    },
    {
      code: decodingHelper,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{team}` of "docs://{team}/{name}"',
            first: '`decodeURIComponent`',
            line: '5',
            second: 'safeDecode',
            secondLine: '5',
          },
        },
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{name}` of "docs://{team}/{name}"',
            first: '`safeDecode` (which returns its argument decoded)',
            line: '6',
            second: 'decodeURIComponent',
            secondLine: '6',
          },
        },
      ],
    },
    {
      code: checksBetween,
      errors: [
        {
          messageId: 'checkBetweenDecodes',
          data: {
            value: '`{+path}` of "files://{+path}"',
            first: '`decodeURIComponent`',
            line: '4',
            second: 'decodeURIComponent',
            secondLine: '6',
          },
        },
        { messageId: 'checkBetweenDecodes' },
        { messageId: 'checkBetweenDecodes' },
        { messageId: 'doubleDecode' },
      ],
    },
    {
      code: inFunction,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{name}` of "docs://{name}"',
            first: '`decodeURIComponent`',
            line: '6',
            second: 'decodeURIComponent',
            secondLine: '4',
          },
        },
      ],
    },
    {
      code: wrapped,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: '`{id}` of "docs://{id}"',
            first: '`decodeURIComponent`',
            line: '4',
            second: 'decodeURI',
            secondLine: '4',
          },
        },
      ],
    },
    {
      code: lowLevelQuery,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: 'query parameter "file"',
            first: '`searchParams.get()` (which returns decoded values)',
            line: '5',
            second: 'decodeURIComponent',
            secondLine: '6',
          },
        },
      ],
    },
  ],
});

/** The findings of no-double-decode in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-double-decode');

// Where each finding is reported: the second decoding call's callee, or the check between two decodes.
describe('no-double-decode underlines', () => {
  it('what the adapter, match() and route() of mcp-resources pass on, decoded again: the decoding function', () => {
    expect(draw(companionDecoded)).toMatchInlineSnapshot(`
      "doubleDecode:
        5 | server.registerResource("doc", docs.template, {}, docs.read(async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(name) }] })));
          |                                                                                                                           ^^^^^^^^^^^^^^^^^^
      doubleDecode:
        9 |   return [decodeURIComponent(m!.id), decodeURIComponent(f?.path ?? "")];
          |           ^^^^^^^^^^^^^^^^^^
      doubleDecode:
        9 |   return [decodeURIComponent(m!.id), decodeURIComponent(f?.path ?? "")];
          |                                      ^^^^^^^^^^^^^^^^^^
      doubleDecode:
       11 | export const r = route("x://{v}", async (_uri, { v }) => decodeURI(v));
          |                                                          ^^^^^^^^^"
    `);
  });
  it('nested decodes: the outer one', () => {
    expect(draw(nested)).toMatchInlineSnapshot(`
      "doubleDecode:
        3 | server.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(name))) }] }));
          |                                                                                                                                                            ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('decodeURI, then decodeURIComponent through a const', () => {
    expect(draw(throughConst)).toMatchInlineSnapshot(`
      "doubleDecode:
        5 |   return { contents: [{ uri: uri.href, text: decodeURIComponent(once) }] };
          |                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('searchParams.get() and URLSearchParams#get() return decoded values', () => {
    expect(draw(searchParams)).toMatchInlineSnapshot(`
      "doubleDecode:
        4 |   const page = decodeURIComponent(uri.searchParams.get("page") ?? "1");
          |                ^^^^^^^^^^^^^^^^^^
      doubleDecode:
        6 |   return { contents: [{ uri: uri.href, text: page + unescape(params.get("sort")!) }] };
          |                                                     ^^^^^^^^"
    `);
  });
  it('a helper that returns its argument decoded', () => {
    expect(draw(decodingHelper)).toMatchInlineSnapshot(`
      "doubleDecode:
        5 |   const t = safeDecode(decodeURIComponent(String(team)));
          |             ^^^^^^^^^^
      doubleDecode:
        6 |   const n = decodeURIComponent(safeDecode(String(name)));
          |             ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('checks between two decodes: each check, then the second decode', () => {
    expect(draw(checksBetween)).toMatchInlineSnapshot(`
      "checkBetweenDecodes:
        5 |   if (once.includes("..") || /^\\//.test(once) || once === "secret") throw new Error("Resource not found");
          |       ^^^^^^^^^^^^^^^^^^^
      checkBetweenDecodes:
        5 |   if (once.includes("..") || /^\\//.test(once) || once === "secret") throw new Error("Resource not found");
          |                              ^^^^^^^^^^^^^^^^
      checkBetweenDecodes:
        5 |   if (once.includes("..") || /^\\//.test(once) || once === "secret") throw new Error("Resource not found");
          |                                                  ^^^^^^^^^^^^^^^^^
      doubleDecode:
        6 |   const twice = decodeURIComponent(once);
          |                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the second decode inside a function of the same file', () => {
    expect(draw(inFunction)).toMatchInlineSnapshot(`
      "doubleDecode:
        4 |   return "# " + decodeURIComponent(name);
          |                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a handler held in a const and passed through a wrapper', () => {
    expect(draw(wrapped)).toMatchInlineSnapshot(`
      "doubleDecode:
        4 | const readDoc = async (uri: URL, { id }: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: decodeURI(decodeURIComponent(String(id))) }] });
          |                                                                                                                     ^^^^^^^^^"
    `);
  });
  it('low-level: a query parameter of the request URI', () => {
    expect(draw(lowLevelQuery)).toMatchInlineSnapshot(`
      "doubleDecode:
        6 |   return { contents: [{ uri: request.params.uri, text: decodeURIComponent(file ?? "") }] };
          |                                                        ^^^^^^^^^^^^^^^^^^"
    `);
  });
});
