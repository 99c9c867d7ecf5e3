// The functions that answer a file's reads, set up once for the rules that examine them: each
// registered handler, and the function returned by each wrapper whose code is in the file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { AuthVocabulary } from './checks.js';
import { handlerTarget, resourceLabel, wrapperTarget, type AuthTarget } from './targets.js';
import { visibleWrapper, wrapperNames, type VisibleWrapper } from './wrappers.js';
import type { ResourceRegistration } from '../mcp/index.js';
import { isFunctionLike, type FunctionLike } from '../source/index.js';
import { isForeign } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A registration with a handler, and the calls the handler passes through on its way to it. */
export interface RegisteredRead {
  readonly registration: ResourceRegistration;
  /** The handler's target: the first registration's, when one function serves several. */
  readonly handler: AuthTarget;
  readonly wrappers: readonly {
    readonly call: TSESTree.CallExpression;
    /** The wrapper's code, when it is in the file: the function it returns is a target too. */
    readonly visible: VisibleWrapper | undefined;
  }[];
}

export interface ReadTargets {
  readonly reads: readonly RegisteredRead[];
  /** One target per function, the first registration's; each handler before the wrappers around it. */
  readonly byFunction: ReadonlyMap<FunctionLike, AuthTarget>;
}

/** The targets of the registrations' handlers and visible wrappers (registrations without a handler are left out). */
export function readTargetsOf(
  registrations: readonly ResourceRegistration[],
  vocabulary: AuthVocabulary,
  sourceCode: SourceCode,
): ReadTargets {
  const byFunction = new Map<FunctionLike, AuthTarget>();
  const targetOf = (fn: FunctionLike, make: () => AuthTarget) => {
    let target = byFunction.get(fn);
    if (!target) byFunction.set(fn, (target = make()));
    return target;
  };
  const reads: RegisteredRead[] = [];
  for (const registration of registrations) {
    const handler = registration.handler;
    // A handler of another module is checked in its own file, with this registration (importer registrations).
    if (!handler || isForeign(handler.fn, sourceCode)) continue;
    const target = targetOf(handler.fn, () => handlerTarget(registration, handler, vocabulary, sourceCode));
    const wrappers = handler.wrappers.map((call) => {
      const visible = visibleWrapper(call, sourceCode);
      if (visible) targetOf(visible.inner, () => wrapperTarget(registration, visible, vocabulary, sourceCode));
      return { call, visible };
    });
    reads.push({ registration, handler: target, wrappers });
  }
  return { reads, byFunction };
}

/** The target whose own code holds `node`: the nearest function around it, when that is a target. */
export function targetAround(node: TSESTree.Node, targets: ReadTargets): AuthTarget | undefined {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (isFunctionLike(parent)) return targets.byFunction.get(parent);
  return undefined;
}

/** Which wrappers and `scopeChallenge`s are trusted to check a read in place of its handler. */
export interface ReadTrust {
  readonly trustedWrappers: ReadonlySet<string>;
  readonly trustScopeChallenge: boolean;
}

/**
 * Whether a check outside the handler answers for the read: an SDK v2 `scopeChallenge`, or a trusted
 * wrapper whose code is not in the file. With what the registration shows of reads scoped to a
 * principal (its challenge, its wrappers), worded for messages, in source order.
 */
export function coverageOf(
  read: RegisteredRead,
  trust: ReadTrust,
  sourceCode: SourceCode,
): { covered: boolean; evidence: string[] } {
  const { registration } = read;
  const resource = resourceLabel(registration);
  const evidence: string[] = [];
  let covered = trust.trustScopeChallenge && registration.sdk !== 'v1' && hasScopeChallenge(registration);
  if (covered) evidence.push(`${resource} has a \`scopeChallenge\` (line ${registration.call.loc.start.line})`);
  for (const { call, visible } of read.wrappers) {
    const line = call.loc.start.line;
    if (visible) {
      evidence.push(`\`${visible.name}()\` wraps ${resource} (line ${line})`);
      continue;
    }
    const trusted = wrapperNames(call, sourceCode).find((name) => trust.trustedWrappers.has(name));
    if (trusted) {
      covered = true;
      evidence.push(`\`${trusted}()\` authorizes ${resource} (line ${line})`);
    }
  }
  return { covered, evidence };
}

const hasScopeChallenge = (registration: ResourceRegistration) =>
  !!registration.config?.properties.some(
    (p) =>
      p.type === 'Property' &&
      !p.computed &&
      p.key.type === 'Identifier' &&
      p.key.name === 'scopeChallenge' &&
      !(p.value.type === 'Identifier' && p.value.name === 'undefined'),
  );
