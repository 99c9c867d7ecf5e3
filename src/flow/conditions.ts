import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calledName, outermost } from '../source/index.js';
import { declaredVariablesOf } from '../project/index.js';

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
      case 'IfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
      case 'ConditionalExpression':
        return parent.test === current;
      case 'UnaryExpression':
      case 'LogicalExpression':
      case 'ChainExpression':
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'AwaitExpression':
        break;
      case 'BinaryExpression':
        if (!['===', '!==', '==', '!='].includes(parent.operator)) return false;
        break;
      case 'CallExpression':
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
  const current = outermost(node, { awaited: true });
  const declarator = current.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== current || declarator.id.type !== 'Identifier')
    return false;
  const [variable] = declaredVariablesOf(declarator, sourceCode);
  return !!variable && variable.references.some((r) => r.isRead() && isInCondition(r.identifier));
}

/** `if (test) throw …` / `if (test) { throw … }` with no `else`: a positive test that rejects. */
export function isRejectingTest(node: TSESTree.Node): boolean {
  const current = outermost(node);
  const statement = current.parent;
  if (statement?.type !== 'IfStatement' || statement.test !== current || statement.alternate) return false;
  const consequent = statement.consequent;
  const first = consequent.type === 'BlockStatement' ? consequent.body[0] : consequent;
  return first?.type === 'ThrowStatement';
}
