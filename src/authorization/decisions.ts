// How a handler's code decides whether a read goes on: where it is refused (a branch that throws,
// calls a function that never returns, or, in the function whose return is the answer, returns
// nothing to hand out), and what is done with a call's answer (tested, unused, or discarded). Which
// side of a check's test refuses says which side passed, whatever the check is called and whichever
// way its answer reads.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { contentSinks } from './contents.js';
import { handlesRejection, neverReturns, outermost, unwrap, variableOf } from '../source/index.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How refusals are recognised in one function. */
export interface RefusalContext {
  readonly sourceCode: SourceCode;
  /**
   * The keys of a read result that hand contents out, when the function's return is the read's
   * answer (a handler, the function a wrapper returns): a `return` that hands nothing out refuses
   * there. `undefined` in a helper, whose `return` only goes back to its caller.
   */
  readonly answerKeys: ReadonlySet<string> | undefined;
}

/** A statement or an expression (a branch of `?:`) that ends the read without handing anything out. */
export function refuses(branch: TSESTree.Node, context: RefusalContext, depth = 0): boolean {
  if (depth > 4) return false;
  switch (branch.type) {
    case 'ThrowStatement':
      return true;
    case 'BlockStatement':
      return branch.body.some((statement) => refuses(statement, context, depth + 1));
    case 'ExpressionStatement':
      return refuses(branch.expression, context, depth + 1);
    case 'ReturnStatement':
      return (
        !!context.answerKeys && (!branch.argument || contentSinks(branch.argument, context.answerKeys).length === 0)
      );
    case 'IfStatement':
      // `if (a) throw …; else throw …;`
      return (
        !!branch.alternate &&
        refuses(branch.consequent, context, depth + 1) &&
        refuses(branch.alternate, context, depth + 1)
      );
    default: {
      const value = unwrap(branch, { awaited: true });
      if (value.type === 'CallExpression') return neverReturns(value, context.sourceCode);
      // A branch of `c ? a : b` in a returned value: `null`, `{ contents: [] }`, a result without contents.
      return !!context.answerKeys && isReturned(branch) && contentSinks(branch, context.answerKeys).length === 0;
    }
  }
}

/** A branch of a `?:` whose value is what the function returns. */
function isReturned(node: TSESTree.Node): boolean {
  let current: TSESTree.Node = node;
  for (let parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === 'ConditionalExpression' && parent.test !== current) continue;
    if (parent.type === 'AwaitExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression')
      continue;
    return parent.type === 'ReturnStatement' || (parent.type === 'ArrowFunctionExpression' && parent.body === current);
  }
  return false;
}

/**
 * The side of an `if` or `?:` that refuses the read while the other does not: `consequent` in
 * `if (!(await isMember(user, team))) throw …`, `alternate` in `ok ? { contents } : null`. For an
 * `if` without `else`, the statement after it stands for the other side
 * (`if (await isMember(user, team)) return { contents }; throw …`).
 */
export function refusingSide(
  node: TSESTree.IfStatement | TSESTree.ConditionalExpression,
  context: RefusalContext,
): 'consequent' | 'alternate' | undefined {
  const consequent = refuses(node.consequent, context);
  const other = node.alternate ?? (consequent ? undefined : nextStatement(node));
  const alternate = other ? refuses(other, context) : false;
  if (consequent === alternate) return undefined;
  return consequent ? 'consequent' : 'alternate';
}

/**
 * The statement that refuses after an `if` without `else` whose branch always leaves
 * (`if (await allowed(user, team)) { return { contents }; } throw …`): the other side of its test.
 */
export function refusalAfter(node: TSESTree.IfStatement, context: RefusalContext): TSESTree.Node | undefined {
  if (node.alternate || !alwaysLeaves(node.consequent)) return undefined;
  const next = nextStatement(node);
  return next && refuses(next, context) ? next : undefined;
}

/** A branch that ends in a `return` or `throw` of its own. */
function alwaysLeaves(branch: TSESTree.Node): boolean {
  if (branch.type === 'ReturnStatement' || branch.type === 'ThrowStatement') return true;
  if (branch.type !== 'BlockStatement') return false;
  const last = branch.body[branch.body.length - 1];
  return !!last && alwaysLeaves(last);
}

