// One project layer, with type information or without: a template imported from another module
// (test/fixtures/type-aware/templates.ts) is read in that module and analysed like a local one, and
// `parserOptions.projectService` changes nothing about it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import noPathTraversal from '../../rules/no-path-traversal.js';
import validTemplate from '../../rules/valid-template.js';
import { underline } from '../helpers/underline.js';
import { RuleTester } from '@typescript-eslint/rule-tester';
import { ruleTester as untyped } from './rule-tester.js';

const tsconfigRootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/type-aware');
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: [] }, tsconfigRootDir } },
});
const filename = path.join(tsconfigRootDir, 'server.ts');

const sdk =
  'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" });\n';
const importedInvalid = `${sdk}import { DOC_TEMPLATE, TEMPLATES, mutable } from "./templates.js";\nserver.registerResource("doc", new ResourceTemplate(DOC_TEMPLATE, { list: undefined }), {}, async () => ({ contents: [] }));\n`;
const importedMember = `${sdk}import { TEMPLATES } from "./templates.js";\nserver.registerResource("page", new ResourceTemplate(TEMPLATES.page, { list: undefined }), {}, async () => ({ contents: [] }));\n`;
const importedMutable = `${sdk}import { mutable } from "./templates.js";\nserver.registerResource("m", new ResourceTemplate(mutable, { list: undefined }), {}, async () => ({ contents: [] }));\n`;
const importedTraversal = `${sdk}import { readFile } from "node:fs/promises";\nimport { FILE_TEMPLATE } from "./templates.js";\nserver.registerResource("file", new ResourceTemplate(FILE_TEMPLATE, { list: undefined }), {}, async (uri, { path }) => ({ contents: [{ uri: uri.href, text: await readFile(String(path), "utf8") }] }));\n`;

typed.run('valid-template (type-aware)', validTemplate, {
  // `let`: its type is `string`, not one literal.
  valid: [{ code: importedMutable, filename }],
  invalid: [
    // Reported at the name: the template's characters are written in the other module.
    {
      code: importedInvalid,
      filename,
      errors: [
        {
          messageId: 'unclosedExpression',
          data: { detail: 'expression "{name" is not closed: add "}" after it' },
        },
      ],
    },
  ],
});

typed.run('no-path-traversal (type-aware)', noPathTraversal, {
  valid: [],
  invalid: [
    {
      code: importedTraversal,
      filename,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+path}` of "files://{+path}"',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: '',
            written: '{+path}',
          },
        },
      ],
    },
  ],
});

untyped.run('valid-template (no type information)', validTemplate, {
  valid: [
    { code: importedMutable, filename },
    // Not on disk (text piped to the linter): no project to read the import from.
    { code: importedInvalid },
  ],
  invalid: [
    {
      code: importedInvalid,
      filename,
      errors: [{ messageId: 'unclosedExpression', line: 4, column: 53, endLine: 4, endColumn: 65 }],
    },
    {
      code: importedMember,
      filename,
      errors: [{ messageId: 'duplicateVariable', line: 4, column: 54, endLine: 4, endColumn: 68 }],
    },
  ],
});

/** How the typed tester lints: the fixture project's file, with type information. */
const typeInformation = {
  filename,
  parserOptions: { projectService: { allowDefaultProject: [] }, tsconfigRootDir },
};

// Where each finding is reported with type information: at the name of the imported template.
describe('type-aware underlines', () => {
  it('valid-template: an imported template with an error, at its name', () => {
    expect(underline(importedInvalid, 'valid-template', [], typeInformation)).toMatchInlineSnapshot(`
      "unclosedExpression:
        4 | server.registerResource("doc", new ResourceTemplate(DOC_TEMPLATE, { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                     ^^^^^^^^^^^^"
    `);
  });
  it('valid-template: an imported member', () => {
    expect(underline(importedMember, 'valid-template', [], typeInformation)).toMatchInlineSnapshot(`
      "duplicateVariable:
        4 | server.registerResource("page", new ResourceTemplate(TEMPLATES.page, { list: undefined }), {}, async () => ({ contents: [] }));
          |                                                      ^^^^^^^^^^^^^^"
    `);
  });
  it('no-path-traversal: a variable of an imported template', () => {
    expect(underline(importedTraversal, 'no-path-traversal', [], typeInformation)).toMatchInlineSnapshot(`
      "reservedTraversal:
        5 | server.registerResource("file", new ResourceTemplate(FILE_TEMPLATE, { list: undefined }), {}, async (uri, { path }) => ({ contents: [{ uri: uri.href, text: await readFile(String(path), "utf8") }] }));
          |                                                                                                                                                                            ^^^^^^^^^^^^"
    `);
  });
});
