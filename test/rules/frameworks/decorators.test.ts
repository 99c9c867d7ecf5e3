// Decorator frameworks (@rekog/mcp-nest, FrontMCP): only their templates are read, so only
// valid-template's syntax errors, which need no fact about the framework, are reported.
import { describe, expect, it } from 'vitest';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import validTemplate from '../../../rules/valid-template.js';
import { underline } from '../../helpers/underline.js';
import { ruleTester } from '../rule-tester.js';

const nest = (decorator: string) =>
  `import { McpController, ResourceTemplate, Resource } from "@rekog/mcp-nest";\n@McpController()\nexport class Accounts {\n  ${decorator}\n  get({ uri }: { uri: string }) { return { contents: [] }; }\n}`;
const front = (decorator: string) =>
  `import { ResourceTemplate as Template, ResourceContext } from "@frontmcp/sdk";\n${decorator}\nexport default class Expense extends ResourceContext<{ id: string }> {\n  async execute(uri: string) { return { contents: [] }; }\n}`;

ruleTester.run('valid-template (decorators)', validTemplate, {
  valid: [
    { code: nest('@ResourceTemplate({ name: "a", uriTemplate: "mcp://accounts/{userId}" })') },
    { code: front('@Template({ name: "e", uriTemplate: "expense://expenses/{id}" })') },
    // Ambiguity is judged against the SDK's matcher, which these frameworks do not use.
    { code: nest('@ResourceTemplate({ name: "a", uriTemplate: "mcp://accounts/{a}{b}" })') },
    // A decorator of the same name from elsewhere.
    {
      code: 'import { ResourceTemplate } from "./decorators.js";\nclass A { @ResourceTemplate({ uriTemplate: "a://{x" }) m() {} }',
    },
  ],
  invalid: [],
});

ruleTester.run('rules that need a framework fact are quiet on decorators', noShadowedTemplate, {
  valid: [
    {
      code: nest(
        '@ResourceTemplate({ name: "a", uriTemplate: "mcp://a/{x}" })\n  a() {}\n  @ResourceTemplate({ name: "b", uriTemplate: "mcp://a/{y}" })',
      ),
    },
  ],
  invalid: [],
});
ruleTester.run('no-template-as-static-uri is quiet on decorators', noTemplateAsStaticUri, {
  valid: [{ code: nest('@Resource({ name: "a", uri: "mcp://accounts/{userId}" })') }],
  invalid: [],
});

// Where each finding is reported: in the decorator's uriTemplate.
describe('decorators underlines', () => {
  it('valid-template: @rekog/mcp-nest', () => {
    expect(underline(nest('@ResourceTemplate({ name: "a", uriTemplate: "mcp://accounts/{userId" })'), 'valid-template'))
      .toMatchInlineSnapshot(`
      "unclosedExpression:
        4 |   @ResourceTemplate({ name: "a", uriTemplate: "mcp://accounts/{userId" })
          |                                                               ^^^^^^^"
    `);
  });
  it('valid-template: FrontMCP', () => {
    expect(underline(front('@Template({ name: "e", uriTemplate: "expense://expenses/{ id}" })'), 'valid-template'))
      .toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | @Template({ name: "e", uriTemplate: "expense://expenses/{ id}" })
          |                                                          ^^^"
    `);
  });
});
