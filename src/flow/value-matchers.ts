import { findVariable, getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { unwrap, type ValueMatcher } from './undefined-guards.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

function variableOf(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESLint.Scope.Variable | null {
  return findVariable(sourceCode.getScope(identifier) as never, identifier) as TSESLint.Scope.Variable | null;
}

/** Matches references to one local binding. */
export function bindingMatcher(variable: TSESLint.Scope.Variable, sourceCode: SourceCode): ValueMatcher {
  return {
    same: (node) =>
      node.type === AST_NODE_TYPES.Identifier &&
      node.name === variable.name &&
      variableOf(node, sourceCode) === variable,
  };
}

/** The static key of `object.key` / `object["key"]`, or `null`. */
export function staticMemberKey(member: TSESTree.MemberExpression, sourceCode: SourceCode): string | null {
  if (!member.computed) return member.property.type === AST_NODE_TYPES.Identifier ? member.property.name : null;
  const value = getStaticValue(member.property as never, sourceCode.getScope(member) as never);
  return value && (typeof value.value === 'string' || typeof value.value === 'number') ? String(value.value) : null;
}

function isKeyLiteral(node: TSESTree.Node, key: string): boolean {
  return node.type === AST_NODE_TYPES.Literal && node.value === key;
}

/** Matches `variables.key` / `variables["key"]` on one variables object, and checks that `key` is in it. */
export function memberMatcher(object: TSESLint.Scope.Variable, key: string, sourceCode: SourceCode): ValueMatcher {
  const isObject = (node: TSESTree.Node) => {
    const inner = unwrap(node);
    return (
      inner.type === AST_NODE_TYPES.Identifier && inner.name === object.name && variableOf(inner, sourceCode) === object
    );
  };
  return {
    same: (node) =>
      node.type === AST_NODE_TYPES.MemberExpression &&
      isObject(node.object) &&
      staticMemberKey(node, sourceCode) === key,
    presence: (node) => {
      if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === 'in')
        return isKeyLiteral(node.left, key) && isObject(node.right);
      if (node.type !== AST_NODE_TYPES.CallExpression) return false;
      const callee = unwrap(node.callee);
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.property.type !== AST_NODE_TYPES.Identifier)
        return false;
      const [first, second] = node.arguments;
      // Object.hasOwn(variables, "x") / variables.hasOwnProperty("x")
      if (callee.property.name === 'hasOwn') return !!first && !!second && isObject(first) && isKeyLiteral(second, key);
      if (callee.property.name === 'hasOwnProperty')
        return isObject(callee.object) && !!first && isKeyLiteral(first, key);
      return false;
    },
  };
}

export { variableOf };
