import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  calledName,
  calleeOf,
  isGlobalNamed,
  localFunctionOf,
  methodNameOf,
  outermost,
  singleAssignmentInit,
  unwrap,
} from '../source/index.js';
import { isCompanionSafeJoin } from './companion-safe-join.js';
import { isInCondition, isUsedAsCondition } from './conditions.js';
import { findPathModuleUses } from './node-path.js';
import { analyzeRegex, regexApplicationOn } from '../regex/index.js';
import { chainOf, type FlowNode } from './value-flow.js';
import { scopeOf, declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Why a check that looks like containment is not one. */
export type ContainmentGap = 'prefix-without-separator' | 'prefix-on-unresolved-path' | 'relative-without-absolute';

export interface ContainmentCheck {
  readonly kind: 'helper' | 'prefix' | 'relative' | 'allowlist' | 'anchored-validation';
  readonly node: TSESTree.Node;
  /** The flow node the check inspects: it contains every sink whose path derives from it. */
  readonly subject: FlowNode;
  readonly gap?: ContainmentGap;
}

/**
 * The containment checks applied to any node of a flow:
 * - a call of a configured helper with the value as an argument (`isPathInside(root, v)`), or of
 *   `safeJoin`/`safeJoinSync` imported from mcp-resources/fs with the value as the joined path;
 * - `resolved.startsWith(root + path.sep)` (or a root that ends in `/` or `\`), where `resolved`
 *   went through `path.resolve`/`join`/`normalize` or `realpath`;
 * - `path.relative(root, v)` whose result is tested for `..` and with `path.isAbsolute`;
 * - allowlist membership in a condition: `set.has(v)`, `map.has(v)`, `list.includes(v)`,
 *   `v in object`, `Object.hasOwn(object, v)`, `object.hasOwnProperty(v)`;
 * - an anchored regex test in a condition that cannot match `/`, `\` or `.`.
 */
export function containmentChecks(
  flow: readonly FlowNode[],
  sourceCode: SourceCode,
  helpers: readonly string[],
): ContainmentCheck[] {
  const checks: ContainmentCheck[] = [];
  const paths = findPathModuleUses(sourceCode);
  for (const subject of flow) {
    // Declarations are not uses: their reads are separate flow nodes.
    if (
      subject.step === 'binding' ||
      subject.step === 'parameter' ||
      (subject.step === 'source' && isDeclared(subject.node))
    )
      continue;
    const node = subject.node;
    const parent = node.parent;
    if (!parent) continue;
    if (parent.type === 'CallExpression' && parent.arguments.includes(node as TSESTree.CallExpressionArgument)) {
      const index = parent.arguments.indexOf(node as TSESTree.CallExpressionArgument);
      const name = calledName(parent);
      if ((name && helpers.includes(name)) || isCompanionSafeJoin(parent, index, sourceCode))
        checks.push({ kind: 'helper', node: parent, subject });
      else if (isLocalContainmentHelper(parent, index, sourceCode))
        checks.push({ kind: 'helper', node: parent, subject });
      else if (paths.calls.get(parent) === 'relative' && index === 1) {
        const gap = relativeCheckOf(parent, sourceCode);
        if (gap !== null) checks.push({ kind: 'relative', node: parent, subject, gap: gap || undefined });
      } else if (isMembership(parent, index, sourceCode) && isInCondition(parent))
        checks.push({ kind: 'allowlist', node: parent, subject });
    }
    if (
      parent.type === 'BinaryExpression' &&
      parent.operator === 'in' &&
      parent.left === node &&
      isInCondition(parent)
    ) {
      checks.push({ kind: 'allowlist', node: parent, subject });
    }
    if (
      parent.type === 'MemberExpression' &&
      parent.object === node &&
      parent.parent?.type === 'CallExpression' &&
      parent.parent.callee === parent
    ) {
      const call = parent.parent;
      if (methodNameOf(call)?.name === 'startsWith' && call.arguments[0]) {
        const resolved = chainOf(subject).some(
          (f) => f.step === 'realpath' || (f.step === 'path' && f.node.type === 'CallExpression'),
        );
        const separator = endsWithSeparator(call.arguments[0], sourceCode, paths.separators, 0);
        const gap = !resolved ? 'prefix-on-unresolved-path' : !separator ? 'prefix-without-separator' : undefined;
        checks.push({ kind: 'prefix', node: call, subject, gap });
      }
    }
    const application = regexApplicationOn(node, sourceCode);
    if (application && isUsedAsCondition(application.call, sourceCode)) {
      const anatomy = analyzeRegex(application.regex.pattern, application.regex.flags);
      if (anatomy && anatomy.anchoring === 'whole' && !anatomy.mayMatchPathCharacters)
        checks.push({ kind: 'anchored-validation', node: application.call, subject });
    }
  }
  return checks;
}

const helperCache = new WeakMap<TSESTree.Node, Map<number, boolean>>();

/**
 * `isInside(root, target)` where `isInside` is a function of this file that checks its parameter
 * with `path.relative` (tested for `..`), and whose answer is tested or which throws.
 */
function isLocalContainmentHelper(call: TSESTree.CallExpression, index: number, sourceCode: SourceCode): boolean {
  const fn = localFunctionOf(calleeOf(call), sourceCode);
  const param = fn?.params[index];
  if (!fn || param?.type !== 'Identifier') return false;
  let byIndex = helperCache.get(fn);
  if (!byIndex) helperCache.set(fn, (byIndex = new Map<number, boolean>()));
  let answer = byIndex.get(index);
  if (answer === undefined) {
    const paths = findPathModuleUses(sourceCode);
    const variable = declaredVariablesOf(fn, sourceCode).find((v) => v.identifiers.includes(param));
    answer = !!variable?.references.some((reference) => {
      const use = reference.identifier as TSESTree.Node;
      const relative = use.parent;
      return (
        relative?.type === 'CallExpression' &&
        relative.arguments[1] === use &&
        paths.calls.get(relative) === 'relative' &&
        relativeCheckOf(relative, sourceCode) === ''
      );
    });
    byIndex.set(index, answer);
  }
  return (
    answer &&
    (isInCondition(call) || call.parent?.type === 'ExpressionStatement' || call.parent?.type === 'AwaitExpression')
  );
}

/** The checks that contain a sink reached at `sink`: those on a value its path derives from. */
export function checksGuarding(sink: FlowNode, checks: readonly ContainmentCheck[]): ContainmentCheck[] {
  const keys = new Set(chainOf(sink).map((f) => f.key));
  return checks.filter((check) => keys.has(check.subject.key));
}

function isDeclared(node: TSESTree.Node): boolean {
  if (node.type !== 'Identifier') return false;
  const parent = node.parent;
  return parent?.type === 'VariableDeclarator' || parent?.type === 'Property' || parent?.type === 'AssignmentPattern';
}

function isMembership(call: TSESTree.CallExpression, index: number, sourceCode: SourceCode): boolean {
  const method = methodNameOf(call);
  if (!method) return false;
  if ((method.name === 'has' || method.name === 'hasOwnProperty') && index === 0) return true;
  if (method.name === 'includes' && index === 0) {
    const receiver = unwrap(method.object);
    return receiver.type !== 'Literal' && receiver.type !== 'TemplateLiteral';
  }
  if (method.name === 'hasOwn' && index === 1) return isGlobalNamed(unwrap(method.object), 'Object', sourceCode);
  // Object.prototype.hasOwnProperty.call(object, v)
  if (method.name === 'call' && index === 1) {
    const target = unwrap(method.object);
    return (
      target.type === 'MemberExpression' &&
      !target.computed &&
      target.property.type === 'Identifier' &&
      target.property.name === 'hasOwnProperty'
    );
  }
  return false;
}

/**
 * For `path.relative(root, v)`: `null` when its result is not tested for `..`; `''` when it is
 * tested for `..` and with `path.isAbsolute`; the gap when the absolute test is missing.
 */
function relativeCheckOf(call: TSESTree.CallExpression, sourceCode: SourceCode): ContainmentGap | '' | null {
  const paths = findPathModuleUses(sourceCode);
  const uses = usesOfResult(call, sourceCode);
  let dotDot = false;
  let absolute = false;
  for (const use of uses) {
    const parent = use.parent;
    if (parent?.type === 'CallExpression' && parent.arguments[0] === use && paths.calls.get(parent) === 'isAbsolute')
      absolute = true;
    if (
      parent?.type === 'BinaryExpression' &&
      mentionsDotDot(parent.left === use ? parent.right : parent.left, sourceCode)
    )
      dotDot = true;
    if (parent?.type === 'MemberExpression' && parent.object === use && parent.parent?.type === 'CallExpression') {
      const outer = parent.parent;
      const method = methodNameOf(outer)?.name;
      if (
        (method === 'startsWith' || method === 'includes' || method === 'indexOf') &&
        outer.arguments[0] &&
        mentionsDotDot(outer.arguments[0], sourceCode)
      )
        dotDot = true;
      // rel.split(sep).includes('..')
      if (
        method === 'split' &&
        outer.parent?.type === 'MemberExpression' &&
        outer.parent.parent?.type === 'CallExpression'
      ) {
        const tested = outer.parent.parent;
        if (
          methodNameOf(tested)?.name === 'includes' &&
          tested.arguments[0] &&
          mentionsDotDot(tested.arguments[0], sourceCode)
        )
          dotDot = true;
      }
    }
    const application = regexApplicationOn(use, sourceCode);
    if (application && application.regex.pattern.includes('\\.\\.')) dotDot = true;
  }
  if (!dotDot) return null;
  return absolute ? '' : 'relative-without-absolute';
}

function usesOfResult(call: TSESTree.CallExpression, sourceCode: SourceCode): TSESTree.Node[] {
  const node = outermost(call);
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') {
    const [variable] = declaredVariablesOf(parent, sourceCode);
    return variable ? variable.references.filter((r) => r.isRead()).map((r) => r.identifier as TSESTree.Node) : [];
  }
  return [node];
}

