import { i18nMiddleware } from "~/i18n/middleware";
import { authMiddleware, guestMiddleware } from "~/session/auth-service";
import { defineMiddleware } from "~/session/middleware";

/**
 * The named route middleware of the app (spec §6), registered once at start-up: `i18n` runs on
 * every route; `auth`, `guest` and `can:<permission>` are named by the screens.
 */
export function registerAppMiddleware(): void {
  defineMiddleware("i18n", i18nMiddleware);
  defineMiddleware("auth", authMiddleware);
  defineMiddleware("guest", guestMiddleware);
  // CASL loads with the first gated page, not with the login page (its bundle has a budget).
  defineMiddleware("can", async (context) => (await import("~/access/middleware")).canMiddleware(context));
}
