// A generated corpus for bench/lint-bench.js, when no folder of real repositories is given, and for
// the Oxlint-beside-ESLint check of scripts/consumer-test.js: small projects, each with one MCP
// server (SDK v1 or v2 McpServer, or a low-level Server routing URIs itself; the handlers of
// ./servers.js, most of them correct), often a client building URIs by hand, and a few ordinary
// modules with no MCP code. Its own PRNG and no dates: the same seed gives the same bytes.
//   node bench/corpus/generate.js DIR [COUNT]      writes COUNT files (default 2000) and manifest.json
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDLERS, SDKS, header } from './servers.js';

export const DEFAULT_COUNT = 2000;

/** mulberry32: a float in [0, 1) per call. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)] };
}

/** An SDK McpServer: 2 to 8 handlers, each correct with probability 0.6, else one of the mistakes. */
function mcpServer(random, p, sdk) {
  const out = [header(sdk)];
  for (let i = random.int(2, 8), n = p * 10; i > 0; i--, n++) {
    const handler = random.next() < 0.6 ? HANDLERS[0] : HANDLERS[random.int(1, HANDLERS.length - 1)];
    out.push(handler(n, sdk.auth).join('\n'), '');
  }
  return out.join('\n');
}

/** A low-level Server that answers resources/read itself, by regular expression and prefix. */
const lowLevelServer = (random, p) => `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListResourceTemplatesRequestSchema, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const server = new Server({ name: 'project-${p}', version: '1.0.0' }, { capabilities: { resources: {} } });

const ROOT = '/srv/project-${p}';
const ITEM = /^items${p}:\\/\\/([^/]+)$/;
const TEMPLATES = [
  { uriTemplate: 'items${p}://{id}', name: 'item' },
  { uriTemplate: 'files${p}://{+path}', name: 'file' },
];

server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: TEMPLATES }));

server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
  const { uri } = request.params;
  const item = ITEM.exec(uri);
  if (item) {
    const id = decodeURIComponent(item[1] ?? '');
    if (extra.authInfo?.clientId !== id) throw new Error(\`Resource \${uri} not found\`);
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ id }) }] };
  }
  if (uri.startsWith('files${p}://')) {
    const relative = decodeURIComponent(uri.slice('files${p}://'.length));
    ${random.next() < 0.5 ? "if (relative.includes('..')) throw new Error(`Resource ${uri} not found`);\n    " : ''}return { contents: [{ uri, text: await readFile(path.join(ROOT, relative), 'utf8') }] };
  }
  throw new Error(\`Resource \${uri} not found\`);
});
`;

/** A client reading the project's resources, building some URIs by hand. */
const client = (p) => `import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

const RECORD = 'records${p}://{owner}/items/{id}';

export async function readRecord(client: Client, owner: string, id: string) {
  return client.readResource({ uri: RECORD.replace('{owner}', owner).replace('{id}', encodeURIComponent(id)) });
}

export async function readNote(client: Client, name: string) {
  return client.readResource({ uri: \`notes${p}://\${name}\` });
}

export async function search(client: Client, query: string, limit = 20) {
  const params = new URLSearchParams({ q: query, limit: String(limit) });
  return client.readResource({ uri: \`search${p}://all?\${params}\` });
}
`;

/** Pieces of ordinary TypeScript, `n` making the names distinct. */
const PLAIN = [
  (n) => `export interface Entry${n} {
  id: string;
  name: string;
  tags: string[];
  updatedAt: number;
}

export function latest${n}(entries: Entry${n}[]): Map<string, Entry${n}> {
  const byId = new Map<string, Entry${n}>();
  for (const entry of entries) {
    if (!entry.id) continue;
    const known = byId.get(entry.id);
    if (!known || known.updatedAt < entry.updatedAt) byId.set(entry.id, { ...entry, tags: [...new Set(entry.tags)] });
  }
  return byId;
}`,
  (n) => `export class Cache${n}<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(private readonly ttlMs = 60_000) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}`,
  (n) => `export async function retry${n}<T>(operation: () => Promise<T>, attempts = 3): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await operation();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 100));
    }
  }
  throw lastError;
}`,
  (n) => `export function formatDuration${n}(ms: number, unit: 'ms' | 's' | 'min' = 'ms'): string {
  switch (unit) {
    case 'ms':
      return \`\${ms.toFixed(1)} ms\`;
    case 's':
      return \`\${(ms / 1000).toFixed(2)} s\`;
    default:
      return \`\${Math.round(ms / 60_000)} min\`;
  }
}`,
  (n) => `export async function fetchPage${n}(base: string, page: number, token?: string): Promise<unknown[]> {
  const response = await fetch(\`https://api.example.com/v1/\${base}?page=\${page}\`, {
    headers: token ? { authorization: \`Bearer \${token}\` } : {},
  });
  if (!response.ok) throw new Error(\`\${base}: HTTP \${response.status}\`);
  const body = (await response.json()) as { items?: unknown[] };
  return body.items ?? [];
}`,
  (n) => `export type Event${n} = { kind: 'created'; id: string } | { kind: 'deleted'; id: string; reason?: string };

export function describe${n}(events: readonly Event${n}[]): string[] {
  return events
    .filter((event) => event.id.length > 0)
    .map((event) => (event.kind === 'deleted' ? \`\${event.id} deleted (\${event.reason ?? 'no reason'})\` : \`\${event.id} created\`));
}`,
];

/** An ordinary module of 50 to 600 lines. */
function plainModule(random, n) {
  const target = random.next() < 0.8 ? random.int(50, 250) : random.int(250, 600);
  const out = [];
  for (let lines = 0, k = 0; lines < target; k++) {
    const piece = random.pick(PLAIN)(n * 1000 + k);
    out.push(piece, '');
    lines += piece.split('\n').length + 1;
  }
  return out.join('\n');
}

/** Yields `{ path, text }` for the first `count` files of the corpus of `seed`. */
export function* corpusFiles({ count = DEFAULT_COUNT, seed = 1 } = {}) {
  const random = createRandom(seed);
  let produced = 0;
  for (let p = 0; ; p++) {
    const dir = `project-${String(p).padStart(4, '0')}/src`;
    const kind = random.next();
    const files = [
      [
        'server.ts',
        kind < 0.4
          ? mcpServer(random, p, SDKS.v1)
          : kind < 0.75
            ? mcpServer(random, p, SDKS.v2)
            : lowLevelServer(random, p),
      ],
    ];
    if (random.next() < 0.5) files.push(['client.ts', client(p)]);
    for (let i = random.int(3, 8); i > 0; i--) files.push([`lib/module-${i}.ts`, plainModule(random, p * 10 + i)]);
    for (const [name, text] of files) {
      if (produced++ === count) return;
      yield { path: `${dir}/${name}`, text };
    }
  }
}

/** Writes the corpus into `dir`, with `manifest.json` listing the files in order. */
export function generateCorpus({ dir, count = DEFAULT_COUNT, seed = 1 }) {
  const files = [];
  for (const file of corpusFiles({ count, seed })) {
    mkdirSync(path.join(dir, path.dirname(file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text);
    files.push(file.path);
  }
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify({ seed, count, files }, null, 1)}\n`);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, count = String(DEFAULT_COUNT)] = process.argv.slice(2);
  if (!dir || !/^\d+$/.test(count)) {
    console.error('usage: node bench/corpus/generate.js DIR [COUNT]');
    process.exit(2);
  }
  console.log(`wrote ${generateCorpus({ dir, count: Number(count) }).length} files to ${dir}`);
}
