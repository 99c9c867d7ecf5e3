import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { singleAssignmentInit, calleeOf, isGlobalNamed, methodNameOf, unwrap } from '../source/index.js';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A regular expression whose pattern is known statically, and where it is written. */
export interface StaticRegex {
  readonly pattern: string;
  readonly flags: string;
  /** The regex literal, or the `new RegExp(…)` expression. */
  readonly node: TSESTree.Node;
  /** For `new RegExp('…')`: the string literal of the pattern (where a fix can rewrite it). */
  readonly patternLiteral?: TSESTree.StringLiteral;
}

/** Resolves a regex literal, `new RegExp(static)` / `RegExp(static)`, or a const bound to one. */
export function resolveStaticRegex(node: TSESTree.Node, sourceCode: SourceCode, depth = 0): StaticRegex | undefined {
  if (depth > 4) return undefined;
  const inner = unwrap(node);
  if (inner.type === 'Literal' && 'regex' in inner && inner.regex)
    return { pattern: inner.regex.pattern, flags: inner.regex.flags, node: inner };
  if (inner.type === 'Identifier') {
    const init = singleAssignmentInit(inner, sourceCode);
    return init ? resolveStaticRegex(init, sourceCode, depth + 1) : undefined;
  }
  if (
    (inner.type === 'NewExpression' || inner.type === 'CallExpression') &&
    isGlobalNamed(calleeOf(inner), 'RegExp', sourceCode)
  ) {
    const [patternArgument, flagsArgument] = inner.arguments;
    if (!patternArgument || patternArgument.type === 'SpreadElement') return undefined;
    const scope = scopeOf(inner, sourceCode) as never;
    const pattern = getStaticValue(patternArgument as never, scope);
    const flags = flagsArgument ? getStaticValue(flagsArgument as never, scope) : { value: undefined };
    if (!pattern || !flags) return undefined;
    const flagText = typeof flags.value === 'string' ? flags.value : undefined;
    if (pattern.value instanceof RegExp)
      return { pattern: pattern.value.source, flags: flagText ?? pattern.value.flags, node: inner };
    if (typeof pattern.value !== 'string' || (flags.value !== undefined && flagText === undefined)) return undefined;
    const literal = literalOf(patternArgument, sourceCode);
    return { pattern: pattern.value, flags: flagText ?? '', node: inner, patternLiteral: literal };
  }
  return undefined;
}

function literalOf(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.StringLiteral | undefined {
  const inner = unwrap(node);
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner;
  if (inner.type === 'Identifier') {
    const init = singleAssignmentInit(inner, sourceCode);
    if (init?.type === 'Literal' && typeof init.value === 'string') return init;
  }
  return undefined;
}

/** A regex applied to a value: `re.test(v)`, `re.exec(v)`, `v.match(re)`, `v.search(re)`. */
export interface RegexApplication {
  readonly call: TSESTree.CallExpression;
  readonly method: 'test' | 'exec' | 'match' | 'search';
  readonly regex: StaticRegex;
}

/** The regex application whose subject is `subject` (an expression), if any. */
export function regexApplicationOn(subject: TSESTree.Node, sourceCode: SourceCode): RegexApplication | undefined {
  const parent = subject.parent;
  if (parent?.type === 'CallExpression' && parent.arguments[0] === subject) {
    const method = methodNameOf(parent);
    if (method && (method.name === 'test' || method.name === 'exec')) {
      const regex = resolveStaticRegex(method.object, sourceCode);
      return regex && { call: parent, method: method.name, regex };
    }
  }
  if (
    parent?.type === 'MemberExpression' &&
    parent.object === subject &&
    parent.parent?.type === 'CallExpression' &&
    parent.parent.callee === parent
  ) {
    const call = parent.parent;
    const method = methodNameOf(call);
    if (method && (method.name === 'match' || method.name === 'search') && call.arguments[0]) {
      const regex = resolveStaticRegex(call.arguments[0], sourceCode);
      return regex && { call, method: method.name, regex };
    }
  }
  return undefined;
}
