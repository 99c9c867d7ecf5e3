// The runtime side of typedResourceTemplate: it builds the SDK's own ResourceTemplate, matches with
// mcp-resources' matcher, and the wrapped handler receives the values its type promises (v1 and v2).
// The generated read-through cases over real SDK servers are in test/runtime/adapter.sdk.test.ts.
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2, ResourceTemplate as ResourceTemplateV2 } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { typedResourceTemplate } from '../../types/index.js';

describe('typedResourceTemplate at runtime', () => {
  it('builds a v1 ResourceTemplate that matches its URIs, and registers the wrapped handler', async () => {
    const reviews = typedResourceTemplate(ResourceTemplateV1, 'reviews://{isbn}{?limit}', { list: undefined });
    expect(reviews.template).toBeInstanceOf(ResourceTemplateV1);
    expect(reviews.uriTemplate).toBe('reviews://{isbn}{?limit}');
    expect(reviews.template.uriTemplate.match('reviews://123?limit=5')).toEqual({ isbn: '123', limit: '5' });
    const handler = (uri: URL, { isbn }: { isbn: string }) => ({ contents: [{ uri: uri.href, text: isbn }] });
    const wrapped = reviews.read(handler);
    // Decoded once, the query matched leniently: what the handler's type says.
    expect(reviews.template.uriTemplate.match('reviews://1%2023?utm=x&limit=5')).toEqual({ isbn: '1 23', limit: '5' });
    expect(await wrapped(new URL('reviews://1%2023'), {} as never, {} as never)).toEqual({
      contents: [{ uri: 'reviews://1%2023', text: '1 23' }],
    });
    const server = new McpServerV1({ name: 't', version: '1' });
    expect(server.registerResource('reviews', reviews.template, {}, wrapped).resourceTemplate).toBe(reviews.template);
  });

  it('builds a v2 ResourceTemplate with its callbacks', () => {
    const list = async () => ({ resources: [] });
    const shelves = typedResourceTemplate(ResourceTemplateV2, 'shelves://browse{/path*}', { list });
    expect(shelves.template).toBeInstanceOf(ResourceTemplateV2);
    expect(shelves.template.listCallback).toBe(list);
    const server = new McpServerV2({ name: 't', version: '2' });
    const handler = (uri: URL, { path }: { path: string[] }) => ({
      contents: [{ uri: uri.href, text: path.join('/') }],
    });
    expect(server.registerResource('shelves', shelves.template, {}, shelves.read(handler)).resourceTemplate).toBe(
      shelves.template,
    );
  });
});
