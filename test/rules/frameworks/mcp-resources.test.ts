// The read handlers of the companion package `mcp-resources` through every rule: the adapter's
// (`typedResource(…).read(fn)`, `typedResourceTemplate`) and the router's (`route(t, fn)` in
// `createResourceRouter([…])`). What the companion guarantees is shown by test/runtime/
// (adapter.sdk.test.ts, router.sdk.test.ts): values decoded once, its own matcher (lenient query,
// absent query variables left out), the policy's checks, and the SDK's `extra` (v1) / `ctx` (v2)
// as the handler's third parameter.
import { describe, expect, it } from 'vitest';
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noManualExpansion from '../../../rules/no-manual-expansion.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noSdkUnsupportedTemplate from '../../../rules/no-sdk-unsupported-template.js';
import noShadowedTemplate from '../../../rules/no-shadowed-template.js';
import noTemplateAsStaticUri from '../../../rules/no-template-as-static-uri.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import preferNotFoundOnDeny from '../../../rules/prefer-not-found-on-deny.js';
import requireAnchoredValidation from '../../../rules/require-anchored-validation.js';
import requireQueryDefaults from '../../../rules/require-query-defaults.js';
import requireReadAuthorization from '../../../rules/require-read-authorization.js';
import validTemplate from '../../../rules/valid-template.js';
import { underline } from '../../helpers/underline.js';
import { ruleTester } from '../rule-tester.js';

// Lines 1-5; the registrations start on line 6.
const v2 =
  `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";\n` +
  `import { createResourceRouter, route, typedResource, typedResourceTemplate } from "mcp-resources";\n` +
  `import { readFile } from "node:fs/promises";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;
const v1 =
  `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n` +
  `import { createResourceRouter, route, typedResource, typedResourceTemplate } from "mcp-resources";\n` +
  `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;

/** An adapter registration on two lines: the template (line 6), the handler (line 7). */
const adapter = (template: string, handler: string, name = 'r', make = 'typedResource') =>
  `const ${name} = ${make}(ResourceTemplate, "${template}", { list: undefined });\n` +
  `server.registerResource("${name}", ${name}.template, {}, ${name}.read(${handler}));\n`;
/** A router whose routes are one a line, from line 7. */
const router = (...routes: string[]) =>
  `server.server.setRequestHandler("resources/read", createResourceRouter([\n` +
  routes.map((r) => `  ${r},\n`).join('') +
  `]));\n`;
const route = (template: string, handler: string) => `route("${template}", ${handler})`;
const text = (value: string) => `async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: ${value} }] })`;

ruleTester.run('valid-template (mcp-resources)', validTemplate, {
  valid: [
    { code: v2 + adapter('docs://{name}', text('vars.name')) },
    { code: v2 + router(route('search://{tenant}{?q,limit}', text('vars.tenant'))) },
  ],
  invalid: [
    // The companion's `parse` refuses an ambiguous template as the SDK's matcher mangles it.
    { code: v2 + adapter('docs://{a}{b}', text('vars.a')), errors: [{ messageId: 'adjacentVariables', line: 6 }] },
    { code: v2 + router(route('docs://{id', text('""'))), errors: [{ messageId: 'unclosedExpression', line: 7 }] },
  ],
});

// The companion matches with its own matcher: what the bare SDK cannot serve is served.
ruleTester.run('no-sdk-unsupported-template (mcp-resources)', noSdkUnsupportedTemplate, {
  valid: [
    { code: v2 + adapter('search://{tenant}{?q,limit}', text('vars.tenant')) },
    { code: v2 + router(route('search://{tenant}{?q,limit}', text('vars.tenant'))) },
    { code: v1 + adapter('files://{tenant}{/path*}', text('vars.tenant')) },
  ],
  invalid: [],
});

// The router's routes and the adapter's SDK templates answer with the first match, under the
// companion's matcher (test/template/companion-covers.test.ts): the covers it claims there.
const catalog = (make = 'typedResource') =>
  adapter('catalog://items/{+rest}', text('vars.rest'), 'any', make) +
  adapter('catalog://items/{id}/reviews', text('vars.id'), 'reviews', make);
