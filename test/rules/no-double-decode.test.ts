import rule from '../../rules/no-double-decode.js';
import { ODD_SHAPES } from './odd-shapes.fixture.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\n`;
// Handlers start on line 3 (v1, v2) or 4 (low-level).
const companion = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { match, parse, route, typedResource } from "mcp-resources";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const register = (template: string, handler: string) =>
  `server.registerResource("r", new ResourceTemplate("${template}", { list: undefined }), {}, ${handler});`;

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
    // What the adapter, match() and route() of mcp-resources pass on is decoded: a decode is the second.
    {
      code: `${companion}const docs = typedResource(ResourceTemplate, "docs://{name}", { list: undefined });
server.registerResource("doc", docs.template, {}, docs.read(async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(name) }] })));
export function read(uri: string) {
  const m = match("notes://{id}", uri);
  const f = parse("files://{+path}").match(uri);
  return [decodeURIComponent(m!.id), decodeURIComponent(f?.path ?? "")];
}
export const r = route("x://{v}", async (_uri, { v }) => decodeURI(v));`,
      errors: [
        {
          messageId: 'doubleDecode',
          line: 5,
          column: 123,
          endLine: 5,
          endColumn: 141,
          data: {
            second: 'decodeURIComponent',
            value: '`name`',
            first: 'the mcp-resources adapter (which passes values decoded)',
            line: '5',
          },
        },
        {
          messageId: 'doubleDecode',
          line: 9,
          column: 11,
          endLine: 9,
          endColumn: 29,
          data: {
            second: 'decodeURIComponent',
            value: '`m!.id`',
            first: '`match()` of mcp-resources (which returns decoded values)',
            line: '7',
          },
        },
        {
          messageId: 'doubleDecode',
          line: 9,
          column: 38,
          endLine: 9,
          endColumn: 56,
          data: {
            second: 'decodeURIComponent',
            value: '`f?.path`',
            first: '`match()` of mcp-resources (which returns decoded values)',
            line: '8',
          },
        },
        {
          messageId: 'doubleDecode',
          line: 11,
          column: 58,
          endLine: 11,
          endColumn: 67,
          data: {
            second: 'decodeURI',
            value: '`v`',
            first: '`route()` of mcp-resources (which passes values decoded)',
            line: '11',
          },
        },
      ],
    },
    // Nested decodes.
    {
      code:
        v1 +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(decodeURIComponent(String(name))) }] })`,
        ),
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
          line: 3,
          column: 156,
          endLine: 3,
          endColumn: 174,
        },
      ],
    },
    // decodeURI, then decodeURIComponent through a const (v2, member read).
    {
      code:
        v2 +
        register(
          'files://{+path}',
          `async (uri, variables) => {
  const once = decodeURI(variables.path as string);
  return { contents: [{ uri: uri.href, text: decodeURIComponent(once) }] };
}`,
        ),
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
          line: 5,
          column: 46,
          endLine: 5,
          endColumn: 64,
        },
      ],
    },
    // searchParams.get() and URLSearchParams#get() return decoded values.
    {
      code:
        v1 +
        register(
          'search://{q}',
          `async (uri) => {
  const page = decodeURIComponent(uri.searchParams.get("page") ?? "1");
  const params = new URLSearchParams(uri.search);
  return { contents: [{ uri: uri.href, text: page + unescape(params.get("sort")!) }] };
}`,
        ),
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
          line: 4,
          column: 16,
          endLine: 4,
          endColumn: 34,
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
          line: 6,
          column: 53,
          endLine: 6,
          endColumn: 61,
        },
      ],
    },
    // A helper that returns its argument decoded, called with a decoded value, and decoded again after it.
    {
      code:
        v1 +
        `const safeDecode = (s: string) => decodeURIComponent(s);\n` +
        register(
          'docs://{team}/{name}',
          `async (uri, { team, name }) => {
  const t = safeDecode(decodeURIComponent(String(team)));
  const n = decodeURIComponent(safeDecode(String(name)));
  return { contents: [{ uri: uri.href, text: t + n }] };
}`,
        ),
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
          line: 5,
          column: 13,
          endLine: 5,
          endColumn: 23,
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
          line: 6,
          column: 13,
          endLine: 6,
          endColumn: 31,
        },
      ],
    },
    // Checks between two decodes: an includes(".."), a regex test and a comparison.
    {
      code:
        v1 +
        register(
          'files://{+path}',
          `async (uri, { path }) => {
  const once = decodeURIComponent(String(path));
  if (once.includes("..") || /^\\//.test(once) || once === "secret") throw new Error("Resource not found");
  const twice = decodeURIComponent(once);
  return { contents: [{ uri: uri.href, text: twice }] };
}`,
        ),
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
          line: 5,
          column: 7,
          endLine: 5,
          endColumn: 26,
        },
        { messageId: 'checkBetweenDecodes', line: 5, column: 30, endLine: 5, endColumn: 46 },
        { messageId: 'checkBetweenDecodes', line: 5, column: 50, endLine: 5, endColumn: 67 },
        { messageId: 'doubleDecode', line: 6, column: 17, endLine: 6, endColumn: 35 },
      ],
    },
    // The second decode inside a function of the same file, reached through its parameter.
    {
      code:
        v1 +
        `function render(name: string) {\n  return "# " + decodeURIComponent(name);\n}\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: render(decodeURIComponent(String(name))) }] })`,
        ),
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
          line: 4,
          column: 17,
          endLine: 4,
          endColumn: 35,
        },
      ],
    },
    // Namespace import of the SDK, handler held in a const and passed through a wrapper.
    {
      code: `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";
declare function logged<T>(h: T): T;
const server = new mcp.McpServer({ name: "x", version: "1.0.0" });
const readDoc = async (uri: URL, { id }: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: decodeURI(decodeURIComponent(String(id))) }] });
server.registerResource("doc", new mcp.ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(readDoc));`,
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
          line: 4,
          column: 117,
          endLine: 4,
          endColumn: 126,
        },
      ],
    },
    // Low-level: a query parameter of the request URI.
    {
      code:
        lowLevel +
        `server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const file = new URL(request.params.uri).searchParams.get("file");
  return { contents: [{ uri: request.params.uri, text: decodeURIComponent(file ?? "") }] };
});`,
      errors: [
        {
          messageId: 'doubleDecode',
          data: {
            value: 'a part of `request.params.uri` of a low-level resources/read handler',
            first: '`searchParams.get()` (which returns decoded values)',
            line: '5',
            second: 'decodeURIComponent',
            secondLine: '6',
          },
          line: 6,
          column: 56,
          endLine: 6,
          endColumn: 74,
        },
      ],
    },
  ],
});
