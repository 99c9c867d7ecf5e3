// typedResource's construction and the SDK objects it hands over: errors, the decoding probe
// (with a simulated decoding SDK), listing, completion, expand, and the drop-in
// typedResourceTemplate. The generated read-through cases are in adapter.sdk.test.ts.
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { UriTemplate as UriTemplateV1 } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import {
  McpServer as McpServerV2,
  ResourceTemplate as ResourceTemplateV2,
  UriTemplate as UriTemplateV2,
} from '@modelcontextprotocol/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { typedResource, typedResourceTemplate, type TypedResourceTemplate } from '../../types/runtime/adapter.js';
import { TemplateSyntaxError } from '../../types/runtime/errors.js';
import { expand } from '../../types/runtime/expand.js';
import { parse } from '../../types/runtime/compile.js';
import type { ValidateTemplate } from '../../types/type-level/validate-template.js';
import { connect } from './sdk-client.js';

type V1Callbacks = ConstructorParameters<typeof ResourceTemplateV1>[1];

/** A v1 UriTemplate whose match percent-decodes what its regular expression captured. */
class DecodingUriTemplate extends UriTemplateV1 {
  override match(uri: string): Record<string, string | string[]> | null {
    const found = super.match(uri);
    if (found === null) return null;
    const decode = (v: string) => decodeURIComponent(v);
    return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, Array.isArray(v) ? v.map(decode) : decode(v)]));
  }
}
/** A simulated SDK whose ResourceTemplate decodes: the real v1 class with a decoding UriTemplate. */
class DecodingResourceTemplate extends ResourceTemplateV1 {
  constructor(template: string | UriTemplateV1, callbacks: V1Callbacks) {
    super(typeof template === 'string' ? new DecodingUriTemplate(template) : template, callbacks);
  }
}

describe('typedResource: construction', () => {
  it('throws the TemplateSyntaxError of parse for an invalid or ambiguous template, before the SDK sees it', () => {
    let constructed = 0;
    class Counting extends ResourceTemplateV1 {
      constructor(template: string, callbacks: V1Callbacks) {
        super(template, callbacks);
        constructed++;
      }
    }
    for (const template of ['res://{id', 'res://{a}{b}', 'res://{+a}/{+b}', 'res://{a}/{a}']) {
      let parseError: unknown;
      try {
        parse(template as string);
      } catch (error) {
        parseError = error;
      }
      expect(parseError, template).toBeInstanceOf(TemplateSyntaxError);
      // @ts-expect-error the literal template is a compile error too
      expect(() => typedResource(Counting, template as 'res://{id', { list: undefined }), template).toThrow(
        TemplateSyntaxError,
      );
      try {
        typedResource(Counting, template as string, { list: undefined });
      } catch (error) {
        const e = error as TemplateSyntaxError;
        const p = parseError as TemplateSyntaxError;
        expect({ code: e.code, message: e.message, range: e.range, category: e.category }, template).toEqual({
          code: p.code,
          message: p.message,
          range: p.range,
          category: p.category,
        });
      }
    }
    expect(constructed).toBe(0);
    // The SDK itself takes the ambiguous ones.
    expect(new ResourceTemplateV1('res://{a}{b}', { list: undefined }).uriTemplate.toString()).toBe('res://{a}{b}');
  });

  it('throws a TypeError for a class that is not an SDK ResourceTemplate', () => {
    class NotSdk {
      constructor(readonly uriTemplate: string) {}
    }
    expect(() => typedResource(NotSdk, 'res://{id}')).toThrow(TypeError);
    class Frozen {
      readonly uriTemplate = Object.freeze({ match: () => null, toString: () => 'res://{id}' });
    }
    expect(() => typedResource(Frozen, 'res://{id}')).toThrow(/could not install its matcher/);
  });

  it('builds the SDK class the caller passes, with its callbacks, and defaults them to { list: undefined }', () => {
    const list = async () => ({ resources: [] });
    const v1 = typedResource(ResourceTemplateV1, 'res://{id}', { list });
    expect(v1.template).toBeInstanceOf(ResourceTemplateV1);
    expect(v1.template.listCallback).toBe(list);
    const v2 = typedResource(ResourceTemplateV2, 'res://{id}');
    expect(v2.template).toBeInstanceOf(ResourceTemplateV2);
    expect(v2.template.listCallback).toBeUndefined();
    expect(v2.compiled.template).toBe('res://{id}');
  });

  it('keeps the SDK UriTemplate instance (instanceof, toString, template) and changes only that instance', () => {
    for (const [ResourceTemplate, UriTemplate] of [
      [ResourceTemplateV1, UriTemplateV1],
      [ResourceTemplateV2, UriTemplateV2],
    ] as const) {
      const typed = typedResource(ResourceTemplate as typeof ResourceTemplateV1, 'res://h/{x:3}/{;y}{?q*}', {
        list: undefined,
      });
      const own = typed.template.uriTemplate;
      expect(own).toBeInstanceOf(UriTemplate);
      expect(own.toString()).toBe('res://h/{x:3}/{;y}{?q*}');
      expect(`${own}`).toBe('res://h/{x:3}/{;y}{?q*}');
      // The SDK's own parse names "x:3" and ";y"; the adapter gives the variables' names.
      expect(own.variableNames).toEqual(['x', 'y', 'q']);
      expect(new UriTemplate('res://h/{x:3}/{;y}{?q*}').variableNames).toEqual(['x:3', ';y', 'q']);
      expect(own.match('res://h/abc/;y=1?q=a&q=b')).toEqual({ x: 'abc', y: '1', q: ['a', 'b'] });
      expect(typed.match('res://h/abc/;y=1')).toEqual({ x: 'abc', y: '1' });
      // RFC 6570 expand, which match reads back (the SDK's expand writes ";y" as "y" and drops the name).
      expect(own.expand({ x: 'abcdef', y: 'a b', q: ['1', '2'] })).toBe('res://h/abc/;y=a%20b?q=1&q=2');
      expect(new UriTemplate('res://h/{x:3}/{;y}').expand({ x: 'abcdef', y: 'a b' })).not.toBe('res://h/abc/;y=a%20b');
      // Nothing on the class: a fresh instance still has the SDK's match.
      expect(Object.hasOwn(own, 'match')).toBe(true);
      expect(new UriTemplate('res://h/{ids*}').match('res://h/x')).toEqual({ ids: 'x' });
    }
  });
});

