import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { TemplateVariables } from '../type-level/template-variables.js';
import { missesAsNotFound, notFoundFor, type NotFound } from './not-found.js';
import { CompiledTemplate, matchClientUri, parse, type TemplateLimits } from './compile.js';
import { mergeSecurity, rejectedVariable, type PathSecurityOption } from './security.js';

export { sdkV1NotFound, sdkV2NotFound, UnknownResourceError } from './not-found.js';

/** One route: a template and the handler for the URIs it matches. */
export interface ResourceRoute<T extends string = string, Extra = unknown, Result = unknown> {
  readonly template: T | CompiledTemplate<T>;
  /** Called with the request's URI as a URL and the variables `match(template, uri)` returned. */
  read(uri: URL, variables: TemplateVariables<T>, extra: Extra): Result | Promise<Result>;
  /** This route's path-security policy, over the router's (its checks win, exemptions add up; `false`: none). */
  readonly security?: PathSecurityOption;
}

/** What `route()` takes besides the template and the handler. */
export interface RouteOptions {
  readonly security?: PathSecurityOption;
}

/**
 * A typed route: `variables` is `TemplateVariables<T>` and an invalid or ambiguous literal
 * template is a compile error on `template`. Plain `{ template, read }` objects work too (their
 * variables are then the SDK's `Record<string, string | string[]>`).
 *
 * @deprecated Use `resource(router, template, variables?, handler)` on a `resourceRouter()`.
 * Kept through 0.3.x, removed in 0.4.0.
 */
export function route<const T extends string, Extra = unknown, Result = unknown>(
  template: CompiledTemplate<T>,
  read: (uri: URL, variables: TemplateVariables<T>, extra: Extra) => Result | Promise<Result>,
  options?: RouteOptions,
): ResourceRoute<T, Extra, Result>;
/** @deprecated Use `resource(router, template, variables?, handler)` on a `resourceRouter()`. Kept through 0.3.x, removed in 0.4.0. */
export function route<const T extends string, Extra = unknown, Result = unknown>(
  // eslint-disable-next-line @typescript-eslint/unified-signatures -- one per form: ValidateTemplate<T> checks a literal alone
  template: ValidateTemplate<T>,
  read: (uri: URL, variables: TemplateVariables<T>, extra: Extra) => Result | Promise<Result>,
  options?: RouteOptions,
): ResourceRoute<T, Extra, Result>;
export function route(
  template: string | CompiledTemplate,
  read: ResourceRoute['read'],
  options?: RouteOptions,
): ResourceRoute {
  return options?.security === undefined ? { template, read } : { template, read, security: options.security };
}

/** The router-wide options of `resourceRouter()` (and the deprecated `createResourceRouter`): not-found error, policy, limits. */
export interface ResourceRouterOptions {
  /**
   * The error for a URI no route matches (also one that is not an absolute URL, `url` then
   * `undefined`, and one longer than `limits.maxUriLength`), values the policy refuses, and a route whose read throws a `PathEscapeError` or
   * a file-system miss (ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG, EACCES, EPERM): return it (or throw it). Default: the
   * not-found error of the SDK whose `Server` calls the router (`sdkV2NotFound` when the context
   * has v2's `mcpReq`, else `sdkV1NotFound`); or pass the SDK's own class, e.g. `(uri) => new ResourceNotFoundError(uri)`.
   */
  readonly notFound?: NotFound;
  /**
   * The path-security policy for every route (default: every check on, see `PathSecurity`);
   * `false` for none. A URI whose values it rejects fails with `notFound`, and no later route is tried.
   */
  readonly security?: PathSecurityOption;
  /** Limits for `parse` and for every URI matched (default: `DEFAULT_LIMITS`, or a compiled template's own). */
  readonly limits?: TemplateLimits;
}

/** A `resources/read` request as the SDKs pass it to a handler (only `params.uri` is read). */
export interface ReadResourceRequestLike {
  readonly params: { readonly uri: string };
}

/**
 * A `resources/read` handler for a low-level `Server` (`setRequestHandler`): it takes the request
 * and the SDK's context (`Extra`) and resolves to the read result, and lists its templates and
 * static resources for the list handlers.
 */
export interface ResourceRouter<Extra, Result> {
  (request: ReadResourceRequestLike, extra: Extra): Promise<Result>;
  /** The routes' templates that have variables, in route order (for a `resources/templates/list` handler). */
  readonly templates: readonly string[];
  /**
   * The routes without variables, static resources, in route order, as `resources/list` lists
   * them: `setRequestHandler(ListResourcesRequestSchema, () => ({ resources: router.resources }))`.
   */
  readonly resources: ListedResource[];
}

/** A static resource as `resources/list` lists it (the SDKs' `Resource`: its required fields and the MIME type). */
export type ListedResource = {
  uri: string;
  name: string;
  mimeType?: string;
};

