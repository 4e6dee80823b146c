import type { MiddlewareContext } from "~/session/middleware";
import { activateLanguage, preferredLanguage } from "./i18n";

/** The default middleware of every route: the current language's strings are loaded before the page. */
export async function i18nMiddleware(_context: MiddlewareContext): Promise<void> {
  await activateLanguage(preferredLanguage());
}
