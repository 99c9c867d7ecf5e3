import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMcpModel, importsMcpModule, mayBuildUris } from '../src/mcp/index.js';
import {
  encodingOf,
  flowsToResourceUri,
  HOST_SCHEMES,
  insertedValues,
  isEchoedValue,
  isInsideConcatenation,
  isMessageArgument,
  isOnlyCompared,
  resourceSchemesOf,
  templateReplaceAt,
  type TemplateReplace,
  unencodedValues,
  uriBuildOf,
  type UriBuild,
} from '../src/client/index.js';
import { createRule, type UserOptions } from '../src/rule/index.js';
import { fileNodes } from '../src/source/index.js';
import {
  EXPANSION_LIBRARIES,
  expansionFixes,
  libraryNameAvailable,
  preferredQuote,
  valuesObject,
  type ExpansionLibrary,
  planFromBuild,
  valuesFromReplace,
  templateSource,
  templateValue,
} from '../src/fix/index.js';

export type MessageId =
  'replaceTemplate' | 'manualUri' | 'manualQuery' | 'encodeURIComponentOnly' | 'expandWithLibrary';
/** The options with their defaults filled in, as `create` gets them. */
type MergedOptions = [
  {
    library: ExpansionLibrary;
    allowEncodeURIComponent: boolean;
    ignoreSchemes: string[];
    uris: 'resources' | 'all';
  },
];
/** The options a user writes. */
export type Options = UserOptions<MergedOptions>;

const MAX_QUOTED = 60;
const quoted = (text: string) =>
  (text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text).replace(/\s+/g, ' ');

export default createRule<MergedOptions, MessageId>({
  name: 'no-manual-expansion',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description:
        'Require URIs to be expanded from their template by an RFC 6570 library, not built with `.replace` or string building',
      recommended: true,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          library: {
            type: 'string',
            enum: ['std-uritemplate', 'url-template', 'mcp-resources'],
            description:
              "The RFC 6570 library the suggestion expands with: `mcp-resources` (default; the companion package, a direct dependency of the project: passes the whole RFC 6570 test suite, and its `expand` is typed by the template), `std-uritemplate` (`@std-uritemplate/std-uritemplate`, passes the suite, leaves `'()*` unescaped) or `url-template` (fails 6 extended cases).",
          },
          allowEncodeURIComponent: {
            type: 'boolean',
            description:
              "Accept values wrapped in `encodeURIComponent`. Set to false to report them too: it leaves `!'()*` unescaped where RFC 6570 escapes them.",
          },
          ignoreSchemes: {
            type: 'array',
            items: { type: 'string' },
            uniqueItems: true,
            description:
              'URI schemes (lower case, without `:`) whose hand-built URIs are not reported, e.g. `["https"]`.',
          },
          uris: {
            type: 'string',
            enum: ['resources', 'all'],
            description:
              "Which hand-built URIs to report: 'resources' (default) only evident MCP resource URIs — used as a resource's `uri` (read results, resource lists and links, `readResource`, a static `registerResource` URI), or with a scheme that is not a web or host scheme in a file that imports MCP code; 'all' every URI with a scheme. `.replace` on a template is reported either way.",
          },
        },
      },
    ],
    messages: {
      replaceTemplate:
        'The URI template "{{template}}" is filled in with `.{{method}}()`: a "/", "?", "&", "#" or space in `{{value}}` is not encoded, so the URI names another resource. Expand it with an RFC 6570 library.',
      manualUri:
        'URI built by hand: `{{value}}` is inserted unencoded, so a "/", "?", "&", "#" or space in it changes which resource the URI names. Expand an RFC 6570 template instead.',
      manualQuery:
        'Query string built by hand: `{{value}}` is inserted unencoded, so a "&" or "=" in it splits the query and an undefined value becomes "undefined". An RFC 6570 "{?…}" expression encodes values and leaves undefined ones out.',
      encodeURIComponentOnly:
        "`{{value}}`: encodeURIComponent leaves ! ' ( ) * unescaped where RFC 6570 escapes them, so this URI differs from the one its template expands to. Expand the template with an RFC 6570 library.",
      expandWithLibrary: 'Expand {{template}} with {{library}}.',
    },
    defaultOptions: [
      {
        library: 'mcp-resources',
        allowEncodeURIComponent: true,
        ignoreSchemes: [],
        uris: 'resources',
      },
    ],
  },
  // The gate: without `://` or a template's name in the text, no URI is built here.
  gate: mayBuildUris,
  create(context, [options]) {
    const check: FileCheck = {
      context,
      options,
      ignoreSchemes: options.ignoreSchemes.map((s) => s.toLowerCase()),
      resourceSchemes: new Set(),
      customSchemeBuilds: [],
    };
    const listeners: TSESLint.RuleListener = {
      TemplateLiteral(node) {
        checkBuild(check, node);
      },
      'BinaryExpression[operator="+"]'(node: TSESTree.BinaryExpression) {
        checkBuild(check, node);
      },
    };
    const atExit: (() => void)[] = [];
    // The file's calls are read at the end from the list every rule shares (no listener called on
    // each), and only when one can be a `.replace`: then the text names `replace` (or writes it with
    // a `\u` escape).
    const text = context.sourceCode.text;
    if (text.includes('replace') || text.includes('\\u'))
      atExit.push(() => {
        reportReplaces(check);
      });
    // The resource schemes only judge builds with a custom scheme, kept only in a file with MCP code
    // and only when `uris` is not 'all' (which reports every build at once).
    if (options.uris !== 'all' && importsMcpModule(context))
      atExit.push(() => {
        reportCustomSchemeBuilds(check);
      });
    if (atExit.length > 0)
      listeners['Program:exit'] = () => {
        for (const run of atExit) run();
      };
    return listeners;
  },
});

