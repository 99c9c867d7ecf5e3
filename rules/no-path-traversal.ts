import type { TSESTree } from '@typescript-eslint/utils';
import type { TSESLint } from '@typescript-eslint/utils';
import {
  checksGuarding,
  containmentChecks,
  type ContainmentGap,
  exemptedCompanionValues,
  findFsSinkCalls,
  followValue,
  type ExtraSink,
  type FsSink,
  requestValuesOf,
  flowOfRequestValue,
  type FlowNode,
} from '../src/flow/index.js';
import { COMPANION, mayHoldResources } from '../src/mcp/index.js';
import { hostAnchor, sourceOf } from '../src/project/index.js';
import { createRule } from '../src/rule/index.js';
import { importedLocals } from '../src/source/index.js';

// `safeJoin` is not among them: mcp-resources/fs's is recognised by import, and a function of that name from elsewhere proves nothing.
export const DEFAULT_CONTAINMENT_HELPERS = ['resolveWithin', 'isPathInside', 'assertInside'];

export interface NoPathTraversalOptions {
  containmentHelpers?: string[];
  extraSinks?: ExtraSink[];
  exemptVariables?: Record<string, string[]>;
}

type MessageIds = 'reservedTraversal' | 'traversal' | 'requestUriTraversal' | 'exemptedTraversal';

const GAPS: Record<ContainmentGap, string> = {
  'prefix-without-separator':
    ' (its `startsWith` check has no separator after the root, so "/srv/data-old" passes for "/srv/data")',
  'prefix-on-unresolved-path':
    ' (its `startsWith` check is on a path not resolved by `path.resolve` or `realpath`, so "root/../etc" passes)',
  'relative-without-absolute':
    ' (its `path.relative` check does not reject an absolute result, which Windows returns for another drive)',
};

const FIX_HINT = 'Check it stays under the root (see the rule page), or use `safeJoin` of mcp-resources/fs.';

