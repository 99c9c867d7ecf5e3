// Cases of require-read-authorization's default gate (report `missing` only on evidence that the
// resource belongs to a principal), and of what is no read to check at all: delegation, paths that
// end in a function that never returns, results without contents.
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import type { Options } from '../../rules/require-read-authorization.js';

type MessageId = 'missing' | 'missingSome' | 'identityFromUri';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\n`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;
const stubs = `declare const server: McpServer; declare function authorize(...a: unknown[]): Promise<void>; declare function canRead(...a: unknown[]): Promise<boolean>; declare function load(...a: unknown[]): Promise<string>;\n`;
/** Line 3 onwards is the case's own code. */
const V1 = v1 + stubs;
const V2 = v2 + stubs;
const LOW = lowLevel + `declare const low: Server; declare function load(...a: unknown[]): Promise<string>;\n`;

/** Valid in both modes: no read to check, or the check is somewhere else by construction. */
export const everyReadValid: ValidTestCase<[Options]>[] = [
  // Delegation: the context goes to the call that produces the contents.
  {
    code: `${V1}declare function readFor(...a: unknown[]): Promise<{ uri: string; text: string }>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => ({ contents: [await readFor(extra, id)] }));`,
  },
  // Delegation through local values: the principal scopes the query whose result is handed out.
  {
    code: `${V1}declare const store: { read(...a: unknown[]): Promise<string> };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await store.read(extra.authInfo, id);
  const text = doc.trim();
  return { contents: [{ uri: uri.href, text }] };
});`,
  },
  // A router hands the session on to the handler that serves the URI.
  {
    code: `${V2}declare function route(...a: unknown[]): Promise<{ contents: [] }>;
server.registerResource("any", new ResourceTemplate("app://{+path}", { list: undefined }), {}, (uri, variables, ctx) => route(uri, variables, ctx));`,
  },
  // A local function declared \`: never\` ends its path as a \`throw\` does.
  {
    code: `${V1}function deny(): never { throw new Error("not found"); }
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) deny();
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
  // …and so does one whose body always throws, and an ambient \`declare function …: never\`.
  {
    code: `${V1}const notFound = (what: string) => { throw new Error(\`\${what} not found\`); };
declare function fail(reason: string): never;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const allowed = await canRead(extra.authInfo, id);
  if (!allowed) notFound(String(id));
  if (!id) fail("no id");
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
  {
    code: `${V1}declare function deny(reason: string): never;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) deny("not found");
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
  // A result without contents (asking the client for input) hands nothing out.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!extra.authInfo) return { resultType: "input_required", inputRequests: {} } as never;
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
];

/** Valid by default: nothing shows that these resources belong to anyone. */
export const evidenceValid: ValidTestCase<[Options]>[] = [
  // A single-user tool: one template, no principal anywhere in the file.
  {
    code: `${V1}server.registerResource("note", new ResourceTemplate("notes://{id}", { list: undefined }), {}, async (uri, { id }) => ({
  contents: [{ uri: uri.href, text: await load(id) }],
}));`,
  },
  // Public content: a static resource and a low-level handler.
  {
    code: `${V1}server.registerResource("readme", "docs://readme", {}, async (uri) => ({ contents: [{ uri: uri.href, text: "Read me" }] }));`,
  },
  {
    code: `${LOW}low.setRequestHandler(ReadResourceRequestSchema, async (request) => ({ contents: [{ uri: request.params.uri, text: await load(request.params.uri) }] }));`,
  },
  // Variables that name no owner (an environment, a data set, a slug).
  {
    code: `${V2}server.registerResource("dataset", new ResourceTemplate("metrics://{environment}/{dataset}", { list: undefined }), {}, async (uri, { environment, dataset }) => ({
  contents: [{ uri: uri.href, text: await load(environment, dataset) }],
}));`,
  },
  // A word inside a longer word is no owner: "username" holds "user" but is one word.
  {
    code: `${V1}server.registerResource("avatar", new ResourceTemplate("avatars://{username}", { list: undefined }), {}, async (uri, { username }) => ({
  contents: [{ uri: uri.href, text: await load(username) }],
}));`,
  },
  // A test server, skipped by default.
  {
    code: `${V1}server.registerResource("policy", new ResourceTemplate("docs://team/{teamId}", { list: undefined }), {}, async (uri, { teamId }) => ({ contents: [{ uri: uri.href, text: await load(teamId) }] }));`,
    filename: 'test/fixtures/server.ts',
  },
  // A minified bundle mentions authInfo in the SDK code it carries: no evidence for its own handlers.
  {
    name: 'a minified bundle that carries the SDK',
    code: `${V1}${'const sdk={authInfo:1,' + 'padding:"' + 'x'.repeat(24_000) + '"};'}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`,
  },
  // Owner words can be replaced.
  {
    code: `${V1}server.registerResource("team", new ResourceTemplate("teams://{teamId}", { list: undefined }), {}, async (uri, { teamId }) => ({
  contents: [{ uri: uri.href, text: await load(teamId) }],
}));`,
    options: [{ ownerWords: ['tenant'] }],
  },
];

