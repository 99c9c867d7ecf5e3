import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_AUTHORIZERS,
  DEFAULT_PREDICATE_PATTERNS,
  DEFAULT_PREDICATES,
  type AuthVocabulary,
  type AuthTarget,
  denialSignal,
  denialSites,
  errorCode,
  escapingMisses,
  isEmptyContents,
  isNotFoundError,
  notFoundFormOf,
  readTargetsOf,
  resourceOf,
  sameCodeOnTheWire,
  type DenialSite,
  type FileErrors,
  type NotFoundForm,
} from '../src/authorization/index.js';
import {
  COMPANION,
  getMcpModel,
  type McpFileModel,
  SDK,
  V1_TYPES_MODULES,
  V2_MODULES,
  mayHoldResources,
} from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';
import { ownCodeOf, unwrap } from '../src/source/index.js';
import { ensureNamedImport } from '../src/fix/index.js';

type MessageId =
  'denialLooksDifferent' | 'denialCodeDiffers' | 'useNotFound' | 'missEscapes' | 'emptyContents' | 'throwNotFound';

/** What an escaping call can throw, as the message says it. */
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

type Options = [{ fileErrors: FileErrors }];

export default createRule<Options, MessageId>({
  name: 'prefer-not-found-on-deny',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Require a denied resource read to fail exactly like a read of a missing resource',
      recommended: true,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          fileErrors: {
            type: 'string',
            enum: ['unestablished', 'all'],
            description:
              "Which file-system errors escaping a read handler `missEscapes` reports: 'unestablished' (default) only at a call on a file the handler has not established yet (no earlier `stat`, `access`, `realpath`, `exists…` or read of the same value that the path passes only when it found the file), where a missing file escapes; 'all' also where only a directory or a permission error is left to escape.",
          },
        },
      },
    ],
    defaultOptions: [{ fileErrors: 'unestablished' }],
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
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'() {
        const model = getMcpModel(context);
        // Each framework answers not-found its own way; the SDKs' forms only (the companion's handlers are the SDK's).
        const registrations = model.registrations.filter((r) => r.framework === SDK || r.framework === COMPANION);
        const targets = readTargetsOf(registrations, vocabulary, sourceCode).byFunction;
        if (targets.size === 0) return;
        let notFound: NotFoundForm | undefined;
        const notFoundForm = () => (notFound ??= notFoundFormOf(model.fileSdk, sourceCode));
        for (const target of targets.values())
          if (target.kind === 'handler') reportEmptyContents(context, target, notFoundForm);
        for (const [node, { call, error }] of escapingMisses(context, options.fileErrors))
          context.report({ node, messageId: 'missEscapes', data: { call, error: ERRORS[error] } });
        for (const target of targets.values()) {
          for (const site of denialSites(target, sourceCode)) {
            const form = notFoundForm();
            const mismatch = denialMismatch(site, form, model.fileSdk, sourceCode);
            if (!mismatch) continue;
            context.report({
              node: site.error,
              messageId: mismatch.messageId,
              data: { resource: resourceOf(target), ...mismatch.data },
              suggest: notFoundSuggestion(sourceCode, site.error, target, form, 'useNotFound'),
            });
          }
        }
      },
    };
  },
});

type Context = Readonly<TSESLint.RuleContext<MessageId, Options>>;

/** How a denial tells itself apart from a missing resource: by what it says, or by its code on the wire. */
function denialMismatch(
  site: DenialSite,
  form: NotFoundForm,
  fileSdk: McpFileModel['fileSdk'],
  sourceCode: Readonly<TSESLint.SourceCode>,
): { messageId: MessageId; data: Record<string, string> } | undefined {
  // An I/O failure or a containment refusal off the denial branches is no authorization answer.
  const signal = site.inDenyBranch || !site.notADenial ? denialSignal(site.error, sourceCode) : undefined;
  if (signal) return { messageId: 'denialLooksDifferent', data: { signal } };
  const code = site.inDenyBranch ? errorCode(site.error) : undefined;
  if (!code || isNotFoundError(site.error, sourceCode) || sameCodeOnTheWire(code, form.code, fileSdk)) return undefined;
  const notFound = form.kind === 'mcp-error' ? form.codeText : 'ResourceNotFoundError';
  return { messageId: 'denialCodeDiffers', data: { code, notFound } };
}

/**
 * `return { contents: [] }` where the handler answers a resource that is not there, or not for this
 * session: what the spec forbids for a resource that does not exist. Empty contents are that answer
 * on a path of their own (the branch after a failed lookup or check, a `catch`, a `?? { contents: [] }`
 * fallback) while another path answers with the resource; a handler that always answers empty (a
 * stub, a placeholder registration) answers no read of a resource at all.
 */
