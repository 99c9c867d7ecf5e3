// FastMCP 4.x registrations through every rule that reads them. What each rule claims about
// FastMCP is shown by test/frameworks/fastmcp.behaviour.test.ts.
import { describe, expect, it } from 'vitest';
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noSdkUnsupportedTemplate from '../../../rules/no-sdk-unsupported-template.js';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import requireQueryDefaults from '../../../rules/require-query-defaults.js';
import requireReadAuthorization from '../../../rules/require-read-authorization.js';
import validTemplate from '../../../rules/valid-template.js';
import { underline } from '../../helpers/underline.js';
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
  invalid: [],
});

const decodedAgain =
  header + template('docs://{name}', 'async load({ name }) { return { text: decodeURIComponent(name) }; }');

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
      code: decodedAgain,
      errors: [
        {
          messageId: 'doubleDecode',
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
  invalid: [],
});

const sameShape =
  header +
  template('docs://{name}', 'load: async () => ({ text: "" })') +
  template('docs://{other}', 'load: async () => ({ text: "" })', 's');

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
      code: sameShape,
      errors: [
        {
          messageId: 'shadowed',
          data: { later: 'docs://{other}', earlier: 'docs://{name}', line: 4, framework: 'FastMCP' },
        },
      ],
    },
  ],
});

const misspelled = header + template('docs://{name}', 'load: async ({ nam }) => ({ text: nam })');

