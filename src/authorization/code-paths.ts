import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { within } from '../source/index.js';

type Segment = TSESLint.CodePathSegment;
/** `origin` (ESLint 9 and 10, Oxlint): what started the path, `'function'` for a function's own. */
type CodePath = TSESLint.CodePath & { readonly origin?: string };

/** A place where a function hands something out, and whether a guard ran on every path to it. */
export interface SinkVerdict {
  readonly node: TSESTree.Node;
  readonly guarded: boolean;
}

/**
 * What "guarded" means for one analysis: which functions are analysed, which calls are guards
 * (they throw unless allowed), which tests prove a guard on one branch, and what the sinks are.
 */
export interface GuardedPathHooks<T> {
  /** The analysis data of a function that is analysed, `undefined` for any other. */
  targetOf(fn: TSESTree.Node): T | undefined;
  /** A call after which the rest of its path is guarded. */
  isGuardCall(call: TSESTree.CallExpression, target: T): boolean;
  /** A call that is itself a sink (a wrapper calling the handler it wraps). */
  isSinkCall(call: TSESTree.CallExpression, target: T): boolean;
  /** Which branches of an `if` / `?:` are guarded by its test. */
  gateOf(
    branch: TSESTree.IfStatement | TSESTree.ConditionalExpression,
    target: T,
  ): { whenTrue: boolean; whenFalse: boolean };
  /**
   * The sinks a returned value (or an arrow's expression body) makes: `[]` when it hands out
   * nothing, the branches of a `?:` separately so that each is judged on its own path.
   */
  sinksOfReturn(value: TSESTree.Node | null, target: T): TSESTree.Node[];
  onTargetEnd(target: T, sinks: SinkVerdict[]): void;
}

type Event =
  | { readonly kind: 'guard' }
  | { readonly kind: 'sink'; readonly node: TSESTree.Node }
  | { readonly kind: 'end-sink'; readonly node: TSESTree.Node };

interface SegmentInfo {
  readonly startNode: TSESTree.Node;
  readonly events: Event[];
}

interface GateRecord {
  readonly node: TSESTree.IfStatement | TSESTree.ConditionalExpression;
  readonly whenTrue: boolean;
  readonly whenFalse: boolean;
  /** Segments the test runs in: where the branches fork from. */
  readonly testSegments: Set<Segment>;
}

interface FunctionState<T> {
  readonly upper: FunctionState<T> | null;
  readonly fn: TSESTree.Node;
  readonly target: T | undefined;
  readonly current: Set<Segment>;
  readonly segments: Map<Segment, SegmentInfo>;
  readonly gates: GateRecord[];
}

/**
 * Rule listeners for a "guarded on every path" analysis over ESLint's code paths (the model of core
 * `constructor-super`): a segment is guarded when every path into it is guarded or it runs a guard
 * itself; a sink is guarded when its segment is guarded at that point. Branch tests such as
 * `if (!(await canRead(user, doc))) throw …` guard the edges into the branch they prove.
 * Computed as a greatest fixed point when the function's code path ends, so loops are exact.
 */
