import { isoNow } from "../../server/src/http/format";
import { hashPassword } from "../../server/src/security/password";
import type { TestServer } from "./harness";

/*
 * Shared by the people area's contract tests: extra admins with chosen roles or permissions.
 */

let counter = 0;

/** Creates an active admin with the given role (created with `permissions` when it does not exist); returns its id and a token. */
export async function adminWithRole(t: TestServer, roleName: string, permissions: string[] = []): Promise<{ id: number; token: string; email: string }> {
  const db = t.server.db;
  const now = isoNow();
  let role = await db.selectFrom("roles").select("id").where("name", "=", roleName).executeTakeFirst();
  if (!role) {
    role = await db.insertInto("roles").values({ name: roleName, guard_name: "admin", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const perms = permissions.length ? await db.selectFrom("permissions").select("id").where("name", "in", permissions).execute() : [];
    if (perms.length) await db.insertInto("role_has_permissions").values(perms.map((p) => ({ role_id: role!.id, permission_id: p.id }))).execute();
  }
  counter++;
  const email = `${roleName}-${counter}-${Date.now()}@test.example`;
  const { id } = await db
    .insertInto("admins")
    .values({ name: `${roleName} ${counter}`, username: `${roleName}${counter}x${Date.now()}`, email, password: await hashPassword("secret123"), active: 1, verified: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("model_has_roles").values({ role_id: role.id, model_id: id }).execute();
  return { id, token: await t.login(email, "secret123"), email };
}

export const NOT_FOUND = "We couldn't found anything.";
export const FORBIDDEN = "Unauthorized access.";
