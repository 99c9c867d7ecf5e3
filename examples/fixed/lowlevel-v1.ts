// examples/src/lowlevel-v1.ts, fixed: the URI is matched against its template by the companion's
// `match` (RFC 6570, each value decoded once; the demo read "reports://q1" as an empty path), every
// read checks the session's principal (logs too), and a denial is the same error as a miss. It also
// lists its templates and the resources the session may read, so that a client can find them.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { expand, match } from 'mcp-resources';

const REPORT = 'reports://{id}';
const LOG = 'logs://{name}';

// Stand-ins for the report store and its access rules.
const reports = new Map([['q1', 'report q1: 1,234 calls']]);
const logs = new Map([['api', 'GET /health 200']]);
async function canReadReport(principal: AuthInfo | undefined, reportId: string): Promise<boolean> {
  return principal?.scopes.includes(`reports:${reportId}`) === true;
}
async function canReadLog(principal: AuthInfo | undefined, name: string): Promise<boolean> {
  return principal?.scopes.includes(`logs:${name}`) === true;
}

export function createServer(): Server {
  const server = new Server({ name: 'reports', version: '1.0.0' }, { capabilities: { resources: {} } });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      { name: 'report', uriTemplate: REPORT, mimeType: 'text/plain' },
      { name: 'log', uriTemplate: LOG, mimeType: 'text/plain' },
    ],
  }));

  // What this principal may read, each URI expanded from its template.
  server.setRequestHandler(ListResourcesRequestSchema, async (_request, extra) => {
    const resources = [];
    for (const id of reports.keys())
      if (await canReadReport(extra.authInfo, id)) resources.push({ name: `report ${id}`, uri: expand(REPORT, { id }) });
    for (const name of logs.keys())
      if (await canReadLog(extra.authInfo, name)) resources.push({ name: `log ${name}`, uri: expand(LOG, { name }) });
    return { resources };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    // One answer for a denial and for a miss.
    const notFound = new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);
    const report = match(REPORT, uri);
    if (report) {
      if (!(await canReadReport(extra.authInfo, report.id))) throw notFound;
      const text = reports.get(report.id);
      if (text === undefined) throw notFound;
      return { contents: [{ uri, text }] };
    }
    const log = match(LOG, uri);
    if (log) {
      if (!(await canReadLog(extra.authInfo, log.name))) throw notFound;
      const text = logs.get(log.name);
      if (text === undefined) throw notFound;
      return { contents: [{ uri, text }] };
    }
    throw notFound;
  });

  return server;
}
