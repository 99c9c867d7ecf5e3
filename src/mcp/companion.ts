// Values the companion package `mcp-resources` hands over already percent-decoded: the variables
// its entry point (`resource(server or router, t, specs?, fn)`), its adapter (`typedResource`,
// `typedResourceTemplate`, the function `typedResourceWith` returns) and router (`route`) pass to a
// read handler, and the values `match()` returns. Found by import,
// as the SDK's own exports are. The handlers come with the options their policy is read from.
import { CALL } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  type FunctionLike,
  isFunctionLike,
  localFunctionOf,
  mentions,
  outermost,
  perFile,
  singleAssignmentInit,
  staticName,
  unwrap,
} from '../source/index.js';
import { serverKey } from './frameworks/syntax.js';
import { readsOfParameter, resolveHandler, type HandlerLayout } from './handlers.js';
import { trackModuleUses } from './module-tracker.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A value that arrives decoded, and how a message names where it was decoded. */
export interface DecodedValue {
  readonly node: TSESTree.Node;
  readonly decoder: string;
  /** The call that decoded it (`match(…)`, `docs.read(…)`, `route(…)`), for the line a message names. */
  readonly site: TSESTree.Node;
}

/** A read handler the adapter or the router calls with decoded variables. */
export interface CompanionHandler {
  /** Registered on an McpServer (`resource(server, …)`, the adapter) or on a router (`resource(router, …)`, `route`). */
  readonly kind: 'adapter' | 'route';
  /** Which entry point: `resource()`, or the 0.2 ones (`typedResource(…).read`, `route`). */
  readonly entry: 'resource' | 'legacy';
  readonly fn: FunctionLike;
  /** The argument that names the handler (the function, a name, or a wrapper call). */
  readonly argument: TSESTree.Node;
  /** Which parameter holds what: `(variables, ctx, uri)` for `resource()`, the SDK's `(uri, variables, extra)` otherwise. */
  readonly layout: HandlerLayout;
  /** The call that hands the handler over: `files.read(…)`, `route(…)` or `resource(…)`. */
  readonly site: TSESTree.CallExpression;
  /** The call that names the template: `typedResource(RT, t, …)`, `route(t, …)` or `resource(target, t, …)`. */
  readonly setup: TSESTree.CallExpression;
  /** `resource()`'s variable specs (`{ path: { exempt: true } }`), when given. */
  readonly specs?: TSESTree.Node;
  /** What `resource()` registers on, and the key of the server or router (registration order is per key). */
  readonly target?: { readonly node: TSESTree.Node; readonly key: string };
  readonly template: TSESTree.Node | undefined;
  /** The options argument of the setup call (its `security` is the template's own policy). */
  readonly options: TSESTree.Node | undefined;
  /** The options holding the server- or router-wide default: `typedResourceWith(…)`'s, `createResourceRouter(…, options)`. */
  readonly defaults: TSESTree.Node | undefined;
  /** The `createResourceRouter(…)` call a route is listed in, when it is in this file. */
  readonly router?: TSESTree.CallExpression;
  /** A default exists that could not be found (a route outside a `createResourceRouter` call of this file). */
  readonly defaultsUnknown: boolean;
}

type Kind = 'match' | 'parse' | 'adapter' | 'adapter-defaults' | 'route' | 'router' | 'resource' | 'resource-router';
const COMPANION = ['mcp-resources'];
const TRACE = Object.fromEntries(
  COMPANION.map((module) => [
    module,
    {
      match: { [CALL]: 'match' },
      parse: { [CALL]: 'parse' },
      typedResource: { [CALL]: 'adapter' },
      typedResourceTemplate: { [CALL]: 'adapter' },
      typedResourceWith: { [CALL]: 'adapter-defaults' },
      route: { [CALL]: 'route' },
      createResourceRouter: { [CALL]: 'router' },
      resource: { [CALL]: 'resource' },
      resourceRouter: { [CALL]: 'resource-router' },
    },
  ]),
);

/** The binding a call's result is held in: `const t = typedResource(…)`. */
function heldIn(call: TSESTree.Node, sourceCode: SourceCode): TSESLint.Scope.Variable | undefined {
  const node = outermost(call, { awaited: true });
  const declarator = node.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== node || declarator.id.type !== 'Identifier')
    return undefined;
  return declaredVariablesOf(declarator, sourceCode)[0];
}

