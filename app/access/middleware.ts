import type { MiddlewareContext } from "~/session/middleware";
import { routeError } from "~/session/route-error";
import { getProfile } from "~/session/session-store";
import { ability, updateAbility } from "./ability";

/**
 * `can:<subject>.<action>` middleware; several alternatives separated by `|` pass when any holds
 * (`can:bulk_upload.view|bulk_upload.create`). Runs after `auth`, so the profile is loaded.
 */
export function canMiddleware({ arg }: MiddlewareContext): void {
  // The ability follows the profile that `auth` loaded (a new sign-in brings new permissions).
  const profile = getProfile();
  if (profile) updateAbility(profile.permissions);
  const alternatives = (arg ?? "").split("|").filter(Boolean);
  const allowed = alternatives.some((permission) => {
    const dot = permission.lastIndexOf(".");
    return dot > 0 && ability.can(permission.slice(dot + 1), permission.slice(0, dot));
  });
  if (!allowed) throw routeError(403, "errors.forbidden");
}