describe('typedResource: the decoding probe', () => {
  it('finds that neither SDK decodes (1.32.x, 2.4.x)', () => {
    expect(typedResource(ResourceTemplateV1, 'res://{id}').sdkMatchDecodes).toBe(false);
    expect(typedResource(ResourceTemplateV2, 'res://{id}').sdkMatchDecodes).toBe(false);
  });

  it('finds a decoding SDK, and an unknown one', () => {
    expect(typedResource(DecodingResourceTemplate, 'res://{id}').sdkMatchDecodes).toBe(true);
    class Opaque {
      readonly uriTemplate = { match: () => null, toString: () => 'res://{id}' };
    }
    expect(typedResource(Opaque, 'res://{id}').sdkMatchDecodes).toBeUndefined();
  });

  it('decodes exactly once either way, on a real McpServer with a simulated decoding SDK', async () => {
    const template = 'res://h/{name}{?q}' as const;
    const values = { name: '%41 \u00e9', q: '100%' };
    const uri = expand(template, values);
    expect(uri).toBe('res://h/%2541%20%C3%A9?q=100%25');

    const server = new McpServerV1({ name: 'decoding', version: '1.0.0' });
    const received: Record<string, unknown> = {};
    const handler =
      (key: string) =>
      (url: URL, variables: unknown): { contents: { uri: string; text: string }[] } => {
        received[key] = variables;
        return { contents: [{ uri: url.href, text: key }] };
      };
    const decoding = typedResource(DecodingResourceTemplate, template);
    const plain = typedResource(ResourceTemplateV1, 'res://p/{name}{?q}');
    const viaDecoding = typedResource(ResourceTemplateV1, 'res://d/{name}{?q}');
    expect(decoding.sdkMatchDecodes).toBe(true);
    expect(plain.sdkMatchDecodes).toBe(false);
    // 1. The adapter's template on the decoding SDK: the adapter's matcher runs, the SDK's never.
    server.registerResource('decoding', decoding.template, {}, decoding.read(handler('decoding')));
    // 2. and 3. A typed handler registered on the SDK's own templates (no adapter matcher): `read`
    //    does not trust what the SDK matched and reads the URI again.
    server.registerResource(
      'plain',
      new ResourceTemplateV1('res://p/{name}{?q}', { list: undefined }),
      {},
      plain.read(handler('plain')),
    );
    server.registerResource(
      'viaDecoding',
      new DecodingResourceTemplate('res://d/{name}{?q}', { list: undefined }),
      {},
      viaDecoding.read(handler('viaDecoding')),
    );
    const client = await connect(server, 'v1');
    await client.readResource({ uri });
    await client.readResource({ uri: uri.replace('res://h/', 'res://p/') });
    await client.readResource({ uri: uri.replace('res://h/', 'res://d/') });
    expect(received).toEqual({ decoding: values, plain: values, viaDecoding: values });
    // Decoding what a decoding SDK returned would have decoded twice.
    expect(decodeURIComponent(values.name)).toBe('A \u00e9');
    // The adapter's lenient query on the decoding SDK, where the SDK's own would not match.
    await client.readResource({ uri: 'res://h/%2541?utm=1' });
    expect(received['decoding']).toEqual({ name: '%41' });
    expect(new DecodingUriTemplate(template).match('res://h/%2541?utm=1')).toBeNull();
    // A handler typed for a template that does not match the URI the SDK resolved: an error.
    server.registerResource(
      'wrong',
      new ResourceTemplateV1('res://w/{name}', { list: undefined }),
      {},
      plain.read(handler('wrong')),
    );
    await expect(client.readResource({ uri: 'res://w/x' })).rejects.toThrow(
      /does not match the template res:\/\/p\/\{name\}\{\?q\}/,
    );
    await client.close();
  });
});

