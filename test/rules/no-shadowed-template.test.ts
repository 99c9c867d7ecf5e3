import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-shadowed-template.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const header = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nconst other = new McpServer({ name: "o", version: "1" });\n`;
const reg = (server: string, template: string) =>
  `${server}.registerResource("r", new ResourceTemplate(${JSON.stringify(template)}, { list: undefined }), {}, async () => ({ contents: [] }));\n`;

// A broad template registered before a specific one (its message is checked below, its location drawn).
const broadFirst = header + reg('server', 'catalog://items/{+rest}') + reg('server', 'catalog://items/{id}/reviews');

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
      code: broadFirst,
      errors: [
        {
          messageId: 'shadowed',
          data: {
            later: 'catalog://items/{id}/reviews',
            earlier: 'catalog://items/{+rest}',
            line: 4,
            framework: 'the SDK',
          },
        },
      ],
    },
  ],
});

/** The findings of no-shadowed-template in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-shadowed-template');

// Where each finding is reported: the later template, the one that can never be read.
describe('no-shadowed-template underlines', () => {
  it('a broad template registered before a specific one', () => {
    expect(draw(broadFirst)).toMatchInlineSnapshot(`
      "shadowed:
        5 | server.registerResource("r", new ResourceTemplate("catalog://items/{id}/reviews", { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('identical templates: the second is never reached', () => {
    expect(draw(header + reg('server', 'docs://{id}') + reg('server', 'docs://{name}'))).toMatchInlineSnapshot(`
      "shadowed:
        5 | server.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                   ^^^^^^^^^^^^^^^"
    `);
  });
  it('{.ext} is "\\.[^/,]+", inside what "{+path}" matches', () => {
    expect(draw(header + reg('server', 'file:///{+path}') + reg('server', 'file:///{+path}{.ext}')))
      .toMatchInlineSnapshot(`
      "shadowed:
        5 | server.registerResource("r", new ResourceTemplate("file:///{+path}{.ext}", { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                   ^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('through a constant and an aliased server variable set once', () => {
    expect(
      draw(
        `${header}const T = "docs://{id}";\nserver.registerResource("a", new ResourceTemplate(T, { list: undefined }), {}, async () => ({ contents: [] }));\nserver.registerResource("b", new ResourceTemplate(T + "", { list: undefined }), {}, async () => ({ contents: [] }));`,
      ),
    ).toMatchInlineSnapshot(`
      "shadowed:
        6 | server.registerResource("b", new ResourceTemplate(T + "", { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                   ^^^^^^"
    `);
  });
});
