// The check on the repository's own servers: the guide's bookshop (types/docs/guide.md, written with
// resource()) gives no finding on McpServer v1 and v2, with two principals; and examples/, the lint
// demo's servers full of deliberate mistakes, each run in process with a principal its stand-in
// checks let through. There the parts meant to be correct give no finding, and what is found is one
// of the deliberate mistakes (or a stand-in store that serves whatever it is asked), as said per file.
// And examples/fixed/, the same servers written correctly: no finding on any of them, on the SDK
// generation each is written for, with alice (who may read their samples) and bob (who may not).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2 } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { integer, resource, ResourceMiss, type ResourceTarget } from 'mcp-resources';
import { readUnder } from 'mcp-resources/fs';
import { checkResources, connectInProcess, NoResourcesError, runCheck, type Connection } from 'mcp-resources/check';
import { authInfo } from './support.js';

// The shop's data, behind the functions the guide declares: what does not exist is a ResourceMiss.
const BOOKS: Record<string, { title: string }> = { '9780262510875': { title: 'SICP' } };
const ORDERS: Record<number, { customer: string; isbn: string }> = {
  41: { customer: 'alice', isbn: '9780262510875' },
  42: { customer: 'bob', isbn: '9780262510875' },
};
const SORTS = ['newest', 'oldest'];
const SHELVES = ['fiction/classics', 'sci%2Ffi'];
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new ResourceMiss();
  return value;
};
const book = (isbn: string) => found(BOOKS[isbn]);
const reviews = (isbn: string, limit: number, sort: string) => {
  book(isbn);
  found(SORTS.find((s) => s === sort));
  return [{ isbn, stars: 5 }].slice(0, limit);
};
const shelf = (segments: string[]) => found(SHELVES.find((s) => s === segments.map(encodeURIComponent).join('/')));

interface Principal {
  authInfo?: { clientId: string };
  http?: { authInfo?: { clientId: string } };
}
/** The session's principal: v1's `extra.authInfo`, v2's `ctx.http.authInfo`. */
const customer = (ctx: Principal) => (ctx.authInfo ?? ctx.http?.authInfo)?.clientId;

/** The guide's bookshop ("One call per resource"), its order read by its own customer only. */
function bookshop(server: ResourceTarget, MANUALS: string): void {
  resource(server, 'books://{isbn}', ({ isbn }) => JSON.stringify(book(isbn)));
  resource(server, 'orders://{order_id}', { order_id: integer }, ({ order_id }, ctx) => {
    const order = found(ORDERS[order_id]);
    if (order.customer !== customer(ctx as Principal)) throw new ResourceMiss();
    return JSON.stringify(order);
  });
  resource(server, 'manuals://{+path}', ({ path }) => readUnder(MANUALS, path));
  resource(server, 'reviews://{isbn}{?limit,sort}', { limit: 10, sort: 'newest' }, ({ isbn, limit, sort }) =>
    JSON.stringify(reviews(isbn, limit, sort)),
  );
  resource(server, 'shelves://browse{/path*}', ({ path }) => JSON.stringify(shelf(path)));
}

const SAMPLES = [
  'books://9780262510875',
  'orders://41',
  'manuals://printer/setup%20guide.md',
  'reviews://9780262510875?limit=3&sort=oldest',
  'shelves://browse/fiction/classics',
];

