// FastMCP 4.x registrations through every rule that reads them. What each rule claims about
// FastMCP is shown by test/frameworks/fastmcp.behaviour.test.ts.
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noSdkUnsupportedTemplate from '../../../rules/no-sdk-unsupported-template.js';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import requireQueryDefaults from '../../../rules/require-query-defaults.js';
import requireReadAuthorization from '../../../rules/require-read-authorization.js';
import validTemplate from '../../../rules/valid-template.js';
import { ruleTester } from '../rule-tester.js';

// Registrations start on line 4.
const header = `import { FastMCP } from "fastmcp";\nimport { readFile } from "node:fs/promises";\nconst server = new FastMCP({ name: "x", version: "1.0.0" });\n`;
const template = (uriTemplate: string, load: string, name = 'r') =>
  `server.addResourceTemplate({ uriTemplate: "${uriTemplate}", name: "${name}", arguments: [], ${load} });\n`;

ruleTester.run('valid-template (FastMCP)', validTemplate, {
  valid: [
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
    // Ambiguity is judged against the SDK's matcher; FastMCP matches with its own.
    { code: header + template('docs://{a}{b}', 'load: async () => ({ text: "" })') },
    // Not FastMCP's: no import.
    {
      code: 'declare const server: any;\nserver.addResourceTemplate({ uriTemplate: "docs://{x", load: async () => ({}) });',
    },
  ],
  invalid: [
    {
      code: header + template('docs://{name', 'load: async () => ({ text: "" })'),
      errors: [{ messageId: 'unclosedExpression', line: 4, column: 51, endLine: 4, endColumn: 56 }],
    },
    // A definition object declared with FastMCP's type, registered in another module.
    {
      code: `import type { ResourceTemplate as Template } from "fastmcp";\nexport const doc: Template<undefined> = {\n  uriTemplate: "docs://{na me}",\n  name: "Doc",\n  arguments: [],\n  load: async () => ({ text: "" }),\n};`,
      errors: [{ messageId: 'invalidVariableName', line: 3, column: 25, endLine: 3, endColumn: 30 }],
    },
    // Through a namespace import and `satisfies`.
    {
      code: `import * as fastmcp from "fastmcp";\nexport default { uriTemplate: "docs://{}", name: "Doc", arguments: [], load: async () => ({ text: "" }) } satisfies fastmcp.ResourceTemplate<undefined>;`,
      errors: [{ messageId: 'emptyExpression', line: 2, column: 39, endLine: 2, endColumn: 41 }],
    },
  ],
});

ruleTester.run('no-double-decode (FastMCP)', noDoubleDecode, {
  valid: [
    // FastMCP has decoded it: used as it arrives.
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
    // FastMCP hands a `{+path}` value over raw: its first decode is the right one.
    { code: header + template('files://{+path}', 'load: async ({ path }) => ({ text: decodeURIComponent(path) })') },
    // The SDK hands it over encoded: the first decode is the right one.
    {
      code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" });\nserver.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(String(name)) }] }));`,
    },
  ],
  invalid: [
    {
      code: header + template('docs://{name}', 'async load({ name }) { return { text: decodeURIComponent(name) }; }'),
      errors: [
        {
          messageId: 'doubleDecode',
          line: 4,
          column: 124,
          endLine: 4,
          endColumn: 142,
          data: {
            second: 'decodeURIComponent',
            value: '`name`',
            first: 'FastMCP (which decodes template variables before the read handler runs)',
            line: '4',
            secondLine: '4',
          },
        },
      ],
    },
    {
      code: header + template('docs://{name}', 'load: async (args) => ({ text: decodeURI(args.name) })'),
      errors: [{ messageId: 'doubleDecode', line: 4, column: 117, endLine: 4, endColumn: 126 }],
    },
  ],
});

ruleTester.run('no-path-traversal (FastMCP)', noPathTraversal, {
  valid: [
    {
      code:
        header +
        template(
          'docs://{name}',
          'load: async ({ name }) => ({ text: await readFile(["a", "b"].includes(name) ? name : "a", "utf8") })',
        ),
    },
  ],
  invalid: [
    {
      code: header + template('files://{+path}', 'load: async ({ path }) => ({ text: await readFile(path, "utf8") })'),
      errors: [{ messageId: 'reservedTraversal', line: 4, column: 138, endLine: 4, endColumn: 142 }],
    },
    // The definition object in a const of the file, registered by name.
    {
      code:
        header +
        'const files = { uriTemplate: "files://{name}", name: "f", arguments: [], load: async ({ name }: { name: string }) => ({ text: await readFile("/srv/" + name, "utf8") }) };\nserver.addResourceTemplate(files);',
      errors: [{ messageId: 'traversal', line: 4, column: 142, endLine: 4, endColumn: 156 }],
    },
  ],
});

