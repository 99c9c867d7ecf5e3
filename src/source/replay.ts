// A rule's listeners run over one function's part of ESLint's traversal list, after the traversal:
// an analysis of a few functions of a file then costs what those functions hold, instead of a
// listener call on every node and code path event of the whole file.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { traversalFrom, type TraversalStep } from './file-nodes.js';
import type { FunctionLike } from './syntax.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Handler = (...args: unknown[]) => void;

/** The only selectors a replay understands: a node type, with `:exit`, or a code path event; lists of them. */
const SIMPLE_SELECTOR = /^[A-Za-z]+(?::exit)?$/;

interface Dispatch {
  readonly enter: Map<string, Handler[]>;
  readonly exit: Map<string, Handler[]>;
  readonly events: Map<string, Handler[]>;
}

function dispatchOf(listeners: TSESLint.RuleListener): Dispatch {
  const dispatch: Dispatch = { enter: new Map(), exit: new Map(), events: new Map() };
  for (const [key, handler] of Object.entries(listeners)) {
    if (typeof handler !== 'function') continue;
    for (const selector of key.split(',').map((part) => part.trim())) {
      if (!SIMPLE_SELECTOR.test(selector)) throw new Error(`replay: unsupported selector "${selector}"`);
      const [name, exit] = selector.split(':') as [string, string | undefined];
      const table = /^on[A-Z]/.test(name) ? dispatch.events : exit ? dispatch.exit : dispatch.enter;
      let handlers = table.get(name);
      if (!handlers) table.set(name, (handlers = []));
      handlers.push(handler as Handler);
    }
  }
  return dispatch;
}

const isEvent = (step: TraversalStep | undefined, name: string, fn: FunctionLike) =>
  step?.kind === 2 && step.target === name && step.args?.[1] === fn;

/**
 * What calls `listeners` for a function as ESLint called them while it traversed the file: from
 * the start of the function's code path to its end, every code path event and every node inside,
 * in order. It answers `false` when the host keeps no traversal list (then the listeners must be
 * given to the host instead).
 */
export function replayer(listeners: TSESLint.RuleListener): (fn: FunctionLike, sourceCode: SourceCode) => boolean {
  const dispatch = dispatchOf(listeners);
  return (fn, sourceCode) => {
    const traversal = traversalFrom(fn, sourceCode);
    if (!traversal) return false;
    const { steps } = traversal;
    // The function's code path starts just before the step that enters it, and ends just after the
    // step that leaves it.
    let first = traversal.start;
    while (first > 0 && steps[first - 1]!.kind === 2 && !isEvent(steps[first], 'onCodePathStart', fn)) first--;
    if (!isEvent(steps[first], 'onCodePathStart', fn)) return false;
    for (let index = first; index < steps.length; index++) {
      const step = steps[index]!;
      const handlers =
        step.kind === 2
          ? dispatch.events.get(step.target as string)
          : (step.phase === 1 ? dispatch.enter : dispatch.exit).get((step.target as TSESTree.Node).type);
      if (handlers) for (const handler of handlers) handler(...step.args!);
      if (step.kind === 2 && isEvent(step, 'onCodePathEnd', fn)) return true;
    }
    return true;
  };
}