describe('typedResource: what else the SDK reads from the template', () => {
  for (const [label, McpServer, ResourceTemplate] of [
    ['v1', McpServerV1, ResourceTemplateV1],
    ['v2', McpServerV2, ResourceTemplateV2],
  ] as const) {
    it(`${label}: templates/list, resources/list, completion (a prefixed variable too), the extra argument`, async () => {
      const server = new McpServer({ name: 'books', version: '1.0.0' }) as McpServerV1;
      const books = typedResource(ResourceTemplate as typeof ResourceTemplateV1, 'books://{isbn:13}{?lang}', {
        list: async () => ({ resources: [{ uri: 'books://9780262510875', name: 'SICP' }] }),
        complete: { isbn: (value: string) => [`${value}0262510875`] },
      });
      const extras: unknown[] = [];
      server.registerResource(
        'books',
        books.template,
        { mimeType: 'text/plain' },
        books.read(async (uri, variables, extra) => {
          expectTypeOf(variables).toEqualTypeOf<{ isbn: string; lang?: string }>();
          extras.push(extra);
          return { contents: [{ uri: uri.href, text: `${variables.isbn} ${variables.lang ?? 'en'}` }] };
        }),
      );
      const client = await connect(server as never, label);
      expect((await client.listResourceTemplates()).resourceTemplates).toEqual([
        { name: 'books', uriTemplate: 'books://{isbn:13}{?lang}', mimeType: 'text/plain' },
      ]);
      expect((await client.listResources()).resources).toEqual([
        { uri: 'books://9780262510875', name: 'SICP', mimeType: 'text/plain' },
      ]);
      // The SDK enables completion only for variables its variableNames lists: its own parse
      // names this one "isbn:13", so without the adapter the completer would never be offered.
      const completion = await client.complete({
        ref: { type: 'ref/resource', uri: 'books://{isbn:13}{?lang}' },
        argument: { name: 'isbn', value: '978' },
      });
      expect(completion.completion.values).toEqual(['9780262510875']);
      expect(await client.readResource({ uri: 'books://9780262510875?lang=fr' })).toEqual({
        contents: [{ uri: 'books://9780262510875?lang=fr', text: '9780262510875 fr' }],
      });
      // {isbn:13}: at most 13 code points, else no match (and the SDK's not-found error).
      await expect(client.readResource({ uri: 'books://97802625108751' })).rejects.toMatchObject({ code: -32602 });
      expect(extras).toHaveLength(1);
      // The SDK's own extra argument, passed through: v1 RequestHandlerExtra, v2 ServerContext.
      expect(extras[0]).toHaveProperty(label === 'v1' ? 'requestId' : 'mcpReq.id');
      await client.close();
    });
  }

  it("without the adapter the SDK never offers the prefixed variable's completer (v1)", async () => {
    const server = new McpServerV1({ name: 'books', version: '1.0.0' });
    const template = new ResourceTemplateV1('books://{isbn:13}', {
      list: undefined,
      complete: { isbn: (value) => [value] },
    });
    server.registerResource('books', template, {}, (uri) => ({ contents: [{ uri: uri.href, text: '' }] }));
    const client = await connect(server, 'v1');
    await expect(
      client.complete({
        ref: { type: 'ref/resource', uri: 'books://{isbn:13}' },
        argument: { name: 'isbn', value: '978' },
      }),
    ).rejects.toMatchObject({ code: -32601 });
    await client.close();
  });

  it('applies its limits to every URI the SDK matches (a longer one fails like an unknown resource)', async () => {
    const server = new McpServerV1({ name: 'limits', version: '1.0.0' });
    const typed = typedResource(
      ResourceTemplateV1,
      'res://{+path}',
      { list: undefined },
      { limits: { maxUriLength: 64 } },
    );
    server.registerResource(
      'path',
      typed.template,
      {},
      typed.read((uri, { path }) => ({ contents: [{ uri: uri.href, text: path }] })),
    );
    const client = await connect(server, 'v1');
    expect((await client.readResource({ uri: 'res://a/b' })).contents).toEqual([{ uri: 'res://a/b', text: 'a/b' }]);
    const long = `res://${'a'.repeat(100)}`;
    await expect(client.readResource({ uri: long })).rejects.toMatchObject({
      code: -32602,
      message: `MCP error -32602: MCP error -32602: Resource ${long} not found`,
    });
    await client.close();
  });
});

