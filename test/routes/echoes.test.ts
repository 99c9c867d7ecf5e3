// Route 6 of the value flow: pieces of the request URI (split, replaced, sliced out of `uri.href` or
// `request.params.uri`) are still percent-encoded; put back into a URI they are echoes, not values a
// client encodes, in the handler and through the helpers and methods of the file it hands them to.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const header = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
declare const server: McpServer, low: Server, other: { href: string; id: string };
`;
const rule = 'no-manual-expansion';

describe('a piece of uri.href through a helper', () => {
  const code = `${header}function lastSegment(href: string) {
  return href.split('/').pop();
}
function related(uri: URL) {
  return [{ uri: \`notes://\${uri.pathname.slice(1)}/meta\`, text: '' }];
}
server.registerResource('n', new ResourceTemplate('notes://{name}', { list: undefined }), {}, async (uri) => {
  const last = lastSegment(uri.href);
  const [, , kind] = uri.href.split('/');
  return { contents: [{ uri: \`notes://\${last}/children\`, text: '' }, { uri: \`kinds://\${kind}\`, text: '' }, ...related(uri)] };
});`;
  it('is an echo: in the helper, out of it, and split in the handler', () => {
    expect(underline(code, rule)).toBe('');
  });

  it('the same helpers given another value are reported', () => {
    const twin = code
      .replace('lastSegment(uri.href)', 'lastSegment(other.href)')
      .replace('= uri.href.split', '= other.href.split')
      .replace('related(uri)]', 'related(new URL(other.href))]');
    expect(underline(twin, rule)).toMatchInlineSnapshot(`
      "manualUri:
        9 |   return [{ uri: \`notes://\${uri.pathname.slice(1)}/meta\`, text: '' }];
          |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
       14 |   return { contents: [{ uri: \`notes://\${last}/children\`, text: '' }, { uri: \`kinds://\${kind}\`, text: '' }, ...related(new URL(other.href))] };
          |                              ^^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
       14 |   return { contents: [{ uri: \`notes://\${last}/children\`, text: '' }, { uri: \`kinds://\${kind}\`, text: '' }, ...related(new URL(other.href))] };
          |                                                                             ^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('request.params.uri through a method', () => {
  const code = `${header}class Cards {
  parent(href: string) {
    return href.replace(/\\/[^/]*$/, '');
  }
  register() {
    low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
      const up = this.parent(request.params.uri).split('://')[1];
      return { contents: [{ uri: \`cards://\${up}/index\`, text: '' }, { uri: \`cards://\${this.parent(other.id)}/index\`, text: '' }] };
    });
  }
}`;
  it('is an echo; the same method given another value is not', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
       12 |       return { contents: [{ uri: \`cards://\${up}/index\`, text: '' }, { uri: \`cards://\${this.parent(other.id)}/index\`, text: '' }] };
          |                                                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('decoded, it is no echo', () => {
  const code = `${header}const piece = (href: string) => decodeURIComponent(href.split('/').pop()!);
server.registerResource('n', new ResourceTemplate('notes://{name}', { list: undefined }), {}, async (uri) => ({
  contents: [{ uri: \`notes://\${piece(uri.href)}/children\`, text: '' }],
}));`;
  it('a decoded piece is reported', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        7 |   contents: [{ uri: \`notes://\${piece(uri.href)}/children\`, text: '' }],
          |                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('the pieces a dispatcher matches out of the request URI by a pattern beside the function', () => {
  const code = `${header}declare function describe(uri: string): { text: string };
export const handlers = [
  { uriPattern: '^docs://teams/(?<team>[^/]+)/(?<name>[^/]+)$', read: async (params: Record<string, string>) => describe(\`docs://teams/\${params.team}/\${params.name}\`) },
  { uriPattern: 'docs://teams/{team}', read: async (params: Record<string, string>) => describe(\`docs://teams/\${params.team}\`) },
];
server.registerResource('d', new ResourceTemplate('docs://teams/{team}', { list: undefined }), {}, async (uri) => ({ contents: [{ uri: uri.href, text: '' }] }));`;
  it('are echoes: a regex with named groups, or a URI template, names what the function receives', () => {
    expect(underline(code, rule, [{ uris: 'all' }])).toBe('');
  });

  it('without the pattern beside it, the same function builds a URI from values of unknown origin', () => {
    const twin = code.replace("uriPattern: '^docs://teams/(?<team>[^/]+)/(?<name>[^/]+)$'", "title: 'Team docs'");
    expect(underline(twin, rule, [{ uris: 'all' }])).toMatchInlineSnapshot(`
      "manualUri:
        7 |   { title: 'Team docs', read: async (params: Record<string, string>) => describe(\`docs://teams/\${params.team}/\${params.name}\`) },
          |                                                                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
