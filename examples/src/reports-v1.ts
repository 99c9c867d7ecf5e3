// Usage reports served over MCP with SDK v1. Each mistake is one the plugin finds.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { canReadOrg, listOrgs, usageBetween, type Usage } from './reports-store.js';

export const server = new McpServer({ name: 'reports', version: '1.0.0' });

const USAGE = 'report://{org}/usage{?from,to,granularity}';

server.registerResource(
  'usage',
  new ResourceTemplate(USAGE, {
    // Mistake: the list entries are built by hand, so an org called "R&D/EU" yields
    // "report://R&D/EU/usage", which the template matches as org "R&D" and then fails.
    list: async () => ({
      resources: (await listOrgs()).map((org) => ({ uri: `report://${org.slug}/usage`, name: `${org.name} usage` })),
    }),
  }),
  { mimeType: 'application/json' },
  async (uri, { org, from, to, granularity = 'day' }, extra) => {
    if (!(await canReadOrg(extra.authInfo, String(org)))) throw new Error('Resource not found');
    // Mistake: from and to are query variables; a client may omit either, and then
    // `new Date(undefined)` is an Invalid Date that reaches the store.
    const usage: Usage[] = await usageBetween(String(org), new Date(String(from)), new Date(String(to)), String(granularity));
    return { contents: [{ uri: uri.href, text: JSON.stringify(usage) }] };
  },
);

// Mistake: the template declares "{org}", the handler reads "organisation": always undefined,
// so every export is of the default organisation.
server.registerResource(
  'usage-export',
  new ResourceTemplate('report://{org}/export{?format}', { list: undefined }),
  { mimeType: 'text/csv' },
  async (uri, variables, extra) => {
    if (!(await canReadOrg(extra.authInfo, String(variables.org)))) throw new Error('Resource not found');
    const format = variables.format ?? 'csv';
    const usage = await usageBetween(String(variables.organisation ?? 'default'), new Date(0), new Date(), 'month');
    return { contents: [{ uri: uri.href, text: format === 'csv' ? usage.map((u) => `${u.day},${u.units}`).join('\n') : JSON.stringify(usage) }] };
  },
);

/** The link a report points to for the previous period. Mistake: a hand-built query string. */
export function previousPeriodUri(org: string, from: string, to?: string): string {
  return `report://${encodeURIComponent(org)}/usage?from=${from}&to=${to}`;
}
