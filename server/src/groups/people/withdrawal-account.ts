import { Hono, type Context } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { flag12, requiredString, validateBody } from "../../http/validate";
import type { WithdrawalAccountTable } from "../../db/tables/shop";
import { Abort, abortable, created, parseId, parseIds } from "./common";

/*
 * Vendors' payout bank accounts (contract 5.20). Vendors see and change only their own; the
 * `default` flag is unique among one owner's accounts (the original reset every admin's).
 */

export const withdrawalAccountRoutes = new Hono<Env>();

type Row = Selectable<WithdrawalAccountTable>;

export function accountJson(r: Row) {
  const { admin_id: _hidden, ...rest } = r;
  return rest;
}

withdrawalAccountRoutes.get("/all", gate("withdrawal_account.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "default", "account_name", "account_number", "bank_name", "branch_name", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("withdrawal_accounts").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) {
    q = q.where((eb) =>
      eb.or(["title", "account_name", "account_number", "bank_name", "branch_name"].map((col) => likeEscaped(col, pattern))),
    );
  }
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...accountJson(r), created: created(c, r.created_at) })) }));
});

withdrawalAccountRoutes.get("/find/:id", gate("withdrawal_account.view"), async (c) => {
  const id = parseId(c.req.param("id"));
  const row = id ? await c.get("db").selectFrom("withdrawal_accounts").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  if (c.get("admin").isVendor && row.admin_id !== c.get("admin").id) return forbidden(c);
  return ok(c, accountJson(row));
});

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  account_name: requiredString("account_name", { max: 255 }),
  account_number: requiredString("account_number", { max: 64 }),
  bank_name: requiredString("bank_name", { max: 255 }),
  branch_name: requiredString("branch_name", { max: 255 }),
  default: flag12("default"),
});

async function save(c: Context<Env>, id: number | null) {
  const denied = denyUnless(c, id === null ? "withdrawal_account.create" : "withdrawal_account.edit");
  if (denied) return denied;
  const db = c.get("db");
  const me = c.get("admin");
  let existing: Row | undefined;
  if (id !== null) {
    existing = await db.selectFrom("withdrawal_accounts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!existing) return notFoundA(c);
    if (me.isVendor && existing.admin_id !== me.id) return forbidden(c);
  }
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  if (existing && existing.default === 1 && v.data.default === 2) return businessError(c, "Must have at least one default account.");
  const ownerId = existing?.admin_id ?? me.id;
  const now = isoNow();
  const savedId = await db.transaction().execute(async (trx) => {
    // Only the owner's other accounts lose the flag.
    if (v.data.default === 1) {
      await trx.updateTable("withdrawal_accounts").set({ default: 2 }).where("admin_id", "=", ownerId).$if(id !== null, (q) => q.where("id", "!=", id!)).execute();
    }
    if (id === null) {
      return (await trx.insertInto("withdrawal_accounts").values({ ...v.data, admin_id: ownerId, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow()).id;
    }
    await trx.updateTable("withdrawal_accounts").set({ ...v.data, updated_at: now }).where("id", "=", id).execute();
    return id;
  });
  const saved = await db.selectFrom("withdrawal_accounts").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(c, accountJson(saved));
}

withdrawalAccountRoutes.post("/action", (c) => save(c, null));
withdrawalAccountRoutes.post("/action/:id", (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return denyUnless(c, "withdrawal_account.edit") ?? notFoundA(c);
  return save(c, id);
});

withdrawalAccountRoutes.delete("/delete/:ids", gate("withdrawal_account.delete"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const ids = parseIds(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  return abortable(async () => {
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom("withdrawal_accounts").select(["id", "admin_id"]).where("id", "in", ids).execute();
      if (rows.length !== ids.length) throw new Abort(notFoundA(c));
      if (me.isVendor && rows.some((r) => r.admin_id !== me.id)) throw new Abort(forbidden(c));
      const used = await trx.selectFrom("withdrawals").select("id").where("withdrawal_account_id", "in", ids).limit(1).executeTakeFirst();
      if (used) throw new Abort(businessError(c, "Unable to delete. Account is being used by an withdrawal request."));
      await trx.deleteFrom("withdrawal_accounts").where("id", "in", ids).execute();
    });
    return ok(c, true);
  });
});
