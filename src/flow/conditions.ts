import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calledName, calleeOf, isGlobalNamed, localFunctionOf, outermost, enclosingFunction } from '../source/index.js';
import { callSitesOf } from './call-sites.js';
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

/** What a match of a validating regex means where the code decides: the value is let through, or refused. */
export type MatchMeaning = 'acceptance' | 'refusal';

const MAX_MEANING_STEPS = 8;

/** A statement that ends by throwing on every path through it. */
function alwaysThrows(statement: TSESTree.Statement | null | undefined): boolean {
  if (!statement) return false;
  if (statement.type === 'ThrowStatement') return true;
  if (statement.type === 'BlockStatement') return alwaysThrows(statement.body.at(-1));
  if (statement.type === 'IfStatement') return alwaysThrows(statement.consequent) && alwaysThrows(statement.alternate);
  return false;
}

/** What follows an `if` in its block, up to the end of the block. */
function statementsAfter(statement: TSESTree.Node): TSESTree.Statement[] {
  const block = statement.parent;
  if (block?.type !== 'BlockStatement') return [];
  return block.body.slice(block.body.indexOf(statement as TSESTree.Statement) + 1);
}

const isNothing = (node: TSESTree.Node): boolean =>
  (node.type === 'Literal' && (node.value === null || node.value === false)) ||
  (node.type === 'Identifier' && node.name === 'undefined');

/** The one meaning of several uses, when those that mean something agree. */
function agreed(meanings: (MatchMeaning | undefined)[]): MatchMeaning | undefined {
  const known = new Set(meanings.filter((m) => m !== undefined));
  return known.size === 1 ? [...known][0] : undefined;
}

const flipped = (meaning: MatchMeaning | undefined): MatchMeaning | undefined =>
  meaning && (meaning === 'acceptance' ? 'refusal' : 'acceptance');

/**
 * What a match of the regex applied at `call` (`re.test(v)`, `v.match(re)`, `re.exec(v)`) means,
 * followed to where the code decides: through `!`, comparisons with `null`/`undefined`/booleans,
 * `&&`/`||`, consts holding the result, functions of this file returning it (back out through
 * `calls`, the calls the value came in by, or every call of the function) or receiving it as an
 * argument. A test whose truth throws (`if (bad) throw …`) refuses; one whose falsehood throws, or an
 * assertion, accepts; `if (ok) return …` before a `throw` accepts. `undefined` when nothing decides,
 * or the uses disagree.
 */
export function matchMeaning(
  call: TSESTree.CallExpression,
  sourceCode: Readonly<TSESLint.SourceCode>,
  calls: readonly TSESTree.CallExpression[] = [],
): MatchMeaning | undefined {
  // `meaning(node, …)`: what it means for the match that `node` is truthy, as far as the code
  // decides on it; a match makes `call` truthy (`search` aside, which no validation tests by truth).
  // `entered`: the calls of this file's functions the walk is inside of, outermost first.
  const meaning = (
    node: TSESTree.Node,
    entered: readonly TSESTree.CallExpression[],
    steps: number,
  ): MatchMeaning | undefined => {
    if (steps > MAX_MEANING_STEPS) return undefined;
    const parent = node.parent;
    if (!parent) return undefined;
    switch (parent.type) {
      case 'ChainExpression':
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'AwaitExpression':
      case 'LogicalExpression':
        return meaning(parent, entered, steps);
      case 'UnaryExpression':
        return parent.operator === '!' ? flipped(meaning(parent, entered, steps)) : undefined;
      case 'BinaryExpression': {
        if (!['===', '!==', '==', '!='].includes(parent.operator)) return undefined;
        const other = parent.left === node ? parent.right : parent.left;
        const negated = parent.operator.startsWith('!');
        // `m === null`: true when nothing matched; `ok === true`: true when it matched.
        const sameTruth =
          other.type === 'Literal' && other.value === true
            ? true
            : isNothing(other) || (other.type === 'UnaryExpression' && other.operator === 'void')
              ? false
              : undefined;
        if (sameTruth === undefined) return undefined;
        const whole = meaning(parent, entered, steps);
        return sameTruth !== negated ? whole : flipped(whole);
      }
      case 'IfStatement': {
        if (parent.test !== node) return undefined;
        if (alwaysThrows(parent.consequent)) return 'refusal';
        if (alwaysThrows(parent.alternate)) return 'acceptance';
        // `if (ok) return read(v); throw …`: the branch is the way through.
        const rest = statementsAfter(parent);
        if (!parent.alternate && rest.length > 0 && alwaysThrows(rest.at(-1))) return 'acceptance';
        return undefined;
      }
      case 'ConditionalExpression': {
        if (parent.test !== node) return undefined;
        // `re.test(v) ? v : null`: the branch that gives nothing is the refusal.
        if (isNothing(parent.alternate)) return 'acceptance';
        if (isNothing(parent.consequent)) return 'refusal';
        return undefined;
      }
      case 'VariableDeclarator': {
        if (parent.init !== node || parent.id.type !== 'Identifier') return undefined;
        const [variable] = declaredVariablesOf(parent, sourceCode);
        if (!variable) return undefined;
        return agreed(
          variable.references
            .filter((r) => r.isRead())
            .map((r) => meaning(r.identifier as TSESTree.Node, entered, steps + 1)),
        );
      }
      case 'ReturnStatement':
      case 'ArrowFunctionExpression': {
        if (parent.type === 'ArrowFunctionExpression' && parent.body !== node) return undefined;
        const fn = parent.type === 'ArrowFunctionExpression' ? parent : enclosingFunction(parent);
        if (!fn) return undefined;
        // Back out through the call the value came in by, or through every call of the function in the file.
        const through = entered.at(-1);
        const sites =
          through && localFunctionOf(calleeOf(through), sourceCode) === fn ? [through] : callSitesOf(fn, sourceCode);
        const outer = through && sites[0] === through ? entered.slice(0, -1) : [];
        return agreed(sites.map((site) => meaning(site, outer, steps + 1)));
      }
      case 'CallExpression': {
        const index = parent.arguments.indexOf(node as TSESTree.CallExpressionArgument);
        if (index < 0) return undefined;
        // `assert(ok)`, `invariant(ok, …)`: false throws. (`equal(ok, x)` says nothing by itself.)
        const assertion = calledName(parent);
        if (index === 0 && (assertion === 'assert' || assertion === 'ok' || assertion === 'invariant'))
          return 'acceptance';
        if (isGlobalNamed(calleeOf(parent), 'Boolean', sourceCode)) return meaning(parent, entered, steps + 1);
        // A function of this file that decides on its parameter (`ensure(ok)` throwing when it is false).
        const callee = localFunctionOf(calleeOf(parent), sourceCode);
        const param = callee?.params[index];
        if (!callee || param?.type !== 'Identifier') return undefined;
        const variable = declaredVariablesOf(callee, sourceCode).find((v) => v.identifiers.includes(param as never));
        if (!variable) return undefined;
        return agreed(
          variable.references
            .filter((r) => r.isRead())
            .map((r) => meaning(r.identifier as TSESTree.Node, [...entered, parent], steps + 1)),
        );
      }
      default:
        return undefined;
    }
  };
  return meaning(outermost(call, { awaited: true }), calls, 0);
}