/** Calls of a binding itself: `typed(…)` of `const typed = typedResourceWith(…)`. */
function callsOf(variable: TSESLint.Scope.Variable | undefined): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const call = (reference.identifier as TSESTree.Node).parent;
    if (call?.type === 'CallExpression' && call.callee === reference.identifier) calls.push(call);
  }
  return calls;
}

/** The `createResourceRouter(routes, options)` a route is listed in: inline, or in a const array passed to it. */
function routerOf(
  route: TSESTree.CallExpression,
  routers: ReadonlySet<TSESTree.Node>,
  sourceCode: SourceCode,
): TSESTree.CallExpression | undefined {
  const array = route.parent;
  if (array?.type !== 'ArrayExpression') return undefined;
  const isRouter = (node: TSESTree.Node | undefined): node is TSESTree.CallExpression => !!node && routers.has(node);
  if (isRouter(array.parent) && array.parent.arguments[0] === array) return array.parent;
  for (const reference of heldIn(array, sourceCode)?.references ?? []) {
    const call = (reference.identifier as TSESTree.Node).parent;
    if (isRouter(call) && call.arguments[0] === reference.identifier) return call;
  }
  return undefined;
}

/** Calls of `holder.method(…)` on a binding. */
function methodCalls(variable: TSESLint.Scope.Variable | undefined, method: string): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const member = (reference.identifier as TSESTree.Node).parent;
    if (
      member?.type !== 'MemberExpression' ||
      member.computed ||
      member.property.type !== 'Identifier' ||
      member.property.name !== method
    )
      continue;
    const call = member.parent;
    if (call?.type === 'CallExpression' && call.callee === member) calls.push(call);
  }
  return calls;
}

/** `parse(…).match(…)`: a method called on the call's result directly. */
function chained(call: TSESTree.CallExpression, method: string): TSESTree.CallExpression[] {
  const member = call.parent;
  if (
    member?.type !== 'MemberExpression' ||
    member.object !== call ||
    member.computed ||
    member.property.type !== 'Identifier' ||
    member.property.name !== method
  )
    return [];
  return member.parent?.type === 'CallExpression' && member.parent.callee === member ? [member.parent] : [];
}

/** `resource()`'s layout: the variables first, then the SDK's context, then the URI. */
const RESOURCE_LAYOUT: HandlerLayout = { variables: 0, context: 1, uri: 2 };
/** The SDKs' template callback layout, which the adapter and the router keep. */
const SDK_TEMPLATE_LAYOUT: HandlerLayout = { uri: 0, variables: 1, context: 2 };

/**
 * `resource(target, template, specs?, handler, options?)`: the handler is the third argument when
 * it is a function, else the fourth (the third then holds the specs).
 */
function resourceParts(call: TSESTree.CallExpression, sourceCode: SourceCode) {
  const [, , third, fourth, fifth] = call.arguments;
  const direct = handlerOf(third, sourceCode);
  if (direct && third) return { fn: direct, argument: third, specs: undefined, options: fourth };
  const fn = handlerOf(fourth, sourceCode);
  return fn && fourth ? { fn, argument: fourth, specs: third, options: fifth } : undefined;
}

/** The `resourceRouter(…)` call a target names (`const router = resourceRouter()`), if any. */
function routerCallOf(
  target: TSESTree.Node,
  routers: ReadonlySet<TSESTree.Node>,
  sourceCode: SourceCode,
): TSESTree.CallExpression | undefined {
  const node = unwrap(target);
  const init = node.type === 'Identifier' ? singleAssignmentInit(node, sourceCode) : node;
  const call = init && unwrap(init);
  return call?.type === 'CallExpression' && routers.has(call) ? call : undefined;
}

/**
 * The variables `resource()`'s specs give a default: `{ limit: 10 }`, `{ sort: 'newest' }`,
 * `{ limit: { convert: integer, default: 10 } }`. A spec this analysis cannot read gives none.
 */
