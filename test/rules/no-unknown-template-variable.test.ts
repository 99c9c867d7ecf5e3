import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-unknown-template-variable.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const TEAM = `new ResourceTemplate("docs://team/{team}/policy/{name}", { list: undefined })`;

// The invalid cases, which check their suggestions below; their locations are drawn at the end.
// Destructured shorthand: the suggestion keeps the local name.
const shorthand = `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, { teamId, name }, extra) => ({ contents: [] }));`;
// SDK v2, member read, handler passed by name (function declaration).
const memberRead = `${v2}async function readPolicy(uri: URL, variables: Record<string, string>, ctx: unknown) {\n  return { contents: [{ uri: uri.href, text: variables.teamId + variables.name }] };\n}\nserver.registerResource("p", ${TEAM}, {}, readPolicy);`;
// Bracket read with a string key; const handler; template in a constant; aliased import.
const bracketRead = `import { McpServer as S, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new S({ name: "s", version: "1" });\nconst T = 'reviews://{isbn}{?limit}';\nconst read = async (uri: URL, v: Record<string, string | undefined>) => ({ contents: [{ uri: uri.href, text: String(v['ISBN']) + (v.limit ?? '') }] });\nserver.registerResource("r", new RT(T, { list: undefined }), {}, read);`;
// Renamed destructuring keeps its binding; a default is kept too. Wrapped handler, namespace import.
const renamed = `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new mcp.McpServer({ name: "s", version: "1" });\ndeclare function withAuth<T>(h: T): T;\nserver.registerResource("r", new mcp.ResourceTemplate("reviews://{isbn}{?limit}", { list: undefined }), {}, withAuth(async (uri, { isbn, limt: n = "10" }) => ({ contents: [] })));`;
// The read name ends a declared one: that is the suggestion.
const suffix = `${v1}server.registerResource("b", new ResourceTemplate("lms://buckets/{bucketId}/history", { list: undefined }), {}, async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables["id"]) }] }));`;
// Nothing close enough: reported without a suggestion. Deprecated `resource` API.
const nothingClose = `${v1}server.resource("p", ${TEAM}, async (uri, { owner }) => ({ contents: [] }));`;
// A dotted template name needs a quoted key; a later destructuring of the variables object.
const dottedDestructured = `${v1}server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, vars) => {\n  const { userid } = vars;\n  return { contents: [{ uri: uri.href, text: String(userid) }] };\n});`;
// Optional member read of a dotted name: becomes a bracket read.
const dottedOptional = `${v1}server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, vars) => ({ contents: [{ uri: uri.href, text: String(vars?.userId) }] }));`;

