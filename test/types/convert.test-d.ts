// Typed conversion in the adapter: each converted variable is typed by its converter's return
// type (`Number` gives `number`), lists item by item, absent query variables stay optional.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2, ResourceTemplate as ResourceTemplateV2 } from '@modelcontextprotocol/server';
import { describe, expectTypeOf, it } from 'vitest';
import {
  typedResource,
  typedResourceWith,
  type ConvertedVariables,
  type TemplateVariables,
} from '../../types/index.js';

const server = new McpServer({ name: 'orders', version: '1.0.0' });

describe('converters', () => {
  it('Number makes the handler see a number (v1)', () => {
    const orders = typedResource(
      ResourceTemplate,
      'orders://{orderId}/{name}',
      { list: undefined },
      { convert: { orderId: Number } },
    );
    server.registerResource(
      'orders',
      orders.template,
      {},
      orders.read((uri, { orderId, name }) => {
        expectTypeOf(orderId).toEqualTypeOf<number>();
        expectTypeOf(name).toEqualTypeOf<string>();
        return { contents: [{ uri: uri.href, text: (orderId + 1).toFixed(0) + name }] };
      }),
    );
  });

  it('any (value: string) => T; lists become T[]; query variables T | undefined (v2)', () => {
    const v2 = new McpServerV2({ name: 'orders', version: '2.0.0' });
    const day = (value: string): Date => new Date(value);
    const orders = typedResource(
      ResourceTemplateV2,
      'orders://{day}/{ids*}{?limit}',
      { list: undefined },
      {
        convert: { day, ids: BigInt, limit: Number },
        security: { exempt: ['day'] },
      },
    );
    v2.registerResource(
      'orders',
      orders.template,
      {},
      orders.read((uri, variables) => {
        expectTypeOf(variables.day).toEqualTypeOf<Date>();
        expectTypeOf(variables.ids).toEqualTypeOf<bigint[]>();
        expectTypeOf(variables.limit).toEqualTypeOf<number | undefined>();
        return { contents: [{ uri: uri.href, text: variables.day.toISOString() }] };
      }),
    );
  });

  it('without converters the variables stay TemplateVariables<T>', () => {
    const plain = typedResource(ResourceTemplate, 'orders://{orderId}', { list: undefined }, { security: false });
    plain.read((_uri: URL, variables) => {
      expectTypeOf(variables).toEqualTypeOf<TemplateVariables<'orders://{orderId}'>>();
      return { contents: [] };
    });
    expectTypeOf<ConvertedVariables<'orders://{orderId}', {}>>().toEqualTypeOf<
      TemplateVariables<'orders://{orderId}'>
    >();
  });

  it('a converter must take a string, and name a variable of the template', () => {
    typedResource(
      ResourceTemplate,
      'orders://{orderId}',
      { list: undefined },
      // @ts-expect-error a converter is called with a string
      { convert: { orderId: (value: number) => value } },
    );
    // @ts-expect-error "orderID" is not a variable of the template
    typedResource(ResourceTemplate, 'orders://{orderId}', { list: undefined }, { convert: { orderID: Number } });
  });

  it("typedResourceWith keeps the converters' types", () => {
    const typed = typedResourceWith({ security: { rejectAbsolute: false } });
    const orders = typed(ResourceTemplate, 'orders://{orderId}', { list: undefined }, { convert: { orderId: Number } });
    orders.read((_uri: URL, { orderId }) => {
      expectTypeOf(orderId).toEqualTypeOf<number>();
      return { contents: [] };
    });
  });
});
