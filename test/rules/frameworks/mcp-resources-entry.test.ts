// The read handlers of mcp-resources' one-call entry point through every rule, read exactly as
// the adapter's and the router's (mcp-resources.test.ts): `resource(server, t, specs?, fn, options?)`
// on an McpServer, and `resource(router, …)` on a `resourceRouter()`. The handler is
// `(variables, ctx, uri)`; what the run time guarantees (values decoded once, the policy on by
// default, `exempt: true` and `security: false` taking it off, query defaults from the specs, the
// SDK's context as `ctx`) is shown by test/runtime/resource.sdk.test.ts and resource.test.ts.
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
  `import { McpServer, ResourceNotFoundError } from "@modelcontextprotocol/server";\n` +
  `import { integer, resource, resourceRouter, ResourceMiss } from "mcp-resources";\n` +
  `import { readFile } from "node:fs/promises";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;
const v1 =
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n` +
  `import { integer, resource, resourceRouter, ResourceMiss } from "mcp-resources";\n` +
  `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";\nimport path from "node:path";\n` +
  `const server = new McpServer({ name: "s", version: "1" }); const ROOT = "/srv";\n`;

/** `resource(server, …)` on one line (line 6): the template, the specs if any, the handler, the options if any. */
const on = (template: string, handler: string, specs?: string, options?: string) =>
  `resource(server, "${template}", ${specs ? `${specs}, ` : ''}${handler}${options ? `, ${options}` : ''});\n`;
/** A router (line 6) and `resource(router, …)` on line 7. */
const routed = (template: string, handler: string, specs?: string, options?: string, routerOptions = '') =>
  `const router = resourceRouter(${routerOptions});\n` +
  on(template, handler, specs, options).replace('resource(server,', 'resource(router,') +
  `server.server.setRequestHandler("resources/read", router);\n`;

ruleTester.run('valid-template (mcp-resources resource())', validTemplate, {
  valid: [{ code: v2 + on('docs://{name}', '(vars) => vars.name') }],
  invalid: [
    { code: v2 + on('docs://{a}{b}', '(vars) => vars.a'), errors: [{ messageId: 'adjacentVariables', line: 6 }] },
    { code: v1 + routed('docs://{id', '() => ""'), errors: [{ messageId: 'unclosedExpression', line: 7 }] },
  ],
});

// Its own matcher: what the bare SDK cannot serve is served.
ruleTester.run('no-sdk-unsupported-template (mcp-resources resource())', noSdkUnsupportedTemplate, {
  valid: [
    { code: v2 + on('search://{tenant}{?q,limit}', '(vars) => vars.tenant', '{ q: "", limit: 10 }') },
    { code: v1 + routed('files://{tenant}{/path*}', '(vars) => vars.tenant') },
  ],
  invalid: [],
});

// The SDK tries the templates of one server in registration order, a router its routes in order,
// with the companion's matcher (test/template/companion-covers.test.ts).
const catalog = (register: (template: string, handler: string) => string) =>
  register('catalog://items/{+rest}', '(vars) => vars.rest') +
  register('catalog://items/{id}/reviews', '(vars) => vars.id');
ruleTester.run('no-shadowed-template (mcp-resources resource())', noShadowedTemplate, {
  valid: [
    // The specific one first.
    {
      code:
        v2 +
        on('catalog://items/{id}/reviews', '(vars) => vars.id') +
        on('catalog://items/{+rest}', '(vars) => vars.rest'),
    },
    // Two servers.
    {
      code:
        v2 +
        on('catalog://items/{+rest}', '(vars) => vars.rest') +
        'const other = new McpServer({ name: "o", version: "1" });\n' +
        on('catalog://items/{id}/reviews', '(vars) => vars.id').replace('resource(server,', 'resource(other,'),
    },
  ],
  invalid: [
    {
      code: v2 + catalog((t, h) => on(t, h)),
      errors: [
        {
          messageId: 'shadowed',
          line: 7,
          column: 18,
          endColumn: 48,
          data: {
            framework: 'the SDK',
            later: 'catalog://items/{id}/reviews',
            earlier: 'catalog://items/{+rest}',
            line: 6,
          },
        },
      ],
    },
    {
      code:
        v1 +
        `const router = resourceRouter();\n` +
        catalog((t, h) => on(t, h).replace('resource(server,', 'resource(router,')),
      errors: [
        {
          messageId: 'shadowed',
          line: 8,
          column: 18,
          endColumn: 48,
          data: {
            framework: 'the router',
            later: 'catalog://items/{id}/reviews',
            earlier: 'catalog://items/{+rest}',
            line: 7,
          },
        },
      ],
    },
  ],
});

ruleTester.run('no-template-as-static-uri (mcp-resources resource())', noTemplateAsStaticUri, {
  valid: [{ code: v2 + on('docs://{name}', '(vars) => vars.name') }],
  invalid: [],
});

