// Route 5 of the value flow: a URI built only to look something up (a Map or Set key, `in`, an
// index, a comparison inside a helper of the file) is not a URI sent, so nothing expands it.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

// The file registers notes:// resources, so a notes:// build is reported unless it is only a key.
const server = (body: string) => `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
declare const server: McpServer;
server.registerResource('note', new ResourceTemplate('notes://{name}', { list: undefined }), {}, async (uri) => ({
  contents: [{ uri: uri.href, text: '' }],
}));
${body}`;
const rule = 'no-manual-expansion';

describe('keys of a Map or a Set', () => {
  const code = server(`const cache = new Map<string, string>();
const seen: Set<string> = new Set();
export function cached(name: string) {
  const key = \`notes://\${name}\`;
  if (seen.has(key)) return cache.get(key);
  cache.delete(\`notes://\${name}/draft\`);
  return undefined;
}
export class Store {
  private readonly index = new Map<string, number>();
  position(name: string) {
    return this.index.get('notes://' + name);
  }
}`);
  it('are looked up, not sent', () => {
    expect(underline(code, rule)).toBe('');
  });

  it('the same key also sent is reported', () => {
    const sent = server(`const cache = new Map<string, string>();
declare function send(uri: string): void;
export function cached(name: string) {
  const key = \`notes://\${name}\`;
  if (cache.has(key)) return cache.get(key);
  return send(key);
}`);
    expect(underline(sent, rule)).toMatchInlineSnapshot(`
      "manualUri:
        9 |   const key = \`notes://\${name}\`;
          |               ^^^^^^^^^^^^^^^^^"
    `);
  });

  it('get on anything but a Map is no lookup (an HTTP client, a registry)', () => {
    const other = server(`declare const registry: { get(uri: string): unknown };
export const found = (name: string) => registry.get(\`notes://\${name}\`);`);
    expect(underline(other, rule)).toMatchInlineSnapshot(`
      "manualUri:
        7 | export const found = (name: string) => registry.get(\`notes://\${name}\`);
          |                                                     ^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('an index or `in`', () => {
  it('reading an object by the URI is a lookup; writing it is not', () => {
    const code = server(`const byUri: Record<string, string> = {};
export const has = (name: string) => \`notes://\${name}\` in byUri;
export const get = (name: string) => byUri[\`notes://\${name}\`];
export const put = (name: string) => { byUri[\`notes://\${name}/copy\`] = name; };`);
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        9 | export const put = (name: string) => { byUri[\`notes://\${name}/copy\`] = name; };
          |                                              ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('compared inside a helper of the file', () => {
  const code = server(`declare const known: Array<{ uri: string }>;
function isKnown(uri: string) {
  return uri === 'notes://home' || known.some((entry) => entry.uri === uri);
}
const sameNote = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export function check(name: string, other: string) {
  if (!isKnown(\`notes://\${name}\`)) throw new Error('unknown note');
  return sameNote(\`notes://\${name}\`, other);
}`);
  it('is compared, not sent', () => {
    expect(underline(code, rule)).toBe('');
  });

  it('a helper that also sends it is reported', () => {
    const sends = server(`declare function send(uri: string): void;
function check(uri: string) {
  if (uri === 'notes://home') return;
  send(uri);
}
export const run = (name: string) => check(\`notes://\${name}\`);`);
    expect(underline(sends, rule)).toMatchInlineSnapshot(`
      "manualUri:
       11 | export const run = (name: string) => check(\`notes://\${name}\`);
          |                                            ^^^^^^^^^^^^^^^^^"
    `);
  });
});
