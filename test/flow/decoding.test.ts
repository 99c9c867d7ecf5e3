import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { decodeCallOf, decodedParameterOf } from '../../src/flow/decoding.js';
import { isFunctionLike } from '../../src/source/syntax.js';
import { withContext } from '../helpers/lint-probe.js';

function helpersOf(code: string): Record<string, number | null> {
  return withContext(code, (context) => {
    const result: Record<string, number | null> = {};
    for (const statement of context.sourceCode.ast.body) {
      if (statement.type === 'FunctionDeclaration' && statement.id)
        result[statement.id.name] = decodedParameterOf(statement, context.sourceCode);
      if (statement.type === 'VariableDeclaration') {
        const [declarator] = statement.declarations;
        if (declarator?.id.type === 'Identifier' && isFunctionLike(declarator.init))
          result[declarator.id.name] = decodedParameterOf(declarator.init, context.sourceCode);
      }
    }
    return result;
  });
}

describe('decode helpers', () => {
  it('finds functions that return a parameter decoded', () => {
    expect(
      helpersOf(`function safeDecode(s: string) { try { return decodeURIComponent(s); } catch { return s; } }
const arrow = (a: number, s: string) => decodeURI(String(s).replace(/\\+/g, " "));
function notReturned(s: string) { decodeURIComponent(s); return s; }
function otherValue(s: string) { return decodeURIComponent("x" + s); }
function nested(s: string) { const inner = () => decodeURIComponent(s); return inner; }`),
    ).toEqual({ safeDecode: 0, arrow: 1, notReturned: null, otherValue: null, nested: null });
  });

  it('treats only the built-in decoders as decoders', () => {
    const names = withContext(
      `const decodeURI = (s: string) => s;\ndecodeURIComponent("a"); unescape("b"); decodeURI("c"); globalThis.decodeURIComponent("d");`,
      (context) => {
        const calls: string[] = [];
        for (const statement of context.sourceCode.ast.body) {
          if (statement.type === 'ExpressionStatement' && statement.expression.type === 'CallExpression') {
            const call = decodeCallOf(statement.expression as TSESTree.CallExpression, context.sourceCode);
            if (call) calls.push(call.name);
          }
        }
        return calls;
      },
    );
    expect(names).toEqual(['decodeURIComponent', 'unescape']);
  });
});
