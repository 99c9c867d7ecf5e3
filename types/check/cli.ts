// `mcp-resources check`: connects to a server (a command over stdio, or a Streamable HTTP URL), runs
// every check and reports like a test runner. Exit status: 0 no finding, 1 findings, 2 the run could
// not be made or did not end (usage, no SDK, no resources, a stalled or closed server, the time limit).
import { parseArgs } from 'node:util';
import { CheckAbortedError, CheckUsageError, MissingSdkError, NoResourcesError } from './check-errors.js';
import type { SdkGeneration } from './client-sdk.js';
import { connectHttp, connectStdio, type Connection } from './connect.js';
import { progressLine, reportJson, reportText, templateLine } from './report.js';
import { runCheck, type CheckResult } from './run-check.js';

/** Where the command writes: process.stdout and process.stderr, or a test's buffers. */
export interface CliIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
}

export const USAGE = `Usage:
  mcp-resources check [options] -- <command> [args...]   a server run over stdio (any language)
  mcp-resources check [options] <http(s)://url>         a Streamable HTTP server

Checks every resource template as a hostile client would (read-only: resources/templates/list,
resources/list, resources/read, and completion/complete when the server declares it).

Options:
  --sample <uri>         a resource that exists (repeatable): its values are used and its read checked
  --template <template>  check only this template, as the server lists it (repeatable)
  --token <token>        HTTP: a bearer token to connect with
  --other-token <token>  HTTP: a second principal's token; what --token's principal owns must look
                         to it exactly like a resource that does not exist
  --owned <uri>          a resource --token's principal owns (repeatable; default: what its
                         resources/list lists and the other principal's does not)
  --timeout <ms>         how long one request may take before the run stops as stalled (10000)
  --max-time <ms>        how long the whole run may take (120000)
  --max-requests <n>     requests per template (100)
  --sdk <v1|v2>          the client package: v2 @modelcontextprotocol/client, v1 @modelcontextprotocol/sdk
                         (default: whichever is installed, v2 first)
  --json                 the report as JSON on stdout
  -h, --help             this text

Exit status: 0 no finding, 1 findings, 2 the run could not be made or did not end.
`;

interface Parsed {
  readonly command: readonly string[];
  readonly url: string | undefined;
  readonly values: {
    sample: string[];
    template: string[];
    token?: string;
    'other-token'?: string;
    owned: string[];
    timeout?: string;
    'max-time'?: string;
    'max-requests'?: string;
    sdk?: string;
    json: boolean;
    help: boolean;
  };
}

function parse(args: readonly string[]): Parsed {
  const split = args.indexOf('--');
  const [subcommand, ...rest] = split === -1 ? args : args.slice(0, split);
  const command = split === -1 ? [] : args.slice(split + 1);
  if (subcommand === '-h' || subcommand === '--help')
    return { command: [], url: undefined, values: { sample: [], template: [], owned: [], json: false, help: true } };
  if (subcommand !== 'check')
    throw new CheckUsageError(subcommand === undefined ? 'no command given' : `unknown command ${subcommand}`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      sample: { type: 'string', multiple: true, default: [] },
      template: { type: 'string', multiple: true, default: [] },
      token: { type: 'string' },
      'other-token': { type: 'string' },
      owned: { type: 'string', multiple: true, default: [] },
      timeout: { type: 'string' },
      'max-time': { type: 'string' },
      'max-requests': { type: 'string' },
      sdk: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 1) throw new CheckUsageError(`one server at a time, not ${positionals.join(' ')}`);
  return { command, url: positionals[0], values };
}

/** A whole number of a numeric option, or undefined when not given. */
function numberOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) === 0)
    throw new CheckUsageError(`--${name} takes a positive whole number, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** Runs `mcp-resources <args>`; resolves to the exit status. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(args);
  } catch (error) {
    io.stderr.write(`mcp-resources: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, command, url } = parsed;
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const connections: Connection[] = [];
  let result: CheckResult | undefined;
  try {
    const sdk = values.sdk;
    if (sdk !== undefined && sdk !== 'v1' && sdk !== 'v2')
      throw new CheckUsageError(`--sdk takes v1 or v2, not ${sdk}`);
    const generation: SdkGeneration | undefined = sdk;
    const timeoutMs = numberOption('timeout', values.timeout);
    const bounds = {
      timeoutMs,
      maxTimeMs: numberOption('max-time', values['max-time']),
      maxRequestsPerTemplate: numberOption('max-requests', values['max-requests']),
    };
    if (command.length > 0 === (url !== undefined))
      throw new CheckUsageError('give the server either as a command after -- or as an http(s) URL');
    if (url !== undefined && !/^https?:\/\//i.test(url)) throw new CheckUsageError(`${url} is no http(s) URL`);
    if (url === undefined && (values.token !== undefined || values['other-token'] !== undefined))
      throw new CheckUsageError(
        '--token and --other-token are bearer tokens for an HTTP server; a stdio server has one principal',
      );
    const connectOptions = {
      ...(generation === undefined ? {} : { sdk: generation }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    };
    if (url === undefined) connections.push(await connectStdio(command[0]!, command.slice(1), connectOptions));
    else {
      connections.push(
        await connectHttp(url, { ...connectOptions, ...(values.token === undefined ? {} : { token: values.token }) }),
      );
      if (values['other-token'] !== undefined)
        connections.push(await connectHttp(url, { ...connectOptions, token: values['other-token'] }));
    }
    const [main, other] = connections as [Connection, Connection | undefined];
    const live = io.stderr.isTTY === true && !values.json;
    let at = { template: '', index: 0, total: 0 };
    result = await runCheck(main.client, {
      ...bounds,
      samples: values.sample,
      ...(values.template.length > 0 ? { templates: values.template } : {}),
      ...(other ? { other: other.client, principals: { main: '--token', other: '--other-token' } } : {}),
      ...(values.owned.length > 0 ? { owned: values.owned } : {}),
      onProgress: (event) => {
        if (event.type === 'template') at = { template: event.template, index: event.index, total: event.total };
        else if (event.type === 'request' && live && at.total > 0)
          io.stderr.write(`\r\x1b[K${progressLine(at.template, at.index, at.total, event.requests)}`);
        else if (event.type === 'template-done') {
          if (live) io.stderr.write('\r\x1b[K');
          if (!values.json) io.stdout.write(`${templateLine(event.report)}\n`);
        }
      },
    });
    io.stdout.write(values.json ? reportJson(result) : reportText(result));
    return result.findings.length > 0 ? 1 : 0;
  } catch (error) {
    if (io.stderr.isTTY === true) io.stderr.write('\r\x1b[K');
    if (error instanceof CheckAbortedError) {
      const partial = error.partial as CheckResult | undefined;
      if (partial)
        io.stdout.write(values.json ? reportJson(partial, error.message) : reportText(partial, error.message));
      // A server that died or hung mostly says why on its stderr (kept, not shown, while it ran).
      const stderr = connections[0]?.stderrTail().trimEnd() ?? '';
      io.stderr.write(
        `mcp-resources check: ${error.message}\n${stderr === '' ? '' : `the server's stderr ended with:\n${stderr}\n`}`,
      );
      return 2;
    }
    if (error instanceof CheckUsageError) {
      io.stderr.write(`mcp-resources: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof MissingSdkError) {
      io.stderr.write(`${error.message}\n`); // it names the command already
      return 2;
    }
    if (error instanceof NoResourcesError) {
      io.stderr.write(`mcp-resources check: ${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    for (const connection of connections) await connection.close().catch(() => undefined);
  }
}
