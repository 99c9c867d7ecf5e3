import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { methodNameOf } from '../source/index.js';
import { regexApplicationOn } from '../regex/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const STRING_TESTS = new Set(['includes', 'indexOf', 'lastIndexOf', 'startsWith', 'endsWith']);
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/**
 * The validation that inspects `node`, if any: a string test (`v.includes("..")`, `startsWith`,
 * `indexOf`…), a regex test (`re.test(v)`, `v.match(re)`…), a comparison, or a membership
 * lookup (`set.has(v)`, `list.includes(v)`). Returns the whole check expression.
 */
export function validationOf(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node | undefined {
  const parent = node.parent;
  if (!parent) return undefined;
  const regex = regexApplicationOn(node, sourceCode);
  if (regex) return regex.call;
  if (parent.type === 'BinaryExpression' && COMPARISONS.has(parent.operator)) return parent;
  if (
    parent.type === 'MemberExpression' &&
    parent.object === node &&
    parent.parent?.type === 'CallExpression' &&
    parent.parent.callee === parent
  ) {
    const name = methodNameOf(parent.parent)?.name;
    if (name && STRING_TESTS.has(name)) return parent.parent;
  }
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const name = methodNameOf(parent)?.name;
    if (name === 'has' || name === 'includes') return parent;
  }
  return undefined;
}
