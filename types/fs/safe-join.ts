// safeJoin(root, relative): the path `relative` names under `root`, through every symlink, or a
// PathEscapeError. What the path-security policy checks on a value, plus what only the file
// system knows: where the links lead.
import { lstatSync, realpathSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { looksAbsolute } from '../runtime/security.js';

/** Why `safeJoin` refused: a NUL byte, an absolute input, or a result outside the root. */
export type PathEscapeReason = 'nul' | 'absolute' | 'outside-root';

const REASONS: Record<PathEscapeReason, string> = {
  nul: 'holds a NUL byte, so it is not joined to',
  absolute: 'is an absolute path, so it is not joined to',
  'outside-root': 'leads outside the root',
};

export class PathEscapeError extends Error {
  override readonly name = 'PathEscapeError';
  readonly reason: PathEscapeReason;
  readonly root: string;
  readonly relative: string;

  constructor(reason: PathEscapeReason, root: string, relative: string) {
    super(`${JSON.stringify(relative)} ${REASONS[reason]} ${JSON.stringify(root)}`);
    this.reason = reason;
    this.root = root;
    this.relative = relative;
  }
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

const isMissing = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** A file-system question the algorithm asks: answered synchronously or awaited. */
type Ask = { readonly op: 'realpath'; readonly path: string } | { readonly op: 'is-link'; readonly path: string };
/** The answer: a real path, whether a path is a symlink, or the error `realpath` threw. */
type Answer = { readonly value: string | boolean } | { readonly error: unknown };

/** The components of `relative`: "/" separates them, and on Windows "\\" too. */
const componentsOf = (relative: string): string[] =>
  relative.split(path.sep === '\\' ? /[\\/]/ : '/').filter((c) => c !== '' && c !== '.');

/**
 * The one algorithm behind both twins, as a generator of the file-system calls it needs. Each
 * component is resolved through its links before the next is read, so `..` climbs from where a
 * link leads, not from the link (`link/..` is the parent of the link's target), as `realpath`
 * and Python's `Path.resolve` read it.
 */
function* join(root: string, relative: string): Generator<Ask, string, Answer> {
  if (root.includes('\0') || relative.includes('\0')) throw new PathEscapeError('nul', root, relative);
  if (looksAbsolute(relative) || path.isAbsolute(relative)) throw new PathEscapeError('absolute', root, relative);
  const rootAnswer = yield { op: 'realpath', path: path.resolve(root) };
  if ('error' in rootAnswer) throw rootAnswer.error;
  const realRoot = rootAnswer.value as string;
  let current = realRoot;
  for (const component of componentsOf(relative)) {
    if (component === '..') {
      current = path.dirname(current);
      continue;
    }
    const next = path.join(current, component);
    const answer = yield { op: 'realpath', path: next };
    if (!('error' in answer)) {
      current = answer.value as string;
      continue;
    }
    if (!isMissing(answer.error)) {
      // Outside the root (by ".." or a link), a file-system error (a loop, no permission) would
      // tell the caller about a place it may not see: refused like any escape.
      if (!isInside(realRoot, current)) throw new PathEscapeError('outside-root', root, relative);
      throw answer.error;
    }
    // A dangling link: what is created there lands where it points, which no check can see.
    const link = yield { op: 'is-link', path: next };
    if ('value' in link && link.value === true) throw new PathEscapeError('outside-root', root, relative);
    // Not there (yet): taken as written; nothing under it exists, so nothing under it is a link.
    current = next;
  }
  if (!isInside(realRoot, current)) throw new PathEscapeError('outside-root', root, relative);
  return current;
}

function answerSync(ask: Ask): Answer {
  try {
    return { value: ask.op === 'realpath' ? realpathSync(ask.path) : lstatSync(ask.path).isSymbolicLink() };
  } catch (error) {
    return { error };
  }
}

async function answerAsync(ask: Ask): Promise<Answer> {
  try {
    return { value: ask.op === 'realpath' ? await realpath(ask.path) : (await lstat(ask.path)).isSymbolicLink() };
  } catch (error) {
    return { error };
  }
}

/**
 * The real path of `relative` under `root`: the root and every component of `relative` resolved
 * through symlinks (`realpath`) in order, each `..` taken from where the links before it lead
 * (so `link/..` is the parent of the link's target, as in Python's `Path.resolve`), refused with
 * a `PathEscapeError` when `relative` holds a NUL byte, is absolute (`/x`, `\x`,
 * `\\server\share`, `C:\x`, `C:x`, on every platform), or the result lies outside the root
 * (by `..` or by a symlink that points out). The root must exist (else its `realpath` error).
 * A path that does not exist yet (a file about to be written) is allowed: the components that
 * exist are resolved through symlinks and the rest taken as written; a dangling symlink on the
 * way is refused, and so is a file-system error (a symlink loop, no permission) met outside the
 * root; inside it such an error is thrown as it is. What the returned path names can still change between this check and its
 * use (a link created in between): open it at once.
 */
export async function safeJoin(root: string, relative: string): Promise<string> {
  const steps = join(root, relative);
  let step = steps.next();
  while (!step.done) step = steps.next(await answerAsync(step.value));
  return step.value;
}

/** `safeJoin`, synchronously (`realpathSync`, `lstatSync`). */
export function safeJoinSync(root: string, relative: string): string {
  const steps = join(root, relative);
  let step = steps.next();
  while (!step.done) step = steps.next(answerSync(step.value));
  return step.value;
}
