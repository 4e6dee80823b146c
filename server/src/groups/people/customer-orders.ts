import type { Context } from "hono";
import { sql } from "kysely";
import type { Env } from "../../http/env";
import { businessError, ok } from "../../http/envelope";
import { decimal } from "../../http/format";
import { paginate, sortParams } from "../../http/pagination";
import { created } from "./common";

/*
 * One customer's orders, a page at a time, with the number of items each: a registered user's
 * (`user/{id}/orders`) or a guest's (`guest-user/orders/{id}`). Only whose orders and the columns
 * the list may sort by differ.
 */

/** Whose orders: a registered user's by id, a guest's by the token their orders carry. */
export type OrdersOf = { user_id: number } | { user_token: string };

export type OrderSort = "created_at" | "status" | "total_amount" | "order_method" | "payment_done" | "cancelled";

export async function customerOrdersPage(c: Context<Env>, whose: OrdersOf, sortable: readonly OrderSort[]) {
  const db = c.get("db");
  const sort = sortParams(c.req.query(), sortable);
  if (!sort.ok) return businessError(c, sort.message);
  const q = db
    .selectFrom("orders")
    .select([
      "orders.id",
      "orders.order",
      "orders.status",
      "orders.total_amount",
      "orders.order_method",
      "orders.currency",
      "orders.payment_done",
      "orders.cancelled",
      "orders.pos_order_id",
      "orders.created_at",
      "orders.updated_at",
      (eb) =>
        eb
          .selectFrom("ordered_products as op")
          .select((e) => e.fn.coalesce(e.fn.sum<number>("op.quantity"), sql<number>`0`).as("n"))
          .whereRef("op.order_id", "=", "orders.id")
          .as("item_count"),
    ])
    .where((eb) => ("user_id" in whose ? eb("orders.user_id", "=", whose.user_id) : eb("orders.user_token", "=", whose.user_token)))
    .orderBy(`orders.${sort.column}`, sort.direction)
    .orderBy("orders.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          ...r,
          total_amount: decimal(r.total_amount),
          item_count: Number(r.item_count ?? 0),
          created: created(c, r.created_at),
        })),
    }),
  );
}
