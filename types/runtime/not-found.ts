// The errors McpServer answers a read of an unknown resource with, reproduced for each SDK so
// that a read the router or the adapter refuses fails exactly like a missing resource.

/**
 * The error `createResourceRouter` throws by default for a URI no route matches. The SDKs turn
 * a thrown error into the JSON-RPC error `{ code, message, data }` from these three properties
 * (v1 shared/protocol.js, v2 Protocol), so this plain Error reaches the client exactly as the
 * SDK's own `McpError`/`ResourceNotFoundError` would.
 */
export class UnknownResourceError extends Error {
  override readonly name = 'UnknownResourceError';
  /** JSON-RPC "Invalid params", what both SDKs' McpServer answer for an unknown resource. */
  readonly code = -32602;
  /** The URI as the request gave it. */
  readonly uri: string;
  readonly data: { readonly uri: string } | undefined;

  constructor(message: string, uri: string, data?: { readonly uri: string }) {
    super(message);
    this.uri = uri;
    this.data = data;
  }
}

/**
 * What `McpServer` of `@modelcontextprotocol/sdk` 1.32.x answers (server/mcp.js:447,
 * `new McpError(ErrorCode.InvalidParams, \`Resource ${uri} not found\`)` with `uri` the parsed
 * URL): code -32602, message "MCP error -32602: Resource <href> not found", no data. The default.
 */
export const sdkV1NotFound = (uri: string, url: URL | undefined): UnknownResourceError =>
  new UnknownResourceError(`MCP error -32602: Resource ${url?.href ?? uri} not found`, uri);

/**
 * What `McpServer` of `@modelcontextprotocol/server` 2.4.x answers (`ResourceNotFoundError`):
 * code -32602, message "Resource not found: <uri as requested>", data `{ uri }`.
 */
export const sdkV2NotFound = (uri: string): UnknownResourceError =>
  new UnknownResourceError(`Resource not found: ${uri}`, uri, { uri });

/** Makes the error for an unknown resource: `uri` as requested, `url` its parse (`undefined` when it is no absolute URL). */
export type NotFound = (uri: string, url: URL | undefined) => unknown;

/**
 * The not-found error of the SDK that called a handler with `extra`: v2's when it is a v2
 * `ServerContext` (which has `mcpReq`, v1's `RequestHandlerExtra` has not), else v1's. So no user
 * names the SDK generation: the context it hands over tells.
 */
export function notFoundFor(extra: unknown): NotFound {
  const mcpReq = (extra as { mcpReq?: unknown } | null | undefined)?.mcpReq;
  return typeof mcpReq === 'object' && mcpReq !== null ? sdkV2NotFound : sdkV1NotFound;
}

/**
 * Thrown inside a read to refuse it as not found (a converter that threw): the adapter and the
 * router answer it with their not-found error, as they answer a `safeJoin` escape.
 */
export class ResourceMiss extends Error {
  override readonly name = 'ResourceMiss';
}

/**
 * File-system errors that mean "nothing to serve here" (Node.js system errors: a `code` and a
 * `syscall`): a missing file or directory, a directory where a file was expected, a symlink loop,
 * a name too long, no permission.
 */
const FILE_MISSES: ReadonlySet<string> = new Set([
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'ELOOP',
  'ENAMETOOLONG',
  'EACCES',
  'EPERM',
]);

/**
 * Whether a read handler's error is a refusal that must look like an unknown resource: a
 * `PathEscapeError` of `safeJoin` (mcp-resources/fs, known by its name: this part of the package
 * imports no Node.js module), or a file-system miss. Both would otherwise reach the client as an
 * internal error whose message names the server's paths.
 */
export function isResourceMiss(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, syscall } = error as { name?: unknown; code?: unknown; syscall?: unknown };
  return (
    error instanceof ResourceMiss ||
    name === 'PathEscapeError' ||
    (typeof code === 'string' && FILE_MISSES.has(code) && typeof syscall === 'string')
  );
}

/**
 * Runs a read handler and answers its misses (`isResourceMiss`) with `notFound()`, whether it
 * throws them or its promise rejects with them; every other error passes through unchanged.
 */
export function missesAsNotFound<R>(read: () => R, notFound: () => never): R {
  const rethrow = (error: unknown): never => {
    if (isResourceMiss(error)) notFound();
    throw error;
  };
  let result: R;
  try {
    result = read();
  } catch (error) {
    return rethrow(error);
  }
  const then = (result as { then?: unknown } | null | undefined)?.then;
  return typeof then === 'function' ? ((result as PromiseLike<unknown>).then(undefined, rethrow) as R) : result;
}