ruleTester.run('no-shadowed-template (FastMCP)', noShadowedTemplate, {
  valid: [
    {
      code:
        header +
        template('docs://{name}/raw', 'load: async () => ({ text: "" })') +
        template('docs://{name}', 'load: async () => ({ text: "" })'),
    },
  ],
  invalid: [
    {
      code:
        header +
        template('docs://{name}', 'load: async () => ({ text: "" })') +
        template('docs://{other}', 'load: async () => ({ text: "" })', 's'),
      errors: [
        {
          messageId: 'shadowed',
          line: 5,
          column: 43,
          endLine: 5,
          endColumn: 59,
          data: { later: 'docs://{other}', earlier: 'docs://{name}', line: 4, framework: 'FastMCP' },
        },
      ],
    },
  ],
});

ruleTester.run('no-unknown-template-variable (FastMCP)', noUnknownTemplateVariable, {
  valid: [
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
    // FastMCP passes undeclared query parameters on to `load`: `z` of "docs://x?q=1&z=2" arrives.
    { code: header + template('docs://{name}{?q}', 'load: async ({ name, z }) => ({ text: name + z })') },
  ],
  invalid: [
    {
      code: header + template('docs://{name}', 'load: async ({ nam }) => ({ text: nam })'),
      errors: [
        {
          messageId: 'unknownVariable',
          line: 4,
          column: 101,
          endLine: 4,
          endColumn: 104,
          suggestions: [
            {
              messageId: 'useDeclared',
              output: header + template('docs://{name}', 'load: async ({ name: nam }) => ({ text: nam })'),
            },
          ],
        },
      ],
    },
  ],
});

// The SDK's matcher traps are not FastMCP's: these rules stay quiet on it.
ruleTester.run('SDK-only rules are quiet on FastMCP', noSdkUnsupportedTemplate, {
  valid: [
    {
      code:
        header +
        template('docs://{name}{?q}', 'load: async ({ name }) => ({ text: name })') +
        template('ids://{ids*}', 'load: async () => ({ text: "" })', 's'),
    },
  ],
  invalid: [],
});
// FastMCP matches a URI without its query parameters and leaves them out of `load`'s argument.
ruleTester.run('require-query-defaults (FastMCP)', requireQueryDefaults, {
  valid: [{ code: header + template('docs://{name}{?q}', 'load: async ({ q = "" }) => ({ text: q.trim() })') }],
  invalid: [
    {
      code: header + template('docs://{name}{?q}', 'load: async ({ q }) => ({ text: q.trim() })'),
      errors: [
        {
          messageId: 'queryWithoutDefault',
          line: 4,
          column: 105,
          endLine: 4,
          endColumn: 106,
          data: { name: 'q', template: 'docs://{name}{?q}', expression: '{?q}' },
        },
      ],
    },
  ],
});
ruleTester.run('no-template-as-static-uri (FastMCP)', noTemplateAsStaticUri, {
  valid: [
    { code: header + 'server.addResource({ uri: "docs://readme", name: "d", load: async () => ({ text: "" }) });' },
  ],
  invalid: [
    // FastMCP serves the braces as literal text.
    {
      code: header + 'server.addResource({ uri: "docs://{name}", name: "d", load: async () => ({ text: "" }) });',
      errors: [
        {
          messageId: 'staticTemplateIn',
          line: 4,
          column: 27,
          endLine: 4,
          endColumn: 42,
          data: {
            uri: 'docs://{name}',
            framework: 'FastMCP',
            fix: 'Register it with `server.addResourceTemplate({ uriTemplate, … })` instead.',
          },
        },
      ],
    },
  ],
});

// FastMCP passes the session's principal as `load`'s `auth` parameter
// (test/frameworks/fastmcp.behaviour.test.ts, "calls a template load(variables, auth, context)").
ruleTester.run('require-read-authorization (FastMCP)', requireReadAuthorization, {
  valid: [
    // Checked against the principal FastMCP passes.
    {
      code:
        header +
        template(
          'notes://{teamId}/{id}',
          'async load({ teamId, id }, auth) { if (!auth || !(await canRead(auth, teamId))) throw new Error("Resource not found"); return { text: id }; }',
        ),
    },
    // No evidence that the resource belongs to anyone: a public resource.
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
  ],
  invalid: [
    {
      code: header + template('notes://{teamId}/{id}', 'load: async ({ teamId, id }) => ({ text: teamId + id })'),
      errors: [
        {
          messageId: 'missing',
          line: 4,
          column: 100,
          endLine: 4,
          endColumn: 125,
          data: {
            resource: 'resource "r"',
            principal: 'auth',
            hint: ' The template variable "teamId" says whose resource this is.',
          },
        },
      ],
    },
    // The principal is used by another resource of the file: this one has no check.
    {
      code:
        header +
        template(
          'a://{id}',
          'load: async ({ id }, session) => { if (!(await canRead(session, id))) throw new Error("Resource not found"); return { text: id }; }',
          'a',
        ) +
        template('b://{id}', 'load: async ({ id }) => ({ text: id })', 'b'),
      errors: [
        {
          messageId: 'missing',
          line: 5,
          column: 87,
          endLine: 5,
          endColumn: 104,
          data: { resource: 'resource "b"', principal: 'auth', hint: '' },
        },
      ],
    },
  ],
});
