// The file-system calls of an SDK read handler whose errors reach the client (for
// prefer-not-found-on-deny): a call on a request value, in the handler or in a helper of this file the
// value is passed to, with no `catch` around it, fails with an internal error naming server paths
// where a missing resource should fail with not-found. The companion's adapter and router answer
// those errors as not-found themselves. Whether an error thrown at a call leaves the handler is
// asked through the helpers on the way; a file established by an earlier call no longer goes missing.
import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { findFsSinkCalls, findRealpathCalls, flowOfRequestValue, requestValuesOf, type FsSink } from '../flow/index.js';
import { SDK, trackModuleUses } from '../mcp/index.js';
import {
  calleeOf,
  handlesRejection,
  isFunctionLike,
  localFunctionOf,
  walk,
  within,
  type FunctionLike,
} from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Which calls are reported: only those on a file not established before them, or all of them. */
export type FileErrors = 'unestablished' | 'all';

/** What can escape: a file-system error, the companion's `PathEscapeError`, or either. */
export type EscapingError = 'fs' | 'escape' | 'both';

/** An escaping call, named as written, and what it can throw. */
export interface EscapingMiss {
  readonly call: string;
  readonly error: EscapingError;
}

// safeJoin of mcp-resources/fs: its PathEscapeError names the root, and looks like no not-found.
const SAFE_JOIN = { 'mcp-resources/fs': { safeJoin: { [CALL]: true }, safeJoinSync: { [CALL]: true } } };

/**
 * The calls on the request values of the file's SDK read handlers whose errors leave the handler,
 * each where to report it. The values are asked for only in a file that calls the file system.
 */
export function escapingMisses(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  fileErrors: FileErrors,
): ReadonlyMap<TSESTree.Node, EscapingMiss> {
  const sourceCode = context.sourceCode;
  const reached = new Map<TSESTree.Node, EscapingMiss>();
  const sinks = findFsSinkCalls(sourceCode);
  const joins = new Set<TSESTree.Node>(
    sourceCode.text.includes('mcp-resources/fs') ? trackModuleUses(sourceCode, SAFE_JOIN).map((u) => u.node) : [],
  );
  if (sinks.size === 0 && joins.size === 0) return reached;
  const realpaths = findRealpathCalls(sourceCode);
  for (const value of requestValuesOf(context)) {
    const fn = value.registration.handler?.fn;
    if (value.registration.framework !== SDK || !fn) continue;
    // In the handler, or in a helper of this file the value was passed to.
    const escapes = (at: TSESTree.Node, calls: readonly TSESTree.CallExpression[]) =>
      errorLeavesHandler(at, fn, calls, sourceCode);
    // Every file-system call on the value: an earlier one may have established the file for a later one.
    const fsCalls: TSESTree.CallExpression[] = [];
    /** `calls`: the calls of helpers the value went through to reach `call`, outermost first. */
    const misses: { call: TSESTree.CallExpression; name: string; calls: readonly TSESTree.CallExpression[] }[] = [];
    for (const { node, calls } of flowOfRequestValue(value, sourceCode)) {
      const call = node.parent;
      if (call?.type !== 'CallExpression') continue;
      const index = call.arguments.indexOf(node as TSESTree.CallExpressionArgument);
      const sink = sinks.get(call);
      if (sink && sink.pathArguments.includes(index)) fsCalls.push(call);
      // `realpath` is no read, but it fails on a missing file like one (and establishes it for what follows).
      if (index === 0 && realpaths.has(call)) {
        fsCalls.push(call);
        if (escapes(call, calls)) misses.push({ call, name: sourceCode.getText(call.callee), calls });
      } else if (sink && sink.pathArguments.includes(index) && throwsOnMiss(sink)) {
        if (escapes(call, calls)) misses.push({ call, name: sink.name, calls });
      } else if (joins.has(call) && index === 1) {
        // `readFile(await safeJoin(ROOT, p))`: one report, at the call that reads.
        const reader = readerOf(call, sinks);
        const at = reader ?? call;
        if (escapes(at, calls))
          reached.set(at, {
            call: reader ? sinks.get(reader)!.name : sourceCode.getText(call.callee),
            error: reader ? 'both' : 'escape',
          });
      }
    }
    for (const { call, name, calls } of misses) {
      // Where the handler has found the file already, a missing file can no longer escape here: an
      // earlier call in the same function, or in a function on the way (before the helper's call).
      const established =
        fileErrors === 'unestablished' &&
        fsCalls.some((e) => [call, ...calls].some((at) => fileEstablishedBefore(at, e, sourceCode)));
      if (!established && !reached.has(call)) reached.set(call, { call: name, error: 'fs' });
    }
  }
  return reached;
}

