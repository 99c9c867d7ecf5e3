import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  type FunctionLike,
  isFunctionLike,
  localFunctionOf,
  memberFunction,
  objectMemberValue,
  outermost,
  singleAssignmentInit,
  staticName,
  unwrap,
  variableOf,
  literalPropertyValue,
} from '../source/index.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The arguments a registrar's call gives the parameters of the function around a handler
 * (`config` → `{ buildFq: (v) => … }`): a call of `config.buildFq(variables)` is followed into it.
 */
export type ParameterBindings = ReadonlyMap<TSESLint.Scope.Variable, TSESTree.Node>;
const NO_BINDINGS: ParameterBindings = new Map();

/** One read of a template variable inside a read handler. */
export interface VariableRead {
  /** The variable's name, or `null` for a computed key the analysis cannot resolve. */
  readonly name: string | null;
  /** The key that names it: the property key of a destructuring, or the member's property. */
  readonly keyNode: TSESTree.Node;
  readonly form: 'destructure' | 'member';
  /** For `destructure`: the local binding; `undefined` for a nested pattern. */
  readonly binding?: TSESTree.Identifier;
  /** For `destructure`: the `= default` of the binding, if any. */
  readonly defaultValue?: TSESTree.Expression;
  /** For `member`: the whole `variables.x` / `variables["x"]` expression. */
  readonly member?: TSESTree.MemberExpression;
  /** The calls that handed the variables to the helper that reads them, outermost first (none: the handler reads them). */
  readonly via?: readonly TSESTree.CallExpression[];
}

export interface ReadHandler {
  /** The function that runs on a read. */
  readonly fn: FunctionLike;
  /** The argument as written in the registration (the function itself, a name, or a wrapper call). */
  readonly argument: TSESTree.Node;
  /** Calls the handler was passed through on its way to the registration, outermost first. */
  readonly wrappers: TSESTree.CallExpression[];
  /** Which parameter holds what. */
  readonly layout: HandlerLayout;
  readonly uriParam?: TSESTree.Parameter;
  /** The template variables parameter (template registrations only). */
  readonly variablesParam?: TSESTree.Parameter;
  /** `extra` in SDK v1, `ctx` in v2: where the session's authInfo lives. */
  readonly contextParam?: TSESTree.Parameter;
  /** The principal itself, where the framework passes it (FastMCP's `auth`). */
  readonly principalParam?: TSESTree.Parameter;
  readonly variableReads: VariableRead[];
}

const MAX_WRAPPERS = 4;

/** Which parameter of a read handler holds what (SDK: `(uri, variables, extra)`; FastMCP: `(args, auth, context)`). */
export interface HandlerLayout {
  readonly uri?: number;
  readonly variables?: number;
  readonly context?: number;
  /** A parameter that is the session's principal itself (FastMCP's `auth`). */
  readonly principal?: number;
}

const SDK_LAYOUTS: Record<'template' | 'static' | 'low-level', HandlerLayout> = {
  template: { uri: 0, variables: 1, context: 2 },
  static: { uri: 0, context: 1 },
  'low-level': { uri: 0, context: 1 },
};

/**
 * Resolves a registration's callback argument to the function that handles reads: an inline
 * function, a function or const in this file referenced by name, or the function passed to a
 * wrapper call such as `withAuth(handler)`.
 */
export function resolveHandler(
  argument: TSESTree.Node,
  sourceCode: SourceCode,
  shape: 'template' | 'static' | 'low-level',
  layout: HandlerLayout = SDK_LAYOUTS[shape],
  bindings: ParameterBindings = NO_BINDINGS,
): ReadHandler | undefined {
  const wrappers: TSESTree.CallExpression[] = [];
  let node: TSESTree.Node | null = argument;
  for (let hops = 0; node && hops < 8; hops++) {
    if (isFunctionLike(node)) return describeHandler(node, argument, wrappers, sourceCode, layout, bindings);
    if (node.type === 'Identifier') {
      node = functionBoundTo(node, sourceCode);
    } else if (node.type === 'MemberExpression') {
      // `this.readCallback`, `Handlers.read`: a method (or function field) of a class; `handlers.read`:
      // a function held by a constant object or exported by a module.
      node = memberFunction(node, sourceCode) ?? objectMemberValue(node, sourceCode) ?? null;
    } else if (isBindCall(node)) {
      node = node.callee.object; // `this.read.bind(this)` runs `this.read`
    } else if (node.type === 'CallExpression' && wrappers.length < MAX_WRAPPERS) {
      wrappers.push(node);
      node = node.arguments.find((arg) => isFunctionLike(arg) || arg.type === 'Identifier') ?? null;
    } else if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') {
      node = node.expression;
    } else {
      return undefined;
    }
  }
  return undefined;
}

function isBindCall(node: TSESTree.Node): node is TSESTree.CallExpression & { callee: TSESTree.MemberExpression } {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    node.callee.property.type === 'Identifier' &&
    node.callee.property.name === 'bind'
  );
}

