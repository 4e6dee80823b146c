import { routeError } from "~/session/route-error";
import { getProfile } from "~/session/session-store";
import { ability, updateAbility } from "./ability";
import type { Permission } from "./subjects";

/**
 * A screen's permission gate (routing/screen-gate.ts): passes when the user holds any of `anyOf`,
 * else a 403 page. Runs after `auth`, so the profile is loaded.
 */
export function requireAny(anyOf: readonly Permission[]): void {
  // The ability follows the profile that `auth` loaded (a new sign-in brings new permissions).
  const profile = getProfile();
  if (profile) updateAbility(profile.permissions);
  const allowed = anyOf.some((permission) => {
    const [subject, action] = permission.split(".");
    return ability.can(action, subject);
  });
  if (!allowed) throw routeError(403, "errors.forbidden");
}
