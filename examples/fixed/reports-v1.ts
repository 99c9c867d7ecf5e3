// examples/src/reports-v1.ts, fixed: registered with the companion's resource(), whose matcher lets a
// client leave the query out (the bare SDK matches no URI without every query parameter), with a
// default for every query variable and a converter that refuses what is no day; list entries and
// links expanded from their template (expand encodes "R&D/EU"); the handler reads the variable the
// template declares ({org}, not "organisation"). A read of another's organisation, like an unknown
// value, fails as not found.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expand, resource, ResourceMiss } from 'mcp-resources';
import { canReadOrg, listOrgs, usageBetween } from './reports-store.js';

const USAGE = 'report://{org}/usage{?from,to,granularity}';

/** A day written YYYY-MM-DD; anything else names no report (a converter that throws refuses the read). */
function day(value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) throw new RangeError(`not a day: ${value}`);
  return date;
}
function granularityOf(value: string): 'day' | 'month' {
  if (value !== 'day' && value !== 'month') throw new RangeError(`not a granularity: ${value}`);
  return value;
}

export function createServer(): McpServer {
  const server = new McpServer({ name: 'reports', version: '1.0.0' });

  resource(
    server,
    USAGE,
    {
      from: { convert: day, default: new Date('2026-01-01T00:00:00Z') },
      to: { convert: day, default: new Date('2026-12-31T00:00:00Z') },
      granularity: { convert: granularityOf, default: 'day' },
    },
    async ({ org, from, to, granularity }, extra) => {
      if (!(await canReadOrg(extra.authInfo, org))) throw new ResourceMiss();
      const usage = await usageBetween(org, from, to, granularity);
      if (usage === undefined) throw new ResourceMiss();
      return JSON.stringify(usage);
    },
    {
      name: 'usage',
      mimeType: 'application/json',
      // Each entry expanded from the template: "R&D/EU" is "report://R%26D%2FEU/usage", which the template matches.
      list: async (extra) => {
        const readable = [];
        for (const org of await listOrgs()) if (await canReadOrg(extra.authInfo, org.slug)) readable.push(org);
        return { resources: readable.map((org) => ({ uri: expand(USAGE, { org: org.slug }), name: `${org.name} usage` })) };
      },
    },
  );

  resource(
    server,
    'report://{org}/export{?format}',
    { format: 'csv' },
    async ({ org, format }, extra) => {
      if (!(await canReadOrg(extra.authInfo, org))) throw new ResourceMiss();
      if (format !== 'csv' && format !== 'json') throw new ResourceMiss();
      const usage = await usageBetween(org, new Date(0), new Date(), 'month');
      if (usage === undefined) throw new ResourceMiss();
      return format === 'csv' ? usage.map((u) => `${u.day},${u.units}`).join('\n') : JSON.stringify(usage);
    },
    { name: 'usage-export', mimeType: 'text/csv' },
  );

  return server;
}

/** The link a report points to for the previous period: expanded, so each value is encoded and an absent `to` left out. */
export function previousPeriodUri(org: string, from: string, to?: string): string {
  return expand(USAGE, { org, from, to });
}
