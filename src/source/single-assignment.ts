// The value a local name always holds: the initializer of a variable assigned exactly once.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { variableOf } from './variable-of.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The initializer of a variable that is assigned exactly once, at its declaration. */
export function singleAssignmentInit(
  identifier: TSESTree.Identifier,
  sourceCode: SourceCode,
): TSESTree.Expression | null {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!variable || !def || def.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return null;
  if (variable.references.some((reference) => reference.isWrite() && reference.identifier !== def.node.id)) return null;
  return def.node.init;
}