function mentionsDotDot(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const value = getStaticValue(node as never, scopeOf(node, sourceCode) as never);
  return !!value && typeof value.value === 'string' && value.value.includes('..');
}

function endsWithSeparator(
  node: TSESTree.Node,
  sourceCode: SourceCode,
  separators: ReadonlySet<TSESTree.Node>,
  depth: number,
): boolean {
  if (depth > 6) return false;
  const inner = unwrap(node);
  if (separators.has(inner)) return true;
  const value = getStaticValue(inner as never, scopeOf(inner, sourceCode) as never);
  if (value && typeof value.value === 'string') return /[/\\]$/.test(value.value);
  switch (inner.type) {
    case 'BinaryExpression':
      return inner.operator === '+' && endsWithSeparator(inner.right, sourceCode, separators, depth + 1);
    case 'TemplateLiteral': {
      const tail = inner.quasis[inner.quasis.length - 1]?.value.cooked ?? '';
      if (tail !== '') return /[/\\]$/.test(tail);
      const last = inner.expressions[inner.expressions.length - 1];
      return !!last && endsWithSeparator(last, sourceCode, separators, depth + 1);
    }
    case 'Identifier': {
      const init = singleAssignmentInit(inner, sourceCode);
      return !!init && endsWithSeparator(init, sourceCode, separators, depth + 1);
    }
    case 'CallExpression':
      // `path.join(root, path.sep)` keeps the trailing separator.
      return (
        findPathModuleUses(sourceCode).calls.get(inner) === 'join' &&
        inner.arguments.length > 0 &&
        endsWithSeparator(inner.arguments[inner.arguments.length - 1]!, sourceCode, separators, depth + 1)
      );
    default:
      return false;
  }
}
