// Decorator frameworks (@rekog/mcp-nest, @nest-mcp/server, FrontMCP): no fact about them is shown, so only the claims
// that hold for any matcher are made: valid-template's syntax errors, and on the read function the
// decorated method or class holds (known by its parameters), undeclared variable reads.
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
  it('no-unknown-template-variable: an @rekog/mcp-nest method destructures a name the template lacks (its uri is not one)', () => {
    const code = `import { ResourceTemplate } from "@rekog/mcp-nest";
export class Greeting {
  @ResourceTemplate({ name: "lang", uriTemplate: "mcp://users/{username}" })
  language({ uri, name }: { uri: string; name: string }) { return { contents: [{ uri, text: name }] }; }
}`;
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |   language({ uri, name }: { uri: string; name: string }) { return { contents: [{ uri, text: name }] }; }
          |                   ^^^^"
    `);
  });
  it('no-unknown-template-variable: a @nest-mcp/server method reads a variable the template lacks', () => {
    const code = `import { ResourceTemplate } from "@nest-mcp/server";
export class Users {
  @ResourceTemplate({ name: "p", uriTemplate: "data://users/{userId}/profile" })
  async profile(uri: URL, params: { userId: string }) { return { contents: [{ uri: uri.href, text: params.id }] }; }
}`;
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |   async profile(uri: URL, params: { userId: string }) { return { contents: [{ uri: uri.href, text: params.id }] }; }
          |                                                                                                           ^^"
    `);
  });
  it('no-unknown-template-variable: the execute(uri, params) of a FrontMCP class', () => {
    const code = `import { ResourceTemplate, ResourceContext } from "@frontmcp/sdk";
@ResourceTemplate({ name: "e", uriTemplate: "expense://expenses/{expenseId}" })
export default class Expense extends ResourceContext<{ expenseId: string }> {
  async execute(uri: string, params: { expenseId: string }) { return { contents: [{ uri, text: params.id }] }; }
}`;
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        4 |   async execute(uri: string, params: { expenseId: string }) { return { contents: [{ uri, text: params.id }] }; }
          |                                                                                                       ^^"
    `);
  });
});
