import { redirect } from "@remix-run/react";
import { saveLanguage } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { appPathOf, i18nMiddleware } from "./i18n-middleware";
import { authMiddleware, guestMiddleware } from "~/session/auth-service";
import { defineMiddleware } from "~/session/middleware";

/** A browser URL as an in-app path (without the panel's base, which the router adds). */
function inAppPath(url: URL): string {
  return `${appPathOf(url.pathname)}${url.search}${url.hash}`;
}

/**
 * The named route middleware of the app (spec §6), registered once at start-up: `i18n` runs on
 * every route; `auth` and `guest` are named by the screens (screen-gate.ts, which adds the permission check).
 */
export function registerAppMiddleware(): void {
  defineMiddleware("i18n", async (context) => {
    // `?lang=it|en|fr|de` on any URL chooses the language as the header's switch does (the choice is
    // kept), then the URL drops it, so the switch and later revalidations are not overridden by it.
    const asked = context.url.searchParams.get("lang");
    if (asked !== null) {
      if (isLanguage(asked)) saveLanguage(asked);
      const rest = new URL(context.url);
      rest.searchParams.delete("lang");
      throw redirect(inAppPath(rest));
    }
    await i18nMiddleware(context);
  });
  defineMiddleware("auth", authMiddleware);
  defineMiddleware("guest", guestMiddleware);
}
