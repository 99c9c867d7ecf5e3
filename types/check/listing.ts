// The server's listings, read page by page within a bound: resources/templates/list and resources/list.
import { describeAnswer, errorAnswer } from './answer.js';
import { CheckAbortedError } from './check-errors.js';
import type { Session } from './session.js';

/** Listings stop after this many pages (a server whose cursor never ends cannot hold a run). */
const MAX_PAGES = 20;
type Listing = 'resourceTemplates' | 'resources';

/** Every page of `resources/templates/list` or `resources/list`, up to MAX_PAGES. */
export async function listAll(session: Session, key: Listing, notes: string[]): Promise<Record<string, unknown>[]> {
  const method = key === 'resources' ? 'resources/list' : 'resources/templates/list';
  const items: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = cursor === undefined ? {} : { cursor };
    let result: Record<string, unknown> | undefined;
    try {
      result = (await session.call(method, false, (options) =>
        key === 'resources'
          ? session.client.listResources(params, options)
          : session.client.listResourceTemplates(params, options),
      )) as Record<string, unknown> | undefined;
    } catch (error) {
      if (error instanceof CheckAbortedError) throw error;
      // A server without this listing (-32601), or whose listing fails: what it listed so far, and why no more.
      notes.push(`${method}: ${describeAnswer(errorAnswer(error))}`);
      return items;
    }
    const list = result?.[key];
    if (Array.isArray(list)) items.push(...(list as Record<string, unknown>[]));
    cursor = typeof result?.['nextCursor'] === 'string' ? result['nextCursor'] : undefined;
    if (cursor === undefined) return items;
  }
  notes.push(`${method}: stopped after ${MAX_PAGES} pages`);
  return items;
}

export const urisOf = (items: readonly Record<string, unknown>[]) =>
  items.map((item) => item['uri']).filter((uri): uri is string => typeof uri === 'string');
