// Stand-ins for the storage and policy layers of the reports example.
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface Usage {
  day: string;
  units: number;
}
export async function listOrgs(): Promise<Array<{ slug: string; name: string }>> {
  return [{ slug: 'acme', name: 'Acme' }];
}
export async function usageBetween(org: string, from: Date, to: Date, granularity: string): Promise<Usage[]> {
  return [{ day: `${org}:${from.toISOString()}..${to.toISOString()}/${granularity}`, units: 0 }];
}
export async function canReadOrg(principal: AuthInfo | undefined, org: string): Promise<boolean> {
  const orgs = principal?.extra?.orgs;
  return Array.isArray(orgs) && orgs.includes(org);
}