describe("the guide's bookshop", () => {
  let base: string;
  let manuals: string;
  const open: Connection[] = [];
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'mcp-resources-check-bookshop-'));
    manuals = path.join(base, 'manuals');
    mkdirSync(path.join(manuals, 'printer'), { recursive: true });
    writeFileSync(path.join(manuals, 'printer', 'setup guide.md'), '# Setting up the printer');
    writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
    symlinkSync(path.join(base, 'secret.txt'), path.join(manuals, 'escape.md'));
  });
  afterAll(async () => {
    for (const connection of open) await connection.close();
    rmSync(base, { recursive: true, force: true });
  });

  for (const [sdk, McpServer] of [
    ['v1', McpServerV1],
    ['v2', McpServerV2],
  ] as const)
    it(`gives no finding on McpServer ${sdk}, its samples read and its order kept from another customer`, async () => {
      const as = async (who: string) => {
        const server = new McpServer({ name: 'bookshop', version: '1.0.0' });
        bookshop(server as ResourceTarget, manuals);
        const connection = await connectInProcess(server, { sdk, authInfo: authInfo(who) });
        open.push(connection);
        return connection.client;
      };
      const alice = await as('alice');
      const result = await runCheck(alice, { samples: SAMPLES, other: await as('bob'), owned: ['orders://41'] });
      expect(result.findings).toEqual([]);
      expect(result.notes).toEqual([]);
      expect(result.templates.map((t) => t.template)).toEqual([
        'books://{isbn}',
        'orders://{order_id}',
        'manuals://{+path}',
        'reviews://{isbn}{?limit,sort}',
        'shelves://browse{/path*}',
      ]);
      // The same shop with the order check left out: bob reads alice's order.
      const careless = new McpServer({ name: 'bookshop', version: '1.0.0' });
      resource(careless as ResourceTarget, 'orders://{order_id}', { order_id: integer }, ({ order_id }) =>
        JSON.stringify(found(ORDERS[order_id])),
      );
      const carelessAlice = await connectInProcess(careless, { sdk, authInfo: authInfo('alice') });
      const again = new McpServer({ name: 'bookshop', version: '1.0.0' });
      resource(again as ResourceTarget, 'orders://{order_id}', { order_id: integer }, ({ order_id }) =>
        JSON.stringify(found(ORDERS[order_id])),
      );
      const carelessBob = await connectInProcess(again, { sdk, authInfo: authInfo('bob') });
      open.push(carelessAlice, carelessBob);
      const across = await checkResources(carelessAlice.client, { other: carelessBob.client, owned: ['orders://41'] });
      expect(across.map((f) => [f.check, f.request, f.principal, f.value])).toEqual([
        ['not-found', 'orders://41', 'other', "owner's resource, read across principals"],
      ]);
    });
});

/**
 * Per example: the findings per template (`check count`, "" for none), and why. The principal's
 * scopes and teams let the stand-in checks (`authorize`) through; their stores are empty.
 */
const EXAMPLES: Record<string, Record<string, string>> = {
  // Its mistakes are authorization ones over an empty store: nothing exists, nothing is read across principals.
  'billing-v2': {
    'billing://accounts/{accountId}/invoices/{invoiceId}': '',
    'billing://accounts/{accountId}/statement': '',
    'billing://accounts/{accountId}/payment-methods': '',
    'billing://accounts/{accountId}': '',
    'billing://accounts/{accountId}/usage': '',
  },
  'catalog-v1': {
    // The stand-in loadAsset serves whatever path it gets: every escape is served.
    'assets://files/{+path}{ext}': 'escape 15',
    // SDK v1 reads "{;lang}" as a variable named ";lang" (the deliberate mistake): the value reaches
    // the handler cut short, so an escape's echo is no echo of the value sent.
    'catalog://categories/{name}{;lang}': 'escape 7',
    // The URL parser resolves a raw "../" before the SDK matches; the echo serves "etc/passwd".
    'catalog://items/{+rest}': 'escape 2',
    // Shadowed by items/{+rest} (the deliberate mistake): every read is answered by the broad template.
    'catalog://items/{id}/reviews': '',
  },
  // The team policy is right; the changelog's "{from,to}" misreading changes no answer of an echo.
  'docs-v2': { 'docs://team/{team}/policy/{name}': '', 'docs://changelog/{from,to}': '' },
  'files-v1': {
    // {+path} straight into readFile (deliberate): never decoded ("Platform & Ops" is looked up as
    // "Platform%20&%20Ops"), and each escape reaches another path, named in an internal error.
    'files://{+path}': 'round-trip 1, escape 3',
    // The double decode (deliberate): "100%" fails the second decode; the ".." check between the
    // decodes refuses escapes with its own error, where a missing note is an ENOENT.
    'notes://{name}': 'round-trip 1, escape 6',
    // Its unanchored id pattern passes only a value holding "x.csv", which no generic payload has.
    'reports://{id}': '',
    // The allowlist: right, and nothing found.
    'public://{name}': '',
  },
  'reports-v1': {
    // It lists report://acme/usage, which SDK v1 never matches without the query: listed, not readable.
    'report://{org}/usage{?from,to,granularity}': 'round-trip 1',
    // The "organisation" misreading changes which data is read, not what a miss looks like.
    'report://{org}/export{?format}': '',
  },
  // Without the query, `sort.toLowerCase()` throws (the deliberate missing defaults): a value that
  // cannot exist gets an internal error, and every escape, refused by the companion's policy as an
  // unknown resource, is a refusal of its own.
  'reviews-companion': { 'reviews://{isbn}{?limit,sort}': 'escape 18' },
  'search-v2': {
    // SDK v2 never matches it without "?q=…&page=…": every read is a miss.
    'search://{index}{?q,page}': '',
    // A missing index is an ENOENT internal error naming /var/lib/search; escapes that leave the root
    // (the prefix check the demo shows) are refused as not found instead, and the NUL fails fs.
    'search://{index}/stats': 'escape 4',
  },
  // The team policy is right; the other templates' mistakes are authorization ones over an empty store.
  'team-docs-v1': {
    'docs://team/{team}/policy/{name}': '',
    'docs://team/{team}/drafts/{name}': '',
    'docs://users/{userId}/notes': '',
    'docs://team/{team}/roster': '',
    'docs://team/{team}/minutes/{date}': '',
  },
};

