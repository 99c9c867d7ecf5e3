// The nodes several rooms look for anywhere in a file (calls, `new`, classes, object literals), listed
// by one walk per file for all of them instead of a walk each.
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

const LISTED = new Set<string>([
  'CallExpression',
  'NewExpression',
  'ClassDeclaration',
  'ClassExpression',
  'ObjectExpression',
]);

/** Nodes that hold types only: none of the listed nodes is inside them, so the walk does not go in. */
const TYPES_ONLY = new Set<string>([
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

/** The file's calls, `new` expressions, classes and object literals, in source order (outer before inner). */
export const fileNodes = perFile((sourceCode: SourceCode): readonly ListedNode[] => {
  const nodes: ListedNode[] = [];
  walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    // The type is read once: the nodes are of many shapes, which makes each read of a property slow.
    const type = node.type;
    if (LISTED.has(type)) nodes.push(node as ListedNode);
    else if (TYPES_ONLY.has(type)) return false;
    return undefined;
  });
  return nodes;
});
