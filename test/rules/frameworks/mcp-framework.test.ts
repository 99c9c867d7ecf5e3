// mcp-framework 0.2.x resource classes. What the rule claims is shown by
// test/frameworks/mcp-framework.behaviour.test.ts: reads are looked up by the exact `uri`, and a
// `template` is listed but never matched.
import { describe, expect, it } from 'vitest';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import validTemplate from '../../../rules/valid-template.js';
import { underline } from '../../helpers/underline.js';
import { ruleTester } from '../rule-tester.js';

const fix =
  "Serve these URIs from a server that matches templates, e.g. the SDK's `McpServer` with a `ResourceTemplate`.";
const resource = (fields: string) =>
  `import { MCPResource } from "mcp-framework";\nexport default class Docs extends MCPResource {\n${fields}\n  name = "Docs";\n  async read() { return []; }\n}`;

// Cases that check their data below; their locations are drawn at the end: a template as the `uri`, and a
// `template` that is listed but never matched.
const staticUri = resource('  uri = "docs://{page}";');

const listedTemplate = resource(
  '  uri = "docs://index";\n  protected template = { uriTemplate: "docs://{page}", description: "A page" };',
);

ruleTester.run('no-template-as-static-uri (mcp-framework)', noTemplateAsStaticUri, {
  valid: [
    { code: resource('  uri = "docs://index";') },
    // Not mcp-framework's MCPResource.
    {
      code: 'import { MCPResource } from "./base.js";\nexport class Docs extends MCPResource { uri = "docs://{page}"; template = { uriTemplate: "docs://{page}" }; }',
    },
  ],
  invalid: [
    {
      code: staticUri,
      errors: [
        {
          messageId: 'staticTemplateIn',
          data: { uri: 'docs://{page}', framework: 'mcp-framework', fix },
        },
      ],
    },
    {
      code: listedTemplate,
      errors: [
        {
          messageId: 'templateNeverMatched',
          data: { framework: 'mcp-framework', template: 'docs://{page}', fix },
        },
      ],
    },
  ],
});

ruleTester.run('valid-template (mcp-framework)', validTemplate, {
  valid: [{ code: resource('  uri = "docs://index";\n  template = { uriTemplate: "docs://{page}" };') }],
  invalid: [],
});

// Where each finding is reported.
describe('mcp-framework underlines', () => {
  it('no-template-as-static-uri: a template as the `uri`', () => {
    expect(underline(staticUri, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplateIn:
        3 |   uri = "docs://{page}";
          |         ^^^^^^^^^^^^^^^"
    `);
  });
  it('no-template-as-static-uri: a `template` that is listed, never matched', () => {
    expect(underline(listedTemplate, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "templateNeverMatched:
        4 |   protected template = { uriTemplate: "docs://{page}", description: "A page" };
          |                                       ^^^^^^^^^^^^^^^"
    `);
  });
  it('no-template-as-static-uri: through a namespace import, the template in a constant', () => {
    expect(
      underline(
        'import * as mcp from "mcp-framework";\nconst PAGE = "docs://{page}";\nexport class Docs extends mcp.MCPResource { uri = "docs://index"; template = { uriTemplate: PAGE }; }',
        'no-template-as-static-uri',
      ),
    ).toMatchInlineSnapshot(`
      "templateNeverMatched:
        3 | export class Docs extends mcp.MCPResource { uri = "docs://index"; template = { uriTemplate: PAGE }; }
          |                                                                                             ^^^^"
    `);
  });
  it("valid-template: a `template`'s uriTemplate", () => {
    expect(
      underline(resource('  uri = "docs://index";\n  template = { uriTemplate: "docs://{page" };'), 'valid-template'),
    ).toMatchInlineSnapshot(`
      "unclosedExpression:
        4 |   template = { uriTemplate: "docs://{page" };
          |                                     ^^^^^"
    `);
  });
});
