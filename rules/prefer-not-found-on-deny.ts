import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_AUTHORIZERS,
  DEFAULT_PREDICATE_PATTERNS,
  DEFAULT_PREDICATES,
  type AuthVocabulary,
  handlerTarget,
  wrapperTarget,
  type AuthTarget,
  visibleWrapper,
  denialSignal,
  errorCode,
  errorLeavesHandler,
  errorOf,
  isEmptyContents,
  isNotFoundError,
  notFoundFormOf,
  sameCodeOnTheWire,
  type ErrorConstruction,
  type NotFoundForm,
} from '../src/authorization/index.js';
import { clientValuesOf, findFsSinkCalls, flowOfClientValue, type FsSink } from '../src/flow/index.js';
import {
  COMPANION,
  getMcpModel,
  SDK,
  trackModuleUses,
  V1_TYPES_MODULES,
  V2_MODULES,
  mayHoldResources,
} from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';
import { ownCodeOf, walkOwnBody, within } from '../src/source/index.js';
import { ensureNamedImport } from '../src/fix/index.js';

type MessageId =
  'denialLooksDifferent' | 'denialCodeDiffers' | 'useNotFound' | 'missEscapes' | 'emptyContents' | 'throwNotFound';

// safeJoin of mcp-resources/fs: its PathEscapeError names the root, and looks like no not-found.
const SAFE_JOIN = { 'mcp-resources/fs': { safeJoin: { [CALL]: true }, safeJoinSync: { [CALL]: true } } };
const ERRORS = {
  fs: 'a file-system error (ENOENT, EISDIR, …)',
  escape: 'a `PathEscapeError`',
  both: 'a `PathEscapeError` or a file-system error',
} as const;

const vocabulary: AuthVocabulary = {
  authorizers: DEFAULT_AUTHORIZERS,
  authorizerPatterns: DEFAULT_AUTHORIZER_PATTERNS.map((p) => new RegExp(p)),
  predicates: DEFAULT_PREDICATES,
  predicatePatterns: DEFAULT_PREDICATE_PATTERNS.map((p) => new RegExp(p)),
};

