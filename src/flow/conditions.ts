import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calledName } from '../source/index.js';

const ASSERTIONS = new Set(['assert', 'ok', 'invariant', 'strictEqual', 'equal']);

/**
 * Whether a boolean-ish expression decides something: it is (part of) the test of an `if`,
 * `?:`, loop, a `&&`/`||`/`!`/`===` around such a test, or the argument of an assertion call.
 */
export function isInCondition(node: TSESTree.Node): boolean {
  let current = node;
  for (let hops = 0; hops < 12; hops++) {
    const parent = current.parent;
    if (!parent) return false;
    switch (parent.type) {
      case AST_NODE_TYPES.IfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ConditionalExpression:
        return parent.test === current;
      case AST_NODE_TYPES.UnaryExpression:
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.AwaitExpression:
        break;
      case AST_NODE_TYPES.BinaryExpression:
        if (!['===', '!==', '==', '!='].includes(parent.operator)) return false;
        break;
      case AST_NODE_TYPES.CallExpression:
        return (
          parent.arguments.includes(current as TSESTree.CallExpressionArgument) &&
          ASSERTIONS.has(calledName(parent) ?? '')
        );
      default:
        return false;
    }
    current = parent;
  }
  return false;
}

/** `isInCondition`, or bound to a const that is: `const m = re.exec(v); if (!m) throw …`. */
export function isUsedAsCondition(node: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  if (isInCondition(node)) return true;
  let current = node;
  while (
    current.parent &&
    (current.parent.type === AST_NODE_TYPES.AwaitExpression ||
      current.parent.type === AST_NODE_TYPES.TSAsExpression ||
      current.parent.type === AST_NODE_TYPES.ChainExpression)
  ) {
    current = current.parent;
  }
  const declarator = current.parent;
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== current ||
    declarator.id.type !== AST_NODE_TYPES.Identifier
  )
    return false;
  const [variable] = sourceCode.getDeclaredVariables(declarator);
  return !!variable && variable.references.some((r) => r.isRead() && isInCondition(r.identifier as TSESTree.Node));
}

/** `if (test) throw …` / `if (test) { throw … }` with no `else`: a positive test that rejects. */
export function isRejectingTest(node: TSESTree.Node): boolean {
  let current = node;
  while (
    current.parent &&
    (current.parent.type === AST_NODE_TYPES.ChainExpression ||
      current.parent.type === AST_NODE_TYPES.TSNonNullExpression)
  )
    current = current.parent;
  const statement = current.parent;
  if (statement?.type !== AST_NODE_TYPES.IfStatement || statement.test !== current || statement.alternate) return false;
  const consequent = statement.consequent;
  const first = consequent.type === AST_NODE_TYPES.BlockStatement ? consequent.body[0] : consequent;
  return first?.type === AST_NODE_TYPES.ThrowStatement;
}
