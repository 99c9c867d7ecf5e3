// Team documents served with SDK v2 (@modelcontextprotocol/server).
import { McpServer, ResourceTemplate as Template, ResourceNotFoundError, requireScopes } from '@modelcontextprotocol/server';

export const server = new McpServer({ name: 'docs', version: '2.0.0' });

const TEAM_POLICY = 'docs://team/{team}/policy/{name}';

server.registerResource(
  'team-policy',
  new Template(TEAM_POLICY, { list: undefined }),
  { mimeType: 'text/markdown', scopeChallenge: requireScopes('docs:read') },
  async (uri, { team, name }) => {
    if (!team || !name) throw new ResourceNotFoundError(uri.href);
    return { contents: [{ uri: uri.href, text: `# ${String(name)} for ${String(team)}` }] };
  },
);

// Mistake: "{x,y}" non-query: the SDK matches the first variable only, and "v1,v2" not at all.
server.registerResource(
  'changelog',
  new Template('docs://changelog/{from,to}', { list: undefined }),
  { mimeType: 'text/markdown', scopeChallenge: requireScopes('docs:read') },
  async (uri, variables) => ({ contents: [{ uri: uri.href, text: JSON.stringify(variables) }] }),
);