const PRINCIPAL = {
  token: 'token-of-alice',
  clientId: 'alice',
  scopes: ['read:files', 'read:notes', 'read:reports', 'read:public', 'read:catalog', 'read:assets', 'search:read'],
  extra: { teams: ['red'], orgs: ['acme'] },
};

describe('examples/ (the lint demo)', () => {
  const open: Connection[] = [];
  afterAll(async () => {
    for (const connection of open) await connection.close();
  });
  const serve = async (file: string) => {
    const { server } = (await import(`../../examples/src/${file}.ts`)) as {
      server: { connect(t: never): Promise<void> };
    };
    const connection = await connectInProcess(server, { sdk: file.endsWith('v2') ? 'v2' : 'v1', authInfo: PRINCIPAL });
    open.push(connection);
    return connection.client;
  };

  for (const [file, expected] of Object.entries(EXAMPLES))
    it(`${file}: ${Object.values(expected).every((v) => v === '') ? 'no finding' : 'the deliberate mistakes a client can see'}`, async () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined); // billing-v2's audit log
      const result = await runCheck(await serve(file));
      vi.restoreAllMocks();
      const found = Object.fromEntries(
        result.templates.map(({ template }) => {
          const checks = result.findings.filter((f) => f.template === template).map((f) => f.check);
          const counted = [...new Set(checks)].map((check) => `${check} ${checks.filter((c) => c === check).length}`);
          return [template, counted.join(', ')];
        }),
      );
      expect(found).toEqual(expected);
      expect(result.notes).toEqual([]);
    });

  it('lowlevel-v1: lists no template (no resources/templates/list handler), and the check says so', async () => {
    await expect(checkResources(await serve('lowlevel-v1'))).rejects.toThrow(
      new NoResourcesError(
        'the server lists no resources (resources/templates/list: error -32601 "Method not found"; resources/list: error -32601 "Method not found")',
      ),
    );
  });
});

/** Per fixed server: its SDK, the resources alice may read (samples, and owned: bob must not), and the templates it lists. */
interface Fixed {
  sdk: 'v1' | 'v2';
  samples: string[];
  templates: string[];
}
const FIXED: Record<string, Fixed> = {
  'billing-v2': {
    sdk: 'v2',
    samples: [
      'billing://accounts/acme/invoices/2026-01',
      'billing://accounts/acme/statement',
      'billing://accounts/acme/payment-methods',
      'billing://accounts/acme',
      'billing://accounts/acme/usage',
    ],
    templates: [
      'billing://accounts/{accountId}/invoices/{invoiceId}',
      'billing://accounts/{accountId}/statement',
      'billing://accounts/{accountId}/payment-methods',
      'billing://accounts/{accountId}',
      'billing://accounts/{accountId}/usage',
    ],
  },
  'catalog-v1': {
    sdk: 'v1',
    samples: [
      'assets://files/img/logo.png',
      'catalog://products/42',
      'catalog://categories/kitchen;lang=en',
      'catalog://items/42/reviews',
      'catalog://items/42',
    ],
    templates: [
      'assets://files/{+path}{.ext}',
      'catalog://products/{id}',
      'catalog://categories/{name};lang={lang}',
      'catalog://items/{id}/reviews',
      'catalog://items/{+rest}',
    ],
  },
  'docs-v2': {
    sdk: 'v2',
    samples: ['docs://team/red/policy/leave', 'docs://changelog/1.0.0/2.0.0'],
    templates: ['docs://team/{team}/policy/{name}', 'docs://changelog/{from}/{to}'],
  },
  'files-v1': {
    sdk: 'v1',
    samples: ['files://guide.md', 'notes://todo.md', 'reports://q1.csv', 'public://README.md'],
    templates: ['files://{+path}', 'notes://{name}', 'reports://{id}', 'public://{name}'],
  },
  'lowlevel-v1': {
    sdk: 'v1',
    samples: ['reports://q1', 'logs://api'],
    templates: ['reports://{id}', 'logs://{name}'],
  },
  'reports-v1': {
    sdk: 'v1',
    // It lists report://acme/usage and report://R%26D%2FEU/usage to alice, and nothing to bob.
    samples: [
      'report://acme/usage?from=2026-01-01&to=2026-01-31&granularity=month',
      'report://acme/export?format=json',
    ],
    templates: ['report://{org}/usage{?from,to,granularity}', 'report://{org}/export{?format}'],
  },
  'reviews-companion': {
    sdk: 'v1',
    // limit=2: a value that is also a piece of the message's code "-32602" (the check must not replace it there).
    samples: ['reviews://9780262510875', 'reviews://9780262510875?limit=2&sort=oldest'],
    templates: ['reviews://{isbn}{?limit,sort}'],
  },
  'search-v2': {
    sdk: 'v2',
    samples: ['search://logs?q=disk&page=1', 'search://logs/stats'],
    templates: ['search://{index}{?q,page}', 'search://{index}/stats'],
  },
  'team-docs-v1': {
    sdk: 'v1',
    samples: [
      'docs://team/red/policy/leave',
      'docs://team/red/drafts/q3-plan',
      'docs://users/alice/notes',
      'docs://team/red/roster',
      'docs://team/red/minutes/2026-01-05',
    ],
    templates: [
      'docs://team/{team}/policy/{name}',
      'docs://team/{team}/drafts/{name}',
      'docs://users/{userId}/notes',
      'docs://team/{team}/roster',
      'docs://team/{team}/minutes/{date}',
    ],
  },
};