/** 0.1.0's type-only typedResourceTemplate, which only cast the types: the signature the drop-in keeps. */
type TypeOnlyTypedResourceTemplate<T extends string, Template, Callbacks> = (
  ResourceTemplate: new (uriTemplate: string, callbacks: Callbacks) => Template,
  uriTemplate: ValidateTemplate<T>,
  callbacks: Callbacks,
) => TypedResourceTemplate<T, Template>;

describe("typedResourceTemplate (drop-in for 0.1.0's type-only one)", () => {
  it('has the signature of the type-only one', () => {
    // Instantiated (two generic signatures compare equal whatever their parameters say), and for an
    // invalid template too, where ValidateTemplate<T> is not T.
    type Callbacks = { list: undefined };
    expectTypeOf<typeof typedResourceTemplate<'books://{isbn}', ResourceTemplateV2, Callbacks>>().toEqualTypeOf<
      TypeOnlyTypedResourceTemplate<'books://{isbn}', ResourceTemplateV2, Callbacks>
    >();
    expectTypeOf<typeof typedResourceTemplate<'books://{isbn', ResourceTemplateV2, Callbacks>>().toEqualTypeOf<
      TypeOnlyTypedResourceTemplate<'books://{isbn', ResourceTemplateV2, Callbacks>
    >();
  });

  it("serves the adapter's values on v2", async () => {
    const server = new McpServerV2({ name: 'shelves', version: '2.0.0' });
    const shelves = typedResourceTemplate(ResourceTemplateV2, 'shelves://browse{/path*}{?sort}', { list: undefined });
    expect(shelves.uriTemplate).toBe('shelves://browse{/path*}{?sort}');
    server.registerResource(
      'shelves',
      shelves.template,
      {},
      shelves.read((uri, { path, sort }, ctx) => ({
        contents: [{ uri: uri.href, text: JSON.stringify({ path, sort: sort ?? null, id: typeof ctx.mcpReq.id }) }],
      })),
    );
    const client = await connect(server, 'v2');
    const read = async (uri: string) =>
      JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text) as unknown;
    expect(await read('shelves://browse/fiction')).toEqual({ path: ['fiction'], sort: null, id: 'number' });
    expect(await read('shelves://browse/a%2Fb/c?x=1&sort=new')).toEqual({
      path: ['a/b', 'c'],
      sort: 'new',
      id: 'number',
    });
    await client.close();
  });
});
