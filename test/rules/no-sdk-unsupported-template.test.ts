import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-sdk-unsupported-template.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { ResourceTemplate, UriTemplate } from "@modelcontextprotocol/server";\n`;
const rt = (t: string) => `new ResourceTemplate(${JSON.stringify(t)}, { list: undefined });`;

// Cases whose message data is checked below, their locations drawn at the end.
// No operator or "+": a comma-separated list, but a string when the URI holds one value.
const listShapes = v1 + rt('tags://{tags*}') + '\n' + rt('files://{+paths*}');
const semicolon = v1 + rt('docs://{name}{;lang}');
const twoVariables = v2 + rt('docs://changelog/{from,to}');
const query = v2 + rt('reviews://{isbn}{?limit,sort}');

ruleTester.run('no-sdk-unsupported-template', rule, {
  valid: [
    { code: v1 + rt('docs://team/{team}/policy/{name}') },
    { code: v1 + rt('file:///{+path}') },
    { code: v1 + rt('a://{x}{.ext}/{/seg}') },
    { code: v2 + rt('reviews://{isbn}{?limit,sort}'), options: [{ reportRequiredQuery: false }] },
    // Invalid templates are valid-template's business, not this rule's.
    { code: v1 + rt('a://{;x') },
  ],
  invalid: [
    {
      code: listShapes,
      errors: [
        { messageId: 'explodedListShape', data: { text: '{tags*}', name: 'tags' } },
        { messageId: 'explodedListShape', data: { text: '{+paths*}', name: 'paths' } },
      ],
    },
    { code: semicolon, errors: [{ messageId: 'semicolonOperator', data: { text: '{;lang}', name: 'lang' } }] },
    {
      code: twoVariables,
      errors: [{ messageId: 'multipleVariables', data: { text: '{from,to}', name: 'from, to' } }],
    },
    { code: query, errors: [{ messageId: 'requiredQuery', data: { text: '{?limit,sort}', name: 'limit, sort' } }] },
  ],
});

/** The findings of no-sdk-unsupported-template in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-sdk-unsupported-template');

// Where each finding is reported: the expression as written, one case per messageId at least.
describe('no-sdk-unsupported-template underlines', () => {
  it('an exploded variable without an operator or with "+": its list shape', () => {
    expect(draw(listShapes)).toMatchInlineSnapshot(`
      "explodedListShape:
        2 | new ResourceTemplate("tags://{tags*}", { list: undefined });
          |                               ^^^^^
      explodedListShape:
        3 | new ResourceTemplate("files://{+paths*}", { list: undefined });
          |                                 ^^^^^^"
    `);
  });
  it('the ";" operator', () => {
    expect(draw(semicolon)).toMatchInlineSnapshot(`
      "semicolonOperator:
        2 | new ResourceTemplate("docs://{name}{;lang}", { list: undefined });
          |                                    ^^^^^^^"
    `);
  });
  it('a prefix modifier', () => {
    expect(draw(v1 + rt('docs://{name:3}'))).toMatchInlineSnapshot(`
      "prefixModifier:
        2 | new ResourceTemplate("docs://{name:3}", { list: undefined });
          |                               ^^^^^^"
    `);
  });
  it('several variables in one expression', () => {
    expect(draw(twoVariables)).toMatchInlineSnapshot(`
      "multipleVariables:
        2 | new ResourceTemplate("docs://changelog/{from,to}", { list: undefined });
          |                                        ^^^^^^^^^"
    `);
  });
  it('an exploded path segment', () => {
    expect(draw(v2 + rt('shelves://browse{/path*}'))).toMatchInlineSnapshot(`
      "explodedVariable:
        2 | new ResourceTemplate("shelves://browse{/path*}", { list: undefined });
          |                                         ^^^^^"
    `);
  });
  it('the "#" operator', () => {
    expect(draw(v1 + rt('docs://page{#section}'))).toMatchInlineSnapshot(`
      "fragmentOperator:
        2 | new ResourceTemplate("docs://page{#section}", { list: undefined });
          |                                  ^^^^^^^^^^"
    `);
  });
  it('a query expression', () => {
    expect(draw(query)).toMatchInlineSnapshot(`
      "requiredQuery:
        2 | new ResourceTemplate("reviews://{isbn}{?limit,sort}", { list: undefined });
          |                                       ^^^^^^^^^^^^^"
    `);
  });
  it('a client-side UriTemplate, a template in a constant used twice: reported once, where it is written', () => {
    expect(draw(`${v2}const T = "a://{x:2}";\nnew UriTemplate(T);\nnew UriTemplate(T);`)).toMatchInlineSnapshot(`
      "prefixModifier:
        2 | const T = "a://{x:2}";
          |                 ^^^"
    `);
  });
});