ruleTester.run('no-unknown-template-variable', rule, {
  valid: [
    // Every read is declared, in each form.
    {
      code: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, { team, name }, extra) => ({ contents: [] }));`,
    },
    {
      code: `${v2}server.registerResource("p", ${TEAM}, {}, async (uri, variables, ctx) => ({ contents: [{ uri: uri.href, text: String(variables.team) + String(variables["name"]) }] }));`,
    },
    // Query variables and dotted names are declared too.
    {
      code: `${v1}server.registerResource("r", new ResourceTemplate("reviews://{isbn}{?limit,sort}", { list: undefined }), {}, async (uri, { isbn, limit = "10", sort = "new" }) => ({ contents: [] }));`,
    },
    {
      code: `${v1}server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, v) => ({ contents: [{ uri: uri.href, text: String(v["user.id"]) }] }));`,
    },
    // A computed key from a variable cannot be resolved: not reported.
    {
      code: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, variables) => { for (const k of ["team", "teamId"]) console.log(variables[k]); return { contents: [] }; });`,
    },
    // Odd shapes do not crash: no parameters, a default for the whole object, optional chaining.
    { code: `${v1}server.registerResource("p", ${TEAM}, {}, async () => ({ contents: [] }));` },
    {
      code: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, { team } = { team: "x" }) => ({ contents: [{ uri: uri.href, text: String(team) }] }));`,
    },
    {
      code: `${v2}server.registerResource("p", ${TEAM}, {}, async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables?.["team"]) }] }));`,
    },
    // A method call on the variables object is not a variable read.
    {
      code: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables.hasOwnProperty("team")) }] }));`,
    },
    // Rest element: reads nothing by name.
    {
      code: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, { team, ...rest }) => ({ contents: [{ uri: uri.href, text: JSON.stringify(rest) }] }));`,
    },
    // The template is not statically known.
    {
      code: `${v1}declare const t: string;\nserver.registerResource("p", new ResourceTemplate(t, { list: undefined }), {}, async (uri, { teamId }) => ({ contents: [] }));`,
    },
    // A template with a syntax error is valid-template's business.
    {
      code: `${v1}server.registerResource("p", new ResourceTemplate("docs://{team", { list: undefined }), {}, async (uri, { teamId }) => ({ contents: [] }));`,
    },
    // A static resource has no variables parameter: (uri, extra).
    {
      code: `${v1}server.registerResource("p", "docs://readme", {}, async (uri, extra) => ({ contents: [{ uri: uri.href, text: String(extra.authInfo?.clientId) }] }));`,
    },
    // Low-level handler: the request carries only a URI.
    {
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "s", version: "1" }, { capabilities: {} });\nserver.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => ({ contents: [{ uri: request.params.uri, text: "" }] }));`,
    },
    // Not an SDK server and no template: not a registration.
    {
      code: `const store = { resource(a: string, b: string, c: (x: { teamId: string }) => void) {} };\nstore.resource("a", "b", ({ teamId }) => {});`,
    },
  ],
  invalid: [
    {
      code: shorthand,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `${v1}server.registerResource("p", ${TEAM}, {}, async (uri, { team: teamId, name }, extra) => ({ contents: [] }));`,
            },
          ],
        },
      ],
    },
    {
      code: memberRead,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `${v2}async function readPolicy(uri: URL, variables: Record<string, string>, ctx: unknown) {\n  return { contents: [{ uri: uri.href, text: variables.team + variables.name }] };\n}\nserver.registerResource("p", ${TEAM}, {}, readPolicy);`,
            },
          ],
        },
      ],
    },
    {
      code: bracketRead,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `import { McpServer as S, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new S({ name: "s", version: "1" });\nconst T = 'reviews://{isbn}{?limit}';\nconst read = async (uri: URL, v: Record<string, string | undefined>) => ({ contents: [{ uri: uri.href, text: String(v['isbn']) + (v.limit ?? '') }] });\nserver.registerResource("r", new RT(T, { list: undefined }), {}, read);`,
            },
          ],
        },
      ],
    },
    {
      code: renamed,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new mcp.McpServer({ name: "s", version: "1" });\ndeclare function withAuth<T>(h: T): T;\nserver.registerResource("r", new mcp.ResourceTemplate("reviews://{isbn}{?limit}", { list: undefined }), {}, withAuth(async (uri, { isbn, limit: n = "10" }) => ({ contents: [] })));`,
            },
          ],
        },
      ],
    },
    {
      code: suffix,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `${v1}server.registerResource("b", new ResourceTemplate("lms://buckets/{bucketId}/history", { list: undefined }), {}, async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables["bucketId"]) }] }));`,
            },
          ],
        },
      ],
    },
    {
      code: nothingClose,
      errors: [{ messageId: 'unknownVariable', suggestions: [] }],
    },
    {
      code: dottedDestructured,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `${v1}server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, vars) => {\n  const { "user.id": userid } = vars;\n  return { contents: [{ uri: uri.href, text: String(userid) }] };\n});`,
            },
          ],
        },
      ],
    },
    {
      code: dottedOptional,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: `${v1}server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, vars) => ({ contents: [{ uri: uri.href, text: String(vars?.["user.id"]) }] }));`,
            },
          ],
        },
      ],
    },
  ],
});

/** The findings of no-unknown-template-variable in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-unknown-template-variable');

// Where each finding is reported: the name read that the template does not declare.
describe('no-unknown-template-variable underlines', () => {
  it('destructured shorthand: the property name', () => {
    expect(draw(shorthand)).toMatchInlineSnapshot(`
      "unknownVariable:
        3 | server.registerResource("p", new ResourceTemplate("docs://team/{team}/policy/{name}", { list: undefined }), {}, async (uri, { teamId, name }, extra) => ({ contents: [] }));
          |                                                                                                                               ^^^^^^"
    `);
  });
  it('SDK v2, member read, handler passed by name: the property name', () => {
    expect(draw(memberRead)).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |   return { contents: [{ uri: uri.href, text: variables.teamId + variables.name }] };
          |                                                        ^^^^^^"
    `);
  });
  it('bracket read with a string key: the key', () => {
    expect(draw(bracketRead)).toMatchInlineSnapshot(`
      "unknownVariable:
        4 | const read = async (uri: URL, v: Record<string, string | undefined>) => ({ contents: [{ uri: uri.href, text: String(v['ISBN']) + (v.limit ?? '') }] });
          |                                                                                                                       ^^^^^^"
    `);
  });
  it('renamed destructuring with a default: the property name', () => {
    expect(draw(renamed)).toMatchInlineSnapshot(`
      "unknownVariable:
        4 | server.registerResource("r", new mcp.ResourceTemplate("reviews://{isbn}{?limit}", { list: undefined }), {}, withAuth(async (uri, { isbn, limt: n = "10" }) => ({ contents: [] })));
          |                                                                                                                                          ^^^^"
    `);
  });
  it('the read name ends a declared one', () => {
    expect(draw(suffix)).toMatchInlineSnapshot(`
      "unknownVariable:
        3 | server.registerResource("b", new ResourceTemplate("lms://buckets/{bucketId}/history", { list: undefined }), {}, async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables["id"]) }] }));
          |                                                                                                                                                                                                 ^^^^"
    `);
  });
  it('nothing close enough', () => {
    expect(draw(nothingClose)).toMatchInlineSnapshot(`
      "unknownVariable:
        3 | server.resource("p", new ResourceTemplate("docs://team/{team}/policy/{name}", { list: undefined }), async (uri, { owner }) => ({ contents: [] }));
          |                                                                                                                   ^^^^^"
    `);
  });
  it('a later destructuring of the variables object', () => {
    expect(draw(dottedDestructured)).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |   const { userid } = vars;
          |           ^^^^^^"
    `);
  });
  it('an optional member read', () => {
    expect(draw(dottedOptional)).toMatchInlineSnapshot(`
      "unknownVariable:
        3 | server.registerResource("u", new ResourceTemplate("users://{user.id}", { list: undefined }), {}, async (uri, vars) => ({ contents: [{ uri: uri.href, text: String(vars?.userId) }] }));
          |                                                                                                                                                                         ^^^^^^"
    `);
  });
});
