import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-template-as-static-uri.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const v2 = `import { McpServer } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

// The invalid cases check their suggestions below; their locations are drawn at the end.
const inlineHandler = `${v1}server.registerResource("doc", "docs://{id}", {}, async (uri, extra) => ({ contents: [] }));`;
// v2, a constant-built URI, the deprecated `resource`, a handler passed by name (left as is).
const deprecatedApi = `${v2}const BASE = "docs://";\nasync function read(uri: URL) { return { contents: [] }; }\nserver.resource("doc", \`\${BASE}{id}\`, read);`;
// No SDK import in this file (the server is a parameter): a new import is added.
const noImport = `export function register(server: any) {\n  server.registerResource("doc", "docs://{id}", {}, async (uri: URL) => ({ contents: [] }));\n}`;

ruleTester.run('no-template-as-static-uri', rule, {
  valid: [
    { code: `${v1}server.registerResource("readme", "docs://readme", {}, async (uri) => ({ contents: [] }));` },
    {
      code: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [] }));`,
    },
    // "{ }" with only white space is not a template for the SDK either.
    { code: `${v1}server.registerResource("odd", "docs://{ }", {}, async (uri) => ({ contents: [] }));` },
    // Not a resource registration.
    { code: `const cache = new Map();\ncache.resource("a", "docs://{id}", () => 1);` },
    { code: `${v1}server.registerTool("t", { description: "docs://{id}" }, async () => ({ content: [] }));` },
  ],
  invalid: [
    {
      code: inlineHandler,
      errors: [
        {
          messageId: 'staticTemplate',
          suggestions: [
            {
              messageId: 'wrapInResourceTemplate',
              output: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, variables, extra) => ({ contents: [] }));`,
            },
          ],
        },
      ],
    },
    {
      code: deprecatedApi,
      errors: [
        {
          messageId: 'staticTemplate',
          suggestions: [
            {
              messageId: 'wrapInResourceTemplate',
              output: `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\nconst BASE = "docs://";\nasync function read(uri: URL) { return { contents: [] }; }\nserver.resource("doc", new ResourceTemplate(\`\${BASE}{id}\`, { list: undefined }), read);`,
            },
          ],
        },
      ],
    },
    {
      code: noImport,
      errors: [
        {
          messageId: 'staticTemplate',
          suggestions: [
            {
              messageId: 'wrapInResourceTemplate',
              output: `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function register(server: any) {\n  server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri: URL) => ({ contents: [] }));\n}`,
            },
          ],
        },
      ],
    },
  ],
});

/** The findings of no-template-as-static-uri in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-template-as-static-uri');

// Where each finding is reported: the URI registered as static.
describe('no-template-as-static-uri underlines', () => {
  it('a template registered as a static URI, inline handler', () => {
    expect(draw(inlineHandler)).toMatchInlineSnapshot(`
      "staticTemplate:
        3 | server.registerResource("doc", "docs://{id}", {}, async (uri, extra) => ({ contents: [] }));
          |                                ^^^^^^^^^^^^^"
    `);
  });
  it('v2, a constant-built URI, the deprecated `resource`', () => {
    expect(draw(deprecatedApi)).toMatchInlineSnapshot(`
      "staticTemplate:
        5 | server.resource("doc", \`\${BASE}{id}\`, read);
          |                        ^^^^^^^^^^^^^"
    `);
  });
  it('no SDK import in this file (the server is a parameter)', () => {
    expect(draw(noImport)).toMatchInlineSnapshot(`
      "staticTemplate:
        2 |   server.registerResource("doc", "docs://{id}", {}, async (uri: URL) => ({ contents: [] }));
          |                                  ^^^^^^^^^^^^^"
    `);
  });
});
