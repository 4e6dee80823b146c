import { Hono } from "hono";
import type { Transaction } from "kysely";
import { z } from "zod";
import { denyUnless } from "../../http/auth";
import { businessError, forbidden, notFoundB, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow, toIso } from "../../http/format";
import { oneOf, requiredInteger, validateBody } from "../../http/validate";
import { Abort, parseId, transactional } from "../../http/crud-kit";
import { nextVersion, staleVersion, versioned } from "../../http/record-version";
import type { Database } from "../../db/schema";
import { CASH_ON_DELIVERY, ORDER_STATUS, orderAsFound } from "./order";
import { recordOrderEvent } from "./order-model";
import type { Ctx } from "./shared";

/*
 * Contract 5.44, the order's changes: shipping status, payment status and method, the "delivered"
 * e-mail. For the shop's admins only (vendors refused, contract 1.8); each real change is recorded on
 * the order's timeline in the same transaction. Mounted under /order beside order.ts's reads.
 */

export const orderEditRoutes = new Hono<Env>();

/** Order edits for the shop owner only (vendors refused, contract 1.8). */
const editGate = (c: Ctx) => (c.get("admin").isVendor ? forbidden(c) : denyUnless(c, "order.edit"));

/**
 * The order's version (record-version.ts), checked in the edit's transaction (BEGIN IMMEDIATE, so no
 * other save lands between the check and the write): an edit carrying an older one in If-Match is
 * answered 409 with the order as order/find answers it now. Answers the order's next version.
 */
async function orderVersion(c: Ctx, trx: Transaction<Database>, id: number): Promise<string | null> {
  const row = await trx.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const stale = await staleVersion(c, row, () => orderAsFound(c, trx, row));
  if (stale) throw new Abort(stale);
  return nextVersion(row.updated_at);
}

const statusSchema = z.object({ id: requiredInteger("id", { min: 1 }), status: oneOf("status", [1, 2, 3, 4, 5] as const) });

orderEditRoutes.post("/update-status", async (c) => {
  const denied = editGate(c);
  if (denied) return denied;
  const v = await validateBody(c, statusSchema);
  if (!v.ok) return v.response;
  const adminId = c.get("admin").id;
  // Read, check, write and record in one transaction: the timeline's "from" is the value replaced.
  return transactional(c, async (trx) => {
    const now = await orderVersion(c, trx, v.data.id);
    const order = await trx
      .selectFrom("orders")
      .select(["id", "status", "cancelled", "order_method", "payment_done"])
      .where("id", "=", v.data.id)
      .executeTakeFirst();
    if (!order || now === null) return notFoundB(c);
    if (order.cancelled === 1) return businessError(c, "The status of a cancelled order can not be changed.");
    if (v.data.status !== order.status + 1) {
      return businessError(
        c,
        order.status === 5
          ? "This order is already delivered."
          : `The status can only move forward one step at a time (next: ${order.status + 1}).`,
      );
    }
    // Delivering a cash-on-delivery order means the cash was collected.
    const paid = v.data.status === ORDER_STATUS.delivered && order.order_method === CASH_ON_DELIVERY ? 1 : order.payment_done;
    await trx
      .updateTable("orders")
      .set({ status: v.data.status, payment_done: paid, updated_at: now })
      .where("id", "=", order.id)
      .execute();
    await recordOrderEvent(trx, {
      order_id: order.id,
      kind: "status",
      from: order.status,
      to: v.data.status,
      admin_id: adminId,
      created_at: now,
    });
    // The implied payment is a change of its own on the timeline.
    if (paid !== order.payment_done)
      await recordOrderEvent(trx, {
        order_id: order.id,
        kind: "payment_status",
        from: order.payment_done,
        to: paid,
        admin_id: adminId,
        created_at: now,
      });
    return ok(versioned(c, { updated_at: now }), { result: { status: v.data.status, payment_done: paid, id: order.id } });
  });
});

const paymentSchema = z.object({ id: requiredInteger("id", { min: 1 }), payment_done: oneOf("payment_done", [0, 1] as const) });