// Invalid cases with the data of their message checked; require-read-authorization.test.ts draws their locations,
// and those of the cases that show only where a finding is reported.

// A template variable naming an owner scope.
export const ownerVariable = `${V1}server.registerResource("policy", new ResourceTemplate("docs://team/{teamId}/policy/{name}", { list: undefined }), {}, async (uri, { teamId, name }) => ({
  contents: [{ uri: uri.href, text: await load(teamId, name) }],
}));`;

// snake_case and plural owner words: org_slug, {projects}.
export const ownerWordForms = `${V2}server.registerResource("repo", new ResourceTemplate("git://{org_slug}/{projects}", { list: undefined }), {}, async (uri, { org_slug }) => ({ contents: [{ uri: uri.href, text: await load(org_slug) }] }));`;

// The file knows about authInfo (a tool reads it): its resources are read on behalf of someone too.
export const authInfoInFile = `${V1}server.registerTool("whoami", {}, async (extra) => ({ content: [{ type: "text", text: String(extra.authInfo?.clientId) }] }));
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`;

// One handler checks (line 3), a public one does not: the report names the check as its evidence,
// and `ignoreNames` marks the public resource.
export const publicBesideChecked = `${V2}server.registerResource("notes", new ResourceTemplate("notes://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => { if (!(await canRead(ctx.http?.authInfo, id))) throw new Error("Resource not found"); return { contents: [{ uri: uri.href, text: await load(id) }] }; });
server.registerResource("status", "app://status", {}, async (uri) => ({ contents: [{ uri: uri.href, text: "ok" }] }));`;
// A trusted wrapper elsewhere (line 4), and a scopeChallenge elsewhere (line 3): each is the evidence.
export const wrappedElsewhere = `${V1}declare function withAuth<T>(h: T): T;
server.registerResource("notes", new ResourceTemplate("notes://{id}", { list: undefined }), {}, withAuth(async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] })));
server.registerResource("status", "app://status", {}, async (uri) => ({ contents: [{ uri: uri.href, text: "ok" }] }));`;
export const challengedElsewhere = `${V2}server.registerResource("notes", new ResourceTemplate("notes://{id}", { list: undefined }), { scopeChallenge: { requiredScopes: ["notes:read"] } }, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
server.registerResource("status", "app://status", {}, async (uri) => ({ contents: [{ uri: uri.href, text: "ok" }] }));`;

export const publicValid: ValidTestCase<[Options]>[] = [
  { code: publicBesideChecked, options: [{ ignoreNames: ['^status$'] }] },
  { code: wrappedElsewhere, options: [{ ignoreNames: ['^status$'] }] },
];

/** Invalid by default: each kind of evidence makes a handler with no check a finding. */
export const evidenceInvalid: InvalidTestCase<MessageId, [Options]>[] = [
  {
    code: publicBesideChecked,
    errors: [
      {
        messageId: 'missing',
        line: 4,
        data: {
          resource: 'resource "status"',
          principal: 'ctx.http?.authInfo',
          evidence: '`canRead()` checks a read on line 3',
        },
      },
    ],
  },
  {
    code: wrappedElsewhere,
    errors: [
      {
        messageId: 'missing',
        line: 5,
        data: {
          resource: 'resource "status"',
          principal: 'extra.authInfo',
          evidence: '`withAuth()` authorizes resource "notes" (line 4)',
        },
      },
    ],
  },
  {
    code: challengedElsewhere,
    errors: [
      {
        messageId: 'missing',
        line: 4,
        data: {
          resource: 'resource "status"',
          principal: 'ctx.http?.authInfo',
          evidence: 'resource "notes" has a `scopeChallenge` (line 3)',
        },
      },
    ],
  },
  {
    code: ownerVariable,
    errors: [
      {
        messageId: 'missing',
        data: {
          resource: 'resource "policy"',
          principal: 'extra.authInfo',
          evidence: 'its template variable "teamId" names an owner',
        },
      },
    ],
  },
  {
    code: ownerWordForms,
    errors: [
      {
        messageId: 'missing',
        data: {
          resource: 'resource "repo"',
          principal: 'ctx.http?.authInfo',
          evidence: 'its template variable "org_slug" names an owner',
        },
      },
    ],
  },
  {
    code: authInfoInFile,
    errors: [
      {
        messageId: 'missing',
        data: {
          resource: 'resource "doc"',
          principal: 'extra.authInfo',
          evidence: 'the file names `authInfo` (line 3)',
        },
      },
    ],
  },
];
