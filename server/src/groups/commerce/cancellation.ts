import { Hono } from "hono";
import { gate } from "../../http/auth";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow } from "../../http/format";
import { Abort, parseId, transactional } from "../../http/crud-kit";
import { CASH_ON_DELIVERY } from "./order";
import { hasVendorLines, recordOrderEvent } from "./order-model";
import { type Ctx } from "./shared";

/*
 * Contract 5.46: an order's cancellation and its refund. Refunds are POST (a GET that changes data
 * is kept for the original panel); `{id}` is the cancellation's id. Only a cancelled and paid
 * order that was not paid in cash on delivery, and whose products are all refundable, is refunded.
 * Gates (none in the original): order.view to read, order.edit to refund; vendors refused on refunds.
 */

export const cancellationRoutes = new Hono<Env>();

cancellationRoutes.get("/find/:orderId", gate("order.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const orderId = parseId(c.req.param("orderId"));
  const row = orderId ? await db.selectFrom("cancellations").selectAll().where("order_id", "=", orderId).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  if (!me.isSuperadmin && !(await hasVendorLines(db, row.order_id, me.id))) return notFoundA(c);
  return ok(c, row);
});

const ALREADY_REFUNDED = "This order is already refunded.";

async function refund(c: Ctx) {
  if (c.get("admin").isVendor) return forbidden(c);
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("cancellations").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const order = await db
    .selectFrom("orders")
    .select(["id", "cancelled", "payment_done", "order_method"])
    .where("id", "=", row.order_id)
    .executeTakeFirstOrThrow();
  if (order.cancelled !== 1) return businessError(c, "This order is not cancelled.");
  if (row.refunded === 1) return businessError(c, ALREADY_REFUNDED);
  if (order.payment_done !== 1) return businessError(c, "This is an unpaid order.");
  if (order.order_method === CASH_ON_DELIVERY) return businessError(c, "Unable to refund for cash on delivery.");
  // refundable: 1 yes, 2 (or 0) no; an unset flag does not block a refund.
  const blocked = await db
    .selectFrom("ordered_products as op")
    .innerJoin("products as p", "p.id", "op.product_id")
    .select("op.id")
    .where("op.order_id", "=", order.id)
    .where("p.refundable", "is not", null)
    .where("p.refundable", "!=", 1)
    .limit(1)
    .executeTakeFirst();
  if (blocked) return businessError(c, "One of the product of this order is not refundable.");
  const adminId = c.get("admin").id;
  // The flag and its timeline event are written together, or neither is.
  return transactional(c, async (trx) => {
    const now = isoNow();
    // The flag is set only where it is not yet: of two parallel refunds one writes, the other is told.
    const done = await trx
      .updateTable("cancellations")
      .set({ refunded: 1, updated_at: now })
      .where("id", "=", row.id)
      .where("refunded", "is not", 1)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new Abort(businessError(c, ALREADY_REFUNDED));
    await recordOrderEvent(trx, { order_id: order.id, kind: "refunded", admin_id: adminId, created_at: now });
    const updated = await trx.selectFrom("cancellations").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    return ok(c, updated, "Order refunded successfully");
  });
}

cancellationRoutes.post("/refund/:id", gate("order.edit"), refund);
cancellationRoutes.get("/refund/:id", gate("order.edit"), refund);
