/**
 * Commerce area: the voucher discount an order was placed with, and indexes for the order and
 * dashboard queries at benchmark volumes (200k orders).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // The voucher discount is a snapshot taken when the order is placed: recomputing it later from
  // the voucher row would change old orders' totals whenever a voucher is edited.
  await db.schema
    .alterTable("orders")
    .addColumn("voucher_price", "real", (c) => c.notNull().defaultTo(0))
    .execute();
  // Per-customer voucher limits count a user's orders with one voucher.
  await db.schema.createIndex("orders_voucher_id_user_id_idx").on("orders").columns(["voucher_id", "user_id"]).execute();
  // order/all `filter` (paid/unpaid) and payment-method filters combined with the date sort.
  await db.schema.createIndex("orders_payment_done_created_at_idx").on("orders").columns(["payment_done", "created_at"]).execute();
  await db.schema.createIndex("orders_order_method_created_at_idx").on("orders").columns(["order_method", "created_at"]).execute();
  // Dashboard totals per day and order statistic lower bounds read (created_at, total_amount)
  // from the index alone.
  await db.schema
    .createIndex("orders_created_at_total_idx")
    .on("orders")
    .columns(["created_at", "total_amount", "cancelled", "status"])
    .execute();
  // Vendor scoping: lines by product with their order, and POS orders of a vendor.
  await db.schema
    .createIndex("ordered_products_product_id_order_id_idx")
    .on("ordered_products")
    .columns(["product_id", "order_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "orders_voucher_id_user_id_idx",
    "orders_payment_done_created_at_idx",
    "orders_order_method_created_at_idx",
    "orders_created_at_total_idx",
    "ordered_products_product_id_order_id_idx",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.alterTable("orders").dropColumn("voucher_price").execute();
}
