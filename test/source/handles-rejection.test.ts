import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { errorLeavesHandler } from '../../src/authorization/index.js';
import { handlesRejection, walk, type FunctionLike } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

/** Each statement of the handler calls `load()` once; the answer for each, in order. */
const code = `
async function handler(onError: (e: unknown) => void) {
  load().catch(onError);
  load().then(use, onError);
  load()?.catch(onError);
  load()['catch'](onError);
  load().then(use);
  const method = load().catch;
  keep(load().catch);
  await load();
}
`;

function loads(program: TSESTree.Program, keys: Parameters<typeof walk>[1]): TSESTree.CallExpression[] {
  const found: TSESTree.CallExpression[] = [];
  walk(program, keys, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'load')
      found.push(node);
  });
  return found;
}

describe('handlesRejection', () => {
  it('is a call of .catch or a two-argument .then on the promise, not a read of the method', () => {
    const answers = withContext(code, ({ sourceCode }) =>
      loads(sourceCode.ast, sourceCode.visitorKeys).map(handlesRejection),
    );
    expect(answers).toEqual([true, true, true, true, false, false, false, false]);
  });

  // Where the two copies it replaces differed: the one in escaping-errors took a read of `.catch`
  // (called or not) as handling the rejection; isDiscarded wanted a call, though not of the method.
  it('decides whether an error leaves the handler: a .catch read or passed on catches nothing', () => {
    const leaves = withContext(code, ({ sourceCode }) => {
      const handler = sourceCode.ast.body[0] as FunctionLike;
      return loads(sourceCode.ast, sourceCode.visitorKeys).map((call) =>
        errorLeavesHandler(call, handler, [], sourceCode),
      );
    });
    expect(leaves).toEqual([false, false, false, false, true, true, true, true]);
  });
});
