import { randomInt } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import { businessError, forbidden, ok, validationFailed } from "../../http/envelope";
import type { Env } from "../../http/env";
import { decimal, formatCreated, isoNow } from "../../http/format";
import { paginate, sortParams } from "../../http/pagination";
import { laravel, optionalInteger, optionalOneOf, optionalString, validateBody } from "../../http/validate";
import { Abort, isForeign, ownRows, transactional } from "../../http/crud-kit";
import { calculate, ordersJson, recordOrderEvent } from "./order-model";
import { deleteOrders } from "./order";
import { priceLines } from "./pricing";
import { type Ctx, errorMap, money, validZone } from "./shared";
import { checkVoucher } from "./voucher";

/*
 * Contract 5.19: POS orders. `action` turns the caller's selected cart rows into a paid order in
 * one transaction: prices the lines (pricing.ts), applies the voucher, writes the order, its lines
 * and the pos_orders row, takes the quantities off the variants' stock and empties those cart rows.
 * Any refusal (stock, status, voucher) leaves everything as it was.
 */

export const posOrderRoutes = new Hono<Env>();

/** `YYYYDDMM` + 5 random characters + user id (contract 5.44). */
export function orderCode(now: Date, userId: number | null, random: (n: number) => number = randomInt): string {
  const y = now.getUTCFullYear();
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(now.getUTCDate()).padStart(2, "0");
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "";
  for (let i = 0; i < 5; i++) code += chars[random(chars.length)];
  return `${y}${dd}${mm}${code}${userId ?? ""}`;
}

/** POS payment method → the order's payment method: cash and cash on delivery → 2, offline → 7 (bank). */
export const POS_TO_ORDER_METHOD: Record<number, number> = { 1: 2, 2: 2, 3: 7 };

posOrderRoutes.get("/all", gate("pos.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "payment_method", "order_id", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  const q = ownRows(db.selectFrom("pos_orders").selectAll(), me).orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const zone = validZone(c.req.query("time_zone"));
  return ok(
    c,
    await paginate(c, db, q, {
      map: async (rows) => {
        const orderIds = rows.map((r) => r.order_id).filter((x): x is number => x !== null);
        const orders = orderIds.length ? await db.selectFrom("orders").selectAll().where("id", "in", orderIds).execute() : [];
        const json = await ordersJson(db, orders, { zone });
        const admins = rows.length
          ? await db
              .selectFrom("admins")
              .select(["id", "name", "email"])
              .where(
                "id",
                "in",
                rows.map((r) => r.admin_id),
              )
              .execute()
          : [];
        return rows.map((r) => {
          const { admin_id: _hidden, ...rest } = r;
          return {
            ...rest,
            order: json.find((o) => o.id === r.order_id) ?? null,
            admin: admins.find((a) => a.id === r.admin_id) ?? null,
            created: formatCreated(r.created_at, zone),
          };
        });
      },
    }),
  );
});

const actionSchema = z.object({
  user_id: optionalInteger("user_id", { min: 1 }),
  user_address_id: optionalInteger("user_address_id", { min: 1 }),
  voucher: optionalString("voucher", { max: 100 }),
  payment_method: optionalOneOf("payment_method", [1, 2, 3] as const),
  offline_trans_id: optionalString("offline_trans_id", { max: 255 }),
  offline_payment_method: optionalString("offline_payment_method", { max: 255 }),
  time_zone: optionalString("time_zone", { max: 64 }),
});