orderEditRoutes.post("/payment-status", async (c) => {
  const denied = editGate(c);
  if (denied) return denied;
  const v = await validateBody(c, paymentSchema);
  if (!v.ok) return v.response;
  const adminId = c.get("admin").id;
  return transactional(c, async (trx) => {
    const now = await orderVersion(c, trx, v.data.id);
    const order = await trx.selectFrom("orders").select(["id", "payment_done"]).where("id", "=", v.data.id).executeTakeFirst();
    if (!order || now === null) return notFoundB(c);
    // Still written when unchanged (updated_at moves, as before); only a real change is an event.
    await trx.updateTable("orders").set({ payment_done: v.data.payment_done, updated_at: now }).where("id", "=", order.id).execute();
    if (order.payment_done !== v.data.payment_done)
      await recordOrderEvent(trx, {
        order_id: order.id,
        kind: "payment_status",
        from: order.payment_done,
        to: v.data.payment_done,
        admin_id: adminId,
        created_at: now,
      });
    return ok(versioned(c, { updated_at: now }), { payment_done: v.data.payment_done, id: v.data.id });
  });
});

const methodSchema = z.object({
  id: requiredInteger("id", { min: 1 }),
  order_method: oneOf("order_method", [1, 2, 3, 4, 5, 6, 7, 8] as const),
});

orderEditRoutes.post("/payment-method", async (c) => {
  const denied = editGate(c);
  if (denied) return denied;
  const v = await validateBody(c, methodSchema);
  if (!v.ok) return v.response;
  const adminId = c.get("admin").id;
  return transactional(c, async (trx) => {
    const now = await orderVersion(c, trx, v.data.id);
    const order = await trx.selectFrom("orders").select(["id", "order_method"]).where("id", "=", v.data.id).executeTakeFirst();
    if (!order || now === null) return notFoundB(c);
    await trx.updateTable("orders").set({ order_method: v.data.order_method, updated_at: now }).where("id", "=", order.id).execute();
    if (order.order_method !== v.data.order_method)
      await recordOrderEvent(trx, {
        order_id: order.id,
        kind: "payment_method",
        from: order.order_method,
        to: v.data.order_method,
        admin_id: adminId,
        created_at: now,
      });
    return ok(versioned(c, { updated_at: now }), { order_method: v.data.order_method, id: v.data.id });
  });
});

/** Within this time a repeated "delivered" e-mail for the same order and address queues nothing. */
const DELIVERED_MAIL_QUIET_MS = 10 * 60 * 1000;

/**
 * Queues the "delivered" e-mail once: GET stays for the existing contract's clients, the panel uses
 * POST; a repeat within DELIVERED_MAIL_QUIET_MS answers the same and queues nothing (one transaction,
 * so parallel repeats cannot both pass the check).
 */
async function sendDeliveredEmail(c: Ctx) {
  const denied = editGate(c);
  if (denied) return denied;
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const order = id ? await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!order || order.status !== ORDER_STATUS.delivered) return businessError(c, "Invalid order.");
  const user =
    order.user_id !== null
      ? await db.selectFrom("users").select(["name", "email"]).where("id", "=", order.user_id).executeTakeFirst()
      : undefined;
  const guest =
    !user && order.user_token
      ? await db.selectFrom("guest_users").select(["name", "email"]).where("user_token", "=", order.user_token).executeTakeFirst()
      : undefined;
  const to = user ?? guest;
  if (!to?.email) return businessError(c, "No user found");
  const mail = {
    to_email: to.email,
    subject: `Your order ${order.order} has been delivered`,
    body: `Hello ${to.name ?? to.email},\n\nyour order ${order.order} has been delivered. Thank you for shopping with us.\n`,
    kind: "order_delivered",
  };
  const since = toIso(new Date(Date.now() - DELIVERED_MAIL_QUIET_MS));
  await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", mail.kind)
      .where("to_email", "=", mail.to_email)
      .where("subject", "=", mail.subject)
      .where("created_at", ">", since)
      .executeTakeFirst();
    if (recent) return;
    const now = isoNow();
    await trx
      .insertInto("mail_outbox")
      .values({ ...mail, created_at: now })
      .execute();
    // Only a mail actually queued is on the timeline (a quiet-period repeat is not).
    await recordOrderEvent(trx, {
      order_id: order.id,
      kind: "delivered_email",
      to: mail.to_email,
      admin_id: c.get("admin").id,
      created_at: now,
    });
  });
  return ok(c, true);
}

orderEditRoutes.post("/send-delivered-email/:id", sendDeliveredEmail);
orderEditRoutes.get("/send-delivered-email/:id", sendDeliveredEmail);
