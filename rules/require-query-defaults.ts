import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMcpModel, type VariableRead, mayHoldResources } from '../src/mcp/index.js';
import { type FunctionLike, outermost, variableOf } from '../src/source/index.js';
import { isUnguardedUse, type ValueMatcher, bindingMatcher, memberMatcher } from '../src/flow/index.js';
import { createRule } from '../src/rule/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether some read of the binding may see undefined. An unused binding reads nothing. */
function bindingUnguarded(binding: TSESTree.Identifier, boundary: TSESTree.Node, sourceCode: SourceCode): boolean {
  const declared = variableOf(binding, sourceCode);
  if (!declared) return true;
  const matcher = bindingMatcher(declared, sourceCode);
  return declared.references.some(
    (reference) => reference.isRead() && isUnguardedUse(reference.identifier, matcher, boundary),
  );
}

/** `const limit = variables.limit`: the value lives on in the alias, so its uses are what count. */
function aliasOf(member: TSESTree.MemberExpression): TSESTree.Identifier | undefined {
  const node = outermost(member);
  const parent = node.parent;
  return parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier'
    ? parent.id
    : undefined;
}

function readIsUnguarded(
  read: VariableRead,
  name: string,
  variablesParam: TSESTree.Parameter,
  boundary: FunctionLike,
  sourceCode: SourceCode,
): boolean {
  if (read.form === 'destructure') {
    if (read.defaultValue) return false;
    return read.binding ? bindingUnguarded(read.binding, boundary, sourceCode) : true;
  }
  const member = read.member;
  if (!member) return false;
  const alias = aliasOf(member);
  if (alias) return bindingUnguarded(alias, boundary, sourceCode);
  const object =
    variablesParam.type === 'Identifier'
      ? sourceCode.getDeclaredVariables(boundary).find((v) => v.name === variablesParam.name)
      : undefined;
  if (!object) return true;
  const matcher: ValueMatcher = memberMatcher(object, name, sourceCode);
  return isUnguardedUse(member, matcher, boundary);
}

export default createRule<[], 'queryWithoutDefault'>({
  name: 'require-query-defaults',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require a default or an undefined check for every query variable a read handler uses',
      recommended: true,
    },
    schema: [],
    messages: {
      queryWithoutDefault:
        'Query variable "{{name}}" of "{{template}}" is used without a default, but clients may omit any "{{expression}}" variable and it is then undefined. Give it a default (`{ {{name}} = ... }` or `?? ...`) or check it for undefined before use.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'() {
        const model = getMcpModel(context);
        const reported = new Set<number>();
        for (const registration of model.registrations) {
          const site = model.siteOf(registration);
          const handler = registration.handler;
          if (
            !site ||
            !handler?.variablesParam ||
            // The bare SDK matches no URI without every query parameter: the variables are never
            // undefined, and no-sdk-unsupported-template reports the query (once, with both fixes).
            !registration.framework.omittedQueryIsUndefined
          )
            continue;
          const queryVariables = new Map(
            site.analysis.parsed.variables.filter((v) => v.kind === 'query').map((v) => [v.name, v]),
          );
          for (const read of handler.variableReads) {
            const spec = read.name === null ? undefined : queryVariables.get(read.name);
            if (!spec || reported.has(read.keyNode.range[0]) || registration.defaultedVariables?.has(spec.name))
              continue;
            if (!readIsUnguarded(read, spec.name, handler.variablesParam, handler.fn, sourceCode)) continue;
            reported.add(read.keyNode.range[0]);
            context.report({
              node: read.form === 'member' && read.member ? read.member : read.keyNode,
              messageId: 'queryWithoutDefault',
              data: { name: spec.name, template: site.template.value, expression: spec.expression.text },
            });
          }
        }
      },
    };
  },
});
