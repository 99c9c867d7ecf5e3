import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { decodeCallOf, decodedParameterOf } from '../../src/flow/decoding.js';
import { isFunctionLike, localFunctionOf, walk } from '../../src/source/index.js';
import { expectAgreement } from '../helpers/agreement.js';
import { withContext } from '../helpers/lint-probe.js';
import { seededRandom } from '../helpers/prng.js';

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

/** Decode helpers bound every way a callee names a function, other functions, and calls of both. */
function generatedHelpers(seed: number): string {
  const random = seededRandom(seed);
  const names = ['clean', 'decode', 'read', 'tidy'];
  const decoder = () => random.pick(['decodeURIComponent', 'decodeURI', 'unescape', 'String', 'encodeURIComponent']);
  const out: string[] = [];
  for (const name of names) {
    const body = `${decoder()}(${random.pick(['s', 's.trim()', 'String(s)', 'other'])})`;
    out.push(
      random.pick([
        `function ${name}(s: string, other = '') { return ${body}; }`,
        `const ${name} = (s: string, other = '') => ${body};`,
        `let ${name} = (s: string, other = '') => ${body}; ${name} = (s: string) => s;`,
        `const ${name} = function inner(s: string, other = '') { return ${body}; };`,
        `function outer() { const ${name} = (s: string, other = '') => ${body}; return ${name}(x); }`,
      ]),
    );
  }
  for (let n = 0; n < 12; n++)
    out.push(`export const v${n} = ${random.pick(names)}(${random.pick(['x', 'x, y', ''])});`);
  return `declare const x: string, y: string;\n${out.join('\n')}`;
}

describe('decodeCallOf, the names of decode helpers first', () => {
  it('finds the helper calls that resolving every call finds', () => {
    const helperCalls = expectAgreement(40, generatedHelpers, ({ sourceCode }) => {
      const mismatches: string[] = [];
      let compared = 0;
      walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
        const fn = localFunctionOf(node.callee, sourceCode);
        const index = fn ? decodedParameterOf(fn, sourceCode) : null;
        const exact = index !== null && index < node.arguments.length;
        if (exact) compared++;
        if (exact !== (decodeCallOf(node, sourceCode)?.helper !== undefined)) mismatches.push(sourceCode.getText(node));
      });
      return { mismatches, compared };
    });
    expect(helperCalls).toBeGreaterThan(50);
  });
});
