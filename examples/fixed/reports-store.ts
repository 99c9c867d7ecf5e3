// Stand-ins for the storage and policy layers of the fixed reports server (the demo's
// examples/src/reports-store.ts), with an organisation whose slug needs encoding in a URI.
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface Usage {
  day: string;
  units: number;
}
const ORGS = [
  { slug: 'acme', name: 'Acme' },
  { slug: 'R&D/EU', name: 'R&D Europe' },
];
export async function listOrgs(): Promise<Array<{ slug: string; name: string }>> {
  return ORGS;
}
/** The usage of a known organisation between two days; `undefined` for an unknown organisation. */
export async function usageBetween(org: string, from: Date, to: Date, granularity: string): Promise<Usage[] | undefined> {
  if (!ORGS.some((o) => o.slug === org)) return undefined;
  return [{ day: `${from.toISOString().slice(0, 10)}..${to.toISOString().slice(0, 10)}/${granularity}`, units: 42 }];
}
export async function canReadOrg(principal: AuthInfo | undefined, org: string): Promise<boolean> {
  const orgs = principal?.extra?.orgs;
  return Array.isArray(orgs) && orgs.includes(org);
}
