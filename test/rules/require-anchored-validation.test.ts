import rule from '../../rules/require-anchored-validation.js';
import { ODD_SHAPES } from './odd-shapes.fixture.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const zod = `import { z } from "zod";\n`;
const register = (template: string, handler: string) =>
  `server.registerResource("r", new ResourceTemplate("${template}", { list: undefined }), {}, ${handler});`;
/** A handler that rejects `{name}` of "docs://{name}" unless `test` holds; the test is on line 4. */
const guarded = (test: string, prefix = v1) =>
  prefix +
  register(
    'docs://{name}',
    `async (uri, { name }) => {
  if (!(${test})) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: String(name) }] };
}`,
  );
const label = '`{name}` of "docs://{name}"';

ruleTester.run('require-anchored-validation', rule, {
  valid: [
    { code: ODD_SHAPES },
    { code: guarded('/^[a-z0-9-]+$/.test(String(name))') },
    { code: guarded('/^(?:draft|final)$/.test(String(name))') },
    { code: guarded('/^draft$|^final$/.test(String(name))') },
    { code: guarded('/(^draft$)|(^final$)/.test(String(name))') },
    { code: guarded('/[a-z]+$/y.test(String(name))') },
    { code: guarded('new RegExp("^[a-z]+$", "i").test(String(name))') },
    // Blocklists: a negated class (or set) tests for any bad character; either polarity is complete.
    { code: guarded('!/[^a-z0-9-]/.test(String(name))') },
    { code: guarded('!/\\W+/.test(String(name))') },
    // A search for something forbidden, used to reject.
    {
      code:
        v1 +
        register(
          'docs://{name}',
          `async (uri, { name }) => {
  if (/\\.\\./.test(String(name))) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: String(name) }] };
}`,
        ),
    },
    // Extraction, not validation: the match result is used, not tested.
    {
      code:
        v1 +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: String(String(name).match(/(\\d+)/)?.[1]) }] })`,
        ),
    },
    // A pattern not known statically.
    {
      code:
        v1 +
        `declare const pattern: string;\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: String(new RegExp(pattern).test(String(name))) }] })`,
        ),
    },
    // Not a template variable.
    { code: `export const ok = (s: string) => /[a-z]+/.test(s);` },
    // zod, anchored.
    {
      code:
        zod +
        v2 +
        `const Params = z.object({ name: z.string().regex(/^[a-z]+$/) });\n` +
        register(
          'docs://{name}',
          `async (uri, variables) => ({ contents: [{ uri: uri.href, text: Params.parse(variables).name }] })`,
        ),
    },
  ],
  invalid: [
    // A const regex with no anchors, used through `re.test(v)`.
    {
      code:
        v1 +
        `const NAME = /[a-z0-9-]+/;\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => {\n  if (!NAME.test(String(name))) throw new Error("Resource not found");\n  return { contents: [{ uri: uri.href, text: String(name) }] };\n}`,
        ),
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '[a-z0-9-]+',
            flags: '',
            value: label,
            problem: 'has neither `^` nor `$`',
            suggested: '^[a-z0-9-]+$',
            suggestedFlags: '',
          },
          line: 3,
          column: 14,
          endLine: 3,
          endColumn: 26,
          suggestions: [
            {
              messageId: 'anchor',
              data: {
                pattern: '[a-z0-9-]+',
                flags: '',
                value: label,
                problem: 'has neither `^` nor `$`',
                suggested: '^[a-z0-9-]+$',
                suggestedFlags: '',
              },
              output:
                v1 +
                `const NAME = /^[a-z0-9-]+$/;\n` +
                register(
                  'docs://{name}',
                  `async (uri, { name }) => {\n  if (!NAME.test(String(name))) throw new Error("Resource not found");\n  return { contents: [{ uri: uri.href, text: String(name) }] };\n}`,
                ),
            },
          ],
        },
      ],
    },
    // `v.match(re)` used as a condition, missing `$`.
    {
      code: guarded('String(name).match(/^[a-z]+/)'),
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '^[a-z]+',
            flags: '',
            value: label,
            problem: 'has no `$`',
            suggested: '^[a-z]+$',
            suggestedFlags: '',
          },
          line: 4,
          column: 28,
          endLine: 4,
          endColumn: 37,
          suggestions: [{ messageId: 'anchor', output: guarded('String(name).match(/^[a-z]+$/)') }],
        },
      ],
    },
    // Anchors that bind one alternative each.
    {
      code: guarded('/^draft|final$/.test(String(name))'),
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '^draft|final$',
            flags: '',
            value: label,
            problem: 'anchors only some of its alternatives (`^a|b$` means `(^a)|(b$)`)',
            suggested: '^(?:draft|final)$',
            suggestedFlags: '',
          },
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 24,
          suggestions: [{ messageId: 'anchor', output: guarded('/^(?:draft|final)$/.test(String(name))') }],
        },
      ],
    },
    // The m flag makes ^ and $ match at line breaks: the suggestion drops it.
    {
      code: guarded('/^[a-z]+$/im.test(String(name))'),
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '^[a-z]+$',
            flags: 'im',
            value: label,
            problem: 'has the `m` flag, which makes `^` and `$` match at every line break',
            suggested: '^[a-z]+$',
            suggestedFlags: 'i',
          },
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 21,
          suggestions: [{ messageId: 'anchor', output: guarded('/^[a-z]+$/i.test(String(name))') }],
        },
      ],
    },
    // new RegExp with a static pattern: the fix rewrites the string, escapes included, and the flags.
    {
      code: guarded(`new RegExp('\\\\d+-[a-z]+', "m").test(String(name))`),
      errors: [
        {
          messageId: 'unanchored',
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 39,
          suggestions: [
            { messageId: 'anchor', output: guarded(`new RegExp('^\\\\d+-[a-z]+$', "").test(String(name))`) },
          ],
        },
      ],
    },
    // exec bound to a const that is tested (v2, member read).
    {
      code:
        v2 +
        register(
          'docs://{name}',
          `async (uri, variables) => {
  const match = /(\\d+)-([a-z]+)/.exec(variables.name as string);
  if (!match) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: match[1]! }] };
}`,
        ),
      errors: [
        {
          messageId: 'unanchored',
          line: 4,
          column: 17,
          endLine: 4,
          endColumn: 33,
          suggestions: [
            {
              messageId: 'anchor',
              output:
                v2 +
                register(
                  'docs://{name}',
                  `async (uri, variables) => {\n  const match = /^(\\d+)-([a-z]+)$/.exec(variables.name as string);\n  if (!match) throw new Error("Resource not found");\n  return { contents: [{ uri: uri.href, text: match[1]! }] };\n}`,
                ),
            },
          ],
        },
      ],
    },
    // zod: inline `.regex(re).parse(v)`, and an object schema parsing the variables.
    {
      code:
        zod +
        v1 +
        register(
          'docs://{name}',
          `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: z.string().min(1).regex(/[a-z]+/).parse(name) }] })`,
        ),
      errors: [
        {
          messageId: 'unanchored',
          line: 4,
          column: 180,
          endLine: 4,
          endColumn: 188,
          suggestions: [
            {
              messageId: 'anchor',
              output:
                zod +
                v1 +
                register(
                  'docs://{name}',
                  `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: z.string().min(1).regex(/^[a-z]+$/).parse(name) }] })`,
                ),
            },
          ],
        },
      ],
    },
    {
      code:
        zod +
        v2 +
        `const Params = z.object({ team: z.string(), name: z.string().regex(/^[a-z]+|[0-9]+$/) });\n` +
        register(
          'docs://{team}/{name}',
          `async (uri, variables) => ({ contents: [{ uri: uri.href, text: Params.parse(variables).name }] })`,
        ),
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '^[a-z]+|[0-9]+$',
            flags: '',
            value: '`{name}` of "docs://{team}/{name}"',
            problem: 'anchors only some of its alternatives (`^a|b$` means `(^a)|(b$)`)',
            suggested: '^(?:[a-z]+|[0-9]+)$',
            suggestedFlags: '',
          },
          line: 4,
          column: 68,
          endLine: 4,
          endColumn: 85,
          suggestions: [
            {
              messageId: 'anchor',
              output:
                zod +
                v2 +
                `const Params = z.object({ team: z.string(), name: z.string().regex(/^(?:[a-z]+|[0-9]+)$/) });\n` +
                register(
                  'docs://{team}/{name}',
                  `async (uri, variables) => ({ contents: [{ uri: uri.href, text: Params.parse(variables).name }] })`,
                ),
            },
          ],
        },
      ],
    },
    // Aliased import, handler declared as a function and passed by name.
    {
      code: `import { McpServer as Mcp, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new Mcp({ name: "x", version: "1.0.0" });
async function readTeam(uri: URL, variables: Record<string, string | string[]>) {
  if (!String(variables.team).match(/[a-z]+$/)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: String(variables.team) }] };
}
server.registerResource("team", new RT("teams://{team}", { list: undefined }), {}, readTeam);`,
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '[a-z]+$',
            flags: '',
            value: '`{team}` of "teams://{team}"',
            problem: 'has no `^`',
            suggested: '^[a-z]+$',
            suggestedFlags: '',
          },
          line: 4,
          column: 37,
          endLine: 4,
          endColumn: 46,
          suggestions: [
            {
              messageId: 'anchor',
              output: `import { McpServer as Mcp, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new Mcp({ name: "x", version: "1.0.0" });
async function readTeam(uri: URL, variables: Record<string, string | string[]>) {
  if (!String(variables.team).match(/^[a-z]+$/)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: String(variables.team) }] };
}
server.registerResource("team", new RT("teams://{team}", { list: undefined }), {}, readTeam);`,
            },
          ],
        },
      ],
    },
    // Low-level: validating a part of the request URI.
    {
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\nserver.setRequestHandler(ReadResourceRequestSchema, async (request) => {\n  const { pathname } = new URL(request.params.uri);\n  if (!/[a-z]+\\.md/.test(pathname)) throw new Error("Resource not found");\n  return { contents: [{ uri: request.params.uri, text: pathname }] };\n});`,
      errors: [
        {
          messageId: 'unanchored',
          data: {
            pattern: '[a-z]+\\.md',
            flags: '',
            value: '`request.params.uri` of a low-level resources/read handler',
            problem: 'has neither `^` nor `$`',
            suggested: '^[a-z]+\\.md$',
            suggestedFlags: '',
          },
          line: 6,
          column: 8,
          endLine: 6,
          endColumn: 20,
          suggestions: [
            {
              messageId: 'anchor',
              output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\nserver.setRequestHandler(ReadResourceRequestSchema, async (request) => {\n  const { pathname } = new URL(request.params.uri);\n  if (!/^[a-z]+\\.md$/.test(pathname)) throw new Error("Resource not found");\n  return { contents: [{ uri: request.params.uri, text: pathname }] };\n});`,
            },
          ],
        },
      ],
    },
  ],
});