export default createRule<[Required<NoPathTraversalOptions>], MessageIds>({
  name: 'no-path-traversal',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require a containment check before a template variable reaches the file system',
      recommended: true,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          containmentHelpers: {
            type: 'array',
            items: { type: 'string' },
            description:
              'Names of functions that check containment or join safely: calling one with the value (or a value derived from it) counts as a containment check. `safeJoin` of mcp-resources/fs counts by import, without being named here.',
          },
          extraSinks: {
            type: 'array',
            description: 'More file-system functions, resolved by import like the built-in `fs` table.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['module', 'function', 'pathArguments'],
              properties: {
                module: { type: 'string', description: 'The module specifier the function is imported from.' },
                function: {
                  type: 'string',
                  description: 'The exported function, dotted for a member (`promises.readFile`).',
                },
                pathArguments: {
                  type: 'array',
                  items: { type: 'integer', minimum: 0 },
                  description: 'Zero-based indexes of the arguments that are paths.',
                },
              },
            },
          },
          exemptVariables: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
            description:
              'Per template (the exact template string), the variables that may reach the file system unchecked.',
          },
        },
      },
    ],
    messages: {
      reservedTraversal: `{{value}} reaches \`{{sink}}\` unchecked{{gap}}: a \`{{written}}\` value keeps its slashes, so it can carry "../", absolute paths and NUL bytes. ${FIX_HINT}`,
      traversal: `{{value}} reaches \`{{sink}}\` unchecked{{gap}}: decoded, it can be ".." or hold "/" and "\\" (sent as "%2F", "%5C"), which leave the root. ${FIX_HINT}`,
      requestUriTraversal: `A value from {{value}} reaches \`{{sink}}\` unchecked{{gap}}: the client chooses the whole URI, so it can carry "../" and absolute paths. ${FIX_HINT}`,
      exemptedTraversal: `{{value}} reaches \`{{sink}}\` unchecked{{gap}}, and \`{{exemption}}\` (line {{line}}) takes it out of mcp-resources' path policy, so ".." and absolute paths get through. Remove the exemption, or use \`safeJoin\` of mcp-resources/fs.`,
    },
    defaultOptions: [{ containmentHelpers: DEFAULT_CONTAINMENT_HELPERS, extraSinks: [], exemptVariables: {} }],
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    const helpers = options.containmentHelpers;
    const exempt = options.exemptVariables;
    return {
      Program() {
        // The sinks of the module a flow node is in: a helper of another module may do the reading.
        const sinksOf = (node: TSESTree.Node) => findFsSinkCalls(sourceOf(node, sourceCode), options.extraSinks);
        if (findFsSinkCalls(sourceCode, options.extraSinks).size === 0 && importedLocals(sourceCode).size === 0) return;
        const reported = new Set<string>();
        const isExempt = (name: string | undefined, template: string | undefined) =>
          name !== undefined && template !== undefined && !!exempt[template]?.includes(name);
        for (const value of requestValuesOf(context)) {
          // The companion's handlers: its policy contains them, except what an option exempts (below).
          if (isExempt(value.name, value.template) || value.registration.framework === COMPANION) continue;
          for (const { node, sink, gap } of uncontainedSinks(
            flowOfRequestValue(value, sourceCode),
            sinksOf,
            sourceCode,
            helpers,
          )) {
            // A sink in another module is reported at the call that hands the value over.
            const at = hostAnchor(node.node, sourceCode, node.calls);
            if (!at) continue;
            const key = `${at.range[0]}:${at.range[1]}:${value.label}`;
            if (reported.has(key)) continue;
            reported.add(key);
            context.report({
              node: at,
              messageId:
                value.kind === 'request-uri'
                  ? 'requestUriTraversal'
                  : value.reserved
                    ? 'reservedTraversal'
                    : 'traversal',
              data: {
                value: value.label,
                written: value.written ?? '',
                sink: sink.name,
                gap: gap ? GAPS[gap] : '',
              },
            });
          }
        }
        // The adapter's and the router's handlers: contained by the policy, unless an option exempts the variable.
        for (const value of exemptedCompanionValues(context)) {
          if (isExempt(value.name, value.template)) continue;
          const exemption = value.exemption.node;
          for (const { node, sink, gap } of uncontainedSinks(
            followValue(value.starts, sourceCode),
            sinksOf,
            sourceCode,
            helpers,
          )) {
            context.report({
              node: node.node,
              messageId: 'exemptedTraversal',
              data: {
                value: value.label,
                sink: sink.name,
                gap: gap ? GAPS[gap] : '',
                exemption: sourceCode.getText(exemption),
                line: exemption.loc.start.line,
              },
            });
          }
        }
      },
    };
  },
});

/** The sinks a flow reaches with no complete containment check on the way, and the gap of a check that falls short. */
function uncontainedSinks(
  flow: readonly FlowNode[],
  sinksOf: (node: TSESTree.Node) => ReadonlyMap<TSESTree.CallExpression, FsSink>,
  sourceCode: Readonly<TSESLint.SourceCode>,
  helpers: readonly string[],
) {
  const reaching = flow
    .map((node) => ({ node, sink: sinkOf(node, sinksOf) }))
    .filter((r): r is { node: FlowNode; sink: FsSink } => !!r.sink);
  if (reaching.length === 0) return [];
  const checks = containmentChecks(flow, sourceCode, helpers);
  const open: { node: FlowNode; sink: FsSink; gap: ContainmentGap | undefined }[] = [];
  for (const { node, sink } of reaching) {
    const guarding = checksGuarding(node, checks);
    if (!guarding.some((check) => !check.gap)) open.push({ node, sink, gap: guarding.find((check) => check.gap)?.gap });
  }
  return open;
}

/** The sink whose path argument this flow node is. */
function sinkOf(
  flow: FlowNode,
  sinksOf: (node: TSESTree.Node) => ReadonlyMap<TSESTree.CallExpression, FsSink>,
): FsSink | undefined {
  const parent = flow.node.parent;
  // An object that holds the value somewhere is not a path.
  if (parent?.type !== 'CallExpression' || flow.shape === 'object') return undefined;
  const sink = sinksOf(parent).get(parent);
  const index = parent.arguments.indexOf(flow.node as TSESTree.CallExpressionArgument);
  return sink && index >= 0 && sink.pathArguments.includes(index) ? sink : undefined;
}
