import type { Params } from "@remix-run/react";
import { routeError } from "./route-error";

/**
 * Named route middleware (spec §6): functions that run before a page's data loads and may throw a
 * redirect or an error Response. A name may carry an argument after a colon (`can:product.view`).
 */
export interface MiddlewareContext {
  request: Request;
  params: Params;
  url: URL;
  /** The part after the colon, if any. */
  arg?: string;
}

export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>;

/** Runs on every route before the named ones. */
export const DEFAULT_MIDDLEWARE = ["i18n"] as const;

const registry = new Map<string, RouteMiddleware>();

export function defineMiddleware(name: string, middleware: RouteMiddleware): void {
  registry.set(name, middleware);
}

export function hasMiddleware(name: string): boolean {
  return registry.has(name);
}

/**
 * Remix runs the clientLoaders of all matched routes in parallel, and every loader runs the
 * middleware itself (a guard in the layout alone would not stop a child's loader). React Router
 * hands the same Request object to all loaders of one navigation, so results are shared per
 * Request: `auth` asks for the profile once per navigation, not once per matched route.
 */
const perNavigation = new WeakMap<Request, Map<string, Promise<void>>>();

function once(request: Request, key: string, run: () => void | Promise<void>): Promise<void> {
  let done = perNavigation.get(request);
  if (!done) {
    done = new Map();
    perNavigation.set(request, done);
  }
  let pending = done.get(key);
  if (!pending) {
    pending = Promise.resolve().then(run);
    done.set(key, pending);
  }
  return pending;
}

export async function runMiddleware(names: readonly string[], context: Omit<MiddlewareContext, "arg">): Promise<void> {
  for (const entry of [...DEFAULT_MIDDLEWARE, ...names]) {
    const colon = entry.indexOf(":");
    const name = colon === -1 ? entry : entry.slice(0, colon);
    const arg = colon === -1 ? undefined : entry.slice(colon + 1);
    const middleware = registry.get(name);
    if (!middleware) throw routeError(500, "errors.unknownMiddleware", { name });
    try {
      await once(context.request, entry, () => middleware({ ...context, arg }));
    } catch (error) {
      // Each loader gets its own copy of a shared redirect or error Response: React Router rewrites
      // a redirect's Location header in place (adding the basename), once per loader that threw it.
      throw error instanceof Response ? error.clone() : error;
    }
  }
}

/** For tests. */
export function __clearMiddlewareForTests(): void {
  registry.clear();
}