/**
 * The URI a template without variables stands for, as the SDKs key a static resource: its
 * expansion (a literal pct-encoded where a URI cannot hold it), as the WHATWG URL parser writes it
 * (both McpServers look a read up by `new URL(uri).toString()`); the expansion itself when it is
 * no absolute URL.
 */
export function staticUri(template: CompiledTemplate): string {
  const uri = template.expand({});
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

// Any route, its types read back below. Extra and Result keep their defaults, `unknown`, not `any`:
// a route() call in the array takes them from this context when its read does not say (`any` would
// erase the other routes' extra types from the intersection).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoute = ResourceRoute<any>;
/** The intersection of the routes' `extra` types (each route's read must accept what the router gets). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ExtraOf<R> = (R extends ResourceRoute<any, infer E, any> ? (extra: E) => void : never) extends (
  extra: infer I,
) => void
  ? I
  : never;
/** The union of the routes' results. */
type ResultOf<R> = R extends ResourceRoute<any, any, infer Out> ? Awaited<Out> : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A `resources/read` handler for low-level servers:
 * `server.setRequestHandler(ReadResourceRequestSchema, createResourceRouter(routes))` (v1), or
 * `server.setRequestHandler('resources/read', …)` (v2). The first route whose template matches
 * the URI gets `(new URL(uri), variables, extra)`, with the same values as `match` and the
 * adapter (decoded once, exploded variables arrays, absent query variables left out, lenient
 * query). The URI is matched as the request wrote it, then, if no route matches and the WHATWG
 * URL parser rewrites it (scheme case, dot segments, …), as its `href`, which is what McpServer
 * matches. No match, or values the path-security policy rejects: throws `options.notFound(uri, url)`. Templates are compiled here, so an
 * invalid or ambiguous one throws `TemplateSyntaxError` now, not on the first request.
 *
 * @deprecated Use `resourceRouter()` and register each route with
 * `resource(router, template, variables?, handler)`: the same matching and policy, plus
 * converters, query defaults and a handler that returns the text. Kept through 0.3.x, removed in 0.4.0.
 */
export function createResourceRouter<const Routes extends readonly AnyRoute[]>(
  routes: Routes,
  options?: ResourceRouterOptions,
): ResourceRouter<ExtraOf<Routes[number]>, ResultOf<Routes[number]>> {
  return routerOver(routes, options) as never;
}

/** `createResourceRouter`'s work, for `resourceRouter()` too: `routes` is read when the router is made. */
export function routerOver(
  routes: readonly ResourceRoute[],
  options?: ResourceRouterOptions,
): ResourceRouter<unknown, unknown> {
  const limits = options?.limits;
  // Each route as a route of some template (its own T is for its caller, not for the router).
  const compiled = routes.map((r: ResourceRoute) => {
    const template = r.template instanceof CompiledTemplate ? r.template : parse<string>(r.template, limits);
    return {
      template,
      // A static resource is also read at the URI it is listed under (an McpServer's key for it).
      listedAs: template.variables.length === 0 ? staticUri(template) : undefined,
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the route as `this` (read.call below)
      read: r.read,
      route: r,
      security: mergeSecurity(options?.security, r.security),
    };
  });
  const first = (uri: string) => {
    for (const entry of compiled) {
      const variables = uri === entry.listedAs ? {} : matchClientUri(entry.template, uri, limits);
      if (variables !== null) return { entry, variables };
    }
    return undefined;
  };
  // async with no await: a URI no route matches rejects the promise rather than throwing.
  // eslint-disable-next-line @typescript-eslint/require-await
  const router = async (request: ReadResourceRequestLike, extra: unknown): Promise<unknown> => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- a JavaScript caller may pass a URL
    const uri = String(request.params.uri);
    const notFound = options?.notFound ?? notFoundFor(extra);
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (url !== undefined) {
      const found = first(uri) ?? (url.href !== uri ? first(url.href) : undefined);
      // The first matching route decides: values it refuses are not offered to a later one.
      if (found !== undefined && rejectedVariable(found.variables, found.entry.security) === undefined) {
        // A miss of the route's own (a safeJoin escape, a missing file) is answered like no match.
        const refuse = (): never => {
          throw notFound(uri, url);
        };
        return missesAsNotFound(() => found.entry.read.call(found.entry.route, url, found.variables, extra), refuse);
      }
    }
    throw notFound(uri, url);
  };
  const templates = compiled.filter((c) => c.listedAs === undefined).map((c) => c.template.template);
  const statics = compiled.flatMap((c) => (c.listedAs === undefined ? [] : [c.listedAs]));
  return Object.defineProperties(router, {
    templates: { value: Object.freeze(templates), enumerable: true },
    resources: { get: () => statics.map((uri) => ({ uri, name: uri })), enumerable: true },
  }) as ResourceRouter<unknown, unknown>;
}
