// The files of a project and who imports whom, for the questions a module cannot answer alone: a
// handler module does not know that a server module registers its exports. Read once per process
// and checked against the disk now and then, so a long lint reads each file once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveImport } from './resolver.js';

/** Folders never searched: packages, build output, caches, version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', 'bower_components']);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** A project larger than this is not searched for importers (a monorepo's root, a home folder). */
export const MAX_PROJECT_FILES = 20_000;
/** How old a listing of the project's files, and what is known of each file, may be before it is read again. */
const LISTING_LIFETIME_MS = 30_000;
const STAT_LIFETIME_MS = 2_000;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bexport\s*\*\s*from\s*)(['"])([^'"\n]+)\1/gm;

interface FileFacts {
  readonly mtimeMs: number;
  readonly size: number;
  /** The project files it imports, when its text passes the test it was read for; `null` otherwise. */
  readonly imports: readonly string[] | null;
}

interface Project {
  files: readonly string[];
  listedAt: number;
  checkedAt: number;
  readonly facts: Map<string, FileFacts>;
  /** Who imports each file, among the files that pass the test. */
  importers: Map<string, string[]>;
}

const roots = new Map<string, string | undefined>();
const projects = new Map<string, Map<(text: string) => boolean, Project>>();

/** The folder of the nearest `package.json` above `file`: the project it belongs to. */
export function projectRootOf(file: string): string | undefined {
  const start = path.dirname(file);
  if (roots.has(start)) return roots.get(start);
  let root: string | undefined;
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (statOrUndefined(path.join(dir, 'package.json'))?.isFile()) {
      root = dir;
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  roots.set(start, root);
  return root;
}

/**
 * The files of `file`'s project that import it (relative specifiers, `tsconfig` paths, workspace
 * packages) and whose text passes `isCandidate` (a cheap test, such as naming an MCP API).
 */
export function importersOf(file: string, isCandidate: (text: string) => boolean): readonly string[] {
  const root = projectRootOf(file);
  if (!root) return [];
  const project = projectOf(root, isCandidate);
  return project?.importers.get(file) ?? [];
}

function projectOf(root: string, isCandidate: (text: string) => boolean): Project | undefined {
  let byTest = projects.get(root);
  if (!byTest) projects.set(root, (byTest = new Map<(text: string) => boolean, Project>()));
  let project = byTest.get(isCandidate);
  const now = Date.now();
  if (!project) {
    const files = listFiles(root);
    if (!files) return undefined;
    project = { files, listedAt: now, checkedAt: -Infinity, facts: new Map(), importers: new Map() };
    byTest.set(isCandidate, project);
  } else if (now - project.listedAt > LISTING_LIFETIME_MS) {
    project.files = listFiles(root) ?? [];
    project.listedAt = now;
    project.checkedAt = -Infinity;
  }
  if (now - project.checkedAt > STAT_LIFETIME_MS) {
    refresh(project, isCandidate);
    project.checkedAt = now;
  }
  return project;
}

/** Reads again the files that changed, and rebuilds who imports whom when any did. */
function refresh(project: Project, isCandidate: (text: string) => boolean): void {
  let changed = project.facts.size !== project.files.length;
  const listed = new Set(project.files);
  for (const known of project.facts.keys()) if (!listed.has(known)) project.facts.delete(known);
  for (const file of project.files) {
    const stats = statOrUndefined(file);
    const known = project.facts.get(file);
    if (!stats) {
      if (known) project.facts.delete(file);
      changed = true;
      continue;
    }
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) continue;
    project.facts.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, imports: importsOf(file, isCandidate) });
    changed = true;
  }
  if (!changed) return;
  const importers = new Map<string, string[]>();
  for (const [file, facts] of project.facts)
    for (const target of facts.imports ?? []) {
      let list = importers.get(target);
      if (!list) importers.set(target, (list = []));
      list.push(file);
    }
  project.importers = importers;
}

function importsOf(file: string, isCandidate: (text: string) => boolean): readonly string[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  if (!isCandidate(text)) return null;
  const targets = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveImport(file, match[2]!);
    if (target && target !== file) targets.add(target);
  }
  return [...targets];
}

function listFiles(root: string): string[] | undefined {
  const files: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) pending.push(full);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name)) {
        files.push(full);
        if (files.length > MAX_PROJECT_FILES) return undefined;
      }
    }
  }
  return files;
}

function statOrUndefined(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Forgets every project (for tests, and for a host that knows the files changed). */
export function clearProjects(): void {
  roots.clear();
  projects.clear();
}
