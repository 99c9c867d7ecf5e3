// What parse, expand and match have compiled, by template string, so a template used again is a
// lookup. Bounded, since templates may come from outside: past TEMPLATE_CACHE_SIZE templates the
// oldest goes (first in, first out).
import type { Entry } from './compile.js';

export const TEMPLATE_CACHE_SIZE = 256;

/** The cached entries. Add to them with `cacheTemplate`, which keeps the bound. */
export const templateCache = new Map<string, Entry>();

export function cacheTemplate(template: string, entry: Entry): void {
  if (templateCache.size >= TEMPLATE_CACHE_SIZE) templateCache.delete(templateCache.keys().next().value!);
  templateCache.set(template, entry);
}
