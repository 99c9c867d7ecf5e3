// runCheck's edges, each on a small real server in process (McpServer or low-level Server of SDK v1):
// the answers compared with the URI and values replaced, the limits that end a run (the time limit,
// a stalled read, a closed connection), a server with nothing to check, a template that is no RFC
// 6570, values from completions, and the SDK client missing.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import {
  CheckAbortedError,
  checkResources,
  connectInProcess,
  loadClientSdk,
  MissingSdkError,
  NoResourcesError,
  runCheck,
  type ModuleImporter,
} from 'mcp-resources/check';
import { errorAnswer, sameAnswer, type Answer } from '../../types/check/answer.js';
import { brief } from './support.js';

const miss = (uri: URL) => new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);

/** A v1 McpServer with one template, `read` its handler, connected in process. */
async function serving(
  template: string,
  read: (uri: URL, variables: Record<string, unknown>) => unknown,
  complete?: Record<string, () => string[]>,
) {
  const server = new McpServer({ name: 'test', version: '1.0.0' });
  server.registerResource(
    't',
    new ResourceTemplate(template, { list: undefined, ...(complete ? { complete } : {}) }),
    {},
    (async (uri: URL, variables: Record<string, unknown>) => read(uri, variables)) as never,
  );
  return (await connectInProcess(server, { sdk: 'v1' })).client;
}

describe('answers, compared', () => {
  const error = (message: string, data?: unknown): Answer => ({ kind: 'error', code: -32602, message, data });

  it('are the same when only the URI (as asked, or as the URL parser writes it) and the values differ', () => {
    const a = { uri: 'manuals://../../etc/passwd', values: { path: '../../etc/passwd' } };
    const b = { uri: 'manuals://no-such', values: { path: 'no-such' } };
    // SDK v1 quotes uri.href: the URL parser has removed a dot segment.
    expect(
      sameAnswer(
        error('Resource manuals://../etc/passwd not found'),
        a,
        error('Resource manuals://no-such not found'),
        b,
      ),
    ).toBe(true);
    expect(
      sameAnswer(error('Resource not found', { uri: a.uri }), a, error('Resource not found', { uri: b.uri }), b),
    ).toBe(true);
    // A value echoed decoded, encoded or in JSON.
    const c = { uri: 'x://a%20%22b%22', values: { v: 'a "b"' } };
    const d = { uri: 'x://zz', values: { v: 'zz' } };
    expect(sameAnswer(error('no note {"name":"a \\"b\\""}'), c, error('no note {"name":"zz"}'), d)).toBe(true);
  });

  it('keep a value that is a piece of a longer number or word: "2" is not in the code "-32602"', () => {
    const sent = { uri: 'reviews://1?limit=2', values: { isbn: '1', limit: '2' } };
    const absent = { uri: 'reviews://no-such?limit=7', values: { isbn: 'no-such', limit: '7' } };
    const message = (uri: string) => `MCP error -32602: Resource ${uri} not found`;
    expect(sameAnswer(error(message(sent.uri)), sent, error(message(absent.uri)), absent)).toBe(true);
    // Standing alone, it is still the value.
    expect(sameAnswer(error('limit 2 refused'), sent, error('limit 7 refused'), absent)).toBe(true);
    expect(sameAnswer(error('limit 2 refused'), sent, error('limit 72 refused'), absent)).toBe(false);
  });

  it('differ when a message quotes the value decoded twice, or the URI decoded once', () => {
    const sent = { uri: 'notes://..%252F..%252Fetc', values: { name: '..%252F..%252Fetc' } };
    const absent = { uri: 'notes://no-such', values: { name: 'no-such' } };
    const same = (message: string, missing: string) => sameAnswer(error(message), sent, error(missing), absent);
    // The value as a handler receives it, decoded once: what it quotes for a value that cannot exist too.
    expect(same('no note named ..%2F..%2Fetc', 'no note named no-such')).toBe(true);
    // Decoded twice: the second decode shows.
    expect(same('no note named ../../etc', 'no note named no-such')).toBe(false);
    // The URI decoded before the server matched it (a proxy's decode): not the URI asked.
    expect(same('Resource notes://..%2F..%2Fetc not found', 'Resource notes://no-such not found')).toBe(false);
  });

  it("differ in code, and in content against an error; the server's words are kept (v1's prefix taken off)", () => {
    const sent = { uri: 'x://a', values: {} };
    expect(sameAnswer({ kind: 'error', code: -32603, message: 'm' }, sent, error('m'), sent)).toBe(false);
    expect(sameAnswer({ kind: 'content', contents: [] }, sent, error('m'), sent)).toBe(false);
    class McpErrorLike extends Error {
      override name = 'McpError';
      code = -32602;
    }
    expect(errorAnswer(new McpErrorLike('MCP error -32602: Resource x://a not found'))).toEqual(
      error('Resource x://a not found'),
    );
    expect(errorAnswer(Object.assign(new Error('MCP error -32602: quoted'), { code: -32602 }))).toEqual(
      error('MCP error -32602: quoted'),
    );
  });
});

