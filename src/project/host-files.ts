// Which file on disk the host is linting: the project layer resolves the current file's imports from
// its path, and reads the current file from the host (an editor's unsaved text) rather than from disk.
import path from 'node:path';

/** The part of a host's source code the project layer needs: its tree, known by its Program, and its text. */
export interface HostSource {
  readonly ast: object;
  readonly text: string;
}

const hostFiles = new WeakMap<object, string>();
let lastProgram: object | undefined;
let lastSource: HostSource | undefined;
let lastHost: { readonly file: string; readonly sourceCode: HostSource } | undefined;
let generation = 0;

/**
 * Remembers the path of the file whose tree is `sourceCode.ast`. A filename that is not an absolute
 * path (`<input>`, text piped to the linter) has no project: its imports stay unresolved.
 */
export function registerHostFile(sourceCode: HostSource | undefined, filename: string | undefined): void {
  // A context without source code (a wrapper's stand-in) has nothing to register.
  if (!sourceCode || sourceCode.ast === lastProgram) return;
  lastProgram = sourceCode.ast;
  lastSource = sourceCode;
  generation++;
  lastHost = undefined;
  if (!filename || !path.isAbsolute(filename)) return;
  const file = path.normalize(filename);
  hostFiles.set(sourceCode.ast, file);
  lastHost = { file, sourceCode };
}

/** The file being linted, when `file` is its path: its text is the host's (an editor's unsaved edit), not the disk's. */
export const hostSourceAt = (file: string): HostSource | undefined =>
  lastHost?.file === file ? lastHost.sourceCode : undefined;

/** The file being linted and its text (an editor's, saved or not), when it has a path. */
export const hostFile = (): { readonly file: string; readonly text: string } | undefined =>
  lastHost && { file: lastHost.file, text: lastHost.sourceCode.text };

/** Counts the files linted: what other modules look like is checked on disk once per lint. */
export const lintGeneration = (): number => generation;

/** The path of the host file whose Program this is. */
export const hostFileOf = (program: object): string | undefined => hostFiles.get(program);

/** The source code of the file being linted, when `program` is its tree. */
export const hostSourceOf = (program: object): HostSource | undefined =>
  lastSource?.ast === program ? lastSource : undefined;
