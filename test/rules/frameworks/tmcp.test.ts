// tmcp 1.x registrations through the rules that read them. What each rule claims about tmcp is
// shown by test/frameworks/tmcp.behaviour.test.ts.
import { describe, expect, it } from 'vitest';
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import requireQueryDefaults from '../../../rules/require-query-defaults.js';
import requireReadAuthorization from '../../../rules/require-read-authorization.js';
import validTemplate from '../../../rules/valid-template.js';
import { underline } from '../../helpers/underline.js';
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
  invalid: [],
});

const paramsDecoded =
  header +
  template(
    'docs://{name}',
    'async (uri, params) => ({ contents: [{ uri, text: decodeURIComponent(String(params.name)) }] })',
  );

ruleTester.run('no-double-decode (tmcp)', noDoubleDecode, {
  valid: [
    {
      code:
        header + template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })'),
    },
  ],
  invalid: [
    {
      code: paramsDecoded,
      errors: [
        {
          messageId: 'doubleDecode',
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
  invalid: [],
});

const sameShape = header + template('docs://{name}', nothing) + template('docs://{other}', nothing, 's');

ruleTester.run('no-shadowed-template (tmcp)', noShadowedTemplate, {
  valid: [{ code: header + template('docs://{name}/raw', nothing) + template('docs://{name}', nothing, 's') }],
  invalid: [
    {
      code: sameShape,
      errors: [
        {
          messageId: 'shadowed',
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
  invalid: [],
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
  invalid: [],
});
// tmcp serves the braces as literal text.
const bracesAsText = header + `server.resource({ name: "r", description: "d", uri: "docs://{name}" }, ${nothing});`;

ruleTester.run('no-template-as-static-uri (tmcp)', noTemplateAsStaticUri, {
  valid: [{ code: header + `server.resource({ name: "r", description: "d", uri: "docs://readme" }, ${nothing});` }],
  invalid: [
    {
      code: bracesAsText,
      errors: [
        {
          messageId: 'staticTemplateIn',
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

const ownerVariable =
  header +
  template(
    'notes://{teamId}/{id}',
    'async (uri, { teamId, id }) => ({ contents: [{ uri, text: String(teamId) + id }] })',
  );

// The file reads the principal elsewhere: evidence that reads here are scoped to it.
const principalElsewhere =
  header +
  'export const who = () => server.ctx.auth;\n' +
  template('docs://{name}', 'async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] })');

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
    // A comparison with the principal checks too.
    {
      code:
        header +
        template(
          'notes://{teamId}/{id}',
          'async (uri, { teamId, id }) => { if (teamId !== server.ctx.auth?.extra?.team) throw new Error("Resource not found"); return { contents: [{ uri, text: String(id) }] }; }',
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
      code: ownerVariable,
      errors: [
        {
          messageId: 'missing',
          data: {
            resource: 'resource "r"',
            principal: 'server.ctx.auth',
            evidence: 'its template variable "teamId" names an owner',
          },
        },
      ],
    },
    {
      code: principalElsewhere,
      errors: [
        {
          messageId: 'missing',
          data: {
            resource: 'resource "r"',
            principal: 'server.ctx.auth',
            evidence: 'the file reads `ctx.auth` (line 4)',
          },
        },
      ],
    },
  ],
});

// Where each finding is reported.
describe('tmcp underlines', () => {
  it('valid-template: a template registered with server.template', () => {
    expect(underline(header + template('docs://{name', nothing), 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        4 | server.template({ name: "r", description: "d", uri: "docs://{name" }, async (uri) => ({ contents: [{ uri, text: "" }] }));
          |                                                             ^^^^^"
    `);
  });
  it('valid-template: a definition made with `defineTemplate` (imported under another name) and registered elsewhere', () => {
    expect(
      underline(
        `import { defineTemplate as define } from "tmcp/template";\nexport const doc = define({ name: "d", description: "d", uri: "docs://{%zz}" }, async (uri) => ({ contents: [] }));`,
        'valid-template',
      ),
    ).toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | export const doc = define({ name: "d", description: "d", uri: "docs://{%zz}" }, async (uri) => ({ contents: [] }));
          |                                                                        ^^^"
    `);
  });
  it('no-double-decode: tmcp decodes `{+path}` values too (unlike FastMCP)', () => {
    const code =
      header +
      template(
        'files://{+path}',
        'async (uri, { path }) => ({ contents: [{ uri, text: decodeURIComponent(String(path)) }] })',
      );
    expect(underline(code, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        4 | server.template({ name: "r", description: "d", uri: "files://{+path}" }, async (uri, { path }) => ({ contents: [{ uri, text: decodeURIComponent(String(path)) }] }));
          |                                                                                                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-double-decode: a member read of the params', () => {
    expect(underline(paramsDecoded, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        4 | server.template({ name: "r", description: "d", uri: "docs://{name}" }, async (uri, params) => ({ contents: [{ uri, text: decodeURIComponent(String(params.name)) }] }));
          |                                                                                                                          ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-path-traversal: a definition registered later by `server.template(definition)`: reported once, for the registration', () => {
    const code =
      `import { McpServer } from "tmcp";\nimport { defineTemplate } from "tmcp/template";\nimport { readFile } from "node:fs/promises";\n` +
      `const files = defineTemplate({ name: "f", description: "d", uri: "files://{+path}" }, async (uri, { path }) => ({ contents: [{ uri, text: await readFile(String(path), "utf8") }] }));\n` +
      `declare const server: McpServer<any>;\nserver.template(files);`;
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
        4 | const files = defineTemplate({ name: "f", description: "d", uri: "files://{+path}" }, async (uri, { path }) => ({ contents: [{ uri, text: await readFile(String(path), "utf8") }] }));
          |                                                                                                                                                          ^^^^^^^^^^^^"
    `);
  });
  it('no-shadowed-template: the later of two templates of the same shape', () => {
    expect(underline(sameShape, 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        5 | server.template({ name: "s", description: "d", uri: "docs://{other}" }, async (uri) => ({ contents: [{ uri, text: "" }] }));
          |                                                     ^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-unknown-template-variable: a member read of the params', () => {
    expect(
      underline(
        header + template('docs://{name}', 'async (uri, params) => ({ contents: [{ uri, text: String(params.id) }] })'),
        'no-unknown-template-variable',
      ),
    ).toMatchInlineSnapshot(`
      "unknownVariable:
        4 | server.template({ name: "r", description: "d", uri: "docs://{name}" }, async (uri, params) => ({ contents: [{ uri, text: String(params.id) }] }));
          |                                                                                                                                        ^^"
    `);
  });
  it('require-query-defaults: a member read of the params', () => {
    const code =
      header +
      template('docs://{name}{?q}', 'async (uri, params) => ({ contents: [{ uri, text: params.q.toString() }] })');
    expect(underline(code, 'require-query-defaults')).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        4 | server.template({ name: "r", description: "d", uri: "docs://{name}{?q}" }, async (uri, params) => ({ contents: [{ uri, text: params.q.toString() }] }));
          |                                                                                                                              ^^^^^^^^"
    `);
  });
  it('no-template-as-static-uri: tmcp serves the braces as literal text', () => {
    expect(underline(bracesAsText, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplateIn:
        4 | server.resource({ name: "r", description: "d", uri: "docs://{name}" }, async (uri) => ({ contents: [{ uri, text: "" }] }));
          |                                                     ^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: a template variable naming an owner', () => {
    expect(underline(ownerVariable, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        4 | server.template({ name: "r", description: "d", uri: "notes://{teamId}/{id}" }, async (uri, { teamId, id }) => ({ contents: [{ uri, text: String(teamId) + id }] }));
          |                                                                                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: the file reads the principal elsewhere', () => {
    expect(underline(principalElsewhere, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        5 | server.template({ name: "r", description: "d", uri: "docs://{name}" }, async (uri, { name }) => ({ contents: [{ uri, text: String(name) }] }));
          |                                                                        ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
