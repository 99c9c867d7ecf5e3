import { getMcpModel, V1_MCP_MODULES, V2_MODULES, mayHoldResources } from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';
import { ensureNamedImport } from '../src/fix/index.js';

// The SDK's own test for "is this a template" (UriTemplate.isTemplate): braces around non-space text.
const LOOKS_LIKE_TEMPLATE = /\{[^}\s]+\}/;

export default createRule<
  [],
  'staticTemplate' | 'wrapInResourceTemplate' | 'staticTemplateIn' | 'templateNeverMatched'
>({
  name: 'no-template-as-static-uri',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description:
        'Disallow registering a URI template as a plain string, which the SDK and the frameworks treat as a fixed URI',
      recommended: true,
    },
    schema: [],
    messages: {
      staticTemplate:
        '"{{uri}}" contains template expressions but is registered as a static resource URI: the SDK will only serve the literal text "{{uri}}", never a URI filled in from it. Pass `new ResourceTemplate(...)` instead.',
      wrapInResourceTemplate:
        'Wrap it in `new ResourceTemplate(..., { list: undefined })` (the read callback then receives the variables as its second argument).',
      staticTemplateIn:
        '"{{uri}}" has template expressions but is registered as a static URI: {{framework}} serves only that literal text, never a URI filled in from it. {{fix}}',
      templateNeverMatched:
        '{{framework}} lists "{{template}}" as a template but never matches it: a URI filled in from it fails with "Unknown resource", and `read()` gets no variables. {{fix}}',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        const model = getMcpModel(context);
        for (const registration of model.registrations) {
          const framework = registration.framework;
          // A template a framework lists but never matches (shown for mcp-framework).
          const listed = model.siteOf(registration);
          if (!framework.matchesTemplates && listed) {
            context.report({
              node: listed.construction.argument,
              messageId: 'templateNeverMatched',
              data: { framework: framework.label, template: listed.template.value, fix: framework.staticTemplateFix },
            });
          }
          if (registration.shape !== 'static' || !registration.staticUri || !registration.uriArgument) continue;
          const uri = registration.staticUri.value;
          if (!LOOKS_LIKE_TEMPLATE.test(uri)) continue;
          if (framework.id !== 'sdk') {
            if (framework.staticTemplateFix)
              context.report({
                node: registration.uriArgument,
                messageId: 'staticTemplateIn',
                data: { uri, framework: framework.label, fix: framework.staticTemplateFix },
              });
            continue;
          }
          const argument = registration.uriArgument;
          const handler = registration.handler;
          context.report({
            node: argument,
            messageId: 'staticTemplate',
            data: { uri },
            suggest: [
              {
                messageId: 'wrapInResourceTemplate',
                fix(fixer) {
                  const modules = registration.sdk === 'v2' ? V2_MODULES : V1_MCP_MODULES;
                  const fixes = [
                    fixer.replaceText(
                      argument,
                      `new ResourceTemplate(${sourceCode.getText(argument)}, { list: undefined })`,
                    ),
                    ...ensureNamedImport(fixer, sourceCode, 'ResourceTemplate', modules),
                  ];
                  // A static read callback is (uri, extra); a template one is (uri, variables, extra).
                  const second = handler?.argument === handler?.fn ? handler?.fn.params[1] : undefined;
                  if (second) fixes.push(fixer.insertTextBefore(second, 'variables, '));
                  return fixes;
                },
              },
            ],
          });
        }
      },
    };
  },
});
