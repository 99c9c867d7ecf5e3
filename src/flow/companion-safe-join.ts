// `safeJoin(root, value)` and `safeJoinSync` of mcp-resources/fs, found by import: they refuse
// "..", absolute values, NUL and symlinks that lead out, so a value passed as their second
// argument is contained. A function of the same name from anywhere else is not.
import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { trackModuleUses } from '../mcp/index.js';
import { perFile } from '../source/index.js';

const TRACE = { 'mcp-resources/fs': { safeJoin: { [CALL]: true }, safeJoinSync: { [CALL]: true } } };
const safeJoinCalls = perFile(
  (sourceCode: Readonly<TSESLint.SourceCode>): ReadonlySet<TSESTree.Node> =>
    new Set(trackModuleUses(sourceCode, TRACE).map((use) => use.node)),
);

/** Whether `call` is mcp-resources' `safeJoin`/`safeJoinSync` and argument `index` is the joined path. */
export function isCompanionSafeJoin(
  call: TSESTree.CallExpression,
  index: number,
  sourceCode: Readonly<TSESLint.SourceCode>,
): boolean {
  return index === 1 && safeJoinCalls(sourceCode).has(call);
}
