import rule from '../../rules/no-shadowed-template.js';
import { ruleTester } from './rule-tester.js';

const header = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nconst other = new McpServer({ name: "o", version: "1" });\n`;
const reg = (server: string, template: string) =>
  `${server}.registerResource("r", new ResourceTemplate(${JSON.stringify(template)}, { list: undefined }), {}, async () => ({ contents: [] }));\n`;

ruleTester.run('no-shadowed-template', rule, {
  valid: [
    // Specific first, broad second: both reachable.
    { code: header + reg('server', 'catalog://items/{id}/reviews') + reg('server', 'catalog://items/{+rest}') },
    // Different servers.
    { code: header + reg('server', 'catalog://items/{+rest}') + reg('other', 'catalog://items/{id}/reviews') },
    // Overlapping but not covering: "docs://{id}" does not match "docs://a/b".
    { code: header + reg('server', 'docs://{id}') + reg('server', 'docs://{+path}') },
    // The query value is "[^&]+" for the SDK, which may contain "/": "docs://a?v=b/c" escapes "docs://{id}".
    { code: header + reg('server', 'docs://{id}') + reg('server', 'docs://{id}{?v}') },
    { code: header + reg('server', 'docs://{id}.md') + reg('server', 'docs://{id}') },
    { code: header + reg('server', 'a://{x}/{y}') + reg('server', 'a://{x}') },
    // A template with errors is never compared.
    { code: header + reg('server', 'docs://{') + reg('server', 'docs://{id}') },
  ],
  invalid: [
    {
      code: header + reg('server', 'catalog://items/{+rest}') + reg('server', 'catalog://items/{id}/reviews'),
      errors: [
        {
          messageId: 'shadowed',
          line: 5,
          column: 51,
          endLine: 5,
          endColumn: 81,
          data: {
            later: 'catalog://items/{id}/reviews',
            earlier: 'catalog://items/{+rest}',
            line: 4,
            framework: 'the SDK',
          },
        },
      ],
    },
    {
      // Identical templates: the second is never reached.
      code: header + reg('server', 'docs://{id}') + reg('server', 'docs://{name}'),
      errors: [{ messageId: 'shadowed', line: 5, column: 51, endLine: 5, endColumn: 66 }],
    },
    {
      // {.ext} is "\\.[^/,]+", inside what "{+path}" matches.
      code: header + reg('server', 'file:///{+path}') + reg('server', 'file:///{+path}{.ext}'),
      errors: [{ messageId: 'shadowed', line: 5, column: 51, endLine: 5, endColumn: 74 }],
    },
    {
      // Through a constant and an aliased server variable set once.
      code: `${header}const T = "docs://{id}";\nserver.registerResource("a", new ResourceTemplate(T, { list: undefined }), {}, async () => ({ contents: [] }));\nserver.registerResource("b", new ResourceTemplate(T + "", { list: undefined }), {}, async () => ({ contents: [] }));`,
      errors: [{ messageId: 'shadowed', line: 6, column: 51, endLine: 6, endColumn: 57 }],
    },
  ],
});