ruleTester.run('no-unknown-template-variable (mcp-resources resource())', noUnknownTemplateVariable, {
  valid: [
    { code: v2 + on('docs://{name}', '({ name }) => name') },
    { code: v1 + routed('docs://{name}{?q}', '(vars) => String(vars.q) + vars.name') },
  ],
  invalid: [
    {
      code: v2 + on('docs://{name}', '(vars) => vars.nme'),
      errors: [
        {
          messageId: 'unknownVariable',
          line: 6,
          data: { name: 'nme', template: 'docs://{name}', declared: '"name"' },
          suggestions: [{ messageId: 'useDeclared', output: v2 + on('docs://{name}', '(vars) => vars.name') }],
        },
      ],
    },
    {
      // The context (the second parameter) is no variables object.
      code: v1 + routed('docs://{name}', '(vars, extra) => vars.nme + extra.sessionId'),
      errors: [
        {
          messageId: 'unknownVariable',
          line: 7,
          data: { name: 'nme', template: 'docs://{name}', declared: '"name"' },
          suggestions: [
            {
              messageId: 'useDeclared',
              output: v1 + routed('docs://{name}', '(vars, extra) => vars.name + extra.sessionId'),
            },
          ],
        },
      ],
    },
  ],
});

ruleTester.run('no-double-decode (mcp-resources resource())', noDoubleDecode, {
  valid: [{ code: v2 + on('docs://{name}', '({ name }) => name') }],
  invalid: [
    {
      code: v2 + on('docs://{name}', '({ name }) => decodeURIComponent(name)'),
      errors: [{ messageId: 'doubleDecode', line: 6 }],
    },
    {
      code: v1 + routed('docs://{name}', '(vars) => decodeURIComponent(vars.name)'),
      errors: [{ messageId: 'doubleDecode', line: 7 }],
    },
  ],
});

const related = '({ team }, ctx, uri) => ({ contents: [{ uri: `members://${team}/list`, text: uri.href }] })';

const readsFile = 'async (vars) => readFile(path.join(ROOT, vars.file), "utf8")';

// The policy is on by default; `{ file: { exempt: true } }` and `security: false` take it off.
ruleTester.run('no-path-traversal (mcp-resources resource())', noPathTraversal, {
  valid: [
    { code: v2 + on('files://{+file}', readsFile) },
    { code: v2 + routed('files://{+file}', readsFile) },
    // Another variable exempted.
    { code: v2 + on('files://{+file}{?q}', readsFile, '{ q: { exempt: true } }') },
  ],
  invalid: [
    {
      code: v2 + on('files://{+file}', readsFile, '{ file: { exempt: true } }'),
      errors: [{ messageId: 'exemptedTraversal', line: 6 }],
    },
    {
      code: v2 + on('files://{+file}', readsFile, undefined, '{ security: false }'),
      errors: [{ messageId: 'exemptedTraversal', line: 6 }],
    },
    {
      // The router-wide default of the resourceRouter() the route is added to.
      code: v2 + routed('files://{+file}', readsFile, undefined, undefined, '{ security: false }'),
      errors: [{ messageId: 'exemptedTraversal', line: 7 }],
    },
  ],
});

const checked = (test: string) => `(vars) => { if (!${test}.test(vars.id)) throw new ResourceMiss(); return vars.id; }`;

ruleTester.run('require-anchored-validation (mcp-resources resource())', requireAnchoredValidation, {
  valid: [{ code: v2 + on('docs://{id}', checked('/^[a-z]+$/')) }],
  invalid: [
    {
      code: v2 + on('docs://{id}', checked('/[a-z]+/')),
      errors: [
        {
          messageId: 'unanchored',
          line: 6,
          suggestions: [{ messageId: 'anchor', output: v2 + on('docs://{id}', checked('/^[a-z]+$/')) }],
        },
      ],
    },
  ],
});

// A default in the specs is a default: the handler never sees `undefined` there.
ruleTester.run('require-query-defaults (mcp-resources resource())', requireQueryDefaults, {
  valid: [
    { code: v2 + on('search://{tenant}{?q}', '({ tenant, q }) => q.trim() + tenant', '{ q: "" }') },
    {
      code:
        v2 +
        on(
          'search://{tenant}{?limit}',
          '({ limit }) => limit.toFixed()',
          '{ limit: { convert: integer, default: 10 } }',
        ),
    },
    { code: v1 + routed('search://{tenant}{?q}', '({ q = "" }) => q.trim()') },
  ],
  invalid: [
    {
      code: v2 + on('search://{tenant}{?q}', '({ tenant, q }) => q.trim() + tenant'),
      errors: [{ messageId: 'queryWithoutDefault', line: 6 }],
    },
    {
      // A converter alone gives no default.
      code: v1 + routed('search://{tenant}{?limit}', '(vars) => vars.limit.toFixed()', '{ limit: integer }'),
      errors: [{ messageId: 'queryWithoutDefault', line: 7 }],
    },
  ],
});

