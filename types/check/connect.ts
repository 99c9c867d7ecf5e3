// Connecting the SDK's client to a server: a command run over stdio (a server in any language), a
// Streamable HTTP URL (with a bearer token: one principal per token), or a server object in this
// process (with the `authInfo` its handlers see). Each connection is closed by its `close()`.
import { CheckAbortedError } from './check-errors.js';
import { loadClientSdk, type ClientSdk, type SdkClient, type SdkGeneration, type TransportLike } from './client-sdk.js';
import type { ResourceClient } from './session.js';

export interface Connection {
  readonly client: ResourceClient & SdkClient;
  readonly generation: SdkGeneration;
  /** The end of what the server wrote to stderr (stdio only), for a message when it fails. */
  stderrTail(): string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Which SDK generation's client (default: `@modelcontextprotocol/client` when installed, else `@modelcontextprotocol/sdk`). */
  readonly sdk?: SdkGeneration;
  /** Milliseconds the server may take to answer `initialize` (default 10,000). */
  readonly timeoutMs?: number;
}

const CLIENT_INFO = { name: 'mcp-resources-check', version: '1' };
const STDERR_KEPT = 4096;

async function connected(
  sdk: ClientSdk,
  transport: TransportLike,
  options: ConnectOptions,
  describe: string,
  stderrTail: () => string,
): Promise<Connection> {
  const client = new sdk.Client(CLIENT_INFO);
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new CheckAbortedError(
          'stalled',
          `${describe} did not answer initialize within ${timeoutMs} ms${tail(stderrTail())}`,
        ),
      );
    }, timeoutMs);
  });
  try {
    await Promise.race([client.connect(transport, { timeout: timeoutMs + 1000 }), stalled]);
  } catch (error) {
    await transport.close().catch(() => undefined);
    if (error instanceof CheckAbortedError) throw error;
    const status = httpStatus(error);
    throw new CheckAbortedError(
      'closed',
      status === undefined
        ? `${describe} could not be reached: ${(error as Error).message}${tail(stderrTail())}`
        : `${describe} answered initialize with HTTP ${status}${status === 401 || status === 403 ? ' (a bearer token is given with --token)' : ''}`,
    );
  } finally {
    clearTimeout(timer);
  }
  return {
    client: client as ResourceClient & SdkClient,
    generation: sdk.generation,
    stderrTail,
    close: () => client.close(),
  };
}

/** The HTTP status of a failed Streamable HTTP request: v2's SdkHttpError has it in `data.status`, v1's StreamableHTTPError in `code`. */
function httpStatus(error: unknown): number | undefined {
  const { name, code, data } = (error ?? {}) as { name?: unknown; code?: unknown; data?: { status?: unknown } };
  if (typeof data?.status === 'number') return data.status;
  if (
    (error as { constructor?: { name?: unknown } } | null)?.constructor?.name === 'StreamableHTTPError' &&
    typeof code === 'number'
  )
    return code;
  return name === 'SdkHttpError' && typeof code === 'number' ? code : undefined;
}

const tail = (text: string) => (text.trim() === '' ? '' : `\nthe server's stderr ended with:\n${text.trimEnd()}`);

/** Runs `command` with `args` and talks to it over stdio; its stderr is kept, not shown. */
export async function connectStdio(
  command: string,
  args: readonly string[],
  options: ConnectOptions & { readonly cwd?: string } = {},
): Promise<Connection> {
  const sdk = await loadClientSdk(options.sdk);
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const transport = new sdk.StdioClientTransport({
    command,
    args: [...args],
    env,
    stderr: 'pipe',
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer | string) => {
    stderr = (stderr + String(chunk)).slice(-STDERR_KEPT);
  });
  return connected(sdk, transport, options, `the server (${[command, ...args].join(' ')})`, () => stderr);
}

/** Connects to a Streamable HTTP endpoint; `token` is sent as `Authorization: Bearer <token>`. */
export async function connectHttp(
  url: string,
  options: ConnectOptions & { readonly token?: string } = {},
): Promise<Connection> {
  const sdk = await loadClientSdk(options.sdk);
  const headers: Record<string, string> =
    options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` };
  const transport = new sdk.StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  return connected(sdk, transport, options, `the server at ${url}`, () => '');
}

/** What a transport hands the server with each message; `authInfo` is the session's principal. */
interface ServerSideTransport {
  onmessage?: (message: unknown, extra?: Record<string, unknown>) => void;
}

/** The principal a transport's auth middleware would hand the server (the SDKs' `AuthInfo`). */
export interface AuthInfoLike {
  readonly token: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly extra?: Record<string, unknown>;
}

/**
 * Connects a client to `server` (an McpServer or a low-level Server of either SDK generation) in
 * this process, over the SDK's in-memory transport. With `authInfo`, every request reaches the
 * server as an HTTP transport with bearer authentication would deliver it: `extra.authInfo` in v1,
 * `ctx.http.authInfo` in v2. Two connections with two principals give `checkResources` its `other`.
 */
export async function connectInProcess(
  server: { connect(transport: never): Promise<void> },
  options: ConnectOptions & { readonly authInfo?: AuthInfoLike } = {},
): Promise<Connection> {
  const sdk = await loadClientSdk(options.sdk);
  const [clientSide, serverSide] = sdk.InMemoryTransport.createLinkedPair();
  await server.connect(serverSide as never);
  const { authInfo } = options;
  if (authInfo !== undefined) {
    const side = serverSide as ServerSideTransport;
    const deliver = side.onmessage;
    if (deliver === undefined)
      throw new TypeError('connectInProcess: the server did not take the transport (no onmessage after connect)');
    side.onmessage = (message, extra) => {
      deliver(message, { ...extra, authInfo });
    };
  }
  return connected(sdk, clientSide, options, 'the server', () => '');
}
