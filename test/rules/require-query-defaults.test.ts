import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-query-defaults.js';
import { ruleTester } from './rule-tester.js';
import { underline } from '../helpers/underline.js';

// The companion's adapter leaves an absent query variable undefined; the bare SDK matches no URI
// without every one (no-sdk-unsupported-template reports that, once, with both fixes).
const companion = `import { typedResource } from "mcp-resources"; `;
const v1 = `${companion}import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const v2 = `${companion}import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const REVIEWS = `const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); `;
/** A v1 registration of the reviews template with `handler`, through the adapter. */
const reviews = (handler: string) =>
  `${v1}${REVIEWS}server.registerResource("reviews", r.template, {}, r.read(${handler}));`;
const reviewsV2 = (handler: string) =>
  `${v2}${REVIEWS}server.registerResource("reviews", r.template, { scopeChallenge: { requiredScopes: ["r"] } }, r.read(${handler}));`;
/** The bare SDK: no URI without every query parameter matches, so the handler never sees one undefined. */
const bareSdk = (handler: string) =>
  `${v1}server.registerResource("reviews", new ResourceTemplate("reviews://{isbn}{?limit,sort}", { list: undefined }), {}, ${handler});`;

ruleTester.run('require-query-defaults', rule, {
  valid: [
    {
      code: bareSdk(`async (uri, { isbn, limit }) => ({ contents: [{ uri: uri.href, text: String(limit).trim() }] })`),
    },
    {
      code: bareSdk(
        `async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables.sort).trim() }] })`,
      ),
    },
    // Defaults in every form: destructuring default in the parameter and in a declaration.
    { code: reviews(`async (uri, { isbn, limit = "10", sort = "new" }, extra) => ({ contents: [] })`) },
    {
      code: reviews(
        `async (uri, variables) => {\n  const { limit = "10", sort = "new" } = variables;\n  return { contents: [{ uri: uri.href, text: limit + sort }] };\n}`,
      ),
    },
    // ?? and || fallbacks on member reads, dot and bracket.
    {
      code: reviews(
        `async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables.limit ?? "10") + String(variables["sort"] || "new") }] })`,
      ),
    },
    // Undefined checks: early exit, if/else, ternary, &&, typeof, comparison with a literal, in, switch.
    {
      code: reviews(
        `async (uri, variables) => {\n  if (variables.limit === undefined) throw new Error("limit");\n  if (!variables.sort) return { contents: [] };\n  return { contents: [{ uri: uri.href, text: variables.limit + variables.sort }] };\n}`,
      ),
    },
    {
      code: reviews(
        `async (uri, { limit, sort }) => {\n  const n = typeof limit === "string" ? Number(limit) : 10;\n  const order = sort === "old" ? "asc" : "desc";\n  return { contents: [{ uri: uri.href, text: n + order }] };\n}`,
      ),
    },
    {
      code: reviews(
        `async (uri, variables) => {\n  let text = "";\n  if (variables.limit !== undefined) { text += variables.limit; } else { text = "10"; }\n  if ("sort" in variables && variables.sort) text += variables.sort;\n  return { contents: [{ uri: uri.href, text }] };\n}`,
      ),
    },
    {
      code: reviews(
        `async (uri, { limit, sort }) => {\n  switch (sort) { case "old": break; default: break; }\n  return { contents: [{ uri: uri.href, text: limit != null ? limit : "10" }] };\n}`,
      ),
    },
    // Alias of a member read, defaulted later; ??= on a binding.
    {
      code: reviews(
        `async (uri, variables) => {\n  let limit = variables.limit;\n  if (limit === undefined) limit = "10";\n  let { sort } = variables;\n  sort ??= "new";\n  return { contents: [{ uri: uri.href, text: limit + sort }] };\n}`,
      ),
    },
    // Guard that proves two variables at once, and Array.isArray (SDK v1 values may be lists).
    {
      code: reviews(
        `async (uri, { limit, sort }) => {\n  if (!limit || !sort) throw new Error("missing");\n  const first = Array.isArray(limit) ? limit[0] : limit;\n  return { contents: [{ uri: uri.href, text: first + sort }] };\n}`,
      ),
    },
    // SDK v1 values may be lists: an alias checked with Array.isArray, both branches with a fallback.
    {
      code: reviews(
        `async (uri, variables) => {\n  const limitRaw = variables.limit;\n  const limit = Array.isArray(limitRaw) ? limitRaw[0] ?? "10" : limitRaw ?? "10";\n  return { contents: [{ uri: uri.href, text: limit }] };\n}`,
      ),
    },
    // A fallback after a conversion that turns undefined into NaN or undefined.
    {
      code: reviews(
        `async (uri, variables) => {\n  const limit = variables.limit as string;\n  const n = Math.min(Number(limit) || 20, 100);\n  const sort = variables.sort?.trim() ?? "new";\n  return { contents: [{ uri: uri.href, text: n + sort }] };\n}`,
      ),
    },
    // Non-query variables need no default; an unused destructured query variable reads nothing.
    { code: reviews(`async (uri, { isbn, limit }) => ({ contents: [{ uri: uri.href, text: String(isbn) }] })`) },
    // A template without query variables.
    {
      code: `${v1}server.registerResource("b", new ResourceTemplate("books://{isbn}", { list: undefined }), {}, async (uri, { isbn }) => ({ contents: [{ uri: uri.href, text: String(isbn) }] }));`,
    },
    // SDK v2, handler by name, with defaults.
    {
      code: `${v2}const read = async (uri: URL, { limit = "10" }: Record<string, string>) => ({ contents: [{ uri: uri.href, text: limit }] });\n${REVIEWS}server.registerResource("reviews", r.template, {}, r.read(read));`,
    },
    // Computed key from a variable: cannot be resolved.
    {
      code: reviews(
        `async (uri, variables) => { const k = Math.random() > 0.5 ? "limit" : "sort"; return { contents: [{ uri: uri.href, text: String(variables[k]) }] }; }`,
      ),
    },
    // Odd shapes do not crash: no parameters, a rest element, optional chaining with a fallback, nested patterns with defaults.
    { code: reviews(`async () => ({ contents: [] })`) },
    {
      code: reviews(
        `async (uri, { isbn, ...rest }) => ({ contents: [{ uri: uri.href, text: JSON.stringify(rest) }] })`,
      ),
    },
    {
      code: reviews(
        `async (uri, variables) => ({ contents: [{ uri: uri.href, text: String(variables?.limit ?? "10") }] })`,
      ),
    },
    {
      code: reviews(
        `async (uri, { limit: [first] = ["10"] }) => ({ contents: [{ uri: uri.href, text: String(first) }] })`,
      ),
    },
    // A static resource and a low-level handler have no template variables.
    {
      code: `${v1}server.registerResource("r", "reviews://all", {}, async (uri, extra) => ({ contents: [{ uri: uri.href, text: String(extra.authInfo) }] }));`,
    },
    {
      code: `import { Server } from "@modelcontextprotocol/server";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/server";\nconst server = new Server({ name: "s", version: "1" }, { capabilities: {} });\nserver.setRequestHandler(ReadResourceRequestSchema, async (request, ctx) => ({ contents: [{ uri: request.params.uri, text: "" }] }));`,
    },
  ],
  invalid: [],
});

