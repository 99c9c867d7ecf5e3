import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  isUsedAsCondition,
  matchMeaning,
  requestValuesOf,
  flowOfRequestValue,
  variableLabel,
} from '../src/flow/index.js';
import {
  analyzeRegex,
  type Anchoring,
  type RegexAnatomy,
  regexApplicationOn,
  resolveStaticRegex,
  type StaticRegex,
  objectSchemaProperties,
  regexArgumentsOfSchema,
  schemaParsing,
} from '../src/regex/index.js';
import { frameworkVariableSchemas, getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { hostAnchor } from '../src/project/index.js';
import { createRule } from '../src/rule/index.js';

type MessageIds = 'unanchored' | 'anchor';

const PROBLEMS: Record<Exclude<Anchoring, 'whole'>, string> = {
  'missing-start': 'has no `^`',
  'missing-end': 'has no `$`',
  'missing-both': 'has neither `^` nor `$`',
  'partial-alternatives': 'anchors only some of its alternatives (`^a|b$` means `(^a)|(b$)`)',
  multiline: 'has the `m` flag, which makes `^` and `$` match at every line break',
};

export default createRule<[], MessageIds>({
  name: 'require-anchored-validation',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Require regular expressions that validate template variables to match the whole value',
      recommended: true,
    },
    schema: [],
    messages: {
      unanchored:
        '/{{pattern}}/{{flags}} validates {{value}} but {{problem}}, so a value that only contains a match passes (e.g. "../../etc" around an allowed part). Match the whole value: /{{suggested}}/{{suggestedFlags}}.',
      anchor: 'Anchor the whole pattern: /{{suggested}}/{{suggestedFlags}}.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        const reported = new Set<TSESTree.Node>();
        /** `at`: where it is reported when the pattern is written in another module of the project. */
        /**
         * `suggest`: whether anchoring is known to narrow what passes (a match lets the value
         * through); where a match's meaning is unknown, the finding stands without a rewrite.
         */
        const check = (regexNode: TSESTree.Node, label: string, at?: TSESTree.Node, suggest = true) => {
          const regex = resolveStaticRegex(regexNode, sourceCode);
          if (!regex || reported.has(regex.node)) return;
          const node = hostAnchor(regex.node, sourceCode, undefined, at);
          if (!node) return;
          const anatomy = analyzeRegex(regex.pattern, regex.flags);
          if (!anatomy || anatomy.anchoring === 'whole' || anatomy.negatedClassBlocklist) return;
          reported.add(regex.node);
          const data = {
            pattern: regex.pattern,
            flags: regex.flags,
            value: label,
            problem: PROBLEMS[anatomy.anchoring],
            suggested: anatomy.anchoredSource,
            suggestedFlags: anatomy.anchoredFlags,
          };
          // A pattern of another module is fixed there, not here.
          const fix = suggest && node === regex.node ? fixOf(regex, anatomy, sourceCode) : undefined;
          context.report({
            node,
            messageId: 'unanchored',
            data,
            suggest: fix ? [{ messageId: 'anchor', data, fix }] : [],
          });
        };

        for (const value of requestValuesOf(context)) {
          for (const flow of flowOfRequestValue(value, sourceCode)) {
            const application = regexApplicationOn(flow.node, sourceCode);
            if (application) {
              const validates = application.method === 'test' || isUsedAsCondition(application.call, sourceCode);
              const meaning = validates ? matchMeaning(application.call, sourceCode, flow.calls) : undefined;
              // `if (/\.\./.test(v)) throw …`, `const bad = …; if (bad) throw …`: a search for something
              // forbidden is meant to be unanchored, and anchoring it would let more through.
              if (validates && meaning !== 'refusal')
                check(
                  application.regex.node,
                  value.label,
                  hostAnchor(application.call, sourceCode, flow.calls),
                  meaning === 'acceptance',
                );
            }
            const schema = schemaParsing(flow.node);
            if (schema) {
              const at = hostAnchor(schema, sourceCode, flow.calls);
              for (const regex of regexArgumentsOfSchema(schema, sourceCode)) check(regex, value.label, at);
            }
          }
        }
        // `Schema.parse(variables)` with `z.object({ name: z.string().regex(re) })`: every declared variable.
        const model = getMcpModel(context);
        for (const registration of model.registrations) {
          const variables = registration.handler?.variablesParam;
          const site = model.siteOf(registration);
          if (!site) continue;
          // The schemas the framework itself parses each variable with (xmcp's `schema` export).
          const parsedBy = frameworkVariableSchemas(registration, sourceCode);
          for (const spec of site.analysis.parsed.variables) {
            const property = parsedBy.get(spec.name);
            const label = variableLabel(spec.name, spec, site.template.value);
            if (property) for (const regex of regexArgumentsOfSchema(property, sourceCode)) check(regex, label);
          }
          if (variables?.type !== 'Identifier') continue;
          for (const schema of schemasParsing(variables, sourceCode)) {
            const properties = objectSchemaProperties(schema, sourceCode);
            for (const spec of site.analysis.parsed.variables) {
              const property = properties.get(spec.name);
              const label = variableLabel(spec.name, spec, site.template.value);
              if (property) for (const regex of regexArgumentsOfSchema(property, sourceCode)) check(regex, label);
            }
          }
        }
      },
    };
  },
});

function schemasParsing(variables: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Node[] {
  const [variable] = sourceCode
    .getDeclaredVariables(variables.parent)
    .filter((v) => v.identifiers.includes(variables as never));
  if (!variable) return [];
  return variable.references.flatMap((reference) => {
    const schema = schemaParsing(reference.identifier);
    return schema ? [schema] : [];
  });
}

function fixOf(
  regex: StaticRegex,
  anatomy: RegexAnatomy,
  sourceCode: Readonly<TSESLint.SourceCode>,
): TSESLint.ReportFixFunction | undefined {
  if (regex.node.type === 'Literal') {
    return (fixer) => fixer.replaceText(regex.node, `/${anatomy.anchoredSource}/${anatomy.anchoredFlags}`);
  }
  const literal = regex.patternLiteral;
  if (!literal) return undefined;
  const call = regex.node as TSESTree.NewExpression | TSESTree.CallExpression;
  const flagsArgument = call.arguments[1];
  const flagsChange = anatomy.anchoredFlags !== regex.flags;
  if (flagsChange && !(flagsArgument?.type === 'Literal' && typeof flagsArgument.value === 'string')) return undefined;
  // Rewrite each string in its own quotes, escaping what the cooked value needs.
  const quoted = (node: TSESTree.Node, text: string) => {
    const quote = sourceCode.getText(node)[0] === "'" ? "'" : '"';
    return quote + text.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`) + quote;
  };
  return (fixer) => {
    const fixes = [fixer.replaceText(literal, quoted(literal, anatomy.anchoredSource))];
    if (flagsChange && flagsArgument)
      fixes.push(fixer.replaceText(flagsArgument, quoted(flagsArgument, anatomy.anchoredFlags)));
    return fixes;
  };
}