function reportEmptyContents(context: Context, target: AuthTarget, form: () => NotFoundForm): void {
  const resource = resourceOf(target);
  const answers = answersOf(target.fn, context.sourceCode);
  const empty = answers.filter((a) => isEmptyContents(a.value));
  if (empty.length === 0 || empty.length === answers.length) return;
  for (const { value, statement } of empty) {
    // A whole `return` becomes a `throw`; a branch of an expression has no statement to become one.
    const suggest = statement ? notFoundSuggestion(context.sourceCode, statement, target, form(), 'throwNotFound') : [];
    context.report({ node: statement ?? value, messageId: 'emptyContents', data: { resource }, suggest });
  }
}

/**
 * What a handler answers with, one value per path: each returned value, or the expression body,
 * with each branch of `c ? a : b` and each side of `a ?? b` / `a || b` on its own. No value
 * (`return;`, `undefined`, `null`) is no answer.
 */
function answersOf(
  fn: AuthTarget['fn'],
  sourceCode: Readonly<TSESLint.SourceCode>,
): { value: TSESTree.Node; statement?: TSESTree.ReturnStatement }[] {
  const branches = (node: TSESTree.Node): TSESTree.Node[] => {
    const inner = unwrap(node, { awaited: true });
    if (inner.type === 'ConditionalExpression') return [...branches(inner.consequent), ...branches(inner.alternate)];
    if (inner.type === 'LogicalExpression' && inner.operator !== '&&')
      return [...branches(inner.left), ...branches(inner.right)];
    const nothing =
      (inner.type === 'Literal' && inner.value === null) || (inner.type === 'Identifier' && inner.name === 'undefined');
    return nothing ? [] : [inner];
  };
  if (fn.body.type !== 'BlockStatement') return branches(fn.body).map((value) => ({ value }));
  return ownCodeOf(fn, sourceCode).exits.flatMap((exit) => {
    if (exit.type !== 'ReturnStatement' || !exit.argument) return [];
    const values = branches(exit.argument);
    // The whole returned value empty: the statement is what is reported (and replaced).
    return values.map((value) => (values.length === 1 ? { value, statement: exit } : { value }));
  });
}

/**
 * Failing as a missing resource does: `node` (an error) replaced by the not-found error, or (a
 * `return`) by a `throw` of it, with the imports it needs; none when the handler's URI is not at hand.
 */
function notFoundSuggestion(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
  target: AuthTarget,
  form: NotFoundForm,
  messageId: 'useNotFound' | 'throwNotFound',
): TSESLint.ReportSuggestionArray<MessageId> {
  const replacement = replacementFor(target, form);
  if (!replacement) return [];
  const text = messageId === 'throwNotFound' ? `throw ${replacement};` : replacement;
  return [
    {
      messageId,
      data: { replacement },
      fix: (fixer) => [fixer.replaceText(node, text), ...importsFor(fixer, sourceCode, form, target)],
    },
  ];
}

function importsFor(
  fixer: TSESLint.RuleFixer,
  sourceCode: Readonly<TSESLint.SourceCode>,
  form: NotFoundForm,
  target: AuthTarget,
): TSESLint.RuleFix[] {
  if (answeredByResource(target)) return ensureNamedImport(fixer, sourceCode, 'ResourceMiss', ['mcp-resources']);
  if (form.kind === 'resource-not-found-error')
    return ensureNamedImport(fixer, sourceCode, 'ResourceNotFoundError', V2_MODULES);
  const isImported = (name: string) =>
    sourceCode.ast.body.some(
      (s) => s.type === 'ImportDeclaration' && s.specifiers.some((sp) => sp.local.name === name),
    );
  const names = ['McpError', ...(form.codeText.startsWith('ErrorCode.') ? ['ErrorCode'] : [])].filter(
    (name) => !isImported(name),
  );
  // One insertion for both names: two insertions at the same place would be merged in either order.
  return names.length > 0 ? ensureNamedImport(fixer, sourceCode, names.join(', '), V1_TYPES_MODULES) : [];
}

/**
 * A handler of mcp-resources' `resource()` (its variables first): `throw new ResourceMiss()` fails
 * like an unknown resource whichever SDK calls it (test/runtime/resource.sdk.test.ts).
 */
function answeredByResource(target: AuthTarget): boolean {
  return target.registration.framework === COMPANION && target.registration.handler?.layout.variables === 0;
}

/** The requested URI as the handler can write it: `uri` (a URL) or `request.params.uri`. */
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
