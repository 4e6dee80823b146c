import { Hono, type Context } from "hono";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import { decimal, isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { optionalNumber, optionalString, requiredInteger, requiredString, validateBody } from "../../http/validate";
import { Abort, abortable, isForeign, mountDelete, ownRows } from "../../http/crud-kit";
import type { Database } from "../../db/schema";
import { created, money } from "./common";

/*
 * Vendor payouts (contract 5.21).
 *
 * A vendor's available balance is the sum, over the order lines of its own products that are not
 * withdrawn yet (withdrawn = 0) and whose order is delivered (status 5), paid and not cancelled, of
 * selling × (quantity − bundle_offer) − commission_amount. `withdraw` turns the whole balance into
 * one pending request and marks exactly those lines pending (2) with the request's id; approving
 * marks them withdrawn (1), cancelling (or deleting a pending request) gives them back (0).
 *
 * Extension (server/docs/people-area.md): `withdraw` may name an `amount` below the balance. Order
 * lines are not split, so such a request marks the oldest lines that fit in it whole; the part of it
 * that no marked line carries (its "unbacked" part) still counts against the balance until the
 * request is cancelled, and the next request's lines are fitted after it.
 */

export const withdrawalRequestRoutes = new Hono<Env>();

export const MINIMUM_WITHDRAWAL = 50;
const STATUS = { approved: 1, pending: 2, cancelled: 3 } as const;
const STATUS_VALUES: readonly string[] = Object.values(STATUS).map(String);
const SEARCHED = [
  "acc.title",
  "acc.bank_name",
  "acc.branch_name",
  "acc.account_name",
  "acc.account_number",
  "owner.name",
  "owner.username",
  "w.message",
] as const;

/**
 * The caller's order lines that make up the available balance. SQLite's CROSS JOIN keeps the
 * written join order: from the vendor's products to their lines to the orders, so the query never
 * walks other sellers' lines (several times faster at bench volumes than the planner's own choice).
 */
function eligibleLines(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom("products as p")
    .crossJoin("ordered_products as op")
    .crossJoin("orders as o")
    .whereRef("op.product_id", "=", "p.id")
    .whereRef("o.id", "=", "op.order_id")
    .where("p.admin_id", "=", vendorId)
    .where("op.withdrawn", "=", 0)
    .where("o.status", "=", 5)
    .where("o.payment_done", "=", 1)
    .where("o.cancelled", "=", 0);
}

const LINE_AMOUNT = sql<number>`op.selling * (op.quantity - op.bundle_offer) - op.commission_amount`;

/**
 * What the vendor's live requests (pending and approved) ask for beyond the lines they marked: 0
 * while every request was for the whole balance, the not-yet-marked part of chosen amounts else.
 */
async function unbacked(db: Kysely<Database>, vendorId: number): Promise<number> {
  const live = db.selectFrom("withdrawals").select("id").where("admin_id", "=", vendorId).where("status", "in", [1, 2]);
  const [asked, marked] = await Promise.all([
    db
      .selectFrom("withdrawals")
      .select(sql<number>`coalesce(sum(amount), 0)`.as("sum"))
      .where("admin_id", "=", vendorId)
      .where("status", "in", [1, 2])
      .executeTakeFirst(),
    db
      .selectFrom("ordered_products as op")
      .select(sql<number>`coalesce(sum(${LINE_AMOUNT}), 0)`.as("sum"))
      .where("op.withdrawal_id", "in", live)
      .executeTakeFirst(),
  ]);
  return money(Number(asked?.sum ?? 0) - Number(marked?.sum ?? 0));
}

export async function availableBalance(db: Kysely<Database>, vendorId: number): Promise<number> {
  const row = await eligibleLines(db, vendorId)
    .select(sql<number>`coalesce(sum(${LINE_AMOUNT}), 0)`.as("amount"))
    .executeTakeFirst();
  return money(Number(row?.amount ?? 0) - (await unbacked(db, vendorId)));
}

async function balance(db: Kysely<Database>, vendorId: number) {
  const sums = await db
    .selectFrom("withdrawals")
    .select([
      sql<number>`coalesce(sum(case when status = ${STATUS.pending} then amount else 0 end), 0)`.as("pending"),
      sql<number>`coalesce(sum(case when status = ${STATUS.approved} then amount else 0 end), 0)`.as("withdrawn"),
    ])
    .where("admin_id", "=", vendorId)
    .executeTakeFirst();
  return { pending_withdrawal: money(sums?.pending), withdrawn: money(sums?.withdrawn), amount: await availableBalance(db, vendorId) };
}

/**
 * `find`'s extension beside the contract's three figures: the request limits (`minimum`, and
 * `accepts_amount`: `withdraw` takes a chosen amount up to the available balance) and the pending
 * request itself, so the panel can show it instead of offering another.
 */
async function pendingRequest(db: Kysely<Database>, vendorId: number) {
  const row = await db
    .selectFrom("withdrawals as w")
    .leftJoin("withdrawal_accounts as acc", "acc.id", "w.withdrawal_account_id")
    .select(["w.id", "w.amount", "w.created_at", "acc.title as account"])
    .where("w.admin_id", "=", vendorId)
    .where("w.status", "=", STATUS.pending)
    .orderBy("w.id", "desc")
    .executeTakeFirst();
  return row ? { id: row.id, amount: money(row.amount), created_at: row.created_at, account: row.account ?? null } : null;
}

/** The columns a list may be sorted by (`orderby`). */
const SORTABLE = ["id", "amount", "status", "approved_by", "withdrawal_account_id", "created_at", "updated_at"] as const;

withdrawalRequestRoutes.get("/all", gate("withdrawal_request.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = requestedSort(c, SORTABLE);
  let q = db
    .selectFrom("withdrawals as w")
    .leftJoin("withdrawal_accounts as acc", "acc.id", "w.withdrawal_account_id")
    .leftJoin("admins as ap", "ap.id", "w.approved_by")
    .innerJoin("admins as owner", "owner.id", "w.admin_id")
    .selectAll("w")
    .select([
      "ap.name as ap_name",
      "ap.username as ap_username",
      "acc.title as acc_title",
      "acc.account_name as acc_account_name",
      "acc.account_number as acc_account_number",
      "acc.bank_name as acc_bank_name",
      "acc.branch_name as acc_branch_name",
      "acc.default as acc_default",
      "acc.created_at as acc_created_at",
      "acc.updated_at as acc_updated_at",
      "owner.id as owner_id",
      "owner.name as owner_name",
      "owner.username as owner_username",
    ]);
  q = ownRows(q, me, "vendor", "w.admin_id");
  // `q` finds a request by its account (title, bank, branch, holder, number), its vendor or its reason.
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or(SEARCHED.map((column) => likeEscaped(column, pattern))));
  const status = c.req.query("status");
  if (status !== undefined && status !== "") {
    if (!STATUS_VALUES.includes(status)) return businessError(c, "The selected status is invalid.");
    q = q.where("w.status", "=", Number(status));
  }
  q = q.orderBy(`w.${sort.column}`, sort.direction).orderBy("w.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          id: r.id,
          amount: decimal(r.amount),
          status: r.status,
          message: r.message,
          approved_by: r.approved_by,
          withdrawal_account_id: r.withdrawal_account_id,
          created_at: r.created_at,
          updated_at: r.updated_at,
          approved_admin: r.approved_by === null ? null : { id: r.approved_by, name: r.ap_name, username: r.ap_username },
          withdrawal_account:
            r.withdrawal_account_id === null
              ? null
              : {
                  id: r.withdrawal_account_id,
                  title: r.acc_title,
                  account_name: r.acc_account_name,
                  account_number: r.acc_account_number,
                  bank_name: r.acc_bank_name,
                  branch_name: r.acc_branch_name,
                  default: r.acc_default,
                  created_at: r.acc_created_at,
                  updated_at: r.acc_updated_at,
                },
          // Who asked for the money: the superadmin's list mixes every vendor.
          vendor: { id: r.owner_id, name: r.owner_name, username: r.owner_username },
          created: created(c, r.created_at),
        })),
    }),
  );
});

