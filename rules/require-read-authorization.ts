import type { TSESTree } from '@typescript-eslint/utils';
import {
  calleeName,
  contentKeysOf,
  contentSinks,
  roleOf,
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_AUTHORIZERS,
  DEFAULT_OWNER_WORDS,
  DEFAULT_PREDICATE_PATTERNS,
  DEFAULT_PREDICATES,
  type AuthVocabulary,
  delegatedSinks,
  principalEvidence,
  handlerTarget,
  ownerVariablesOf,
  principalExpression,
  resourceLabel,
  resourceOf,
  wrapperTarget,
  type AuthTarget,
  callsWrapped,
  visibleWrapper,
  wrapperNames,
  type VisibleWrapper,
  guardedPathListeners,
  type SinkVerdict,
} from '../src/authorization/index.js';
import { getMcpModel, type ResourceRegistration, mayHoldResources } from '../src/mcp/index.js';
import { headOf, isFunctionLike, neverReturns, ownCodeOf, type FunctionLike } from '../src/source/index.js';
import { checkTestFilesSchema, createRule, isTestFile, mergeListeners } from '../src/rule/index.js';

export interface Options {
  resources?: 'all' | 'templates';
  ignoreNames?: string[];
  authorizers?: string[];
  authorizerPatterns?: string[];
  predicates?: string[];
  predicatePatterns?: string[];
  wrappers?: string[];
  trustScopeChallenge?: boolean;
  everyRead?: boolean;
  ownerWords?: string[];
  checkTestFiles?: boolean;
}

type MessageId = 'missing' | 'missingSome' | 'identityFromUri';

const stringList = (description: string) =>
  ({ type: 'array', items: { type: 'string' }, uniqueItems: true, description }) as const;

const defaults: Required<Options> = {
  resources: 'all',
  ignoreNames: [],
  authorizers: DEFAULT_AUTHORIZERS,
  authorizerPatterns: DEFAULT_AUTHORIZER_PATTERNS,
  predicates: DEFAULT_PREDICATES,
  predicatePatterns: DEFAULT_PREDICATE_PATTERNS,
  wrappers: ['withAuth', 'withAuthorization', 'authorized'],
  trustScopeChallenge: true,
  everyRead: false,
  ownerWords: DEFAULT_OWNER_WORDS,
  checkTestFiles: false,
};

// Options are the same for every file of a run, down to the arrays: each list is compiled once.
const compiled = new WeakMap<readonly string[], RegExp[]>();
const compile = (patterns: readonly string[]): RegExp[] => {
  let regexes = compiled.get(patterns);
  if (regexes === undefined) {
    regexes = patterns.flatMap((pattern) => {
      try {
        return [new RegExp(pattern)];
      } catch {
        return []; // an invalid pattern in the config matches nothing rather than crashing the lint
      }
    });
    compiled.set(patterns, regexes);
  }
  return regexes;
};

/** Per-handler results, collected as each function's code path ends. */
interface Analysed {
  readonly target: AuthTarget;
  sinks?: SinkVerdict[];
}

const passes = (analysed: Analysed | undefined) => !!analysed?.sinks && analysed.sinks.every((s) => s.guarded);

