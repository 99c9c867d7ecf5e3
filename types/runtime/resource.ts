// `resource(server, template, variables?, handler, options?)`: one call registers a typed
// resource template on an McpServer of either SDK, or on a `resourceRouter()` for low-level
// servers. The handler gets `(variables, ctx, uri)` and returns the text, the bytes or the result.
import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { TemplateVariables } from '../type-level/template-variables.js';
import { parse, type TemplateLimits } from './compile.js';
import { missesAsNotFound, notFoundFor, ResourceMiss, type NotFound } from './not-found.js';
import { readResult, type ReadResultLike, type ReadValue } from './read-result.js';
import { addRoute } from './resource-router.js';
import { staticUri, type ListedResource, type ResourceRouter } from './router.js';
import { mergeSecurity, type PathSecurityOption } from './security.js';
import { adaptSdkTemplate, type SdkUriTemplate } from './typed-template.js';
import {
  applyPlan,
  planVariables,
  type DefaultsFit,
  type SpecifiedVariables,
  type VariablePlan,
  type VariableSpecs,
} from './variable-specs.js';

/** An McpServer of `@modelcontextprotocol/sdk` (v1) or `@modelcontextprotocol/server` (v2), as far as `resource()` uses it. */
export interface McpServerLike {
  registerResource(name: string, template: never, config: never, read: never): unknown;
}

// The third argument is the handler when no variable needs a spec (one signature, not two
// overloads: a failed overload resolution would also leave the handler's parameters untyped).
type AnyFunction = (...args: never[]) => unknown;

/** Where `resource()` registers: an McpServer, or a router from `resourceRouter()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router, whatever its context and result
export type ResourceTarget = McpServerLike | ResourceRouter<any, any>;

// The server's `registerResource` for templates (the last overload in both SDKs), read back.
type TemplateRegistration<S> = S extends {
  registerResource(
    name: string,
    template: infer _Template,
    config: infer Config,
    read: (uri: URL, variables: infer _Variables, ctx: infer Ctx) => infer Result,
  ): infer Registered;
}
  ? { config: Config; ctx: Ctx; result: Awaited<Result>; registered: Registered }
  : never;

// The server's `registerResource` for a static URI (the first of the two overloads in both SDKs):
// what it returns. Matched with both overloads, as TypeScript infers an overload set from its last ones.
type StaticRegistration<S> = S extends {
  registerResource(name: string, uri: string, config: never, read: never): infer Registered;
  registerResource(name: string, template: never, config: never, read: never): unknown;
}
  ? Registered
  : never;

/** Whether `T` has no variables: `resource()` registers it as a static resource, not a template. */
type IsStatic<T extends string> = [keyof TemplateVariables<T>] extends [never] ? true : false;

/** The context a handler gets: v1's `RequestHandlerExtra`, v2's `ServerContext`, or the router's `Extra`. */
export type ResourceContext<S> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  S extends ResourceRouter<infer Extra, any> ? Extra : TemplateRegistration<S>['ctx'];
/** The read result the server sends (the SDK's `ReadResourceResult`). */
export type ResourceResult<S> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  S extends ResourceRouter<any, any> ? ReadResultLike : TemplateRegistration<S>['result'];

/** A handler: the variables, the SDK's context, the URI; returns the text, the bytes or the whole result. */
export type ResourceHandler<S, Variables> = (
  variables: Variables,
  ctx: ResourceContext<S>,
  uri: URL,
) => ReadValue<ResourceResult<S>> | Promise<ReadValue<ResourceResult<S>>>;

/** What `resources/list` lists for a template (`list`), as the SDKs take it. */
export interface ListedResources {
  readonly resources: readonly { readonly uri: string; readonly name: string }[];
}

