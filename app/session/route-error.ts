import type { AuthKey } from "~/i18n/keys";

/** What a route error carries to the error page: a status and an i18n key for its message. */
export interface RouteErrorData {
  messageKey: string;
  params?: Record<string, string>;
}

/**
 * A thrown Response, the way React Router carries a status to the nearest ErrorBoundary. The message
 * is a translation key, so the error page shows it in the user's language.
 */
export function routeError(status: number, messageKey: AuthKey, params?: Record<string, string>): Response {
  const body: RouteErrorData = { messageKey, params };
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function isRouteErrorData(value: unknown): value is RouteErrorData {
  return typeof value === "object" && value !== null && typeof (value as RouteErrorData).messageKey === "string";
}

/** The message key for a status when nothing more specific is known. */
export function messageKeyForStatus(status: number): AuthKey {
  if (status === 404) return "errors.notFound";
  if (status === 403) return "errors.forbidden";
  if (status === 401) return "errors.unauthenticated";
  return "errors.generic";
}