/** The statement after `node` in its block. */
function nextStatement(node: TSESTree.Node): TSESTree.Node | undefined {
  const parent = node.parent;
  const body =
    parent?.type === 'BlockStatement' || parent?.type === 'Program'
      ? parent.body
      : parent?.type === 'SwitchCase'
        ? parent.consequent
        : undefined;
  if (!body) return undefined;
  const index = (body as TSESTree.Node[]).indexOf(node);
  return index >= 0 ? body[index + 1] : undefined;
}

/**
 * Whether a denial from the call can never stop the handler: its rejection is swallowed
 * (`.catch(…)`, `void`), or it is an async function of this file that is not awaited.
 */
export function isDiscarded(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const node = outermost(call);
  const parent = node.parent;
  if (parent?.type === 'UnaryExpression' && parent.operator === 'void') return true;
  if (handlesRejection(node)) return true;
  const awaited =
    parent?.type === 'AwaitExpression' || parent?.type === 'ReturnStatement' || parent?.type === 'YieldExpression';
  return !awaited && parent?.type === 'ExpressionStatement' && isAsyncInFile(call, sourceCode);
}

/**
 * `x === false`, `x !== true`: a comparison with a boolean that reads as `x` itself (`same`) or as `!x`.
 */
export function booleanComparison(
  expression: TSESTree.BinaryExpression,
): { readonly operand: TSESTree.Node; readonly same: boolean } | undefined {
  const equal = expression.operator === '===' || expression.operator === '==';
  if (!equal && expression.operator !== '!==' && expression.operator !== '!=') return undefined;
  const isBoolean = (node: TSESTree.Node) => node.type === 'Literal' && typeof node.value === 'boolean';
  const [literal, operand] = isBoolean(expression.right)
    ? [expression.right as TSESTree.Literal, expression.left]
    : isBoolean(expression.left)
      ? [expression.left as TSESTree.Literal, expression.right]
      : [];
  if (!literal || !operand) return undefined;
  return { operand, same: equal === (literal.value === true) };
}

/** A call whose answer is not used: `await verify(user, doc);`. */
export function isStatementCall(call: TSESTree.CallExpression): boolean {
  return outermost(call, { awaited: true }).parent?.type === 'ExpressionStatement';
}

/** A callee declared in this file as `async`, or declared to return a Promise. */
function isAsyncInFile(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  if (call.callee.type !== 'Identifier') return false;
  const variable = variableOf(call.callee, sourceCode);
  if (variable) {
    return variable.defs.some((def) => {
      const node = def.node as TSESTree.Node;
      const fn = node.type === 'VariableDeclarator' ? node.init : node;
      if (!fn) return false;
      if (
        (fn.type === 'FunctionDeclaration' ||
          fn.type === 'ArrowFunctionExpression' ||
          fn.type === 'FunctionExpression') &&
        fn.async
      )
        return true;
      const returnType = 'returnType' in fn ? fn.returnType : undefined;
      const annotation = returnType?.typeAnnotation;
      return (
        annotation?.type === 'TSTypeReference' &&
        annotation.typeName.type === 'Identifier' &&
        annotation.typeName.name === 'Promise'
      );
    });
  }
  return false;
}

/** Whether a call's value decides a branch (`if (await can(…))`, `ok ? … : …`). */
export function isTested(call: TSESTree.Node, sourceCode: SourceCode, depth = 0): boolean {
  let node: TSESTree.Node = call;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'AwaitExpression':
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'LogicalExpression':
        continue;
      case 'UnaryExpression':
        if (parent.operator === '!') continue;
        return false;
      case 'IfStatement':
      case 'ConditionalExpression':
      case 'WhileStatement':
      case 'DoWhileStatement':
        return parent.test === node;
      case 'VariableDeclarator':
        // `const allowed = await authorize(…); if (!allowed) …`: the variable is what gets tested.
        if (parent.init !== node || parent.id.type !== 'Identifier' || depth > 0) return false;
        return declaredVariablesOf(parent, sourceCode).some((v) =>
          v.references.some((r) => r.isRead() && isTested(r.identifier, sourceCode, depth + 1)),
        );
      default:
        return false;
    }
  }
  return false;
}