type Context = Readonly<TSESLint.RuleContext<MessageId, MergedOptions>>;

/** What the checks of one file share: the rule's options, and the builds and schemes met so far. */
interface FileCheck {
  readonly context: Context;
  readonly options: MergedOptions[0];
  readonly ignoreSchemes: readonly string[];
  /** Schemes the file uses for resources: in templates, static URIs and `uri` / `uriTemplate` properties. */
  readonly resourceSchemes: Set<string>;
  /** Builds with a custom scheme, judged once every resource scheme of the file is known. */
  readonly customSchemeBuilds: UriBuild[];
}

function suggestion(
  { context, options }: FileCheck,
  node: TSESTree.Node,
  template: string,
  templateLabel: string,
  values: string,
): TSESLint.ReportSuggestionArray<MessageId> {
  const { library } = options;
  const sourceCode = context.sourceCode;
  if (!libraryNameAvailable(library, node, sourceCode)) return [];
  return [
    {
      messageId: 'expandWithLibrary',
      data: { template: quoted(templateLabel), library: EXPANSION_LIBRARIES[library].module },
      fix: (fixer) => expansionFixes(fixer, sourceCode, library, node, template, values),
    },
  ];
}

function reportReplaces(check: FileCheck): void {
  const { context } = check;
  for (const node of fileNodes(context.sourceCode)) {
    const replace =
      node.type === 'CallExpression'
        ? templateReplaceAt(node, () => getMcpModel(context), context.sourceCode)
        : undefined;
    if (replace) reportReplace(check, replace);
  }
}

function reportReplace(check: FileCheck, replace: TemplateReplace): void {
  const { context, options } = check;
  const sourceCode = context.sourceCode;
  const inserted = replace.steps.flatMap((step) =>
    insertedValues(step, sourceCode).map((node) => ({ step, node, encoding: encodingOf(node, sourceCode) })),
  );
  const raw = inserted.find((v) => v.encoding === 'raw');
  const encoded = inserted.find((v) => v.encoding === 'encoded');
  const offending = raw ?? (options.allowEncodeURIComponent ? undefined : encoded);
  if (!offending) return;
  const model = getMcpModel(context);
  const parsed = replace.templateValue === undefined ? undefined : model.analyze(replace.templateValue).parsed;
  // `t.uriTemplate?.replace(…)` yields undefined without a template; an expansion would throw.
  const optional = replace.node.parent?.type === 'ChainExpression';
  const values = optional ? undefined : valuesFromReplace(replace, parsed, sourceCode);
  const templateText = sourceCode.getText(replace.template);
  context.report({
    node: replace.node,
    messageId: raw ? 'replaceTemplate' : 'encodeURIComponentOnly',
    data: {
      template: quoted(replace.templateValue ?? templateText),
      method: offending.step.method,
      value: quoted(sourceCode.getText(offending.node)),
    },
    suggest:
      values === undefined
        ? []
        : suggestion(check, replace.node, templateText, replace.templateValue ?? templateText, values),
  });
}

