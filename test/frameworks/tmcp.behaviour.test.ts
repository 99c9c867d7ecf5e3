// What tmcp 1.20.x really does on resources/read, pinned by running it: a real tmcp McpServer
// (templates matched by `uri-template-matcher` 1.1) fed JSON-RPC messages through
// `server.receive(message, context)`, the entry point every tmcp transport (@tmcp/transport-stdio,
// -http, …; none is installed here) calls with the session id, auth info and custom context of the
// connection. The session is opened with a real `initialize` first. Every assertion is what the
// framework did, not what RFC 6570 says.
//
// How tmcp reads (src/index.js, the 'resources/read' method): an exact Map lookup by `uri` first;
// then `UriTemplateMatcher.match(uri)`, which tries the templates in registration order and returns
// the first match; its handler is called as `execute(uri, params)`.
import { McpServer } from 'tmcp';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';

interface Principal extends Record<string, unknown> {
  readonly principal: string;
}

interface Response {
  readonly result?: { contents: { uri: string; text?: string }[] };
  readonly error?: { code: number; message: string };
}

/** The context a transport hands to receive(): where a principal enters tmcp. */
const CONNECTION = {
  sessionId: 'session-1',
  auth: { token: 'token-1', clientId: 'alice', scopes: ['read'] },
  custom: { principal: 'alice' },
};

/** The arguments of each handler call, by resource name, in call order. */
const calls = new Map<string, unknown[]>();
/** What `server.ctx` was inside the handler of the 'context' template. */
let contextSeen: unknown;

let server: McpServer<undefined, Principal>;
let nextId = 1;
let warn: MockInstance;

function template(name: string, uri: string): void {
  server.template({ name, description: name, uri }, (...args: unknown[]) => {
    calls.set(name, args);
    return { contents: [{ uri: args[0] as string, text: name }] };
  });
}

function resource(name: string, uri: string): void {
  server.resource({ name, description: name, uri }, (...args: unknown[]) => {
    calls.set(name, args);
    return { contents: [{ uri: args[0] as string, text: name }] };
  });
}

async function send(method: string, params: Record<string, unknown>): Promise<Response> {
  const response = await server.receive({ jsonrpc: '2.0', id: nextId++, method, params }, CONNECTION);
  return response as Response;
}

async function read(uri: string): Promise<Response> {
  return send('resources/read', { uri });
}

/** The variables the template `name` received when `uri` was read. */
async function variablesFor(name: string, uri: string): Promise<unknown> {
  const response = await read(uri);
  expect(response.error, uri).toBeUndefined();
  expect(response.result?.contents[0]?.text, uri).toBe(name);
  return calls.get(name)?.[1];
}

beforeAll(async () => {
  // json-rpc-2.0 console.warn()s every error a method throws (here: each "not found").
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = new McpServer(
    { name: 'tmcp-behaviour', version: '1.0.0' },
    { adapter: undefined, capabilities: { resources: {} } },
  );
  template('simple', 'simple://{id}');
  template('reserved', 'reserved://{+path}');
  template('segments', 'segments://root{/path*}');
  template('exploded', 'exploded://{list*}');
  template('query', 'query://search{?q,lang}');
  template('first', 'first://{a}');
  template('second', 'first://{b}');
  resource('static', 'first://static');
  resource('braces', 'braces://{id}');
  server.template({ name: 'context', description: 'context', uri: 'context://{id}' }, (uri, params) => {
    contextSeen = server.ctx;
    calls.set('context', [uri, params]);
    return { contents: [{ uri, text: 'context' }] };
  });
  const init = await send('initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'tmcp-behaviour-client', version: '1.0.0' },
  });
  expect(init.error).toBeUndefined();
});

afterAll(() => {
  warn.mockRestore();
});

describe('tmcp: decoding of template values', () => {
  it('tmcp decodes a simple {var} value once before the handler', async () => {
    expect(await variablesFor('simple', 'simple://a%2Fb')).toEqual({ id: 'a/b' });
    expect(await variablesFor('simple', 'simple://%41')).toEqual({ id: 'A' });
    // Once, not twice: %252F arrives as %2F.
    expect(await variablesFor('simple', 'simple://%252F')).toEqual({ id: '%2F' });
  });

  it('tmcp decodes a {+var} value too', async () => {
    expect(await variablesFor('reserved', 'reserved://a%2Fb')).toEqual({ path: 'a/b' });
    expect(await variablesFor('reserved', 'reserved://%252F')).toEqual({ path: '%2F' });
  });

  it('tmcp passes the requested URI, as sent, as the handler first argument', async () => {
    await read('simple://%41');
    expect(calls.get('simple')?.[0]).toBe('simple://%41');
  });

  it('tmcp does not let a simple {var} match an unencoded "/" or an empty value', async () => {
    expect((await read('simple://a/b')).error?.code).toBe(-32602);
    expect((await read('simple://')).error?.code).toBe(-32602);
  });
});

