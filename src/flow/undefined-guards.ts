import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';

/** Recognises expressions that denote the value being tracked (a binding, or `variables.x`). */
export interface ValueMatcher {
  same(node: TSESTree.Node): boolean;
  /** `"x" in variables`, `Object.hasOwn(variables, "x")`: a presence check of a member read. */
  presence?(node: TSESTree.Node): boolean;
}

const WRAPPERS = new Set<string>([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.ChainExpression,
]);

export function unwrap(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (WRAPPERS.has(current.type)) current = (current as TSESTree.TSAsExpression).expression;
  return current;
}

/** The outermost `as` / `!` / `?.` wrapper around `node`: what its parent sees. */
function outermost(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (current.parent && WRAPPERS.has(current.parent.type)) current = current.parent;
  return current;
}

const isUndefinedLiteral = (node: TSESTree.Node): boolean =>
  (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') ||
  (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void');
const isNullLiteral = (node: TSESTree.Node): boolean => node.type === AST_NODE_TYPES.Literal && node.value === null;
const isDefinedConstant = (node: TSESTree.Node): boolean =>
  (node.type === AST_NODE_TYPES.Literal && node.value !== null) ||
  (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0);

/**
 * Whether `test` being `outcome` proves the tracked value is not undefined: `x`, `x !== undefined`,
 * `x != null`, `typeof x === "string"`, `x === "asc"`, `Array.isArray(x)`, `"x" in variables`, and
 * `!`, `&&`, `||` over those.
 */
export function provesDefined(test: TSESTree.Node, outcome: boolean, value: ValueMatcher): boolean {
  const node = unwrap(test);
  if (value.same(node)) return outcome;
  if (value.presence?.(node)) return outcome;
  switch (node.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return node.operator === '!' && provesDefined(node.argument, !outcome, value);
    case AST_NODE_TYPES.LogicalExpression:
      if (node.operator === '&&')
        return outcome
          ? provesDefined(node.left, true, value) || provesDefined(node.right, true, value)
          : provesDefined(node.left, false, value) && provesDefined(node.right, false, value);
      if (node.operator === '||')
        return outcome
          ? provesDefined(node.left, true, value) && provesDefined(node.right, true, value)
          : provesDefined(node.left, false, value) || provesDefined(node.right, false, value);
      return false;
    case AST_NODE_TYPES.CallExpression:
      return (
        outcome &&
        isArrayIsArray(node.callee) &&
        node.arguments[0] !== undefined &&
        value.same(unwrap(node.arguments[0]))
      );
    case AST_NODE_TYPES.BinaryExpression:
      return comparisonProves(node, outcome, value);
    default:
      return false;
  }
}

function comparisonProves(node: TSESTree.BinaryExpression, outcome: boolean, value: ValueMatcher): boolean {
  const equal = node.operator === '===' || node.operator === '==';
  if (!equal && node.operator !== '!==' && node.operator !== '!=') return false;
  const loose = node.operator === '==' || node.operator === '!=';
  const left = unwrap(node.left);
  const right = unwrap(node.right);
  for (const [subject, other] of [
    [left, right],
    [right, left],
  ] as const) {
    // `typeof x === "undefined"` / `typeof x === "string"`
    if (
      subject.type === AST_NODE_TYPES.UnaryExpression &&
      subject.operator === 'typeof' &&
      value.same(unwrap(subject.argument))
    ) {
      if (other.type !== AST_NODE_TYPES.Literal || typeof other.value !== 'string') return false;
      const definedWhenEqual = other.value !== 'undefined';
      return definedWhenEqual ? outcome === equal : outcome !== equal;
    }
    if (!value.same(subject)) continue;
    if (isUndefinedLiteral(other) || (loose && isNullLiteral(other))) return outcome !== equal;
    if (isDefinedConstant(other) && !isNullLiteral(other)) return outcome === equal;
    return false;
  }
  return false;
}

const NAN_ON_UNDEFINED = new Set(['Number', 'parseInt', 'parseFloat']);

/**
 * `Number(x) || 20` (NaN is falsy) and `x?.trim() ?? ""` (the chain yields undefined): the fallback
 * applies to what the value became, which is undefined or NaN exactly when the value was undefined.
 */
function fallsBackThroughConversion(node: TSESTree.Node): boolean {
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === node) {
    const callee = unwrap(parent.callee);
    if (callee.type !== AST_NODE_TYPES.Identifier || !NAN_ON_UNDEFINED.has(callee.name)) return false;
    const call = outermost(parent);
    return (
      call.parent?.type === AST_NODE_TYPES.LogicalExpression &&
      call.parent.operator === '||' &&
      call.parent.left === call
    );
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== node || !parent.optional) return false;
  let link: TSESTree.Node = parent;
  while (
    link.parent &&
    ((link.parent.type === AST_NODE_TYPES.MemberExpression && link.parent.object === link) ||
      (link.parent.type === AST_NODE_TYPES.CallExpression && link.parent.callee === link))
  )
    link = link.parent;
  const chain = link.parent?.type === AST_NODE_TYPES.ChainExpression ? outermost(link.parent) : undefined;
  const logical = chain?.parent;
  return logical?.type === AST_NODE_TYPES.LogicalExpression && logical.operator !== '&&' && logical.left === chain;
}

/** A use that is itself a fallback or a check: `x ?? d`, `x || d`, `if (x)`, `x === "a"`, `typeof x`, `Array.isArray(x)`. */
function isCheckOrFallback(use: TSESTree.Node): boolean {
  const node = outermost(use);
  const parent = node.parent;
  if (!parent) return false;
  if (fallsBackThroughConversion(node) || fallsBackThroughConversion(use)) return true;
  switch (parent.type) {
    case AST_NODE_TYPES.LogicalExpression:
      return parent.left === node;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
      return parent.test === node;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === node;
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === '!' || parent.operator === 'typeof';
    case AST_NODE_TYPES.BinaryExpression:
      return ['===', '!==', '==', '!='].includes(parent.operator);
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.left === node && (parent.operator === '??=' || parent.operator === '||=');
    case AST_NODE_TYPES.CallExpression:
      return parent.arguments[0] === node && isArrayIsArray(parent.callee);
    default:
      return false;
  }
}

function isArrayIsArray(callee: TSESTree.Node): boolean {
  const node = unwrap(callee);
  return (
    node.type === AST_NODE_TYPES.MemberExpression &&
    node.object.type === AST_NODE_TYPES.Identifier &&
    node.object.name === 'Array' &&
    node.property.type === AST_NODE_TYPES.Identifier &&
    node.property.name === 'isArray'
  );
}

function alwaysExits(statement: TSESTree.Statement): boolean {
  switch (statement.type) {
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.ContinueStatement:
    case AST_NODE_TYPES.BreakStatement:
      return true;
    case AST_NODE_TYPES.BlockStatement: {
      const last = statement.body[statement.body.length - 1];
      return last !== undefined && alwaysExits(last);
    }
    case AST_NODE_TYPES.IfStatement:
      return statement.alternate !== null && alwaysExits(statement.consequent) && alwaysExits(statement.alternate);
    default:
      return false;
  }
}

/** `x = "d"` (or a block holding one): assigns the tracked value a default. */
function assignsValue(statement: TSESTree.Statement, value: ValueMatcher): boolean {
  if (statement.type === AST_NODE_TYPES.BlockStatement) return statement.body.some((s) => assignsValue(s, value));
  return (
    statement.type === AST_NODE_TYPES.ExpressionStatement &&
    statement.expression.type === AST_NODE_TYPES.AssignmentExpression &&
    value.same(unwrap(statement.expression.left))
  );
}

/** A statement before the use that makes the value defined for everything after it. */
function guardsFollowing(statement: TSESTree.Node, value: ValueMatcher): boolean {
  if (
    statement.type === AST_NODE_TYPES.IfStatement &&
    statement.alternate === null &&
    provesDefined(statement.test, false, value)
  ) {
    return alwaysExits(statement.consequent) || assignsValue(statement.consequent, value);
  }
  // `x ??= "d"` / `x ||= "d"`
  if (
    statement.type === AST_NODE_TYPES.ExpressionStatement &&
    statement.expression.type === AST_NODE_TYPES.AssignmentExpression
  ) {
    const { operator, left } = statement.expression;
    return (operator === '??=' || operator === '||=') && value.same(unwrap(left));
  }
  return false;
}

function statementsOf(parent: TSESTree.Node): readonly TSESTree.Node[] | undefined {
  if (parent.type === AST_NODE_TYPES.BlockStatement || parent.type === AST_NODE_TYPES.Program) return parent.body;
  if (parent.type === AST_NODE_TYPES.SwitchCase) return parent.consequent;
  return undefined;
}

/**
 * Whether the value may still be undefined where `use` reads it: not a fallback or check itself, not
 * in a branch that a check guards, and not after an early exit or a defaulting assignment. The walk
 * stops at `boundary` (the handler).
 */
export function isUnguardedUse(use: TSESTree.Node, value: ValueMatcher, boundary: TSESTree.Node): boolean {
  if (isCheckOrFallback(use)) return false;
  let child: TSESTree.Node = use;
  for (let parent = use.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ConditionalExpression:
      case AST_NODE_TYPES.IfStatement:
        if (child === parent.consequent && provesDefined(parent.test, true, value)) return false;
        if (child === parent.alternate && provesDefined(parent.test, false, value)) return false;
        break;
      case AST_NODE_TYPES.LogicalExpression:
        if (child === parent.right && parent.operator === '&&' && provesDefined(parent.left, true, value)) return false;
        if (child === parent.right && parent.operator === '||' && provesDefined(parent.left, false, value))
          return false;
        break;
      default: {
        const statements = statementsOf(parent);
        if (!statements) break;
        for (const statement of statements) {
          if (statement === child) break;
          if (guardsFollowing(statement, value)) return false;
        }
      }
    }
  }
  return true;
}