// The original had no gate here; pos.view (the POS screen's permission) is required now.
posOrderRoutes.post("/action", gate("pos.view"), async (c) => {
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const me = c.get("admin");
  const userId = v.data.user_id ?? null;
  return transactional(c, async (trx) => {
    if (userId !== null && !(await trx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst())) {
      throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("user_id")] }));
    }
    if (v.data.user_address_id !== undefined) {
      const address = await trx.selectFrom("user_addresses").select("user_id").where("id", "=", v.data.user_address_id).executeTakeFirst();
      if (!address || address.user_id !== userId)
        throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("user_address_id")] }));
    }
    const cart = await trx.selectFrom("carts").selectAll().where("admin_id", "=", me.id).where("selected", "=", 1).orderBy("id").execute();
    if (!cart.length) throw new Abort(businessError(c, "No cart found"));
    const lines = await priceLines(
      trx,
      cart.map((r) => ({
        cartId: r.id,
        product_id: r.product_id,
        inventory_id: r.inventory_id,
        quantity: r.quantity,
        shipping_place_id: r.shipping_place_id,
        shipping_type: r.shipping_type,
      })),
    );
    // Stock and status problems, per cart row, under the `product` key (contract 1.4).
    const problems: Record<string, string[]> = {};
    for (const l of lines) {
      const msgs: string[] = [];
      if (l.status !== 1) msgs.push(`${l.title} is not public. Please uncheck from cart.`);
      if (l.quantity > l.stock) msgs.push(`${l.title} is out of stock. Please uncheck from cart.`);
      if (isForeign(me, l.admin_id)) msgs.push(`${l.title} is not your product. Please uncheck from cart.`);
      if (msgs.length) problems[String(l.cartId)] = msgs;
    }
    const firstProblem = Object.values(problems)[0]?.[0];
    if (firstProblem) throw new Abort(errorMap(c, { product: problems }, firstProblem));

    const goods = money(lines.reduce((s, l) => s + l.net, 0));
    let voucherId: number | null = null;
    let voucherPrice = 0;
    if (v.data.voucher) {
      if (userId === null) throw new Abort(businessError(c, "Something went wrong"));
      const check = await checkVoucher(trx, v.data.voucher, goods, userId);
      if (!check.ok) {
        const message =
          check.reason === "min_spend"
            ? `You have to spend at least ${decimal(check.minSpend)}`
            : check.reason === "limit"
              ? "Voucher limit exceeded."
              : check.reason === "customer"
                ? "You have used this voucher maximum time."
                : "Invalid voucher.";
        throw new Abort(businessError(c, message));
      }
      voucherId = check.voucher.id;
      voucherPrice = check.offered;
    }

    const now = new Date();
    const ts = isoNow();
    const totals = calculate(lines, voucherPrice);
    const setting = await trx.selectFrom("settings").select("currency").orderBy("id").limit(1).executeTakeFirst();
    const paymentMethod = v.data.payment_method ?? 1;
    const orderId = (
      await trx
        .insertInto("orders")
        .values({
          order: orderCode(now, userId),
          status: 1,
          total_amount: totals.total_price,
          order_method: POS_TO_ORDER_METHOD[paymentMethod],
          currency: setting?.currency ?? "USD",
          payment_done: 1,
          cancelled: 0,
          viewed: 1,
          user_id: userId,
          user_address_id: v.data.user_address_id ?? null,
          voucher_id: voucherId,
          voucher_price: voucherPrice,
          created_at: ts,
          updated_at: ts,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const posId = (
      await trx
        .insertInto("pos_orders")
        .values({
          payment_method: paymentMethod,
          order_id: orderId,
          offline_trans_id: v.data.offline_trans_id ?? null,
          offline_payment_method: v.data.offline_payment_method ?? null,
          admin_id: me.id,
          created_at: ts,
          updated_at: ts,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await trx.updateTable("orders").set({ pos_order_id: posId }).where("id", "=", orderId).execute();
    // The timeline's first entry, with the cashier (customers' orders have none: it is built from created_at).
    await recordOrderEvent(trx, { order_id: orderId, kind: "created", admin_id: me.id, created_at: ts });

    const commissions = new Map(
      (
        await trx
          .selectFrom("admins")
          .select(["id", "commission"])
          .where("id", "in", [...new Set(lines.map((l) => l.admin_id))])
          .execute()
      ).map((a) => [a.id, a.commission ?? 0]),
    );
    for (const l of lines) {
      const commission = commissions.get(l.admin_id) ?? 0;
      await trx
        .insertInto("ordered_products")
        .values({
          order_id: orderId,
          product_id: l.product_id,
          inventory_id: l.inventory_id,
          quantity: l.quantity,
          shipping_place_id: l.shipping_place_id,
          shipping_type: l.shipping_type,
          selling: l.selling,
          purchased: l.purchased,
          offer_discount: l.offer_discount,
          shipping_price: l.shipping_price,
          tax_price: l.tax_price,
          bundle_offer: l.bundle_offer,
          commission,
          commission_amount: money((l.net * commission) / 100),
          created_at: ts,
          updated_at: ts,
        })
        .execute();
      // The guarded decrement is the last word on stock: a concurrent sale cannot oversell.
      const res = await trx
        .updateTable("updated_inventories")
        .set((eb) => ({ quantity: eb("quantity", "-", l.quantity), updated_at: ts }))
        .where("id", "=", l.inventory_id)
        .where("quantity", ">=", l.quantity)
        .executeTakeFirst();
      if (!Number(res.numUpdatedRows)) {
        const msg = `${l.title} is out of stock. Please uncheck from cart.`;
        throw new Abort(errorMap(c, { product: { [String(l.cartId)]: [msg] } }, msg));
      }
    }
    await trx
      .deleteFrom("carts")
      .where(
        "id",
        "in",
        cart.map((r) => r.id),
      )
      .execute();
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    const [json] = await ordersJson(trx, [order], { zone: validZone(v.data.time_zone) });
    return ok(c, json);
  });
});

posOrderRoutes.delete("/delete/:ids", async (c: Ctx) => {
  if (c.get("admin").isVendor) return forbidden(c);
  // No gate in the original beyond refusing vendors; order.delete is required now.
  const denied = denyUnless(c, "order.delete");
  if (denied) return denied;
  return deleteOrders(c, true);
});
