import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { runMiddleware, type MiddlewareStep } from "./middleware";
import { messageKeyForStatus, routeError } from "./route-error";

export interface RouteLoaderOptions<T> {
  /** Named middleware to run (after the default i18n middleware), in order; may depend on the URL. */
  middleware?: readonly MiddlewareStep[] | ((args: ClientLoaderFunctionArgs) => readonly MiddlewareStep[]);
  /**
   * The page's own route validation (spec §5): false → 404 page; a throw → the error page with the
   * thrown status, or 500.
   */
  validate?: (args: ClientLoaderFunctionArgs) => boolean | Promise<boolean>;
  /** The page's data. */
  load?: (args: ClientLoaderFunctionArgs) => T | Promise<T>;
  /**
   * True when `load` may start beside the middleware instead of after it: on a fresh load the
   * profile (the token's check) and the screen's data then travel together. Whatever the middleware
   * or the validation decides still decides: a redirect or an error page drops the data unread.
   */
  startEarly?: (args: ClientLoaderFunctionArgs) => boolean;
}

function statusOf(error: unknown): number {
  if (typeof error === "object" && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === "number" && status >= 400) return status;
    if (typeof statusCode === "number" && statusCode >= 400) return statusCode;
  }
  return 500;
}

/** The one wrapper every route's clientLoader goes through: middleware, validation, then data. */
export function routeLoader<T = null>(options: RouteLoaderOptions<T>) {
  return async (args: ClientLoaderFunctionArgs): Promise<T | null> => {
    const names = typeof options.middleware === "function" ? options.middleware(args) : options.middleware;
    const early = options.load && options.startEarly?.(args) ? startLoad(options.load, args) : undefined;
    await runMiddleware(names ?? [], {
      request: args.request,
      params: args.params,
      url: new URL(args.request.url),
    });
    if (options.validate) {
      let valid: boolean;
      try {
        valid = await options.validate(args);
      } catch (error) {
        if (error instanceof Response) throw error;
        const status = statusOf(error);
        throw routeError(status, messageKeyForStatus(status));
      }
      if (!valid) throw routeError(404, "errors.notFound");
    }
    if (early) return early;
    return options.load ? options.load(args) : null;
  };
}

/** `load` started now; a failure nobody reads (the gate refused first) is not an unhandled rejection. */
function startLoad<T>(load: (args: ClientLoaderFunctionArgs) => T | Promise<T>, args: ClientLoaderFunctionArgs): Promise<T> {
  const pending = Promise.resolve().then(() => load(args));
  pending.catch(() => undefined);
  return pending;
}
