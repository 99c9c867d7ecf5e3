// A low-level SDK v1 server answering resources/read itself. Each mistake is one the plugin finds.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ReadResourceRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export const server = new Server({ name: 'reports', version: '1.0.0' }, { capabilities: { resources: {} } });

// Stand-ins for the report store and its access rules.
async function assertReportAccess(principal: AuthInfo | undefined, reportId: string): Promise<void> {
  if (!principal?.scopes.includes(`reports:${reportId}`)) throw new Error(`report ${reportId} is not readable`);
}
async function readReport(reportId: string): Promise<string> {
  return `report ${reportId}`;
}
async function readLog(name: string): Promise<string> {
  return `log ${name}`;
}

server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
  const uri = new URL(request.params.uri);
  const id = uri.pathname.replace(/^\//, '');
  switch (uri.protocol) {
    case 'reports:':
      try {
        await assertReportAccess(extra.authInfo, id);
      } catch {
        // Mistake: the denial is an error of its own kind.
        throw new McpError(ErrorCode.InvalidRequest, `Permission denied for ${request.params.uri}`);
      }
      return { contents: [{ uri: request.params.uri, text: await readReport(id) }] };
    case 'logs:':
      // Mistake: logs are served to anyone who asks.
      return { contents: [{ uri: request.params.uri, text: await readLog(id) }] };
    default:
      throw new McpError(ErrorCode.InvalidParams, `Resource ${request.params.uri} not found`);
  }
});