const denies = (error: string, principal = 'ctx.http?.authInfo') =>
  `async (vars, ctx) => { if (!(await canRead(${principal}, vars.id))) throw ${error}; return vars.id; }`;

ruleTester.run('prefer-not-found-on-deny (mcp-resources resource())', preferNotFoundOnDeny, {
  valid: [
    { code: v2 + on('docs://{id}', denies('new ResourceMiss()')) },
    { code: v1 + routed('docs://{id}', denies('new ResourceMiss()', 'ctx.authInfo')) },
  ],
  invalid: [
    {
      // The suggestion is the refusal resource() answers as not found, whichever SDK calls it.
      code: v2 + on('docs://{id}', denies('new Error("Forbidden")')),
      errors: [
        {
          messageId: 'denialLooksDifferent',
          line: 6,
          suggestions: [{ messageId: 'useNotFound', output: v2 + on('docs://{id}', denies('new ResourceMiss()')) }],
        },
      ],
    },
    {
      code: (v1 + routed('docs://{id}', denies('new Error("Forbidden")', 'ctx.authInfo'))).replace(
        ', ResourceMiss }',
        ' }',
      ),
      errors: [
        {
          messageId: 'denialLooksDifferent',
          line: 7,
          suggestions: [
            {
              messageId: 'useNotFound',
              output: v1 + routed('docs://{id}', denies('new ResourceMiss()', 'ctx.authInfo')),
            },
          ],
        },
      ],
    },
  ],
});

const unchecked = '(vars, ctx) => vars.id';
const OWNER = 'its template variable "tenant" names an owner';

ruleTester.run('require-read-authorization (mcp-resources resource())', requireReadAuthorization, {
  valid: [
    {
      code:
        v2 +
        on(
          'files://{tenant}/{id}',
          '({ tenant, id }, ctx) => { if (ctx.http?.authInfo?.extra?.tenant !== tenant) throw new ResourceMiss(); return id; }',
        ),
    },
    {
      code:
        v1 +
        routed(
          'files://{tenant}/{id}',
          '({ tenant, id }, extra) => { if (extra.authInfo?.extra?.tenant !== tenant) throw new ResourceMiss(); return id; }',
        ),
    },
  ],
  invalid: [
    {
      code: v2 + on('files://{tenant}/{id}', unchecked),
      errors: [
        {
          messageId: 'missing',
          line: 6,
          data: { resource: '"files://{tenant}/{id}"', principal: 'ctx.http?.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v1 + routed('files://{tenant}/{id}', unchecked.replace(/ctx/g, 'extra')),
      errors: [
        {
          messageId: 'missing',
          line: 7,
          data: { resource: '"files://{tenant}/{id}"', principal: 'extra.authInfo', evidence: OWNER },
        },
      ],
    },
    {
      code: v2 + on('files://{tenant}/{id}', '(vars, ctx) => { authorize(vars.tenant); return vars.id; }'),
      errors: [
        { messageId: 'identityFromUri', line: 6, data: { callee: 'authorize', principal: 'ctx.http?.authInfo' } },
      ],
    },
  ],
});

// A related URI built from a decoded variable: the suggestion expands it (encoding once).
ruleTester.run('no-manual-expansion (mcp-resources resource())', noManualExpansion, {
  valid: [],
  invalid: [
    {
      code: v2 + on('teams://{team}', related),
      errors: [
        {
          messageId: 'manualUri',
          line: 6,
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: (
                v2 +
                on(
                  'teams://{team}',
                  related.replace('`members://${team}/list`', 'expand("members://{team}/list", { team })'),
                )
              ).replace('ResourceMiss } from "mcp-resources";', 'ResourceMiss, expand } from "mcp-resources";'),
            },
          ],
        },
      ],
    },
  ],
});

describe('mcp-resources resource() underlines', () => {
  it('valid-template: the template argument', () => {
    expect(underline(v2 + on('docs://{a}{b}', '(vars) => vars.a'), 'valid-template')).toMatchInlineSnapshot(`
      "adjacentVariables:
        6 | resource(server, "docs://{a}{b}", (vars) => vars.a);
          |                          ^^^^^^"
    `);
  });
  it('no-path-traversal: the exempted read, and the option that exempts it', () => {
    expect(underline(v2 + on('files://{+file}', readsFile, '{ file: { exempt: true } }'), 'no-path-traversal'))
      .toMatchInlineSnapshot(`
      "exemptedTraversal:
        6 | resource(server, "files://{+file}", { file: { exempt: true } }, async (vars) => readFile(path.join(ROOT, vars.file), "utf8"));
          |                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: the head of the handler', () => {
    expect(underline(v2 + on('files://{tenant}/{id}', unchecked), 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        6 | resource(server, "files://{tenant}/{id}", (vars, ctx) => vars.id);
          |                                           ^^^^^^^^^^^^^^"
    `);
  });
});