/**
 * Positive evidence that a hand-built string is an MCP resource URI: it is used as one, or (in a
 * file with MCP code) it has a custom scheme the file uses for resources too.
 */
function checkResourceUri(check: FileCheck, build: UriBuild): void {
  const { context, options } = check;
  if (options.uris !== 'all' && isOnlyCompared(build.node, context.sourceCode)) return;
  if (options.uris === 'all' || flowsToResourceUri(build.node, context.sourceCode)) {
    if (build.scheme !== undefined) check.resourceSchemes.add(build.scheme);
    reportBuild(check, build);
  } else if (build.scheme !== undefined && !HOST_SCHEMES.has(build.scheme) && importsMcpModule(context)) {
    check.customSchemeBuilds.push(build);
  }
}

function reportCustomSchemeBuilds(check: FileCheck): void {
  const { context, resourceSchemes, customSchemeBuilds } = check;
  if (customSchemeBuilds.length === 0) return;
  // Read only now that a build waits for them (few files have one), rather than by a listener on
  // every property of every file.
  for (const scheme of resourceSchemesOf(getMcpModel(context), context.sourceCode)) resourceSchemes.add(scheme);
  for (const build of customSchemeBuilds) if (resourceSchemes.has(build.scheme!)) reportBuild(check, build);
}

function reportBuild(check: FileCheck, build: UriBuild): void {
  const { context, options } = check;
  const sourceCode = context.sourceCode;
  // The unencoded values, echoed ones included: without any there is nothing to report, and no model to build.
  const allUnencoded = unencodedValues(build, options.allowEncodeURIComponent, check.ignoreSchemes);
  if (allUnencoded.length === 0) return;
  // A piece of the request URI (or a still-encoded template variable) carries its encoding along.
  const echoed = new Set(build.values.filter((v) => isEchoedValue(v.part.node, context)));
  const unencoded = allUnencoded.filter((v) => !echoed.has(v));
  const first = unencoded.find((v) => v.encoding === 'raw') ?? unencoded[0];
  if (!first) return;
  // Expanding an echoed value would encode its percent-escapes a second time: no rewrite then.
  const plan = echoed.size > 0 ? undefined : planFromBuild(build, sourceCode);
  const template = plan && templateSource(plan.pieces, sourceCode, preferredQuote(sourceCode));
  const values = plan && valuesObject(plan.values.map((v) => ({ name: v.name, code: sourceCode.getText(v.node) })));
  context.report({
    node: build.node,
    messageId:
      first.encoding !== 'raw' ? 'encodeURIComponentOnly' : first.component === 'query' ? 'manualQuery' : 'manualUri',
    data: { value: quoted(sourceCode.getText(first.part.node)) },
    suggest:
      plan && template && values
        ? suggestion(check, build.node, template, templateValue(plan.pieces, '…'), values)
        : [],
  });
}

function checkBuild(check: FileCheck, node: TSESTree.TemplateLiteral | TSESTree.BinaryExpression): void {
  const sourceCode = check.context.sourceCode;
  if (isInsideConcatenation(node)) return;
  if (node.type === 'TemplateLiteral' && node.parent?.type === 'TaggedTemplateExpression') return;
  if (isMessageArgument(node)) return;
  // `\`todos://${\`…${x}\`}\``: the enclosing URI build reports it, with its parts.
  const parent = node.parent;
  if (parent?.type === 'TemplateLiteral' && uriBuildOf(parent, sourceCode)) return;
  const build = uriBuildOf(node, sourceCode);
  if (build) checkResourceUri(check, build);
}
