// What the underline helper draws, and the settings a case may need: a file name, type information.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { underline } from './underline.js';

const imp = `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

describe('underline', () => {
  it('draws each finding under its line, after its messageId', () => {
    expect(underline(`${imp}new ResourceTemplate("a://{x:0}/ {y}", {});`, 'valid-template')).toMatchInlineSnapshot(`
      "invalidPrefix:
        2 | new ResourceTemplate("a://{x:0}/ {y}", {});
          |                             ^^
      invalidLiteral:
        2 | new ResourceTemplate("a://{x:0}/ {y}", {});
          |                                 ^"
    `);
  });
  it('a range over several lines: each line, with a caret past the text for each line break it takes', () => {
    const code = `${imp}const A = "a://{x}";\nnew ResourceTemplate(A +\n  "{y}", {});`;
    expect(underline(code, 'valid-template')).toMatchInlineSnapshot(`
      "adjacentVariables:
        3 | new ResourceTemplate(A +
          |                      ^^^^
        4 |   "{y}", {});
          | ^^^^^^^"
    `);
  });
  it('a range that ends with a line break: the next line is not drawn', () => {
    expect(underline(`${imp}new ResourceTemplate(\`a://\n{x}\`, {});`, 'valid-template')).toMatchInlineSnapshot(`
      "invalidLiteral:
        2 | new ResourceTemplate(\`a://
          |                           ^"
    `);
  });
  it('nothing found: an empty string; code that does not parse: the parse error', () => {
    expect(underline(`${imp}new ResourceTemplate("a://{x}", {});`, 'valid-template')).toBe('');
    expect(underline(`${imp}new ResourceTemplate(`, 'valid-template')).toMatch(/^parse error: /);
  });
  it('the rule options', () => {
    const code = `${imp}new ResourceTemplate("reviews://{isbn}{?limit}", {});`;
    expect(underline(code, 'no-sdk-unsupported-template')).toMatchInlineSnapshot(`
      "requiredQuery:
        2 | new ResourceTemplate("reviews://{isbn}{?limit}", {});
          |                                       ^^^^^^^^"
    `);
    expect(underline(code, 'no-sdk-unsupported-template', [{ reportRequiredQuery: false }])).toBe('');
  });
  it('a file name: `file.ts` unless given, any JavaScript or TypeScript extension', () => {
    const code = `${imp}new ResourceTemplate("a://{x}{y}", {});`;
    expect(underline(code, 'valid-template', [], { filename: 'server.js' })).toBe(underline(code, 'valid-template'));
    const test = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\ndeclare const server: McpServer;\nserver.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: String(id) }] }));`;
    const options = [{ everyRead: true }];
    expect(underline(test, 'require-read-authorization', options, { filename: 'src/server.spec.ts' })).toBe('');
    expect(underline(test, 'require-read-authorization', options, { filename: 'src/server.ts' }))
      .toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: String(id) }] }));
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('parser options: a template imported from another module, with type information or without', () => {
    const tsconfigRootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/type-aware');
    const code = `${imp}import { DOC_TEMPLATE } from "./templates.js";\nnew ResourceTemplate(DOC_TEMPLATE, { list: undefined });`;
    const filename = path.join(tsconfigRootDir, 'server.ts');
    expect(underline(code, 'valid-template', [], { filename })).toContain('unclosedExpression');
    const parserOptions = { projectService: { allowDefaultProject: [] }, tsconfigRootDir };
    expect(underline(code, 'valid-template', [], { filename, parserOptions })).toMatchInlineSnapshot(`
      "unclosedExpression:
        3 | new ResourceTemplate(DOC_TEMPLATE, { list: undefined });
          |                      ^^^^^^^^^^^^"
    `);
  });
});
