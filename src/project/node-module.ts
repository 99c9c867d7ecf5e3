// Which module a node belongs to. Nodes of other modules reach the analyses through imports; every
// question about scope or text must then be asked of their own module, not of the file being linted.
import path from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { hostFileOf, hostSourceOf } from './host-files.js';
import { ModuleSource, moduleOfNode } from './module-source.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

function programOf(node: TSESTree.Node): TSESTree.Program {
  let current = node;
  while (current.parent) current = current.parent;
  return current;
}

/**
 * The source code `node` is part of: `sourceCode` (the file being linted) unless the node comes from
 * another module of the project, which then answers as a `SourceCode` would.
 */
export function sourceOf(node: TSESTree.Node, sourceCode: SourceCode): SourceCode {
  const module = moduleOfNode(node) as unknown as SourceCode | undefined;
  if (module) return module;
  // A node of the linted file met while reading another module (a handler it registers) is read in the file.
  if (!((sourceCode as unknown) instanceof ModuleSource)) return sourceCode;
  return (hostSourceOf(programOf(node)) as SourceCode | undefined) ?? sourceCode;
}

/** `SourceCode#getScope`, asked of the module `node` belongs to. */
export const scopeOf = (node: TSESTree.Node, sourceCode: SourceCode): TSESLint.Scope.Scope =>
  sourceOf(node, sourceCode).getScope(node);

/** The path of the module a source code is: the linted file's, or another module's. */
export function fileOf(sourceCode: SourceCode): string | undefined {
  return (sourceCode as { file?: string }).file ?? hostFileOf(sourceCode.ast);
}

/** Whether a node was written in another module than the one `sourceCode` is. */
export const isForeign = (node: TSESTree.Node, sourceCode: SourceCode): boolean =>
  sourceOf(node, sourceCode) !== sourceCode;

/** `SourceCode#getDeclaredVariables`, asked of the module `node` belongs to. */
export const declaredVariablesOf = (node: TSESTree.Node, sourceCode: SourceCode): readonly TSESLint.Scope.Variable[] =>
  sourceOf(node, sourceCode).getDeclaredVariables(node);

/** `SourceCode#getText`, asked of the module `node` belongs to. */
export const textOf = (node: TSESTree.Node, sourceCode: SourceCode): string => sourceOf(node, sourceCode).getText(node);

/** The path of the module a node was written in: another module's, or the linted file's. */
export function fileOfNode(node: TSESTree.Node): string | undefined {
  return moduleOfNode(node)?.file ?? hostFileOf(programOf(node));
}

/**
 * Where a finding in code of another module is reported in the linted file: `node` when it is in the
 * file; otherwise the outermost of `calls` (the calls through which a value went into that module,
 * outermost first) that is in the file, or `fallback`. `undefined` when none of them is in the file.
 */
export function hostAnchor(
  node: TSESTree.Node,
  sourceCode: SourceCode,
  calls: readonly TSESTree.Node[] = [],
  fallback?: TSESTree.Node,
): TSESTree.Node | undefined {
  if (!isForeign(node, sourceCode)) return node;
  const call = calls.find((entered) => !isForeign(entered, sourceCode));
  if (call) return call;
  return fallback && !isForeign(fallback, sourceCode) ? fallback : undefined;
}

/** How messages name the module a node of another module is in: its path from the linted file's folder. */
export function relativeModule(node: TSESTree.Node, sourceCode: SourceCode): string {
  const file = fileOfNode(node);
  const from = fileOf(sourceCode);
  if (!file) return 'another module';
  const relative = from ? path.relative(path.dirname(from), file).split(path.sep).join('/') : path.basename(file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** A node's line for a message: `12`, or `12 of ./uris.ts` for a node of another module. */
export const lineLabel = (node: TSESTree.Node, sourceCode: SourceCode): string =>
  isForeign(node, sourceCode)
    ? `${node.loc.start.line} of ${relativeModule(node, sourceCode)}`
    : String(node.loc.start.line);