/** alice may read what the fixed servers hold (their scopes, teams and organisations); bob, nothing of it. */
const ALICE = {
  token: 'token-of-alice',
  clientId: 'alice',
  scopes: [
    ...['assets', 'catalog', 'files', 'notes', 'reports', 'public', 'reviews'].map((scheme) => `read:${scheme}`),
    'search:read',
    'docs:read',
    'reports:q1',
    'logs:api',
  ],
  extra: { teams: ['red'], orgs: ['acme', 'R&D/EU'] },
};
const BOB = { token: 'token-of-bob', clientId: 'bob', scopes: [], extra: { teams: ['blue'], orgs: [] } };

describe('examples/fixed (the demo, corrected)', () => {
  let root: string;
  const open: Connection[] = [];
  beforeAll(() => {
    // The files and the search index the fixed servers serve, a secret beside them, and a symlink out.
    root = mkdtempSync(path.join(tmpdir(), 'mcp-resources-check-fixed-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('shared/guide.md', '# Guide');
    write('shared/notes/todo.md', '- call the printer people');
    write('shared/reports/q1.csv', 'day,units\n2026-01-01,42');
    write('shared/public/README.md', '# Shared files');
    write('search/logs/stats.json', '{"documents":2}');
    write('secret.txt', 'outside every root');
    symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'shared', 'escape.md'));
    symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'shared', 'notes', 'escape.md'));
  });
  afterAll(async () => {
    for (const connection of open) await connection.close();
    rmSync(root, { recursive: true, force: true });
  });

  const rootOf: Record<string, string> = { 'files-v1': 'shared', 'search-v2': 'search' };
  for (const [file, { sdk, samples, templates }] of Object.entries(FIXED))
    it(`${file}: no finding on SDK ${sdk}, its samples read by alice and refused to bob as not found`, async () => {
      const { createServer } = (await import(`../../examples/fixed/${file}.ts`)) as {
        createServer(root?: string): { connect(t: never): Promise<void> };
      };
      const as = async (who: typeof ALICE | typeof BOB) => {
        const server = createServer(rootOf[file] === undefined ? undefined : path.join(root, rootOf[file]));
        const connection = await connectInProcess(server, { sdk, authInfo: who });
        open.push(connection);
        return connection.client;
      };
      const alice = await as(ALICE);
      const bob = await as(BOB);
      for (const uri of samples) {
        const read = (await alice.readResource({ uri })) as { contents: { uri: string }[] };
        expect(read.contents.map((c) => c.uri)).toEqual([uri]);
        await expect(bob.readResource({ uri }), `bob reads ${uri}`).rejects.toThrow(/not found/i);
      }
      const result = await runCheck(alice, {
        samples,
        other: bob,
        owned: samples,
        principals: { main: 'alice', other: 'bob' },
      });
      expect(result.findings).toEqual([]);
      expect(result.notes).toEqual([]);
      expect(result.templates.map((t) => t.template)).toEqual(templates);
    });
});
