// What fastmcp 4.20.x really does on resources/read, pinned by running it: a real FastMCP server
// (templates matched by the `uri-templates` 0.2 package) connected through its public
// `connect(transport, auth)` to a real @modelcontextprotocol/sdk v1 Client over the SDK's
// InMemoryTransport. Every assertion is what the framework did, not what RFC 6570 says.
//
// How fastmcp reads (dist/chunk-*.js, FastMCPSession.setupResourceHandlers): an exact Map lookup
// of the static resources by `uri` first; then the templates in registration order, the first
// whose `fromUri()` returns something wins; its `load(match, auth, context)` gets the match.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { FastMCP, type FastMCPSession } from 'fastmcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Principal extends Record<string, unknown> {
  readonly user: string;
}

const ALICE: Principal = { user: 'alice' };

/** The arguments of each load() call, by resource name, in call order. */
const calls = new Map<string, unknown[][]>();

function record(name: string, args: unknown[]): { text: string } {
  const list = calls.get(name) ?? [];
  list.push(args);
  calls.set(name, list);
  return { text: name };
}

/** The arguments of the last load() call of `name`. */
function lastCall(name: string): unknown[] | undefined {
  return calls.get(name)?.at(-1);
}

function template(server: FastMCP<Principal>, name: string, uriTemplate: string): void {
  server.addResourceTemplate({
    name,
    uriTemplate,
    arguments: [],
    load: async (...args: unknown[]) => record(name, args),
  });
}

let client: Client;
let session: FastMCPSession<Principal>;

beforeAll(async () => {
  // The ping keeps an interval running on connect()ed sessions (they are built as httpStream ones).
  const server = new FastMCP<Principal>({ name: 'fastmcp-behaviour', version: '1.0.0', ping: { enabled: false } });
  template(server, 'simple', 'simple://{id}');
  template(server, 'reserved', 'reserved://{+path}');
  template(server, 'segments', 'segments://root{/path*}');
  template(server, 'exploded', 'exploded://{list*}');
  template(server, 'query', 'query://search{?q,lang}');
  // First match: two templates that both match x://…, then a static resource registered after them.
  template(server, 'first', 'first://{a}');
  template(server, 'second', 'first://{b}');
  server.addResource({
    uri: 'first://static',
    name: 'static',
    load: async (...args: unknown[]) => record('static', args),
  });
  // A static resource whose URI has braces.
  server.addResource({
    uri: 'braces://{id}',
    name: 'braces',
    load: async (...args: unknown[]) => record('braces', args),
  });
  // Declared arguments that do not match the template's variables.
  server.addResourceTemplate({
    name: 'declared',
    uriTemplate: 'declared://{id}',
    arguments: [{ name: 'other', required: true }],
    load: async (...args: unknown[]) => record('declared', args),
  });
  // Two templates under one name.
  template(server, 'dup', 'dup-one://{id}');
  template(server, 'dup', 'dup-two://{id}');

  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: 'fastmcp-behaviour-client', version: '1.0.0' });
  [session] = await Promise.all([server.connect(serverSide, ALICE), client.connect(clientSide)]);
});

afterAll(async () => {
  await client.close();
  await session.close();
});

async function read(uri: string): Promise<{ uri: string; text?: unknown }[]> {
  const result = await client.readResource({ uri });
  return result.contents;
}