ruleTester.run('no-unknown-template-variable (FastMCP)', noUnknownTemplateVariable, {
  valid: [
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
    // FastMCP passes undeclared query parameters on to `load`: `z` of "docs://x?q=1&z=2" arrives.
    { code: header + template('docs://{name}{?q}', 'load: async ({ name, z }) => ({ text: name + z })') },
  ],
  invalid: [
    {
      code: misspelled,
      errors: [
        {
          messageId: 'unknownVariable',
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
const destructuredQuery = header + template('docs://{name}{?q}', 'load: async ({ q }) => ({ text: q.trim() })');

// FastMCP matches a URI without its query parameters and leaves them out of `load`'s argument.
ruleTester.run('require-query-defaults (FastMCP)', requireQueryDefaults, {
  valid: [{ code: header + template('docs://{name}{?q}', 'load: async ({ q = "" }) => ({ text: q.trim() })') }],
  invalid: [
    {
      code: destructuredQuery,
      errors: [
        {
          messageId: 'queryWithoutDefault',
          data: { name: 'q', template: 'docs://{name}{?q}', expression: '{?q}' },
        },
      ],
    },
  ],
});
// FastMCP serves the braces as literal text.
const bracesAsText =
  header + 'server.addResource({ uri: "docs://{name}", name: "d", load: async () => ({ text: "" }) });';

ruleTester.run('no-template-as-static-uri (FastMCP)', noTemplateAsStaticUri, {
  valid: [
    { code: header + 'server.addResource({ uri: "docs://readme", name: "d", load: async () => ({ text: "" }) });' },
  ],
  invalid: [
    {
      code: bracesAsText,
      errors: [
        {
          messageId: 'staticTemplateIn',
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

const ownerVariable =
  header + template('notes://{teamId}/{id}', 'load: async ({ teamId, id }) => ({ text: teamId + id })');

// The principal is used by another resource of the file: this one has no check.
const principalElsewhere =
  header +
  template(
    'a://{id}',
    'load: async ({ id }, session) => { if (!(await canRead(session, id))) throw new Error("Resource not found"); return { text: id }; }',
    'a',
  ) +
  template('b://{id}', 'load: async ({ id }) => ({ text: id })', 'b');

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
    // …or compared with it.
    {
      code:
        header +
        template(
          'notes://{teamId}/{id}',
          'async load({ teamId, id }, auth) { if (teamId !== auth?.extra?.team) throw new Error("Resource not found"); return { text: id }; }',
        ),
    },
    // No evidence that the resource belongs to anyone: a public resource.
    { code: header + template('docs://{name}', 'load: async ({ name }) => ({ text: name })') },
  ],
  invalid: [
    {
      code: ownerVariable,
      errors: [
        {
          messageId: 'missing',
          data: {
            resource: 'resource "r"',
            principal: 'auth',
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
          data: { resource: 'resource "b"', principal: 'auth', evidence: '`canRead()` checks a read on line 4' },
        },
      ],
    },
  ],
});

// Where each finding is reported.
describe('FastMCP underlines', () => {
  it('valid-template: a template given to addResourceTemplate', () => {
    expect(underline(header + template('docs://{name', 'load: async () => ({ text: "" })'), 'valid-template'))
      .toMatchInlineSnapshot(`
      "unclosedExpression:
        4 | server.addResourceTemplate({ uriTemplate: "docs://{name", name: "r", arguments: [], load: async () => ({ text: "" }) });
          |                                                   ^^^^^"
    `);
  });
  it("valid-template: a definition object declared with FastMCP's type, registered in another module", () => {
    expect(
      underline(
        `import type { ResourceTemplate as Template } from "fastmcp";\nexport const doc: Template<undefined> = {\n  uriTemplate: "docs://{na me}",\n  name: "Doc",\n  arguments: [],\n  load: async () => ({ text: "" }),\n};`,
        'valid-template',
      ),
    ).toMatchInlineSnapshot(`
      "invalidVariableName:
        3 |   uriTemplate: "docs://{na me}",
          |                         ^^^^^"
    `);
  });
  it('valid-template: through a namespace import and `satisfies`', () => {
    expect(
      underline(
        `import * as fastmcp from "fastmcp";\nexport default { uriTemplate: "docs://{}", name: "Doc", arguments: [], load: async () => ({ text: "" }) } satisfies fastmcp.ResourceTemplate<undefined>;`,
        'valid-template',
      ),
    ).toMatchInlineSnapshot(`
      "emptyExpression:
        2 | export default { uriTemplate: "docs://{}", name: "Doc", arguments: [], load: async () => ({ text: "" }) } satisfies fastmcp.ResourceTemplate<undefined>;
          |                                       ^^"
    `);
  });
  it('no-double-decode: a destructured variable decoded again', () => {
    expect(underline(decodedAgain, 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        4 | server.addResourceTemplate({ uriTemplate: "docs://{name}", name: "r", arguments: [], async load({ name }) { return { text: decodeURIComponent(name) }; } });
          |                                                                                                                            ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-double-decode: a member of the arguments decoded again', () => {
    expect(
      underline(
        header + template('docs://{name}', 'load: async (args) => ({ text: decodeURI(args.name) })'),
        'no-double-decode',
      ),
    ).toMatchInlineSnapshot(`
      "doubleDecode:
        4 | server.addResourceTemplate({ uriTemplate: "docs://{name}", name: "r", arguments: [], load: async (args) => ({ text: decodeURI(args.name) }) });
          |                                                                                                                     ^^^^^^^^^"
    `);
  });
  it('no-path-traversal: a reserved variable read as it arrives', () => {
    expect(
      underline(
        header + template('files://{+path}', 'load: async ({ path }) => ({ text: await readFile(path, "utf8") })'),
        'no-path-traversal',
      ),
    ).toMatchInlineSnapshot(`
      "reservedTraversal:
        4 | server.addResourceTemplate({ uriTemplate: "files://{+path}", name: "r", arguments: [], load: async ({ path }) => ({ text: await readFile(path, "utf8") }) });
          |                                                                                                                                          ^^^^"
    `);
  });
  it('no-path-traversal: the definition object in a const of the file, registered by name', () => {
    const code =
      header +
      'const files = { uriTemplate: "files://{name}", name: "f", arguments: [], load: async ({ name }: { name: string }) => ({ text: await readFile("/srv/" + name, "utf8") }) };\nserver.addResourceTemplate(files);';
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "traversal:
        4 | const files = { uriTemplate: "files://{name}", name: "f", arguments: [], load: async ({ name }: { name: string }) => ({ text: await readFile("/srv/" + name, "utf8") }) };
          |                                                                                                                                              ^^^^^^^^^^^^^^"
    `);
  });
  it('no-shadowed-template: the later of two templates of the same shape', () => {
    expect(underline(sameShape, 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        5 | server.addResourceTemplate({ uriTemplate: "docs://{other}", name: "s", arguments: [], load: async () => ({ text: "" }) });
          |                                           ^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-unknown-template-variable: a misspelled variable', () => {
    expect(underline(misspelled, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        4 | server.addResourceTemplate({ uriTemplate: "docs://{name}", name: "r", arguments: [], load: async ({ nam }) => ({ text: nam }) });
          |                                                                                                     ^^^"
    `);
  });
  it('require-query-defaults: a destructured query variable without a default', () => {
    expect(underline(destructuredQuery, 'require-query-defaults')).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        4 | server.addResourceTemplate({ uriTemplate: "docs://{name}{?q}", name: "r", arguments: [], load: async ({ q }) => ({ text: q.trim() }) });
          |                                                                                                         ^"
    `);
  });
  it('no-template-as-static-uri: FastMCP serves the braces as literal text', () => {
    expect(underline(bracesAsText, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplateIn:
        4 | server.addResource({ uri: "docs://{name}", name: "d", load: async () => ({ text: "" }) });
          |                           ^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: a template variable naming an owner', () => {
    expect(underline(ownerVariable, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        4 | server.addResourceTemplate({ uriTemplate: "notes://{teamId}/{id}", name: "r", arguments: [], load: async ({ teamId, id }) => ({ text: teamId + id }) });
          |                                                                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: the principal is used by another resource of the file', () => {
    expect(underline(principalElsewhere, 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        5 | server.addResourceTemplate({ uriTemplate: "b://{id}", name: "b", arguments: [], load: async ({ id }) => ({ text: id }) });
          |                                                                                       ^^^^^^^^^^^^^^^^^"
    `);
  });
});
