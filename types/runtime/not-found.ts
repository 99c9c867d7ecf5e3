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
