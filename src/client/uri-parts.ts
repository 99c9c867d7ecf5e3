import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * One piece of a string built by a template literal or `+`: literal text (written in the source, or
 * the value of a constant, which the suggestion keeps as `${CONSTANT}`), or a value only known at
 * run time.
 */
export type StringPart =
  | { readonly kind: 'text'; readonly text: string; readonly node: TSESTree.Node; readonly constant: boolean }
  | { readonly kind: 'value'; readonly node: TSESTree.Expression };

const MAX_PARTS = 256;

/** A constant's text: a string, number or boolean the code states. */
export function staticText(node: TSESTree.Node, sourceCode: SourceCode): string | undefined {
  const value = getStaticValue(node as never, scopeOf(node, sourceCode) as never);
  if (!value) return undefined;
  const v = value.value;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

function push(parts: StringPart[], node: TSESTree.Node, sourceCode: SourceCode, depth: number): boolean {
  if (parts.length > MAX_PARTS || depth > 8) return false;
  if (node.type === 'Literal') {
    if (typeof node.value !== 'string') return pushValueOrConstant(parts, node, sourceCode);
    parts.push({ kind: 'text', text: node.value, node, constant: false });
    return true;
  }
  if (node.type === 'TemplateLiteral') {
    for (let index = 0; index < node.quasis.length; index++) {
      const quasi = node.quasis[index]!;
      if (quasi.value.cooked == null) return false;
      if (quasi.value.cooked !== '')
        parts.push({ kind: 'text', text: quasi.value.cooked, node: quasi, constant: false });
      const expression = node.expressions[index];
      if (expression && !push(parts, expression, sourceCode, depth + 1)) return false;
    }
    return true;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return push(parts, node.left, sourceCode, depth + 1) && push(parts, node.right, sourceCode, depth + 1);
  }
  return pushValueOrConstant(parts, node, sourceCode);
}

function pushValueOrConstant(parts: StringPart[], node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const text = staticText(node, sourceCode);
  if (text !== undefined) parts.push({ kind: 'text', text, node, constant: true });
  else parts.push({ kind: 'value', node: node as TSESTree.Expression });
  return true;
}

/** The parts of a template literal or `+` chain, or `undefined` when they cannot be listed. */
export function stringPartsOf(
  node: TSESTree.TemplateLiteral | TSESTree.BinaryExpression,
  sourceCode: SourceCode,
): StringPart[] | undefined {
  const parts: StringPart[] = [];
  return push(parts, node, sourceCode, 0) ? parts : undefined;
}

/** Whether `node` is a `+` chain or template literal that an enclosing `+` chain includes. */
export function isInsideConcatenation(node: TSESTree.Node): boolean {
  const parent = node.parent;
  return parent?.type === 'BinaryExpression' && parent.operator === '+';
}
