import rule from '../../rules/no-sdk-unsupported-template.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { ResourceTemplate, UriTemplate } from "@modelcontextprotocol/server";\n`;
const rt = (t: string) => `new ResourceTemplate(${JSON.stringify(t)}, { list: undefined });`;

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
    // No operator or "+": a comma-separated list, but a string when the URI holds one value.
    {
      code: v1 + rt('tags://{tags*}') + '\n' + rt('files://{+paths*}'),
      errors: [
        {
          messageId: 'explodedListShape',
          line: 2,
          column: 31,
          endLine: 2,
          endColumn: 36,
          data: { text: '{tags*}', name: 'tags' },
        },
        {
          messageId: 'explodedListShape',
          line: 3,
          column: 33,
          endLine: 3,
          endColumn: 39,
          data: { text: '{+paths*}', name: 'paths' },
        },
      ],
    },
    {
      code: v1 + rt('docs://{name}{;lang}'),
      errors: [
        {
          messageId: 'semicolonOperator',
          line: 2,
          column: 36,
          endLine: 2,
          endColumn: 43,
          data: { text: '{;lang}', name: 'lang' },
        },
      ],
    },
    {
      code: v1 + rt('docs://{name:3}'),
      errors: [{ messageId: 'prefixModifier', line: 2, column: 31, endLine: 2, endColumn: 37 }],
    },
    {
      code: v2 + rt('docs://changelog/{from,to}'),
      errors: [
        {
          messageId: 'multipleVariables',
          line: 2,
          column: 40,
          endLine: 2,
          endColumn: 49,
          data: { text: '{from,to}', name: 'from, to' },
        },
      ],
    },
    {
      code: v2 + rt('shelves://browse{/path*}'),
      errors: [{ messageId: 'explodedVariable', line: 2, column: 41, endLine: 2, endColumn: 46 }],
    },
    {
      code: v1 + rt('docs://page{#section}'),
      errors: [{ messageId: 'fragmentOperator', line: 2, column: 34, endLine: 2, endColumn: 44 }],
    },
    {
      code: v2 + rt('reviews://{isbn}{?limit,sort}'),
      errors: [
        {
          messageId: 'requiredQuery',
          line: 2,
          column: 39,
          endLine: 2,
          endColumn: 52,
          data: { text: '{?limit,sort}', name: 'limit, sort' },
        },
      ],
    },
    {
      // A client-side UriTemplate, a template in a constant used twice: reported once, where it is written.
      code: `${v2}const T = "a://{x:2}";\nnew UriTemplate(T);\nnew UriTemplate(T);`,
      errors: [{ messageId: 'prefixModifier', line: 2, column: 17, endLine: 2, endColumn: 20 }],
    },
  ],
});
