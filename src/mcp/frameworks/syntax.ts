import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { variableOf } from '../../source/index.js';
import { textOf } from '../../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Registrations on the same server share a key: the variable, or the text of `this.server`. */
export function serverKey(object: TSESTree.Node, sourceCode: SourceCode): string {
  if (object.type === 'Identifier') {
    const variable = variableOf(object, sourceCode);
    if (variable) return `${object.name}@${variable.identifiers[0]?.range[0] ?? 'global'}`;
  }
  return textOf(object, sourceCode);
}
