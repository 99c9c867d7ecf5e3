// Snapshot tests that draw the underline: locations through escapes, constants and concatenation.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const imp = `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

describe('valid-template underlines', () => {
  it('a non-BMP escape before the error', () => {
    expect(underline(`${imp}new ResourceTemplate("\\u{1F600}://{a}{b}", {});`, 'valid-template'))
      .toMatchInlineSnapshot(`
      "adjacentVariables:
        2 | new ResourceTemplate("\\u{1F600}://{a}{b}", {});
          |                                   ^^^^^^"
    `);
  });
  it('a hex escape inside the offending characters', () => {
    expect(underline(`${imp}new ResourceTemplate("a://{\\x41-b}", {});`, 'valid-template')).toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | new ResourceTemplate("a://{\\x41-b}", {});
          |                            ^^^^^^"
    `);
  });
  it('an escaped backslash and quote', () => {
    expect(underline(`${imp}new ResourceTemplate('a://\\\\\\'{x:0}', {});`, 'valid-template')).toMatchInlineSnapshot(`
      "invalidLiteral:
        2 | new ResourceTemplate('a://\\\\\\'{x:0}', {});
          |                           ^^
      invalidPrefix:
        2 | new ResourceTemplate('a://\\\\\\'{x:0}', {});
          |                                 ^^"
    `);
  });
  it('a line continuation', () => {
    expect(underline(`${imp}new ResourceTemplate("a://\\\n{=x}", {});`, 'valid-template')).toMatchInlineSnapshot(`
      "reservedOperator:
        3 | {=x}", {});
          |  ^"
    `);
  });
  it('a template literal spanning lines with CRLF', () => {
    expect(underline(`${imp}new ResourceTemplate(\`a://\r\n{x}{y}\`, {});`, 'valid-template')).toMatchInlineSnapshot(`
      "invalidLiteral:
        2 | new ResourceTemplate(\`a://
          |                           ^"
    `);
  });
  it('a substitution from a constant: reported inside the constant', () => {
    expect(underline(`${imp}const ID = "{i-d}";\nnew ResourceTemplate(\`a://\${ID}/x\`, {});`, 'valid-template'))
      .toMatchInlineSnapshot(`
      "invalidVariableName:
        2 | const ID = "{i-d}";
          |              ^^^"
    `);
  });
  it('an unclosed expression running from a constant into the literal: the template literal', () => {
    expect(underline(`${imp}const ID = "{id";\nnew ResourceTemplate(\`a://\${ID}/x\`, {});`, 'valid-template'))
      .toMatchInlineSnapshot(`
      "unclosedExpression:
        3 | new ResourceTemplate(\`a://\${ID}/x\`, {});
          |                      ^^^^^^^^^^^^^"
    `);
  });
  it('an error spanning two pieces: reported on the smallest node containing both', () => {
    expect(underline(`${imp}const A = "a://{x}";\nnew ResourceTemplate(A + "{y}", {});`, 'valid-template'))
      .toMatchInlineSnapshot(`
      "adjacentVariables:
        3 | new ResourceTemplate(A + "{y}", {});
          |                      ^^^^^^^^^"
    `);
  });
  it("a value from a computed constant (no exact source text): the constant's initializer", () => {
    expect(underline(`${imp}const P = ["a://{x}", "{y}"].join("");\nnew ResourceTemplate(P, {});`, 'valid-template'))
      .toMatchInlineSnapshot(`
      "adjacentVariables:
        2 | const P = ["a://{x}", "{y}"].join("");
          |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
