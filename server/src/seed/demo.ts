import type { Kysely } from "kysely";
import { loadConfig } from "../config";
import type { Database } from "../db/schema";
import { isoNow } from "../http/format";
import { lastEventId } from "../events/store";
import { ensureAccount } from "./accounts";
import { bulkLoad } from "./bulk";
import { areaSeeders } from "./areas";
import { createRng, hashString, type SeedContext, type SeedScale } from "./context";

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
  scale?: SeedScale;
  /** The server's upload folder; defaults to the configured UPLOAD_DIR. */
  uploadDir?: string;
  log?: (message: string) => void;
  /**
   * Write the rows with the derived-data triggers set aside and recompute the roll-ups and search
   * indexes afterwards (db/derived-tables.ts): same content, far faster at volume. Default: on for
   * the medium and bench scales, off for the demo shop (which the contract and e2e suites seed).
   */
  bulk?: boolean;
  /** The seeding clock (dates are relative to it); default the current time. Tests fix it. */
  now?: Date;
}

export async function seedDemo(db: Kysely<Database>, options: DemoOptions = {}): Promise<SeedContext> {
  const seed = options.seed ?? 42;
  const scale = options.scale ?? "demo";
  const log = options.log ?? (() => {});
  const admin = await ensureAccount(db, DEMO_ACCOUNTS.admin, isoNow());
  const vendor = await ensureAccount(db, DEMO_ACCOUNTS.vendor, isoNow());
  log(
    `accounts: ${DEMO_ACCOUNTS.admin.email} (${admin.created ? "created" : "kept"}), ${DEMO_ACCOUNTS.vendor.email} (${vendor.created ? "created" : "kept"})`,
  );

  const now = options.now ?? new Date();
  const base: SeedContext = {
    seed,
    scale,
    now,
    uploadDir: options.uploadDir ?? loadConfig(process.env).uploadDir,
    rng: createRng(seed, now),
    admins: { admin: admin.id, vendor: vendor.id },
    log,
  };
  const runAreas = async () => {
    for (const area of areaSeeders) {
      const started = Date.now();
      // Each area draws from its own stream: adding an area leaves the others' data unchanged.
      await area.run(db, { ...base, rng: createRng((seed ^ hashString(area.name)) >>> 0, now) });
      log(`area ${area.name}: done in ${Date.now() - started} ms`);
    }
  };
  // The live events the seed's rows raise (migration 0540) are of no use to anyone: a panel open
  // meanwhile is told to refetch (its Last-Event-ID is then older than what is kept).
  const eventsBefore = await lastEventId(db);
  if (options.bulk ?? scale !== "demo") await bulkLoad(db, runAreas, log);
  else await runAreas();
  await db.deleteFrom("admin_events").where("id", ">", eventsBefore).execute();
  return base;
}
