// A rule reports only in the file it lints. The analyses follow code into other modules of the
// project; a problem found there belongs to that module's own lint, where its location is true.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isForeign } from '../project/index.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
type Descriptor = Parameters<Context['report']>[0];

/**
 * The context a rule's `create` gets: the host's, except that a report on a node of another module
 * is left out (its `loc` would be read in the wrong file).
 */
export function withHostReports<C extends Context>(context: C): C {
  const report = (descriptor: Descriptor) => {
    const node = (descriptor as { node?: TSESTree.Node }).node;
    if (node && isForeign(node, context.sourceCode)) return;
    context.report(descriptor);
  };
  // A proxy, not a copy: hosts define the context's members as getters (Oxlint reads them per file).
  // Its target is an empty object: ESLint freezes the context, and a proxy of a frozen object must
  // answer its own `report`.
  return new Proxy({} as C, {
    get(_target, key) {
      if (key === 'report') return report;
      const value: unknown = Reflect.get(context, key, context);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(context) : value;
    },
    has: (_target, key) => key in context,
  });
}
