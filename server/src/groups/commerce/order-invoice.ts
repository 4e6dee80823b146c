import { Hono } from "hono";
import type { Selectable, Transaction } from "kysely";
import type { Database, OrderInvoiceTable } from "../../db/schema";
import { gate } from "../../http/auth";
import { forbidden, notFoundB, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { toIso } from "../../http/format";
import { parseId, transactional } from "../../http/crud-kit";

/*
 * Extension (commerce-area.md, "Invoice numbers"): `POST order/invoice/{id}` gives the order its
 * invoice number the first time it is asked for and answers the same number ever after. Numbers
 * run per calendar year from 1 without gaps in the order they are issued (`2026-00001`,
 * `2026-00002`, …), which is what an invoice register needs; the contract's backend has none, so
 * the panel prints the order's number there.
 */

export const orderInvoiceRoutes = new Hono<Env>();

/** `2026-00042`: five digits at least, so a year's numbers also sort as text. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, "0")}`;
}

type InvoiceRow = Selectable<OrderInvoiceTable>;

const invoiceJson = (row: InvoiceRow, issued: boolean) => ({
  order_id: row.order_id,
  number: row.number,
  year: row.year,
  sequence: row.sequence,
  issued_at: row.issued_at,
  /** True only for the call that gave the number. */
  issued,
});

/**
 * The order's invoice, issued now when it has none. Runs in the caller's transaction, which the
 * server opens with BEGIN IMMEDIATE (db/statement-cache.ts): the read of the year's last number and
 * the insert hold SQLite's write lock together, so two requests (or two worker processes) cannot
 * take the same number; the UNIQUE constraints are the last guard.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  orderId: number,
  adminId: number | null,
  now: Date,
): Promise<{ row: InvoiceRow; issued: boolean }> {
  const existing = await trx.selectFrom("order_invoices").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  if (existing) return { row: existing, issued: false };
  const year = now.getUTCFullYear();
  const last = await trx
    .selectFrom("order_invoices")
    .select((eb) => eb.fn.max("sequence").as("last"))
    .where("year", "=", year)
    .executeTakeFirst();
  const sequence = Number(last?.last ?? 0) + 1;
  const row = await trx
    .insertInto("order_invoices")
    .values({ order_id: orderId, year, sequence, number: invoiceNumber(year, sequence), issued_by: adminId, issued_at: toIso(now) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, issued: true };
}

// The whole order's document, issued by the shop: a vendor (who sees only its own lines) is refused.
orderInvoiceRoutes.post("/invoice/:id", gate("order.view"), async (c) => {
  const me = c.get("admin");
  if (me.isVendor) return forbidden(c);
  const id = parseId(c.req.param("id"));
  if (!id) return notFoundB(c);
  return transactional(c, async (trx) => {
    const order = await trx.selectFrom("orders").select("id").where("id", "=", id).executeTakeFirst();
    if (!order) return notFoundB(c);
    const { row, issued } = await issueInvoice(trx, order.id, me.id, new Date());
    return ok(c, invoiceJson(row, issued));
  });
});
