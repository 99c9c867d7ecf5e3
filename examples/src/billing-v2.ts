// Billing data served with SDK v2 (@modelcontextprotocol/server). Each mistake is one the plugin finds.
import { McpServer, ResourceTemplate, ResourceNotFoundError, requireScopes } from '@modelcontextprotocol/server';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

export const server = new McpServer({ name: 'billing', version: '2.0.0' });

// Stand-ins for the billing store and its policy.
interface Account {
  id: string;
  ownerId: string;
  plan: string;
}
class ForbiddenError extends Error {}
const accounts = new Map<string, Account>();
const invoiceCache = new Map<string, string>();
async function loadAccount(id: string): Promise<Account | undefined> {
  return accounts.get(id);
}
async function authorizeAccount(principal: AuthInfo | undefined, accountId: string): Promise<void> {
  const account = await loadAccount(accountId);
  if (!account || account.ownerId !== principal?.clientId) throw new ResourceNotFoundError(`billing://accounts/${accountId}`);
}
async function canViewPayments(principal: AuthInfo | undefined, accountId: string): Promise<boolean> {
  return (await loadAccount(accountId))?.ownerId === principal?.clientId;
}
function audit(event: string, detail: unknown): void {
  console.log(event, detail);
}
type Read = (uri: URL, variables: Record<string, string | string[]>, ctx: ServerContext) => Promise<{ contents: { uri: string; text: string }[] }>;

// Checks the account on every read — except previews, which skip straight to the handler.
function withAuth(handler: Read): Read {
  return async (uri, variables, ctx) => {
    if (uri.searchParams.has('preview')) return handler(uri, variables, ctx);
    await authorizeAccount(ctx.http?.authInfo, String(variables.accountId));
    return handler(uri, variables, ctx);
  };
}

// Mistake: the cache answers before the check, for any account.
server.registerResource(
  'invoice',
  new ResourceTemplate('billing://accounts/{accountId}/invoices/{invoiceId}', { list: undefined }),
  { mimeType: 'application/pdf' },
  async (uri, { accountId, invoiceId }, ctx) => {
    const cached = invoiceCache.get(`${String(accountId)}/${String(invoiceId)}`);
    if (cached) return { contents: [{ uri: uri.href, text: cached }] };
    await authorizeAccount(ctx.http?.authInfo, String(accountId));
    return { contents: [{ uri: uri.href, text: `invoice ${String(invoiceId)}` }] };
  },
);

// Mistake in the wrapper above: `?preview` bypasses it.
server.registerResource(
  'statement',
  new ResourceTemplate('billing://accounts/{accountId}/statement', { list: undefined }),
  { mimeType: 'text/csv' },
  withAuth(async (uri, { accountId }) => ({ contents: [{ uri: uri.href, text: `statement of ${String(accountId)}` }] })),
);

// Correct: the plan catalogue needs only the billing scope, challenged by the SDK.
server.registerResource('plans', 'billing://plans', { mimeType: 'application/json', scopeChallenge: requireScopes('billing:read') }, async (uri) => ({
  contents: [{ uri: uri.href, text: JSON.stringify(['free', 'team', 'enterprise']) }],
}));

// Mistake: the answer of the check is recorded, never acted upon.
server.registerResource(
  'payment-methods',
  new ResourceTemplate('billing://accounts/{accountId}/payment-methods', { list: undefined }),
  {},
  async (uri, { accountId }, ctx) => {
    const authorized = await canViewPayments(ctx.http?.authInfo, String(accountId));
    audit('payment-methods.read', { accountId, authorized });
    return { contents: [{ uri: uri.href, text: '**** 4242' }] };
  },
);

// Mistake: the owner check is right, but a ForbiddenError tells a stranger the account exists.
server.registerResource(
  'account-summary',
  new ResourceTemplate('billing://accounts/{accountId}', { list: undefined }),
  {},
  async (uri, { accountId }, ctx) => {
    const account = await loadAccount(String(accountId));
    if (!account) throw new ResourceNotFoundError(uri.href);
    if (account.ownerId !== ctx.http?.authInfo?.clientId) throw new ForbiddenError(`account ${account.id} belongs to someone else`);
    return { contents: [{ uri: uri.href, text: `${account.id}: ${account.plan}` }] };
  },
);

// Mistake: when the check fails, the catch still answers with part of the account.
server.registerResource(
  'usage',
  new ResourceTemplate('billing://accounts/{accountId}/usage', { list: undefined }),
  {},
  async (uri, { accountId }, ctx) => {
    const account = await loadAccount(String(accountId));
    if (!account) throw new ResourceNotFoundError(uri.href);
    try {
      await authorizeAccount(ctx.http?.authInfo, account.id);
    } catch {
      return { contents: [{ uri: uri.href, text: JSON.stringify({ plan: account.plan }) }] };
    }
    return { contents: [{ uri: uri.href, text: JSON.stringify({ plan: account.plan, calls: 1234 }) }] };
  },
);
