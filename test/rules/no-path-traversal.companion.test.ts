// no-path-traversal and mcp-resources: `safeJoin` of mcp-resources/fs counts by import (a
// function of the same name does not), and the adapter's and the router's path-security policy
// contains a handler variable unless an option exempts it, which the report then names.
import rule from '../../rules/no-path-traversal.js';
import { ruleTester } from './rule-tester.js';

const sdk = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const low = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;
const fsp = `import { readFile } from "node:fs/promises";\nimport path from "node:path";\n`;
const server = `const server = new McpServer({ name: "files", version: "1.0.0" });\nconst ROOT = "/srv/files";\n`;
const lowServer = `const server = new Server({ name: "files", version: "1.0.0" }, { capabilities: { resources: {} } });\nconst ROOT = "/srv/files";\n`;
const register = (template: string, handler: string) =>
  `server.registerResource("r", new ResourceTemplate("${template}", { list: undefined }), {}, ${handler});`;
// Lines 1-6: sdk, fsp (2), the companion import (or a local function: 3), server (2).
const head = (imports: string) => sdk + fsp + imports + server;
const readHandler = `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })`;
const adapter = (options: string) =>
  head(`import { typedResource } from "mcp-resources";\n`) +
  `const files = typedResource(ResourceTemplate, "files://{+path}", { list: undefined }${options});\n` +
  `server.registerResource("files", files.template, {}, files.read(${readHandler}));`;
const router = (routeOptions: string, routerOptions: string) =>
  low +
  fsp +
  `import { createResourceRouter, route } from "mcp-resources";\n` +
  lowServer +
  `server.setRequestHandler(ReadResourceRequestSchema, createResourceRouter([\n` +
  `  route("files://{+path}", ${readHandler}${routeOptions}),\n` +
  `]${routerOptions}));`;

const exempted = (
  exemption: string,
  line: number,
  at: { line: number; column: number; endColumn: number },
  template = 'files://{+path}',
) => ({
  messageId: 'exemptedTraversal' as const,
  data: {
    value: `\`{+path}\` of "${template}"`,
    sink: 'readFile',
    module: 'node:fs/promises',
    gap: '',
    exemption,
    line,
  },
  line: at.line,
  column: at.column,
  endLine: at.line,
  endColumn: at.endColumn,
});

ruleTester.run('no-path-traversal (mcp-resources)', rule, {
  valid: [
    // safeJoin of mcp-resources/fs, its result read, or called for its throw; and safeJoinSync through an alias.
    {
      code:
        head(`import { safeJoin, safeJoinSync as join } from "mcp-resources/fs";\n`) +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(await safeJoin(ROOT, String(p)), "utf8") }] })`,
        ) +
        '\n' +
        register(
          'notes://{+path}',
          `async (uri, { path: p }) => {
  await safeJoin(ROOT, String(p));
  join(ROOT, String(p));
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
        ),
    },
    // A namespace import counts too.
    {
      code:
        head(`import * as mfs from "mcp-resources/fs";\n`) +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  mfs.safeJoinSync(ROOT, String(p));
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
        ),
    },
    // The adapter's default policy, a relaxed check that does not let a value out, an exemption of another variable.
    { code: adapter('') },
    { code: adapter(', { security: { rejectNul: false } }') },
    { code: adapter(', { security: { exempt: ["query"] } }') },
    { code: adapter(', { limits: { maxUriLength: 4096 } }') },
    // Options this analysis cannot read: no evidence, no report.
    { code: `declare const policy: { exempt: string[] };\n` + adapter(', { security: policy }') },
    // The router's default policy, and a route that turns the checks back on over a router-wide `false`.
    { code: router('', '') },
    { code: router(', { security: { rejectNul: false } }', ', { security: false }') },
    // typedResourceTemplate runs under the default policy; a route outside any router of this file is not judged.
    {
      code:
        head(`import { typedResourceTemplate, route } from "mcp-resources";\n`) +
        `const files = typedResourceTemplate(ResourceTemplate, "files://{+path}", { list: undefined });\n` +
        `server.registerResource("files", files.template, {}, files.read(${readHandler}));\n` +
        `export const routes = [route("notes://{+path}", ${readHandler}, { security: { exempt: ["other"] } })];`,
    },
    // The rule's own exemption for the template wins.
    {
      code: adapter(', { security: { exempt: ["path"] } }'),
      options: [{ exemptVariables: { 'files://{+path}': ['path'] } }],
    },
  ],
  invalid: [
    // A function of the file named safeJoin is not mcp-resources': its body decides, and this one only joins.
    {
      code:
        head(`function safeJoin(root: string, p: string) {\n  return path.join(root, p);\n}\n`) +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(safeJoin(ROOT, String(p)), "utf8") }] })`,
        ),
      errors: [{ messageId: 'reservedTraversal', line: 9, column: 176, endLine: 9, endColumn: 201 }],
    },
    // Nor is a safeJoin of another module.
    {
      code:
        head(`import { safeJoin } from "./paths.js";\n`) +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  safeJoin(ROOT, String(p));
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
        ),
      errors: [{ messageId: 'reservedTraversal', line: 9, column: 61, endLine: 9, endColumn: 87 }],
    },
    // The adapter: an exempted variable, the policy off, a containing check off.
    {
      code: adapter(', { security: { exempt: ["path"] } }'),
      errors: [exempted('exempt: ["path"]', 7, { line: 8, column: 145, endColumn: 163 })],
    },
    {
      code: adapter(', { security: false }'),
      errors: [exempted('security: false', 7, { line: 8, column: 145, endColumn: 163 })],
    },
    {
      code: adapter(', { security: { rejectDotDot: false } }'),
      errors: [exempted('rejectDotDot: false', 7, { line: 8, column: 145, endColumn: 163 })],
    },
    // Server-wide defaults from typedResourceWith, named where they are written.
    {
      code:
        head(`import { typedResourceWith } from "mcp-resources";\n`) +
        `const typed = typedResourceWith({\n  security: { rejectAbsolute: false },\n});\n` +
        `const files = typed(ResourceTemplate, "files://{+path}", { list: undefined });\n` +
        `server.registerResource("files", files.template, {}, files.read(${readHandler}));`,
      errors: [exempted('rejectAbsolute: false', 8, { line: 11, column: 145, endColumn: 163 })],
    },
    // The router: a route's exemption, and a router-wide `security: false`.
    {
      code: router(', { security: { exempt: ["path"] } }', ''),
      errors: [exempted('exempt: ["path"]', 9, { line: 9, column: 108, endColumn: 126 })],
    },
    {
      code: router('', ', { security: false }'),
      errors: [exempted('security: false', 10, { line: 9, column: 108, endColumn: 126 })],
    },
    // Routes held in a const array, the router's default in a const, a variable read as a member.
    {
      code:
        low +
        fsp +
        `import { createResourceRouter, route } from "mcp-resources";\n` +
        lowServer +
        `const options = { security: { rejectDotDot: false } };\n` +
        `const routes = [route("files://{+path}", async (uri, vars) => ({ contents: [{ uri: uri.href, text: await readFile(vars.path, "utf8") }] }))];\n` +
        `server.setRequestHandler(ReadResourceRequestSchema, createResourceRouter(routes, options));`,
      errors: [exempted('rejectDotDot: false', 8, { line: 9, column: 115, endColumn: 124 })],
    },
  ],
});
