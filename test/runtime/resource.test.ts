// resource() and its parts without a client: the built-in converters, the specs (converters,
// defaults, exemptions) and what they refuse, the result made from a string or bytes, and what
// reaches the SDK's McpServer (name, metadata, list and complete callbacks). The real clients
// read the guide's bookshop in resource.sdk.test.ts.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2 } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import {
  boolean,
  createResourceRouter,
  integer,
  list,
  number,
  resource,
  resourceRouter,
  TemplateSyntaxError,
  type ResourceRouter,
} from '../../types/index.js';

describe('built-in converters', () => {
  it('integer: decimal digits within ±2^53 − 1, nothing else', () => {
    expect(['0', '42', '-7', '007', '9007199254740991'].map(integer)).toEqual([0, 42, -7, 7, 9007199254740991]);
    for (const bad of ['', 'abc', '4.5', '41.0', '1e3', '0x29', ' 41', '+1', '9007199254740993', 'NaN'])
      expect(() => integer(bad), bad).toThrow(RangeError);
  });

  it('number: a finite decimal', () => {
    expect(['4.2', '-1', '1e3', '.5', '2.'].map(number)).toEqual([4.2, -1, 1000, 0.5, 2]);
    for (const bad of ['', 'abc', '0x10', 'Infinity', '1e999', ' 1', '1,5']) expect(() => number(bad), bad).toThrow();
  });

  it('boolean: true/1 and false/0', () => {
    expect(['true', '1', 'false', '0'].map(boolean)).toEqual([true, true, false, false]);
    for (const bad of ['', 'yes', 'TRUE', '2']) expect(() => boolean(bad), bad).toThrow();
  });

  it('list: a comma-separated value', () => {
    expect([list('a,b'), list('a'), list('')]).toEqual([['a', 'b'], ['a'], []]);
  });
});

/** A router, and a read through it that gives the text or the error's message. */
function routed(register: (router: ResourceRouter<unknown, unknown>) => void) {
  const router = resourceRouter();
  register(router);
  return (uri: string) =>
    router({ params: { uri } }, {}).then(
      (result) => (result.contents[0] as { text: string }).text,
      (error: Error) => error.message,
    );
}

describe('resource() specs', () => {
  it('converts each item of a list, applies query defaults, leaves other variables as they are', async () => {
    const read = routed((router) =>
      resource(router, 'x://{a}/{ids*}{?n,on,tags}', { ids: integer, n: 5, on: false, tags: list }, (v) =>
        JSON.stringify(v),
      ),
    );
    expect(JSON.parse(await read('x://a/1,2'))).toEqual({ a: 'a', ids: [1, 2], n: 5, on: false });
    expect(JSON.parse(await read('x://a/1?n=2.5&on=1&tags=p,q'))).toEqual({
      a: 'a',
      ids: [1],
      n: 2.5,
      on: true,
      tags: ['p', 'q'],
    });
    expect(await read('x://a/1,b')).toBe('MCP error -32602: Resource x://a/1,b not found');
    expect(await read('x://a/1?on=yes')).toBe('MCP error -32602: Resource x://a/1?on=yes not found');
  });

  it('the long form: a converter with a default, and an exemption from the policy', async () => {
    const read = routed((router) =>
      resource(
        router,
        'logs://{+query}{?limit}',
        { query: { exempt: true }, limit: { convert: integer, default: 20 } },
        ({ query, limit }) => `${query} ${limit}`,
      ),
    );
    expect(await read('logs://%2Fvar%2F..%2Flog')).toBe('/var/../log 20');
    expect(await read('logs://x?limit=3')).toBe('x 3');
  });

  it('the policy is on by default, off with security: false', async () => {
    const read = routed((router) => {
      resource(router, 'a://{+p}', ({ p }) => p);
      resource(router, 'b://{+p}', ({ p }) => p, { security: false });
    });
    expect(await read('a://..%2Fx')).toBe('MCP error -32602: Resource a://..%2Fx not found');
    expect(await read('b://..%2Fx')).toBe('../x');
  });

  it('refuses a spec for no variable, a default for a variable always present, and an invalid template', () => {
    const router = resourceRouter();
    // As JavaScript calls it: the types refuse these.
    const untyped = resource as (...args: unknown[]) => unknown;
    expect(() => untyped(router, 'x://{a}', { b: integer }, () => '')).toThrow(
      '"b" is not a variable of the template x://{a}',
    );
    expect(() => untyped(router, 'x://{a}', { a: 'z' }, () => '')).toThrow('a default applies to query variables only');
    expect(() => resource(router, 'x://{a' as string, () => '')).toThrow(TemplateSyntaxError);
    expect(() => resource({} as never, 'x://{a}', () => '')).toThrow(TypeError);
  });
});

