// `checkResources` against servers run as commands over stdio, as `mcp-resources check -- <command>`
// runs them: the notes server on McpServer v1 (read by the v2 client) and v2 (read by the v1 client),
// and the same server in Python with the standard library only (test/fixtures/check/notes_server.py,
// skipped with a message where python3 is absent). A stdio server runs as one user (--user): two
// processes are two principals. Correct: no finding; each fault: exactly its findings.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResources, connectStdio, type Connection, type SdkGeneration } from 'mcp-resources/check';
import { MANUALS, NOTES, ORDERS, PROXY_DECODE, UNJOINED_PATH_JS } from './expected-findings.js';
import { brief, notesData, NOTES_SERVER, PYTHON_SERVER } from './support.js';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0;
if (!hasPython) console.warn('python3 is not on PATH: the checks of the Python server are skipped');

interface Server {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  /** The client generation that reads it (the other one than the server's, where it has one). */
  readonly client: SdkGeneration;
  /** Its double decode, and what the check finds for it. */
  readonly doubleDecode: { readonly fault: string; readonly findings: readonly string[] };
  readonly unjoinedPath: readonly string[];
  readonly skip?: boolean;
}

const SERVERS: readonly Server[] = [
  {
    label: 'McpServer v1 (node), v2 client',
    command: process.execPath,
    args: [NOTES_SERVER, '--sdk', 'v1'],
    client: 'v2',
    doubleDecode: { fault: 'proxy-decode', findings: PROXY_DECODE },
    unjoinedPath: UNJOINED_PATH_JS,
  },
  {
    label: 'McpServer v2 (node), v1 client',
    command: process.execPath,
    args: [NOTES_SERVER, '--sdk', 'v2'],
    client: 'v1',
    doubleDecode: { fault: 'proxy-decode', findings: PROXY_DECODE },
    unjoinedPath: UNJOINED_PATH_JS,
  },
  {
    label: `Python ${python.stdout?.trim() ?? ''} (standard library only)`,
    command: 'python3',
    args: [PYTHON_SERVER],
    client: 'v2',
    // The name is checked once decoded, then decoded again: only the doubly encoded "../" passes.
    doubleDecode: {
      fault: 'double-decode',
      findings: [`escape ${NOTES} name: "../" encoded twice (a second decode makes it "../")`],
    },
    // Python's os.path.join neither normalises the URI nor refuses anything: each escape reads the file,
    // and the NUL byte fails open() with an internal error.
    unjoinedPath: [
      `escape ${MANUALS} path: raw "../"`,
      `escape ${MANUALS} path: "../" encoded once`,
      `escape ${MANUALS} path: "../" with the dots encoded`,
      `escape ${MANUALS} path: an absolute path`,
      `escape ${MANUALS} path: a NUL byte`,
    ],
    skip: !hasPython,
  },
];

let data: ReturnType<typeof notesData>;
beforeAll(() => {
  data = notesData();
});
afterAll(() => data.remove());

for (const server of SERVERS)
  describe.skipIf(server.skip === true)(server.label, () => {
    const open: Connection[] = [];
    afterAll(async () => {
      for (const connection of open) await connection.close();
    });
    const run = async (user: string, faults: readonly string[] = []) => {
      const connection = await connectStdio(
        server.command,
        [...server.args, '--root', data.root, '--user', user, ...faults.flatMap((fault) => ['--fault', fault])],
        { sdk: server.client },
      );
      open.push(connection);
      return connection;
    };

    it('finds nothing on the correct server, with one principal or two', async () => {
      const alice = await run('alice');
      expect(alice.generation).toBe(server.client);
      expect(await checkResources(alice.client, { samples: ['orders://42'] })).toEqual([]);
      const bob = await run('bob');
      expect(await checkResources(alice.client, { other: bob.client })).toEqual([]);
    });

    it(`finds the double decode (${server.doubleDecode.fault})`, async () => {
      const alice = await run('alice', [server.doubleDecode.fault]);
      expect((await checkResources(alice.client)).map(brief)).toEqual(server.doubleDecode.findings);
    });

    it('finds {+path} joined without containment', async () => {
      const alice = await run('alice', ['unjoined-path']);
      const findings = await checkResources(alice.client);
      expect(findings.map(brief)).toEqual(server.unjoinedPath);
      expect(findings.filter((f) => f.answer.startsWith('content')).length).toBeGreaterThan(0);
    });

    it('finds a "Forbidden" refusal, with a sample and with a second principal', async () => {
      const alice = await run('alice', ['forbidden']);
      expect((await checkResources(alice.client, { samples: ['orders://42'] })).map(brief)).toEqual([
        `not-found ${ORDERS}: a resource that exists, refused`,
      ]);
      const bob = await run('bob', ['forbidden']);
      const findings = await checkResources(alice.client, { other: bob.client });
      expect(findings.map((f) => [brief(f), f.request, f.answer])).toEqual([
        [`not-found ${ORDERS}: owner's resource, refused`, 'orders://41', 'error -32603 "Forbidden"'],
      ]);
    });

    it('finds a cross-principal read', async () => {
      const alice = await run('alice', ['cross-principal']);
      const bob = await run('bob', ['cross-principal']);
      const findings = await checkResources(alice.client, { other: bob.client });
      expect(findings.map((f) => [brief(f), f.request])).toEqual([
        [`not-found ${ORDERS}: owner's resource, read across principals`, 'orders://41'],
      ]);
    });
  });
