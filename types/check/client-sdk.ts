// The official SDK's client, either generation, loaded only when a check connects: an optional peer
// dependency, so that the rest of mcp-resources keeps no dependency at all.
import { MissingSdkError } from './check-errors.js';

export type SdkGeneration = 'v1' | 'v2';

/** A transport, as the SDK's classes make them and its `Client.connect` takes them. */
export interface TransportLike {
  close(): Promise<void>;
}

/** A client as the SDK's `Client` makes it: the read-only requests the checks send, connect and close. */
export interface SdkClient {
  connect(transport: TransportLike, options?: { timeout?: number; signal?: AbortSignal }): Promise<void>;
  close(): Promise<void>;
}

/** What a check needs of one generation's client package. */
export interface ClientSdk {
  readonly generation: SdkGeneration;
  /** The npm package it came from. */
  readonly packageName: string;
  readonly Client: new (info: { name: string; version: string }) => SdkClient;
  readonly StdioClientTransport: new (params: {
    command: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
    stderr?: 'pipe' | 'inherit' | 'ignore';
  }) => TransportLike & { readonly stderr: NodeJS.ReadableStream | null };
  readonly StreamableHTTPClientTransport: new (
    url: URL,
    options?: { requestInit?: { headers?: Record<string, string> } },
  ) => TransportLike;
  readonly InMemoryTransport: { createLinkedPair(): [TransportLike, TransportLike] };
}

/** Each generation's package and the modules the checks load from it. */
const GENERATIONS = {
  v2: {
    packageName: '@modelcontextprotocol/client',
    client: '@modelcontextprotocol/client',
    stdio: '@modelcontextprotocol/client/stdio',
    http: '@modelcontextprotocol/client',
    memory: '@modelcontextprotocol/client',
  },
  v1: {
    packageName: '@modelcontextprotocol/sdk',
    client: '@modelcontextprotocol/sdk/client/index.js',
    stdio: '@modelcontextprotocol/sdk/client/stdio.js',
    http: '@modelcontextprotocol/sdk/client/streamableHttp.js',
    memory: '@modelcontextprotocol/sdk/inMemory.js',
  },
} as const;

/** Loads a module by name (a parameter so that a test can stand in for a project without the SDK). */
export type ModuleImporter = (specifier: string) => Promise<Record<string, unknown>>;

const importModule: ModuleImporter = (specifier) => import(specifier) as Promise<Record<string, unknown>>;

const isMissing = (error: unknown, packageName: string): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && String(message).includes(packageName);
};

const install = (packageName: string, generation: SdkGeneration) =>
  `npm install --save-dev ${packageName}   (SDK ${generation})`;

async function load(generation: SdkGeneration, importer: ModuleImporter): Promise<ClientSdk> {
  const names = GENERATIONS[generation];
  const [client, stdio, http, memory] = await Promise.all(
    [names.client, names.stdio, names.http, names.memory].map((specifier) => importer(specifier)),
  );
  return {
    generation,
    packageName: names.packageName,
    Client: client!['Client'] as ClientSdk['Client'],
    StdioClientTransport: stdio!['StdioClientTransport'] as ClientSdk['StdioClientTransport'],
    StreamableHTTPClientTransport: http!['StreamableHTTPClientTransport'] as ClientSdk['StreamableHTTPClientTransport'],
    InMemoryTransport: memory!['InMemoryTransport'] as ClientSdk['InMemoryTransport'],
  };
}

/**
 * The client of SDK `generation`, or of the first one installed (v2's `@modelcontextprotocol/client`,
 * then v1's `@modelcontextprotocol/sdk`). Throws `MissingSdkError`, saying what to install, when none is.
 */
export async function loadClientSdk(
  generation?: SdkGeneration,
  importer: ModuleImporter = importModule,
): Promise<ClientSdk> {
  const order: SdkGeneration[] = generation === undefined ? ['v2', 'v1'] : [generation];
  for (const candidate of order) {
    try {
      return await load(candidate, importer);
    } catch (error) {
      if (!isMissing(error, GENERATIONS[candidate].packageName)) throw error;
    }
  }
  const how = order.map((g) => `  ${install(GENERATIONS[g].packageName, g)}`).join('\n');
  throw new MissingSdkError(
    generation === undefined
      ? `mcp-resources check talks MCP through the official SDK's client, and neither generation is installed. Install one of them:\n${how}`
      : `mcp-resources check --sdk ${generation} needs ${GENERATIONS[generation].packageName}, which is not installed:\n${how}`,
  );
}
