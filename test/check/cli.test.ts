// `mcp-resources check` as a user runs it: a server command after `--` or a Streamable HTTP URL with
// bearer tokens, the report (a line per template with its requests and time, a line per finding,
// the summary with the requests and the run's wall time), --json, progress on a terminal, the exit
// status, and a clear message for every run that cannot be made or does not end. The command runs in
// this process (runCli, what bin.ts calls); one test runs the bin itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../types/check/cli.js';
import { listenNotes } from './http-server.js';
import { FIXTURES, notesData, NOTES_SERVER } from './support.js';

function terminal(isTTY = false) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: { write: (text: string) => out.push(text), isTTY },
    stderr: { write: (text: string) => err.push(text), isTTY },
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

let data: ReturnType<typeof notesData>;
beforeAll(() => {
  data = notesData();
});
afterAll(() => data.remove());

const notes = (...faults: string[]) => [
  '--',
  process.execPath,
  NOTES_SERVER,
  '--root',
  data.root,
  ...faults.flatMap((fault) => ['--fault', fault]),
];

describe('mcp-resources check -- <command>', () => {
  it('reports a correct server like a test runner: a line per template with its requests and time, exit 0', async () => {
    const t = terminal();
    expect(await runCli(['check', ...notes()], t.io)).toBe(0);
    const report = t.out().replace(/\d+\.\d\d s/g, '<time>');
    expect(report).toBe(
      [
        '✓ notes://{team}/{name}  29 requests  <time>',
        '✓ manuals://{+path}  14 requests  <time>',
        '✓ orders://{id}  14 requests  <time>',
        '',
        'Findings   0',
        'Templates  3 checked',
        'Requests   60 (notes://{team}/{name} 29, manuals://{+path} 14, orders://{id} 14; listings and references 3)',
        'Time       <time>',
        '',
      ].join('\n'),
    );
    expect(t.err()).toBe('');
  });

  it('prints one finding per line, with the request, the answer and what it should have been; exit 1', async () => {
    const t = terminal();
    expect(await runCli(['check', ...notes('unjoined-path')], t.io)).toBe(1);
    const findings = t
      .out()
      .split('\n')
      .filter((line) => line.startsWith('  ✗ '));
    expect(findings).toHaveLength(2);
    const [request, rest] = findings[0]!.split(' → ') as [string, string];
    const [answer, expected] = rest.split('; expected ') as [string, string];
    expect(request).toBe(
      `  ✗ escape manuals://{+path} path = "../" encoded once: read manuals://${'..%2F'.repeat(8)}etc%2Fpasswd`,
    );
    expect(answer).toMatch(/^content manuals:\/\/\S+ \(text\/markdown, \d+ characters\) "root:/);
    expect(expected).toBe(
      'the answer for a value that cannot exist (manuals://no-such-path-3f9c1b): error -32602 "MCP error -32602: Resource manuals://no-such-path-3f9c1b not found"',
    );
    expect(t.out()).toContain('✗ manuals://{+path}  14 requests');
    expect(t.out()).toContain('Findings   2 (escape 2)');
  });

  it('writes the report as JSON with --json', async () => {
    const t = terminal();
    expect(await runCli(['check', '--json', '--sdk', 'v1', ...notes('forbidden'), '--user', 'alice'], t.io)).toBe(0);
    const sampled = terminal();
    expect(await runCli(['check', '--json', '--sample', 'orders://42', ...notes('forbidden')], sampled.io)).toBe(1);
    const report = JSON.parse(sampled.out()) as {
      findings: { check: string; request: string; answer: string }[];
      templates: { template: string; requests: number; ms: number }[];
      requests: number;
      ms: number;
    };
    expect(report.findings.map((f) => [f.check, f.request, f.answer])).toEqual([
      ['not-found', 'orders://42', 'error -32603 "Forbidden"'],
    ]);
    expect(report.templates.map((t) => [t.template, t.requests])).toEqual([
      ['notes://{team}/{name}', 29],
      ['manuals://{+path}', 14],
      ['orders://{id}', 15],
    ]);
    expect(report.requests).toBe(61);
    expect(report.ms).toBeGreaterThan(0);
  });

  it('shows its progress on a terminal, rewritten in place', async () => {
    const t = terminal(true);
    expect(await runCli(['check', '--template', 'orders://{id}', ...notes()], t.io)).toBe(0);
    expect(t.err()).toContain('\r\x1b[Kchecking orders://{id} (1/1) · ');
    expect(t.out()).toMatch(/^✓ orders:\/\/\{id\} {2}14 requests/);
  });

  it('keeps to --max-requests per template and says which checks it left out', async () => {
    const t = terminal();
    expect(await runCli(['check', '--max-requests', '10', ...notes()], t.io)).toBe(0);
    expect(t.out()).toContain('✓ notes://{team}/{name}  10 requests');
    expect(t.out()).toContain(
      '  - notes://{team}/{name}: its 10 requests (--max-requests) ran out; the checks after them were not run',
    );
  });

  it('stops a server that never answers after --timeout, with what it wrote on stderr; exit 2', async () => {
    const t = terminal();
    expect(
      await runCli(
        ['check', '--timeout', '300', '--', process.execPath, path.join(FIXTURES, 'silent-server.mjs')],
        t.io,
      ),
    ).toBe(2);
    expect(t.err()).toBe(
      `mcp-resources check: the server (${process.execPath} ${path.join(FIXTURES, 'silent-server.mjs')}) did not answer initialize within 300 ms\nthe server's stderr ended with:\nsilent-server: reading, never answering\n`,
    );
  });

  it('stops a server that stalls on a read, and reports what it checked before; exit 2', async () => {
    const t = terminal();
    // Long enough for the server to start on a busy machine: only its reads stall.
    expect(await runCli(['check', '--timeout', '2000', ...notes(), '--stall-reads'], t.io)).toBe(2);
    const stalled =
      'the server did not answer resources/read notes://Platform%20%26%20Ops/100%25%20uptime.md within 2000 ms: it is stalled or too slow for --timeout (request 4 of the run)';
    expect(t.err()).toBe(`mcp-resources check: ${stalled}\n`);
    expect(t.out()).toContain('Templates  1 begun');
    expect(t.out()).toContain(`Stopped: ${stalled}`);
  });

  it('says so when the server process ends at startup, with its stderr', async () => {
    const t = terminal();
    expect(await runCli(['check', '--', process.execPath, path.join(FIXTURES, 'dying-server.mjs')], t.io)).toBe(2);
    expect(t.err()).toMatch(
      /could not be reached: .*\nthe server's stderr ended with:\nError: DATABASE_URL is not set\n$/,
    );
  });

  it('says so when the server offers no resources, and calls nothing else', async () => {
    const t = terminal();
    expect(await runCli(['check', '--', process.execPath, path.join(FIXTURES, 'tools-only-server.mjs')], t.io)).toBe(2);
    expect(t.err()).toBe(
      'mcp-resources check: the server offers no resources: its capabilities at initialize have no "resources"\n',
    );
  });

  it('refuses what it cannot run with the usage', async () => {
    for (const [args, message] of [
      [[], 'no command given'],
      [['lint'], 'unknown command lint'],
      [['check'], 'give the server either as a command after -- or as an http(s) URL'],
      [
        ['check', 'ftp://example.com', '--', 'node'],
        'give the server either as a command after -- or as an http(s) URL',
      ],
      [['check', 'server.js'], 'server.js is no http(s) URL'],
      [
        ['check', '--token', 'x', '--', 'node', 's.js'],
        '--token and --other-token are bearer tokens for an HTTP server',
      ],
      [['check', '--sdk', 'v3', '--', 'node'], '--sdk takes v1 or v2, not v3'],
      [['check', '--timeout', '1.5s', '--', 'node'], '--timeout takes a positive whole number, not "1.5s"'],
      [['check', '--max-requests', '0', '--', 'node'], '--max-requests takes a positive whole number, not "0"'],
      [['check', '--frobnicate', '--', 'node'], "Unknown option '--frobnicate'"],
    ] as const) {
      const t = terminal();
      expect(await runCli(args, t.io), args.join(' ')).toBe(2);
      expect(t.err(), args.join(' ')).toContain(message);
      expect(t.err()).toContain('Usage:');
    }
    const help = terminal();
    expect(await runCli(['--help'], help.io)).toBe(0);
    expect(help.out()).toContain('mcp-resources check [options] -- <command> [args...]');
  });
});

describe('mcp-resources check <url>', () => {
  for (const sdk of ['v1', 'v2'] as const)
    it(`checks a Streamable HTTP server (SDK ${sdk}'s transport) as two principals, one per bearer token`, async () => {
      for (const [faults, status] of [
        [[], 0],
        [['cross-principal'], 1],
      ] as const) {
        const server = await listenNotes(data.root, [...faults], sdk);
        try {
          const t = terminal();
          expect(
            await runCli(['check', '--token', 'alice-token', '--other-token', 'bob-token', server.url], t.io),
          ).toBe(status);
          const found = t
            .out()
            .split('\n')
            .filter((line) => line.startsWith('  ✗ '));
          expect(found.map((line) => line.replace(/ → .*/, ''))).toEqual(
            status === 0
              ? []
              : [
                  "  ✗ not-found orders://{id} (--token's resource, read across principals): read orders://41 as --other-token",
                ],
          );
        } finally {
          await server.close();
        }
      }
    });

  it('says which HTTP status refused it', async () => {
    const server = await listenNotes(data.root);
    try {
      const t = terminal();
      expect(await runCli(['check', '--sdk', 'v1', server.url], t.io)).toBe(2);
      expect(t.err()).toBe(
        `mcp-resources check: the server at ${server.url} answered initialize with HTTP 401 (a bearer token is given with --token)\n`,
      );
      const v2 = terminal();
      expect(await runCli(['check', '--sdk', 'v2', '--token', 'nobody', server.url], v2.io)).toBe(2);
      expect(v2.err()).toContain('answered initialize with HTTP 401');
    } finally {
      await server.close();
    }
  });
});

describe('the bin', () => {
  it('runs as `mcp-resources check` and sets the exit status', () => {
    const bin = path.resolve(FIXTURES, '../../../types/check/bin.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', bin, 'check', ...notes('unjoined-path')], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Findings   2 (escape 2)');
  });
});
