import { createAdmin, FORBIDDEN_MESSAGE, NOT_FOUND } from "./accounts";
import type { TestServer } from "./harness";

/*
 * Shared by the people area's contract tests: extra admins with chosen roles or permissions.
 */

/** An active admin with the given role (created with `permissions` when it does not exist); its id, token and email. */
export function adminWithRole(
  t: TestServer,
  roleName: string,
  permissions: string[] = [],
): Promise<{ id: number; token: string; email: string }> {
  return createAdmin(t, { role: roleName, permissions });
}

export { NOT_FOUND };
export const FORBIDDEN = FORBIDDEN_MESSAGE;
