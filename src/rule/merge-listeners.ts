import type { TSESLint } from '@typescript-eslint/utils';

/** One listener object from several: handlers of the same selector run in the order given. */
export function mergeListeners(...listeners: TSESLint.RuleListener[]): TSESLint.RuleListener {
  const merged: Record<string, ((...args: unknown[]) => void)[]> = {};
  for (const listener of listeners) {
    for (const [selector, handler] of Object.entries(listener)) {
      if (typeof handler === 'function') (merged[selector] ??= []).push(handler as (...args: unknown[]) => void);
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([selector, handlers]) => [
      selector,
      handlers.length === 1
        ? handlers[0]
        : (...args: unknown[]) => {
            for (const handler of handlers) handler(...args);
          },
    ]),
  );
}