export function defaultedVariables(handler: CompanionHandler, sourceCode: SourceCode): ReadonlySet<string> {
  const names = new Set<string>();
  const specs = handler.specs && unwrap(handler.specs);
  const object = specs?.type === 'Identifier' ? unwrap(singleAssignmentInit(specs, sourceCode) ?? specs) : specs;
  if (object?.type !== 'ObjectExpression') return names;
  for (const property of object.properties) {
    const name = property.type === 'Property' ? staticName(property) : undefined;
    if (name === undefined || property.type !== 'Property') continue;
    const value = unwrap(property.value);
    const gives =
      value.type === 'Literal' ||
      value.type === 'TemplateLiteral' ||
      value.type === 'ArrayExpression' ||
      (value.type === 'UnaryExpression' && value.operator === '-') ||
      (value.type === 'ObjectExpression' &&
        value.properties.some((p) => p.type === 'Property' && staticName(p) === 'default'));
    if (gives) names.add(name);
  }
  return names;
}

/** The read handler an argument names: inline, a function of this file, or the one a wrapper call is given (`withAuth(fn)`). */
function handlerOf(argument: TSESTree.Node | undefined, sourceCode: SourceCode): FunctionLike | undefined {
  if (!argument) return undefined;
  const inner = unwrap(argument);
  if (isFunctionLike(inner)) return inner;
  return localFunctionOf(inner, sourceCode) ?? resolveHandler(argument, sourceCode, 'template')?.fn;
}

/** The reads of a handler's variables parameter, each a decoded value. */
function variablesOf(handler: CompanionHandler, decoder: string, sourceCode: SourceCode, into: DecodedValue[]): void {
  const { fn, site } = handler;
  const param = fn.params[handler.layout.variables ?? 1];
  if (!param) return;
  for (const read of readsOfParameter(param, fn, sourceCode)) {
    const node = read.form === 'destructure' ? read.binding : read.member;
    if (node) into.push({ node, decoder, site });
  }
}

/** What a `match(…)` result holds: `const { id } = match(…)`, `m.id` of `const m = match(…)`. */
function resultsOf(call: TSESTree.CallExpression, decoder: string, sourceCode: SourceCode, into: DecodedValue[]): void {
  let node: TSESTree.Node = call;
  while (
    node.parent?.type === 'TSNonNullExpression' ||
    node.parent?.type === 'TSAsExpression' ||
    (node.parent?.type === 'LogicalExpression' && node.parent.left === node)
  )
    node = node.parent;
  const declarator = node.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== node) return;
  if (declarator.id.type === 'ObjectPattern') {
    for (const property of declarator.id.properties) {
      const value =
        property.type === 'Property'
          ? property.value.type === 'AssignmentPattern'
            ? property.value.left
            : property.value
          : undefined;
      if (value?.type === 'Identifier') into.push({ node: value, decoder, site: call });
    }
    return;
  }
  for (const reference of declaredVariablesOf(declarator, sourceCode)[0]?.references ?? []) {
    let use = reference.identifier as TSESTree.Node;
    if (use.parent?.type === 'TSNonNullExpression') use = use.parent;
    const member = use.parent;
    if (member?.type === 'MemberExpression' && member.object === use)
      into.push({
        node: member.parent?.type === 'ChainExpression' ? member.parent : member,
        decoder,
        site: call,
      });
  }
}

/** The uses of mcp-resources' exports in the file, by kind (one walk per file). */
function companionCalls(sourceCode: SourceCode): { kind: Kind; call: TSESTree.CallExpression }[] {
  if (!mentions(sourceCode, 'mcp-resources')) return [];
  return trackModuleUses(sourceCode, TRACE)
    .filter((use): use is { node: TSESTree.CallExpression; info: Kind } => use.node.type === 'CallExpression')
    .map((use) => ({ kind: use.info, call: use.node }));
}

