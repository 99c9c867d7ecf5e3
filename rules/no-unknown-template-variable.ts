import type { TSESTree } from '@typescript-eslint/utils';
import { closestName, renameVariableRead } from '../src/fix/index.js';
import { getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { fileOfNode, hostAnchor, relativeModule, textOf } from '../src/project/index.js';
import { createRule } from '../src/rule/index.js';
import { calleeOf, unknownPieces } from '../src/source/index.js';

export default createRule<[], 'unknownVariable' | 'unknownVariableInModule' | 'useDeclared'>({
  name: 'no-unknown-template-variable',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Disallow reading a template variable that the resource template does not declare',
      recommended: true,
    },
    schema: [],
    messages: {
      unknownVariable:
        '"{{name}}" is not a variable of the template "{{template}}", so it is always undefined here. The template declares: {{declared}}.',
      unknownVariableInModule:
        '`{{callee}}` (in {{module}}) reads "{{name}}", which is not a variable of the template "{{template}}", so it is always undefined there. The template declares: {{declared}}.',
      useDeclared: 'Read "{{suggestion}}" instead.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'() {
        const model = getMcpModel(context);
        const reported = new Set<string>();
        for (const registration of model.registrations) {
          const site = model.siteOf(registration);
          const reads = registration.handler?.variableReads;
          // A template with syntax errors has an uncertain variable list: valid-template reports it.
          if (!site || !reads || site.analysis.parsed.errors.length > 0) continue;
          // A piece this file does not know (`${PREFIX}/{id}`) may declare variables of its own.
          if (unknownPieces(site.template, sourceCode).length > 0) continue;
          // FastMCP hands `load` every query parameter of the URI, declared or not.
          if (
            registration.framework.passesUnknownQuery &&
            site.analysis.parsed.variables.some((v) => v.kind === 'query')
          )
            continue;
          const declared = site.analysis.parsed.variables.map((v) => v.name);
          for (const read of reads) {
            if (read.name === null || declared.includes(read.name)) continue;
            // `variables.hasOwnProperty(...)` calls a method, it does not read a variable.
            if (read.member?.parent.type === 'CallExpression' && read.member.parent.callee === read.member) continue;
            // Read in the module that registers (a registrar's caller gives the callback): reported there.
            if (registration.registeredIn !== undefined && fileOfNode(read.keyNode) === registration.registeredIn)
              continue;
            // Read by a helper of another module: reported at the call that hands it the variables.
            const node = hostAnchor(read.keyNode, sourceCode, read.via);
            if (!node) continue;
            const key = `${node.range[0]}:${site.template.value}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const suggestion = node === read.keyNode ? closestName(read.name, declared) : undefined;
            const edit = suggestion === undefined ? undefined : renameVariableRead(sourceCode, read, suggestion);
            const elsewhere = node !== read.keyNode;
            context.report({
              node,
              messageId: elsewhere ? 'unknownVariableInModule' : 'unknownVariable',
              data: {
                ...(elsewhere && {
                  callee: textOf(calleeOf(node as TSESTree.CallExpression), sourceCode),
                  module: relativeModule(read.keyNode, sourceCode),
                }),
                name: read.name,
                template: site.template.value,
                declared: declared.length > 0 ? declared.map((d) => `"${d}"`).join(', ') : 'no variables',
              },
              suggest: edit
                ? [
                    {
                      messageId: 'useDeclared',
                      data: { suggestion: suggestion! },
                      fix: (fixer) => fixer.replaceTextRange(edit.range, edit.text),
                    },
                  ]
                : [],
            });
          }
        }
      },
    };
  },
});
