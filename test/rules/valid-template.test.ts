import { describe, expect, it } from 'vitest';
import rule from '../../rules/valid-template.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\n`;

ruleTester.run('valid-template', rule, {
  valid: [
    { code: `${v1}new ResourceTemplate("docs://team/{team}/policy/{name}", { list: undefined });` },
    { code: `${v2}new ResourceTemplate("file:///{+path}{.ext}", { list: undefined });` },
    { code: `${v1}new ResourceTemplate("reviews://{isbn}{?limit,sort}", { list: undefined });` },
    // Not from the SDK: a class that happens to share the name.
    { code: `class ResourceTemplate { constructor(t: string) {} }\nnew ResourceTemplate("{a}{b}");` },
    // Not statically known: nothing to check.
    { code: `${v1}declare const t: string;\nnew ResourceTemplate(t, { list: undefined });` },
  ],
  // Every invalid case is an underline below: what matters is where each error is reported.
  invalid: [],
});

/** The findings of valid-template in `code`, drawn. */
const draw = (code: string) => underline(code, 'valid-template');
const imp = `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

// Where each error is reported: through escapes, constants and concatenation, one case per messageId at least.
describe('valid-template underlines', () => {
  it('adjacent variables', () => {
    expect(draw(`${v1}new ResourceTemplate("file:///{+path}{ext}", { list: undefined });`)).toMatchInlineSnapshot(`
      "adjacentVariables:
        2 | new ResourceTemplate("file:///{+path}{ext}", { list: undefined });
          |                               ^^^^^^^^^^^^"
    `);
  });
  it('escapes before the error shift the source columns: "\\u0064" is one value character, six source ones', () => {
    expect(draw(`${v1}new ResourceTemplate("\\u0064ocs://{a-b}", { list: undefined });`)).toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | new ResourceTemplate("\\u0064ocs://{a-b}", { list: undefined });
          |                                    ^^^"
    `);
  });
  it('an unclosed expression in a template literal constant', () => {
    expect(draw(`${v2}const T = \`docs://{id\`;\nnew ResourceTemplate(T, { list: undefined });`))
      .toMatchInlineSnapshot(`
      "unclosedExpression:
        2 | const T = \`docs://{id\`;
          |                   ^^^"
    `);
  });
  it('aliased import, template assembled from a constant and a literal', () => {
    expect(
      draw(
        `import { ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst BASE = "docs://";\nnew RT(BASE + "{a}{b}", { list: undefined });`,
      ),
    ).toMatchInlineSnapshot(`
      "adjacentVariables:
        3 | new RT(BASE + "{a}{b}", { list: undefined });
          |                ^^^^^^"
    `);
  });
  it('a duplicate variable, through a namespace import: the second name', () => {
    expect(
      draw(
        `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nnew mcp.ResourceTemplate("a://{x}/{x}", { list: undefined });`,
      ),
    ).toMatchInlineSnapshot(`
      "duplicateVariable:
        2 | new mcp.ResourceTemplate("a://{x}/{x}", { list: undefined });
          |                                    ^"
    `);
  });
  it('a constant used twice is reported once, where it is written', () => {
    expect(
      draw(
        `${v1}const T = "a://{}";\nnew ResourceTemplate(T, { list: undefined });\nnew ResourceTemplate(T, { list: undefined });`,
      ),
    ).toMatchInlineSnapshot(`
      "emptyExpression:
        2 | const T = "a://{}";
          |                ^^"
    `);
  });
  it('a stray closing brace', () => {
    expect(draw(`${v1}new ResourceTemplate("docs://a}b/{id}", { list: undefined });`)).toMatchInlineSnapshot(`
      "strayCloseBrace:
        2 | new ResourceTemplate("docs://a}b/{id}", { list: undefined });
          |                               ^"
    `);
  });
  it('an invalid percent-encoding', () => {
    expect(draw(`${v1}new ResourceTemplate("docs://%zz/{id}", { list: undefined });`)).toMatchInlineSnapshot(`
      "invalidPercentEncoding:
        2 | new ResourceTemplate("docs://%zz/{id}", { list: undefined });
          |                              ^^^"
    `);
  });
  it('a second multi-segment variable: its expression, or the variable when both share one', () => {
    expect(
      draw(
        `${v1}new ResourceTemplate("files:///{+dir}/x/{+file}", { list: undefined });\nnew ResourceTemplate("files:///{+dir,file}", { list: undefined });`,
      ),
    ).toMatchInlineSnapshot(`
      "multipleMultiSegment:
        2 | new ResourceTemplate("files:///{+dir}/x/{+file}", { list: undefined });
          |                                         ^^^^^^^
      multipleMultiSegment:
        3 | new ResourceTemplate("files:///{+dir,file}", { list: undefined });
          |                                      ^^^^"
    `);
  });
  it('a second query expression', () => {
    expect(draw(`${v1}new ResourceTemplate("search://{q}{?page}{?sort}", { list: undefined });`))
      .toMatchInlineSnapshot(`
      "multipleQueryGroups:
        2 | new ResourceTemplate("search://{q}{?page}{?sort}", { list: undefined });
          |                                          ^^^^^^^"
    `);
  });
  it('a non-BMP escape before the error', () => {
    expect(draw(`${imp}new ResourceTemplate("\\u{1F600}://{a}{b}", {});`)).toMatchInlineSnapshot(`
      "adjacentVariables:
        2 | new ResourceTemplate("\\u{1F600}://{a}{b}", {});
          |                                   ^^^^^^"
    `);
  });
  it('a hex escape inside the offending characters', () => {
    expect(draw(`${imp}new ResourceTemplate("a://{\\x41-b}", {});`)).toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | new ResourceTemplate("a://{\\x41-b}", {});
          |                            ^^^^^^"
    `);
  });
  it('an escaped backslash and quote', () => {
    expect(draw(`${imp}new ResourceTemplate('a://\\\\\\'{x:0}', {});`)).toMatchInlineSnapshot(`
      "invalidLiteral:
        2 | new ResourceTemplate('a://\\\\\\'{x:0}', {});
          |                           ^^
      invalidPrefix:
        2 | new ResourceTemplate('a://\\\\\\'{x:0}', {});
          |                                 ^^"
    `);
  });
  it('a line continuation', () => {
    expect(draw(`${imp}new ResourceTemplate("a://\\\n{=x}", {});`)).toMatchInlineSnapshot(`
      "reservedOperator:
        3 | {=x}", {});
          |  ^"
    `);
  });
  it('a template literal spanning lines with CRLF', () => {
    expect(draw(`${imp}new ResourceTemplate(\`a://\r\n{x}{y}\`, {});`)).toMatchInlineSnapshot(`
      "invalidLiteral:
        2 | new ResourceTemplate(\`a://
          |                           ^"
    `);
  });
  it('a substitution from a constant: reported inside the constant', () => {
    expect(draw(`${imp}const ID = "{i-d}";\nnew ResourceTemplate(\`a://\${ID}/x\`, {});`)).toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | const ID = "{i-d}";
          |              ^^^"
    `);
  });
  it('an unclosed expression running from a constant into the literal: the template literal', () => {
    expect(draw(`${imp}const ID = "{id";\nnew ResourceTemplate(\`a://\${ID}/x\`, {});`)).toMatchInlineSnapshot(`
      "unclosedExpression:
        3 | new ResourceTemplate(\`a://\${ID}/x\`, {});
          |                      ^^^^^^^^^^^^^"
    `);
  });
  it('an error spanning two pieces: reported on the smallest node containing both', () => {
    expect(draw(`${imp}const A = "a://{x}";\nnew ResourceTemplate(A + "{y}", {});`)).toMatchInlineSnapshot(`
      "adjacentVariables:
        3 | new ResourceTemplate(A + "{y}", {});
          |                      ^^^^^^^^^"
    `);
  });
  it("a value from a computed constant (no exact source text): the constant's initializer", () => {
    expect(draw(`${imp}const P = ["a://{x}", "{y}"].join("");\nnew ResourceTemplate(P, {});`)).toMatchInlineSnapshot(`
      "adjacentVariables:
        2 | const P = ["a://{x}", "{y}"].join("");
          |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