describe('limits that end a run', () => {
  it('stops at the time limit, with what it found so far', async () => {
    const client = await serving('slow://{id}', async (uri) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      throw miss(uri);
    });
    const stopped = await runCheck(client, { maxTimeMs: 200 }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(CheckAbortedError);
    const { reason, message, partial } = stopped as CheckAbortedError;
    expect(reason).toBe('time');
    expect(message).toMatch(
      /^the run passed its time limit of 200 ms after \d+ requests: raise --max-time or check fewer templates \(--template\)$/,
    );
    expect((partial as { templates: { template: string }[] }).templates.map((t) => t.template)).toEqual([
      'slow://{id}',
    ]);
  });

  it('stops at a read that never answers', async () => {
    const client = await serving('stuck://{id}', () => new Promise(() => {}));
    await expect(checkResources(client, { timeoutMs: 200 })).rejects.toThrow(
      'the server did not answer resources/read stuck://no-such-id-3f9c1b within 200 ms: it is stalled or too slow for --timeout (request 4 of the run)',
    );
  });

  it('stops when the server closes the connection', async () => {
    const server = new McpServer({ name: 'closing', version: '1.0.0' });
    server.registerResource('t', new ResourceTemplate('bye://{id}', { list: undefined }), {}, async () => {
      await server.close();
      return { contents: [] };
    });
    const { client } = await connectInProcess(server, { sdk: 'v1' });
    const stopped = (await checkResources(client).catch((error: unknown) => error)) as CheckAbortedError;
    expect([stopped.reason, stopped.message]).toEqual([
      'closed',
      'the connection closed during resources/read bye://no-such-id-3f9c1b (request 4 of the run)',
    ]);
  });

  it('keeps to the requests per template, with a note', async () => {
    const client = await serving('few://{a}/{b}', (uri) => {
      throw miss(uri);
    });
    const result = await runCheck(client, { maxRequestsPerTemplate: 7 });
    expect(result.templates.map((t) => [t.template, t.requests])).toEqual([['few://{a}/{b}', 7]]);
    expect(result.notes).toEqual([
      'few://{a}/{b}: its 7 requests (--max-requests) ran out; the checks after them were not run',
    ]);
  });
});

describe('servers with nothing to check', () => {
  it('says a server without the resources capability offers none', async () => {
    const server = new McpServer({ name: 'tools', version: '1.0.0' });
    server.registerTool('t', { description: 'a tool' }, () => ({ content: [] }));
    const { client } = await connectInProcess(server, { sdk: 'v1' });
    await expect(checkResources(client)).rejects.toThrow(
      new NoResourcesError('the server offers no resources: its capabilities at initialize have no "resources"'),
    );
  });

  it('says a server that lists neither templates nor resources offers none', async () => {
    const server = new Server({ name: 'empty', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [] }));
    const { client } = await connectInProcess(server, { sdk: 'v2' });
    await expect(checkResources(client)).rejects.toThrow(
      'the server offers no resources: resources/templates/list and resources/list are both empty',
    );
  });
});

