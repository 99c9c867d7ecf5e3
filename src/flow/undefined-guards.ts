import type { TSESTree } from '@typescript-eslint/utils';
import { outermost, unwrap } from '../source/index.js';

/** Recognises expressions that denote the value being tracked (a binding, or `variables.x`). */
export interface ValueMatcher {
  same(node: TSESTree.Node): boolean;
  /** `"x" in variables`, `Object.hasOwn(variables, "x")`: a presence check of a member read. */
  presence?(node: TSESTree.Node): boolean;
}

const isUndefinedLiteral = (node: TSESTree.Node): boolean =>
  (node.type === 'Identifier' && node.name === 'undefined') ||
  (node.type === 'UnaryExpression' && node.operator === 'void');
const isNullLiteral = (node: TSESTree.Node): boolean => node.type === 'Literal' && node.value === null;
const isDefinedConstant = (node: TSESTree.Node): boolean =>
  (node.type === 'Literal' && node.value !== null) ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0);

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
    case 'UnaryExpression':
      return node.operator === '!' && provesDefined(node.argument, !outcome, value);
    case 'LogicalExpression':
      if (node.operator === '&&')
        return outcome
          ? provesDefined(node.left, true, value) || provesDefined(node.right, true, value)
          : provesDefined(node.left, false, value) && provesDefined(node.right, false, value);
      if (node.operator === '||')
        return outcome
          ? provesDefined(node.left, true, value) && provesDefined(node.right, true, value)
          : provesDefined(node.left, false, value) || provesDefined(node.right, false, value);
      return false;
    case 'CallExpression':
      return (
        outcome &&
        isArrayIsArray(node.callee) &&
        node.arguments[0] !== undefined &&
        value.same(unwrap(node.arguments[0]))
      );
    case 'BinaryExpression':
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
    if (subject.type === 'UnaryExpression' && subject.operator === 'typeof' && value.same(unwrap(subject.argument))) {
      if (other.type !== 'Literal' || typeof other.value !== 'string') return false;
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
  if (parent?.type === 'CallExpression' && parent.arguments[0] === node) {
    const callee = unwrap(parent.callee);
    if (callee.type !== 'Identifier' || !NAN_ON_UNDEFINED.has(callee.name)) return false;
    const call = outermost(parent);
    return call.parent?.type === 'LogicalExpression' && call.parent.operator === '||' && call.parent.left === call;
  }
  if (parent?.type !== 'MemberExpression' || parent.object !== node || !parent.optional) return false;
  let link: TSESTree.Node = parent;
  while (
    link.parent &&
    ((link.parent.type === 'MemberExpression' && link.parent.object === link) ||
      (link.parent.type === 'CallExpression' && link.parent.callee === link))
  )
    link = link.parent;
  const chain = link.parent?.type === 'ChainExpression' ? outermost(link.parent) : undefined;
  const logical = chain?.parent;
  return logical?.type === 'LogicalExpression' && logical.operator !== '&&' && logical.left === chain;
}

/** A use that is itself a fallback or a check: `x ?? d`, `x || d`, `if (x)`, `x === "a"`, `typeof x`, `Array.isArray(x)`. */
function isCheckOrFallback(use: TSESTree.Node): boolean {
  const node = outermost(use);
  const parent = node.parent;
  if (!parent) return false;
  if (fallsBackThroughConversion(node) || fallsBackThroughConversion(use)) return true;
  switch (parent.type) {
    case 'LogicalExpression':
      return parent.left === node;
    case 'IfStatement':
    case 'ConditionalExpression':
    case 'WhileStatement':
    case 'DoWhileStatement':
      return parent.test === node;
    case 'SwitchStatement':
      return parent.discriminant === node;
    case 'UnaryExpression':
      return parent.operator === '!' || parent.operator === 'typeof';
    case 'BinaryExpression':
      return ['===', '!==', '==', '!='].includes(parent.operator);
    case 'AssignmentExpression':
      return parent.left === node && (parent.operator === '??=' || parent.operator === '||=');
    case 'CallExpression':
      return parent.arguments[0] === node && isArrayIsArray(parent.callee);
    default:
      return false;
  }
}

function isArrayIsArray(callee: TSESTree.Node): boolean {
  const node = unwrap(callee);
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'Array' &&
    node.property.type === 'Identifier' &&
    node.property.name === 'isArray'
  );
}

function alwaysExits(statement: TSESTree.Statement): boolean {
  switch (statement.type) {
    case 'ReturnStatement':
    case 'ThrowStatement':
    case 'ContinueStatement':
    case 'BreakStatement':
      return true;
    case 'BlockStatement': {
      const last = statement.body[statement.body.length - 1];
      return last !== undefined && alwaysExits(last);
    }
    case 'IfStatement':
      return statement.alternate !== null && alwaysExits(statement.consequent) && alwaysExits(statement.alternate);
    default:
      return false;
  }
}

/** `x = "d"` (or a block holding one): assigns the tracked value a default. */
function assignsValue(statement: TSESTree.Statement, value: ValueMatcher): boolean {
  if (statement.type === 'BlockStatement') return statement.body.some((s) => assignsValue(s, value));
  return (
    statement.type === 'ExpressionStatement' &&
    statement.expression.type === 'AssignmentExpression' &&
    value.same(unwrap(statement.expression.left))
  );
}

/** A statement before the use that makes the value defined for everything after it. */
function guardsFollowing(statement: TSESTree.Node, value: ValueMatcher): boolean {
  if (statement.type === 'IfStatement' && statement.alternate === null && provesDefined(statement.test, false, value)) {
    return alwaysExits(statement.consequent) || assignsValue(statement.consequent, value);
  }
  // `x ??= "d"` / `x ||= "d"`
  if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
    const { operator, left } = statement.expression;
    return (operator === '??=' || operator === '||=') && value.same(unwrap(left));
  }
  return false;
}

function statementsOf(parent: TSESTree.Node): readonly TSESTree.Node[] | undefined {
  if (parent.type === 'BlockStatement' || parent.type === 'Program') return parent.body;
  if (parent.type === 'SwitchCase') return parent.consequent;
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
      case 'ConditionalExpression':
      case 'IfStatement':
        if (child === parent.consequent && provesDefined(parent.test, true, value)) return false;
        if (child === parent.alternate && provesDefined(parent.test, false, value)) return false;
        break;
      case 'LogicalExpression':
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
