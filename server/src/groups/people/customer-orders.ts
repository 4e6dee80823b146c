import type { Context } from "hono";
import { sql } from "kysely";
import type { Env } from "../../http/env";
import { ok } from "../../http/envelope";
import { decimal } from "../../http/format";
import { paginate, requestedSort } from "../../http/pagination";
import { tillDelivery } from "../commerce/order-model";
import { created } from "./common";

/*
 * One customer's orders, a page at a time, with the number of items each: a registered user's
 * (`user/{id}/orders`) or a guest's (`guest-user/orders/{id}`). Only whose orders and the columns
 * the list may sort by differ. A till sale carries its `pos_order` (how the till was paid, the
 * offline method and reference, `delivery`) as the order JSON does, so the sub-lists say what the
 * orders screens say.
 */

/** Whose orders: a registered user's by id, a guest's by the token their orders carry. */
export type OrdersOf = { user_id: number } | { user_token: string };

export type OrderSort = "created_at" | "status" | "total_amount" | "order_method" | "payment_done" | "cancelled";

export async function customerOrdersPage(c: Context<Env>, whose: OrdersOf, sortable: readonly OrderSort[]) {
  const db = c.get("db");
  const sort = requestedSort(c, sortable);
  const q = db
    .selectFrom("orders")
    .leftJoin("pos_orders as po", "po.id", "orders.pos_order_id")
    // A refund is recorded on the order's cancellation: the lists say "refunded" as /orders does.
    .leftJoin("cancellations as ca", "ca.order_id", "orders.id")
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
      "orders.user_address_id",
      "po.payment_method as pos_payment_method",
      "po.offline_payment_method",
      "po.offline_trans_id",
      "ca.refunded as refunded",
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
        rows.map(({ pos_payment_method, offline_payment_method, offline_trans_id, refunded, ...r }) => ({
          ...r,
          cancellation: refunded === null ? null : { refunded },
          pos_order:
            r.pos_order_id !== null && pos_payment_method !== null
              ? {
                  id: r.pos_order_id,
                  payment_method: pos_payment_method,
                  offline_payment_method,
                  offline_trans_id,
                  delivery: tillDelivery(r.user_address_id),
                }
              : null,
          total_amount: decimal(r.total_amount),
          item_count: Number(r.item_count ?? 0),
          created: created(c, r.created_at),
        })),
    }),
  );
}
