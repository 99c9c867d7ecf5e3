// Each module of the project is read and parsed at most once per process while it is unchanged: the
// cache is keyed by path and checked against the file's modification time and size, and bounded.
import { readFileSync, statSync } from 'node:fs';
import { lintGeneration } from './host-files.js';
import { ModuleSource } from './module-source.js';

/** Modules larger than this are generated or bundled code: not read, so never a stall. */
export const MAX_MODULE_BYTES = 1_000_000;
/** How many parsed modules are kept; the least recently used goes first. */
export const MAX_CACHED_MODULES = 1_000;
/**
 * How long a module checked against the disk is taken as it was: an editor lints the file being
 * typed many times a second, and a saved change of another module is seen within this time.
 */
export const MODULE_RECHECK_MS = 1_000;

interface Entry {
  readonly mtimeMs: number;
  readonly size: number;
  /** `undefined`: the module is too large, unreadable or does not parse. */
  readonly module: ModuleSource | undefined;
  /** The lint for which the entry was last checked against the disk, and when. */
  checkedIn: number;
  checkedAt: number;
}

const entries = new Map<string, Entry>();
let parses = 0;
let changes = 0;

/**
 * The parsed module at `file`. The disk is checked at most once per linted file, so every question
 * one lint asks of a module sees one version of it, and not again within `MODULE_RECHECK_MS`.
 */
export function loadModule(file: string): ModuleSource | undefined {
  const generation = lintGeneration();
  const now = Date.now();
  const cached = entries.get(file);
  if (cached && (cached.checkedIn === generation || now - cached.checkedAt < MODULE_RECHECK_MS)) {
    cached.checkedIn = generation;
    return touch(file, cached).module;
  }
  let stats;
  try {
    stats = statSync(file);
  } catch {
    if (entries.delete(file)) changes++;
    return undefined;
  }
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
    cached.checkedIn = generation;
    cached.checkedAt = now;
    return touch(file, cached).module;
  }
  if (cached) changes++;
  const module = stats.isFile() && stats.size <= MAX_MODULE_BYTES ? read(file) : undefined;
  const entry: Entry = { mtimeMs: stats.mtimeMs, size: stats.size, module, checkedIn: generation, checkedAt: now };
  entries.set(file, entry);
  // A module forgotten and read again is a new tree: answers holding nodes of the old one must go too.
  while (entries.size > MAX_CACHED_MODULES) {
    entries.delete(entries.keys().next().value!);
    changes++;
  }
  return entry.module;
}

function read(file: string): ModuleSource | undefined {
  try {
    parses++;
    return ModuleSource.parse(file, readFileSync(file, 'utf8'));
  } catch {
    return undefined; // unreadable, or a parser failure: the module is unknown, never a crash
  }
}

function touch(file: string, entry: Entry): Entry {
  // A Map keeps insertion order: re-inserting makes the entry the most recently used.
  entries.delete(file);
  entries.set(file, entry);
  return entry;
}

/** How many modules have been parsed in this process (for the benchmarks and tests). */
export const moduleParses = (): number => parses;

/** How many times a module read before was found changed or gone, or was forgotten: answers read across modules last while it stays. */
export const moduleChanges = (): number => changes;

/** Checks every module against the disk at its next use (for tests, and for a host that knows files changed). */
export function expireModuleChecks(): void {
  for (const entry of entries.values()) entry.checkedAt = -Infinity;
  changes++;
}

/** Forgets every parsed module. */
export function clearModuleCache(): void {
  entries.clear();
  changes++;
}
