import { isoNow } from "../../server/src/http/format";
import { hashPassword } from "../../server/src/security/password";
import { ADMIN, VENDOR, type TestServer } from "./harness";

/*
 * Shared set-up of the catalog contract tests: tokens of the demo accounts, an admin whose role
 * lacks the catalog permissions, tiny upload files, and rows created straight in the database.
 */

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export function png(name = "pic.png"): File {
  return new File([Buffer.from(PNG_1X1, "base64")], name, { type: "image/png" });
}

/** Text pretending to be a PNG: the MIME says image, the bytes do not. */
export function fakePng(name = "evil.png"): File {
  return new File([Buffer.from("MZ this is not an image at all")], name, { type: "image/png" });
}

/** A real PNG header padded past the 1024 KB limit. */
export function hugePng(name = "huge.png"): File {
  const head = Buffer.from(PNG_1X1, "base64");
  return new File([Buffer.concat([head, Buffer.alloc(1025 * 1024)])], name, { type: "image/png" });
}

export interface Tokens {
  admin: string;
  vendor: string;
  /** An active admin whose role has no permissions at all. */
  nobody: string;
}

let counter = 0;

export async function tokens(t: () => TestServer): Promise<Tokens> {
  const db = t().server.db;
  const now = isoNow();
  counter++;
  const email = `nobody${counter}-${Date.now()}@example.com`;
  const role = await db
    .insertInto("roles")
    .values({ name: `empty-${counter}-${Date.now()}`, guard_name: "admin", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("admins")
    .values({
      name: "Nobody",
      username: email.split("@")[0],
      email,
      password: await hashPassword("nobody1"),
      active: 1,
      verified: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("model_has_roles").values({ role_id: role.id, model_id: id }).execute();
  return {
    admin: await t().login(ADMIN.email, ADMIN.password),
    vendor: await t().login(VENDOR.email, VENDOR.password),
    nobody: await t().login(email, "nobody1"),
  };
}

export async function adminIds(t: () => TestServer): Promise<{ admin: number; vendor: number }> {
  const db = t().server.db;
  const a = await db.selectFrom("admins").select("id").where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
  const v = await db.selectFrom("admins").select("id").where("email", "=", VENDOR.email).executeTakeFirstOrThrow();
  return { admin: a.id, vendor: v.id };
}

/** A tax rule and a shipping rule to satisfy the product form. */
export async function rules(t: () => TestServer): Promise<{ tax: number; ship: number }> {
  const db = t().server.db;
  const { admin } = await adminIds(t);
  const now = isoNow();
  const tax = await db
    .insertInto("tax_rules")
    .values({ title: "Test VAT", type: 2, price: 10, admin_id: admin, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ship = await db
    .insertInto("shipping_rules")
    .values({ title: "Test shipping", admin_id: admin, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { tax: tax.id, ship: ship.id };
}

export function productBody(r: { tax: number; ship: number }, extra: Record<string, unknown> = {}) {
  return {
    title: "Test Phone",
    unit: "pc",
    meta_title: "Test Phone",
    meta_description: "A phone",
    description: "<p>Desc</p>",
    overview: "<p>Overview</p>",
    selling: 100,
    purchased: 60,
    tax_rule_id: r.tax,
    shipping_rule_id: r.ship,
    status: 1,
    ...extra,
  };
}
