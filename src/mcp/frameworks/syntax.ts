import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** `object.method(…)` (also through `?.`): the object and the method's name. */
export function methodCall(call: TSESTree.CallExpression): { object: TSESTree.Node; method: string } | undefined {
  const callee = call.callee.type === 'ChainExpression' ? call.callee.expression : call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  return { object: callee.object, method: callee.property.name };
}

/** Registrations on the same server share a key: the variable, or the text of `this.server`. */
export function serverKey(object: TSESTree.Node, sourceCode: SourceCode): string {
  if (object.type === 'Identifier') {
    const scope = sourceCode.getScope(object);
    for (let s: TSESLint.Scope.Scope | null = scope; s; s = s.upper) {
      const variable = s.set.get(object.name);
      if (variable) return `${object.name}@${variable.identifiers[0]?.range[0] ?? 'global'}`;
    }
  }
  return sourceCode.getText(object);
}
