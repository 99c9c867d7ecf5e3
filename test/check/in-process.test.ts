// `checkResources` against real McpServers of SDK v1 (@modelcontextprotocol/sdk 1.32) and v2
// (@modelcontextprotocol/server 2.4) in this process, each read by a client of its own generation
// over the SDK's in-memory transport: the correct notes server gives no finding, and each fault of
// test/fixtures/check/notes-server.mjs is found, with exactly these findings. Two principals are two
// connections whose requests carry `authInfo` (alice and bob), as bearer authentication would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResources, connectInProcess, runCheck, type Connection } from 'mcp-resources/check';
import { connect } from '../runtime/sdk-client.js';
import { MANUALS, NOTES, ORDERS, PROXY_DECODE, UNJOINED_PATH_JS } from './expected-findings.js';
import { authInfo, brief, createNotesServer, notesData, type Fault } from './support.js';

let data: ReturnType<typeof notesData>;
beforeAll(() => {
  data = notesData();
});
afterAll(() => data.remove());

for (const sdk of ['v1', 'v2'] as const)
  describe(`McpServer ${sdk} in process`, () => {
    const open: Connection[] = [];
    afterAll(async () => {
      for (const connection of open) await connection.close();
    });
    /** alice's and bob's connections to two instances of the server (an SDK server takes one transport). */
    async function principals(faults: Fault[] = []) {
      const as = async (who: string) => {
        const server = await createNotesServer({ sdk, root: data.root, faults });
        const connection = await connectInProcess(server, { sdk, authInfo: authInfo(who) });
        open.push(connection);
        return connection.client;
      };
      return { alice: await as('alice'), bob: await as('bob') };
    }

    it('finds nothing on the correct server, with one principal or two', async () => {
      const { alice, bob } = await principals();
      const result = await runCheck(alice);
      expect(result.findings).toEqual([]);
      expect(result.notes).toEqual([]);
      expect(result.templates.map((t) => t.template)).toEqual([NOTES, MANUALS, ORDERS]);
      expect(await checkResources(alice, { other: bob })).toEqual([]);
    });

    it('finds the double decode behind a proxy-style decode', async () => {
      const { alice } = await principals(['proxy-decode']);
      const findings = await checkResources(alice);
      expect(findings.map(brief)).toEqual(PROXY_DECODE);
      const hundred = findings.find((f) => f.variable === 'name' && f.value === '"100%"')!;
      expect(hundred.request).toBe('notes://caf%C3%A9/100%25');
      expect(hundred.answer).toMatch(
        /^error -32602 "(?:MCP error -32602: )?Resource (?:not found: )?notes:\/\/caf%C3%A9\/100%/,
      );
    });

    it('finds {+path} joined to the root without containment: the file outside it is served', async () => {
      const { alice } = await principals(['unjoined-path']);
      const findings = await checkResources(alice);
      expect(findings.map(brief)).toEqual(UNJOINED_PATH_JS);
      const [served, nul] = findings as [(typeof findings)[0], (typeof findings)[0]];
      expect(served.request).toBe(`manuals://${'..%2F'.repeat(8)}etc%2Fpasswd`);
      expect(served.answer).toMatch(/^content .* "root:/);
      expect(served.expected).toMatch(
        /^the answer for a value that cannot exist \(manuals:\/\/no-such-path-3f9c1b\): error -32602/,
      );
      // Node.js refuses the NUL with a TypeError naming the server's path: an internal error.
      expect(nul.answer).toMatch(/^error -32603 .*null bytes/);
    });

    it('finds a "Forbidden" refusal: with a sample of another customer, and by a second principal', async () => {
      const { alice, bob } = await principals(['forbidden']);
      expect(await checkResources(alice)).toEqual([]); // nothing tells the check that orders://42 exists
      const sampled = await checkResources(alice, { samples: ['orders://42'] });
      expect(sampled.map(brief)).toEqual([`not-found ${ORDERS}: a resource that exists, refused`]);
      expect(sampled[0]!.answer).toBe('error -32603 "Forbidden"');
      const owned = await checkResources(alice, { other: bob });
      expect(owned.map((f) => [brief(f), f.principal, f.request, f.answer])).toEqual([
        [`not-found ${ORDERS}: owner's resource, refused`, 'other', 'orders://41', 'error -32603 "Forbidden"'],
      ]);
    });

    it("finds a cross-principal read: bob is served alice's order", async () => {
      const { alice, bob } = await principals(['cross-principal']);
      expect(await checkResources(alice)).toEqual([]);
      const findings = await checkResources(alice, {
        other: bob,
        owned: ['orders://41'],
        principals: { main: 'alice', other: 'bob' },
      });
      expect(findings.map((f) => [brief(f), f.principal, f.request])).toEqual([
        [`not-found ${ORDERS}: alice's resource, read across principals`, 'bob', 'orders://41'],
      ]);
      expect(findings[0]!.answer).toMatch(/^content orders:\/\/41 \(application\/json, \d+ characters\) .*alice/);
    });
  });

describe('a client the user connected', () => {
  it('is checked as it is, of either generation (the project’s own SDK test client)', async () => {
    for (const sdk of ['v1', 'v2'] as const) {
      const client = await connect(
        (await createNotesServer({ sdk, root: data.root, faults: ['unjoined-path'] })) as never,
        sdk,
      );
      expect((await checkResources(client)).map(brief), sdk).toEqual(UNJOINED_PATH_JS);
      await client.close();
    }
  });
});
