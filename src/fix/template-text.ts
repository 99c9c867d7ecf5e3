import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { staticName } from '../source/index.js';

/**
 * RFC 6570 template text being assembled for a suggestion: literal text, `{…}` expressions, and
 * source code kept as `${code}` (constants such as `SCHEME`), with the value each code piece has
 * when it is known, so the whole template can be checked before it is offered.
 */
export type TemplatePiece =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'expression'; readonly text: string }
  | { readonly kind: 'code'; readonly node: TSESTree.Node; readonly value: string | undefined };

/** The template's value, with `stand-in` for code whose value is unknown. */
export function templateValue(pieces: readonly TemplatePiece[], standIn = 'x'): string {
  return pieces.map((p) => (p.kind === 'code' ? (p.value ?? standIn) : p.text)).join('');
}

/** Source text of the template: a quoted string, or a template literal when it keeps code. */
export function templateSource(
  pieces: readonly TemplatePiece[],
  sourceCode: Readonly<TSESLint.SourceCode>,
  quote: string,
): string {
  if (pieces.some((p) => p.kind === 'code')) {
    const body = pieces
      .map((p) =>
        p.kind === 'code' ? `\${${sourceCode.getText(p.node)}}` : p.text.replace(/[\\`$]/g, (c) => `\\${c}`),
      )
      .join('');
    return `\`${body}\``;
  }
  const text = pieces.map((p) => (p.kind === 'code' ? '' : p.text)).join('');
  return quote + text.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`) + quote;
}

const NAME_SAFE = /\W/g;

function nameFrom(node: TSESTree.Node): string | undefined {
  switch (node.type) {
    case 'Identifier':
      return node.name;
    case 'MemberExpression':
      return staticName(node);
    case 'CallExpression': {
      const callee = node.callee;
      // String(x), x.toString(), encodeURIComponent(x): name it after x.
      if (
        callee.type === 'Identifier' &&
        node.arguments.length === 1 &&
        ['String', 'encodeURIComponent', 'encodeURI'].includes(callee.name)
      ) {
        return nameFrom(node.arguments[0]!);
      }
      if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
        return callee.property.name === 'toString' ? nameFrom(callee.object) : callee.property.name;
      }
      return callee.type === 'Identifier' ? callee.name : undefined;
    }
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'ChainExpression':
      return nameFrom(node.expression);
    case 'LogicalExpression':
      return nameFrom(node.left);
    default:
      return undefined;
  }
}

/** A template variable name for a value, derived from how the code names it, unique among `taken`. */
export function variableNameFor(node: TSESTree.Node, taken: Set<string>): string {
  const base = (nameFrom(node) ?? '').replace(NAME_SAFE, '') || 'value';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}
