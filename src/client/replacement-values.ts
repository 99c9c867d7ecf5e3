import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { resolveStaticString, returnedExpressions, unwrap } from '../source/index.js';
import type { ReplaceStep } from './template-replace.js';
import { stringPartsOf } from './uri-parts.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

function runTimeValues(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node[] {
  const value = unwrap(node);
  if (value.type === 'TemplateLiteral' || (value.type === 'BinaryExpression' && value.operator === '+')) {
    const parts = stringPartsOf(value, sourceCode);
    if (parts) return parts.flatMap((p) => (p.kind === 'value' ? [p.node] : []));
  }
  return resolveStaticString(value, sourceCode) ? [] : [node];
}

/**
 * The run-time values a replacement step puts into the URI: the replacement itself, the values of a
 * hand-built string, or what a replacer function returns. Constants insert nothing to encode.
 */
export function insertedValues(step: ReplaceStep, sourceCode: SourceCode): TSESTree.Node[] {
  const replacement = step.replacement;
  if (!replacement || replacement.type === 'SpreadElement') return [];
  const value = unwrap(replacement);
  if (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression') {
    return returnedExpressions(value, sourceCode.visitorKeys).flatMap((e) => runTimeValues(e, sourceCode));
  }
  return runTimeValues(replacement, sourceCode);
}
