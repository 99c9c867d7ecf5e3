// Each module of the project is read and parsed at most once per process while it is unchanged: the
// cache is keyed by path and bounded. What the analyses learn from a module may come from others too
// (a registration's template read from a constants module), so when a module read is found changed
// on disk, every module is read again: nothing learnt from an old version outlives it.
import { readFileSync } from 'node:fs';
import { statOrUndefined } from './file-stats.js';
import { lintGeneration } from './host-files.js';
import { ModuleSource } from './module-source.js';

/** Modules larger than this are generated or bundled code: not read, so never a stall. */
export const MAX_MODULE_BYTES = 1_000_000;
/**
 * How many parsed modules are kept. Past it, every module is forgotten once and read again as asked:
 * forgetting one at a time would drop every kept answer at each module read past the bound.
 */
export const MAX_CACHED_MODULES = 1_000;
/**
 * How long a module checked against the disk is taken as it was: an editor lints the file being
 * typed many times a second, and a saved change of another module is seen within this time.
 */
export const MODULE_RECHECK_MS = 1_000;

interface Entry {
  /** `-1`: there was no file. */
  readonly mtimeMs: number;
  readonly size: number;
  /** `undefined`: no file, or one too large, unreadable or that does not parse. */
  readonly module: ModuleSource | undefined;
  /** The lint for which the entry was last checked against the disk, and when. */
  checkedIn: number;
  checkedAt: number;
}

const entries = new Map<string, Entry>();
let parses = 0;
let changes = 0;
/** The modules read by each computation under way (`readingModules`), innermost last. */
const readers: Set<string>[] = [];

/**
 * The parsed module at `file`. The disk is checked at most once per linted file, so every question
 * one lint asks of a module sees one version of it, and not again within `MODULE_RECHECK_MS`.
 */
export function loadModule(file: string): ModuleSource | undefined {
  for (const reader of readers) reader.add(file);
  const generation = lintGeneration();
  const now = Date.now();
  const cached = entries.get(file);
  if (cached && (cached.checkedIn === generation || now - cached.checkedAt < MODULE_RECHECK_MS)) {
    cached.checkedIn = generation;
    return cached.module;
  }
  const stats = statOrUndefined(file);
  const mtimeMs = stats?.mtimeMs ?? -1;
  const size = stats?.size ?? -1;
  if (cached?.mtimeMs === mtimeMs && cached.size === size) {
    cached.checkedIn = generation;
    cached.checkedAt = now;
    return cached.module;
  }
  // A module forgotten and read again is a new tree: answers holding nodes of the old one go too.
  if (cached || entries.size >= MAX_CACHED_MODULES) forgetModules();
  const module = stats?.isFile() && size <= MAX_MODULE_BYTES ? read(file) : undefined;
  entries.set(file, { mtimeMs, size, module, checkedIn: generation, checkedAt: now });
  return module;
}

/**
 * `compute`'s value and the modules it read: what an answer kept beyond this lint depends on. Give
 * them to `checkModulesRead` before the answer is used again.
 */
export function readingModules<T>(compute: () => T): { readonly value: T; readonly files: readonly string[] } {
  const files = new Set<string>();
  readers.push(files);
  try {
    return { value: compute(), files: [...files] };
  } finally {
    readers.pop();
  }
}

/**
 * Checks the modules an answer read against the disk, as reading them would (and counts them as read
 * by the computations under way): a change found forgets every module, and moves `moduleChanges`.
 */
export function checkModulesRead(files: readonly string[]): void {
  const now = Date.now();
  // A computation under way learns which modules it read from their loads: it never skips them.
  const checked = listChecks.get(files);
  if (readers.length === 0 && checked?.changes === changes && now - checked.oldest < MODULE_RECHECK_MS) return;
  let oldest = now;
  for (const file of files) {
    loadModule(file);
    oldest = Math.min(oldest, entries.get(file)?.checkedAt ?? now);
  }
  listChecks.set(files, { oldest, changes });
}

/**
 * For each list of modules an answer read, the oldest check of one of them against the disk: while
 * it is younger than `MODULE_RECHECK_MS`, loading them again would ask nothing of the disk.
 */
let listChecks = new WeakMap<readonly string[], { readonly oldest: number; readonly changes: number }>();

function forgetModules(): void {
  entries.clear();
  changes++;
}

function read(file: string): ModuleSource | undefined {
  try {
    parses++;
    return ModuleSource.parse(file, readFileSync(file, 'utf8'));
  } catch {
    return undefined; // unreadable, or a parser failure: the module is unknown, never a crash
  }
}

/** How many modules have been parsed in this process (for the benchmarks and tests). */
export const moduleParses = (): number => parses;

/**
 * How many times modules were forgotten (one found changed on disk, or the cache full): an answer
 * read across modules lasts while this stays, once the modules it read are checked.
 */
export const moduleChanges = (): number => changes;

/** Checks every module against the disk at its next use (for tests, and for a host that knows files changed). */
export function expireModuleChecks(): void {
  for (const entry of entries.values()) {
    entry.checkedIn = -1;
    entry.checkedAt = -Infinity;
  }
  listChecks = new WeakMap();
}

/** Forgets every parsed module. */
export function clearModuleCache(): void {
  forgetModules();
}
