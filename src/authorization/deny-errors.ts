import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeOf, fileNodes, localFunctionOf, resolveStaticString, singleAssignmentInit } from '../source/index.js';
import { calleeName } from './checks.js';
import type { SdkGeneration } from '../mcp/index.js';
import { textOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Error classes whose name says "denied". */
const DENIAL_CLASS = /^(?:Forbidden|Unauthori[sz]ed|NotAuthori[sz]ed|Permission|Access(?:Error|Denied))/;
/** Messages that say "denied" rather than "not found". */
const DENIAL_TEXT =
  /forbidden|unauthori[sz]ed|not (?:allowed|authori[sz]ed|permitted)|access(?: is)? denied|permission|denied|\b403\b/i;
const NOT_FOUND_TEXT = /not found|does not exist|no such/i;
/** Error constructors that carry a JSON-RPC code as their first argument. */
const CODED_ERRORS = new Set(['McpError', 'ProtocolError']);

const CODE_NAMES: Record<string, string> = {
  '-32700': 'ParseError',
  '-32600': 'InvalidRequest',
  '-32601': 'MethodNotFound',
  '-32602': 'InvalidParams',
  '-32603': 'InternalError',
  '-32002': 'ResourceNotFound',
  '-32000': 'ConnectionClosed',
  '-32001': 'RequestTimeout',
};

/** An error being constructed: `new X(…)` or a factory call `x(…)`. */
export type ErrorConstruction = TSESTree.NewExpression | TSESTree.CallExpression;

/** The error a `throw` or `return` hands out, through `Promise.reject(e)` and single-assigned consts. */
export function errorOf(
  value: TSESTree.Node | null | undefined,
  sourceCode: SourceCode,
  isReturn: boolean,
): ErrorConstruction | undefined {
  let node: TSESTree.Node | null | undefined = value;
  for (let hops = 0; node && hops < 4; hops++) {
    if (node.type === 'AwaitExpression') node = node.argument;
    else if (node.type === 'Identifier') node = singleAssignmentInit(node, sourceCode);
    else if (node.type === 'CallExpression' && isPromiseReject(node))
      return errorOf(node.arguments[0], sourceCode, false);
    else if (node.type === 'NewExpression') return node;
    // A returned call is only an error when it is `Promise.reject(…)`: other calls return contents.
    else if (node.type === 'CallExpression' && !isReturn) return node;
    else return undefined;
  }
  return undefined;
}

function isPromiseReject(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'Promise' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'reject'
  );
}

/** The static text of the error's message arguments (template literals contribute their literal parts). */
function messageText(error: ErrorConstruction, sourceCode: SourceCode): string {
  return error.arguments
    .map((argument) => {
      if (argument.type === 'TemplateLiteral')
        return argument.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
      return resolveStaticString(argument, sourceCode)?.value ?? '';
    })
    .join(' ');
}

/** The normalized name of a JSON-RPC error code argument: `ErrorCode.InvalidParams`, `-32602`. */
export function codeName(node: TSESTree.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal')
    return CODE_NAMES[`-${String(node.argument.value)}`];
  if (node.type === 'Literal') return CODE_NAMES[String(node.value)];
  return undefined;
}

export function isNotFoundError(error: ErrorConstruction, sourceCode: SourceCode): boolean {
  return calleeName(error) === 'ResourceNotFoundError' || NOT_FOUND_TEXT.test(messageText(error, sourceCode));
}

/**
 * The `new X(…)` a local error factory returns (`function denied(what) { return new Error(…) }`):
 * its class and message are what the client sees.
 */
function constructionBehind(error: ErrorConstruction, sourceCode: SourceCode): ErrorConstruction {
  if (error.type !== 'CallExpression') return error;
  const factory = localFunctionOf(calleeOf(error), sourceCode);
  if (!factory) return error;
  if (factory.body.type !== 'BlockStatement') return factory.body.type === 'NewExpression' ? factory.body : error;
  const returned = factory.body.body.find((s): s is TSESTree.ReturnStatement => s.type === 'ReturnStatement');
  return returned?.argument?.type === 'NewExpression' ? returned.argument : error;
}

/** Why an error reads as a denial: its class or its message; `undefined` when it does not. */
export function denialSignal(thrown: ErrorConstruction, sourceCode: SourceCode): string | undefined {
  const error = constructionBehind(thrown, sourceCode);
  const name = calleeName(error);
  if (name && DENIAL_CLASS.test(name)) return `class ${name}`;
  const text = messageText(error, sourceCode);
  const match = DENIAL_TEXT.exec(text);
  if (match && !NOT_FOUND_TEXT.test(text)) return `message ("${match[0]}")`;
  return undefined;
}

/** The JSON-RPC code of an `McpError` / `ProtocolError`, when written as a known name or number. */
export function errorCode(error: ErrorConstruction): string | undefined {
  const name = calleeName(error);
  return name && CODED_ERRORS.has(name) ? codeName(error.arguments[0]) : undefined;
}

/** How this file builds "not found": the form a denial should use instead. */
export interface NotFoundForm {
  readonly kind: 'resource-not-found-error' | 'mcp-error';
  /** For `mcp-error`: the code as written (`ErrorCode.InvalidParams`). */
  readonly codeText: string;
  /** The normalized code that goes on the wire. */
  readonly code: string;
}

/**
 * The not-found form the file already uses (a `new ResourceNotFoundError(…)`, or an `McpError`
 * whose message says "not found"), else the SDK's own: `ResourceNotFoundError` in v2,
 * `McpError(ErrorCode.InvalidParams, …)` in v1.
 */
export function notFoundFormOf(sdk: SdkGeneration, sourceCode: SourceCode): NotFoundForm {
  for (const node of fileNodes(sourceCode)) {
    const form = node.type === 'NewExpression' ? notFoundFormAt(node, sourceCode) : undefined;
    if (form) return form;
  }
  return sdk === 'v2'
    ? { kind: 'resource-not-found-error', codeText: '', code: 'InvalidParams' }
    : { kind: 'mcp-error', codeText: 'ErrorCode.InvalidParams', code: 'InvalidParams' };
}

/** The form `new ResourceNotFoundError(…)` is, or an `McpError` with a code whose message says "not found". */
function notFoundFormAt(node: TSESTree.NewExpression, sourceCode: SourceCode): NotFoundForm | undefined {
  const name = calleeName(node);
  if (name === 'ResourceNotFoundError')
    return { kind: 'resource-not-found-error', codeText: '', code: 'InvalidParams' };
  if (!name || !CODED_ERRORS.has(name) || !NOT_FOUND_TEXT.test(messageText(node, sourceCode))) return undefined;
  const code = codeName(node.arguments[0]);
  return code ? { kind: 'mcp-error', codeText: textOf(node.arguments[0]!, sourceCode), code } : undefined;
}

/** v2 answers a handler-thrown -32002 with -32602 like any other miss: the two codes look the same. */
export function sameCodeOnTheWire(a: string, b: string, sdk: SdkGeneration): boolean {
  const normalize = (code: string) => (sdk === 'v2' && code === 'ResourceNotFound' ? 'InvalidParams' : code);
  return normalize(a) === normalize(b);
}
