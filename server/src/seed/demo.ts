import type { Kysely } from "kysely";
import { loadConfig } from "../config";
import type { Database } from "../db/schema";
import { isoNow } from "../http/format";
import { hashPassword } from "../security/password";
import { areaSeeders } from "./areas";
import { createRng, hashString, type SeedContext } from "./context";

/*
 * The demo shop: two accounts (documented in README, for local use only) and then every area's
 * seeder. Safe to run on a database that already has the accounts: they are reused, not reset.
 */

export const DEMO_ACCOUNTS = {
  admin: {
    email: "admin@example.com",
    password: "admin123",
    name: "Shop Admin",
    username: "admin",
    role: "superadmin",
    commission: null,
    store: { name: "Demo Shop", slug: "demo-shop" },
  },
  vendor: {
    email: "vendor@example.com",
    password: "vendor123",
    name: "Demo Vendor",
    username: "vendor",
    role: "vendor",
    commission: 10,
    store: { name: "Vendor Corner", slug: "vendor-corner" },
  },
} as const;

export interface DemoOptions {
  seed?: number;
  scale?: "demo" | "bench";
  /** The server's upload folder; defaults to the configured UPLOAD_DIR. */
  uploadDir?: string;
  log?: (message: string) => void;
}

async function ensureAccount(
  db: Kysely<Database>,
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
): Promise<{ id: number; created: boolean }> {
  const found = await db.selectFrom("admins").select("id").where("email", "=", account.email).executeTakeFirst();
  if (found) return { id: found.id, created: false };
  const now = isoNow();
  const password = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("admins")
      .values({
        name: account.name,
        username: account.username,
        email: account.email,
        password,
        commission: account.commission,
        active: 1,
        verified: 1,
        viewed: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom("roles")
      .select("id")
      .where("name", "=", account.role)
      .where("guard_name", "=", "admin")
      .executeTakeFirstOrThrow();
    await trx.insertInto("model_has_roles").values({ role_id: role.id, model_id: id, model_type: "App\\Models\\Admin" }).execute();
    await trx
      .insertInto("stores")
      .values({
        admin_id: id,
        name: account.store.name,
        slug: account.store.slug,
        meta_title: account.store.name,
        whatsapp_btn: 2,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return { id, created: true };
  });
}

export async function seedDemo(db: Kysely<Database>, options: DemoOptions = {}): Promise<SeedContext> {
  const seed = options.seed ?? 42;
  const scale = options.scale ?? "demo";
  const log = options.log ?? (() => {});
  const admin = await ensureAccount(db, DEMO_ACCOUNTS.admin);
  const vendor = await ensureAccount(db, DEMO_ACCOUNTS.vendor);
  log(
    `accounts: ${DEMO_ACCOUNTS.admin.email} (${admin.created ? "created" : "kept"}), ${DEMO_ACCOUNTS.vendor.email} (${vendor.created ? "created" : "kept"})`,
  );

  const now = new Date();
  const base: SeedContext = {
    seed,
    scale,
    now,
    uploadDir: options.uploadDir ?? loadConfig(process.env).uploadDir,
    rng: createRng(seed, now),
    admins: { admin: admin.id, vendor: vendor.id },
    log,
  };
  for (const area of areaSeeders) {
    const started = Date.now();
    // Each area draws from its own stream: adding an area leaves the others' data unchanged.
    await area.run(db, { ...base, rng: createRng((seed ^ hashString(area.name)) >>> 0, now) });
    log(`area ${area.name}: done in ${Date.now() - started} ms`);
  }
  return base;
}
