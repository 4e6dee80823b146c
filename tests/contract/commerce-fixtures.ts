import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema";
import { isoNow } from "../../server/src/http/format";
import { createCustomer } from "../../server/src/seed/areas/commerce-setup";
import { signInAll } from "./accounts";
import type { TestServer } from "./harness";

/*
 * Rows the commerce contract tests need, written straight to the database so the tests do not
 * depend on the catalog's endpoints or seed.
 */

let nextProductId = 90_000_000;

export async function makeRules(db: Kysely<Database>, adminId: number) {
  const now = isoNow();
  const tax = await db
    .insertInto("tax_rules")
    .values({ title: "Fixture VAT 10", type: 2, price: 10, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const rule = await db
    .insertInto("shipping_rules")
    .values({ title: "Fixture shipping", single_price: 0, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const place = await db
    .insertInto("shipping_places")
    .values({
      shipping_rule_id: rule.id,
      country: "US",
      price: 2,
      pickup_price: 1,
      pickup_point: 1,
      admin_id: adminId,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { taxRuleId: tax.id, shippingRuleId: rule.id, placeId: place.id };
}

export interface ProductFixture {
  adminId: number;
  title?: string;
  selling?: number;
  offered?: number;
  stock?: number;
  status?: number;
  refundable?: number | null;
  taxRuleId?: number | null;
  shippingRuleId?: number | null;
  bundleDealId?: number | null;
}

export async function makeProduct(db: Kysely<Database>, f: ProductFixture) {
  const now = isoNow();
  const id = nextProductId++;
  await db
    .insertInto("products")
    .values({
      id,
      title: f.title ?? `Fixture product ${id}`,
      slug: `fixture-product-${id}`,
      selling: f.selling ?? 100,
      purchased: 60,
      offered: f.offered ?? 0,
      status: f.status ?? 1,
      refundable: f.refundable === undefined ? 1 : f.refundable,
      tax_rule_id: f.taxRuleId ?? null,
      shipping_rule_id: f.shippingRuleId ?? null,
      bundle_deal_id: f.bundleDealId ?? null,
      admin_id: f.adminId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const inv = await db
    .insertInto("updated_inventories")
    .values({ product_id: id, quantity: f.stock ?? 10, price: 0, sku: `SKU-${id}`, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { productId: id, inventoryId: inv.id };
}

export interface OrderLineFixture {
  productId: number;
  inventoryId: number;
  quantity: number;
  selling: number;
  offer_discount?: number;
  bundle_offer?: number;
  shipping_price?: number;
  tax_price?: number;
}

export async function makeUser(db: Kysely<Database>, name = "Fixture Customer") {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Math.floor(Math.random() * 1e9)}@example.org`;
  const { userId, addressId } = await createCustomer(db, { name, email, phone: "+1 555", street: "1 Main St" }, isoNow());
  return { userId, addressId, email, name };
}

export async function makeOrder(
  db: Kysely<Database>,
  o: {
    lines: OrderLineFixture[];
    status?: number;
    cancelled?: number;
    payment_done?: number;
    order_method?: number;
    userId?: number | null;
    voucherPrice?: number;
    createdAt?: string;
    code?: string;
  },
) {
  const now = o.createdAt ?? isoNow();
  const { id } = await db
    .insertInto("orders")
    .values({
      order: o.code ?? `FIX${Math.floor(Math.random() * 1e9)}`,
      status: o.status ?? 1,
      total_amount: 0,
      order_method: o.order_method ?? 3,
      currency: "USD",
      payment_done: o.payment_done ?? 0,
      cancelled: o.cancelled ?? 0,
      user_id: o.userId ?? null,
      voucher_price: o.voucherPrice ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const l of o.lines) {
    await db
      .insertInto("ordered_products")
      .values({
        order_id: id,
        product_id: l.productId,
        inventory_id: l.inventoryId,
        quantity: l.quantity,
        selling: l.selling,
        offer_discount: l.offer_discount ?? 0,
        bundle_offer: l.bundle_offer ?? 0,
        shipping_price: l.shipping_price ?? 0,
        tax_price: l.tax_price ?? 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

export interface OrderScene {
  admin: string;
  vendor: string;
  nobody: string;
  ids: { admin: number; vendor: number };
  adminProduct: { productId: number; inventoryId: number };
  vendorProduct: { productId: number; inventoryId: number };
}

/** The order tests' world: the accounts signed in, and one product of each owner ("Admin widget" at 100, "Vendor widget" at 40). */
export async function orderScene(t: TestServer): Promise<OrderScene> {
  const { admin, vendor, nobody, adminId, vendorId } = await signInAll(t);
  const db = t.server.db;
  return {
    admin,
    vendor,
    nobody,
    ids: { admin: adminId, vendor: vendorId },
    adminProduct: await makeProduct(db, { adminId, title: "Admin widget", selling: 100 }),
    vendorProduct: await makeProduct(db, { adminId: vendorId, title: "Vendor widget", selling: 40 }),
  };
}