export default createRule<[], MessageId>({
  name: 'prefer-not-found-on-deny',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Require a denied resource read to fail exactly like a read of a missing resource',
      recommended: true,
    },
    schema: [],
    messages: {
      denialLooksDifferent:
        'This denial of {{resource}} differs from a missing resource by its {{signal}}: a client guessing URIs learns which resources exist. Fail with the same error as for a missing resource (log the denial if needed).',
      denialCodeDiffers:
        'This denial of {{resource}} fails with code {{code}} where a missing resource fails with {{notFound}}: a client guessing URIs learns which resources exist. Fail with the same error as for a missing resource.',
      useNotFound: 'Fail with `{{replacement}}` instead.',
      missEscapes:
        '`{{call}}` can throw {{error}} here: the client gets an internal error naming server paths instead of not-found. Catch it and fail with the not-found error, or serve through the mcp-resources adapter or router.',
      emptyContents:
        'Empty `contents` for {{resource}}: the MCP spec forbids them for a resource that does not exist. Fail with the not-found error, as for a missing resource.',
      throwNotFound: 'Throw `{{replacement}}` instead.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'() {
        const model = getMcpModel(context);
        const targets = new Map<TSESTree.Node, AuthTarget>();
        for (const registration of model.registrations) {
          const handler = registration.handler;
          // Each framework answers not-found its own way; the SDKs' forms only (the companion's handlers are the SDK's).
          if (!handler || (registration.framework !== SDK && registration.framework !== COMPANION)) continue;
          if (!targets.has(handler.fn))
            targets.set(handler.fn, handlerTarget(registration, handler, vocabulary, sourceCode));
          for (const call of handler.wrappers) {
            const wrapper = visibleWrapper(call, sourceCode);
            if (wrapper && !targets.has(wrapper.inner))
              targets.set(wrapper.inner, wrapperTarget(registration, wrapper, vocabulary, sourceCode));
          }
        }
        if (targets.size === 0) return;
        let notFound: NotFoundForm | undefined;
        const notFoundForm = () => (notFound ??= notFoundFormOf(model.fileSdk, sourceCode));
        for (const target of targets.values()) if (target.kind === 'handler') reportEmptyContents(target, notFoundForm);
        reportEscapingMisses();
        for (const target of targets.values()) {
          for (const site of denialSites(target, sourceCode)) {
            const resource = resourceOf(target);
            // An I/O failure or a containment refusal off the denial branches is no authorization answer.
            const signal = site.inDenyBranch || !site.notADenial ? denialSignal(site.error, sourceCode) : undefined;
            if (signal) {
              report(site.error, 'denialLooksDifferent', { resource, signal }, target, notFoundForm());
              continue;
            }
            const code = site.inDenyBranch ? errorCode(site.error) : undefined;
            const form = notFoundForm();
            if (
              code &&
              !isNotFoundError(site.error, sourceCode) &&
              !sameCodeOnTheWire(code, form.code, model.fileSdk)
            ) {
              report(
                site.error,
                'denialCodeDiffers',
                { resource, code, notFound: form.kind === 'mcp-error' ? form.codeText : 'ResourceNotFoundError' },
                target,
                form,
              );
            }
          }
        }
      },
    };

    function report(
      error: ErrorConstruction,
      messageId: MessageId,
      data: Record<string, string>,
      target: AuthTarget,
      form: NotFoundForm,
    ) {
      const replacement = replacementFor(target, form);
      context.report({
        node: error,
        messageId,
        data,
        suggest: replacement
          ? [
              {
                messageId: 'useNotFound',
                data: { replacement },
                fix: (fixer) => [fixer.replaceText(error, replacement), ...importsFor(fixer, form, target)],
              },
            ]
          : [],
      });
    }

    /** `return { contents: [] }`: what the spec forbids for a resource that does not exist. */
    function reportEmptyContents(target: AuthTarget, form: () => NotFoundForm) {
      const resource = resourceOf(target);
      const body = target.fn.body;
      if (body.type !== 'BlockStatement') {
        if (isEmptyContents(body)) context.report({ node: body, messageId: 'emptyContents', data: { resource } });
        return;
      }
      for (const node of ownCodeOf(target.fn, sourceCode).exits) {
        if (node.type !== 'ReturnStatement' || !node.argument || !isEmptyContents(node.argument)) continue;
        const replacement = replacementFor(target, form());
        context.report({
          node,
          messageId: 'emptyContents',
          data: { resource },
          suggest: replacement
            ? [
                {
                  messageId: 'throwNotFound',
                  data: { replacement },
                  fix: (fixer) => [
                    fixer.replaceText(node, `throw ${replacement};`),
                    ...importsFor(fixer, form(), target),
                  ],
                },
              ]
            : [],
        });
      }
    }

    /**
     * File-system calls and `safeJoin` on a client's value in an SDK read handler (or a helper of
     * this file it calls), with no `catch` around them: their errors reach the client as internal
     * errors (the companion's adapter and router answer them as not-found themselves).
     */
    function reportEscapingMisses() {
      const sinks = findFsSinkCalls(sourceCode);
      const joins = new Set<TSESTree.Node>(
        sourceCode.text.includes('mcp-resources/fs') ? trackModuleUses(sourceCode, SAFE_JOIN).map((u) => u.node) : [],
      );
      if (sinks.size === 0 && joins.size === 0) return;
      const reached = new Map<TSESTree.CallExpression, { call: string; error: keyof typeof ERRORS }>();
      for (const value of clientValuesOf(context)) {
        const fn = value.registration.handler?.fn;
        if (value.registration.framework !== SDK || !fn) continue;
        // In the handler, or in a helper of this file the value was passed to.
        const escapes = (at: TSESTree.Node, calls: readonly TSESTree.CallExpression[]) =>
          errorLeavesHandler(at, fn, calls, sourceCode);
        for (const { node, calls } of flowOfClientValue(value, sourceCode)) {
          const call = node.parent;
          if (call?.type !== 'CallExpression') continue;
          const index = call.arguments.indexOf(node as TSESTree.CallExpressionArgument);
          const sink = sinks.get(call);
          if (sink && sink.pathArguments.includes(index) && throwsOnMiss(sink)) {
            if (escapes(call, calls) && !reached.has(call)) reached.set(call, { call: sink.name, error: 'fs' });
          } else if (joins.has(call) && index === 1) {
            // `readFile(await safeJoin(ROOT, p))`: one report, at the call that reads.
            const reader = readerOf(call, sinks);
            const at = reader ?? call;
            if (escapes(at, calls))
              reached.set(at, {
                call: reader ? sinks.get(reader)!.name : sourceCode.getText(call.callee),
                error: reader ? 'both' : 'escape',
              });
          }
        }
      }
      for (const [node, { call, error }] of reached)
        context.report({ node, messageId: 'missEscapes', data: { call, error: ERRORS[error] } });
    }

    function importsFor(fixer: TSESLint.RuleFixer, form: NotFoundForm, target: AuthTarget): TSESLint.RuleFix[] {
      if (answeredByResource(target)) return ensureNamedImport(fixer, sourceCode, 'ResourceMiss', ['mcp-resources']);
      if (form.kind === 'resource-not-found-error')
        return ensureNamedImport(fixer, sourceCode, 'ResourceNotFoundError', V2_MODULES);
      const names = ['McpError', ...(form.codeText.startsWith('ErrorCode.') ? ['ErrorCode'] : [])].filter(
        (name) => !isImported(name),
      );
      // One insertion for both names: two insertions at the same place would be merged in either order.
      return names.length > 0 ? ensureNamedImport(fixer, sourceCode, names.join(', '), V1_TYPES_MODULES) : [];
    }

    function isImported(name: string): boolean {
      return sourceCode.ast.body.some(
        (s) => s.type === 'ImportDeclaration' && s.specifiers.some((sp) => sp.local.name === name),
      );
    }
  },
});