export default createRule<[Required<Options>], MessageId>({
  name: 'require-read-authorization',
  meta: {
    type: 'problem',
    docs: {
      description:
        "Require every read path of a resource handler to check the session's principal before returning contents",
      recommended: true,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          resources: {
            type: 'string',
            enum: ['all', 'templates'],
            description:
              "Which read handlers to check: 'all' (templates, static resources, low-level resources/read handlers) or only 'templates'.",
          },
          ignoreNames: stringList(
            'Regular expressions; resources whose registered name matches one are not checked (public resources).',
          ),
          authorizers: stringList(
            'Function or method names of authorizers: calls that throw unless the principal may read (added to nothing: replace the default to change it).',
          ),
          authorizerPatterns: stringList(
            'Regular expressions for authorizer names, tested against the called function or method name.',
          ),
          predicates: stringList(
            'Function or method names of yes/no checks (`canRead(user, doc)`) that must gate the return.',
          ),
          predicatePatterns: stringList('Regular expressions for predicate names.'),
          wrappers: stringList(
            'Names of handler wrappers that authorize (`withAuth(handler)`): trusted when their code is not in the file, checked like a handler when it is.',
          ),
          trustScopeChallenge: {
            type: 'boolean',
            description:
              'Whether a `scopeChallenge` in an SDK v2 registration config counts as the check for that resource.',
          },
          everyRead: {
            type: 'boolean',
            description:
              'Require a check in every read handler. By default a handler with no check at all is reported only where the resource evidently belongs to a principal: the file uses `authInfo` or a session from the context, another handler is checked, wrapped or has a `scopeChallenge`, or the template has an owner variable (see `ownerWords`).',
          },
          checkTestFiles: checkTestFilesSchema,
          ownerWords: stringList(
            'Words that make a template variable an owner scope when its name contains one (`teamId`, `org_slug`, `{user}`); a handler of such a template with no check is reported. Plural forms match too.',
          ),
        },
      },
    ],
    messages: {
      missing:
        'The read handler of {{resource}} has no authorization check on any path, though {{evidence}}. Check {{principal}} against the requested resource, or list a public resource in the `ignoreNames` option.',
      missingSome:
        'Contents of {{resource}} are handed out here on a path that passes no authorization check: the check elsewhere in the handler does not run on this path.',
      identityFromUri:
        '`{{callee}}` receives no session identity, only values from the requested URI, which the client chooses freely. Pass the authenticated principal ({{principal}}) instead.',
    },
    defaultOptions: [defaults],
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context, [options]) {
    if (!options.checkTestFiles && isTestFile(context.filename)) return {};
    const ignoreNames = compile(options.ignoreNames);
    // Only where it is known how a handler finds the principal (the SDKs, FastMCP, tmcp).
    const inScope = (registration: ResourceRegistration) =>
      registration.framework.authorization !== undefined &&
      (options.resources !== 'templates' || registration.shape === 'template') &&
      !(registration.name !== undefined && ignoreNames.some((p) => p.test(registration.name!)));

    // No read handler to check: no listener at all, so none of the file's code paths is followed.
    if (!getMcpModel(context).registrations.some((r) => r.handler !== undefined && inScope(r))) return {};

    const sourceCode = context.sourceCode;
    const vocabulary: AuthVocabulary = {
      authorizers: options.authorizers,
      authorizerPatterns: compile(options.authorizerPatterns),
      predicates: options.predicates,
      predicatePatterns: compile(options.predicatePatterns),
    };
    const trustedWrappers = new Set(options.wrappers);
    const ownerWords = new Set(options.ownerWords.map((w) => w.toLowerCase()));
    /**
     * Some handler of the file checks, is wrapped or challenged, so reads here are scoped to a
     * principal: what and where, for the message (the first one seen).
     */
    let checkedEvidence: string | undefined;
    const sawCheck = (evidence: string) => {
      checkedEvidence ??= evidence;
    };
    let fileEvidence: string | null | undefined;

    const targets = new Map<FunctionLike, Analysed>();
    /** Handlers with the visible wrappers they pass through, and whether a trusted one covers them. */
    const handlers: { analysed: Analysed; wrappers: VisibleWrapper[]; covered: boolean }[] = [];

    const hasScopeChallenge = (registration: ResourceRegistration) =>
      options.trustScopeChallenge &&
      registration.sdk !== 'v1' &&
      !!registration.config?.properties.some(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          p.key.type === 'Identifier' &&
          p.key.name === 'scopeChallenge' &&
          !(p.value.type === 'Identifier' && p.value.name === 'undefined'),
      );

    const analysedFor = (fn: FunctionLike, make: () => AuthTarget): Analysed => {
      let analysed = targets.get(fn);
      if (!analysed) {
        analysed = { target: make() };
        targets.set(fn, analysed);
      }
      return analysed;
    };

    const setUp = () => {
      for (const registration of getMcpModel(context).registrations) {
        const handler = registration.handler;
        if (!handler || !inScope(registration)) continue;
        const analysed = analysedFor(handler.fn, () => handlerTarget(registration, handler, vocabulary, sourceCode));
        let covered = hasScopeChallenge(registration);
        if (covered)
          sawCheck(
            `${resourceLabel(registration)} has a \`scopeChallenge\` (line ${registration.call.loc.start.line})`,
          );
        const visible: VisibleWrapper[] = [];
        for (const call of handler.wrappers) {
          const wrapper = visibleWrapper(call, sourceCode);
          const trusted = wrapperNames(call, sourceCode).find((name) => trustedWrappers.has(name));
          if (wrapper) {
            visible.push(wrapper);
            analysedFor(wrapper.inner, () => wrapperTarget(registration, wrapper, vocabulary, sourceCode));
            sawCheck(`\`${wrapper.name}()\` wraps ${resourceLabel(registration)} (line ${call.loc.start.line})`);
          } else if (trusted) {
            covered = true;
            sawCheck(`\`${trusted}()\` authorizes ${resourceLabel(registration)} (line ${call.loc.start.line})`);
          }
        }
        handlers.push({ analysed, wrappers: visible, covered });
      }
    };

    const targetOfCall = (call: TSESTree.Node): AuthTarget | undefined => {
      for (let node = call.parent; node; node = node.parent) if (isFunctionLike(node)) return targets.get(node)?.target;
      return undefined;
    };

    /** The test of the handler that asks only whether a principal exists (`if (!extra.authInfo) throw …`). */
    const presenceTest = (target: AuthTarget): TSESTree.Node | undefined => {
      return ownCodeOf(target.fn, sourceCode).branches.find((branch) => target.checks.isPresenceTest(branch.test))
        ?.test;
    };

    const ownerVariables = (target: AuthTarget): string[] => {
      const template = target.registration.construction?.template?.value;
      return template === undefined
        ? []
        : ownerVariablesOf(getMcpModel(context).analyze(template).parsed.variables, ownerWords);
    };

    /**
     * Positive evidence that this resource belongs to a principal, worded to follow "though" (what,
     * and where); without it, no check is no finding.
     */
    const evidenceFor = (target: AuthTarget): string | undefined => {
      if (target.kind === 'wrapper') return 'it is an authorizing wrapper (the `wrappers` option)';
      if (checkedEvidence !== undefined) return checkedEvidence;
      if (options.everyRead) return 'the `everyRead` option asks for one in every handler';
      fileEvidence ??= principalEvidence(getMcpModel(context).registrations, sourceCode) ?? null;
      if (fileEvidence !== null) return fileEvidence;
      const owner = ownerVariables(target)[0];
      return owner === undefined ? undefined : `its template variable "${owner}" names an owner`;
    };

    const reportTarget = (analysed: Analysed) => {
      const { target, sinks = [] } = analysed;
      const resource = resourceOf(target);
      const principal = principalExpression(target);
      if (sinks.length > 0 && sinks.some((s) => s.guarded)) {
        for (const sink of sinks)
          if (!sink.guarded) context.report({ node: sink.node, messageId: 'missingSome', data: { resource } });
        return;
      }
      const evidence = evidenceFor(target);
      if (evidence === undefined) return;
      const presence = presenceTest(target);
      context.report({
        loc: headOf(target.fn, sourceCode),
        messageId: 'missing',
        data: {
          resource,
          principal,
          // A test that a principal exists proves only that someone signed in: say so first.
          evidence: presence
            ? `its test on line ${presence.loc.start.line} only shows that someone signed in`
            : evidence,
        },
      });
    };

    const paths = guardedPathListeners<AuthTarget>({
      targetOf: (fn) => (isFunctionLike(fn) ? targets.get(fn)?.target : undefined),
      // A call that never returns ends its path as a `throw` does: nothing after it is handed out.
      isGuardCall: (call, target) => target.checks.isAssertion(call) || neverReturns(call, sourceCode),
      isSinkCall: (call, target) => target.kind === 'wrapper' && callsWrapped(call, target.wrapper!, sourceCode),
      gateOf: (test, target) => target.checks.gate(test),
      sinksOfReturn: (value, target) =>
        target.kind === 'handler' ? contentSinks(value, contentKeysOf(target.registration)) : [],
      onTargetEnd(target, sinks) {
        // A wrapper handing the context to the handler it wraps is the read itself, not a delegation.
        const delegated =
          target.kind === 'handler'
            ? delegatedSinks(
                target,
                sinks.filter((s) => !s.guarded).map((s) => s.node),
                sourceCode,
              )
            : new Set();
        // A delegated return is the callee's to check: it is no read here, neither checked nor unchecked.
        targets.get(target.fn)!.sinks = sinks.filter((s) => !delegated.has(s.node));
      },
    });

    /** What is followed inside the handlers and wrappers: their code paths, and the checks they call. */
    const inTargets = mergeListeners(
      {
        'CallExpression:exit'(call: TSESTree.CallExpression) {
          if (targets.size === 0) return;
          const name = calleeName(call);
          // Most calls are no check at all: ask their name before looking for their handler.
          if (!name || !roleOf(call, vocabulary)) return;
          const target = targetOfCall(call);
          if (!target) return;
          sawCheck(`\`${name}()\` checks a read on line ${call.loc.start.line}`);
          if (target.checks.identityOf(call) !== 'uri-only') return;
          context.report({
            node: call,
            messageId: 'identityFromUri',
            data: { callee: name, principal: principalExpression(target) },
          });
        },
      },
      paths,
    );
    return mergeListeners(
      {
        Program: setUp,
        'Program:exit'() {
          const brokenWrappers = new Set<Analysed>();
          const reported = new Set<Analysed>();
          for (const { analysed, wrappers, covered } of handlers) {
            if (covered || passes(analysed) || reported.has(analysed)) continue;
            const wrapperResults = wrappers.map((w) => targets.get(w.inner)!);
            if (wrapperResults.some(passes)) continue;
            const trusted = wrapperResults.filter((w) => trustedWrappers.has(w.target.wrapper!.name));
            // A trusted wrapper that fails is one fix for every handler it wraps: report it there.
            if (trusted.length > 0) trusted.forEach((w) => brokenWrappers.add(w));
            else {
              reported.add(analysed);
              reportTarget(analysed);
            }
          }
          for (const wrapper of brokenWrappers) reportTarget(wrapper);
        },
      },
      inTargets,
    );
  },
});