/** The error the client gets for `uri`. */
async function readError(uri: string): Promise<McpError> {
  const error: unknown = await client.readResource({ uri }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

/** The variables the template `name` received when `uri` was read. */
async function variablesFor(name: string, uri: string): Promise<unknown> {
  const contents = await read(uri);
  expect(contents[0]?.text, uri).toBe(name);
  return lastCall(name)?.[0];
}

describe('fastmcp: decoding of template values', () => {
  it('fastmcp decodes a simple {var} value once before load', async () => {
    expect(await variablesFor('simple', 'simple://a%2Fb')).toEqual({ id: 'a/b' });
    expect(await variablesFor('simple', 'simple://%41')).toEqual({ id: 'A' });
    // Once, not twice: %252F arrives as %2F.
    expect(await variablesFor('simple', 'simple://%252F')).toEqual({ id: '%2F' });
    expect(await variablesFor('simple', 'simple://a%20b')).toEqual({ id: 'a b' });
  });

  it('fastmcp does not decode a {+var} value: load gets it raw, still encoded', async () => {
    expect(await variablesFor('reserved', 'reserved://a%2Fb')).toEqual({ path: 'a%2Fb' });
    expect(await variablesFor('reserved', 'reserved://%41')).toEqual({ path: '%41' });
  });

  it('fastmcp lets a simple {var} match an unencoded "/" and an empty value', async () => {
    expect(await variablesFor('simple', 'simple://a/b')).toEqual({ id: 'a/b' });
    expect(await variablesFor('simple', 'simple://')).toEqual({ id: '' });
  });

  it('fastmcp answers with the template re-expanded from the decoded values, not the requested URI', async () => {
    // load returned no uri, so fastmcp fills one: uriTemplate.fill(match).
    expect((await read('simple://%41'))[0]?.uri).toBe('simple://A');
    expect((await read('simple://a/b'))[0]?.uri).toBe('simple://a%2Fb');
    // {+path} got the raw "a%2Fb" and fill() encodes its "%": the answer is double-encoded.
    expect((await read('reserved://a%2Fb'))[0]?.uri).toBe('reserved://a%252Fb');
  });
});

describe('fastmcp: multi-segment variables', () => {
  it('fastmcp hands {+path} over as one string with its slashes', async () => {
    expect(await variablesFor('reserved', 'reserved://a/b')).toEqual({ path: 'a/b' });
  });

  it('fastmcp hands {/path*} over as an array of decoded segments', async () => {
    expect(await variablesFor('segments', 'segments://root/a/b')).toEqual({ path: ['a', 'b'] });
    expect(await variablesFor('segments', 'segments://root/a%2Fb')).toEqual({ path: ['a/b'] });
    // No segment at all: the key is absent.
    expect(await variablesFor('segments', 'segments://root')).toEqual({});
  });

  it('fastmcp hands {list*} over as an array, split on commas, a "/" kept inside one item', async () => {
    expect(await variablesFor('exploded', 'exploded://a,b')).toEqual({ list: ['a', 'b'] });
    expect(await variablesFor('exploded', 'exploded://a')).toEqual({ list: ['a'] });
    expect(await variablesFor('exploded', 'exploded://a/b')).toEqual({ list: ['a/b'] });
  });
});

describe('fastmcp: query variables {?q,lang}', () => {
  it('fastmcp matches {?q,lang} with only some of the parameters, absent ones missing from the object', async () => {
    expect(await variablesFor('query', 'query://search?q=1')).toEqual({ q: '1' });
    expect(await variablesFor('query', 'query://search?lang=en')).toEqual({ lang: 'en' });
  });

  it('fastmcp matches {?q,lang} with no query at all', async () => {
    expect(await variablesFor('query', 'query://search')).toEqual({});
  });

  it('fastmcp matches {?q,lang} in either order', async () => {
    expect(await variablesFor('query', 'query://search?q=1&lang=en')).toEqual({ q: '1', lang: 'en' });
    expect(await variablesFor('query', 'query://search?lang=en&q=1')).toEqual({ lang: 'en', q: '1' });
  });

  it('fastmcp matches {?q,lang} with an unknown parameter and passes it to load', async () => {
    expect(await variablesFor('query', 'query://search?q=1&z=2')).toEqual({ q: '1', z: '2' });
  });

  it('fastmcp decodes query values once', async () => {
    expect(await variablesFor('query', 'query://search?q=a%20b%252F')).toEqual({ q: 'a b%2F' });
  });
});

describe('fastmcp: which resource answers', () => {
  it('fastmcp runs the first registered of two matching templates', async () => {
    expect((await read('first://42'))[0]?.text).toBe('first');
    expect(lastCall('first')?.[0]).toEqual({ a: '42' });
    expect(calls.get('second')).toBeUndefined();
  });

  it('fastmcp serves a static resource before a template registered earlier that also matches', async () => {
    expect((await read('first://static'))[0]?.text).toBe('static');
  });

  it('fastmcp keeps one template per name: a second one with the same name replaces the first', async () => {
    expect((await read('dup-two://1'))[0]?.text).toBe('dup');
    expect((await readError('dup-one://1')).code).toBe(-32601);
  });

  it('fastmcp treats braces in a static uri as literal text, not a template', async () => {
    expect((await read('braces://{id}'))[0]?.text).toBe('braces');
    expect((await readError('braces://42')).code).toBe(-32601);
  });
});

describe('fastmcp: unknown URI', () => {
  it('fastmcp rejects an unknown URI with -32601 (MethodNotFound) "Resource not found" listing the static resources', async () => {
    const error = await readError('nope://1');
    expect(error.code).toBe(-32601);
    // The server throws an McpError, whose message already carries the "MCP error -32601: " prefix;
    // the client adds its own in front.
    expect(error.message).toBe(
      "MCP error -32601: MCP error -32601: Resource not found: 'nope://1'. Available resources: first://static, braces://{id}",
    );
  });
});

describe('fastmcp: what load() receives', () => {
  it('fastmcp calls a template load(variables, auth, context), auth being the session principal', async () => {
    await read('simple://7');
    const args = lastCall('simple');
    expect(args).toHaveLength(3);
    const [variables, auth, context] = args as [unknown, unknown, Record<string, unknown>];
    expect(variables).toEqual({ id: '7' });
    // The principal given to connect() (or returned by `authenticate` over HTTP).
    expect(auth).toEqual(ALICE);
    expect(Object.keys(context).sort()).toEqual(['client', 'elicit', 'log', 'requestId', 'session', 'sessionId']);
    expect(context.session).toEqual(ALICE);
  });

  it('fastmcp calls a static load(auth, context), with no variables', async () => {
    await read('first://static');
    const args = lastCall('static');
    expect(args).toHaveLength(2);
    const [auth, context] = args as [unknown, Record<string, unknown>];
    expect(auth).toEqual(ALICE);
    expect(context.session).toEqual(ALICE);
  });
});

describe('fastmcp: declared arguments', () => {
  it('fastmcp keys the variables by the template variable names, ignoring the declared arguments', async () => {
    // arguments: [{ name: 'other', required: true }] on 'declared://{id}': no error at registration
    // or read, and load gets { id }, no "other" (its TypeScript type claims { other: string }).
    expect(await variablesFor('declared', 'declared://1')).toEqual({ id: '1' });
  });

  it('fastmcp lists the template without its declared arguments (they only feed completion)', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    const declared = resourceTemplates.find((t) => t.name === 'declared');
    expect(declared).toEqual({ name: 'declared', uriTemplate: 'declared://{id}' });
  });
});