/** What every `resource()` takes besides the template, the variables and the handler. */
export interface ResourceOptions<T extends string, Ctx> {
  /** The name the template is registered and listed under (default: the template). */
  readonly name?: string;
  /** The MIME type of the contents made from a string or bytes (and, on an McpServer, listed). */
  readonly mimeType?: string;
  /**
   * The path-security policy (default: every check on); `false` for none. `exempt` takes the
   * template's variable names; or exempt one variable with `{ x: { exempt: true } }`.
   */
  readonly security?: PathSecurityOption<keyof TemplateVariables<T> & string>;
  /** Limits for `parse` and for every URI matched (default `DEFAULT_LIMITS`). */
  readonly limits?: TemplateLimits;
  /** On an McpServer, the error a refused read fails with (default: that of the SDK calling the handler); a router's own `notFound` answers for its routes. */
  readonly notFound?: NotFound;
  /** The resources this template lists in `resources/list` (McpServer only; a URI without variables is listed as itself). */
  readonly list?: IsStatic<T> extends true ? never : (ctx: Ctx) => ListedResources | Promise<ListedResources>;
  /** Completions per variable (McpServer only): the text typed so far, and the variables the client has resolved. */
  readonly complete?: {
    readonly [K in keyof TemplateVariables<T>]?: (
      value: string,
      context?: CompletionContext<T>,
    ) => string[] | Promise<string[]>;
  };
}

/**
 * What a `complete` callback gets besides the text typed so far: the request's `context`, whose
 * `arguments` are the template's variables the client has already resolved, as text (both SDKs
 * pass `completion/complete`'s `params.context` as it came).
 */
export interface CompletionContext<T extends string> {
  readonly arguments?: { readonly [K in keyof TemplateVariables<T>]?: string };
}

/**
 * The options for a target: an McpServer's also take its metadata (`title`, `description`,
 * `annotations`, …). One object type (flattened after `infer`, so hovers show its properties).
 */
export type ResourceOptionsFor<S, T extends string> = ResourceOptions<T, ResourceContext<S>> &
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (S extends ResourceRouter<any, any> ? unknown : TemplateRegistration<S>['config']) extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/**
 * What `resource()` returns: the SDK's registered template, or its registered resource for a URI
 * without variables (`enable()`, `disable()`, `remove()`); `undefined` for a router.
 */
export type RegisteredResource<S, T extends string = string> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  S extends ResourceRouter<any, any>
    ? undefined
    : IsStatic<T> extends true
      ? StaticRegistration<S>
      : TemplateRegistration<S>['registered'];

/**
 * The template object McpServer reads (both SDKs read `uriTemplate.match`, `uriTemplate.toString()`,
 * `uriTemplate.variableNames`, `listCallback` and `completeCallback(name)`, never its class), so
 * neither SDK's `ResourceTemplate` is needed.
 */
class CompanionTemplate {
  readonly uriTemplate: SdkUriTemplate;
  readonly listCallback: unknown;
  readonly #complete: Readonly<Record<string, unknown>> | undefined;

  constructor(template: string, list: unknown, complete: Readonly<Record<string, unknown>> | undefined) {
    // `match` is replaced by adaptSdkTemplate before any request.
    this.uriTemplate = { match: () => null, toString: () => template };
    this.listCallback = list;
    this.#complete = complete;
  }

  completeCallback(variable: string): unknown {
    return this.#complete?.[variable];
  }
}

function isMcpServer(target: unknown): target is McpServerLike {
  return (
    typeof target === 'object' &&
    target !== null &&
    typeof (target as { registerResource?: unknown }).registerResource === 'function'
  );
}

/** The handler behind the policy: the plan applied (a converter that throws refuses), the result made. */
function planned(
  plan: VariablePlan,
  read: (variables: never, ctx: unknown, uri: URL) => unknown,
  mimeType: string | undefined,
) {
  return async (uri: URL, variables: Readonly<Record<string, unknown>>, ctx: unknown): Promise<unknown> => {
    const values = applyPlan(variables, plan);
    if (values === undefined) throw new ResourceMiss(`a converter refused a variable of ${uri.href}`);
    return readResult(uri, await read(values as never, ctx, uri), mimeType);
  };
}

