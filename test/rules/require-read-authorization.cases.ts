// Cases of require-read-authorization, kept apart from the runner so that each reads as code.
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import type { Options } from '../../rules/require-read-authorization.js';

type MessageId = 'missing' | 'missingSome' | 'identityFromUri';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate, ResourceNotFoundError, requireScopes } from "@modelcontextprotocol/server";\n`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;
// Stand-ins, on one line so that line numbers below stay easy to read.
const stubs = `declare const server: McpServer; declare function authorize(...a: unknown[]): Promise<void>; declare function canRead(...a: unknown[]): Promise<boolean>; declare function load(...a: unknown[]): Promise<string>;\n`;
const lowStubs = `declare const low: Server; declare function authorize(...a: unknown[]): Promise<void>;\n`;
/** Line 3 onwards is the case's own code. */
export const V1 = v1 + stubs;
export const V2 = v2 + stubs;
export const LOW = lowLevel + lowStubs;

export const valid: ValidTestCase<[Options]>[] = [
  // An authorizer receiving the principal before the only return.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
  // Paths that throw return nothing: a not-found before the check is fine.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await load(id);
  if (!doc) throw new Error("not found");
  await authorize(extra.authInfo, doc);
  return { contents: [{ uri: uri.href, text: doc }] };
});`,
  },
  // A predicate whose false branch throws guards what follows; logging the denial is fine.
  {
    code: `${V1}declare const log: { warn(...a: unknown[]): void };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) {
    log.warn("read denied", id);
    throw new Error("not found");
  }
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`,
  },
  // The predicate's answer held in a const, then tested.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const allowed = await canRead(extra.authInfo, id);
  if (!allowed) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Returning inside the branch where the predicate was true.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (await canRead(extra.authInfo, id)) {
    return { contents: [{ uri: uri.href, text: "x" }] };
  }
  return { contents: [] };
});`,
  },
  // Identity from extra.authInfo through local variables.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const auth = extra.authInfo;
  const user = auth?.clientId;
  await authorize(user, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // `{ authInfo }` destructured from the context parameter, and from the context in the body.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, { authInfo }) => {
  await authorize(authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});
server.registerResource("other", new ResourceTemplate("docs://other/{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const { authInfo: info } = extra;
  await authorize(info?.clientId, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // A session derived from the context; an `assert…Access` authorizer called as a method.
  {
    code: `${V1}declare function getSession(e: unknown): Promise<{ userId: string }>; declare const policy: { assertDocAccess(...a: unknown[]): Promise<void> };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const session = await getSession(extra);
  await policy.assertDocAccess(session.userId, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Comparing principal data with the resource, leading to a throw.
  {
    code: `${V1}declare function find(id: unknown): Promise<{ ownerId: string; text: string } | undefined>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await find(id);
  if (!doc || doc.ownerId !== extra.authInfo?.clientId) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: doc.text }] };
});`,
  },
  // A scope check on authInfo.
  {
    code: `${V1}server.registerResource("doc", "docs://index", {}, async (uri, extra) => {
  if (!extra.authInfo?.scopes.includes("docs:read")) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Each branch of `?:` judged alone: the unchecked one hands out nothing.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) =>
  (await canRead(extra, id)) ? { contents: [{ uri: uri.href, text: "x" }] } : { contents: [] });`,
  },
  // A loop whose body checks before returning; `continue` skips both.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  for (const part of String(id).split("/")) {
    if (!part) continue;
    await authorize(extra.authInfo, part);
    return { contents: [{ uri: uri.href, text: part }] };
  }
  throw new Error("not found");
});`,
  },
  // try/finally: the check in `try` runs before the return in it.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  try {
    await authorize(extra.authInfo, id);
    return { contents: [{ uri: uri.href, text: "x" }] };
  } finally {
    void id;
  }
});`,
  },
  // SDK v2: ctx.http?.authInfo, and a not-found that looks like any other miss.
  {
    code: `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (!(await canRead(ctx.http?.authInfo, id))) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // SDK v2: a scopeChallenge in the registration config.
  {
    code: `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: requireScopes("docs:read") }, async (uri, { id }) => ({
  contents: [{ uri: uri.href, text: String(id) }],
}));`,
  },
  // Handlers passed by name: a function declaration and a const.
  {
    code: `${V1}async function readDoc(uri: URL, { id }: Record<string, unknown>, extra: { authInfo?: unknown }) {
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
}
const readIndex = async (uri: URL, extra: { authInfo?: unknown }) => {
  await authorize(extra.authInfo, uri);
  return { contents: [{ uri: uri.href, text: "x" }] };
};
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);
server.registerResource("index", "docs://index", {}, readIndex);`,
  },
  // A trusted wrapper whose code is elsewhere, through an aliased import.
  {
    code: `${V1}import { withAuth as guarded } from "./auth.js";
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, guarded(async (uri: URL) => ({ contents: [{ uri: uri.href, text: "x" }] })));`,
  },
  // A wrapper in the file that checks before calling the handler (generic rest parameters).
  {
    code: `${V1}function withAuth<A extends unknown[]>(handler: (...args: A) => Promise<unknown>) {
  return async (...args: A) => {
    await authorize(args[2], args[0]);
    return handler(...args);
  };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withAuth(async (uri: URL) => ({ contents: [{ uri: uri.href, text: "x" }] })));`,
  },
  // …or that compares the principal it finds among them with the owner.
  {
    code: `${V1}declare function ownerOf(uri: unknown): Promise<string>;
