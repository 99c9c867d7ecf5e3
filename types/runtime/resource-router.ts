// A `resources/read` handler for low-level servers that `resource()` registers on, as it does on
// an McpServer: `resource(router, template, …)`, then
// `server.setRequestHandler(ReadResourceRequestSchema, router)` (v1) or `('resources/read', router)` (v2).
import { routerOver, type ResourceRoute, type ResourceRouter, type ResourceRouterOptions } from './router.js';
import type { ReadResultLike } from './read-result.js';

/** The routes `resource()` added to each router, and how to drop the router compiled from them. */
const routesOf = new WeakMap<object, { readonly routes: ResourceRoute[]; readonly changed: () => void }>();

/**
 * An empty router; `resource(router, …)` adds its routes, tried in the order they were added.
 * `Extra` is the context the server passes (v1 `RequestHandlerExtra`, v2 `ServerContext`): the
 * handlers' second parameter. `options` are `createResourceRouter`'s: a router-wide `security`
 * default, `limits`, and `notFound` (default: the error of the SDK whose `Server` calls it).
 */
export function resourceRouter<Extra = unknown>(
  options?: ResourceRouterOptions,
): ResourceRouter<Extra, ReadResultLike> {
  const routes: ResourceRoute[] = [];
  let compiled: ResourceRouter<unknown, unknown> | undefined;
  const router = (request: Parameters<ResourceRouter<Extra, unknown>>[0], extra: Extra) =>
    (compiled ??= routerOver(routes, options))(request, extra);
  Object.defineProperty(router, 'templates', {
    get: () => routes.map((r) => (typeof r.template === 'string' ? r.template : r.template.template)),
    enumerable: true,
  });
  routesOf.set(router, {
    routes,
    changed: () => {
      compiled = undefined;
    },
  });
  return router as ResourceRouter<Extra, ReadResultLike>;
}

/** Adds `route` to `router` when it is one `resourceRouter()` made; `false` otherwise. */
export function addRoute(router: unknown, route: ResourceRoute): boolean {
  const entry = typeof router === 'function' ? routesOf.get(router) : undefined;
  if (entry === undefined) return false;
  entry.routes.push(route);
  entry.changed();
  return true;
}