describe('resource() results', () => {
  it("passes v2's input-required result on, for the v2 Server to fulfil (McpServer v2's types allow it)", async () => {
    const router = resourceRouter();
    const asked = { resultType: 'input_required', requestState: 'opaque' };
    resource(router, 'q://{x}', () => asked as never);
    expect(await router({ params: { uri: 'q://a' } }, {})).toBe(asked);
  });

  it('a string is the text, bytes the blob, a { contents } result passes; mimeType on what it makes', async () => {
    const router = resourceRouter();
    resource(router, 't://{x}', ({ x }) => x, { mimeType: 'text/markdown' });
    resource(router, 'b://{x}', () => new Uint8Array([104, 105]));
    resource(router, 'r://{x}', (_v, _ctx, uri) => ({ contents: [{ uri: uri.href, text: 'whole' }] }));
    resource(router, 'n://{x}', () => 42 as never);
    const read = (uri: string) =>
      router({ params: { uri } }, {}).then(
        (r) => r.contents,
        (e: Error) => e.message,
      );
    expect(await read('t://a')).toEqual([{ uri: 't://a', mimeType: 'text/markdown', text: 'a' }]);
    expect(await read('b://a')).toEqual([{ uri: 'b://a', blob: 'aGk=' }]);
    expect(await read('r://a')).toEqual([{ uri: 'r://a', text: 'whole' }]);
    expect(await read('n://a')).toContain(
      'a resource handler returns a string, a Uint8Array, a { contents } result or an input-required result, not number',
    );
    expect(router.templates).toEqual(['t://{x}', 'b://{x}', 'r://{x}', 'n://{x}']);
  });
});

describe('resource() with a URI without variables', () => {
  it('is a static route of a router, listed in router.resources as the URI the SDKs key it by', async () => {
    const router = resourceRouter();
    resource(router, 'status://health', () => 'ok');
    resource(router, 'Docs://Café/readme', () => 'readme', { name: 'readme', mimeType: 'text/markdown' });
    resource(router, 'books://{isbn}', ({ isbn }) => isbn);
    expect(router.resources).toEqual([
      { uri: 'status://health', name: 'status://health' },
      { uri: 'docs://Caf%C3%A9/readme', name: 'readme', mimeType: 'text/markdown' },
    ]);
    expect(router.templates).toEqual(['books://{isbn}']);
    expect(await router({ params: { uri: 'status://health' } }, {})).toEqual({
      contents: [{ uri: 'status://health', text: 'ok' }],
    });
    expect(await router({ params: { uri: 'docs://Caf%C3%A9/readme' } }, {})).toEqual({
      contents: [{ uri: 'docs://Caf%C3%A9/readme', mimeType: 'text/markdown', text: 'readme' }],
    });
    await expect(router({ params: { uri: 'status://healthy' } }, {})).rejects.toThrow(
      'MCP error -32602: Resource status://healthy not found',
    );
  });

  it('is a static resource of an McpServer, v1 and v2, registered under that URI', () => {
    for (const server of [new McpServer({ name: 's', version: '1' }), new McpServerV2({ name: 's', version: '2' })]) {
      const health = resource(server as McpServer, 'status://health', () => 'ok', { title: 'Health' });
      const registered = server as unknown as {
        _registeredResources: Record<string, unknown>;
        _registeredResourceTemplates: Record<string, unknown>;
      };
      expect(Object.keys(registered._registeredResources)).toEqual(['status://health']);
      expect(registered._registeredResources['status://health']).toBe(health);
      expect(registered._registeredResourceTemplates).toEqual({});
      expect(health.name).toBe('status://health');
      expect(health.metadata).toMatchObject({ title: 'Health' });
    }
  });

  it("is listed the same way by the deprecated createResourceRouter's router", async () => {
    const router = createResourceRouter([
      { template: 'Status://health', read: (uri: URL) => ({ contents: [{ uri: uri.href, text: 'ok' }] }) },
      { template: 'books://{isbn}', read: (uri: URL) => ({ contents: [{ uri: uri.href, text: 'book' }] }) },
    ]);
    expect(router.resources).toEqual([{ uri: 'status://health', name: 'status://health' }]);
    expect(router.templates).toEqual(['books://{isbn}']);
    expect(await router({ params: { uri: 'status://health' } }, {})).toEqual({
      contents: [{ uri: 'status://health', text: 'ok' }],
    });
  });

  it('takes no list callback', () => {
    const untyped = resource as (...args: unknown[]) => unknown;
    expect(() => untyped(resourceRouter(), 'status://health', () => 'ok', { list: () => ({ resources: [] }) })).toThrow(
      'a URI without variables is listed as itself',
    );
  });
});

describe('resource() on McpServer', () => {
  it('registers under the template (or name), with the metadata, list and complete callbacks, on v1 and v2', () => {
    for (const server of [new McpServer({ name: 's', version: '1' }), new McpServerV2({ name: 's', version: '2' })]) {
      const list = () => ({ resources: [{ uri: 'books://1', name: 'One' }] });
      const complete = { isbn: (value: string) => [`${value}0`] };
      const books = resource(server as McpServer, 'books://{isbn}', ({ isbn }) => isbn, {
        title: 'Books',
        mimeType: 'application/json',
        list,
        complete,
      });
      const named = resource(server as McpServer, 'orders://{id}', ({ id }) => id, { name: 'orders' });
      const registered = (server as unknown as { _registeredResourceTemplates: Record<string, unknown> })
        ._registeredResourceTemplates;
      expect(Object.keys(registered)).toEqual(['books://{isbn}', 'orders']);
      expect(registered['books://{isbn}']).toBe(books);
      expect(registered['orders']).toBe(named);
      expect(books.metadata).toMatchObject({ title: 'Books', mimeType: 'application/json' });
      expect(books.metadata).not.toHaveProperty('list');
      expect(books.resourceTemplate.listCallback).toBe(list);
      expect(books.resourceTemplate.completeCallback('isbn')).toBe(complete.isbn);
      expect(books.resourceTemplate.uriTemplate.toString()).toBe('books://{isbn}');
      expect(books.resourceTemplate.uriTemplate.variableNames).toEqual(['isbn']);
    }
  });
});