/** A call that throws when its path names nothing: not a stream (its errors come as events), not `exists`. */
function throwsOnMiss(sink: FsSink): boolean {
  const name = sink.name.slice(sink.name.lastIndexOf('.') + 1);
  return !name.endsWith('Stream') && !name.startsWith('exists');
}

/** The file-system call whose path is this `safeJoin(…)`'s result: `readFile(await safeJoin(…))`. */
function readerOf(
  join: TSESTree.CallExpression,
  sinks: ReadonlyMap<TSESTree.CallExpression, FsSink>,
): TSESTree.CallExpression | undefined {
  const argument = join.parent?.type === 'AwaitExpression' ? join.parent : join;
  const call = argument.parent;
  if (call?.type !== 'CallExpression') return undefined;
  const sink = sinks.get(call);
  const index = call.arguments.indexOf(argument);
  return sink && sink.pathArguments.includes(index) && throwsOnMiss(sink) ? call : undefined;
}

/**
 * Whether an error of `node` leaves `handler`: `calls` are the calls of functions of this file the
 * value went through, outermost first (a flow's `calls`). The error must leave the function it is
 * thrown in, then each call must leave the function that makes it, up to the handler.
 */
export function errorLeavesHandler(
  node: TSESTree.Node,
  handler: FunctionLike,
  calls: readonly TSESTree.CallExpression[],
  sourceCode: SourceCode,
): boolean {
  let thrown = node;
  for (let i = calls.length - 1; i >= 0; i--) {
    const helper = localFunctionOf(calleeOf(calls[i]!), sourceCode);
    if (!helper || !leaves(thrown, helper)) return false;
    thrown = calls[i]!;
  }
  return leaves(thrown, handler);
}

/**
 * Whether an error of `node` leaves `fn` as it is: `node` is in `fn`'s own code, under no `try`
 * with a `catch` and with no `.catch(…)` (or two-argument `.then`) on its promise.
 */
function leaves(node: TSESTree.Node, fn: FunctionLike): boolean {
  let child: TSESTree.Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (current === fn) return true;
    if (current.type === 'TryStatement' && current.block === child && current.handler) return false;
    if (handlesRejection(child)) return false;
    // Inside a function of its own (a callback): not this function's error.
    if (isFunctionLike(current)) return false;
  }
  return false;
}

/** A statement that never completes normally: a `throw`, a `return`, or a block or `if` whose every branch is one. */
function alwaysExits(statement: TSESTree.Statement | null | undefined): boolean {
  if (!statement) return false;
  switch (statement.type) {
    case 'ThrowStatement':
    case 'ReturnStatement':
      return true;
    case 'BlockStatement':
      return alwaysExits(statement.body.at(-1));
    case 'IfStatement':
      return alwaysExits(statement.consequent) && alwaysExits(statement.alternate);
    default:
      return false;
  }
}

type Block = TSESTree.BlockStatement | TSESTree.Program;

