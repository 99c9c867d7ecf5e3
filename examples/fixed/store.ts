// Stand-ins for the storage and policy layers of the fixed catalog and reviews servers (the demo's
// examples/src/store.ts). Unlike the demo's, they answer only for what they hold: anything else is
// `undefined`, a miss, never an echo of what was asked.
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

const ASSETS = new Map([['img/logo.png', 'iVBORw0KGgo=']]);
const PRODUCTS = new Map([['42', { id: '42', name: 'Teapot' }]]);
const CATEGORIES = new Map([['kitchen', { en: ['42'], fr: ['42'] }]]);
const ITEMS = new Map([['42', 'Teapot, 1 l']]);
const REVIEWS = new Map([['42', ['Pours well.', 'Lid rattles.']]]);
const BOOK_REVIEWS = new Map([['9780262510875', ['A classic.', 'Dense, worth it.', 'Changed how I program.']]]);
const SORTS = new Set(['newest', 'oldest']);

export const findAsset = (path: string, ext: string): string | undefined => ASSETS.get(`${path}.${ext}`);
export const findProduct = (id: string): object | undefined => PRODUCTS.get(id);
export const findCategory = (name: string, lang: string): string[] | undefined =>
  lang === 'en' || lang === 'fr' ? CATEGORIES.get(name)?.[lang] : undefined;
export const findItem = (id: string): string | undefined => ITEMS.get(id);
export const findItemReviews = (id: string): string[] | undefined => REVIEWS.get(id);

/** The reviews of a book, `limit` of them in the order `sort` names; `undefined` for an unknown book or order. */
export function findBookReviews(isbn: string, limit: number, sort: string): string | undefined {
  const reviews = BOOK_REVIEWS.get(isbn);
  if (!reviews || !SORTS.has(sort)) return undefined;
  const ordered = sort === 'newest' ? reviews : [...reviews].reverse();
  return ordered.slice(0, limit).join('\n\n');
}

/** Whether the session's principal may read the resource at `uri`: it holds the scope `read:<scheme>`. */
export function canRead(authInfo: AuthInfo | undefined, uri: URL): boolean {
  return authInfo?.scopes.includes(`read:${uri.protocol.slice(0, -1)}`) === true;
}
