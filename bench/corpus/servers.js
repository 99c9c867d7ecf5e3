// MCP server code for the benchmarks: the files bench/editor-latency.js lints (servers dense with
// resource handlers, most holding a mistake one of the plugin's rules reports: the file a user is
// writing), and the blocks the corpus of ./generate.js is made of. The same arguments give the
// same text.

/** Where McpServer comes from, and how a handler reaches the caller's identity. */
export const SDKS = {
  v1: {
    module: '@modelcontextprotocol/sdk/server/mcp.js',
    imports: `\nimport type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';`,
    authType: 'AuthInfo',
    auth: 'extra.authInfo',
  },
  v2: {
    module: '@modelcontextprotocol/server',
    imports: '',
    authType: '{ clientId: string }',
    auth: 'extra.http?.authInfo',
  },
};

/** The imports and helpers every server file starts with. */
export const header = (sdk = SDKS.v1) => `import { McpServer, ResourceTemplate } from '${sdk.module}';${sdk.imports}
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const server = new McpServer({ name: 'generated', version: '1.0.0' });

const ROOT = '/srv/data';
const notFound = (uri: URL) => new Error(\`Resource \${uri.href} not found\`);
async function canRead(auth: ${sdk.authType} | undefined, owner: string): Promise<boolean> {
  return auth?.clientId === owner;
}
async function load(kind: string, id: string): Promise<{ owner: string; body: string } | undefined> {
  return kind && id ? { owner: id, body: kind } : undefined;
}
`;

/**
 * One handler each, `n` the handler's number (it makes every template and name distinct). Each
 * returns its lines; the mistake, where there is one, is said in the comment above it.
 */
export const HANDLERS = [
  // Correct: authorized, a denial looks like a miss.
  (n, auth = SDKS.v1.auth) => [
    `// Correct: the owner reads, a stranger gets "not found".`,
    `server.registerResource(`,
    `  'record-${n}',`,
    `  new ResourceTemplate('records${n}://{owner}/items/{id}', { list: undefined }),`,
    `  { mimeType: 'application/json' },`,
    `  async (uri, { owner, id }, extra) => {`,
    `    if (!(await canRead(${auth}, String(owner)))) throw notFound(uri);`,
    `    const item = await load('record', String(id));`,
    `    if (!item) throw notFound(uri);`,
    `    return { contents: [{ uri: uri.href, text: item.body }] };`,
    `  },`,
    `);`,
  ],
  // Mistake: {+path} goes to readFile uncontained (no-path-traversal).
  (n) => [
    `// Mistake: the path keeps its slashes and is read outside ROOT.`,
    `server.registerResource(`,
    `  'file-${n}',`,
    `  new ResourceTemplate('files${n}://{+path}', { list: undefined }),`,
    `  { mimeType: 'text/plain' },`,
    `  async (uri, { path: file }) => ({`,
    `    contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(file)), 'utf8') }],`,
    `  }),`,
    `);`,
  ],
  // Mistake: a variable the template does not have (no-unknown-template-variable), an unanchored
  // check (require-anchored-validation).
  (n) => [
    `// Mistake: {userId} is not in the template, and the id check is not anchored.`,
    `server.registerResource(`,
    `  'profile-${n}',`,
    `  new ResourceTemplate('users${n}://{user}/profile', { list: undefined }),`,
    `  {},`,
    `  async (uri, { userId }) => {`,
    `    if (!/[a-z0-9]+/.test(String(userId))) throw notFound(uri);`,
    `    return { contents: [{ uri: uri.href, text: String(userId) }] };`,
    `  },`,
    `);`,
  ],
  // Mistake: the SDK already decoded {name} (no-double-decode).
  (n) => [
    `// Mistake: the SDK hands {name} over decoded; decoding again turns %2F into a slash.`,
    `server.registerResource(`,
    `  'note-${n}',`,
    `  new ResourceTemplate('notes${n}://{name}', { list: undefined }),`,
    `  { mimeType: 'text/markdown' },`,
    `  async (uri, { name }) => {`,
    `    const decoded = decodeURIComponent(String(name));`,
    `    const note = await load('note', decoded);`,
    `    if (!note) throw notFound(uri);`,
    `    return { contents: [{ uri: uri.href, text: note.body }] };`,
    `  },`,
    `);`,
  ],
  // Mistake: a query variable read without a default (require-query-defaults).
  (n) => [
    `// Mistake: {?limit} may be absent, and is read as if it were always there.`,
    `server.registerResource(`,
    `  'search-${n}',`,
    `  new ResourceTemplate('search${n}://{index}{?q,limit}', { list: undefined }),`,
    `  {},`,
    `  async (uri, { index, q, limit }) => {`,
    `    const hits = await load(String(index), String(q));`,
    `    return { contents: [{ uri: uri.href, text: \`\${hits?.body ?? ''} \${limit.toString()}\` }] };`,
    `  },`,
    `);`,
  ],
  // Mistake: a template passed as a static URI (no-template-as-static-uri), and a template the SDK
  // reads wrongly (no-sdk-unsupported-template).
  (n) => [
    `// Mistake: a plain string is a static URI, and the SDK reads {;lang} as a variable ";lang".`,
    `server.registerResource('page-${n}', 'pages${n}://{slug}', {}, async (uri) => ({`,
    `  contents: [{ uri: uri.href, text: uri.pathname }],`,
    `}));`,
    `server.registerResource(`,
    `  'doc-${n}',`,
    `  new ResourceTemplate('docs${n}://{slug}{;lang}', { list: undefined }),`,
    `  {},`,
    `  async (uri, { slug }) => ({ contents: [{ uri: uri.href, text: String(slug) }] }),`,
    `);`,
  ],
  // Mistake: the broad template comes first and shadows the next (no-shadowed-template).
  (n) => [
    `// Mistake: the broad template is registered first; the specific one is never reached.`,
    `server.registerResource(`,
    `  'any-${n}',`,
    `  new ResourceTemplate('items${n}://{+rest}', { list: undefined }),`,
    `  {},`,
    `  async (uri, { rest }) => ({ contents: [{ uri: uri.href, text: String(rest) }] }),`,
    `);`,
    `server.registerResource(`,
    `  'review-${n}',`,
    `  new ResourceTemplate('items${n}://{id}/reviews', { list: undefined }),`,
    `  {},`,
    `  async (uri, { id }) => ({ contents: [{ uri: uri.href, text: String(id) }] }),`,
    `);`,
  ],
  // Mistake: an invalid template (valid-template).
  (n) => [
    `// Mistake: the expression is never closed.`,
    `server.registerResource(`,
    `  'broken-${n}',`,
    `  new ResourceTemplate('broken${n}://{id/raw', { list: undefined }),`,
    `  {},`,
    `  async (uri) => ({ contents: [{ uri: uri.href, text: '' }] }),`,
    `);`,
  ],
];