function resourceOf(target: AuthTarget): string {
  if (target.kind === 'wrapper') return `resources wrapped by ${target.wrapper!.name}()`;
  const registration = target.registration;
  if (registration.shape === 'low-level') return 'resources/read';
  if (registration.name !== undefined) return `resource "${registration.name}"`;
  // A route of the companion's router, or a registration with no name: its template or URI.
  const uri = registration.construction?.template?.value ?? registration.staticUri?.value;
  return uri !== undefined ? `"${uri}"` : 'this resource';
}

/** The requested URI as the handler can write it: `uri` (a URL) or `request.params.uri`. */
/**
 * A handler of mcp-resources' `resource()` (its variables first): `throw new ResourceMiss()` fails
 * like an unknown resource whichever SDK calls it (test/runtime/resource.sdk.test.ts).
 */
function answeredByResource(target: AuthTarget): boolean {
  return target.registration.framework === COMPANION && target.registration.handler?.layout.variables === 0;
}

function uriExpression(target: AuthTarget): { text: string; isUrl: boolean } | undefined {
  const first = target.fn.params[target.registration.handler?.layout.uri ?? 0];
  if (first?.type !== 'Identifier') return undefined;
  return target.registration.shape === 'low-level'
    ? { text: `${first.name}.params.uri`, isUrl: false }
    : { text: first.name, isUrl: true };
}

function replacementFor(target: AuthTarget, form: NotFoundForm): string | undefined {
  if (answeredByResource(target)) return 'new ResourceMiss()';
  const uri = uriExpression(target);
  if (!uri) return undefined;
  if (form.kind === 'resource-not-found-error')
    return `new ResourceNotFoundError(${uri.isUrl ? `${uri.text}.href` : uri.text})`;
  return `new McpError(${form.codeText}, \`Resource \${${uri.text}} not found\`)`;
}

interface DenialSite {
  readonly error: ErrorConstruction;
  /** Inside the branch an authorization check takes when it fails. */
  readonly inDenyBranch: boolean;
  /** Inside a branch that answers an OS error (`e.code === "EACCES"`, a `catch` around no check) or a containment test. */
  readonly notADenial: boolean;
}

