import { updateAbility } from "~/access/ability";
import { canMiddleware } from "~/access/middleware";
import { i18nMiddleware } from "~/i18n/middleware";
import { authMiddleware, guestMiddleware } from "~/session/auth-service";
import { defineMiddleware } from "~/session/middleware";
import { getProfile, subscribeSession } from "~/session/session-store";

/**
 * The named route middleware of the app (spec §6), registered once at start-up: `i18n` runs on
 * every route; `auth`, `guest` and `can:<permission>` are named by the screens.
 */
export function registerAppMiddleware(): void {
  defineMiddleware("i18n", i18nMiddleware);
  defineMiddleware("auth", authMiddleware);
  defineMiddleware("guest", guestMiddleware);
  defineMiddleware("can", canMiddleware);
  // Abilities follow the profile: set when it arrives, emptied when the session ends.
  subscribeSession(() => updateAbility(getProfile()?.permissions ?? []));
}