/**
 * Registers a resource template in one call, on an McpServer (either SDK generation: told apart
 * by the context it passes, never named) or on a `resourceRouter()`. The handler gets
 * `(variables, ctx, uri)`: the variables as `match` returns them (decoded once, exploded ones
 * lists, absent query variables left out), after the path-security policy (on by default) and
 * the `variables` specs: a converter per variable (`integer`, `number`, `boolean`, `list`, or any
 * `(value: string) => T`; each item of a list), a default for a query variable (`10`, `'newest'`;
 * a number or boolean default converts its variable), or `{ convert, default, exempt }`. A value
 * the policy or a converter refuses, a `safeJoin` escape and a file-system miss of the handler
 * fail exactly like an unknown resource. A string result is the resource's text, bytes its
 * blob; a `{ contents }` result passes as it is. A URI without variables (`'status://health'`)
 * is registered as a static resource, which `resources/list` lists (on a router:
 * `router.resources`), as the Python SDK's decorator registers it.
 *
 * Throws `TemplateSyntaxError` for an invalid or ambiguous template, and `TypeError` for a spec
 * naming no variable of the template, a default for a variable that is always present, a `list`
 * for a URI without variables, or a target that is neither an McpServer nor a router.
 */
export function resource<
  S extends ResourceTarget,
  const T extends string,
  const V extends VariableSpecs<T> | ResourceHandler<S, TemplateVariables<T>>,
>(
  target: S,
  template: ValidateTemplate<T>,
  variables: V & (V extends AnyFunction ? unknown : DefaultsFit<T, V>),
  ...rest: V extends AnyFunction
    ? [options?: ResourceOptionsFor<S, T>]
    : [read: ResourceHandler<S, SpecifiedVariables<T, V>>, options?: ResourceOptionsFor<S, T>]
): RegisteredResource<S, T> {
  return register(target, template, [variables, ...rest]) as RegisteredResource<S, T>;
}

function register(target: unknown, template: string, rest: readonly unknown[]): unknown {
  const [specs, read, options] = (typeof rest[0] === 'function' ? [undefined, ...rest] : rest) as [
    Readonly<Record<string, unknown>> | undefined,
    (variables: never, ctx: unknown, uri: URL) => unknown,
    (ResourceOptions<string, unknown> & Record<string, unknown>) | undefined,
  ];
  if (typeof read !== 'function') throw new TypeError(`resource(${template}) needs a handler function`);
  const compiled = parse<string>(template, options?.limits);
  const plan = planVariables(template, compiled.variables, specs);
  const exempt = plan.exempt.length > 0 ? { exempt: plan.exempt } : undefined;
  const security = options?.security === false ? false : mergeSecurity(options?.security, exempt);
  const handle = planned(plan, read, options?.mimeType);
  // A URI without variables is a static resource, listed by resources/list, as Python registers it.
  const uri = compiled.variables.length === 0 ? staticUri(compiled) : undefined;
  if (uri !== undefined && options?.list !== undefined)
    throw new TypeError(`resource(${template}): a URI without variables is listed as itself; list is for templates`);
  const listed: ListedResource | undefined =
    uri === undefined
      ? undefined
      : {
          uri,
          name: options?.name ?? template,
          ...(options?.mimeType === undefined ? {} : { mimeType: options.mimeType }),
        };

  if (addRoute(target, { template: compiled, read: handle, security }, listed)) return undefined;
  if (!isMcpServer(target))
    throw new TypeError(
      'resource() registers on an McpServer (@modelcontextprotocol/sdk or @modelcontextprotocol/server) or on a resourceRouter()',
    );
  const { name, list, complete, security: _security, limits: _limits, notFound, ...config } = options ?? {};
  const registerResource = (...args: unknown[]) =>
    (target.registerResource as (...a: unknown[]) => unknown).call(target, ...args);
  if (uri !== undefined) {
    // The SDK looks the URI up itself; a miss of the handler's own is answered like an unknown resource.
    const readStatic = (url: URL, ctx: unknown) =>
      missesAsNotFound(
        () => handle(url, {}, ctx),
        () => {
          throw (notFound ?? notFoundFor(ctx))(url.href, url);
        },
      );
    return registerResource(name ?? template, uri, config, readStatic);
  }
  const sdkTemplate = new CompanionTemplate(template, list, complete);
  const wrap = adaptSdkTemplate<string, Readonly<Record<string, unknown>>>(sdkTemplate, compiled, {
    security,
    convert: undefined,
    notFound,
  });
  return registerResource(name ?? template, sdkTemplate, config, wrap(handle));
}
