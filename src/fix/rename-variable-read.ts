import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { VariableRead } from '../mcp/index.js';

const IDENTIFIER = /^[A-Z_$][\w$]*$/i;

/** `name` as an object key: bare when it is an identifier (`team`), quoted otherwise (`"user.id"`). */
function keyText(name: string, quote: string): string {
  return IDENTIFIER.test(name) ? name : quoted(name, quote);
}

function quoted(name: string, quote: string): string {
  const inner = JSON.stringify(name).slice(1, -1);
  return quote === "'" ? `'${inner.replace(/\\"/g, '"').replace(/'/g, "\\'")}'` : `"${inner}"`;
}

function quoteOf(node: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): string {
  return node.type === 'Literal' && sourceCode.getText(node).startsWith("'") ? "'" : '"';
}

export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

const replace = (node: TSESTree.Node, text: string): TextEdit => ({ range: node.range, text });

/**
 * The edit that makes a variable read name `name` instead, keeping the local binding of a
 * destructuring (`{ teamId }` becomes `{ team: teamId }`). `undefined` when the key is computed
 * from an expression the edit would have to change elsewhere.
 */
export function renameVariableRead(
  sourceCode: Readonly<TSESLint.SourceCode>,
  read: VariableRead,
  name: string,
): TextEdit | undefined {
  const key = read.keyNode;
  if (read.form === 'member') {
    const member = read.member;
    if (!member) return undefined;
    if (!member.computed) {
      if (IDENTIFIER.test(name)) return replace(key, name);
      const dot = sourceCode.getTokenBefore(key);
      if (!dot) return undefined;
      return { range: [dot.range[0], key.range[1]], text: `${member.optional ? '?.' : ''}[${quoted(name, '"')}]` };
    }
    return key.type === 'Literal' ? replace(key, quoted(name, quoteOf(key, sourceCode))) : undefined;
  }
  const property = key.parent;
  if (property?.type !== 'Property') return undefined;
  if (property.computed)
    return key.type === 'Literal' ? replace(key, quoted(name, quoteOf(key, sourceCode))) : undefined;
  if (property.shorthand) return { range: [property.range[0], property.range[0]], text: `${keyText(name, '"')}: ` };
  return replace(key, keyText(name, quoteOf(key, sourceCode)));
}
