import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import { can, denyUnless, gate } from "../../http/auth";
import { businessError, forbidden, notFoundB, ok, validationFailed } from "../../http/envelope";
import { fileResponse, UPLOAD_HEADERS } from "../../http/file-response";
import type { Env } from "../../http/env";
import { formatCreated, isoNow } from "../../http/format";
import { paginate, requestedSort } from "../../http/pagination";
import { checkUpload, deleteUpload, isFile, privateUploadPath, storePrivateUpload } from "../../http/uploads";
import { isBlank, laravel, messagesOf, optionalInteger, optionalOneOf, optionalString, readBody, toNumber } from "../../http/validate";
import { Abort, isForeign, ownRows, parseId, transactional } from "../../http/crud-kit";
import { coveredRowsChanged } from "../../http/record-version";
import { ordersJson, recordOrderEvent } from "./order-model";
import { CASH_ON_DELIVERY, deleteOrders, ORDER_STATUS } from "./order";
import { priceCheckout, userExists } from "./pos-checkout";
import { claimVoucherTry, voucherAccepted } from "./voucher";
import { type Ctx, errorMap, money, validZone } from "./shared";

/*
 * Contract 5.19: POS orders. `action` turns the caller's selected cart rows into an order in one
 * transaction (delivered and paid at the counter, or waiting to be shipped: tillSaleState): prices the lines and applies the voucher (pos-checkout.ts, shared with
 * cart/quote), writes the order, its lines and the pos_orders row, takes the quantities off the
 * variants' stock and empties those cart rows. Any refusal (stock, status, voucher) leaves
 * everything as it was, the offline payment's proof image included.
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

/** POS payment methods (contract §2). */
export const POS_PAYMENT = { cash: 1, cashOnDelivery: 2, offline: 3 } as const;

/**
 * What a till sale is when it is made. Without an address nothing is shipped: the goods leave the
 * counter with the customer, so the order is delivered, and paid (cash on delivery handed over at
 * the counter is cash). With an address it waits to be shipped like a website order, and cash on
 * delivery stays unpaid until delivered (order/update-status then marks it paid). The original
 * wrote every sale as pending and paid.
 */
export function tillSaleState(paymentMethod: number, shipped: boolean): { status: number; payment_done: 0 | 1 } {
  if (!shipped) return { status: ORDER_STATUS.delivered, payment_done: 1 };
  return { status: ORDER_STATUS.pending, payment_done: paymentMethod === POS_PAYMENT.cashOnDelivery ? 0 : 1 };
}

