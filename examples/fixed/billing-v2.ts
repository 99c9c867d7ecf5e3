// examples/src/billing-v2.ts, fixed: every read checks the account against the session's principal
// before anything is read (the cache included), the wrapper checks every read (no "?preview" way
// round it), a check's answer decides the read, and a stranger's account fails exactly like a
// missing one (ResourceNotFoundError, never a ForbiddenError or part of the account).
import { McpServer, ResourceTemplate, ResourceNotFoundError, requireScopes } from '@modelcontextprotocol/server';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

// Stand-ins for the billing store and its policy.
interface Account {
  id: string;
  ownerId: string;
  plan: string;
}
const accounts = new Map<string, Account>([
  ['acme', { id: 'acme', ownerId: 'alice', plan: 'team' }],
  ['globex', { id: 'globex', ownerId: 'bob', plan: 'free' }],
]);
const invoiceCache = new Map<string, string>([['acme/2026-01', 'invoice 2026-01 of acme']]);

/** The account, when the principal owns it: a stranger's account is a miss, like one that does not exist. */
async function ownAccount(principal: AuthInfo | undefined, accountId: string, uri: URL): Promise<Account> {
  const account = accounts.get(decodeURIComponent(accountId));
  if (!account || account.ownerId !== principal?.clientId) throw new ResourceNotFoundError(uri.href);
  return account;
}
async function canViewPayments(principal: AuthInfo | undefined, accountId: string): Promise<boolean> {
  const account = accounts.get(decodeURIComponent(accountId));
  return account !== undefined && account.ownerId === principal?.clientId;
}
type Read = (uri: URL, variables: Record<string, string | string[]>, ctx: ServerContext) => Promise<{ contents: { uri: string; text: string }[] }>;

// Checks the account on every read, then calls the handler.
function withAuth(handler: Read): Read {
  return async (uri, variables, ctx) => {
    await ownAccount(ctx.http?.authInfo, String(variables.accountId), uri);
    return handler(uri, variables, ctx);
  };
}

export function createServer(): McpServer {
  const server = new McpServer({ name: 'billing', version: '2.0.0' });

  // The check first; only then the cache.
  server.registerResource(
    'invoice',
    new ResourceTemplate('billing://accounts/{accountId}/invoices/{invoiceId}', { list: undefined }),
    { mimeType: 'application/pdf' },
    async (uri, { accountId, invoiceId }, ctx) => {
      const account = await ownAccount(ctx.http?.authInfo, String(accountId), uri);
      const cached = invoiceCache.get(`${account.id}/${decodeURIComponent(String(invoiceId))}`);
      if (cached === undefined) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, text: cached }] };
    },
  );

  server.registerResource(
    'statement',
    new ResourceTemplate('billing://accounts/{accountId}/statement', { list: undefined }),
    { mimeType: 'text/csv' },
    withAuth(async (uri, { accountId }) => ({ contents: [{ uri: uri.href, text: `statement of ${decodeURIComponent(String(accountId))}` }] })),
  );

  // The plan catalogue needs only the billing scope: challenged by the SDK over HTTP, checked here too.
  server.registerResource('plans', 'billing://plans', { mimeType: 'application/json', scopeChallenge: requireScopes('billing:read') }, async (uri, ctx) => {
    if (!ctx.http?.authInfo?.scopes.includes('billing:read')) throw new ResourceNotFoundError(uri.href);
    return { contents: [{ uri: uri.href, text: JSON.stringify(['free', 'team', 'enterprise']) }] };
  });

  // The check's answer decides the read.
  server.registerResource(
    'payment-methods',
    new ResourceTemplate('billing://accounts/{accountId}/payment-methods', { list: undefined }),
    {},
    async (uri, { accountId }, ctx) => {
      if (!(await canViewPayments(ctx.http?.authInfo, String(accountId)))) throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, text: '**** 4242' }] };
    },
  );

  server.registerResource(
    'account-summary',
    new ResourceTemplate('billing://accounts/{accountId}', { list: undefined }),
    {},
    async (uri, { accountId }, ctx) => {
      const account = await ownAccount(ctx.http?.authInfo, String(accountId), uri);
      return { contents: [{ uri: uri.href, text: `${account.id}: ${account.plan}` }] };
    },
  );

  server.registerResource(
    'usage',
    new ResourceTemplate('billing://accounts/{accountId}/usage', { list: undefined }),
    {},
    async (uri, { accountId }, ctx) => {
      const account = await ownAccount(ctx.http?.authInfo, String(accountId), uri);
      return { contents: [{ uri: uri.href, text: JSON.stringify({ plan: account.plan, calls: 1234 }) }] };
    },
  );

  return server;
}
