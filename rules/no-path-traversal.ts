import type { TSESTree } from '@typescript-eslint/utils';
import { checksGuarding, containmentChecks, type ContainmentGap, findFsSinkCalls, type ExtraSink, type FsSink, clientValuesOf, flowOfClientValue, type FlowNode } from '../src/flow/index.js';
import { mayHoldResources } from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';

export const DEFAULT_CONTAINMENT_HELPERS = ['safeJoin', 'resolveWithin', 'isPathInside', 'assertInside'];

export interface NoPathTraversalOptions {
  containmentHelpers?: string[];
  extraSinks?: ExtraSink[];
  exemptVariables?: Record<string, string[]>;
}

type MessageIds = 'reservedTraversal' | 'traversal' | 'requestUriTraversal';

const GAPS: Record<ContainmentGap, string> = {
  'prefix-without-separator': ' (its `startsWith` check has no separator after the root, so "/srv/data-old" passes for "/srv/data")',
  'prefix-on-unresolved-path': ' (its `startsWith` check is on a path not resolved by `path.resolve` or `realpath`, so "root/../etc" passes)',
  'relative-without-absolute': ' (its `path.relative` check does not reject an absolute result, which Windows returns for another drive)',
};

const FIX_HINT = 'Resolve it and check the prefix against the root plus `path.sep`, reject a `path.relative` result that starts with ".." or is absolute, or look it up in an allowlist.';

export default createRule<[NoPathTraversalOptions], MessageIds>({
  name: 'no-path-traversal',
  meta: {
    type: 'problem',
    docs: { description: 'Require a containment check before a template variable reaches the file system', recommended: true },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          containmentHelpers: {
            type: 'array',
            items: { type: 'string' },
            description: 'Names of functions that check containment or join safely: calling one with the value (or a value derived from it) counts as a containment check.',
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
                function: { type: 'string', description: 'The exported function, dotted for a member (`promises.readFile`).' },
                pathArguments: { type: 'array', items: { type: 'integer', minimum: 0 }, description: 'Zero-based indexes of the arguments that are paths.' },
              },
            },
          },
          exemptVariables: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
            description: 'Per template (the exact template string), the variables that may reach the file system unchecked.',
          },
        },
      },
    ],
    messages: {
      reservedTraversal: `{{value}} reaches \`{{sink}}\` ("{{module}}") without a containment check{{gap}}. A \`{{written}}\` value keeps its slashes: it can carry "../", absolute paths ("/etc/passwd", "C:\\…", "C:foo", "\\\\server\\share") and NUL bytes to the file system. ${FIX_HINT}`,
      traversal: `{{value}} reaches \`{{sink}}\` ("{{module}}") without a containment check{{gap}}. Once decoded it can be ".." or hold "/" and "\\" (sent as "%2F", "%5C"), which leave the root. ${FIX_HINT}`,
      requestUriTraversal: `A value taken from {{value}} reaches \`{{sink}}\` ("{{module}}") without a containment check{{gap}}: the client chooses the whole URI, so it can carry "../" and absolute paths. ${FIX_HINT}`,
    },
    defaultOptions: [{ containmentHelpers: DEFAULT_CONTAINMENT_HELPERS, extraSinks: [], exemptVariables: {} }],
  },
  defaultOptions: [{ containmentHelpers: DEFAULT_CONTAINMENT_HELPERS, extraSinks: [], exemptVariables: {} }],
  create(context, [options]) {
    // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
    if (!mayHoldResources(context)) return {};
    const sourceCode = context.sourceCode;
    const helpers = options.containmentHelpers ?? DEFAULT_CONTAINMENT_HELPERS;
    const exempt = options.exemptVariables ?? {};
    return {
      Program() {
        const sinks = findFsSinkCalls(sourceCode, options.extraSinks ?? []);
        if (sinks.size === 0) return;
        const values = clientValuesOf(context);
        const reported = new Set<string>();
        for (const value of values) {
          if (value.name !== undefined && value.template !== undefined && exempt[value.template]?.includes(value.name)) continue;
          const flow = flowOfClientValue(value, sourceCode);
          const reaching = flow.map((node) => ({ node, sink: sinkOf(node, sinks) })).filter((r): r is { node: FlowNode; sink: FsSink } => !!r.sink);
          if (reaching.length === 0) continue;
          const checks = containmentChecks(flow, sourceCode, helpers);
          for (const { node, sink } of reaching) {
            const guarding = checksGuarding(node, checks);
            if (guarding.some((check) => !check.gap)) continue;
            const key = `${node.node.range[0]}:${node.node.range[1]}:${value.label}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const gap = guarding.find((check) => check.gap)?.gap;
            context.report({
              node: node.node,
              messageId: value.kind === 'request-uri' ? 'requestUriTraversal' : value.reserved ? 'reservedTraversal' : 'traversal',
              data: { value: value.label, written: value.written ?? '', sink: sink.name, module: sink.module, gap: gap ? GAPS[gap] : '' },
            });
          }
        }
      },
    };
  },
});

/** The sink whose path argument this flow node is. */
function sinkOf(flow: FlowNode, sinks: ReadonlyMap<TSESTree.CallExpression, FsSink>): FsSink | undefined {
  const parent = flow.node.parent;
  if (parent?.type !== 'CallExpression') return undefined;
  const sink = sinks.get(parent);
  const index = parent.arguments.indexOf(flow.node as TSESTree.CallExpressionArgument);
  return sink && index >= 0 && sink.pathArguments.includes(index) ? sink : undefined;
}
