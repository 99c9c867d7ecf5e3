// resource(): one call registers a typed template on a v1 or v2 McpServer or on a resourceRouter();
// the handler's variables are typed from the template and the specs, its context from the target,
// and an invalid template is an error on the template argument.
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { McpServer, type RegisteredResource as RegisteredResourceV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import {
  inputRequired,
  McpServer as McpServerV2,
  type RegisteredResource as RegisteredResourceV2,
  type RegisteredResourceTemplate as RegisteredResourceTemplateV2,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { describe, expectTypeOf, it } from 'vitest';
import { boolean, integer, list, number, resource, resourceRouter } from '../../types/index.js';

const v1 = new McpServer({ name: 'bookshop', version: '1.0.0' });
const v2 = new McpServerV2({ name: 'bookshop', version: '2.0.0' });

describe('resource() variables', () => {
  it('without specs: TemplateVariables<T>', () => {
    resource(v1, 'books://{isbn}', (variables) => {
      expectTypeOf(variables).toEqualTypeOf<{ isbn: string }>();
      return variables.isbn;
    });
    resource(v2, 'shelves://{/path*}', ({ path }) => {
      expectTypeOf(path).toEqualTypeOf<string[]>();
      return path.join('/');
    });
  });

  it('built-in converters type their variables, lists item by item', () => {
    resource(
      v1,
      'orders://{order_id}/{ids*}{?paid,ratio}',
      { order_id: integer, ids: integer, paid: boolean, ratio: number },
      (v) => {
        expectTypeOf(v.order_id).toEqualTypeOf<number>();
        expectTypeOf(v.ids).toEqualTypeOf<number[]>();
        expectTypeOf(v.paid).toEqualTypeOf<boolean | undefined>();
        expectTypeOf(v.ratio).toEqualTypeOf<number | undefined>();
        return '';
      },
    );
    resource(v2, 'tags://{tags}', { tags: list }, ({ tags }) => {
      expectTypeOf(tags).toEqualTypeOf<string[]>();
      return tags.join();
    });
  });

  it('query defaults: the variable is never undefined, a number default makes a number', () => {
    resource(v1, 'reviews://{isbn}{?limit,sort}', { limit: 10, sort: 'newest' }, ({ isbn, limit, sort }) => {
      expectTypeOf(isbn).toEqualTypeOf<string>();
      expectTypeOf(limit).toEqualTypeOf<number>();
      expectTypeOf(sort).toEqualTypeOf<string>();
      return `${isbn} ${limit} ${sort}`;
    });
    resource(v2, 'reviews://{isbn}{?limit,draft}', { limit: { convert: integer, default: 20 }, draft: false }, (v) => {
      expectTypeOf(v.limit).toEqualTypeOf<number>();
      expectTypeOf(v.draft).toEqualTypeOf<boolean>();
      return '';
    });
  });

  it('any (value: string) => T converts; exempt leaves the type', () => {
    resource(v1, 'logs://{day}/{+query}', { day: (s: string) => new Date(s), query: { exempt: true } }, (v) => {
      expectTypeOf(v.day).toEqualTypeOf<Date>();
      expectTypeOf(v.query).toEqualTypeOf<string>();
      return v.day.toISOString();
    });
  });

  it('refuses specs the template does not allow', () => {
    // @ts-expect-error "isbm" is not a variable of the template
    resource(v1, 'books://{isbn}', { isbm: integer }, () => '');
    // @ts-expect-error a default for a variable that is always in the URI
    resource(v1, 'books://{isbn}', { isbn: 'x' }, () => '');
    resource(v1, 'books://{isbn}', ({ isbn }) => {
      // @ts-expect-error Property 'isbm' does not exist
      return isbn + variablesOf({ isbn }).isbm;
    });
  });
});

function variablesOf<V>(variables: V): V {
  return variables;
}

describe('resource() targets', () => {
  it("types the context from the server: v1's extra, v2's ServerContext", () => {
    resource(v1, 'books://{isbn}', (_variables, extra, uri) => {
      expectTypeOf(extra).toEqualTypeOf<RequestHandlerExtra<ServerRequest, ServerNotification>>();
      expectTypeOf(uri).toEqualTypeOf<URL>();
      return '';
    });
    resource(v2, 'books://{isbn}', (_variables, ctx) => {
      expectTypeOf(ctx).toEqualTypeOf<ServerContext>();
      return String(ctx.mcpReq.id);
    });
  });

  it("returns the SDK's registered template on a server, nothing on a router", () => {
    const registered = resource(v1, 'books://{isbn}', () => '');
    registered.disable();
    const router = resourceRouter<{ user: string }>();
    const none = resource(router, 'books://{isbn}', ({ isbn }, extra) => {
      expectTypeOf(extra).toEqualTypeOf<{ user: string }>();
      return isbn;
    });
    expectTypeOf(none).toEqualTypeOf<undefined>();
  });

  it('takes the text, bytes or the SDK result, nothing else', () => {
    resource(v1, 'a://{x}', () => new Uint8Array([1]));
    resource(v2, 'b://{x}', async (_v, _ctx, uri) => ({ contents: [{ uri: uri.href, text: 'x' }] }));
    // @ts-expect-error a number is no read result
    resource(v1, 'c://{x}', () => 42);
  });

  it("takes the server's metadata and the companion's options", () => {
    resource(v2, 'd://{x}', () => '', {
      name: 'd',
      mimeType: 'text/markdown',
      title: 'D',
      security: { rejectAbsolute: false },
    });
    // @ts-expect-error "mimetype" is no option
    resource(v1, 'e://{x}', () => '', { mimetype: 'text/plain' });
  });
});

describe('an invalid template', () => {
  it('is an error on the template argument alone, with the lint message; the handler stays typed', () => {
    resource(
      v1,
      // @ts-expect-error TS2345: '"reviews://{isbn"' is not assignable to '"URI template error: expression \"{isbn\" is not closed: add \"}\" after it"'
      'reviews://{isbn',
      ({ isbn }) => isbn.toUpperCase(),
    );
    resource(
      v2,
      // @ts-expect-error TS2345: '"{a}" and "{b}" have no literal between them, so a URI cannot be split between them unambiguously…'
      'pairs://{a}{b}',
      { a: integer },
      ({ a, b }) => a.toFixed() + b,
    );
  });
});

describe('resource() with a URI without variables', () => {
  it("returns the SDK's registered static resource, and takes no list callback", () => {
    const health = resource(v1, 'status://health', (variables, extra, uri) => {
      expectTypeOf(variables).toEqualTypeOf<{}>();
      expectTypeOf(extra).toEqualTypeOf<RequestHandlerExtra<ServerRequest, ServerNotification>>();
      expectTypeOf(uri).toEqualTypeOf<URL>();
      return 'ok';
    });
    expectTypeOf(health).toEqualTypeOf<RegisteredResourceV1>();
    expectTypeOf(resource(v2, 'status://health', () => 'ok')).toEqualTypeOf<RegisteredResourceV2>();
    expectTypeOf(resource(v2, 'books://{isbn}', ({ isbn }) => isbn)).toEqualTypeOf<RegisteredResourceTemplateV2>();
    // @ts-expect-error a static resource is listed as itself
    resource(v1, 'status://ready', () => 'ok', { list: () => ({ resources: [] }) });
    resource(v1, 'books://{isbn}', ({ isbn }) => isbn, { list: () => ({ resources: [] }) });
  });
});

describe("resource() and v2's input-required result", () => {
  it('is a result on McpServer v2, whose Server fulfils it; not on v1 nor on a router', () => {
    resource(v2, 'orders://{id}/cancel', ({ id }, ctx) =>
      ctx.mcpReq.inputResponses === undefined
        ? inputRequired({ requestState: id })
        : { contents: [{ uri: `orders://${id}/cancel`, text: 'cancelled' }] },
    );
    // @ts-expect-error v1's ReadResourceResult has no input-required form
    resource(v1, 'orders://{id}/cancel', () => ({ resultType: 'input_required' as const, requestState: 'x' }));
    const router = resourceRouter<ServerContext>();
    // @ts-expect-error a router's result is ReadResultLike, which both SDKs take
    resource(router, 'orders://{id}/cancel', () => inputRequired({ requestState: 'x' }));
  });
});

describe('resource() checks what a spec or option names (issue #47, item 7)', () => {
  it("types the complete callback's context by the template's variables", () => {
    resource(v1, 'books://{isbn}/{chapter}{?lang}', ({ isbn }) => isbn, {
      complete: {
        chapter: (value, context) => {
          expectTypeOf(context?.arguments?.isbn).toEqualTypeOf<string | undefined>();
          // @ts-expect-error "isbm" is no variable of the template
          return [value, context?.arguments?.isbm ?? ''];
        },
      },
    });
  });

  it("checks a default against its converter's type", () => {
    resource(v1, 'search://{q}{?page,tags}', { page: { convert: integer, default: 1 } }, ({ page }) => String(page));
    resource(v1, 'search://{q}{?page}', { page: { convert: integer, default: -20 } }, ({ page }) => String(page));
    resource(v1, 'search://{q}{?tags}', { tags: { convert: list, default: ['a', 'b'] } }, ({ tags }) => tags.join());
    resource(v1, 'search://{q}{?ids*}', { ids: { convert: integer, default: [1, 2] } }, ({ ids }) => ids.join());
    const day = (value: string) => new Date(value);
    resource(v2, 'logs://{x}{?since}', { since: { convert: day, default: new Date(0) } }, ({ since }) => {
      expectTypeOf(since).toEqualTypeOf<Date>();
      return since.toISOString();
    });
    // The handlers below take nothing, so that each error is the default's alone.
    // @ts-expect-error integer never gives 1.5
    resource(v1, 'search://{q}{?page}', { page: { convert: integer, default: 1.5 } }, () => '');
    // @ts-expect-error a string default beside a number converter
    resource(v1, 'search://{q}{?page}', { page: { convert: number, default: 'one' } }, () => '');
    // @ts-expect-error list gives strings
    resource(v1, 'search://{q}{?tags}', { tags: { convert: list, default: [1] } }, () => '');
    // @ts-expect-error an exploded variable's default is a list of what the converter gives
    resource(v1, 'search://{q}{?ids*}', { ids: { convert: integer, default: 1 } }, () => '');
    // @ts-expect-error a string is no Date
    resource(v2, 'logs://{x}{?since}', { since: { convert: day, default: '1970' } }, () => '');
  });

  it("takes only the template's variable names in security.exempt", () => {
    resource(v1, 'logs://{day}/{+query}', ({ query }) => query, { security: { exempt: ['query'] } });
    // @ts-expect-error "qurey" would exempt nothing
    resource(v1, 'logs://{day}/{+query}', ({ query }) => query, { security: { exempt: ['qurey'] } });
    resourceRouter({ security: { exempt: ['anything'] } });
  });
});
