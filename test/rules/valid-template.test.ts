import rule from '../../rules/valid-template.js';
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
  invalid: [
    {
      code: `${v1}new ResourceTemplate("file:///{+path}{ext}", { list: undefined });`,
      errors: [{ messageId: 'adjacentVariables', line: 2, column: 31, endLine: 2, endColumn: 43 }],
    },
    {
      // Escapes before the error shift the source columns: "\\u0064" is one value character, six source ones.
      code: `${v1}new ResourceTemplate("\\u0064ocs://{a-b}", { list: undefined });`,
      errors: [{ messageId: 'invalidVariableName', line: 2, column: 36, endLine: 2, endColumn: 39 }],
    },
    {
      code: `${v2}const T = \`docs://{id\`;\nnew ResourceTemplate(T, { list: undefined });`,
      errors: [{ messageId: 'unclosedExpression', line: 2, column: 19, endLine: 2, endColumn: 22 }],
    },
    {
      // Aliased import, template assembled from a constant and a literal.
      code: `import { ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst BASE = "docs://";\nnew RT(BASE + "{a}{b}", { list: undefined });`,
      errors: [{ messageId: 'adjacentVariables', line: 3, column: 16, endLine: 3, endColumn: 22 }],
    },
    {
      code: `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nnew mcp.ResourceTemplate("a://{x}/{x}", { list: undefined });`,
      errors: [{ messageId: 'duplicateVariable', line: 2, column: 36, endLine: 2, endColumn: 37 }],
    },
    {
      // A constant used twice is reported once, where it is written.
      code: `${v1}const T = "a://{}";\nnew ResourceTemplate(T, { list: undefined });\nnew ResourceTemplate(T, { list: undefined });`,
      errors: [{ messageId: 'emptyExpression', line: 2, column: 16, endLine: 2, endColumn: 18 }],
    },
  ],
});