posOrderRoutes.get("/all", gate("pos.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = requestedSort(c, ["id", "payment_method", "order_id", "created_at", "updated_at"] as const);
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

type ActionInput = z.output<typeof actionSchema>;

const PROOF_FIELD = "offline_payment_proof";

/**
 * Every problem of the request itself, answered together: the field rules under `form` (with an
 * offline payment's required method: the receipt and the order show how it was paid), the proof
 * image's rules under `offline_payment_proof`.
 */
async function actionInput(c: Ctx): Promise<{ ok: true; input: ActionInput; proof: File | null } | { ok: false; response: Response }> {
  const body = await readBody(c);
  if (!body) return { ok: false, response: validationFailed(c, { form: ["The request body must be valid JSON or form data."] }) };
  const parsed = actionSchema.safeParse(body);
  const form = parsed.success ? [] : messagesOf(parsed.error);
  if (toNumber(body.payment_method) === 3 && isBlank(body.offline_payment_method)) form.push(laravel.required("offline_payment_method"));
  const proofErrors = await checkUpload(body[PROOF_FIELD], "image", PROOF_FIELD, { required: false });
  if (!parsed.success || form.length || proofErrors.length) {
    const errors: Record<string, string[]> = {};
    if (form.length) errors.form = form;
    if (proofErrors.length) errors[PROOF_FIELD] = proofErrors;
    return { ok: false, response: validationFailed(c, errors) };
  }
  const proof = body[PROOF_FIELD];
  return { ok: true, input: parsed.data, proof: isFile(proof) && proof.size > 0 ? proof : null };
}

/*
 * JSON, or multipart/form-data when the panel sends the offline payment's proof image
 * (`offline_payment_proof`, the photo rules of contract 6). The proof is a private upload
 * (uploads.ts: `pos_order-<128 random bits>.<ext>`, never under /uploads), shown through `proof/{id}`.
 * The original had no gate here; pos.view (the POS screen's permission) is required now.
 */
posOrderRoutes.post("/action", gate("pos.view"), async (c) => {
  const read = await actionInput(c);
  if (!read.ok) return read.response;
  // A voucher code tried at the confirm counts like one tried at `validity` (voucher.ts).
  if (read.input.voucher) {
    const refused = await claimVoucherTry(c);
    if (refused) return refused;
  }
  const uploadDir = c.get("config").uploadDir;
  const proof = read.proof ? await storePrivateUpload(uploadDir, read.proof, "pos_order") : null;
  let committed = false;
  try {
    const answer = await transactional(c, async (trx) => {
      const res = await placePosOrder(c, trx, read.input, proof);
      committed = true;
      return res;
    });
    if (committed && read.input.voucher) await voucherAccepted(c);
    // A refusal rolled the order back: the proof belongs to no order.
    if (!committed && proof) await deleteUpload(uploadDir, proof);
    return answer;
  } catch (err) {
    if (proof) await deleteUpload(uploadDir, proof);
    throw err;
  }
});

/** Writes the order of the caller's selected cart inside `trx`; refusals throw Abort (rolled back). */
async function placePosOrder(c: Ctx, trx: Transaction<Database>, input: ActionInput, proof: string | null): Promise<Response> {
  const me = c.get("admin");
  const userId = input.user_id ?? null;
  if (userId !== null && !(await userExists(trx, userId)))
    throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("user_id")] }));
  if (input.user_address_id !== undefined) {
    const address = await trx.selectFrom("user_addresses").select("user_id").where("id", "=", input.user_address_id).executeTakeFirst();
    if (!address || address.user_id !== userId) throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("user_address_id")] }));
  }
  // The same prices as cart/quote (pos-checkout.ts).
  const priced = await priceCheckout(trx, me.id, userId, input.voucher);
  if (!priced.ok) throw new Abort(businessError(c, priced.message));
  const { cart, lines, voucher, calculated: totals } = priced.checkout;
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

  const now = new Date();
  const ts = isoNow();
  const setting = await trx.selectFrom("settings").select("currency").orderBy("id").limit(1).executeTakeFirst();
  const paymentMethod = input.payment_method ?? POS_PAYMENT.cash;
  const state = tillSaleState(paymentMethod, input.user_address_id !== undefined);
  const orderId = (
    await trx
      .insertInto("orders")
      .values({
        order: orderCode(now, userId),
        status: state.status,
        total_amount: totals.total_price,
        order_method: POS_TO_ORDER_METHOD[paymentMethod] ?? CASH_ON_DELIVERY,
        currency: setting?.currency ?? "USD",
        payment_done: state.payment_done,
        // The offline payment's reference is the order's transaction id too (the order's own column).
        trans_id: paymentMethod === POS_PAYMENT.offline ? (input.offline_trans_id ?? null) : null,
        cancelled: 0,
        viewed: 1,
        user_id: userId,
        user_address_id: input.user_address_id ?? null,
        voucher_id: voucher?.row.id ?? null,
        voucher_price: voucher?.offered ?? 0,
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
        offline_trans_id: input.offline_trans_id ?? null,
        offline_payment_method: input.offline_payment_method ?? null,
        offline_payment_proof: proof,
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
    await coveredRowsChanged(trx, "products", l.product_id, ts);
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
  const [json] = await ordersJson(trx, [order], { zone: validZone(input.time_zone) });
  return ok(c, json);
}

/*
 * Extension (server/docs/commerce-area.md): the offline payment proof of a POS record, as the image
 * itself, to a signed-in user who may see that sale: pos.view or order.view, and a vendor only for
 * its own sales (as `all` lists them). Anyone else, and a record without a proof, gets the
 * contract's not-found answer.
 */
posOrderRoutes.get("/proof/:id", async (c) => {
  if (!can(c, "pos.view") && !can(c, "order.view")) return forbidden(c);
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id
    ? await ownRows(db.selectFrom("pos_orders").select("offline_payment_proof"), c.get("admin")).where("id", "=", id).executeTakeFirst()
    : undefined;
  const file = row?.offline_payment_proof ? privateUploadPath(c.get("config").uploadDir, row.offline_payment_proof) : null;
  if (!file) return notFoundB(c);
  const res = await fileResponse(file, { ...UPLOAD_HEADERS, "Cache-Control": "no-store" });
  return res ?? notFoundB(c);
});

posOrderRoutes.delete("/delete/:ids", async (c: Ctx) => {
  if (c.get("admin").isVendor) return forbidden(c);
  // No gate in the original beyond refusing vendors; order.delete is required now.
  const denied = denyUnless(c, "order.delete");
  if (denied) return denied;
  return deleteOrders(c, true);
});
