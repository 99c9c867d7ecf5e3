// Whether each path of a read handler or wrapper passes a check before it hands contents out: the
// hooks `guardedPathListeners` follows for the targets of a file's reads, and what is reported once
// every path is judged.
import type { TSESLint } from '@typescript-eslint/utils';
import { guardedPathListeners, type SinkVerdict } from './code-paths.js';
import { contentKeysOf, contentSinks } from './contents.js';
import { delegatedSinks } from './delegation.js';
import type { ReadTargets, RegisteredRead } from './read-targets.js';
import type { AuthTarget } from './targets.js';
import { callsWrapped } from './wrappers.js';
import { isFunctionLike, neverReturns, type FunctionLike } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface ReadPaths {
  /** ESLint's code-path events and the nodes the analysis looks at, for the rule to return. */
  readonly listeners: TSESLint.RuleListener;
  /**
   * Where a target hands contents out, each with whether a check ran on every path to it: known once
   * its code path has ended.
   */
  readonly sinksOf: (target: AuthTarget) => readonly SinkVerdict[] | undefined;
  /** Every place the target hands contents out is checked on every path to it. */
  readonly passes: (target: AuthTarget) => boolean;
}

/** Follows the code paths of the targets `targetOf` names (asked as each function starts). */
export function readPaths(targetOf: (fn: FunctionLike) => AuthTarget | undefined, sourceCode: SourceCode): ReadPaths {
  const sinks = new Map<FunctionLike, SinkVerdict[]>();
  const listeners = guardedPathListeners<AuthTarget>({
    targetOf: (fn) => (isFunctionLike(fn) ? targetOf(fn) : undefined),
    // A call that never returns ends its path as a `throw` does: nothing after it is handed out.
    isGuardCall: (call, target) => target.checks.isAssertion(call) || neverReturns(call, sourceCode),
    isSinkCall: (call, target) => target.kind === 'wrapper' && callsWrapped(call, target.wrapper!, sourceCode),
    gateOf: (branch, target) => target.checks.gateOf(branch),
    sinksOfReturn: (value, target) =>
      target.kind === 'handler' ? contentSinks(value, contentKeysOf(target.registration)) : [],
    onTargetEnd(target, verdicts) {
      // A wrapper handing the context to the handler it wraps is the read itself, not a delegation.
      const unguarded = verdicts.filter((s) => !s.guarded).map((s) => s.node);
      const delegated = target.kind === 'handler' ? delegatedSinks(target, unguarded, sourceCode) : new Set();
      // A delegated return is the callee's to check: it is no read here, neither checked nor unchecked.
      sinks.set(
        target.fn,
        verdicts.filter((s) => !delegated.has(s.node)),
      );
    },
  });
  const sinksOf = (target: AuthTarget) => sinks.get(target.fn);
  return { listeners, sinksOf, passes: (target) => !!sinksOf(target)?.every((s) => s.guarded) };
}

/**
 * The targets to report once every path is judged: the handler of each read that no check passes,
 * unless a check outside it (`covered`) or a visible wrapper that passes answers for it. A trusted
 * wrapper that fails is one fix for every handler it wraps: it is reported instead of them.
 */
export function failingTargets(
  targets: ReadTargets,
  covered: ReadonlySet<RegisteredRead>,
  paths: ReadPaths,
  trustedWrappers: ReadonlySet<string>,
): AuthTarget[] {
  const failing = new Set<AuthTarget>();
  const brokenWrappers = new Set<AuthTarget>();
  for (const read of targets.reads) {
    if (covered.has(read) || paths.passes(read.handler) || failing.has(read.handler)) continue;
    const wrappers = read.wrappers.flatMap(({ visible }) => (visible ? [targets.byFunction.get(visible.inner)!] : []));
    if (wrappers.some(paths.passes)) continue;
    const trusted = wrappers.filter((w) => trustedWrappers.has(w.wrapper!.name));
    if (trusted.length > 0) for (const wrapper of trusted) brokenWrappers.add(wrapper);
    else failing.add(read.handler);
  }
  return [...failing, ...brokenWrappers];
}
