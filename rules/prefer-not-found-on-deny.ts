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
  errorOf,
  isNotFoundError,
  notFoundFormOf,
  sameCodeOnTheWire,
  type ErrorConstruction,
  type NotFoundForm,
} from '../src/authorization/index.js';
import { COMPANION, getMcpModel, SDK, V1_TYPES_MODULES, V2_MODULES, mayHoldResources } from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';
import { walkOwnBody } from '../src/source/index.js';
import { ensureNamedImport } from '../src/fix/index.js';

type MessageId = 'denialLooksDifferent' | 'denialCodeDiffers' | 'useNotFound';

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
        'This denial of {{resource}} can be told apart from a missing resource by its {{signal}}: a client filling URI variables by trial learns which resources exist. Fail with the same error as for a missing resource (log the denial if you need it).',
      denialCodeDiffers:
        'This denial of {{resource}} fails with code {{code}} where a missing resource fails with {{notFound}}: a client filling URI variables by trial learns which resources exist. Fail with the same error as for a missing resource.',
      useNotFound: 'Fail with `{{replacement}}` instead.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'(program: TSESTree.Program) {
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
        const notFoundForm = () => (notFound ??= notFoundFormOf(program, model.fileSdk, sourceCode));
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
                fix: (fixer) => [fixer.replaceText(error, replacement), ...importsFor(fixer, form)],
              },
            ]
          : [],
      });
    }

    function importsFor(fixer: TSESLint.RuleFixer, form: NotFoundForm): TSESLint.RuleFix[] {
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
  return registration.name !== undefined ? `resource "${registration.name}"` : 'this resource';
}

/** The requested URI as the handler can write it: `uri` (a URL) or `request.params.uri`. */
function uriExpression(target: AuthTarget): { text: string; isUrl: boolean } | undefined {
  const first = target.fn.params[0];
  if (first?.type !== 'Identifier') return undefined;
  return target.registration.shape === 'low-level'
    ? { text: `${first.name}.params.uri`, isUrl: false }
    : { text: first.name, isUrl: true };
}

function replacementFor(target: AuthTarget, form: NotFoundForm): string | undefined {
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
  walkOwnBody(target.fn, sourceCode.visitorKeys, (node) => {
    if (node.type === 'IfStatement' || node.type === 'ConditionalExpression') {
      const gate = target.checks.gate(node.test);
      if (gate.whenFalse) denyBranches.add(node.consequent);
      if (gate.whenTrue && node.alternate) denyBranches.add(node.alternate);
      if (!gate.whenFalse && target.checks.isPresenceTest(node.test)) authenticationBranches.add(node.consequent);
      if (!gate.whenFalse && !gate.whenTrue && isOsErrorOrContainmentTest(node.test, sourceCode))
        otherBranches.add(node.consequent);
    } else if (node.type === 'TryStatement' && node.handler) {
      (containsAssertion(node.block, target, sourceCode) ? denyBranches : otherBranches).add(node.handler.body);
    } else if (node.type === 'ThrowStatement' || node.type === 'ReturnStatement') {
      const error = errorOf(node.argument, sourceCode, node.type === 'ReturnStatement');
      if (error) sites.push({ error, node });
    }
  });
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

function containsAssertion(
  block: TSESTree.BlockStatement,
  target: AuthTarget,
  sourceCode: Readonly<TSESLint.SourceCode>,
): boolean {
  let found = false;
  walkOwnBody({ body: block }, sourceCode.visitorKeys, (node) => {
    if (node.type === 'CallExpression' && target.checks.isAssertion(node)) found = true;
  });
  return found;
}
