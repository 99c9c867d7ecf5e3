// Team documents served with SDK v1. Reads are authorized per team; each mistake is one the plugin finds.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

export const server = new McpServer({ name: 'team-docs', version: '1.0.0' });

// Stand-ins for the storage and policy layers.
interface TeamDoc {
  team: string;
  name: string;
  restricted: boolean;
  body: string;
}
const store = new Map<string, TeamDoc>();
async function findDoc(team: string, name: string): Promise<TeamDoc | undefined> {
  return store.get(`${team}/${name}`);
}
function teamsOf(principal: AuthInfo | undefined): string[] {
  const teams = principal?.extra?.teams;
  return Array.isArray(teams) ? teams.map(String) : [];
}
async function canReadTeam(principal: AuthInfo | undefined, team: string): Promise<boolean> {
  return teamsOf(principal).includes(team);
}
async function authorize(principal: AuthInfo | undefined, doc: TeamDoc): Promise<void> {
  if (!teamsOf(principal).includes(doc.team)) throw new McpError(ErrorCode.InvalidParams, `Resource docs://team/${doc.team}/${doc.name} not found`);
}
async function authorizeUser(userId: string, permission: string): Promise<void> {
  if (!userId || !permission) throw new Error('not found');
}
function sessionOf(extra: RequestHandlerExtra<ServerRequest, ServerNotification>): AuthInfo | undefined {
  return extra.authInfo;
}
const notFound = (uri: URL) => new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);

// Correct: the caller's teams decide, and a denial looks exactly like a miss.
server.registerResource(
  'team-policy',
  new ResourceTemplate('docs://team/{team}/policy/{name}', { list: undefined }),
  { mimeType: 'text/markdown' },
  async (uri, { team, name }, extra) => {
    if (!(await canReadTeam(extra.authInfo, String(team)))) throw notFound(uri);
    const doc = await findDoc(String(team), String(name));
    if (!doc) throw notFound(uri);
    return { contents: [{ uri: uri.href, text: doc.body }] };
  },
);

// Mistake: only restricted drafts are checked; every other draft of every team is readable.
server.registerResource(
  'team-draft',
  new ResourceTemplate('docs://team/{team}/drafts/{name}', { list: undefined }),
  { mimeType: 'text/markdown' },
  async (uri, { team, name }, extra) => {
    const doc = await findDoc(String(team), String(name));
    if (!doc) throw notFound(uri);
    if (doc.restricted) {
      await authorize(extra.authInfo, doc);
      return { contents: [{ uri: uri.href, text: doc.body }] };
    }
    return { contents: [{ uri: uri.href, text: doc.body }] };
  },
);

// Mistake: the principal is whatever the client writes into the URI.
server.registerResource(
  'user-notes',
  new ResourceTemplate('docs://users/{userId}/notes', { list: undefined }),
  { mimeType: 'text/plain' },
  async (uri, { userId }) => {
    await authorizeUser(String(userId), 'notes:read');
    return { contents: [{ uri: uri.href, text: `notes of ${String(userId)}` }] };
  },
);

// Mistake: signed in is not allowed to read; any user reads any team's roster.
server.registerResource('team-roster', new ResourceTemplate('docs://team/{team}/roster', { list: undefined }), {}, async (uri, { team }, extra) => {
  if (!extra.authInfo) throw notFound(uri);
  return { contents: [{ uri: uri.href, text: `members of ${String(team)}` }] };
});

// Mistake: the denial says "denied" with its own code, so guessing names reveals which exist.
server.registerResource(
  'team-minutes',
  new ResourceTemplate('docs://team/{team}/minutes/{date}', { list: undefined }),
  { mimeType: 'text/markdown' },
  async (uri, { team, date }, extra) => {
    const session = sessionOf(extra);
    if (!(await canReadTeam(session, String(team)))) throw new McpError(ErrorCode.InvalidRequest, `Access to team ${String(team)} denied`);
    const doc = await findDoc(String(team), `minutes-${String(date)}`);
    if (!doc) throw notFound(uri);
    return { contents: [{ uri: uri.href, text: doc.body }] };
  },
);
