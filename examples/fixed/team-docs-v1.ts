// examples/src/team-docs-v1.ts, fixed: every read checks the session's principal's teams before it
// answers (drafts whatever their flag, the roster, the minutes), the notes' owner is the session's
// principal, never the {userId} the client wrote, and every denial is the same error as a miss.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

// Stand-ins for the storage and policy layers.
interface TeamDoc {
  team: string;
  name: string;
  restricted: boolean;
  body: string;
}
const store = new Map<string, TeamDoc>(
  [
    { team: 'red', name: 'leave', restricted: false, body: '# Leave' },
    { team: 'red', name: 'q3-plan', restricted: false, body: '# Q3 plan (draft)' },
    { team: 'red', name: 'minutes-2026-01-05', restricted: true, body: '# Minutes of 5 January' },
  ].map((doc) => [`${doc.team}/${doc.name}`, doc]),
);
const rosters = new Map([['red', ['alice', 'carol']]]);
const notes = new Map([['alice', 'call the printer people']]);
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
const notFound = (uri: URL) => new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);

export function createServer(): McpServer {
  const server = new McpServer({ name: 'team-docs', version: '1.0.0' });

  // Right in the demo already: the caller's teams decide, and a denial looks exactly like a miss.
  server.registerResource(
    'team-policy',
    new ResourceTemplate('docs://team/{team}/policy/{name}', { list: undefined }),
    { mimeType: 'text/markdown' },
    async (uri, { team, name }, extra) => {
      const teamName = decodeURIComponent(String(team));
      if (!(await canReadTeam(extra.authInfo, teamName))) throw notFound(uri);
      const doc = await findDoc(teamName, decodeURIComponent(String(name)));
      if (!doc) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: doc.body }] };
    },
  );

  // Every draft is checked, restricted or not.
  server.registerResource(
    'team-draft',
    new ResourceTemplate('docs://team/{team}/drafts/{name}', { list: undefined }),
    { mimeType: 'text/markdown' },
    async (uri, { team, name }, extra) => {
      const teamName = decodeURIComponent(String(team));
      if (!(await canReadTeam(extra.authInfo, teamName))) throw notFound(uri);
      const doc = await findDoc(teamName, decodeURIComponent(String(name)));
      if (!doc) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: doc.body }] };
    },
  );

  // The principal is the session's: {userId} only names whose notes are asked for.
  server.registerResource(
    'user-notes',
    new ResourceTemplate('docs://users/{userId}/notes', { list: undefined }),
    { mimeType: 'text/plain' },
    async (uri, { userId }, extra) => {
      const user = decodeURIComponent(String(userId));
      if (user !== extra.authInfo?.clientId) throw notFound(uri);
      const text = notes.get(user);
      if (text === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, text }] };
    },
  );

  // Signed in is not enough: the roster is for the team's members.
  server.registerResource('team-roster', new ResourceTemplate('docs://team/{team}/roster', { list: undefined }), {}, async (uri, { team }, extra) => {
    const teamName = decodeURIComponent(String(team));
    if (!(await canReadTeam(extra.authInfo, teamName))) throw notFound(uri);
    const roster = rosters.get(teamName);
    if (roster === undefined) throw notFound(uri);
    return { contents: [{ uri: uri.href, text: roster.join('\n') }] };
  });

  // A denial is the error of a miss: guessing names reveals nothing.
  server.registerResource(
    'team-minutes',
    new ResourceTemplate('docs://team/{team}/minutes/{date}', { list: undefined }),
    { mimeType: 'text/markdown' },
    async (uri, { team, date }, extra) => {
      const teamName = decodeURIComponent(String(team));
      if (!(await canReadTeam(extra.authInfo, teamName))) throw notFound(uri);
      const doc = await findDoc(teamName, `minutes-${decodeURIComponent(String(date))}`);
      if (!doc) throw notFound(uri);
      return { contents: [{ uri: uri.href, text: doc.body }] };
    },
  );

  return server;
}
