import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { staticName, unwrap, variableOf } from '../source/index.js';
import type { ValueMatcher } from './undefined-guards.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Matches references to one local binding. */
export function bindingMatcher(variable: TSESLint.Scope.Variable, sourceCode: SourceCode): ValueMatcher {
  return {
    same: (node) =>
      node.type === 'Identifier' && node.name === variable.name && variableOf(node, sourceCode) === variable,
  };
}

function isKeyLiteral(node: TSESTree.Node, key: string): boolean {
  return node.type === 'Literal' && node.value === key;
}

/** Matches `variables.key` / `variables["key"]` on one variables object, and checks that `key` is in it. */
export function memberMatcher(object: TSESLint.Scope.Variable, key: string, sourceCode: SourceCode): ValueMatcher {
  const isObject = (node: TSESTree.Node) => {
    const inner = unwrap(node);
    return inner.type === 'Identifier' && inner.name === object.name && variableOf(inner, sourceCode) === object;
  };
  return {
    same: (node) => node.type === 'MemberExpression' && isObject(node.object) && staticName(node, sourceCode) === key,
    presence: (node) => {
      if (node.type === 'BinaryExpression' && node.operator === 'in')
        return isKeyLiteral(node.left, key) && isObject(node.right);
      if (node.type !== 'CallExpression') return false;
      const callee = unwrap(node.callee);
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
      const [first, second] = node.arguments;
      // Object.hasOwn(variables, "x") / variables.hasOwnProperty("x")
      if (callee.property.name === 'hasOwn') return !!first && !!second && isObject(first) && isKeyLiteral(second, key);
      if (callee.property.name === 'hasOwnProperty')
        return isObject(callee.object) && !!first && isKeyLiteral(first, key);
      return false;
    },
  };
}
