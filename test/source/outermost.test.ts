import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { outermost, unwrap, walk } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
async function f() {
  const a = (x as string)!;
  const b = await (y satisfies string);
  const c = o?.p.q;
  use(<string>z);
  const d = (w + 1) as number;
  const e = await (await v)!;
}
`;

/** For each identifier of `code` (by name) and its first `string` type, the text of `outermost` from it, without and with `awaited`. */
const climbs = () =>
  withContext(code, ({ sourceCode }) => {
    const rows: Record<string, [string, string]> = {};
    walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      const name =
        node.type === 'Identifier' && node.parent.type !== 'VariableDeclarator'
          ? node.name
          : node.type === 'TSStringKeyword'
            ? 'string'
            : undefined;
      if (name !== undefined && !(name in rows))
        rows[name] = [sourceCode.getText(outermost(node)), sourceCode.getText(outermost(node, { awaited: true }))];
    });
    return rows;
  });

describe('outermost', () => {
  it('climbs out through as, !, satisfies, <T> and the ?. chain, and through await only when asked', () => {
    expect(climbs()).toMatchObject({
      x: ['(x as string)!', '(x as string)!'],
      y: ['y satisfies string', 'await (y satisfies string)'],
      o: ['o', 'o'],
      use: ['use', 'use'],
      z: ['<string>z', '<string>z'],
      // A sum is another value: the climb stops at `w`.
      w: ['w', 'w'],
      v: ['v', 'await (await v)!'],
      // The type of an `as` is no value of it.
      string: ['string', 'string'],
    });
  });

  it('gives the ?. chain from its outermost link', () => {
    const text = withContext(code, ({ sourceCode }) => {
      let chainLink: TSESTree.Node | undefined;
      walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
        if (node.type === 'MemberExpression' && sourceCode.getText(node) === 'o?.p.q') chainLink = node;
      });
      return sourceCode.getText(outermost(chainLink!));
    });
    // The chain expression around the member: the same text, one node up.
    expect(text).toBe('o?.p.q');
  });

  it('is undone by unwrap: every expression that is no wrapper is found again inside what it climbs to', () => {
    const mismatches = withContext(code, ({ sourceCode }) => {
      const wrappers = new Set([
        'TSAsExpression',
        'TSNonNullExpression',
        'TSSatisfiesExpression',
        'TSTypeAssertion',
        'ChainExpression',
        'AwaitExpression',
      ]);
      const found: string[] = [];
      let checked = 0;
      walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
        if (wrappers.has(node.type) || node.type.startsWith('TS')) return;
        checked++;
        for (const awaited of [false, true])
          if (unwrap(outermost(node, { awaited }), { awaited }) !== node) found.push(sourceCode.getText(node));
      });
      return { found, checked };
    });
    expect(mismatches.checked).toBeGreaterThan(30);
    expect(mismatches.found).toEqual([]);
  });
});
