// mcp-framework 0.2.x resource classes. What the rule claims is shown by
// test/frameworks/mcp-framework.behaviour.test.ts: reads are looked up by the exact `uri`, and a
// `template` is listed but never matched.
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import validTemplate from '../../../rules/valid-template.js';
import { ruleTester } from '../rule-tester.js';

const fix =
  "mcp-framework matches no templates (a read is looked up by its exact `uri`): serve these URIs from a server that does, e.g. the SDK's `McpServer` with a `ResourceTemplate`.";
const resource = (fields: string) =>
  `import { MCPResource } from "mcp-framework";\nexport default class Docs extends MCPResource {\n${fields}\n  name = "Docs";\n  async read() { return []; }\n}`;

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
      code: resource('  uri = "docs://{page}";'),
      errors: [
        {
          messageId: 'staticTemplateIn',
          line: 3,
          column: 9,
          endLine: 3,
          endColumn: 24,
          data: { uri: 'docs://{page}', framework: 'mcp-framework', fix },
        },
      ],
    },
    {
      code: resource(
        '  uri = "docs://index";\n  protected template = { uriTemplate: "docs://{page}", description: "A page" };',
      ),
      errors: [
        {
          messageId: 'templateNeverMatched',
          line: 4,
          column: 39,
          endLine: 4,
          endColumn: 54,
          data: { framework: 'mcp-framework', template: 'docs://{page}', fix },
        },
      ],
    },
    // Through a namespace import, the template in a constant.
    {
      code: 'import * as mcp from "mcp-framework";\nconst PAGE = "docs://{page}";\nexport class Docs extends mcp.MCPResource { uri = "docs://index"; template = { uriTemplate: PAGE }; }',
      errors: [{ messageId: 'templateNeverMatched', line: 3, column: 93, endLine: 3, endColumn: 97 }],
    },
  ],
});

ruleTester.run('valid-template (mcp-framework)', validTemplate, {
  valid: [{ code: resource('  uri = "docs://index";\n  template = { uriTemplate: "docs://{page}" };') }],
  invalid: [
    {
      code: resource('  uri = "docs://index";\n  template = { uriTemplate: "docs://{page" };'),
      errors: [{ messageId: 'unclosedExpression', line: 4, column: 37, endLine: 4, endColumn: 42 }],
    },
  ],
});
