// examples/src/docs-v2.ts, fixed: "{from,to}", which the SDK matches as one variable, is written
// "{from}/{to}"; and each handler checks the session's principal itself (a scope challenge is the
// SDK's check over HTTP only, and "docs:read" says nothing of a team): a team's policy for its
// members, the changelog for "docs:read", each denial answered like a miss.
import { McpServer, ResourceTemplate as Template, ResourceNotFoundError, requireScopes } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';

// Stand-ins for the document store and its policy.
const policies = new Map([['red/leave', '# Leave\n\nAsk two weeks ahead.']]);
const releases = ['1.0.0', '1.1.0', '2.0.0'];
function teamsOf(principal: AuthInfo | undefined): string[] {
  const teams = principal?.extra?.teams;
  return Array.isArray(teams) ? teams.map(String) : [];
}

const TEAM_POLICY = 'docs://team/{team}/policy/{name}';

export function createServer(): McpServer {
  const server = new McpServer({ name: 'docs', version: '2.0.0' });

  server.registerResource(
    'team-policy',
    new Template(TEAM_POLICY, { list: undefined }),
    { mimeType: 'text/markdown', scopeChallenge: requireScopes('docs:read') },
    async (uri, { team, name }, ctx) => {
      const teamName = decodeURIComponent(String(team));
      if (!teamsOf(ctx.http?.authInfo).includes(teamName)) throw new ResourceNotFoundError(uri.href);
      const policy = policies.get(`${teamName}/${decodeURIComponent(String(name))}`);
      if (policy === undefined) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, text: policy }] };
    },
  );

  server.registerResource(
    'changelog',
    new Template('docs://changelog/{from}/{to}', { list: undefined }),
    { mimeType: 'text/markdown', scopeChallenge: requireScopes('docs:read') },
    async (uri, { from, to }, ctx) => {
      if (!ctx.http?.authInfo?.scopes.includes('docs:read')) throw new ResourceNotFoundError(uri.href);
      const first = releases.indexOf(decodeURIComponent(String(from)));
      const last = releases.indexOf(decodeURIComponent(String(to)));
      if (first < 0 || last < first) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, text: releases.slice(first, last + 1).map((r) => `## ${r}`).join('\n\n') }] };
    },
  );

  return server;
}
