import { CONSTRUCT, ESM, READ } from '@eslint-community/eslint-utils';

/** Which SDK generation a construct came from. */
export type SdkGeneration = 'v1' | 'v2' | 'unknown';

/** Module specifiers of the two SDK generations, with and without the `.js` suffix bundlers allow. */
const withoutJs = (specifiers: string[]) => specifiers.flatMap((s) => (s.endsWith('.js') ? [s, s.slice(0, -3)] : [s]));

export const V1_MCP_MODULES = withoutJs(['@modelcontextprotocol/sdk/server/mcp.js']);
export const V1_URI_TEMPLATE_MODULES = withoutJs(['@modelcontextprotocol/sdk/shared/uriTemplate.js']);
export const V1_TYPES_MODULES = withoutJs(['@modelcontextprotocol/sdk/types.js']);
export const V1_LOW_LEVEL_MODULES = withoutJs(['@modelcontextprotocol/sdk/server/index.js']);
export const V2_MODULES = ['@modelcontextprotocol/server', '@modelcontextprotocol/core'];

export function generationOfModule(specifier: string): SdkGeneration {
  if (specifier.startsWith('@modelcontextprotocol/sdk')) return 'v1';
  if (V2_MODULES.includes(specifier)) return 'v2';
  return 'unknown';
}

type TraceEntry = { [ESM]?: boolean; [key: string]: unknown };

function sdkTraceMap(): Record<string, TraceEntry> {
  const map: Record<string, TraceEntry> = {};
  const add = (modules: string[], entries: Record<string, object>) => {
    for (const module of modules) map[module] = { [ESM]: true, ...(map[module] ?? {}), ...entries };
  };
  add(V1_MCP_MODULES, {
    ResourceTemplate: { [CONSTRUCT]: 'ResourceTemplate' },
    McpServer: { [CONSTRUCT]: 'McpServer' },
  });
  add(V1_URI_TEMPLATE_MODULES, { UriTemplate: { [CONSTRUCT]: 'UriTemplate' } });
  add(V1_TYPES_MODULES, { ReadResourceRequestSchema: { [READ]: 'ReadResourceRequestSchema' } });
  add(V1_LOW_LEVEL_MODULES, { Server: { [CONSTRUCT]: 'Server' } });
  add(V2_MODULES, {
    ResourceTemplate: { [CONSTRUCT]: 'ResourceTemplate' },
    UriTemplate: { [CONSTRUCT]: 'UriTemplate' },
    McpServer: { [CONSTRUCT]: 'McpServer' },
    Server: { [CONSTRUCT]: 'Server' },
    ReadResourceRequestSchema: { [READ]: 'ReadResourceRequestSchema' },
  });
  return map;
}

/** The ReferenceTracker map of every SDK export the analysis follows (read only: built once). */
export const SDK_TRACE_MAP: Readonly<Record<string, TraceEntry>> = sdkTraceMap();
