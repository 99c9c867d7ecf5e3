// What parse, expand and match have compiled, by template string, so a template used again is a
// lookup. Bounded, since templates may come from outside: past TEMPLATE_CACHE_SIZE templates the
// oldest goes (first in, first out).
import type { Entry } from './compile.js';

export const TEMPLATE_CACHE_SIZE = 256;

const cache = new Map<string, Entry>();

/** The cached entries, read-only: `cacheTemplate` adds to them. */
export const templateCache: ReadonlyMap<string, Entry> = cache;

export function cacheTemplate(template: string, entry: Entry): void {
  if (cache.size >= TEMPLATE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(template, entry);
}