withdrawalRequestRoutes.get("/find", gate("withdrawal_request.create"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  return ok(c, {
    ...(await balance(db, me.id)),
    minimum: MINIMUM_WITHDRAWAL,
    accepts_amount: true,
    pending_request: await pendingRequest(db, me.id),
  });
});

/** The optional chosen amount (extension); without it the whole balance, as the contract says. */
const withdrawSchema = z.object({ amount: optionalNumber("amount", { min: 0.01 }) });

/**
 * The oldest eligible lines that fit whole in what the live requests ask for beyond their marked
 * lines (`claim`), by order date: the lines a chosen amount pays out.
 */
async function linesWithin(db: Kysely<Database>, vendorId: number, claim: number): Promise<number[]> {
  const rows = await eligibleLines(db, vendorId)
    .select(["op.id", LINE_AMOUNT.as("amount")])
    .orderBy("o.created_at")
    .orderBy("op.id")
    .execute();
  const ids: number[] = [];
  let cents = 0;
  for (const row of rows) {
    cents += Math.round(Number(row.amount) * 100);
    if (cents > Math.round(claim * 100)) break;
    ids.push(row.id);
  }
  return ids;
}

withdrawalRequestRoutes.post("/withdraw", gate("withdrawal_request.create"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const v = await validateBody(c, withdrawSchema);
  if (!v.ok) return v.response;
  return abortable(async () => {
    await db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom("withdrawals")
        .select("id")
        .where("admin_id", "=", me.id)
        .where("status", "=", STATUS.pending)
        .executeTakeFirst();
      if (pending) throw new Abort(businessError(c, "You already have a pending withdrawal request."));
      const account = await trx
        .selectFrom("withdrawal_accounts")
        .select("id")
        .where("admin_id", "=", me.id)
        .where("default", "=", 1)
        .orderBy("id")
        .executeTakeFirst();
      if (!account) throw new Abort(businessError(c, "No withdrawal account found."));
      const available = await availableBalance(trx, me.id);
      if (available < MINIMUM_WITHDRAWAL) throw new Abort(businessError(c, "Insufficient balance."));
      const chosen = v.data.amount === undefined ? undefined : money(v.data.amount);
      if (chosen !== undefined && chosen < MINIMUM_WITHDRAWAL) {
        throw new Abort(businessError(c, `The amount must be at least ${MINIMUM_WITHDRAWAL}.`));
      }
      if (chosen !== undefined && chosen > available) {
        throw new Abort(businessError(c, `The amount must not be greater than ${available}.`));
      }
      const whole = chosen === undefined || chosen === available;
      const amount = chosen ?? available;
      // A part of the balance: the lines that fit after what earlier requests already claimed.
      const partial = whole ? [] : await linesWithin(trx, me.id, (await unbacked(trx, me.id)) + amount);
      const now = isoNow();
      const request = await trx
        .insertInto("withdrawals")
        .values({
          amount,
          status: STATUS.pending,
          message: null,
          approved_by: null,
          withdrawal_account_id: account.id,
          admin_id: me.id,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The same selection as the balance, inside the same transaction: exactly the lines paid out.
      if (whole) {
        await trx
          .updateTable("ordered_products")
          .set({ withdrawn: 2, withdrawal_id: request.id, updated_at: now })
          .where("id", "in", eligibleLines(trx, me.id).select("op.id"))
          .execute();
      }
      for (let i = 0; i < partial.length; i += 500) {
        await trx
          .updateTable("ordered_products")
          .set({ withdrawn: 2, withdrawal_id: request.id, updated_at: now })
          .where("id", "in", partial.slice(i, i + 500))
          .execute();
      }
    });
    return ok(c, await balance(db, me.id), "Withdrawal request has been sent.");
  });
});

