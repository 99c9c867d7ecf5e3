import { CALL, READ } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { trackModuleUses } from '../mcp/index.js';
import { perFile } from '../source/index.js';

/** The `node:path` functions the flow and the containment checks understand. */
export type PathFunction = 'join' | 'resolve' | 'normalize' | 'relative' | 'isAbsolute';

export interface PathModuleUses {
  readonly calls: Map<TSESTree.CallExpression, PathFunction>;
  /** Reads of `path.sep` (and `path.posix.sep`, `path.win32.sep`). */
  readonly separators: Set<TSESTree.Node>;
}

const PATH_MODULES = ['path', 'node:path', 'path/posix', 'node:path/posix', 'path/win32', 'node:path/win32'];
const FUNCTIONS: PathFunction[] = ['join', 'resolve', 'normalize', 'relative', 'isAbsolute'];

function entries(): Record<string, unknown> {
  const map: Record<string, unknown> = { sep: { [READ]: 'sep' } };
  for (const name of FUNCTIONS) map[name] = { [CALL]: name };
  return map;
}

const TRACE_MAP: Record<string, unknown> = Object.fromEntries(
  PATH_MODULES.map((module) => [module, { ...entries(), posix: entries(), win32: entries() }]),
);

/** Calls of `node:path` functions and reads of `sep`, resolved by import (named, namespace, default, `require`). */
export const findPathModuleUses = perFile((sourceCode: Readonly<TSESLint.SourceCode>): PathModuleUses => {
  const uses: PathModuleUses = { calls: new Map(), separators: new Set() };
  for (const { node, info } of trackModuleUses(sourceCode, TRACE_MAP)) {
    if (info === 'sep') uses.separators.add(node);
    else if (node.type === 'CallExpression') uses.calls.set(node, info as PathFunction);
  }
  return uses;
});
