import { describe, expect, it } from 'vitest';
// no-path-traversal and mcp-resources: `safeJoin` of mcp-resources/fs counts by import (a
// function of the same name does not), and the adapter's and the router's path-security policy
// contains a handler variable unless an option exempts it, which the report then names.
import rule from '../../rules/no-path-traversal.js';
import { underline } from '../helpers/underline.js';
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

const exempted = (exemption: string, line: number, template = 'files://{+path}') => ({
  messageId: 'exemptedTraversal' as const,
  data: {
    value: `\`{+path}\` of "${template}"`,
    sink: 'readFile',
    module: 'node:fs/promises',
    gap: '',
    exemption,
    line,
  },
});

// Invalid cases that check their data below; their locations are drawn at the end.

// The adapter: an exempted variable, the policy off, a containing check off.
const adapterExempt = adapter(', { security: { exempt: ["path"] } }');

const adapterOff = adapter(', { security: false }');

const adapterNoDotDot = adapter(', { security: { rejectDotDot: false } }');

// Server-wide defaults from typedResourceWith, named where they are written.
const serverDefaults =
  head(`import { typedResourceWith } from "mcp-resources";\n`) +
  `const typed = typedResourceWith({\n  security: { rejectAbsolute: false },\n});\n` +
  `const files = typed(ResourceTemplate, "files://{+path}", { list: undefined });\n` +
  `server.registerResource("files", files.template, {}, files.read(${readHandler}));`;

// The router: a route's exemption, and a router-wide `security: false`.
const routeExempt = router(', { security: { exempt: ["path"] } }', '');

const routerOff = router('', ', { security: false }');

// Routes held in a const array, the router's default in a const, a variable read as a member.
const routesInConst =
  low +
  fsp +
  `import { createResourceRouter, route } from "mcp-resources";\n` +
  lowServer +
  `const options = { security: { rejectDotDot: false } };\n` +
  `const routes = [route("files://{+path}", async (uri, vars) => ({ contents: [{ uri: uri.href, text: await readFile(vars.path, "utf8") }] }))];\n` +
  `server.setRequestHandler(ReadResourceRequestSchema, createResourceRouter(routes, options));`;

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
    {
      code: adapterExempt,
      errors: [exempted('exempt: ["path"]', 7)],
    },
    {
      code: adapterOff,
      errors: [exempted('security: false', 7)],
    },
    {
      code: adapterNoDotDot,
      errors: [exempted('rejectDotDot: false', 7)],
    },
    {
      code: serverDefaults,
      errors: [exempted('rejectAbsolute: false', 8)],
    },
    {
      code: routeExempt,
      errors: [exempted('exempt: ["path"]', 9)],
    },
    {
      code: routerOff,
      errors: [exempted('security: false', 10)],
    },
    {
      code: routesInConst,
      errors: [exempted('rejectDotDot: false', 8)],
    },
  ],
});

/** The findings of no-path-traversal in `code`, drawn. */
const draw = (code: string) => underline(code, 'no-path-traversal');

// Where each finding is reported: the path argument of the sink.
describe('no-path-traversal underlines', () => {
  it("a function of the file named safeJoin is not mcp-resources': its body decides, and this one only joins", () => {
    const code =
      head(`function safeJoin(root: string, p: string) {\n  return path.join(root, p);\n}\n`) +
      register(
        'files://{+path}',
        `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(safeJoin(ROOT, String(p)), "utf8") }] })`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 | server.registerResource("r", new ResourceTemplate("files://{+path}", { list: undefined }), {}, async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(safeJoin(ROOT, String(p)), "utf8") }] }));
          |                                                                                                                                                                                ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('nor is a safeJoin of another module', () => {
    const code =
      head(`import { safeJoin } from "./paths.js";\n`) +
      register(
        'files://{+path}',
        `async (uri, { path: p }) => {
  safeJoin(ROOT, String(p));
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
          |                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the adapter: an exempted variable', () => {
    expect(draw(adapterExempt)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        8 | server.registerResource("files", files.template, {}, files.read(async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })));
          |                                                                                                                                                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the adapter: the policy off', () => {
    expect(draw(adapterOff)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        8 | server.registerResource("files", files.template, {}, files.read(async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })));
          |                                                                                                                                                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the adapter: a containing check off', () => {
    expect(draw(adapterNoDotDot)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        8 | server.registerResource("files", files.template, {}, files.read(async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })));
          |                                                                                                                                                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('server-wide defaults from typedResourceWith', () => {
    expect(draw(serverDefaults)).toMatchInlineSnapshot(`
      "exemptedTraversal:
       11 | server.registerResource("files", files.template, {}, files.read(async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })));
          |                                                                                                                                                 ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("the router: a route's exemption", () => {
    expect(draw(routeExempt)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        9 |   route("files://{+path}", async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] }), { security: { exempt: ["path"] } }),
          |                                                                                                            ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the router: a router-wide `security: false`', () => {
    expect(draw(routerOff)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        9 |   route("files://{+path}", async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, p), "utf8") }] })),
          |                                                                                                            ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("routes held in a const array, the router's default in a const, a variable read as a member", () => {
    expect(draw(routesInConst)).toMatchInlineSnapshot(`
      "exemptedTraversal:
        9 | const routes = [route("files://{+path}", async (uri, vars) => ({ contents: [{ uri: uri.href, text: await readFile(vars.path, "utf8") }] }))];
          |                                                                                                                   ^^^^^^^^^"
    `);
  });
});