/** Lines of ordinary code inside a handler, to give it the body `lines` asks for. */
function padding(n, lines) {
  return Array.from({ length: lines }, (_, i) =>
    i % 3 === 0
      ? `    const step${i} = await load('step${n}', String(${i}));`
      : i % 3 === 1
        ? `    if (step${i - 1}?.owner === 'archived') console.log('handler ${n}', step${i - 1}.body.length);`
        : `    const size${i} = (step${i - 2}?.body ?? '').length + ${i};`,
  );
}

/** A handler-dense server of about `lines` lines: the handlers above in turn. */
export function denseServer(lines) {
  const out = header().split('\n');
  for (let n = 0; out.length < lines; n++) out.push('', ...HANDLERS[n % HANDLERS.length](n));
  return out.join('\n') + '\n';
}

/**
 * A server of `handlers` handlers (one or two more when the last block has two) in about `lines` lines: the handlers above in turn, each correct
 * one given a longer body of ordinary code so the file reaches its length.
 */
export function longServer(handlers, lines) {
  const out = header().split('\n');
  const blocks = [];
  for (let n = 0, count = 0; count < handlers; n++) {
    const block = HANDLERS[n % HANDLERS.length](n);
    blocks.push(block);
    count += block.filter((line) => line.startsWith('server.registerResource(')).length;
  }
  const correct = blocks.filter((_, n) => n % HANDLERS.length === 0).length;
  const short = lines - out.length - blocks.reduce((sum, block) => sum + block.length + 1, 0);
  const each = Math.max(0, Math.floor(short / correct));
  for (const [n, block] of blocks.entries()) {
    // The body goes after the handler's first statement line.
    if (n % HANDLERS.length === 0) block.splice(6, 0, ...padding(n, each));
    out.push('', ...block);
  }
  return out.join('\n') + '\n';
}

/**
 * `count` resource templates in one file, each with a short correct handler: the templates differ
 * in scheme, path and variables as a real server's do (some share a scheme), none shadows another.
 */
export function manyTemplates(count) {
  const out = header().split('\n');
  const shapes = [
    (s, n) => `${s}://items/${n}/{owner}`,
    (s, n) => `${s}://users/{owner}/doc${n}`,
    (s, n) => `${s}://org/{owner}/team${n}/{team}`,
    (s, n) => `${s}://files${n}/{owner}/{+path}`,
    (s, n) => `${s}://v${n}/{owner}/{a}/{b}`,
  ];
  for (let n = 0; n < count; n++) {
    const scheme = `app${n % 7}`;
    const template = shapes[n % shapes.length](scheme, n);
    out.push(
      '',
      `server.registerResource(`,
      `  'template-${n}',`,
      `  new ResourceTemplate('${template}', { list: undefined }),`,
      `  {},`,
      `  async (uri, { owner }, extra) => {`,
      `    if (!(await canRead(extra.authInfo, String(owner)))) throw notFound(uri);`,
      `    return { contents: [{ uri: uri.href, text: String(owner) }] };`,
      `  },`,
      `);`,
    );
  }
  return out.join('\n') + '\n';
}
