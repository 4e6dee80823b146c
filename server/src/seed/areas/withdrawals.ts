import { sql } from "kysely";
import { toIso } from "../../http/format";
import type { AreaSeeder } from "../context";

/*
 * Vendors' payout accounts (two each, one default) and withdrawal requests in every state, built
 * from real order lines (runs after commerce): the oldest delivered, paid, non-cancelled lines of
 * a vendor's products are paid out by approved requests, a cancelled request covers lines that are
 * available again, and a pending request holds the next lines (withdrawn = 2). The rest stays as
 * the vendor's available balance.
 */

const BANKS = [
  ["First National Bank", "Downtown"],
  ["City Savings", "Harbour Street"],
  ["Union Credit", "North Branch"],
  ["Metro Bank", "Central"],
] as const;

const amountOf = (l: { selling: number; quantity: number; bundle_offer: number; commission_amount: number }) =>
  l.selling * (l.quantity - l.bundle_offer) - l.commission_amount;

export const withdrawalsSeeder: AreaSeeder = {
  name: "withdrawals",
  async run(db, ctx) {
    const { rng } = ctx;
    const already = await db.selectFrom("withdrawal_accounts").select("id").limit(1).executeTakeFirst();
    if (already) {
      ctx.log("withdrawals: accounts exist, skipped");
      return;
    }
    const vendors = await db
      .selectFrom("admins as a")
      .innerJoin("model_has_roles as mr", "mr.model_id", "a.id")
      .innerJoin("roles as r", "r.id", "mr.role_id")
      .select(["a.id", "a.name"])
      .where("r.name", "=", "vendor")
      .orderBy("a.id")
      .execute();
    let requests = 0;
    await db.transaction().execute(async (trx) => {
      for (const vendor of vendors) {
        const accountIds: number[] = [];
        for (let k = 0; k < 2; k++) {
          const [bank, branch] = rng.pick(BANKS);
          const at = rng.date(300);
          const row = await trx
            .insertInto("withdrawal_accounts")
            .values({
              title: k === 0 ? "Main account" : "Savings",
              account_name: vendor.name,
              account_number: String(rng.int(1_000_000_000, 9_999_999_999)),
              bank_name: bank,
              branch_name: branch,
              default: k === 0 ? 1 : 2,
              admin_id: vendor.id,
              created_at: at,
              updated_at: at,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          accountIds.push(row.id);
        }

        const lines = await trx
          // CROSS JOIN keeps this order in SQLite: the vendor's products first, not every order.
          .selectFrom("products as p")
          .crossJoin("ordered_products as op")
          .crossJoin("orders as o")
          .whereRef("op.product_id", "=", "p.id")
          .whereRef("o.id", "=", "op.order_id")
          .select(["op.id", "op.selling", "op.quantity", "op.bundle_offer", "op.commission_amount", "o.created_at"])
          .where("p.admin_id", "=", vendor.id)
          .where("op.withdrawn", "=", 0)
          .where("o.status", "=", 5)
          .where("o.payment_done", "=", 1)
          .where("o.cancelled", "=", 0)
          .orderBy("o.created_at")
          .orderBy("op.id")
          .execute();
        if (lines.length < 4) continue;

        // Oldest 40% in two approved payouts, then 15% in a cancelled request, 20% pending.
        const cut = (f: number) => Math.floor(lines.length * f);
        const groups: Array<{ status: 1 | 2 | 3; from: number; to: number }> = [
          { status: 1, from: 0, to: cut(0.2) },
          { status: 1, from: cut(0.2), to: cut(0.4) },
          { status: 3, from: cut(0.4), to: cut(0.55) },
          { status: 2, from: cut(0.55), to: cut(0.75) },
        ];
        for (const g of groups) {
          const chunk = lines.slice(g.from, g.to);
          if (!chunk.length) continue;
          const amount = Math.round(chunk.reduce((s, l) => s + amountOf(l), 0) * 100) / 100;
          if (amount <= 0) continue;
          const lastSale = Date.parse(chunk[chunk.length - 1].created_at);
          const at = toIso(new Date(Math.min(ctx.now.getTime(), lastSale + rng.int(1, 5) * 86_400_000)));
          const request = await trx
            .insertInto("withdrawals")
            .values({
              amount,
              status: g.status,
              message:
                g.status === 3
                  ? "Account details did not match, please check them and request again."
                  : g.status === 1
                    ? "Paid by bank transfer."
                    : null,
              approved_by: g.status === 1 ? ctx.admins.admin : null,
              withdrawal_account_id: accountIds[0],
              admin_id: vendor.id,
              created_at: at,
              updated_at: at,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          requests++;
          // A cancelled request gave its lines back: they stay withdrawn = 0 without a request id.
          if (g.status === 3) continue;
          const ids = chunk.map((l) => l.id);
          for (let i = 0; i < ids.length; i += 500) {
            await trx
              .updateTable("ordered_products")
              .set({ withdrawn: g.status === 1 ? 1 : 2, withdrawal_id: request.id })
              .where("id", "in", ids.slice(i, i + 500))
              .execute();
          }
        }
      }
    });
    const pending = await db
      .selectFrom("withdrawals")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", 2)
      .executeTakeFirst();
    ctx.log(`withdrawals: ${vendors.length} vendors with accounts, ${requests} requests (${Number(pending?.n ?? 0)} pending)`);
  },
};
