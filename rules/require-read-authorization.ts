import type { TSESTree } from '@typescript-eslint/utils';
import {
  calleeName,
  coverageOf,
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_AUTHORIZERS,
  DEFAULT_OWNER_WORDS,
  DEFAULT_PREDICATE_PATTERNS,
  DEFAULT_PREDICATES,
  failingTargets,
  MissingCheckEvidence,
  principalExpression,
  readPaths,
  readTargetsOf,
  resourceOf,
  roleOf,
  targetAround,
  type AuthTarget,
  type AuthVocabulary,
  type ReadTargets,
  type RegisteredRead,
} from '../src/authorization/index.js';
import { getMcpModel, type ResourceRegistration, mayHoldResources } from '../src/mcp/index.js';
import { headOf } from '../src/source/index.js';
import { createRule, mergeListeners } from '../src/rule/index.js';

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
}

type MessageId = 'missing' | 'principalOnly' | 'unprovenAuthorizer' | 'missingSome' | 'identityFromUri';

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
            'Function or method names of authorizers: calls that throw unless the principal may read (added to nothing: replace the default to change it). Needed only where the code of a call given the principal and the resource cannot be read, or it is given the principal alone.',
          ),
          authorizerPatterns: stringList(
            'Regular expressions for authorizer names, tested against the called function or method name.',
          ),
          predicates: stringList(
            'Function or method names of yes/no checks that must gate the return. Needed only for a check given the principal but nothing of the resource (`isAdmin(user)`): a call given both is a check whatever its name.',
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
          ownerWords: stringList(
            'Words that make a template variable an owner scope when its name contains one (`teamId`, `org_slug`, `{user}`); a handler of such a template with no check is reported. Plural forms match too.',
          ),
        },
      },
    ],
    messages: {
      missing:
        'The read handler of {{resource}} has no authorization check on any path, though {{evidence}}. Check {{principal}} against the requested resource, or list a public resource in the `ignoreNames` option.',
      principalOnly:
        'The read handler of {{resource}} has no authorization check on any path: `{{callee}}()` (line {{line}}) is given the principal but nothing of the requested resource. If it decides access, list it in `predicates`.',
      unprovenAuthorizer:
        'The read handler of {{resource}} has no authorization check on any path: `{{callee}}()` (line {{line}}) is given the principal and the resource, but {{reason}}. If it throws on denial, list it in `authorizers`.',
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
    const ignoreNames = compile(options.ignoreNames);
    // Only where it is known how a handler finds the principal (the SDKs, FastMCP, tmcp).
    const inScope = (registration: ResourceRegistration) =>
      registration.handler !== undefined &&
      registration.framework.authorization !== undefined &&
      (options.resources !== 'templates' || registration.shape === 'template') &&
      !(registration.name !== undefined && ignoreNames.some((p) => p.test(registration.name!)));

    // No read handler to check: no listener at all, so none of the file's code paths is followed.
    if (!getMcpModel(context).registrations.some(inScope)) return {};

    const sourceCode = context.sourceCode;
    const vocabulary: AuthVocabulary = {
      authorizers: options.authorizers,
      authorizerPatterns: compile(options.authorizerPatterns),
      predicates: options.predicates,
      predicatePatterns: compile(options.predicatePatterns),
    };
    const trust = { trustedWrappers: new Set(options.wrappers), trustScopeChallenge: options.trustScopeChallenge };
    const ownerWords = new Set(options.ownerWords.map((w) => w.toLowerCase()));
    // Set up on `Program`, before the code path of any function starts.
    let targets: ReadTargets | undefined;
    let evidence: MissingCheckEvidence;
    const covered = new Set<RegisteredRead>();
    const paths = readPaths((fn) => targets?.byFunction.get(fn), sourceCode);

    const report = (target: AuthTarget) => {
      const resource = resourceOf(target);
      const sinks = paths.sinksOf(target) ?? [];
      if (sinks.some((s) => s.guarded)) {
        for (const sink of sinks)
          if (!sink.guarded) context.report({ node: sink.node, messageId: 'missingSome', data: { resource } });
        return;
      }
      const why = evidence.of(target);
      if (why === undefined) return;
      // A call that looks like a check and is not trusted: say which, and the option that would trust it.
      const untrusted = evidence.untrustedCheck(target);
      if (untrusted) {
        const { kind, ...data } = untrusted;
        context.report({ loc: headOf(target.fn, sourceCode), messageId: kind, data: { resource, ...data } });
        return;
      }
      context.report({
        loc: headOf(target.fn, sourceCode),
        messageId: 'missing',
        data: { resource, principal: principalExpression(target), evidence: why },
      });
    };

    return mergeListeners(
      {
        Program() {
          const model = getMcpModel(context);
          targets = readTargetsOf(model.registrations.filter(inScope), vocabulary, sourceCode);
          evidence = new MissingCheckEvidence(model, sourceCode, { everyRead: options.everyRead, ownerWords });
          for (const read of targets.reads) {
            const coverage = coverageOf(read, trust, sourceCode);
            if (coverage.covered) covered.add(read);
            for (const seen of coverage.evidence) evidence.sawCheck(seen);
          }
        },
        'CallExpression:exit'(call: TSESTree.CallExpression) {
          const name = calleeName(call);
          if (!name) return;
          const target = targetAround(call, targets!);
          if (!target) return;
          const named = roleOf(call, vocabulary) !== undefined;
          // A check is known by its name, or by what it is given (the principal and the resource).
          if (!named && !target.checks.isCheckByStructure(call)) return;
          evidence.sawCheck(`\`${name}()\` checks a read on line ${call.loc.start.line}`);
          if (!named) return;
          if (target.checks.identityOf(call) !== 'uri-only') return;
          context.report({
            node: call,
            messageId: 'identityFromUri',
            data: { callee: name, principal: principalExpression(target) },
          });
        },
        'Program:exit'() {
          for (const target of failingTargets(targets!, covered, paths, trust.trustedWrappers)) report(target);
        },
      },
      paths.listeners,
    );
  },
});
