import { Hono, type Context } from "hono";
import { sql } from "kysely";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA, ok } from "../../http/envelope";
import { decimal } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { parseId } from "../../http/crud-kit";
import { availableBalance, MINIMUM_WITHDRAWAL } from "./withdrawal-request";
import { created, money } from "./common";

/*
 * Extension: one admin's (a vendor's) records, for the sub-lists of the admin/vendor screen:
 * `admin-data/{id}/products|orders|withdrawals` (paginated like every `all`) and
 * `admin-data/{id}/balance`. The contract's own lists answer "mine" for a vendor and "everyone's"
 * for the superadmin; none answers "this vendor's" to an admin, so these do (gate `admin.view`).
 */

export const vendorRoutes = new Hono<Env>();

async function findAdmin(c: Context<Env>) {
  const id = parseId(c.req.param("id"));
  return id ? c.get("db").selectFrom("admins").select("id").where("id", "=", id).executeTakeFirst() : undefined;
}

vendorRoutes.get("/:id/products", gate("admin.view"), async (c) => {
  const admin = await findAdmin(c);
  if (!admin) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "title", "selling", "status"] as const);
  let q = db
    .selectFrom("products")
    .select(["id", "title", "image", "selling", "offered", "status", "created_at", "updated_at"])
    .where("admin_id", "=", admin.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...r, created: created(c, r.created_at) })) }));
});

vendorRoutes.get("/:id/orders", gate("admin.view"), async (c) => {
  const admin = await findAdmin(c);
  if (!admin) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "status", "payment_done", "cancelled", "vendor_amount"] as const);
  // One row per order holding at least one of the vendor's products; the figures are the vendor's lines only.
  let q = db
    .selectFrom("orders as o")
    .innerJoin("ordered_products as op", "op.order_id", "o.id")
    .innerJoin("products as p", "p.id", "op.product_id")
    .select([
      "o.id",
      "o.order",
      "o.status",
      "o.currency",
      "o.payment_done",
      "o.cancelled",
      "o.created_at",
      sql<number>`sum(op.quantity)`.as("item_count"),
      sql<number>`sum(op.selling * (op.quantity - op.bundle_offer))`.as("vendor_amount"),
    ])
    .where("p.admin_id", "=", admin.id)
    .groupBy("o.id");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("o.order", pattern));
  const column = sort.column === "vendor_amount" ? sql.ref("vendor_amount") : sql.ref(`o.${sort.column}`);
  const ordered = q.orderBy(column, sort.direction).orderBy("o.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, ordered, {
      map: (rows) =>
        rows.map((r) => ({
          ...r,
          item_count: Number(r.item_count ?? 0),
          vendor_amount: money(r.vendor_amount),
          created: created(c, r.created_at),
        })),
    }),
  );
});

vendorRoutes.get("/:id/withdrawals", gate("admin.view"), async (c) => {
  const admin = await findAdmin(c);
  if (!admin) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "amount", "status"] as const);
  const q = db
    .selectFrom("withdrawals as w")
    .leftJoin("withdrawal_accounts as a", "a.id", "w.withdrawal_account_id")
    .select(["w.id", "w.amount", "w.status", "w.message", "w.created_at", "a.title as account"])
    .where("w.admin_id", "=", admin.id)
    .orderBy(`w.${sort.column}`, sort.direction)
    .orderBy("w.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) => rows.map((r) => ({ ...r, amount: decimal(r.amount), created: created(c, r.created_at) })),
    }),
  );
});

/** The figures of `withdrawal-request/find` for this admin, plus the minimum a request needs. */
vendorRoutes.get("/:id/balance", gate("admin.view"), async (c) => {
  const admin = await findAdmin(c);
  if (!admin) return notFoundA(c);
  const db = c.get("db");
  const sums = await db
    .selectFrom("withdrawals")
    .select([
      sql<number>`coalesce(sum(case when status = 2 then amount else 0 end), 0)`.as("pending"),
      sql<number>`coalesce(sum(case when status = 1 then amount else 0 end), 0)`.as("withdrawn"),
    ])
    .where("admin_id", "=", admin.id)
    .executeTakeFirst();
  return ok(c, {
    withdrawn: money(sums?.withdrawn),
    pending_withdrawal: money(sums?.pending),
    amount: await availableBalance(db, admin.id),
    minimum: MINIMUM_WITHDRAWAL,
  });
});
