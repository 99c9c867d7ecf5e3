// Typed registration on @modelcontextprotocol/server 2.4.x, with no casts: the handler's variables
// are TemplateVariables<T>, an invalid template is an error on the template argument only.
import { McpServer, ResourceTemplate, type ServerContext } from '@modelcontextprotocol/server';
import { describe, expectTypeOf, it } from 'vitest';
import { typedResourceTemplate } from '../../types/index.js';

const server = new McpServer({ name: 'books', version: '1.0.0' });

describe('typedResourceTemplate with the v2 SDK', () => {
  it('types the handler variables, the URI and the extra argument', () => {
    const reviews = typedResourceTemplate(ResourceTemplate, 'reviews://{isbn}{?limit,sort}', { list: undefined });
    expectTypeOf(reviews.template).toEqualTypeOf<ResourceTemplate>();
    expectTypeOf(reviews.uriTemplate).toEqualTypeOf<'reviews://{isbn}{?limit,sort}'>();
    server.registerResource(
      'reviews',
      reviews.template,
      { mimeType: 'text/plain' },
      reviews.read((uri, variables, extra) => {
        expectTypeOf(uri).toEqualTypeOf<URL>();
        expectTypeOf(variables.isbn).toEqualTypeOf<string>();
        expectTypeOf(variables.limit).toEqualTypeOf<string | undefined>();
        return { contents: [{ uri: uri.href, text: variables.isbn }] };
      }),
    );
  });

  it('gives exploded variables as string[]', () => {
    const shelves = typedResourceTemplate(ResourceTemplate, 'shelves://browse{/path*}', { list: undefined });
    server.registerResource(
      'shelves',
      shelves.template,
      {},
      shelves.read((uri, { path }) => ({ contents: [{ uri: uri.href, text: path.join('/') }] })),
    );
  });

  it('keeps the list and complete callbacks typed by the SDK', () => {
    const books = typedResourceTemplate(ResourceTemplate, 'books://{isbn}', {
      list: async () => ({ resources: [{ uri: 'books://1', name: 'One' }] }),
      complete: { isbn: (value) => [value] },
    });
    server.registerResource(
      'books',
      books.template,
      {},
      books.read((uri, { isbn }) => ({ contents: [{ uri: uri.href, text: isbn }] })),
    );
  });

  it('reports an invalid template on the template argument, never on the handler', () => {
    // @ts-expect-error TS2345: '"reviews://{isbn"' is not assignable to 'URI template error: expression "{isbn" is not closed…'
    const broken = typedResourceTemplate(ResourceTemplate, 'reviews://{isbn', { list: undefined });
    server.registerResource(
      'broken',
      broken.template,
      {},
      broken.read((uri, { isbn }) => ({ contents: [{ uri: uri.href, text: isbn.toUpperCase() }] })),
    );
  });

  it('rejects reading an undeclared variable', () => {
    const reviews = typedResourceTemplate(ResourceTemplate, 'reviews://{isbn}{?limit}', { list: undefined });
    server.registerResource(
      'reviews',
      reviews.template,
      {},
      reviews.read((uri, variables) => {
        // @ts-expect-error TS2339: Property 'isbm' does not exist
        const misspelled: string = variables.isbm;
        return { contents: [{ uri: uri.href, text: misspelled }] };
      }),
    );
  });

  it('needs a default before a query variable is used as a string', () => {
    const reviews = typedResourceTemplate(ResourceTemplate, 'reviews://{isbn}{?limit}', { list: undefined });
    server.registerResource(
      'reviews',
      reviews.template,
      {},
      reviews.read((uri, variables) => {
        // @ts-expect-error TS18048: 'variables.limit' is possibly 'undefined'
        const shouted = variables.limit.toUpperCase();
        const { limit = '10' } = variables;
        expectTypeOf(limit).toEqualTypeOf<string>();
        return { contents: [{ uri: uri.href, text: shouted + limit }] };
      }),
    );
  });

  it('still rejects a handler that returns the wrong shape', () => {
    const reviews = typedResourceTemplate(ResourceTemplate, 'reviews://{isbn}', { list: undefined });
    // One line: TypeScript versions report this error at different lines of the call.
    // prettier-ignore
    // @ts-expect-error the SDK's read callback must return contents
    server.registerResource('reviews', reviews.template, {}, reviews.read(() => ({ text: 'no contents' })));
  });
});