/** The findings of require-query-defaults in `code`, drawn. */
const draw = (code: string) => underline(code, 'require-query-defaults');

// Where each finding is reported: the read of the query variable that may be undefined.
describe('require-query-defaults underlines', () => {
  it('destructured in the parameter without a default, used raw', () => {
    expect(
      draw(reviews(`async (uri, { isbn, limit }, extra) => ({ contents: [{ uri: uri.href, text: String(limit) }] })`)),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, { isbn, limit }, extra) => ({ contents: [{ uri: uri.href, text: String(limit) }] })));
          |                                                                                                                                                                                ^^^^^"
    `);
  });
  it('member read passed on without a fallback; the other one has one', () => {
    expect(
      draw(
        reviews(
          `async (uri, variables) => ({ contents: [{ uri: uri.href, text: Number(variables.limit) + String(variables.sort ?? "new") }] })`,
        ),
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, variables) => ({ contents: [{ uri: uri.href, text: Number(variables.limit) + String(variables.sort ?? "new") }] })));
          |                                                                                                                                                                                                                                  ^^^^^^^^^^^^^^^"
    `);
  });
  it('bracket read in a template literal; SDK v2', () => {
    expect(
      draw(
        reviewsV2(
          `async (uri, variables, ctx) => ({ contents: [{ uri: uri.href, text: \`sorted by \${variables["sort"]}\` }] })`,
        ),
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, { scopeChallenge: { requiredScopes: ["r"] } }, r.read(async (uri, variables, ctx) => ({ contents: [{ uri: uri.href, text: \`sorted by \${variables["sort"]}\` }] })));
          |                                                                                                                                                                                                                                                                                        ^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a check of another variable does not guard this one; a check after the use is too late', () => {
    expect(
      draw(
        reviews(
          `async (uri, { limit, sort }) => {\n  if (!sort) throw new Error("sort");\n  const n = Number(limit);\n  if (limit === undefined) return { contents: [] };\n  return { contents: [{ uri: uri.href, text: String(n) + sort }] };\n}`,
        ),
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, { limit, sort }) => {
          |                                                                                                                                                                          ^^^^^"
    `);
  });
  it('handler passed by name through a wrapper; the alias of a member read is used raw; comparing with null strictly does not catch undefined', () => {
    expect(
      draw(
        `${v1}async function readReviews(uri: URL, variables: Record<string, string | undefined>) {\n  const limit = variables.limit;\n  if (variables.sort !== null) console.log(variables.sort.length);\n  return { contents: [{ uri: uri.href, text: limit!.padStart(2) }] };\n}\n${REVIEWS}server.registerResource("reviews", r.template, {}, r.read(readReviews));`,
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        4 |   const limit = variables.limit;
          |                 ^^^^^^^^^^^^^^^
      queryWithoutDefault:
        5 |   if (variables.sort !== null) console.log(variables.sort.length);
          |                                            ^^^^^^^^^^^^^^"
    `);
  });
  it('String(undefined) is "undefined", which no || fallback catches; ?? after Number keeps NaN', () => {
    expect(
      draw(
        reviews(
          `async (uri, { limit, sort }) => ({ contents: [{ uri: uri.href, text: (String(sort) || "new") + (Number(limit) ?? 10) }] })`,
        ),
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, { limit, sort }) => ({ contents: [{ uri: uri.href, text: (String(sort) || "new") + (Number(limit) ?? 10) }] })));
          |                                                                                                                                                                          ^^^^^
      queryWithoutDefault:
        3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, { limit, sort }) => ({ contents: [{ uri: uri.href, text: (String(sort) || "new") + (Number(limit) ?? 10) }] })));
          |                                                                                                                                                                                 ^^^^"
    `);
  });
  it('a nested pattern without a default: the variable itself may be absent', () => {
    expect(draw(reviews(`async (uri, { limit: [first] }) => ({ contents: [{ uri: uri.href, text: String(first) }] })`)))
      .toMatchInlineSnapshot(`
        "queryWithoutDefault:
          3 | const r = typedResource(ResourceTemplate, "reviews://{isbn}{?limit,sort}", { list: undefined }); server.registerResource("reviews", r.template, {}, r.read(async (uri, { limit: [first] }) => ({ contents: [{ uri: uri.href, text: String(first) }] })));
            |                                                                                                                                                                          ^^^^^"
      `);
  });
  it('`{&x}` continuation variables are query variables too; deprecated `resource` API', () => {
    expect(
      draw(
        `${v1}const s = typedResource(ResourceTemplate, "search://q{?term}{&page}", { list: undefined }); server.resource("s", s.template, s.read(async (uri, { term = "", page }) => ({ contents: [{ uri: uri.href, text: term + page.toString() }] })));`,
      ),
    ).toMatchInlineSnapshot(`
      "queryWithoutDefault:
        3 | const s = typedResource(ResourceTemplate, "search://q{?term}{&page}", { list: undefined }); server.resource("s", s.template, s.read(async (uri, { term = "", page }) => ({ contents: [{ uri: uri.href, text: term + page.toString() }] })));
          |                                                                                                                                                              ^^^^"
    `);
  });
});
