import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  calleeOf,
  enclosingFunction,
  fileNodes,
  importedFunction,
  type FunctionLike,
  isGlobalNamed,
  localFunctionOf,
  mentions,
  methodNameOf,
  perFile,
  returnedExpressions,
  unwrap,
} from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The built-in percent-decoders. */
export const GLOBAL_DECODERS = ['decodeURIComponent', 'decodeURI', 'unescape'] as const;

/** A call that percent-decodes one of its arguments. */
export interface DecodeCall {
  readonly call: TSESTree.CallExpression;
  /** The index of the argument it decodes. */
  readonly argument: number;
  /** How messages name it: `decodeURIComponent`, or `safeDecode` (a helper that decodes its parameter). */
  readonly name: string;
  /** For a helper: its function. */
  readonly helper?: FunctionLike;
}

/** A built-in decode call: `decodeURIComponent(x)`, `decodeURI(x)`, `unescape(x)`. */
export function globalDecodeCall(node: TSESTree.Node, sourceCode: SourceCode): DecodeCall | undefined {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return undefined;
  const callee = calleeOf(node);
  const name = GLOBAL_DECODERS.find((decoder) => isGlobalNamed(callee, decoder, sourceCode));
  return name ? { call: node, argument: 0, name } : undefined;
}

const helperCache = new WeakMap<FunctionLike, number | null>();

/**
 * The index of the parameter a function of this file returns decoded, if it does: some `return`
 * (or the arrow's body) is a built-in decode of the parameter, directly or through `as`, `String()`
 * and `.replace(...)` / `.trim()`-like string methods (which keep it the same value for decoding).
 */
export function decodedParameterOf(fn: FunctionLike, sourceCode: SourceCode): number | null {
  const cached = helperCache.get(fn);
  if (cached !== undefined) return cached;
  helperCache.set(fn, null); // recursion guard
  const returned = returnedExpressions(fn, sourceCode.visitorKeys);
  let index: number | null = null;
  for (const value of returned) {
    const decode = globalDecodeCall(unwrap(value, { awaited: true }), sourceCode);
    const argument = decode && decode.call.arguments[0];
    const parameter = argument && parameterIdentifier(argument);
    const position = parameter ? fn.params.findIndex((p) => paramName(p) === parameter) : -1;
    if (position >= 0) {
      index = position;
      break;
    }
  }
  helperCache.set(fn, index);
  return index;
}

const KEEPING_METHODS = new Set(['replace', 'replaceAll', 'trim', 'trimStart', 'trimEnd', 'toString']);

function parameterIdentifier(node: TSESTree.Node): string | undefined {
  let current = unwrap(node);
  for (let hops = 0; hops < 4; hops++) {
    if (current.type === 'Identifier') return current.name;
    if (current.type !== 'CallExpression') return undefined;
    const method = methodNameOf(current);
    if (method && KEEPING_METHODS.has(method.name)) current = unwrap(method.object);
    else if (current.callee.type === 'Identifier' && current.callee.name === 'String' && current.arguments[0])
      current = unwrap(current.arguments[0]);
    else return undefined;
  }
  return undefined;
}

function paramName(param: TSESTree.Parameter): string | undefined {
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  return target.type === 'Identifier' ? target.name : undefined;
}

/** A decode call: a built-in decoder, or a call of a function of this file that returns its parameter decoded. */
export function decodeCallOf(node: TSESTree.Node, sourceCode: SourceCode): DecodeCall | undefined {
  const builtIn = globalDecodeCall(node, sourceCode);
  if (builtIn || node.type !== 'CallExpression') return builtIn;
  const callee = calleeOf(node);
  // Most files declare no decode helper: look the name up before resolving its scope. An imported
  // name may be a helper of another module of the project.
  if (callee.type !== 'Identifier') return undefined;
  if (!decodeHelperNames(sourceCode).has(callee.name) && !importsDecodeHelper(callee.name, sourceCode))
    return undefined;
  const fn = localFunctionOf(callee, sourceCode);
  if (!fn) return undefined;
  const index = decodedParameterOf(fn, sourceCode);
  if (index === null || index >= node.arguments.length) return undefined;
  return { call: node, argument: index, name: callee.name, helper: fn };
}

/** The file's built-in decode calls (none when its text names no decoder). */
const globalDecodeCalls = perFile((sourceCode: SourceCode): readonly TSESTree.CallExpression[] =>
  mentions(sourceCode, ...GLOBAL_DECODERS)
    ? fileNodes(sourceCode).filter(
        (node): node is TSESTree.CallExpression => globalDecodeCall(node, sourceCode) !== undefined,
      )
    : [],
);

/**
 * Names bound in this file (at any depth) to a function that returns a parameter decoded. Such a
 * function returns a built-in decode call of its own code: only the functions around one are asked.
 */
const decodeHelperNames = perFile((sourceCode: SourceCode): Set<string> => {
  const names = new Set<string>();
  for (const call of globalDecodeCalls(sourceCode)) {
    const fn = enclosingFunction(call);
    const name = fn && nameOfFunction(fn);
    if (name && decodedParameterOf(fn, sourceCode) !== null) names.add(name);
  }
  return names;
});

/** Whether a value import of the file is bound to a decode helper of another module. */
function importsDecodeHelper(name: string, sourceCode: SourceCode): boolean {
  const fn = importedFunction(name, sourceCode);
  return fn !== undefined && decodedParameterOf(fn, sourceCode) !== null;
}

function nameOfFunction(fn: FunctionLike): string | undefined {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name;
  const parent = fn.parent;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : undefined;
}
