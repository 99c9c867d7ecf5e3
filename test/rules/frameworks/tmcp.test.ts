// tmcp 1.x registrations through the rules that read them. What each rule claims about tmcp is
// shown by test/frameworks/tmcp.behaviour.test.ts.
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import requireQueryDefaults from '../../../rules/require-query-defaults.js';
import requireReadAuthorization from '../../../rules/require-read-authorization.js';
import validTemplate from '../../../rules/valid-template.js';
import { ruleTester } from '../rule-tester.js';

// Registrations start on line 4.
const header = `import { McpServer } from "tmcp";\nimport { readFile } from "node:fs/promises";\nconst server = new McpServer({ name: "x", version: "1.0.0", description: "d" }, { adapter: undefined, capabilities: { resources: {} } });\n`;
const template = (uri: string, execute: string, name = 'r') =>
  `server.template({ name: "${name}", description: "d", uri: "${uri}" }, ${execute});\n`;
const nothing = 'async (uri) => ({ contents: [{ uri, text: "" }] })';

ruleTester.run('valid-template (tmcp)', validTemplate, {
  valid: [
    { code: header + template('docs://{name}', nothing) },
    // A `.template(…)` call in a file that does not import tmcp is not a registration.
    { code: 'declare const view: any;\nview.template({ uri: "docs://{x" }, () => "");' },
  ],
  invalid: [
    {
      code: header + template('docs://{name', nothing),
      errors: [{ messageId: 'unclosedExpression', line: 4, column: 61, endLine: 4, endColumn: 66 }],
    },
    // A definition made with `defineTemplate` (imported under another name) and registered elsewhere.
    {
      code: `import { defineTemplate as define } from "tmcp/template";\nexport const doc = define({ name: "d", description: "d", uri: "docs://{%zz}" }, async (uri) => ({ contents: [] }));`,
      errors: [{ messageId: 'invalidVariableName', line: 2, column: 72, endLine: 2, endColumn: 75 }],
    },
  ],
});

ruleTester.run('no-double-decode (tmcp)', noDoubleDecode, {
  valid: [
    {
      code:
        header + template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })'),
    },
  ],
  invalid: [
    // tmcp decodes `{+path}` values too (unlike FastMCP).
    {
      code:
        header +
        template(
          'files://{+path}',
          'async (uri, { path }) => ({ contents: [{ uri, text: decodeURIComponent(String(path)) }] })',
        ),
      errors: [{ messageId: 'doubleDecode', line: 4, column: 126, endLine: 4, endColumn: 144 }],
    },
    {
      code:
        header +
        template(
          'docs://{name}',
          'async (uri, params) => ({ contents: [{ uri, text: decodeURIComponent(String(params.name)) }] })',
        ),
      errors: [
        {
          messageId: 'doubleDecode',
          line: 4,
          column: 122,
          endLine: 4,
          endColumn: 140,
          data: {
            second: 'decodeURIComponent',
            value: '`params.name`',
            first: 'tmcp (which decodes template variables before the read handler runs)',
            line: '4',
            secondLine: '4',
          },
        },
      ],
    },
  ],
});

ruleTester.run('no-path-traversal (tmcp)', noPathTraversal, {
  valid: [
    { code: header + template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: "" + name }] })') },
  ],
  invalid: [
    // A definition registered later by `server.template(definition)`: reported once, for the registration.
    {
      code:
        `import { McpServer } from "tmcp";\nimport { defineTemplate } from "tmcp/template";\nimport { readFile } from "node:fs/promises";\n` +
        `const files = defineTemplate({ name: "f", description: "d", uri: "files://{+path}" }, async (uri, { path }) => ({ contents: [{ uri, text: await readFile(String(path), "utf8") }] }));\n` +
        `declare const server: McpServer<any>;\nserver.template(files);`,
      errors: [{ messageId: 'reservedTraversal', line: 4, column: 154, endLine: 4, endColumn: 166 }],
    },
  ],
});

