import type { MiddlewareContext } from "~/session/middleware";
import { activateLanguage, loadAppStrings, preferredLanguage } from "~/i18n/i18n";
import { areasOfPath } from "./string-areas";

const BASE = import.meta.env.BASE_URL.replace(/\/$/, "");

/** The path inside the app (`/admin/products/12` → `/products/12`, `/admin` → `/`). */
export function appPathOf(pathname: string): string {
  return BASE && pathname.startsWith(BASE) ? pathname.slice(BASE.length) || "/" : pathname;
}

/**
 * The default middleware of every route: the current language's strings are loaded before the page,
 * with the strings of the screen's own areas (a signed-in screen's; a guest's pages need none).
 */
export async function i18nMiddleware({ url }: MiddlewareContext): Promise<void> {
  await activateLanguage(preferredLanguage());
  const areas = areasOfPath(appPathOf(url.pathname));
  if (areas.length > 0) await loadAppStrings(areas);
}