const docsRoutes = router(route('docs://{id}', text('vars.id')), route('docs://{name}.md', text('vars.name')));
ruleTester.run('no-shadowed-template (mcp-resources)', noShadowedTemplate, {
  valid: [
    // The specific one first; a segment variable takes no "/".
    { code: v2 + router(route('docs://{id}.md', text('vars.id')), route('docs://{id}', text('vars.id'))) },
    { code: v2 + router(route('docs://{id}', text('vars.id')), route('docs://{id}/raw', text('vars.id'))) },
    // A query group's unknown parameters are not decoded: "docs://a?x=%zz" reaches the later one.
    { code: v2 + router(route('docs://{+rest}', text('vars.rest')), route('docs://{id}{?q}', text('vars.id'))) },
    // Two routers; the SDK's own template and the adapter's (two matchers): no claim.
    {
      code:
        v2 +
        router(route('docs://{id}', text('vars.id'))) +
        router(route('docs://{name}', text('vars.name'))) +
        `server.registerResource("plain", new ResourceTemplate("notes://{+rest}", { list: undefined }), {}, ${text('uri.href')});\n` +
        adapter('notes://{id}/raw', text('vars.id')),
    },
  ],
  invalid: [
    {
      code: v2 + docsRoutes,
      errors: [
        {
          messageId: 'shadowed',
          line: 8,
          column: 9,
          endLine: 8,
          endColumn: 27,
          data: { later: 'docs://{name}.md', earlier: 'docs://{id}', line: 7, framework: 'the router' },
        },
      ],
    },
    {
      code: v1 + catalog(),
      errors: [
        {
          messageId: 'shadowed',
          line: 8,
          column: 49,
          endLine: 8,
          endColumn: 79,
          data: {
            later: 'catalog://items/{id}/reviews',
            earlier: 'catalog://items/{+rest}',
            line: 7,
            framework: 'the SDK',
          },
        },
      ],
    },
    { code: v2 + catalog('typedResourceTemplate'), errors: [{ messageId: 'shadowed', line: 8 }] },
  ],
});

ruleTester.run('no-template-as-static-uri (mcp-resources)', noTemplateAsStaticUri, {
  valid: [
    { code: v2 + adapter('docs://{name}', text('vars.name')) },
    { code: v2 + router(route('docs://{name}', text('vars.name'))) },
  ],
  invalid: [],
});

ruleTester.run('no-unknown-template-variable (mcp-resources)', noUnknownTemplateVariable, {
  valid: [
    { code: v2 + adapter('docs://{name}', text('vars.name')) },
    { code: v1 + router(route('docs://{name}{?q}', text('String(vars.q) + vars.name'))) },
  ],
  invalid: [
    {
      code: v2 + adapter('docs://{name}', text('vars.nme')),
      errors: [
        {
          messageId: 'unknownVariable',
          line: 7,
          data: { name: 'nme', template: 'docs://{name}', declared: '"name"' },
          suggestions: [{ messageId: 'useDeclared', output: v2 + adapter('docs://{name}', text('vars.name')) }],
        },
      ],
    },
    {
      code: v1 + router(route('docs://{name}', text('vars.nme'))),
      errors: [
        {
          messageId: 'unknownVariable',
          line: 7,
          data: { name: 'nme', template: 'docs://{name}', declared: '"name"' },
          suggestions: [{ messageId: 'useDeclared', output: v1 + router(route('docs://{name}', text('vars.name'))) }],
        },
      ],
    },
  ],
});

ruleTester.run('no-double-decode (mcp-resources)', noDoubleDecode, {
  valid: [{ code: v2 + adapter('docs://{name}', text('vars.name')) }],
  invalid: [
    {
      code: v2 + adapter('docs://{name}', text('decodeURIComponent(vars.name)')),
      errors: [{ messageId: 'doubleDecode', line: 7 }],
    },
    {
      code: v1 + router(route('docs://{name}', text('decodeURIComponent(vars.name)'))),
      errors: [{ messageId: 'doubleDecode', line: 7 }],
    },
  ],
});

const readUnder = (variable: string) =>
  `async (uri, vars) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, vars.${variable}), "utf8") }] })`;

// The policy refuses "..", absolute values and NUL before the handler runs; an exemption does not.
ruleTester.run('no-path-traversal (mcp-resources)', noPathTraversal, {
  valid: [
    { code: v2 + adapter('files://{+path}', readUnder('path')) },
    { code: v2 + router(route('files://{+path}', readUnder('path'))) },
  ],
  invalid: [
    {
      code: v2 + router(`route("files://{+path}", ${readUnder('path')}, { security: { exempt: ["path"] } })`),
      errors: [{ messageId: 'exemptedTraversal', line: 7 }],
    },
  ],
});

const checked = (test: string) =>
  `async (uri, vars, ctx) => { if (!${test}.test(vars.id)) throw new ResourceNotFoundError(uri.href); return { contents: [{ uri: uri.href, text: vars.id }] }; }`;

