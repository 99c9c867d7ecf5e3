import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { resolveStaticString, isFunctionLike } from '../source/index.js';
import type { ReplaceStep } from './template-replace.js';
import { unwrap } from '../flow/index.js';
import { stringPartsOf } from './uri-parts.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a replacer function can return: its expression body, or its `return` arguments. */
export function returnedExpressions(
  fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration,
): TSESTree.Expression[] {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const found: TSESTree.Expression[] = [];
  const visit = (node: TSESTree.Node) => {
    if (isFunctionLike(node) || node.type === 'ClassBody') return;
    if (node.type === 'ReturnStatement') {
      if (node.argument) found.push(node.argument);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(child))
        child.forEach((c) => c && typeof c === 'object' && 'type' in c && visit(c as TSESTree.Node));
      else if (child && typeof child === 'object' && 'type' in child) visit(child as TSESTree.Node);
    }
  };
  fn.body.body.forEach(visit);
  return found;
}

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
    return returnedExpressions(value).flatMap((e) => runTimeValues(e, sourceCode));
  }
  return runTimeValues(replacement, sourceCode);
}
