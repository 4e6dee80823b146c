import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashPassword } from "../security/password";

/*
 * Seeded admin accounts (the demo accounts and the people area's extra ones): an active, verified
 * admin with its role and its store.
 */

export interface SeedAccount {
  email: string;
  password: string;
  name: string;
  username: string;
  role: string;
  commission: number | null;
  store: { name: string; slug: string };
}

/** Creates the account unless its e-mail exists (then it is kept as it is); answers its id. */
export async function ensureAccount(
  db: Kysely<Database>,
  account: SeedAccount,
  createdAt: string,
): Promise<{ id: number; created: boolean }> {
  const found = await db.selectFrom("admins").select("id").where("email", "=", account.email).executeTakeFirst();
  if (found) return { id: found.id, created: false };
  const password = await hashPassword(account.password);
  const stamps = { created_at: createdAt, updated_at: createdAt };
  return db.transaction().execute(async (trx) => {
    const { name, username, email, commission } = account;
    const { id } = await trx
      .insertInto("admins")
      .values({ name, username, email, password, commission, active: 1, verified: 1, viewed: 1, ...stamps })
      .returning("id")
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom("roles")
      .select("id")
      .where("name", "=", account.role)
      .where("guard_name", "=", "admin")
      .executeTakeFirstOrThrow();
    await trx.insertInto("model_has_roles").values({ role_id: role.id, model_id: id, model_type: "App\\Models\\Admin" }).execute();
    const store = account.store;
    await trx
      .insertInto("stores")
      .values({ admin_id: id, name: store.name, slug: store.slug, meta_title: store.name, whatsapp_btn: 2, ...stamps })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return { id, created: true };
  });
}