ruleTester.run('no-shadowed-template (tmcp)', noShadowedTemplate, {
  valid: [{ code: header + template('docs://{name}/raw', nothing) + template('docs://{name}', nothing, 's') }],
  invalid: [
    {
      code: header + template('docs://{name}', nothing) + template('docs://{other}', nothing, 's'),
      errors: [
        {
          messageId: 'shadowed',
          line: 5,
          column: 53,
          endLine: 5,
          endColumn: 69,
          data: { later: 'docs://{other}', earlier: 'docs://{name}', line: 4, framework: 'tmcp' },
        },
      ],
    },
  ],
});

ruleTester.run('no-unknown-template-variable (tmcp)', noUnknownTemplateVariable, {
  valid: [
    {
      code:
        header + template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })'),
    },
  ],
  invalid: [
    {
      code:
        header + template('docs://{name}', 'async (uri, params) => ({ contents: [{ uri, text: String(params.id) }] })'),
      errors: [{ messageId: 'unknownVariable', line: 4, column: 136, endLine: 4, endColumn: 138 }],
    },
  ],
});

// tmcp matches a URI without its query parameters and leaves them out of the handler's params.
ruleTester.run('require-query-defaults (tmcp)', requireQueryDefaults, {
  valid: [
    {
      code:
        header +
        template('docs://{name}{?q}', 'async (uri, { q = "" }) => ({ contents: [{ uri, text: String(q).trim() }] })'),
    },
  ],
  invalid: [
    {
      code:
        header +
        template('docs://{name}{?q}', 'async (uri, params) => ({ contents: [{ uri, text: params.q.toString() }] })'),
      errors: [{ messageId: 'queryWithoutDefault', line: 4, column: 126, endLine: 4, endColumn: 134 }],
    },
  ],
});
ruleTester.run('no-template-as-static-uri (tmcp)', noTemplateAsStaticUri, {
  valid: [{ code: header + `server.resource({ name: "r", description: "d", uri: "docs://readme" }, ${nothing});` }],
  invalid: [
    // tmcp serves the braces as literal text.
    {
      code: header + `server.resource({ name: "r", description: "d", uri: "docs://{name}" }, ${nothing});`,
      errors: [
        {
          messageId: 'staticTemplateIn',
          line: 4,
          column: 53,
          endLine: 4,
          endColumn: 68,
          data: {
            uri: 'docs://{name}',
            framework: 'tmcp',
            fix: 'Register it with `server.template({ uri, … }, handler)` instead.',
          },
        },
      ],
    },
  ],
});

// tmcp keeps the request's principal on the server, `server.ctx.auth`
// (test/frameworks/tmcp.behaviour.test.ts, "the principal is on server.ctx").
ruleTester.run('require-read-authorization (tmcp)', requireReadAuthorization, {
  valid: [
    {
      code:
        header +
        template(
          'notes://{teamId}/{id}',
          'async (uri, { teamId, id }) => { if (!(await canRead(server.ctx.auth, teamId))) throw new Error("Resource not found"); return { contents: [{ uri, text: String(id) }] }; }',
        ),
    },
    // No evidence that the resource belongs to anyone.
    {
      code:
        header + template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })'),
    },
  ],
  invalid: [
    {
      code:
        header +
        template(
          'notes://{teamId}/{id}',
          'async (uri, { teamId, id }) => ({ contents: [{ uri, text: String(teamId) + id }] })',
        ),
      errors: [
        {
          messageId: 'missing',
          line: 4,
          column: 80,
          endLine: 4,
          endColumn: 110,
          data: {
            resource: 'resource "r"',
            principal: 'server.ctx.auth',
            hint: ' The template variable "teamId" says whose resource this is.',
          },
        },
      ],
    },
    // The file reads the principal elsewhere: evidence that reads here are scoped to it.
    {
      code:
        header +
        'export const who = () => server.ctx.auth;\n' +
        template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })'),
      errors: [
        {
          messageId: 'missing',
          line: 5,
          column: 72,
          endLine: 5,
          endColumn: 96,
          data: { resource: 'resource "r"', principal: 'server.ctx.auth', hint: '' },
        },
      ],
    },
  ],
});
