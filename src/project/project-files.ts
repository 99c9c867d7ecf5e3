// The files of a project and who imports whom, for the questions a module cannot answer alone: a
// handler module does not know that a server module registers its exports. Read once per process
// and listed again now and then, so a long lint reads each file once; the file being linted is read
// from the host at each lint, so an import typed in the editor counts at once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { statOrUndefined } from './file-stats.js';
import { hostFile, lintGeneration } from './host-files.js';
import { MAX_MODULE_BYTES, MODULE_RECHECK_MS } from './module-cache.js';
import { resolveImport } from './resolver.js';

/** Folders never searched: packages, build output, caches, version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', 'bower_components']);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** A project larger than this is not searched for importers (a monorepo's root, a home folder). */
export const MAX_PROJECT_FILES = 20_000;
/**
 * How old a listing of the project's files, and what is known of each file, may be before they are
 * read again: a change made outside the editor (a checkout, another tool) is seen within this time.
 */
export const LISTING_LIFETIME_MS = 30_000;

// Each pattern starts with its keyword, and a statement's start is asked right after it (`(?<=^\s*…)`):
// the regex engine then skips straight to the keywords of the text.
/** `from '…'`, `import('…')`, and `import '…'` at a statement's start. */
const SPECIFIER = /\b(?:from\s*|import\s*\(\s*|import(?<=^\s*import)\s+)(['"])([^'"\n]+)\1/gm;
/** `export … from '…'`: a module that passes on another's exports (an `index.ts`). */
const REEXPORT =
  /\bexport(?<=^\s*export)\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+[\w$]+)?\s*from\s*(['"])([^'"\n]+)\1/gm;
/** How many modules that pass on exports lie between an importer and the module it reaches. */
const MAX_REEXPORT_DEPTH = 4;

/**
 * What a caller's test reads of a file's text: marks of its own choosing (bits), `0` when the file's
 * imports need not be read (it names no MCP API, say).
 */
export type FileTest = (text: string) => number;

interface FileFacts {
  /** `-1` for facts read from the host's text: the disk's version is read at the next listing. */
  readonly mtimeMs: number;
  readonly size: number;
  /** What the test the file was read for gave its text. */
  readonly marks: number;
  /** The project files it imports, when its marks are not `0`; `null` otherwise. */
  readonly imports: readonly string[] | null;
  /** The project files whose exports it passes on (`export … from`). */
  readonly reexports: readonly string[];
}

interface Project {
  files: readonly string[];
  listedAt: number;
  /** The lint in which the host's file was last looked at: `projectOf` is asked many times per lint. */
  hostLint: number;
  /** The file last read from the host, and when. */
  hostRead: { readonly file: string; readonly at: number } | undefined;
  readonly facts: Map<string, FileFacts>;
  /** Who imports each file, among the files that pass the test. */
  importers: Map<string, string[]>;
  /** Who passes on the exports of each file. */
  reexporters: Map<string, string[]>;
  /** What each file asked of by `linksOf` imports or passes on, while who imports whom is unchanged. */
  readonly links: Map<string, readonly string[]>;
}

const roots = new Map<string, string | undefined>();
const projects = new Map<string, Map<FileTest, Project>>();
let changes = 0;

/**
 * How many times who imports whom has changed in any project, once `file`'s project is checked as
 * `importersOf` checks it: an answer read from the project lasts while this stays.
 */
export function projectChanges(file: string, test: FileTest): number {
  const root = projectRootOf(file);
  if (root) projectOf(root, test);
  return changes;
}

/** The folder of the nearest `package.json` above `file`: the project it belongs to. */
export function projectRootOf(file: string): string | undefined {
  const start = path.dirname(file);
  if (roots.has(start)) return roots.get(start);
  // Every folder on the way up has the same answer: each is asked of the disk once.
  const passed: string[] = [];
  let root: string | undefined;
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (roots.has(dir)) {
      root = roots.get(dir);
      break;
    }
    passed.push(dir);
    if (statOrUndefined(path.join(dir, 'package.json'))?.isFile()) {
      root = dir;
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of passed) roots.set(dir, root);
  return root;
}

/**
 * The files of `file`'s project that import it (relative specifiers, `tsconfig` paths, workspace
 * packages) and whose text passes `test` (a cheap test, such as naming an MCP API).
 */
export function importersOf(file: string, test: FileTest): readonly string[] {
  const root = projectRootOf(file);
  if (!root) return [];
  const project = projectOf(root, test);
  if (!project) return [];
  // The file itself, and the modules that pass its exports on (`handlers/index.ts`), are imported alike.
  const reached = new Set([file]);
  let frontier = [file];
  for (let depth = 0; depth < MAX_REEXPORT_DEPTH && frontier.length > 0; depth++)
    frontier = frontier.flatMap((target) =>
      (project.reexporters.get(target) ?? []).filter((module) => !reached.has(module) && reached.add(module)),
    );
  const importers = new Set<string>();
  for (const target of reached) for (const importer of project.importers.get(target) ?? []) importers.add(importer);
  importers.delete(file);
  return [...importers];
}

function projectOf(root: string, test: FileTest): Project | undefined {
  let byTest = projects.get(root);
  if (!byTest) projects.set(root, (byTest = new Map<FileTest, Project>()));
  let project = byTest.get(test);
  const now = Date.now();
  if (!project) {
    const files = listFiles(root);
    if (!files) return undefined;
    project = {
      files,
      listedAt: now,
      hostLint: -1,
      hostRead: undefined,
      facts: new Map(),
      importers: new Map(),
      reexporters: new Map(),
      links: new Map(),
    };
    byTest.set(test, project);
    refresh(project, test);
  } else if (now - project.listedAt > LISTING_LIFETIME_MS) {
    project.files = listFiles(root) ?? [];
    project.listedAt = now;
    refresh(project, test);
  }
  followHostFile(project, test);
  return project;
}

/**
 * Whether `file`'s text passes `test` (it names an MCP API), as the project's listing read it:
 * a question about one file that reads nothing when the project is known.
 */
export const passesInProject = (file: string, test: FileTest): boolean => marksInProject(file, test) !== 0;

/** The marks `test` gave `file`'s text when the project's listing read it; `0` for a file outside any project. */
export function marksInProject(file: string, test: FileTest): number {
  const root = projectRootOf(file);
  return (root ? projectOf(root, test)?.facts.get(file)?.marks : undefined) ?? 0;
}

/**
 * The project files `file` imports or passes on the exports of: known from the listing for a file
 * whose marks are not `0`, read when first asked for any other, and kept while who imports whom is
 * unchanged.
 */
export function linksOf(file: string, test: FileTest): readonly string[] {
  const root = projectRootOf(file);
  const project = root ? projectOf(root, test) : undefined;
  const facts = project?.facts.get(file);
  if (facts?.imports)
    return facts.reexports.length > 0 ? [...new Set([...facts.imports, ...facts.reexports])] : facts.imports;
  // A file outside the listing (a workspace package's, another project's) is read each time: no listing tells when it changes.
  if (!project || !facts) return readLinks(file, undefined);
  let links = project.links.get(file);
  if (!links) project.links.set(file, (links = readLinks(file, facts.size)));
  return links;
}

function readLinks(file: string, size: number | undefined): readonly string[] {
  if (size !== undefined && size > MAX_MODULE_BYTES) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.length > MAX_MODULE_BYTES
    ? []
    : [...new Set([...targetsOf(file, text, SPECIFIER), ...targetsOf(file, text, REEXPORT)])];
}

/** Reads again the listed files that changed on disk, and rebuilds who imports whom when what one imports did. */
function refresh(project: Project, test: FileTest): void {
  let changed = false;
  const listed = new Set(project.files);
  for (const known of project.facts.keys()) {
    if (listed.has(known)) continue;
    project.facts.delete(known);
    changed = true;
  }
  for (const file of project.files) {
    const stats = statOrUndefined(file);
    const known = project.facts.get(file);
    if (!stats) {
      if (known) project.facts.delete(file);
      changed = true;
      continue;
    }
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) continue;
    // A file over the module size limit (generated or bundled code) is not read: nothing follows into it.
    const facts = stats.size > MAX_MODULE_BYTES ? { marks: 0, imports: null, reexports: [] } : importsOf(file, test);
    project.facts.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, ...facts });
    // An edit that leaves what a file imports as it was (most do) changes no answer. The links of a
    // file read on demand (`linksOf`) are not in its facts: a change of it is a change of links.
    if (!known || !sameLinks(known, facts) || project.links.has(file)) changed = true;
  }
  if (changed) relink(project);
}

/**
 * The file being linted, read from the host's text when it is opened and then at most once per
 * `MODULE_RECHECK_MS` (an editor lints it at each keystroke), looked at once per lint: what it
 * imports now, typed and perhaps unsaved, is what other files see of it. Between two listings no
 * other file is read again.
 */
function followHostFile(project: Project, test: FileTest): void {
  const lint = lintGeneration();
  if (project.hostLint === lint) return;
  project.hostLint = lint;
  const host = hostFile();
  const known = host && project.facts.get(host.file);
  if (!host || !known || host.text.length > MAX_MODULE_BYTES) return;
  const now = Date.now();
  if (project.hostRead?.file === host.file && now - project.hostRead.at < MODULE_RECHECK_MS) return;
  project.hostRead = { file: host.file, at: now };
  const facts = factsOfText(host.file, host.text, test);
  project.facts.set(host.file, { mtimeMs: -1, size: host.text.length, ...facts });
  if (!sameLinks(known, facts)) relink(project);
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((item, i) => item === b[i]));

const sameLinks = (a: Omit<FileFacts, 'mtimeMs' | 'size'>, b: Omit<FileFacts, 'mtimeMs' | 'size'>) =>
  a.marks === b.marks && sameList(a.imports, b.imports) && sameList(a.reexports, b.reexports);

/** Who imports whom, again from every file's facts: answers read from the project are stale. */
function relink(project: Project): void {
  changes++;
  project.links.clear();
  project.importers = reverse(project.facts, (facts) => facts.imports ?? []);
  project.reexporters = reverse(project.facts, (facts) => facts.reexports);
}

/** For each target, the files that name it by `edges`. */
function reverse(facts: ReadonlyMap<string, FileFacts>, edges: (facts: FileFacts) => readonly string[]) {
  const reversed = new Map<string, string[]>();
  for (const [file, fileFacts] of facts)
    for (const target of edges(fileFacts)) {
      let list = reversed.get(target);
      if (!list) reversed.set(target, (list = []));
      list.push(file);
    }
  return reversed;
}

function importsOf(file: string, test: FileTest): Pick<FileFacts, 'marks' | 'imports' | 'reexports'> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { marks: 0, imports: null, reexports: [] };
  }
  return factsOfText(file, text, test);
}

function factsOfText(file: string, text: string, test: FileTest): Pick<FileFacts, 'marks' | 'imports' | 'reexports'> {
  const reexports = targetsOf(file, text, REEXPORT);
  const marks = test(text);
  return { marks, imports: marks !== 0 ? targetsOf(file, text, SPECIFIER) : null, reexports };
}

function targetsOf(file: string, text: string, specifiers: RegExp): string[] {
  const targets = new Set<string>();
  for (const match of text.matchAll(specifiers)) {
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

/** Forgets every project (for tests, and for a host that knows the files changed). */
export function clearProjects(): void {
  roots.clear();
  projects.clear();
  changes++;
}
