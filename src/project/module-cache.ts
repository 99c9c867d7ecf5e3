// Each module of the project is read and parsed at most once per process while it is unchanged: the
// cache is keyed by path and bounded. What the analyses learn from a module may come from others too
// (a registration's template read from a constants module), so when any module read has changed on
// disk, every module is read again: nothing learnt from an old version outlives it.
import { readFileSync, statSync } from 'node:fs';
import { lintGeneration } from './host-files.js';
import { ModuleSource } from './module-source.js';

/** Modules larger than this are generated or bundled code: not read, so never a stall. */
export const MAX_MODULE_BYTES = 1_000_000;
/** How many parsed modules are kept; the least recently used goes first. */
export const MAX_CACHED_MODULES = 1_000;
/**
 * How long the modules checked against the disk are taken as they were: an editor lints the file
 * being typed many times a second, and a saved change of another module is seen within this time.
 */
export const MODULE_RECHECK_MS = 1_000;

interface Entry {
  /** `-1`: there was no file. */
  readonly mtimeMs: number;
  readonly size: number;
  /** `undefined`: no file, or one too large, unreadable or that does not parse. */
  readonly module: ModuleSource | undefined;
}

const entries = new Map<string, Entry>();
let parses = 0;
let changes = 0;
/** The lint in which the modules were last checked against the disk, and when. */
let checkedIn = -1;
let checkedAt = -Infinity;

/** The parsed module at `file`: one version of it for every question of one lint. */
export function loadModule(file: string): ModuleSource | undefined {
  checkModules();
  const cached = entries.get(file);
  if (cached) {
    // A Map keeps insertion order: re-inserting makes the entry the most recently used.
    entries.delete(file);
    entries.set(file, cached);
    return cached.module;
  }
  const stats = statOrUndefined(file);
  const module = stats?.isFile() && stats.size <= MAX_MODULE_BYTES ? read(file) : undefined;
  entries.set(file, { mtimeMs: stats?.mtimeMs ?? -1, size: stats?.size ?? -1, module });
  // A module forgotten and read again is a new tree: answers holding nodes of the old one must go too.
  while (entries.size > MAX_CACHED_MODULES) {
    entries.delete(entries.keys().next().value!);
    changes++;
  }
  return module;
}

/**
 * Checks every module read against the disk, once per lint and not again within
 * `MODULE_RECHECK_MS`: when one has changed, appeared or gone, all are forgotten.
 */
function checkModules(): void {
  const generation = lintGeneration();
  if (generation === checkedIn) return;
  checkedIn = generation;
  const now = Date.now();
  if (now - checkedAt < MODULE_RECHECK_MS) return;
  checkedAt = now;
  for (const [file, entry] of entries) {
    const stats = statOrUndefined(file);
    if ((stats?.mtimeMs ?? -1) === entry.mtimeMs && (stats?.size ?? -1) === entry.size) continue;
    entries.clear();
    changes++;
    return;
  }
}

function read(file: string): ModuleSource | undefined {
  try {
    parses++;
    return ModuleSource.parse(file, readFileSync(file, 'utf8'));
  } catch {
    return undefined; // unreadable, or a parser failure: the module is unknown, never a crash
  }
}

function statOrUndefined(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** How many modules have been parsed in this process (for the benchmarks and tests). */
export const moduleParses = (): number => parses;

/**
 * How many times the modules read were forgotten (one changed on disk, or the cache was full): an
 * answer read across modules lasts while this stays. Asking checks the disk as `loadModule` does.
 */
export function moduleChanges(): number {
  checkModules();
  return changes;
}

/** Checks the modules against the disk at the next question (for tests, and for a host that knows files changed). */
export function expireModuleChecks(): void {
  checkedIn = -1;
  checkedAt = -Infinity;
}

/** Forgets every parsed module. */
export function clearModuleCache(): void {
  entries.clear();
  changes++;
}
