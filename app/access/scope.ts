import { getSession, type SessionUser } from "~/session/session-store";

/** Whether the user's `scope` field (the token's scopes) holds the given scope (spec §6). */
export function hasScope(scope: string, user: SessionUser | null | undefined = getSession()?.user): boolean {
  return user?.scope.includes(scope) ?? false;
}