export function guardedPathListeners<T>(hooks: GuardedPathHooks<T>): TSESLint.RuleListener {
  let state: FunctionState<T> | null = null;

  const record = (event: Event) => {
    for (const segment of state!.current) state!.segments.get(segment)?.events.push(event);
  };

  const onReturnValue = (value: TSESTree.Node | null, target: T, whole: TSESTree.Node) => {
    for (const sink of hooks.sinksOfReturn(value, target)) {
      // A branch of `c ? a : b` runs in its own segment: judge it there, not after the merge.
      const own = sink === value ? undefined : [...state!.segments].find(([, info]) => info.startNode === sink);
      if (own) own[1].events.push({ kind: 'end-sink', node: sink });
      else record({ kind: 'sink', node: sink === value ? whole : sink });
    }
  };

  const listeners = {
    onCodePathStart(codePath: CodePath, node: TSESTree.Node) {
      state = {
        upper: state,
        fn: node,
        // A class field's initializer has a code path of its own at the same node as the arrow it
        // holds (`read = async () => …`): the arrow's path is the function's.
        target: codePath.origin === 'function' ? hooks.targetOf(node) : undefined,
        current: new Set(),
        segments: new Map(),
        gates: [],
      };
    },
    onCodePathEnd(codePath: CodePath) {
      const ended = state!;
      state = ended.upper;
      if (ended.target !== undefined) hooks.onTargetEnd(ended.target, verdicts(codePath, ended));
    },
    onCodePathSegmentStart(segment: Segment, node: TSESTree.Node) {
      if (!state) return;
      state.current.add(segment);
      if (state.target === undefined) return;
      state.segments.set(segment, { startNode: node, events: [] });
      for (const gate of state.gates) if (within(node, gate.node.test)) gate.testSegments.add(segment);
    },
    onCodePathSegmentEnd(segment: Segment) {
      state?.current.delete(segment);
    },
    onUnreachableCodePathSegmentStart(segment: Segment) {
      state?.current.add(segment);
    },
    onUnreachableCodePathSegmentEnd(segment: Segment) {
      state?.current.delete(segment);
    },
    'CallExpression:exit'(node: TSESTree.CallExpression) {
      if (state?.target === undefined) return;
      if (hooks.isGuardCall(node, state.target)) record({ kind: 'guard' });
      if (hooks.isSinkCall(node, state.target)) record({ kind: 'sink', node });
    },
    'ReturnStatement:exit'(node: TSESTree.ReturnStatement) {
      if (state?.target === undefined) return;
      onReturnValue(node.argument, state.target, node);
    },
    'ArrowFunctionExpression:exit'(node: TSESTree.ArrowFunctionExpression) {
      if (state?.target === undefined || state.fn !== node || node.body.type === 'BlockStatement') return;
      onReturnValue(node.body, state.target, node.body);
    },
    'IfStatement, ConditionalExpression'(node: TSESTree.IfStatement | TSESTree.ConditionalExpression) {
      if (state?.target === undefined) return;
      const gate = hooks.gateOf(node, state.target);
      if (!gate.whenTrue && !gate.whenFalse) return;
      const testSegments = new Set([...state.current].filter((s) => state!.segments.has(s)));
      state.gates.push({ node, whenTrue: gate.whenTrue, whenFalse: gate.whenFalse, testSegments });
    },
  };
  return listeners as unknown as TSESLint.RuleListener;
}

function verdicts<T>(codePath: CodePath, state: FunctionState<T>): SinkVerdict[] {
  const { segments } = state;
  const guardedEdges = new Map<Segment, Set<Segment>>();
  for (const gate of state.gates) {
    for (const from of gate.testSegments) {
      for (const to of from.nextSegments) {
        if (gate.testSegments.has(to)) continue;
        const intoConsequent = segments.get(to)?.startNode === gate.node.consequent;
        if (intoConsequent ? gate.whenTrue : gate.whenFalse) {
          if (!guardedEdges.has(from)) guardedEdges.set(from, new Set());
          guardedEdges.get(from)!.add(to);
        }
      }
    }
  }

  // Greatest fixed point: start from "guarded" everywhere but the entry, lower until stable.
  const guardedIn = new Map<Segment, boolean>();
  for (const segment of segments.keys()) guardedIn.set(segment, segment !== codePath.initialSegment);
  const hasGuard = (segment: Segment) => segments.get(segment)!.events.some((e) => e.kind === 'guard');
  const guardedOut = (segment: Segment) => guardedIn.get(segment)! || hasGuard(segment);
  for (let changed = true; changed;) {
    changed = false;
    for (const segment of segments.keys()) {
      if (!guardedIn.get(segment)) continue;
      const previous = segment.prevSegments.filter((p) => segments.has(p));
      const guarded =
        previous.length > 0 && previous.every((p) => guardedOut(p) || !!guardedEdges.get(p)?.has(segment));
      if (!guarded) {
        guardedIn.set(segment, false);
        changed = true;
      }
    }
  }

  // A sink seen in several segments at once (code after `finally`) must be guarded in each.
  const result = new Map<TSESTree.Node, boolean>();
  for (const [segment, info] of segments) {
    let guarded = guardedIn.get(segment)!;
    for (const event of info.events) {
      if (event.kind === 'guard') guarded = true;
      else if (event.kind === 'sink') result.set(event.node, (result.get(event.node) ?? true) && guarded);
    }
    for (const event of info.events)
      if (event.kind === 'end-sink') result.set(event.node, (result.get(event.node) ?? true) && guarded);
  }
  return [...result].map(([node, guarded]) => ({ node, guarded })).sort((a, b) => a.node.range[0] - b.node.range[0]);
}
