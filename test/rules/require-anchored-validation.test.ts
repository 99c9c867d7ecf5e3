import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-anchored-validation.js';
import { ODD_SHAPES } from './odd-shapes.fixture.js';
import { underline } from '../helpers/underline.js';
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

// The invalid cases, which check their data and suggestions below; their locations are drawn at the end.

// A const regex with no anchors, used through `re.test(v)`.
const constRegex =
  v1 +
  `const NAME = /[a-z0-9-]+/;\n` +
  register(
    'docs://{name}',
    `async (uri, { name }) => {\n  if (!NAME.test(String(name))) throw new Error("Resource not found");\n  return { contents: [{ uri: uri.href, text: String(name) }] };\n}`,
  );

// `v.match(re)` used as a condition, missing `$`.
const matchNoEnd = guarded('String(name).match(/^[a-z]+/)');

// Anchors that bind one alternative each.
const alternatives = guarded('/^draft|final$/.test(String(name))');

// The m flag makes ^ and $ match at line breaks: the suggestion drops it.
const multiline = guarded('/^[a-z]+$/im.test(String(name))');

// new RegExp with a static pattern: the fix rewrites the string, escapes included, and the flags.
const newRegExp = guarded(`new RegExp('\\\\d+-[a-z]+', "m").test(String(name))`);

// exec bound to a const that is tested (v2, member read).
const execBound =
  v2 +
  register(
    'docs://{name}',
    `async (uri, variables) => {
  const match = /(\\d+)-([a-z]+)/.exec(variables.name as string);
  if (!match) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: match[1]! }] };
}`,
  );

// zod: inline `.regex(re).parse(v)`, and an object schema parsing the variables.
const zodInline =
  zod +
  v1 +
  register(
    'docs://{name}',
    `async (uri, { name }) => ({ contents: [{ uri: uri.href, text: z.string().min(1).regex(/[a-z]+/).parse(name) }] })`,
  );
const zodObject =
  zod +
  v2 +
  `const Params = z.object({ team: z.string(), name: z.string().regex(/^[a-z]+|[0-9]+$/) });\n` +
  register(
    'docs://{team}/{name}',
    `async (uri, variables) => ({ contents: [{ uri: uri.href, text: Params.parse(variables).name }] })`,
  );

// Aliased import, handler declared as a function and passed by name.
const namedHandler = `import { McpServer as Mcp, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new Mcp({ name: "x", version: "1.0.0" });
async function readTeam(uri: URL, variables: Record<string, string | string[]>) {
  if (!String(variables.team).match(/[a-z]+$/)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: String(variables.team) }] };
}
server.registerResource("team", new RT("teams://{team}", { list: undefined }), {}, readTeam);`;

// Low-level: validating a part of the request URI.
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\nserver.setRequestHandler(ReadResourceRequestSchema, async (request) => {\n  const { pathname } = new URL(request.params.uri);\n  if (!/[a-z]+\\.md/.test(pathname)) throw new Error("Resource not found");\n  return { contents: [{ uri: request.params.uri, text: pathname }] };\n});`;

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
    {
      code: constRegex,
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
    {
      code: matchNoEnd,
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
          suggestions: [{ messageId: 'anchor', output: guarded('String(name).match(/^[a-z]+$/)') }],
        },
      ],
    },
    {
      code: alternatives,
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
          suggestions: [{ messageId: 'anchor', output: guarded('/^(?:draft|final)$/.test(String(name))') }],
        },
      ],
    },
    {
      code: multiline,
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
          suggestions: [{ messageId: 'anchor', output: guarded('/^[a-z]+$/i.test(String(name))') }],
        },
      ],
    },
    {
      code: newRegExp,
      errors: [
        {
          messageId: 'unanchored',
          suggestions: [
            { messageId: 'anchor', output: guarded(`new RegExp('^\\\\d+-[a-z]+$', "").test(String(name))`) },
          ],
        },
      ],
    },
    {
      code: execBound,
      errors: [
        {
          messageId: 'unanchored',
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
    {
      code: zodInline,
      errors: [
        {
          messageId: 'unanchored',
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
      code: zodObject,
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
    {
      code: namedHandler,
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
    {
      code: lowLevel,
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

/** The findings of require-anchored-validation in `code`, drawn. */
const draw = (code: string) => underline(code, 'require-anchored-validation');

// Where each finding is reported: the regular expression.
describe('require-anchored-validation underlines', () => {
  it('a const regex with no anchors, used through `re.test(v)`: the regex where it is written', () => {
    expect(draw(constRegex)).toMatchInlineSnapshot(`
      "unanchored:
        3 | const NAME = /[a-z0-9-]+/;
          |              ^^^^^^^^^^^^"
    `);
  });
  it('`v.match(re)` used as a condition, missing `$`', () => {
    expect(draw(matchNoEnd)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   if (!(String(name).match(/^[a-z]+/))) throw new Error("Resource not found");
          |                            ^^^^^^^^^"
    `);
  });
  it('anchors that bind one alternative each', () => {
    expect(draw(alternatives)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   if (!(/^draft|final$/.test(String(name)))) throw new Error("Resource not found");
          |         ^^^^^^^^^^^^^^^"
    `);
  });
  it('the m flag', () => {
    expect(draw(multiline)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   if (!(/^[a-z]+$/im.test(String(name)))) throw new Error("Resource not found");
          |         ^^^^^^^^^^^^"
    `);
  });
  it('new RegExp with a static pattern: the whole construction', () => {
    expect(draw(newRegExp)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   if (!(new RegExp('\\\\d+-[a-z]+', "m").test(String(name)))) throw new Error("Resource not found");
          |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('exec bound to a const that is tested', () => {
    expect(draw(execBound)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   const match = /(\\d+)-([a-z]+)/.exec(variables.name as string);
          |                 ^^^^^^^^^^^^^^^^"
    `);
  });
  it('zod: inline `.regex(re).parse(v)`', () => {
    expect(draw(zodInline)).toMatchInlineSnapshot(`
      "unanchored:
        4 | server.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => ({ contents: [{ uri: uri.href, text: z.string().min(1).regex(/[a-z]+/).parse(name) }] }));
          |                                                                                                                                                                                    ^^^^^^^^"
    `);
  });
  it('zod: an object schema parsing the variables', () => {
    expect(draw(zodObject)).toMatchInlineSnapshot(`
      "unanchored:
        4 | const Params = z.object({ team: z.string(), name: z.string().regex(/^[a-z]+|[0-9]+$/) });
          |                                                                    ^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a handler declared as a function and passed by name', () => {
    expect(draw(namedHandler)).toMatchInlineSnapshot(`
      "unanchored:
        4 |   if (!String(variables.team).match(/[a-z]+$/)) throw new Error("Resource not found");
          |                                     ^^^^^^^^^"
    `);
  });
  it('low-level: validating a part of the request URI', () => {
    expect(draw(lowLevel)).toMatchInlineSnapshot(`
      "unanchored:
        6 |   if (!/[a-z]+\\.md/.test(pathname)) throw new Error("Resource not found");
          |        ^^^^^^^^^^^^"
    `);
  });
});
