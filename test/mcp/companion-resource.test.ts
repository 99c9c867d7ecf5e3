// The registrations the model makes of mcp-resources' resource(): on an McpServer, keyed as the
// SDK's own registrations of that server; on a resourceRouter() of the file, a route keyed by the
// router; the handler read as (variables, ctx, uri); the query defaults its specs give.
import { describe, expect, it } from 'vitest';
import { modelOf } from '../helpers/model-of.js';

const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";
import { integer, resource, resourceRouter } from "mcp-resources";
const server = new McpServer({ name: "s", version: "1" });
server.registerResource("plain", new ResourceTemplate("plain://{x}", { list: undefined }), {}, (uri, { x }) => ({ contents: [] }));
resource(server, "reviews://{isbn}{?limit,sort,page}", { limit: 10, sort: { default: "newest" }, page: integer }, ({ isbn }, ctx, uri) => isbn);
const router = resourceRouter();
resource(router, "orders://{id}", (vars, extra) => vars.id);
`;

describe('resource() in the model', () => {
  const { model, text } = modelOf(code);
  const [plain, reviews, orders] = model.registrations;

  it('registers on the server it names, after the SDK registration of that server', () => {
    expect(model.registrations).toHaveLength(3);
    expect(reviews!.framework.id).toBe('mcp-resources');
    expect(reviews!.api).toBe('adapter');
    expect(reviews!.server.key).toBe(plain!.server.key);
    expect(text(reviews!.uriArgument!)).toBe('"reviews://{isbn}{?limit,sort,page}"');
  });

  it('reads the handler as (variables, ctx, uri)', () => {
    const handler = reviews!.handler!;
    expect([handler.variablesParam, handler.contextParam, handler.uriParam].map((p) => text(p!))).toEqual([
      '{ isbn }',
      'ctx',
      'uri',
    ]);
    expect(handler.variableReads.map((r) => r.name)).toEqual(['isbn']);
  });

  it('knows the defaults of its specs, not its converters', () => {
    expect([...reviews!.defaultedVariables!]).toEqual(['limit', 'sort']);
  });

  it('on a resourceRouter() of the file: a route of that router', () => {
    expect(orders!.api).toBe('route');
    expect(orders!.server.key).toMatch(/^router@\d+$/);
    expect(text(orders!.handler!.contextParam!)).toBe('extra');
  });
});
