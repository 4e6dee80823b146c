import { isoNow } from "../../server/src/http/format";
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

let seq = 0;

/** A registered customer whose secrets are set (they must never show). */
export async function makeCustomer(t: TestServer, name = `Cust ${++seq}`) {
  const now = isoNow();
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}.${++seq}@cust.test`;
  const row = await t.server.db
    .insertInto("users")
    .values({
      name,
      email,
      password: "not-a-hash",
      remember_token: "tok",
      code: 1234,
      google_id: null,
      facebook_id: null,
      default_address: null,
      phone: "123",
      viewed: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name };
}

/** A product with one variant (Size: XL) priced `price` (0 = the product's price). */
export async function makeVariantProduct(t: TestServer, adminId: number, title: string, selling: number, variantPrice = 0) {
  const db = t.server.db;
  const now = isoNow();
  const id = 880_000_000 + ++seq;
  await db.insertInto("products").values({ id, title, selling, offered: 0, admin_id: adminId, created_at: now, updated_at: now }).execute();
  const inv = await db
    .insertInto("updated_inventories")
    .values({ product_id: id, quantity: 10, price: variantPrice, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const attr = await db
    .insertInto("attributes")
    .values({ title: "Size", admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const val = await db
    .insertInto("attribute_values")
    .values({ title: "XL", attribute_id: attr.id, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("inventory_attributes")
    .values({ inventory_id: inv.id, attribute_value_id: val.id, created_at: now, updated_at: now })
    .execute();
  return { id, inventory: inv.id };
}

/** An address body for user/address/action. */
export const ADDRESS = {
  name: "Home",
  email: "home@cust.test",
  phone: "555",
  country: "de",
  city: "Berlin",
  zip: "10115",
  address_1: "1 Main Street",
};
