import type { Params } from "@remix-run/react";
import { routeError } from "./route-error";

/**
 * Named route middleware (spec §6): functions that run before a page's data loads and may throw a
 * redirect or an error Response. A name may carry an argument after a colon (`name:arg`). A loader
 * may also pass a step of its own ({@link InlineMiddleware}), typed where it is written.
 */
export interface MiddlewareContext {
  request: Request;
  params: Params;
  url: URL;
  /** The part after the colon, if any. */
  arg?: string;
}

export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>;

/** A step given by the loader itself; `key` names it for the once-per-navigation sharing. */
export interface InlineMiddleware {
  key: string;
  run: RouteMiddleware;
}

/** A registered middleware's name (with its argument), or a step of the loader's own. */
export type MiddlewareStep = string | InlineMiddleware;

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

export async function runMiddleware(names: readonly MiddlewareStep[], context: Omit<MiddlewareContext, "arg">): Promise<void> {
  for (const entry of [...DEFAULT_MIDDLEWARE, ...names]) {
    const step: InlineMiddleware & { arg?: string } = typeof entry === "string" ? registered(entry) : entry;
    try {
      await once(context.request, step.key, () => step.run({ ...context, arg: step.arg }));
    } catch (error) {
      // Each loader gets its own copy of a shared redirect or error Response: React Router rewrites
      // a redirect's Location header in place (adding the basename), once per loader that threw it.
      throw error instanceof Response ? error.clone() : error;
    }
  }
}

function registered(entry: string): InlineMiddleware & { arg?: string } {
  const colon = entry.indexOf(":");
  const name = colon === -1 ? entry : entry.slice(0, colon);
  const middleware = registry.get(name);
  if (!middleware) throw routeError(500, "errors.unknownMiddleware", { name });
  return { key: entry, run: middleware, arg: colon === -1 ? undefined : entry.slice(colon + 1) };
}

/** For tests. */
export function __clearMiddlewareForTests(): void {
  registry.clear();
}