/**
 * Errors a handler throws or returns, with whether each sits on a denial branch: the failing side
 * of a check's `if`, or the `catch` around an authorizer. Errors under a test that only asks
 * whether someone is signed in are left out: that answer is the same for every URI.
 */
function denialSites(target: AuthTarget, sourceCode: Readonly<TSESLint.SourceCode>): DenialSite[] {
  const denyBranches = new Set<TSESTree.Node>();
  const authenticationBranches = new Set<TSESTree.Node>();
  const otherBranches = new Set<TSESTree.Node>();
  const sites: { error: ErrorConstruction; node: TSESTree.Node }[] = [];
  const own = ownCodeOf(target.fn, sourceCode);
  for (const node of own.branches) {
    const gate = target.checks.gate(node.test);
    if (gate.whenFalse) denyBranches.add(node.consequent);
    if (gate.whenTrue && node.alternate) denyBranches.add(node.alternate);
    if (!gate.whenFalse && target.checks.isPresenceTest(node.test)) authenticationBranches.add(node.consequent);
    if (!gate.whenFalse && !gate.whenTrue && isOsErrorOrContainmentTest(node.test, sourceCode))
      otherBranches.add(node.consequent);
  }
  for (const node of own.tries) {
    // An authorizer that throws inside the `try` makes its `catch` the denial branch.
    const checked = own.calls.some((call) => within(call, node.block) && target.checks.isAssertion(call));
    (checked ? denyBranches : otherBranches).add(node.handler!.body);
  }
  for (const node of own.exits) {
    const error = errorOf(node.argument, sourceCode, node.type === 'ReturnStatement');
    if (error) sites.push({ error, node });
  }
  const inside = (node: TSESTree.Node, branches: Set<TSESTree.Node>) => {
    for (let current: TSESTree.Node | undefined = node; current && current !== target.fn; current = current.parent)
      if (branches.has(current)) return true;
    return false;
  };
  return sites
    .filter((site) => !inside(site.node, authenticationBranches))
    .map((site) => ({
      error: site.error,
      inDenyBranch: inside(site.node, denyBranches),
      notADenial: inside(site.node, otherBranches),
    }));
}

const OS_ERROR_CODE = /^E[A-Z]{2,}$/;
const CONTAINMENT_CALLS = new Set(['startsWith', 'isAbsolute', 'relative']);

/**
 * `e.code === "EACCES"`, `rel.startsWith("..")`, `!full.startsWith(root + sep)`, `path.isAbsolute(p)`:
 * tests of a file-system outcome or of containment, whose refusal is not an authorization answer.
 */
function isOsErrorOrContainmentTest(test: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let found = false;
  walkOwnBody({ body: test }, sourceCode.visitorKeys, (node) => {
    if (
      node.type === 'Literal' &&
      typeof node.value === 'string' &&
      (OS_ERROR_CODE.test(node.value) || node.value === '..')
    )
      found = true;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      CONTAINMENT_CALLS.has(node.callee.property.name)
    )
      found = true;
  });
  return found;
}

/** A call that throws when its path names nothing: not a stream (its errors come as events), not `exists`. */
function throwsOnMiss(sink: FsSink): boolean {
  const name = sink.name.slice(sink.name.lastIndexOf('.') + 1);
  return !name.endsWith('Stream') && !name.startsWith('exists');
}

/** The file-system call whose path is this `safeJoin(…)`'s result: `readFile(await safeJoin(…))`. */
function readerOf(
  join: TSESTree.CallExpression,
  sinks: ReadonlyMap<TSESTree.CallExpression, FsSink>,
): TSESTree.CallExpression | undefined {
  const argument = join.parent?.type === 'AwaitExpression' ? join.parent : join;
  const call = argument.parent;
  if (call?.type !== 'CallExpression') return undefined;
  const sink = sinks.get(call);
  const index = call.arguments.indexOf(argument);
  return sink && sink.pathArguments.includes(index) && throwsOnMiss(sink) ? call : undefined;
}