const approveSchema = z.object({ id: requiredInteger("id"), message: optionalString("message", { max: 2000 }) });
const cancelSchema = z.object({ id: requiredInteger("id"), message: requiredString("message", { max: 2000 }) });

async function decide(c: Context<Env>, kind: "approve" | "cancel") {
  const v = await validateBody(c, kind === "approve" ? approveSchema : cancelSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  return abortable(async () => {
    await db.transaction().execute(async (trx) => {
      const request = await trx.selectFrom("withdrawals").selectAll().where("id", "=", v.data.id).executeTakeFirst();
      if (!request) throw new Abort(notFoundA(c));
      if (isForeign(me, request.admin_id)) throw new Abort(forbidden(c));
      if (request.status !== STATUS.pending) {
        throw new Abort(
          businessError(
            c,
            kind === "approve"
              ? "Only a pending withdrawal request can be approved."
              : "Only a pending withdrawal request can be cancelled.",
          ),
        );
      }
      const now = isoNow();
      await trx
        .updateTable("withdrawals")
        .set({
          status: kind === "approve" ? STATUS.approved : STATUS.cancelled,
          ...(v.data.message !== undefined ? { message: v.data.message } : {}),
          ...(kind === "approve" ? { approved_by: me.id } : {}),
          updated_at: now,
        })
        .where("id", "=", request.id)
        .execute();
      await trx
        .updateTable("ordered_products")
        .set(kind === "approve" ? { withdrawn: 1, updated_at: now } : { withdrawn: 0, withdrawal_id: null, updated_at: now })
        .where("withdrawal_id", "=", request.id)
        .execute();
    });
    return ok(c, true, kind === "approve" ? "Withdrawal request approved." : "Withdrawal request cancelled.");
  });
}

withdrawalRequestRoutes.post("/approve", gate("withdrawal_request.approve"), (c) => decide(c, "approve"));
withdrawalRequestRoutes.post("/cancel", gate("withdrawal_request.cancel"), (c) => decide(c, "cancel"));

mountDelete(withdrawalRequestRoutes, {
  table: "withdrawals",
  perm: "withdrawal_request",
  scope: "vendor",
  notFound: notFoundA,
  prepare: async (trx, rows) => {
    // A pending request's lines become available again; paid-out lines stay withdrawn.
    const pending = rows.filter((r) => r.status === STATUS.pending).map((r) => r.id);
    if (pending.length) {
      await trx
        .updateTable("ordered_products")
        .set({ withdrawn: 0, withdrawal_id: null, updated_at: isoNow() })
        .where("withdrawal_id", "in", pending)
        .execute();
    }
    return [];
  },
});