ruleTester.run('require-anchored-validation (mcp-resources)', requireAnchoredValidation, {
  valid: [
    { code: v2 + adapter('docs://{id}', checked('/^[a-z]+$/')) },
    { code: v2 + router(route('docs://{id}', checked('/^[a-z]+$/'))) },
  ],
  invalid: [
    {
      code: v2 + adapter('docs://{id}', checked('/[a-z]+/')),
      errors: [
        {
          messageId: 'unanchored',
          line: 7,
          suggestions: [{ messageId: 'anchor', output: v2 + adapter('docs://{id}', checked('/^[a-z]+$/')) }],
        },
      ],
    },
    {
      code: v2 + router(route('docs://{id}', checked('/[a-z]+/'))),
      errors: [
        {
          messageId: 'unanchored',
          line: 7,
          suggestions: [{ messageId: 'anchor', output: v2 + router(route('docs://{id}', checked('/^[a-z]+$/'))) }],
        },
      ],
    },
  ],
});

// Absent query variables are left out by the companion's matcher: the handler sees `undefined`.
ruleTester.run('require-query-defaults (mcp-resources)', requireQueryDefaults, {
  valid: [
    {
      code:
        v2 +
        adapter(
          'search://{tenant}{?q}',
          'async (uri, { tenant, q = "" }) => ({ contents: [{ uri: uri.href, text: q.trim() + tenant }] })',
        ),
    },
    {
      code:
        v2 +
        router(
          route(
            'search://{tenant}{?q}',
            'async (uri, { q }) => ({ contents: [{ uri: uri.href, text: (q ?? "").trim() }] })',
          ),
        ),
    },
  ],
  invalid: [
    {
      code:
        v2 +
        adapter(
          'search://{tenant}{?q}',
          'async (uri, { tenant, q }) => ({ contents: [{ uri: uri.href, text: q.trim() + tenant }] })',
        ),
      errors: [{ messageId: 'queryWithoutDefault', line: 7 }],
    },
    {
      code:
        v1 +
        router(
          route(
            'search://{tenant}{?q,limit}',
            'async (uri, vars) => ({ contents: [{ uri: uri.href, text: vars.q.trim() }] })',
          ),
        ),
      errors: [{ messageId: 'queryWithoutDefault', line: 7 }],
    },
  ],
});

const denies = (error: string, principal = 'ctx.http?.authInfo') =>
  `async (uri, vars, ctx) => { if (!(await canRead(${principal}, vars.id))) throw ${error}; return { contents: [{ uri: uri.href, text: vars.id }] }; }`;

ruleTester.run('prefer-not-found-on-deny (mcp-resources)', preferNotFoundOnDeny, {
  valid: [
    { code: v2 + adapter('docs://{id}', denies('new ResourceNotFoundError(uri.href)')) },
    {
      code:
        v1 +
        router(
          route(
            'docs://{id}',
            denies('new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`)', 'ctx.authInfo'),
          ),
        ),
    },
  ],
  invalid: [
    {
      code: v2 + adapter('docs://{id}', denies('new Error("Forbidden")')),
      errors: [
        {
          messageId: 'denialLooksDifferent',
          line: 7,
          suggestions: [
            {
              messageId: 'useNotFound',
              output: v2 + adapter('docs://{id}', denies('new ResourceNotFoundError(uri.href)')),
            },
          ],
        },
      ],
    },
    {
      code: v1 + router(route('docs://{id}', denies('new Error("Forbidden")', 'ctx.authInfo'))),
      errors: [
        {
          messageId: 'denialLooksDifferent',
          line: 7,
          suggestions: [
            {
              messageId: 'useNotFound',
              output:
                v1 +
                router(
                  route(
                    'docs://{id}',
                    denies('new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`)', 'ctx.authInfo'),
                  ),
                ),
            },
          ],
        },
      ],
    },
  ],
});

// The issue's own handler: the tenant in the principal compared with the URI's.
const tenantCheck = (principal: string, deny: string) =>
  `async (uri, { tenant, id }, ctx) => { if (${principal}?.extra?.tenant !== tenant) throw ${deny}; return { contents: [{ uri: uri.href, text: id }] }; }`;
const OWNER = 'its template variable "tenant" names an owner';
const unchecked = 'async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: vars.id }] })';