/** Every read handler of the file that the adapter or the router calls. */
export const companionHandlers = perFile((sourceCode: SourceCode): readonly CompanionHandler[] => {
  const found: CompanionHandler[] = [];
  const calls = companionCalls(sourceCode);
  const routers = new Set<TSESTree.Node>(calls.filter((c) => c.kind === 'router').map((c) => c.call));
  const resourceRouters = new Set<TSESTree.Node>(calls.filter((c) => c.kind === 'resource-router').map((c) => c.call));
  const adapter = (setup: TSESTree.CallExpression, defaults: TSESTree.Node | undefined) => {
    for (const site of methodCalls(heldIn(setup, sourceCode), 'read')) {
      const argument = site.arguments[0];
      const fn = handlerOf(argument, sourceCode);
      if (fn && argument)
        found.push({
          kind: 'adapter',
          entry: 'legacy',
          argument,
          layout: SDK_TEMPLATE_LAYOUT,
          fn,
          site,
          setup,
          template: setup.arguments[1],
          options: setup.arguments[3],
          defaults,
          defaultsUnknown: false,
        });
    }
  };
  for (const { kind, call } of calls) {
    if (kind === 'adapter') adapter(call, undefined);
    else if (kind === 'adapter-defaults')
      for (const setup of callsOf(heldIn(call, sourceCode))) adapter(setup, call.arguments[0]);
    else if (kind === 'resource') {
      const parts = resourceParts(call, sourceCode);
      const target = call.arguments[0];
      if (!parts || !target) continue;
      const router = routerCallOf(target, resourceRouters, sourceCode);
      found.push({
        kind: router ? 'route' : 'adapter',
        entry: 'resource',
        fn: parts.fn,
        argument: parts.argument,
        layout: RESOURCE_LAYOUT,
        site: call,
        setup: call,
        template: call.arguments[1],
        specs: parts.specs,
        options: parts.options,
        router,
        defaults: router?.arguments[0],
        // An McpServer has no companion defaults; a router's are its resourceRouter(options).
        defaultsUnknown: false,
        target: { node: target, key: router ? `router@${router.range[0]}` : serverKey(target, sourceCode) },
      });
    } else if (kind === 'route') {
      const argument = call.arguments[1];
      const fn = handlerOf(argument, sourceCode);
      const router = routerOf(call, routers, sourceCode);
      if (fn && argument)
        found.push({
          kind: 'route',
          entry: 'legacy',
          argument,
          layout: SDK_TEMPLATE_LAYOUT,
          fn,
          site: call,
          setup: call,
          template: call.arguments[0],
          options: call.arguments[2],
          router,
          defaults: router?.arguments[1],
          defaultsUnknown: !router,
        });
    }
  }
  return found;
});

/** Every call of the file that names a companion template: `typedResource(RT, t, …)`, `typed(RT, t)`, `route(t, …)`. */
export const companionTemplates = perFile(
  (
    sourceCode: SourceCode,
  ): readonly { readonly setup: TSESTree.CallExpression; readonly template: TSESTree.Node }[] => {
    const found: { setup: TSESTree.CallExpression; template: TSESTree.Node }[] = [];
    const add = (setup: TSESTree.CallExpression, index: number) => {
      const template = setup.arguments[index];
      if (template && template.type !== 'SpreadElement') found.push({ setup, template });
    };
    for (const { kind, call } of companionCalls(sourceCode)) {
      if (kind === 'adapter') add(call, 1);
      else if (kind === 'route') add(call, 0);
      else if (kind === 'resource') add(call, 1);
      else if (kind === 'adapter-defaults') for (const setup of callsOf(heldIn(call, sourceCode))) add(setup, 1);
    }
    return found;
  },
);

export const companionDecodedValues = perFile((sourceCode: SourceCode): readonly DecodedValue[] => {
  const found: DecodedValue[] = [];
  for (const { kind, call } of companionCalls(sourceCode)) {
    if (kind === 'match')
      resultsOf(call, '`match()` of mcp-resources (which returns decoded values)', sourceCode, found);
    else if (kind === 'parse')
      for (const m of [...methodCalls(heldIn(call, sourceCode), 'match'), ...chained(call, 'match')])
        resultsOf(m, '`match()` of mcp-resources (which returns decoded values)', sourceCode, found);
  }
  for (const handler of companionHandlers(sourceCode)) {
    const decoder =
      handler.entry === 'resource'
        ? '`resource()` of mcp-resources (which passes values decoded)'
        : handler.kind === 'route'
          ? '`route()` of mcp-resources (which passes values decoded)'
          : 'the mcp-resources adapter (which passes values decoded)';
    variablesOf(handler, decoder, sourceCode, found);
  }
  return found;
});
