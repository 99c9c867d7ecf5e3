// Decorator frameworks (@rekog/mcp-nest, FrontMCP): only their templates are read, so only
// valid-template's syntax errors, which need no fact about the framework, are reported.
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import validTemplate from '../../../rules/valid-template.js';
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
  invalid: [
    {
      code: nest('@ResourceTemplate({ name: "a", uriTemplate: "mcp://accounts/{userId" })'),
      errors: [{ messageId: 'unclosedExpression', line: 4, column: 63, endLine: 4, endColumn: 70 }],
    },
    {
      code: front('@Template({ name: "e", uriTemplate: "expense://expenses/{ id}" })'),
      errors: [{ messageId: 'invalidVariableName', line: 2, column: 58, endLine: 2, endColumn: 61 }],
    },
  ],
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
