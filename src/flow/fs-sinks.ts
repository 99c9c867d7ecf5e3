import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { trackModuleUses } from '../mcp/index.js';
import { perFile } from '../source/index.js';

/** A file-system function whose listed arguments are paths. */
export interface FsSink {
  readonly module: string;
  /** The function as written in messages, e.g. `readFile` or `promises.readFile`. */
  readonly name: string;
  /** Zero-based indexes of the arguments that are paths. */
  readonly pathArguments: readonly number[];
}

/** An extra sink from a rule option: `function` may be dotted (`promises.readFile`). */
export interface ExtraSink {
  readonly module: string;
  readonly function: string;
  readonly pathArguments: readonly number[];
}

export const FS_MODULES = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises'];
export const FS_EXTRA_MODULES = ['fs-extra', 'fs-extra/esm'];

// Which arguments of each function are paths. Functions of both `fs` and `fs/promises` (and
// their `…Sync` twins). `realpath` is absent on purpose: it is the normalizing step of a
// containment check, not a read.
const ONE_PATH = [
  'readFile',
  'writeFile',
  'appendFile',
  'createReadStream',
  'createWriteStream',
  'readdir',
  'opendir',
  'stat',
  'lstat',
  'access',
  'exists',
  'open',
  'unlink',
  'rm',
  'rmdir',
  'mkdir',
  'truncate',
  'chmod',
  'chown',
  'lchown',
  'utimes',
  'lutimes',
  'readlink',
  'watch',
  'watchFile',
  'statfs',
  'glob',
];
const TWO_PATHS = ['copyFile', 'cp', 'rename', 'link', 'symlink'];
const FS_EXTRA_ONE_PATH = [
  'readJson',
  'readJSON',
  'writeJson',
  'writeJSON',
  'outputFile',
  'outputJson',
  'outputJSON',
  'pathExists',
  'remove',
  'ensureDir',
  'ensureFile',
  'mkdirs',
  'mkdirp',
  'emptyDir',
];
const FS_EXTRA_TWO_PATHS = ['copy', 'move'];
// Directory listings by pattern: the pattern (first argument) is a path, and may climb with `..`.
const GLOB_MODULES: Record<string, { callable: boolean; functions: string[] }> = {
  'fast-glob': { callable: true, functions: ['glob', 'globSync', 'globStream', 'sync', 'async', 'stream'] },
  glob: { callable: false, functions: ['glob', 'globSync', 'globStream', 'globIterate', 'sync'] },
  globby: { callable: false, functions: ['globby', 'globbySync', 'globbyStream'] },
  tinyglobby: { callable: false, functions: ['glob', 'globSync'] },
};

function functionTable(names: string[], twoPaths: string[]): Map<string, number[]> {
  const table = new Map<string, number[]>();
  for (const name of names) for (const variant of [name, `${name}Sync`]) table.set(variant, [0]);
  for (const name of twoPaths) for (const variant of [name, `${name}Sync`]) table.set(variant, [0, 1]);
  return table;
}

const FS_FUNCTIONS = functionTable(ONE_PATH, TWO_PATHS);
const FS_EXTRA_FUNCTIONS = new Map([...FS_FUNCTIONS, ...functionTable(FS_EXTRA_ONE_PATH, FS_EXTRA_TWO_PATHS)]);

type TraceMap = Record<string, unknown>;

function sinkEntries(module: string, functions: Map<string, number[]>, prefix = ''): TraceMap {
  const entries: TraceMap = {};
  for (const [name, pathArguments] of functions) {
    entries[name] = { [CALL]: { module, name: `${prefix}${name}`, pathArguments } satisfies FsSink };
  }
  return entries;
}

/** The ReferenceTracker map of every sink: named, namespace, default and `require` imports, and `fs.promises`. */
export function fsSinkTraceMap(extra: readonly ExtraSink[] = []): TraceMap {
  const map: Record<string, TraceMap> = {};
  for (const module of FS_MODULES) {
    map[module] = { ...sinkEntries(module, FS_FUNCTIONS), promises: sinkEntries(module, FS_FUNCTIONS, 'promises.') };
  }
  for (const module of FS_EXTRA_MODULES) {
    map[module] = {
      ...sinkEntries(module, FS_EXTRA_FUNCTIONS),
      promises: sinkEntries(module, FS_FUNCTIONS, 'promises.'),
    };
  }
  for (const [module, { callable, functions }] of Object.entries(GLOB_MODULES)) {
    const entries: TraceMap = sinkEntries(module, new Map(functions.map((name) => [name, [0]])));
    map[module] = callable
      ? { ...entries, [CALL]: { module, name: module, pathArguments: [0] } satisfies FsSink }
      : entries;
  }
  for (const sink of extra) {
    const parts = sink.function.split('.').filter(Boolean);
    if (parts.length === 0) continue;
    let entry = (map[sink.module] ??= {});
    for (const part of parts.slice(0, -1)) entry = (entry[part] ??= {}) as TraceMap;
    const last = parts[parts.length - 1]!;
    entry[last] = {
      ...(entry[last] as TraceMap | undefined),
      [CALL]: { module: sink.module, name: sink.function, pathArguments: sink.pathArguments } satisfies FsSink,
    };
  }
  return map;
}

const REALPATH_NAMES = ['realpath', 'realpathSync'];

function realpathTraceMap(): TraceMap {
  const entries: TraceMap = {};
  for (const name of REALPATH_NAMES) entries[name] = { [CALL]: true, native: { [CALL]: true } };
  const map: TraceMap = {};
  for (const module of [...FS_MODULES, ...FS_EXTRA_MODULES])
    map[module] = { ...entries, promises: { realpath: { [CALL]: true } } };
  return map;
}

const REALPATH_TRACE_MAP = realpathTraceMap();

/** Every call in the file of the traced functions, keyed by call node. */
function trackCalls<T>(sourceCode: Readonly<TSESLint.SourceCode>, traceMap: TraceMap): Map<TSESTree.CallExpression, T> {
  const calls = new Map<TSESTree.CallExpression, T>();
  for (const use of trackModuleUses(sourceCode, traceMap)) {
    if (use.node.type === 'CallExpression') calls.set(use.node, use.info as T);
  }
  return calls;
}

const BUILT_IN_SINKS = fsSinkTraceMap();

/** The calls of the built-in sinks, found once per file for every rule that asks. */
const builtInSinkCalls = perFile((sourceCode: Readonly<TSESLint.SourceCode>) =>
  trackCalls<FsSink>(sourceCode, BUILT_IN_SINKS),
);

/** File-system sink calls of a file, resolved by import. */
export function findFsSinkCalls(
  sourceCode: Readonly<TSESLint.SourceCode>,
  extra: readonly ExtraSink[] = [],
): ReadonlyMap<TSESTree.CallExpression, FsSink> {
  return extra.length === 0 ? builtInSinkCalls(sourceCode) : trackCalls<FsSink>(sourceCode, fsSinkTraceMap(extra));
}

/** `realpath` calls of a file (callback, sync, `.native` and promise forms), resolved by import. */
export function findRealpathCalls(sourceCode: Readonly<TSESLint.SourceCode>): Set<TSESTree.CallExpression> {
  return new Set(trackCalls<true>(sourceCode, REALPATH_TRACE_MAP).keys());
}