/** Where an expression runs: the statement that runs it on every run of that statement (`undefined` inside a branch of an expression, a loop or a callback). */
function statementRunning(node: TSESTree.Node): { statement: TSESTree.Statement; inTest: boolean } | undefined {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (isFunctionLike(parent)) return undefined;
    switch (parent.type) {
      case 'ConditionalExpression':
        if (parent.test !== child) return undefined;
        break;
      case 'LogicalExpression':
        if (parent.right === child) return undefined;
        break;
      case 'IfStatement':
        return parent.test === child ? { statement: parent, inTest: true } : undefined;
      case 'ExpressionStatement':
      case 'VariableDeclaration':
      case 'ReturnStatement':
      case 'ThrowStatement':
        return { statement: parent, inTest: false };
      default:
        if (parent.type.endsWith('Statement')) return undefined;
    }
  }
  return undefined;
}

/** The statement of `block` that holds `node`, if `node` is inside `block`. */
function statementIn(block: Block, node: TSESTree.Node): TSESTree.Node | undefined {
  for (let current: TSESTree.Node | undefined = node; current; current = current.parent)
    if (current.parent === block) return current;
  return undefined;
}

/** The name a statement gives to the value it computes: `const s = await stat(p).catch(…)`. */
function declaredName(statement: TSESTree.Statement): string | undefined {
  if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) return undefined;
  const id = statement.declarations[0].id;
  return id.type === 'Identifier' ? id.name : undefined;
}

function mentions(node: TSESTree.Node, name: string, sourceCode: SourceCode): boolean {
  let found = false;
  walk(node, sourceCode.visitorKeys, (n) => {
    if (n.type === 'Identifier' && n.name === name) found = true;
    return !found;
  });
  return found;
}

/**
 * Whether the path to `call` passes `earlier` (a file-system call on the same value, in the same
 * function) only when `earlier` found the file: its error leaves the function (or a `catch` that
 * never falls through), or its answer is tested by an `if` that exits
 * (`if (!existsSync(p)) throw …`, `const s = await stat(p).catch(() => null); if (!s?.isFile()) return …`).
 * What is left to escape at `call` is then no miss: a directory, a permission.
 */
function fileEstablishedBefore(
  call: TSESTree.CallExpression,
  earlier: TSESTree.CallExpression,
  sourceCode: SourceCode,
): boolean {
  if (earlier === call || earlier.range[1] > call.range[0]) return false;
  const running = statementRunning(earlier);
  if (!running) return false;
  let { statement } = running;
  if (running.inTest) {
    const test = statement as TSESTree.IfStatement;
    // Inside the `if` that asked, or after it when one of its branches leaves.
    if (within(call, test.consequent) || (test.alternate && within(call, test.alternate))) return true;
    if (!alwaysExits(test.consequent) && !alwaysExits(test.alternate)) return false;
  } else if (!errorLeavesStatement(earlier, statement)) {
    // The error is caught on the spot: the answer must be tested before `call`.
    const name = declaredName(statement);
    const block = statement.parent as Block;
    const at = statementIn(block, call);
    if (!name || !at) return false;
    const between = block.body.slice(block.body.indexOf(statement) + 1, block.body.indexOf(at as never));
    return between.some(
      (s) =>
        s.type === 'IfStatement' &&
        mentions(s.test, name, sourceCode) &&
        (alwaysExits(s.consequent) || alwaysExits(s.alternate)),
    );
  }
  // After it in its block, or after a `try` around it whose `catch` never falls through.
  for (;;) {
    const block = statement.parent;
    if (block?.type !== 'BlockStatement' && block?.type !== 'Program') return false;
    const at = statementIn(block, call);
    if (at) return block.body.indexOf(at as never) > block.body.indexOf(statement);
    const tryStatement = block.parent;
    if (
      tryStatement?.type !== 'TryStatement' ||
      tryStatement.block !== block ||
      !alwaysExits(tryStatement.handler?.body)
    )
      return false;
    statement = tryStatement;
  }
}

/** Whether an error of `node` leaves `statement` (no `.catch(…)` on the way, no `try` inside it). */
function errorLeavesStatement(node: TSESTree.Node, statement: TSESTree.Node): boolean {
  for (let child: TSESTree.Node = node; child !== statement && child.parent; child = child.parent)
    if (handlesRejection(child)) return false;
  return true;
}
