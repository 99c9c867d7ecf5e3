import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AuthChecks, type AuthVocabulary } from './checks.js';
import { contentKeysOf } from './contents.js';
import { OriginAnalysis, type OriginRoots } from './identity.js';
import type { VisibleWrapper } from './wrappers.js';
import type { ReadHandler, ResourceRegistration } from '../mcp/index.js';
import { perFile, type FunctionLike } from '../source/index.js';
import { textOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A function that answers reads: a registered handler, or the function a visible wrapper returns. */
export interface AuthTarget {
  readonly kind: 'handler' | 'wrapper';
  readonly fn: FunctionLike;
  /** The first registration it serves (a named handler can serve several). */
  readonly registration: ResourceRegistration;
  readonly origins: OriginAnalysis;
  readonly checks: AuthChecks;
  readonly wrapper?: VisibleWrapper;
}

export function handlerTarget(
  registration: ResourceRegistration,
  handler: ReadHandler,
  vocabulary: AuthVocabulary,
  sourceCode: SourceCode,
): AuthTarget {
  const roots: OriginRoots = {
    uriParams: [handler.uriParam, handler.variablesParam].filter((p): p is TSESTree.Parameter => !!p),
    contextParam: handler.contextParam,
    principalParam: handler.principalParam,
    contextExpression: serverContext(registration, sourceCode),
  };
  return sharedTarget({ kind: 'handler', fn: handler.fn, registration }, roots, vocabulary, sourceCode);
}

/**
 * The wrapper's returned function receives what the SDK passes to a handler: the URI (and the
 * variables for a template) first, the context at the handler's context position — or a rest
 * parameter holding all of them.
 */
export function wrapperTarget(
  registration: ResourceRegistration,
  wrapper: VisibleWrapper,
  vocabulary: AuthVocabulary,
  sourceCode: SourceCode,
): AuthTarget {
  const params = wrapper.inner.params;
  const contextIndex = registration.handler?.layout.context ?? (registration.shape === 'template' ? 2 : 1);
  const restPosition = params.findIndex((p) => p.type === 'RestElement');
  const rest =
    restPosition >= 0 && restPosition <= contextIndex ? (params[restPosition] as TSESTree.RestElement) : undefined;
  const contextParam = rest
    ? undefined
    : (params[contextIndex] ?? (params.length > 1 ? params[params.length - 1] : undefined));
  const roots: OriginRoots = {
    uriParams: params
      .slice(0, rest ? restPosition : Math.min(contextIndex, params.length))
      .filter((p) => p !== contextParam),
    contextParam,
    restContext: rest ? { param: rest, index: contextIndex - restPosition } : undefined,
  };
  return sharedTarget({ kind: 'wrapper', fn: wrapper.inner, registration, wrapper }, roots, vocabulary, sourceCode);
}

/**
 * The targets of the file, shared by the rules that ask about the same function: where its values
 * come from is worked out once, and again only for another vocabulary of checks.
 */
const targetsOfFile = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, AuthTarget[]>());
const vocabularyKeys = new WeakMap<AuthVocabulary, string>();

function sharedTarget(
  target: Omit<AuthTarget, 'origins' | 'checks'>,
  roots: OriginRoots,
  vocabulary: AuthVocabulary,
  sourceCode: SourceCode,
): AuthTarget {
  const known = targetsOfFile(sourceCode);
  const ofFunction = known.get(target.fn) ?? [];
  known.set(target.fn, ofFunction);
  const same = ofFunction.filter((t) => t.kind === target.kind && t.registration === target.registration);
  const found = same.find((t) => keyOf(t.checks.vocabulary) === keyOf(vocabulary));
  if (found) return found;
  const origins = same[0]?.origins ?? new OriginAnalysis(roots, sourceCode, target.fn);
  // The target's return is the read's answer: a `return` that hands nothing out refuses the read.
  const refusal = { sourceCode, answerKeys: contentKeysOf(target.registration) };
  const made = { ...target, origins, checks: new AuthChecks(vocabulary, origins, sourceCode, refusal) };
  ofFunction.push(made);
  return made;
}

function keyOf(vocabulary: AuthVocabulary): string {
  let key = vocabularyKeys.get(vocabulary);
  if (key === undefined) {
    const { authorizers, authorizerPatterns, predicates, predicatePatterns } = vocabulary;
    key = JSON.stringify([authorizers, authorizerPatterns.map(String), predicates, predicatePatterns.map(String)]);
    vocabularyKeys.set(vocabulary, key);
  }
  return key;
}

/** A framework that keeps the request's context on the server (tmcp's `server.ctx`, the principal in `server.ctx.auth`). */
function serverContext(registration: ResourceRegistration, sourceCode: SourceCode): OriginRoots['contextExpression'] {
  const principal = registration.framework.authorization?.principal;
  if (principal?.kind !== 'server-member') return undefined;
  const server = textOf(registration.server.node, sourceCode);
  return {
    matches: (node) =>
      !node.computed &&
      node.property.type === 'Identifier' &&
      node.property.name === principal.member &&
      textOf(node.object, sourceCode) === server,
    identityKeys: new Set([principal.key]),
  };
}

/** How the session's principal is written in this SDK generation or framework, for messages. */
export function principalExpression(target: AuthTarget): string {
  const source = target.registration.framework.authorization?.principal;
  if (source?.kind === 'parameter') {
    const principal = target.registration.handler?.principalParam;
    return principal?.type === 'Identifier' ? principal.name : source.name;
  }
  if (source?.kind === 'server-member') {
    const server = target.registration.server.node;
    return `${server.type === 'Identifier' ? server.name : 'server'}.${source.member}.${source.key}`;
  }
  const context = target.kind === 'handler' ? target.registration.handler?.contextParam : undefined;
  const name = context?.type === 'Identifier' ? context.name : target.registration.sdk === 'v2' ? 'ctx' : 'extra';
  return target.registration.sdk === 'v2' ? `${name}.http?.authInfo` : `${name}.authInfo`;
}

/** How messages name a registration's resource: its name, its template or URI, or `resources/read`. */
export function resourceLabel(registration: ResourceRegistration): string {
  if (registration.shape === 'low-level') return 'resources/read';
  if (registration.name !== undefined) return `resource "${registration.name}"`;
  // A route of the companion's router, or a registration with no name: its template or URI.
  const uri = registration.construction?.template?.value ?? registration.staticUri?.value;
  return uri !== undefined ? `"${uri}"` : 'this resource';
}

/** How messages name what a target answers for: its resource, or every resource its wrapper wraps. */
export const resourceOf = (target: AuthTarget): string =>
  target.kind === 'wrapper' ? `resources wrapped by ${target.wrapper!.name}()` : resourceLabel(target.registration);