ruleTester.run('require-read-authorization (mcp-resources)', requireReadAuthorization, {
  valid: [
    // A trusted wrapper around the adapter's handler (the `wrappers` option).
    {
      code:
        v2 + 'declare function withAuth<T>(h: T): T;\n' + adapter('files://{tenant}/{id}', `withAuth(${unchecked})`),
    },
    {
      code:
        v2 + adapter('files://{tenant}/{id}', tenantCheck('ctx.http?.authInfo', 'new ResourceNotFoundError(uri.href)')),
    },
    {
      code:
        v2 +
        adapter(
          'files://{tenant}/{id}',
          'async (uri, vars, ctx) => { await authorize(ctx.http?.authInfo, uri); return { contents: [{ uri: uri.href, text: vars.id }] }; }',
          'r',
          'typedResourceTemplate',
        ),
    },
    {
      code:
        v1 +
        adapter(
          'files://{tenant}/{id}',
          tenantCheck('extra.authInfo', 'new McpError(ErrorCode.InvalidParams, "Resource not found")').replace(
            ', ctx)',
            ', extra)',
          ),
        ),
    },
    {
      code:
        v2 +
        router(
          route('files://{tenant}/{id}', tenantCheck('ctx.http?.authInfo', 'new ResourceNotFoundError(uri.href)')),
        ),
    },
    {
      code:
        v1 +
        router(
          route(
            'files://{tenant}/{id}',
            tenantCheck('ctx.authInfo', 'new McpError(ErrorCode.InvalidParams, "Resource not found")'),
          ),
        ),
    },
  ],
  invalid: [
    // A wrapper that does not authorize: the handler inside it is still the adapter's, its context `ctx`.
    {
      code: v2 + 'declare function logged<T>(h: T): T;\n' + adapter('files://{tenant}/{id}', `logged(${unchecked})`),
      errors: [
        {
          messageId: 'missing',
          line: 8,
          data: { resource: 'resource "r"', principal: 'ctx.http?.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v2 + adapter('files://{tenant}/{id}', unchecked),
      errors: [
        {
          messageId: 'missing',
          line: 7,
          data: { resource: 'resource "r"', principal: 'ctx.http?.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v1 + adapter('files://{tenant}/{id}', unchecked.replace(/ctx/g, 'extra')),
      errors: [
        {
          messageId: 'missing',
          line: 7,
          data: { resource: 'resource "r"', principal: 'extra.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v2 + router(route('files://{tenant}/{id}', unchecked)),
      errors: [
        {
          messageId: 'missing',
          line: 7,
          data: { resource: '"files://{tenant}/{id}"', principal: 'ctx.http?.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v1 + router(route('files://{tenant}/{id}', unchecked.replace(/ctx/g, 'extra'))),
      errors: [
        {
          messageId: 'missing',
          line: 7,
          data: { resource: '"files://{tenant}/{id}"', principal: 'extra.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code:
        v2 +
        adapter(
          'files://{tenant}/{id}',
          'async (uri, vars, ctx) => { await authorize(vars.tenant, uri); return { contents: [{ uri: uri.href, text: vars.id }] }; }',
        ),
      errors: [
        { messageId: 'identityFromUri', line: 7, data: { callee: 'authorize', principal: 'ctx.http?.authInfo' } },
      ],
    },
  ],
});

// A related resource's URI built from a handler's variable: the companion's are decoded, so the
// suggestion expands them (encoding once); the bare SDK's are still encoded, so it offers none.
const related = (header: string, register: (handler: string) => string) =>
  header + register('async (uri, { team }) => ({ contents: [{ uri: `members://${team}/list`, text: "" }] })');
const expanded = (code: string) =>
  code
    .replace('`members://${team}/list`', 'expand("members://{team}/list", { team })')
    .replace('typedResourceTemplate } from "mcp-resources";', 'typedResourceTemplate, expand } from "mcp-resources";');

ruleTester.run('no-manual-expansion (mcp-resources)', noManualExpansion, {
  valid: [
    {
      code: related(
        v1,
        (h) => `server.registerResource("t", new ResourceTemplate("teams://{team}", { list: undefined }), {}, ${h});\n`,
      ),
    },
  ],
  invalid: [
    {
      code: related(v2, (h) => adapter('teams://{team}', h)),
      errors: [
        {
          messageId: 'manualUri',
          line: 7,
          suggestions: [
            { messageId: 'expandWithLibrary', output: expanded(related(v2, (h) => adapter('teams://{team}', h))) },
          ],
        },
      ],
    },
    {
      code: related(v1, (h) => router(route('teams://{team}', h))),
      errors: [
        {
          messageId: 'manualUri',
          line: 7,
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: expanded(related(v1, (h) => router(route('teams://{team}', h)))),
            },
          ],
        },
      ],
    },
  ],
});

describe('mcp-resources underlines', () => {
  it('require-read-authorization: the head of an adapter handler and of a route', () => {
    expect(underline(v2 + adapter('files://{tenant}/{id}', unchecked), 'require-read-authorization'))
      .toMatchInlineSnapshot(`
      "missing:
        7 | server.registerResource("r", r.template, {}, r.read(async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: vars.id }] })));
          |                                                     ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(
      underline(
        v1 + router(route('files://{tenant}/{id}', unchecked.replace(/ctx/g, 'extra'))),
        'require-read-authorization',
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        7 |   route("files://{tenant}/{id}", async (uri, vars, extra) => ({ contents: [{ uri: uri.href, text: vars.id }] })),
          |                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-shadowed-template: the later route, the later adapter template', () => {
    expect(underline(v2 + docsRoutes, 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        8 |   route("docs://{name}.md", async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: vars.name }] })),
          |         ^^^^^^^^^^^^^^^^^^"
    `);
    expect(underline(v1 + catalog(), 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        8 | const reviews = typedResource(ResourceTemplate, "catalog://items/{id}/reviews", { list: undefined });
          |                                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('valid-template: the adjacent variables of an adapter template', () => {
    expect(underline(v2 + adapter('docs://{a}{b}', text('vars.a')), 'valid-template')).toMatchInlineSnapshot(`
      "adjacentVariables:
        6 | const r = typedResource(ResourceTemplate, "docs://{a}{b}", { list: undefined });
          |                                                   ^^^^^^"
    `);
  });
  it('no-unknown-template-variable: the misspelt read of a route', () => {
    expect(underline(v1 + router(route('docs://{name}', text('vars.nme'))), 'no-unknown-template-variable'))
      .toMatchInlineSnapshot(`
      "unknownVariable:
        7 |   route("docs://{name}", async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: vars.nme }] })),
          |                                                                                              ^^^"
    `);
  });
  it('require-query-defaults: the query variable of an adapter handler', () => {
    expect(
      underline(
        v2 +
          adapter(
            'search://{tenant}{?q}',
            'async (uri, { tenant, q }) => ({ contents: [{ uri: uri.href, text: q.trim() + tenant }] })',
          ),
        'require-query-defaults',
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        7 | server.registerResource("r", r.template, {}, r.read(async (uri, { tenant, q }) => ({ contents: [{ uri: uri.href, text: q.trim() + tenant }] })));
          |                                                                           ^"
    `);
  });
  it('prefer-not-found-on-deny: the denial of a route', () => {
    expect(
      underline(
        v1 + router(route('docs://{id}', denies('new Error("Forbidden")', 'ctx.authInfo'))),
        'prefer-not-found-on-deny',
      ),
    ).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        7 |   route("docs://{id}", async (uri, vars, ctx) => { if (!(await canRead(ctx.authInfo, vars.id))) throw new Error("Forbidden"); return { contents: [{ uri: uri.href, text: vars.id }] }; }),
          |                                                                                                       ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-double-decode, require-anchored-validation, no-path-traversal: where each points in a companion handler', () => {
    expect(underline(v2 + adapter('docs://{name}', text('decodeURIComponent(vars.name)')), 'no-double-decode'))
      .toMatchInlineSnapshot(`
      "doubleDecode:
        7 | server.registerResource("r", r.template, {}, r.read(async (uri, vars, ctx) => ({ contents: [{ uri: uri.href, text: decodeURIComponent(vars.name) }] })));
          |                                                                                                                    ^^^^^^^^^^^^^^^^^^"
    `);
    expect(underline(v2 + router(route('docs://{id}', checked('/[a-z]+/'))), 'require-anchored-validation'))
      .toMatchInlineSnapshot(`
      "unanchored:
        7 |   route("docs://{id}", async (uri, vars, ctx) => { if (!/[a-z]+/.test(vars.id)) throw new ResourceNotFoundError(uri.href); return { contents: [{ uri: uri.href, text: vars.id }] }; }),
          |                                                         ^^^^^^^^"
    `);
    expect(
      underline(
        v2 + router(`route("files://{+path}", ${readUnder('path')}, { security: { exempt: ["path"] } })`),
        'no-path-traversal',
      ),
    ).toMatchInlineSnapshot(`
      "exemptedTraversal:
        7 |   route("files://{+path}", async (uri, vars) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, vars.path), "utf8") }] }), { security: { exempt: ["path"] } }),
          |                                                                                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