function withOwner<A extends unknown[]>(handler: (...args: A) => Promise<unknown>) {
  return async (...args: A) => {
    const principal = (args[2] as { authInfo?: { clientId?: string } }).authInfo?.clientId;
    if ((await ownerOf(args[0])) !== principal) throw new Error("not found");
    return handler(...args);
  };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withOwner(async (uri: URL) => ({ contents: [{ uri: uri.href, text: "x" }] })));`,
  },
  // Low-level handler: request.params.uri is the resource, extra.authInfo the principal.
  {
    code: `${LOW}low.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
  await authorize(extra.authInfo, request.params.uri);
  return { contents: [{ uri: request.params.uri, text: "x" }] };
});`,
  },
  // Not read handlers: tools, prompts, list and complete callbacks.
  {
    code: `${V1}server.registerTool("search", {}, async () => ({ content: [{ type: "text", text: "x" }] }));
server.registerPrompt("summarize", {}, async () => ({ messages: [] }));
server.registerResource("doc", new ResourceTemplate("docs://{id}", {
  list: async () => ({ resources: [{ uri: "docs://1", name: "1" }] }),
  complete: { id: async () => ["1", "2"] },
}), {}, async (uri, { id }, extra) => {
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // A handler that only ever throws hands out nothing.
  {
    code: `${V1}server.registerResource("gone", "docs://gone", {}, async () => {
  throw new Error("not found");
});`,
  },
  // Options: only templates; names of public resources; custom authorizer names.
  {
    code: `${V1}server.registerResource("readme", "docs://readme", {}, async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] }));`,
    options: [{ resources: 'templates' }],
  },
  {
    code: `${V1}server.registerResource("public-readme", new ResourceTemplate("docs://public/{id}", { list: undefined }), {}, async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] }));`,
    options: [{ ignoreNames: ['^public-'] }],
  },
  {
    code: `${V1}declare function gate(...a: unknown[]): Promise<void>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  await gate(extra, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
    options: [{ authorizers: ['gate'] }],
  },
  // Low-level handler wrapped by a trusted wrapper whose code is elsewhere.
  {
    code: `${LOW}import { withAuthorization } from "./auth.js";
low.setRequestHandler(ReadResourceRequestSchema, withAuthorization(async (request: { params: { uri: string } }) => ({ contents: [{ uri: request.params.uri, text: "x" }] })));`,
  },
  // SDK v2 handler passed by name, checking through a comparison with the principal.
  {
    code: `${V2}declare function find(id: unknown): Promise<{ team: string; text: string }>;
async function readDoc(uri: URL, { id }: Record<string, unknown>, ctx: { http?: { authInfo?: { extra?: { team?: string } } } }) {
  const doc = await find(id);
  if (doc.team !== ctx.http?.authInfo?.extra?.team) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: doc.text }] };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);`,
  },
  // …and through names the principal initializes, one from another.
  {
    code: `${V1}declare function find(id: unknown): Promise<{ ownerId: string; text: string }>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const { authInfo } = extra;
  const caller = authInfo?.clientId;
  const doc = await find(id);
  if (doc.ownerId !== caller) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: doc.text }] };
});`,
  },
  // Not an MCP server: a `resource` method of something else.
  {
    code: `declare const router: { resource(name: string, path: string, h: () => unknown): void };
router.resource("users", "/users/:id", () => ({ contents: [] }));`,
  },
  // Code typed half-way in an editor must not crash the rule.
  {
    code: `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, ...rest) => {
  const [, extra] = rest as [unknown, { authInfo?: unknown }];
  if (extra?.authInfo) {}
  throw new Error("not found");
});`,
  },
  // A synchronous authorizer needs no await.
  {
    code: `${V1}declare function assertAccess(...a: unknown[]): void;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  assertAccess(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // SDK v2 wrapped by a wrapper in the file that compares the principal with the resource.
  {
    code: `${V2}declare function ownerOf(uri: URL): Promise<string>;
function withAuthorization(handler: (u: URL, v: unknown, c: { http?: { authInfo?: { clientId: string } } }) => Promise<unknown>) {
  return async (uri: URL, vars: unknown, ctx: { http?: { authInfo?: { clientId: string } } }) => {
    if ((await ownerOf(uri)) !== ctx.http?.authInfo?.clientId) throw new ResourceNotFoundError(uri.href);
    return handler(uri, vars, ctx);
  };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withAuthorization(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`,
  },
  // A handler imported from another module is not in the file: nothing to check here.
  {
    code: `${V1}import { readDoc } from "./handlers.js";
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);`,
  },
];

// Invalid cases with the data of their message checked; require-read-authorization.test.ts draws their locations,
// and those of the cases that show only where a finding is reported.

// Authentication only: someone is signed in, but may they read this document?
export const authenticationOnly = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!extra.authInfo) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;

// SDK v2: authentication only, through ctx.http?.authInfo; a scopeChallenge set to undefined.
export const v2AuthenticationOnly = `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: undefined }, async (uri, { id }, ctx) => {
  if (!ctx.http?.authInfo) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;

export const invalid: InvalidTestCase<MessageId, [Options]>[] = [
  {
    code: authenticationOnly,
    errors: [
      {
        messageId: 'missing',
        data: {
          resource: 'resource "doc"',
          principal: 'extra.authInfo',
          evidence: 'its test on line 4 only shows that someone signed in',
        },
      },
    ],
  },
  {
    code: v2AuthenticationOnly,
    errors: [
      {
        messageId: 'missing',
        data: {
          resource: 'resource "doc"',
          principal: 'ctx.http?.authInfo',
          evidence: 'its test on line 4 only shows that someone signed in',
        },
      },
    ],
  },
];