function functionBoundTo(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Node | null {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs[0];
  if (def?.type === 'FunctionName' && def.node.type === 'FunctionDeclaration') return def.node;
  // A function another module of the project exports (`import { readDocument } from './handlers.js'`).
  return localFunctionOf(identifier, sourceCode) ?? singleAssignmentInit(identifier, sourceCode);
}

function describeHandler(
  fn: FunctionLike,
  argument: TSESTree.Node,
  wrappers: TSESTree.CallExpression[],
  sourceCode: SourceCode,
  layout: HandlerLayout,
  bindings: ParameterBindings,
): ReadHandler {
  const at = (index: number | undefined) => (index === undefined ? undefined : fn.params[index]);
  const variablesParam = at(layout.variables);
  const contextParam = at(layout.context);
  return {
    fn,
    argument,
    wrappers,
    layout,
    uriParam: at(layout.uri),
    principalParam: at(layout.principal),
    variablesParam,
    contextParam,
    variableReads: variablesParam ? readsOfParameter(variablesParam, fn, sourceCode, [], bindings) : [],
  };
}

/** Helpers the variables object is handed to, followed this deep. */
const MAX_HELPER_DEPTH = 2;

/**
 * Every read of a template variable through the handler's variables parameter, including the
 * reads of a function of this file that the whole object is passed to (`readId(variables)`).
 */
export function readsOfParameter(
  param: TSESTree.Parameter,
  fn: FunctionLike,
  sourceCode: SourceCode,
  via: readonly TSESTree.CallExpression[] = [],
  bindings: ParameterBindings = NO_BINDINGS,
): VariableRead[] {
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  if (target.type === 'ObjectPattern') return readsOfPattern(target, sourceCode, via);
  if (target.type !== 'Identifier') return [];
  const reads: VariableRead[] = [];
  // Parameters are declared by their function, not by their own node.
  for (const variable of declaredVariablesOf(fn, sourceCode).filter((v) => v.identifiers.includes(target))) {
    for (const reference of variable.references) {
      if (reference.isRead())
        reads.push(...readsOfReference(reference.identifier as TSESTree.Identifier, fn, sourceCode, via, bindings));
    }
  }
  return reads;
}

function readsOfReference(
  identifier: TSESTree.Identifier,
  fn: FunctionLike,
  sourceCode: SourceCode,
  via: readonly TSESTree.CallExpression[],
  bindings: ParameterBindings,
): VariableRead[] {
  const node = outermost(identifier);
  const parent = node.parent;
  if (parent?.type === 'MemberExpression' && parent.object === node) {
    const name = staticName(parent, sourceCode) ?? null;
    return [{ name, keyNode: parent.property, form: 'member', member: parent, ...(via.length > 0 && { via }) }];
  }
  if (parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'ObjectPattern') {
    return readsOfPattern(parent.id, sourceCode, via);
  }
  if (parent?.type === 'CallExpression' && parent.callee !== node && via.length < MAX_HELPER_DEPTH) {
    const index = parent.arguments.findIndex((argument) => argument === node);
    const callee = unwrap(parent.callee);
    const helper = localFunctionOf(callee, sourceCode) ?? boundFunction(callee, bindings, sourceCode);
    const param =
      helper && helper !== fn && !parent.arguments.slice(0, index).some((a) => a.type === 'SpreadElement')
        ? helper.params[index]
        : undefined;
    if (helper && param) return readsOfParameter(param, helper, sourceCode, [...via, parent], bindings);
  }
  return [];
}

/** The function `param.key` or `param` runs, when `param` is bound to an argument of the registrar's call. */
function boundFunction(
  callee: TSESTree.Node,
  bindings: ParameterBindings,
  sourceCode: SourceCode,
): FunctionLike | undefined {
  if (bindings.size === 0) return undefined;
  const name = callee.type === 'MemberExpression' ? staticName(callee, sourceCode) : undefined;
  const holder = unwrap(callee.type === 'MemberExpression' ? callee.object : callee);
  if (holder.type !== 'Identifier') return undefined;
  const variable = variableOf(holder, sourceCode);
  let value: TSESTree.Node | null | undefined = variable ? bindings.get(variable) : undefined;
  if (value && name !== undefined) value = literalPropertyValue(value, name, sourceCode);
  if (!value) return undefined;
  value = unwrap(value);
  return isFunctionLike(value) ? value : value.type === 'Identifier' ? localFunctionOf(value, sourceCode) : undefined;
}

function readsOfPattern(
  pattern: TSESTree.ObjectPattern,
  sourceCode: SourceCode,
  via: readonly TSESTree.CallExpression[] = [],
): VariableRead[] {
  const reads: VariableRead[] = [];
  for (const property of pattern.properties) {
    if (property.type !== 'Property') continue; // a rest element reads nothing by name
    const name = staticName(property, sourceCode) ?? null;
    const value = property.value;
    const hasDefault = value.type === 'AssignmentPattern';
    const local = hasDefault ? value.left : value;
    reads.push({
      name,
      keyNode: property.key,
      form: 'destructure',
      binding: local.type === 'Identifier' ? local : undefined,
      defaultValue: hasDefault ? value.right : undefined,
      ...(via.length > 0 && { via }),
    });
  }
  return reads;
}
