import { Hono } from "hono";
import { z } from "zod";
import { hideAdmin, mountOwned, upsertRow } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA } from "../../http/envelope";
import { flag12, requiredString } from "../../http/validate";

/*
 * Vendors' payout bank accounts (contract 5.20). Vendors see and change only their own; the
 * `default` flag is unique among one owner's accounts (the original reset every admin's).
 */

export const withdrawalAccountRoutes = new Hono<Env>();

mountOwned(withdrawalAccountRoutes, {
  table: "withdrawal_accounts",
  perm: "withdrawal_account",
  // Each account names its owner (an admin's list mixes every vendor's accounts); one query for all rows.
  json: async (c, rows) => {
    const ids = [...new Set(rows.map((r) => r.admin_id))];
    const owners = ids.length
      ? await c.get("db").selectFrom("admins").select(["id", "name", "username"]).where("id", "in", ids).execute()
      : [];
    return rows.map((r) => ({ ...hideAdmin(r), vendor: owners.find((o) => o.id === r.admin_id) ?? null }));
  },
  list: {
    sortable: ["id", "title", "default", "account_name", "account_number", "bank_name", "branch_name", "created_at", "updated_at"],
    search: ["title", "account_name", "account_number", "bank_name", "branch_name"],
  },
  find: { notFound: notFoundA },
  action: {
    schema: z.object({
      title: requiredString("title", { max: 255 }),
      account_name: requiredString("account_name", { max: 255 }),
      account_number: requiredString("account_number", { max: 64 }),
      bank_name: requiredString("bank_name", { max: 255 }),
      branch_name: requiredString("branch_name", { max: 255 }),
      default: flag12("default"),
    }),
    modelBinding: true,
    save: async (c, { current, data }) => {
      if (current && current.default === 1 && data.default === 2) return businessError(c, "Must have at least one default account.");
      const ownerId = current?.admin_id ?? c.get("admin").id;
      return c
        .get("db")
        .transaction()
        .execute(async (trx) => {
          // Only the owner's other accounts lose the flag.
          if (data.default === 1) {
            await trx
              .updateTable("withdrawal_accounts")
              .set({ default: 2 })
              .where("admin_id", "=", ownerId)
              .$if(current !== null, (q) => q.where("id", "!=", current!.id))
              .execute();
          }
          return upsertRow(trx, "withdrawal_accounts", current, data, { admin_id: ownerId });
        });
    },
  },
  delete: {
    notFound: notFoundA,
    inUse: async (trx, ids) => {
      const used = await trx.selectFrom("withdrawals").select("id").where("withdrawal_account_id", "in", ids).limit(1).executeTakeFirst();
      return used ? "Unable to delete. Account is being used by an withdrawal request." : null;
    },
  },
});