describe('what the check reads from the server', () => {
  it('reports a listed template that is no RFC 6570 template, and checks the others', async () => {
    const server = new Server({ name: 'raw', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
      resourceTemplates: [
        { name: 'broken', uriTemplate: 'notes://{team' },
        { name: 'fine', uriTemplate: 'fine://{id}' },
      ],
    }));
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [] }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => {
      throw new McpError(ErrorCode.InvalidParams, `Resource ${request.params.uri} not found`);
    });
    const { client } = await connectInProcess(server, { sdk: 'v1' });
    const result = await runCheck(client, { samples: ['elsewhere://x'] });
    expect(result.findings).toEqual([
      {
        check: 'template',
        template: 'notes://{team',
        value: 'the template itself',
        request: 'resources/templates/list',
        answer: 'listed "notes://{team"',
        expected: expect.stringMatching(/^an RFC 6570 template: /) as unknown,
      },
    ]);
    expect(result.templates.map((t) => t.template)).toEqual(['fine://{id}']);
    expect(result.notes).toEqual(['elsewhere://x: no template checked matches this sample']);
  });

  it('reads values from completions and checks the resource they name', async () => {
    // The handler answers the content under the decoded URI: a client cannot tell what it read.
    const client = await serving(
      'docs://{name}',
      (uri, { name }) => {
        if (decodeURIComponent(String(name)) !== 'Read Me') throw miss(uri);
        return { contents: [{ uri: decodeURIComponent(uri.href), text: '# Read me' }] };
      },
      { name: () => ['Read Me'] },
    );
    const findings = await checkResources(client);
    expect(findings.map((f) => [brief(f), f.request, f.expected])).toEqual([
      [
        'round-trip docs://{name}: a completion resource',
        'docs://Read%20Me',
        'content whose uri is docs://Read%20Me, the URI asked for',
      ],
    ]);
  });

  it('gives each variable its own value that cannot exist, so an answer echoing both is compared right', async () => {
    const client = await serving('policy://{team}/{name}', (uri, { team, name }) => ({
      contents: [{ uri: uri.href, text: `# ${String(name)} for ${String(team)}` }],
    }));
    expect(await checkResources(client)).toEqual([]);
  });

  it('notes a listing the server does not answer, and says when no template is left to check', async () => {
    const server = new Server({ name: 'static', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.setRequestHandler(ListResourcesRequestSchema, () => ({
      resources: [{ uri: 'status://health', name: 'health' }],
    }));
    const { client } = await connectInProcess(server, { sdk: 'v1' });
    const result = await runCheck(client);
    expect(result.notes).toEqual([
      'resources/templates/list: error -32601 "Method not found"',
      'no resource template to check (1 static resources listed)',
    ]);
    expect(result.findings).toEqual([]);
  });

  it('expects content for a resource the server lists, where a given sample may be refused as a miss', async () => {
    const server = new McpServer({ name: 'listing', version: '1.0.0' });
    const list = async () => ({ resources: [{ uri: 'items://7', name: 'seven' }] });
    server.registerResource('i', new ResourceTemplate('items://{id}', { list }), {}, (uri) => {
      throw miss(uri);
    });
    const { client } = await connectInProcess(server, { sdk: 'v1' });
    const findings = await checkResources(client, { samples: ['items://8'] });
    expect(findings.map((f) => [brief(f), f.request, f.expected])).toEqual([
      ['round-trip items://{id}: a listed resource', 'items://7', 'content: resources/list lists items://7'],
    ]);
  });

  it('sends no escape in a prefix variable, which expand cuts, and says so', async () => {
    const client = await serving('short://{code:3}', (uri) => {
      throw miss(uri);
    });
    const result = await runCheck(client);
    expect(result.findings).toEqual([]);
    expect(result.notes).toEqual(['short://{code:3}: {code:3} cuts values to 3 characters; no escape is sent in it']);
  });
});

describe('the SDK client, an optional peer dependency', () => {
  const missing = (name: string) =>
    Object.assign(
      new Error(
        `Cannot find package '${name}' imported from /project/node_modules/mcp-resources/dist/check/client-sdk.js`,
      ),
      {
        code: 'ERR_MODULE_NOT_FOUND',
      },
    );
  const without =
    (...absent: string[]): ModuleImporter =>
    (specifier) => {
      const name = absent.find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
      return name === undefined
        ? (import(specifier) as Promise<Record<string, unknown>>)
        : Promise.reject(missing(name));
    };

  it('says what to install when neither generation is there', async () => {
    await expect(
      loadClientSdk(undefined, without('@modelcontextprotocol/client', '@modelcontextprotocol/sdk')),
    ).rejects.toThrow(
      new MissingSdkError(
        "mcp-resources check talks MCP through the official SDK's client, and neither generation is installed. Install one of them:\n" +
          '  npm install --save-dev @modelcontextprotocol/client   (SDK v2)\n' +
          '  npm install --save-dev @modelcontextprotocol/sdk   (SDK v1)',
      ),
    );
    await expect(loadClientSdk('v1', without('@modelcontextprotocol/sdk'))).rejects.toThrow(
      'mcp-resources check --sdk v1 needs @modelcontextprotocol/sdk, which is not installed:\n  npm install --save-dev @modelcontextprotocol/sdk   (SDK v1)',
    );
  });

  it('takes v2 first, v1 where v2 is missing, and passes on any other failure', async () => {
    expect((await loadClientSdk()).generation).toBe('v2');
    const v1 = await loadClientSdk(undefined, without('@modelcontextprotocol/client'));
    expect([v1.generation, v1.packageName, typeof v1.Client]).toEqual(['v1', '@modelcontextprotocol/sdk', 'function']);
    await expect(loadClientSdk(undefined, () => Promise.reject(new SyntaxError('broken build')))).rejects.toThrow(
      'broken build',
    );
  });
});
