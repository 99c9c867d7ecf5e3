// Where each function of this file is called: the way back out of a function the flow did not enter through a call.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeOf, fileNodes, isFunctionLike, localFunctionOf, perFile, type FunctionLike } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The calls in this file of `fn`, by any callee `localFunctionOf` resolves: `f(…)`, `this.m(…)`, `Class.m(…)`. */
export function callSitesOf(fn: FunctionLike, sourceCode: SourceCode): readonly TSESTree.CallExpression[] {
  return callSites(sourceCode).get(fn) ?? [];
}

const callSites = perFile((sourceCode: SourceCode): ReadonlyMap<FunctionLike, TSESTree.CallExpression[]> => {
  const sites = new Map<FunctionLike, TSESTree.CallExpression[]>();
  const nodes = fileNodes(sourceCode);
  // A callee runs a function of this file only through a name that function is bound to; the
  // other calls (of globals, imports, library methods: most of them) are not resolved.
  const names = new Set<string>();
  for (const node of nodes) {
    const name = isFunctionLike(node) ? boundName(node) : undefined;
    if (name !== undefined) names.add(name);
  }
  for (const node of nodes) {
    if (node.type !== 'CallExpression') continue;
    const callee = calleeOf(node);
    const named =
      callee.type === 'Identifier' ||
      (callee.type === 'MemberExpression' &&
        (callee.object.type === 'ThisExpression' || callee.object.type === 'Identifier'));
    if (!named || !mayName(callee, names)) continue;
    const fn = localFunctionOf(callee, sourceCode);
    if (!fn) continue;
    const calls = sites.get(fn);
    if (calls) calls.push(node);
    else sites.set(fn, [node]);
  }
  return sites;
});

/**
 * The name `localFunctionOf` can find a function by: a declaration's, the variable's it
 * initializes, or the class member's it is the value of (declared, or assigned to `this.x`).
 */
function boundName(fn: FunctionLike): string | undefined {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name;
  const parent = fn.parent;
  if (parent.type === 'VariableDeclarator' && parent.init === fn && parent.id.type === 'Identifier')
    return parent.id.name;
  if ((parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && !parent.computed)
    return keyName(parent.key);
  if (parent.type === 'AssignmentExpression' && parent.right === fn && parent.left.type === 'MemberExpression')
    return parent.left.computed ? undefined : keyName(parent.left.property);
  return undefined;
}

/** Whether a callee may run a function bound to one of `names`; a computed key (`this[KEY]()`) may be any. */
function mayName(callee: TSESTree.Identifier | TSESTree.MemberExpression, names: ReadonlySet<string>): boolean {
  if (callee.type === 'Identifier') return names.has(callee.name);
  if (callee.computed) return true;
  const name = keyName(callee.property);
  return name !== undefined && names.has(name);
}

function keyName(key: TSESTree.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}
