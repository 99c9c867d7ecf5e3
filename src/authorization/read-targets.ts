// The functions that answer a file's reads, set up once for the rules that examine them: each
// registered handler, and the function returned by each wrapper whose code is in the file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { AuthVocabulary } from './checks.js';
import { handlerTarget, wrapperTarget, type AuthTarget } from './targets.js';
import { visibleWrapper, type VisibleWrapper } from './wrappers.js';
import type { ResourceRegistration } from '../mcp/index.js';
import type { FunctionLike } from '../source/index.js';

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
    if (!handler) continue;
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