describe('tmcp: multi-segment variables', () => {
  it('tmcp hands {+path} over as one string with its slashes', async () => {
    expect(await variablesFor('reserved', 'reserved://a/b')).toEqual({ path: 'a/b' });
  });

  it('tmcp hands {/path*} over as one decoded string, not an array', async () => {
    expect(await variablesFor('segments', 'segments://root/a/b')).toEqual({ path: 'a/b' });
    // An encoded slash and a real separator come out the same.
    expect(await variablesFor('segments', 'segments://root/a%2Fb')).toEqual({ path: 'a/b' });
    // No segment at all: an empty string.
    expect(await variablesFor('segments', 'segments://root')).toEqual({ path: '' });
  });

  it('tmcp hands {list*} over as one string, commas kept, and does not match a "/" in it', async () => {
    expect(await variablesFor('exploded', 'exploded://a,b')).toEqual({ list: 'a,b' });
    expect(await variablesFor('exploded', 'exploded://a')).toEqual({ list: 'a' });
    expect((await read('exploded://a/b')).error?.code).toBe(-32602);
  });
});

describe('tmcp: query variables {?q,lang}', () => {
  it('tmcp matches {?q,lang} with only some of the parameters, absent ones missing from params', async () => {
    expect(await variablesFor('query', 'query://search?q=1')).toEqual({ q: '1' });
    expect(await variablesFor('query', 'query://search?lang=en')).toEqual({ lang: 'en' });
  });

  it('tmcp matches {?q,lang} with no query at all', async () => {
    expect(await variablesFor('query', 'query://search')).toEqual({});
  });

  it('tmcp matches {?q,lang} in either order', async () => {
    expect(await variablesFor('query', 'query://search?q=1&lang=en')).toEqual({ q: '1', lang: 'en' });
    expect(await variablesFor('query', 'query://search?lang=en&q=1')).toEqual({ lang: 'en', q: '1' });
  });

  it('tmcp matches {?q,lang} with an unknown parameter and drops it', async () => {
    expect(await variablesFor('query', 'query://search?q=1&z=2')).toEqual({ q: '1' });
  });

  it('tmcp decodes query values once', async () => {
    expect(await variablesFor('query', 'query://search?q=a%20b%252F')).toEqual({ q: 'a b%2F' });
  });
});

describe('tmcp: which resource answers', () => {
  it('tmcp runs the first registered of two matching templates', async () => {
    expect(await variablesFor('first', 'first://42')).toEqual({ a: '42' });
    expect(calls.get('second')).toBeUndefined();
  });

  it('tmcp serves a static resource before a template registered earlier that also matches', async () => {
    const response = await read('first://static');
    expect(response.result?.contents[0]?.text).toBe('static');
    // A static handler gets the URI only.
    expect(calls.get('static')).toEqual(['first://static']);
  });

  it('tmcp treats braces in a static uri as literal text, not a template', async () => {
    expect((await read('braces://{id}')).result?.contents[0]?.text).toBe('braces');
    expect((await read('braces://42')).error?.code).toBe(-32602);
  });
});

describe('tmcp: unknown URI', () => {
  it('tmcp rejects an unknown URI with -32602 (InvalidParams) "Resource <uri> not found"', async () => {
    expect((await read('nope://1')).error).toEqual({
      code: -32602,
      message: 'MCP error -32602: Resource nope://1 not found',
    });
  });
});

describe('tmcp: what the handler receives', () => {
  it('tmcp calls a template handler(uri, params) only; the principal is on server.ctx', async () => {
    await read('context://7');
    expect(calls.get('context')).toEqual(['context://7', { id: '7' }]);
    // server.ctx is the context the transport passed to receive() (an AsyncLocalStorage store),
    // without the request internals: sessionId, auth (AuthInfo), custom, sessionInfo when given.
    expect(contextSeen).toEqual(CONNECTION);
  });

  it('tmcp server.ctx is empty outside a request', () => {
    expect(server.ctx).toEqual({});
  });
});
