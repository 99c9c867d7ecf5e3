import { getStringIfConstant, ReferenceTracker } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface TrackedUse {
  readonly node: TSESTree.Node;
  readonly info: unknown;
}

/**
 * Uses of a CommonJS-style module's exports (`fs`, `path`, `fs-extra`): named, namespace and
 * default imports, and `require(…)` calls (followed through the variable or destructuring they
 * are bound to) whether or not `require` is declared as a global in the lint config.
 */
export function trackModuleUses(sourceCode: SourceCode, traceMap: Record<string, unknown>): TrackedUse[] {
  const globalScope = sourceCode.getScope(sourceCode.ast);
  const tracker = new ReferenceTracker(globalScope as never, { mode: 'legacy' });
  const uses: TrackedUse[] = [];
  for (const reference of tracker.iterateEsmReferences(traceMap as never))
    uses.push({ node: reference.node as unknown as TSESTree.Node, info: reference.info });
  const requireVariable = globalScope.set.get('require');
  const requireReferences = requireVariable
    ? requireVariable.references
    : globalScope.through.filter((r) => r.identifier.name === 'require');
  for (const reference of requireReferences) {
    const call = reference.identifier.parent;
    if (call?.type !== 'CallExpression' || call.callee !== reference.identifier || call.arguments.length === 0)
      continue;
    const module = getStringIfConstant(call.arguments[0] as never);
    if (module === null || !Object.hasOwn(traceMap, module)) continue;
    for (const use of tracker.iteratePropertyReferences(call as never, traceMap[module] as never)) {
      uses.push({ node: use.node as unknown as TSESTree.Node, info: use.info });
    }
  }
  return uses;
}
