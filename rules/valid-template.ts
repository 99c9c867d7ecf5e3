import { COMPANION, getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { createRule, locOfValueRange, reportKey } from '../src/rule/index.js';
import type { ErrorCode } from '../src/template/index.js';

const messageIdOf = {
  'unclosed-expression': 'unclosedExpression',
  'stray-close-brace': 'strayCloseBrace',
  'empty-expression': 'emptyExpression',
  'reserved-operator': 'reservedOperator',
  'invalid-variable-name': 'invalidVariableName',
  'invalid-prefix': 'invalidPrefix',
  'invalid-literal': 'invalidLiteral',
  'invalid-percent-encoding': 'invalidPercentEncoding',
  'adjacent-variables': 'adjacentVariables',
  'multiple-multi-segment': 'multipleMultiSegment',
  'duplicate-variable': 'duplicateVariable',
  'multiple-query-groups': 'multipleQueryGroups',
} as const satisfies Record<ErrorCode, string>;

type MessageId = (typeof messageIdOf)[ErrorCode];

// The wording lives in types/grammar/messages.ts (mcp-resources), shared with the type-level checker.
const messages = Object.fromEntries(
  Object.values(messageIdOf).map((id) => [
    id,
    id.startsWith('adjacent') || id.startsWith('multiple') || id.startsWith('duplicate')
      ? 'Ambiguous URI template: {{detail}}.'
      : 'Invalid URI template: {{detail}}.',
  ]),
) as Record<MessageId, string>;

export default createRule<[], MessageId>({
  name: 'valid-template',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require resource URI templates to be valid RFC 6570 and unambiguous to match',
      recommended: true,
    },
    schema: [],
    messages,
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    return {
      'Program:exit'() {
        const model = getMcpModel(context);
        const reported = new Set<string>();
        for (const site of model.templates) {
          // Ambiguity is judged against the SDK's matcher and the companion's (whose `parse` refuses it);
          // other frameworks' matchers get only syntax errors.
          const { framework } = site.construction;
          const errors =
            framework.sdkMatcher || framework === COMPANION ? site.analysis.errors : site.analysis.parsed.errors;
          for (const error of errors) {
            const loc = locOfValueRange(context.sourceCode, site.template, error.range);
            const key = reportKey(loc, error.code);
            if (reported.has(key)) continue;
            reported.add(key);
            context.report({ loc, messageId: messageIdOf[error.code], data: { detail: error.message } });
          }
        }
      },
    };
  },
});
