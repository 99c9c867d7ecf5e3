// Where each function of this file is called: the way back out of a function the flow did not enter through a call.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeOf, fileNodes, localFunctionOf, perFile, staticName, type FunctionLike } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The calls in this file of `fn`, by any callee `localFunctionOf` resolves: `f(…)`, `this.m(…)`, `Class.m(…)`, `object.m(…)`. */
export function callSitesOf(fn: FunctionLike, sourceCode: SourceCode): readonly TSESTree.CallExpression[] {
  const name = boundName(fn);
  if (name === undefined) return [];
  const file = callsOf(sourceCode);
  let calls = file.sites.get(fn);
  if (!calls) {
    // Only the calls that may name it are resolved: each takes a lookup through the scopes.
    const named = file.byName.get(name) ?? [];
    const candidates = file.computed.length === 0 ? named : [...named, ...file.computed].sort(bySourceOrder);
    calls = candidates.filter((call) => localFunctionOf(calleeOf(call), sourceCode) === fn);
    file.sites.set(fn, calls);
  }
  return calls;
}

interface FileCalls {
  /** Calls of `f(…)`, `this.m(…)`, `Class.m(…)`, `object.m(…)` by the name they call, in source order. */
  readonly byName: ReadonlyMap<string, TSESTree.CallExpression[]>;
  /** Calls of `this[key](…)`, `Class[key](…)`, `object[key](…)`: the key may name any method. */
  readonly computed: readonly TSESTree.CallExpression[];
  /** The answers so far, by function. */
  readonly sites: Map<FunctionLike, readonly TSESTree.CallExpression[]>;
}

const callsOf = perFile((sourceCode: SourceCode): FileCalls => {
  const byName = new Map<string, TSESTree.CallExpression[]>();
  const computed: TSESTree.CallExpression[] = [];
  for (const node of fileNodes(sourceCode)) {
    if (node.type !== 'CallExpression') continue;
    const callee = calleeOf(node);
    let name: string | undefined;
    if (callee.type === 'Identifier') name = callee.name;
    else if (
      callee.type === 'MemberExpression' &&
      (callee.object.type === 'ThisExpression' ||
        callee.object.type === 'Identifier' ||
        callee.object.type === 'MemberExpression')
    ) {
      if (callee.computed) computed.push(node);
      else name = staticName(callee);
    }
    if (name === undefined) continue;
    const calls = byName.get(name);
    if (calls) calls.push(node);
    else byName.set(name, [node]);
  }
  return { byName, computed, sites: new Map() };
});

const bySourceOrder = (a: TSESTree.Node, b: TSESTree.Node) => a.range[0] - b.range[0];

/**
 * The name `localFunctionOf` can find a function by: a declaration's, the variable's it
 * initializes, the class member's it is the value of (declared, or assigned to `this.x`), or the
 * key of the object literal that holds it.
 */
function boundName(fn: FunctionLike): string | undefined {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name;
  const parent = fn.parent;
  if (parent.type === 'VariableDeclarator' && parent.init === fn && parent.id.type === 'Identifier')
    return parent.id.name;
  if (parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') return staticName(parent);
  // A function an object literal holds (`handlers.read(…)`, `URIS.parsers.doc(…)`).
  if (parent.type === 'Property' && parent.value === fn) return staticName(parent);
  if (parent.type === 'AssignmentExpression' && parent.right === fn && parent.left.type === 'MemberExpression')
    return staticName(parent.left);
  return undefined;
}
