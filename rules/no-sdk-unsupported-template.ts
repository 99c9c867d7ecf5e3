import { getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { createRule, locOfValueRange, reportKey } from '../src/rule/index.js';
import { sdkMessages, type SdkFindingCode } from '../src/template/index.js';

const messageIdOf = {
  'semicolon-operator': 'semicolonOperator',
  'prefix-modifier': 'prefixModifier',
  'multiple-variables': 'multipleVariables',
  'exploded-variable': 'explodedVariable',
  'exploded-list-shape': 'explodedListShape',
  'fragment-operator': 'fragmentOperator',
  'required-query': 'requiredQuery',
} as const satisfies Record<SdkFindingCode, string>;

type MessageId = (typeof messageIdOf)[SdkFindingCode];

type Options = [{ reportRequiredQuery: boolean }];

export default createRule<Options, MessageId>({
  name: 'no-sdk-unsupported-template',
  meta: {
    type: 'problem',
    docs: { description: 'Disallow template constructs that the MCP TypeScript SDK mishandles', recommended: true },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          reportRequiredQuery: {
            type: 'boolean',
            description:
              'Report `{?…}`/`{&…}` expressions, which the SDK matches only when every parameter is present, non-empty and in order. Turn off when every client is known to send all query parameters.',
          },
        },
      },
    ],
    defaultOptions: [{ reportRequiredQuery: true }],
    messages: Object.fromEntries(
      Object.entries(messageIdOf).map(([code, id]) => [id, sdkMessages[code as SdkFindingCode]]),
    ) as Record<MessageId, string>,
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context, [{ reportRequiredQuery }]) {
    return {
      Program() {
        const model = getMcpModel(context);
        const reported = new Set<string>();
        for (const site of model.templates) {
          if (!site.construction.framework.sdkMatcher) continue;
          for (const finding of site.analysis.sdkFindings) {
            if (finding.code === 'required-query' && !reportRequiredQuery) continue;
            const loc = locOfValueRange(context.sourceCode, site.template, finding.range);
            const key = reportKey(loc, finding.code);
            if (reported.has(key)) continue;
            reported.add(key);
            context.report({
              loc,
              messageId: messageIdOf[finding.code],
              data: { text: finding.text, name: finding.name },
            });
          }
        }
      },
    };
  },
});
