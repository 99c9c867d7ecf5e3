// Where a finding in code of another module is reported in the linted file: at the call through
// which the value went into that module (`isValidPartId(partId)`), the nearest place the user of
// this file can see and change.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isForeign } from '../project/index.js';
import type { FlowNode } from './value-flow.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * `node` when it is in the linted file; otherwise the outermost call of the flow that is in the file,
 * or `fallback` (a node of the file the finding is about). `undefined` when neither is in the file.
 */
export function hostAnchor(
  node: TSESTree.Node,
  sourceCode: SourceCode,
  flow?: FlowNode,
  fallback?: TSESTree.Node,
): TSESTree.Node | undefined {
  if (!isForeign(node, sourceCode)) return node;
  const call = flow?.calls.find((entered) => !isForeign(entered, sourceCode));
  if (call) return call;
  return fallback && !isForeign(fallback, sourceCode) ? fallback : undefined;
}
