// Where each function of this file is called: the way back out of a function the flow did not enter through a call.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeOf, fileNodes, localFunctionOf, perFile, type FunctionLike } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The calls in this file of `fn`, by any callee `localFunctionOf` resolves: `f(…)`, `this.m(…)`, `Class.m(…)`. */
export function callSitesOf(fn: FunctionLike, sourceCode: SourceCode): readonly TSESTree.CallExpression[] {
  return callSites(sourceCode).get(fn) ?? [];
}

const callSites = perFile((sourceCode: SourceCode): ReadonlyMap<FunctionLike, TSESTree.CallExpression[]> => {
  const sites = new Map<FunctionLike, TSESTree.CallExpression[]>();
  for (const node of fileNodes(sourceCode)) {
    if (node.type !== 'CallExpression') continue;
    const callee = calleeOf(node);
    const named =
      callee.type === 'Identifier' ||
      (callee.type === 'MemberExpression' &&
        (callee.object.type === 'ThisExpression' || callee.object.type === 'Identifier'));
    const fn = named ? localFunctionOf(callee, sourceCode) : undefined;
    if (!fn) continue;
    const calls = sites.get(fn);
    if (calls) calls.push(node);
    else sites.set(fn, [node]);
  }
  return sites;
});
