// Ordinary helper code that pads modules to their target size, as real projects have plenty of it.
import { camel, pascal } from './vocabulary.js';

const fillers = [
  ({ entity: e, name }) => {
    const fn = name(camel('format', e.name, 'title'));
    return [
      `export function ${fn}(value: { id: string; title?: string }): string {`,
      `  const title = value.title?.trim() ?? "";`,
      `  return title.length > 0 ? \`\${title} (\${value.id})\` : value.id;`,
      `}`,
    ];
  },
  ({ entity: e, name, random }) => {
    const fn = name(camel('paginate', e.plural));
    const size = random.pick([10, 20, 25, 50, 100]);
    return [
      `export function ${fn}<T>(items: readonly T[], cursor?: string, pageSize = ${size}): { page: T[]; nextCursor?: string } {`,
      `  const start = cursor ? Number.parseInt(cursor, 10) : 0;`,
      `  if (!Number.isFinite(start) || start < 0) {`,
      `    throw new RangeError(\`invalid cursor: \${cursor}\`);`,
      `  }`,
      `  const page = items.slice(start, start + pageSize);`,
      `  const next = start + page.length;`,
      `  return next < items.length ? { page, nextCursor: String(next) } : { page };`,
      `}`,
    ];
  },
  ({ entity: e, name, random }) => {
    const fn = name(camel('is', 'valid', e.name, 'id'));
    const pattern = random.pick([
      '^[a-z0-9-]{1,64}$',
      '^[0-9]+$',
      '^[A-Za-z0-9_]{3,40}$',
      '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    ]);
    const regex = name(camel(e.name, 'idPattern'));
    return [
      `const ${regex} = /${pattern}/;`,
      ``,
      `export function ${fn}(value: unknown): value is string {`,
      `  return typeof value === "string" && ${regex}.test(value);`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const fn = name(camel('group', e.plural, 'by'));
    return [
      `export function ${fn}<T, K extends string>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {`,
      `  const groups = new Map<K, T[]>();`,
      `  for (const item of items) {`,
      `    const k = key(item);`,
      `    const bucket = groups.get(k);`,
      `    if (bucket) bucket.push(item);`,
      `    else groups.set(k, [item]);`,
      `  }`,
      `  return groups;`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const fn = name('withRetry');
    const attempts = random.int(2, 5);
    return [
      `export async function ${fn}<T>(operation: () => Promise<T>, attempts = ${attempts}, delayMs = ${random.pick([50, 100, 250])}): Promise<T> {`,
      `  let lastError: unknown;`,
      `  for (let attempt = 0; attempt < attempts; attempt++) {`,
      `    try {`,
      `      return await operation();`,
      `    } catch (error) {`,
      `      lastError = error;`,
      `      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));`,
      `    }`,
      `  }`,
      `  throw lastError instanceof Error ? lastError : new Error(String(lastError));`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const type = name(pascal(e.name, 'Summary'));
    const fn = name(camel('summarize', e.name));
    const [a, b, c] = e.fields;
    return [
      `export interface ${type} {`,
      `  id: string;`,
      `  ${a}?: string;`,
      `  ${b}?: string;`,
      `  ${c}?: string;`,
      `  updatedAt: string;`,
      `}`,
      ``,
      `export function ${fn}(raw: Record<string, unknown>): ${type} {`,
      `  const text = (key: string): string | undefined => {`,
      `    const value = raw[key];`,
      `    return typeof value === "string" ? value : undefined;`,
      `  };`,
      `  return {`,
      `    id: String(raw.id ?? ""),`,
      `    ${a}: text("${a}"),`,
      `    ${b}: text("${b}"),`,
      `    ${c}: text("${c}"),`,
      `    updatedAt: text("updatedAt") ?? new Date(0).toISOString(),`,
      `  };`,
      `}`,
    ];
  },
  ({ name }) => {
    const fn = name('toCsvRow');
    return [
      `export function ${fn}(values: readonly unknown[]): string {`,
      `  return values`,
      `    .map((value) => {`,
      `      const text = value === null || value === undefined ? "" : String(value);`,
      `      return /[",\\n]/.test(text) ? \`"\${text.replace(/"/g, '""')}"\` : text;`,
      `    })`,
      `    .join(",");`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const cls = name(pascal(random.pick(['ttl', 'lru', 'memo', 'request']), 'Cache'));
    return [
      `export class ${cls}<V> {`,
      `  private readonly entries = new Map<string, { value: V; expires: number }>();`,
      ``,
      `  constructor(private readonly ttlMs = ${random.pick([1000, 5000, 30000, 60000])}, private readonly maxEntries = ${random.pick([100, 500, 1000])}) {}`,
      ``,
      `  get(key: string): V | undefined {`,
      `    const entry = this.entries.get(key);`,
      `    if (!entry) return undefined;`,
      `    if (entry.expires < Date.now()) {`,
      `      this.entries.delete(key);`,
      `      return undefined;`,
      `    }`,
      `    return entry.value;`,
      `  }`,
      ``,
      `  set(key: string, value: V): void {`,
      `    if (this.entries.size >= this.maxEntries) {`,
      `      const oldest = this.entries.keys().next();`,
      `      if (!oldest.done) this.entries.delete(oldest.value);`,
      `    }`,
      `    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });`,
      `  }`,
      ``,
      `  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {`,
      `    const cached = this.get(key);`,
      `    if (cached !== undefined) return cached;`,
      `    const value = await load();`,
      `    this.set(key, value);`,
      `    return value;`,
      `  }`,
      `}`,
    ];
  },
  ({ name }) => {
    const fn = name('parseQueryString');
    return [
      `export function ${fn}(query: string): Record<string, string[]> {`,
      `  const result: Record<string, string[]> = {};`,
      `  for (const part of query.replace(/^\\?/, "").split("&")) {`,
      `    if (part === "") continue;`,
      `    const [rawKey = "", rawValue = ""] = part.split("=");`,
      `    const key = decodeURIComponent(rawKey.replace(/\\+/g, " "));`,
      `    const value = decodeURIComponent(rawValue.replace(/\\+/g, " "));`,
      `    (result[key] ??= []).push(value);`,
      `  }`,
      `  return result;`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const fn = name('formatDuration');
    return [
      `export function ${fn}(ms: number): string {`,
      `  if (ms < ${random.pick([1000, 2000])}) return \`\${ms} ms\`;`,
      `  const seconds = Math.round(ms / 1000);`,
      `  if (seconds < 60) return \`\${seconds} s\`;`,
      `  const minutes = Math.floor(seconds / 60);`,
      `  const rest = seconds % 60;`,
      `  return rest === 0 ? \`\${minutes} min\` : \`\${minutes} min \${rest} s\`;`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const type = name(pascal(e.name, 'Status'));
    const fn = name(camel('describe', e.name, 'status'));
    return [
      `export type ${type} = "active" | "archived" | "deleted" | "pending";`,
      ``,
      `export function ${fn}(status: ${type}): string {`,
      `  switch (status) {`,
      `    case "active":`,
      `      return "in use";`,
      `    case "archived":`,
      `      return "read-only";`,
      `    case "deleted":`,
      `      return "gone";`,
      `    case "pending":`,
      `      return "waiting for review";`,
      `  }`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const fn = name(camel('sort', e.plural));
    return [
      `export function ${fn}<T extends { id: string; updatedAt?: string }>(items: T[], direction: "asc" | "desc" = "desc"): T[] {`,
      `  const sign = direction === "asc" ? 1 : -1;`,
      `  return [...items].sort((a, b) => {`,
      `    const left = a.updatedAt ?? "";`,
      `    const right = b.updatedAt ?? "";`,
      `    if (left === right) return a.id.localeCompare(b.id) * sign;`,
      `    return left < right ? -sign : sign;`,
      `  });`,
      `}`,
    ];
  },
  ({ name }) => {
    const fn = name('slugify');
    return [
      `export function ${fn}(text: string): string {`,
      `  return text`,
      `    .normalize("NFKD")`,
      `    .replace(/[\\u0300-\\u036f]/g, "")`,
      `    .toLowerCase()`,
      `    .replace(/[^a-z0-9]+/g, "-")`,
      `    .replace(/^-+|-+$/g, "");`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const cls = name(pascal(random.pick(['app', 'request', 'validation', 'storage']), 'Error'));
    return [
      `export class ${cls} extends Error {`,
      `  constructor(`,
      `    message: string,`,
      `    readonly code: string,`,
      `    readonly details: Record<string, unknown> = {},`,
      `  ) {`,
      `    super(message);`,
      `    this.name = "${cls}";`,
      `  }`,
      ``,
      `  toJSON(): Record<string, unknown> {`,
      `    return { name: this.name, message: this.message, code: this.code, ...this.details };`,
      `  }`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const fn = name('createLogger');
    return [
      `export function ${fn}(scope: string, level: "debug" | "info" | "warn" = "${random.pick(['info', 'warn'])}") {`,
      `  const levels = ["debug", "info", "warn"] as const;`,
      `  const threshold = levels.indexOf(level);`,
      `  const write = (at: (typeof levels)[number], message: string, data?: unknown) => {`,
      `    if (levels.indexOf(at) < threshold) return;`,
      `    const line = JSON.stringify({ at, scope, message, data, time: new Date().toISOString() });`,
      `    process.stderr.write(line + "\\n");`,
      `  };`,
      `  return {`,
      `    debug: (message: string, data?: unknown) => write("debug", message, data),`,
      `    info: (message: string, data?: unknown) => write("info", message, data),`,
      `    warn: (message: string, data?: unknown) => write("warn", message, data),`,
      `  };`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const fn = name(camel('diff', e.name));
    return [
      `export function ${fn}(before: Record<string, unknown>, after: Record<string, unknown>): string[] {`,
      `  const changed: string[] = [];`,
      `  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);`,
      `  for (const key of keys) {`,
      `    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.push(key);`,
      `  }`,
      `  return changed.sort();`,
      `}`,
    ];
  },
  ({ name, random }) => {
    const fn = name('chunk');
    return [
      `export function ${fn}<T>(items: readonly T[], size = ${random.pick([10, 50, 100])}): T[][] {`,
      `  if (size <= 0) throw new RangeError("size must be positive");`,
      `  const chunks: T[][] = [];`,
      `  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));`,
      `  return chunks;`,
      `}`,
    ];
  },
  ({ entity: e, name }) => {
    const fn = name(camel('mask', e.name, 'fields'));
    const hidden = name(camel('hidden', e.name, 'fields'));
    return [
      `const ${hidden} = new Set(["password", "token", "secret", "apiKey"]);`,
      ``,
      `export function ${fn}(record: Record<string, unknown>): Record<string, unknown> {`,
      `  return Object.fromEntries(`,
      `    Object.entries(record).map(([key, value]) => [key, ${hidden}.has(key) ? "***" : value]),`,
      `  );`,
      `}`,
    ];
  },
];

/**
 * Appends helper code until `lines` reaches `target` lines, never going past `limit`. Goes through
 * the helpers in a random order, so a file repeats one only after it has used them all.
 */
export function padTo(lines, target, limit, context) {
  let queue = [];
  let misses = 0;
  while (lines.length < target && misses < fillers.length) {
    if (queue.length === 0) queue = context.random.sample(fillers, fillers.length);
    const piece = queue.pop()(context);
    if (lines.length + piece.length + 1 > limit) {
      misses++;
      continue;
    }
    lines.push('', ...piece);
  }
  return lines;
}
