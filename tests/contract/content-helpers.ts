import { isoNow } from "../../server/src/http/format";
import { hashPassword } from "../../server/src/security/password";
import type { TestServer } from "./harness";

/*
 * Shared by the content-*.test.ts files: accounts with a chosen permission set, tiny upload files.
 */

let counter = 0;

/** A role holding exactly `permissions`, an active admin with it, and that admin's token. */
export async function adminWith(t: TestServer, permissions: string[], opts: { role?: string; vendor?: boolean } = {}): Promise<{ id: number; token: string }> {
  const db = t.server.db;
  const now = isoNow();
  const n = ++counter;
  const roleName = opts.role ?? `content-test-role-${n}-${Date.now()}`;
  let role = await db.selectFrom("roles").select("id").where("name", "=", roleName).executeTakeFirst();
  if (!role) {
    role = await db.insertInto("roles").values({ name: roleName, guard_name: "admin", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    if (permissions.length) {
      const perms = await db.selectFrom("permissions").select("id").where("name", "in", permissions).execute();
      if (perms.length !== permissions.length) throw new Error(`unknown permission in ${permissions.join(",")}`);
      await db.insertInto("role_has_permissions").values(perms.map((p) => ({ permission_id: p.id, role_id: role!.id }))).execute();
    }
  }
  const email = `content-${n}-${Date.now()}@example.com`;
  const { id } = await db
    .insertInto("admins")
    .values({ name: `Tester ${n}`, username: `content-tester-${n}-${Date.now()}`, email, password: await hashPassword("secret123"), active: 1, verified: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("model_has_roles").values({ role_id: role.id, model_id: id }).execute();
  if (opts.vendor) {
    // Also a vendor (contract 1.8: the vendor role decides the scoping), with extra permissions from the role above.
    const vendorRole = await db.selectFrom("roles").select("id").where("name", "=", "vendor").executeTakeFirstOrThrow();
    await db.insertInto("model_has_roles").values({ role_id: vendorRole.id, model_id: id }).execute();
  }
  return { id, token: await t.login(email, "secret123") };
}

export const png = (name = "a.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], name, { type: "image/png" });
export const notAnImage = () => new File(["MZ this is not a png"], "evil.png", { type: "image/png" });
export const zip = (name = "shipping.zip") => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0])], name, { type: "application/zip" });

export const FORBIDDEN = { status: 403, message: "Unauthorized access." };
export const NOT_FOUND = "We couldn't found anything.";
