// The value a local name always holds: the initializer of a variable assigned exactly once.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importedDefinition } from '../project/index.js';
import { variableOf } from './variable-of.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The initializer of a variable that is assigned exactly once, at its declaration; for a name imported
 * from another module of the project, the value that module exports under it (its node is in that module).
 */
export function singleAssignmentInit(
  identifier: TSESTree.Identifier,
  sourceCode: SourceCode,
): TSESTree.Expression | null {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'ImportBinding') {
    const imported = importedDefinition(identifier, sourceCode);
    return imported?.kind === 'node' && isExpression(imported.node) ? imported.node : null;
  }
  if (!variable || !def || def.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return null;
  if (variable.references.some((reference) => reference.isWrite() && reference.identifier !== def.node.id)) return null;
  return def.node.init;
}

/** A value, not a declaration: an exported function or class declaration is followed by the callers that want it. */
const isExpression = (node: TSESTree.Node): node is TSESTree.Expression =>
  node.type !== 'FunctionDeclaration' && node.type !== 'ClassDeclaration' && node.type !== 'TSDeclareFunction';
