// The nodes several rooms look for anywhere in a file (calls, `new`, classes, object literals), listed
// once per file for all of them, instead of a walk each.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { perFile } from './per-file.js';
import { walk } from './walk.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export type ListedNode =
  | TSESTree.CallExpression
  | TSESTree.NewExpression
  | TSESTree.ClassDeclaration
  | TSESTree.ClassExpression
  | TSESTree.ObjectExpression;

/** Whether the node is one of those listed: a comparison of its type, asked of every node of the file. */
function isListed(node: TSESTree.Node): node is ListedNode {
  switch (node.type) {
    case 'CallExpression':
    case 'NewExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
    case 'ObjectExpression':
      return true;
    default:
      return false;
  }
}

/** Nodes that hold types only: none of the listed nodes is inside them, so a walk does not go in. */
const TYPES_ONLY = new Set<string>([
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

/** One step of ESLint's own traversal list: a node entered (phase 1) or left, or a code path event. */
interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  readonly target: unknown;
}

/** The file's calls, `new` expressions, classes and object literals, in source order (outer before inner). */
export const fileNodes = perFile((sourceCode: SourceCode): readonly ListedNode[] => {
  const nodes: ListedNode[] = [];
  // ESLint 9+ lists every node for its own traversal and keeps the list (`SourceCode#traverse`, part
  // of its language API): reading it costs far less than walking the tree again. Other hosts get a walk.
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  if (typeof traverse === 'function') {
    for (const step of traverse.call(sourceCode)) {
      if (step.kind !== 1 || step.phase !== 1) continue;
      const node = step.target as TSESTree.Node;
      if (isListed(node)) nodes.push(node);
    }
    return nodes;
  }
  walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (isListed(node)) nodes.push(node);
    else if (TYPES_ONLY.has(node.type)) return false;
    return undefined;
  });
  return nodes;
});
