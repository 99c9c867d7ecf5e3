// Cases of prefer-not-found-on-deny, kept apart from the runner so that each reads as code.
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

type MessageId = 'denialLooksDifferent' | 'denialCodeDiffers' | 'useNotFound';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v1Types = `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";\n`;
const v2 = `import { McpServer, ResourceTemplate, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";\n`;
// Stand-ins, on one line so that line numbers below stay easy to read.
const stubs = `declare const server: McpServer; declare function authorize(...a: unknown[]): Promise<void>; declare function canRead(...a: unknown[]): Promise<boolean>; declare class ForbiddenError extends Error {}\n`;
/** Line 3 (V1, V2) or 4 (V1T) onwards is the case's own code. */
const V1 = v1 + stubs;
const V1T = v1 + v1Types + stubs;
const V2 = v2 + stubs;

export const valid: ValidTestCase<[]>[] = [
  // An OS error and a containment refusal are no authorization answers, whatever their words.
  {
    code: `${V1}import * as path from "node:path";
import { readFile } from "node:fs/promises";
server.registerResource("file", new ResourceTemplate("files://{+p}", { list: undefined }), {}, async (uri, { p }, extra) => {
  if (!(await canRead(extra.authInfo, p))) throw new Error("Resource not found");
  const full = path.resolve("/srv", String(p));
  if (!full.startsWith("/srv" + path.sep)) throw new Error("Access denied: the path leaves the root");
  try {
    return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
  } catch (error) {
    if ((error as { code?: string }).code === "EACCES") throw new Error("Permission denied");
    throw new Error("Resource not found");
  }
});`,
  },
  // The denial is logged, the client sees the not-found the SDK itself uses.
  {
    code: `${V1T}declare const log: { warn(...a: unknown[]): void };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) {
    log.warn("access denied", { id, user: extra.authInfo?.clientId });
    throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Not signed in at all: the answer is the same for every URI, so it reveals nothing.
  {
    code: `${V1T}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!extra.authInfo) throw new McpError(ErrorCode.InvalidRequest, "Unauthorized");
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Other failures keep their own codes: only the denial branch must look like not-found.
  {
    code: `${V1T}declare const db: { get(id: unknown): Promise<string> };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  await authorize(extra.authInfo, id);
  try {
    return { contents: [{ uri: uri.href, text: await db.get(id) }] };
  } catch {
    throw new McpError(ErrorCode.InternalError, "database unavailable");
  }
});`,
  },
  // SDK v2: ResourceNotFoundError on denial; -32002 goes on the wire as -32602 like any miss.
  {
    code: `import { McpServer, ResourceTemplate, ResourceNotFoundError, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
declare const server: McpServer; declare function canRead(...a: unknown[]): Promise<boolean>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (!(await canRead(ctx.http?.authInfo, id))) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: "x" }] };
});
server.registerResource("other", new ResourceTemplate("docs://other/{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (!(await canRead(ctx.http?.authInfo, id))) throw new ProtocolError(ProtocolErrorCode.ResourceNotFound, "Resource not found");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
  // Tools and prompts may say "forbidden": they have no resources to probe.
  {
    code: `${V1}server.registerTool("delete", {}, async () => {
  throw new ForbiddenError("forbidden");
});`,
  },
  // A denial error built only to be logged is not what the client sees.
  {
    code: `${V1T}declare const log: { warn(e: unknown): void };
server.registerResource("doc", "docs://index", {}, async (uri, extra) => {
  if (!(await canRead(extra.authInfo, uri))) {
    log.warn(new ForbiddenError("permission denied"));
    throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
  },
];

// The invalid cases, which check their data and suggestions below; prefer-not-found-on-deny.test.ts draws
// their locations.

// A local factory builds the denial: its message is what the client sees.
export const localFactory = `${V1}function denied(what: string) { return new Error(\`access denied to \${what}\`); }
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw denied(String(id));
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// A denial class in the failing branch of a predicate (v1): the suggestion imports McpError and ErrorCode.
export const denialClass = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw new ForbiddenError();
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// The not-found code, but a message that says "denied".
export const deniedMessage = `${V1T}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, "Access denied");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// A neutral message but another code than the file's own not-found.
export const otherCode = `${V1T}declare function find(id: unknown): Promise<{ ownerId: string } | undefined>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await find(id);
  if (!doc) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  if (doc.ownerId !== extra.authInfo?.clientId) throw new McpError(ErrorCode.InvalidRequest, \`Resource \${uri} unavailable\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// SDK v2: a ProtocolError saying "Forbidden"; the suggestion adds ResourceNotFoundError to the import.
export const v2Forbidden = `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (!(await canRead(ctx.http?.authInfo, id))) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Forbidden");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// SDK v2: a neutral message with another code, in the alternate of a positive check.
export const v2OtherCode = `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (await canRead(ctx.http?.authInfo, id)) {
    return { contents: [{ uri: uri.href, text: "x" }] };
  } else {
    throw new ProtocolError(ProtocolErrorCode.InvalidRequest, "unavailable");
  }
});`;

// The catch around an authorizer is the denial branch; "403" gives it away.
export const catchAround = `${V1T}server.registerResource("doc", "docs://index", {}, async (uri, extra) => {
  try {
    await authorize(extra.authInfo, uri);
  } catch {
    throw new Error("403");
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// Returned as a rejection, from a handler passed by name, through a const.
export const rejection = `${V1T}declare class UnauthorizedError extends Error {}
async function readDoc(uri: URL, _vars: unknown, extra: { authInfo?: unknown }) {
  if (!(await canRead(extra.authInfo, uri))) {
    const denied = new UnauthorizedError();
    return Promise.reject(denied);
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);`;

// A denial message outside any recognized check still gives the resource away.
export const outsideCheck = `${V1T}declare const acl: { allows(...a: unknown[]): Promise<boolean> };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await acl.allows(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, "You do not have permission to read this document");
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;

// Low-level handler: the suggestion names request.params.uri.
export const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ReadResourceRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
declare const low: Server; declare function authorize(...a: unknown[]): Promise<void>;
low.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
  try {
    await authorize(extra.authInfo, request.params.uri);
  } catch {
    throw new McpError(ErrorCode.InvalidRequest, "Permission denied");
  }
  return { contents: [{ uri: request.params.uri, text: "x" }] };
});`;

// Inside a wrapper in the file.
export const inWrapper = `${V1T}const withAuth = (handler: (u: URL, v: unknown, e: { authInfo?: unknown }) => Promise<unknown>) =>
  async (uri: URL, vars: unknown, extra: { authInfo?: unknown }) => {
    if (!(await canRead(extra.authInfo, uri))) throw new ForbiddenError("not allowed");
    return handler(uri, vars, extra);
  };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withAuth(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`;

export const invalid: InvalidTestCase<MessageId, []>[] = [
  {
    code: localFactory,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        data: { resource: 'resource "doc"', signal: 'message ("access denied")' },
        suggestions: [
          {
            messageId: 'useNotFound',
            data: { replacement: 'new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`)' },
            output: `${v1}import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
${stubs}function denied(what: string) { return new Error(\`access denied to \${what}\`); }
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: denialClass,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        data: { resource: 'resource "doc"', signal: 'class ForbiddenError' },
        suggestions: [
          {
            messageId: 'useNotFound',
            data: { replacement: 'new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`)' },
            output: `${v1}import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
${stubs}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: deniedMessage,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        data: { resource: 'resource "doc"', signal: 'message ("Access denied")' },
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await canRead(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: otherCode,
    errors: [
      {
        messageId: 'denialCodeDiffers',
        data: { resource: 'resource "doc"', code: 'InvalidRequest', notFound: 'ErrorCode.InvalidParams' },
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}declare function find(id: unknown): Promise<{ ownerId: string } | undefined>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await find(id);
  if (!doc) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  if (doc.ownerId !== extra.authInfo?.clientId) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: v2Forbidden,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        suggestions: [
          {
            messageId: 'useNotFound',
            data: { replacement: 'new ResourceNotFoundError(uri.href)' },
            output: `${v2.replace('ProtocolErrorCode }', 'ProtocolErrorCode, ResourceNotFoundError }')}${stubs}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (!(await canRead(ctx.http?.authInfo, id))) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: v2OtherCode,
    errors: [
      {
        messageId: 'denialCodeDiffers',
        data: { resource: 'resource "doc"', code: 'InvalidRequest', notFound: 'ResourceNotFoundError' },
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${v2.replace('ProtocolErrorCode }', 'ProtocolErrorCode, ResourceNotFoundError }')}${stubs}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, ctx) => {
  if (await canRead(ctx.http?.authInfo, id)) {
    return { contents: [{ uri: uri.href, text: "x" }] };
  } else {
    throw new ResourceNotFoundError(uri.href);
  }
});`,
          },
        ],
      },
    ],
  },
  {
    code: catchAround,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        data: { resource: 'resource "doc"', signal: 'message ("403")' },
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}server.registerResource("doc", "docs://index", {}, async (uri, extra) => {
  try {
    await authorize(extra.authInfo, uri);
  } catch {
    throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: rejection,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}declare class UnauthorizedError extends Error {}
async function readDoc(uri: URL, _vars: unknown, extra: { authInfo?: unknown }) {
  if (!(await canRead(extra.authInfo, uri))) {
    const denied = new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
    return Promise.reject(denied);
  }
  return { contents: [{ uri: uri.href, text: "x" }] };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);`,
          },
        ],
      },
    ],
  },
  {
    code: outsideCheck,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}declare const acl: { allows(...a: unknown[]): Promise<boolean> };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (!(await acl.allows(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: lowLevel,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ReadResourceRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
declare const low: Server; declare function authorize(...a: unknown[]): Promise<void>;
low.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
  try {
    await authorize(extra.authInfo, request.params.uri);
  } catch {
    throw new McpError(ErrorCode.InvalidParams, \`Resource \${request.params.uri} not found\`);
  }
  return { contents: [{ uri: request.params.uri, text: "x" }] };
});`,
          },
        ],
      },
    ],
  },
  {
    code: inWrapper,
    errors: [
      {
        messageId: 'denialLooksDifferent',
        data: { resource: 'resources wrapped by withAuth()', signal: 'class ForbiddenError' },
        suggestions: [
          {
            messageId: 'useNotFound',
            output: `${V1T}const withAuth = (handler: (u: URL, v: unknown, e: { authInfo?: unknown }) => Promise<unknown>) =>
  async (uri: URL, vars: unknown, extra: { authInfo?: unknown }) => {
    if (!(await canRead(extra.authInfo, uri))) throw new McpError(ErrorCode.InvalidParams, \`Resource \${uri} not found\`);
    return handler(uri, vars, extra);
  };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withAuth(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`,
          },
        ],
      },
    ],
  },
];
