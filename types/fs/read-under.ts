// readUnder(root, relative): a file's text under a root, for a resource handler that serves files.
// An escape (PathEscapeError) or a miss (ENOENT, EISDIR, …) is thrown as it is: behind
// `resource()` and the router both fail exactly like an unknown resource.
import { readFile } from 'node:fs/promises';
import { safeJoin } from './safe-join.js';

/** The UTF-8 text of `relative` under `root`, joined by `safeJoin` (symlinks resolved, escapes refused). */
export async function readUnder(root: string, relative: string): Promise<string> {
  return readFile(await safeJoin(root, relative), 'utf8');
}
