import rule from '../../rules/no-template-as-static-uri.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const v2 = `import { McpServer } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

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
      code: `${v1}server.registerResource("doc", "docs://{id}", {}, async (uri, extra) => ({ contents: [] }));`,
      errors: [
        {
          messageId: 'staticTemplate',
          line: 3,
          column: 32,
          endLine: 3,
          endColumn: 45,
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
      // v2, a constant-built URI, the deprecated `resource`, a handler passed by name (left as is).
      code: `${v2}const BASE = "docs://";\nasync function read(uri: URL) { return { contents: [] }; }\nserver.resource("doc", \`\${BASE}{id}\`, read);`,
      errors: [
        {
          messageId: 'staticTemplate',
          line: 5,
          column: 24,
          endLine: 5,
          endColumn: 37,
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
      // No SDK import in this file (the server is a parameter): a new import is added.
      code: `export function register(server: any) {\n  server.registerResource("doc", "docs://{id}", {}, async (uri: URL) => ({ contents: [] }));\n}`,
      errors: [
        {
          messageId: 'staticTemplate',
          line: 2,
          column: 34,
          endLine: 2,
          endColumn: 47,
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
