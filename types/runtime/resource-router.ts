// A `resources/read` handler for low-level servers that `resource()` registers on, as it does on
// an McpServer: `resource(router, template, …)`, then
// `server.setRequestHandler(ReadResourceRequestSchema, router)` (v1) or `('resources/read', router)` (v2),
// with `router.resources` and `router.templates` behind the list requests.
import {
  routerOver,
  type ListedResource,
  type ResourceRoute,
  type ResourceRouter,
  type ResourceRouterOptions,
} from './router.js';
import type { ReadResultLike } from './read-result.js';

interface RouterEntry {
  readonly routes: ResourceRoute[];
  /** The templates with variables and the static resources, in the order they were added. */
  readonly templates: string[];
  readonly resources: ListedResource[];
  readonly changed: () => void;
}

/** The routes `resource()` added to each router, and how to drop the router compiled from them. */
const routesOf = new WeakMap<object, RouterEntry>();

/**
 * An empty router; `resource(router, …)` adds its routes, tried in the order they were added.
 * `Extra` is the context the server passes (v1 `RequestHandlerExtra`, v2 `ServerContext`): the
 * handlers' second parameter. `options` are a router-wide `security` default, `limits`, and
 * `notFound` (default: the error of the SDK whose `Server` calls it). `router.templates` lists the
 * templates with variables (for `resources/templates/list`), `router.resources` the URIs without
 * any (for `resources/list`, as an McpServer lists its static resources).
 */
export function resourceRouter<Extra = unknown>(
  options?: ResourceRouterOptions,
): ResourceRouter<Extra, ReadResultLike> {
  let compiled: ResourceRouter<unknown, unknown> | undefined;
  const entry: RouterEntry = {
    routes: [],
    templates: [],
    resources: [],
    changed: () => {
      compiled = undefined;
    },
  };
  const router = (request: Parameters<ResourceRouter<Extra, unknown>>[0], extra: Extra) =>
    (compiled ??= routerOver(entry.routes, options))(request, extra);
  Object.defineProperties(router, {
    templates: { get: () => entry.templates.slice(), enumerable: true },
    // Fresh objects each time: a list handler may hand them to the SDK, which owns them then.
    resources: { get: () => entry.resources.map((r) => ({ ...r })), enumerable: true },
  });
  routesOf.set(router, entry);
  return router as ResourceRouter<Extra, ReadResultLike>;
}

/**
 * Adds `route` to `router` when it is one `resourceRouter()` made (`false` otherwise): listed as
 * a template, or, when `listed` is given (a URI without variables), as a static resource.
 */
export function addRoute(router: unknown, route: ResourceRoute, listed?: ListedResource): boolean {
  const entry = typeof router === 'function' ? routesOf.get(router) : undefined;
  if (entry === undefined) return false;
  entry.routes.push(route);
  if (listed === undefined) entry.templates.push(String(route.template));
  else entry.resources.push(listed);
  entry.changed();
  return true;
}
