import type { Selectable } from "kysely";
import type { CartTable, VoucherTable } from "../../db/schema";
import { type Calculated, calculate } from "./order-model";
import { type PricedLine, priceLines } from "./pricing";
import { type Db, money } from "./shared";
import { checkVoucher, posVoucherMessage } from "./voucher";

/*
 * The prices of a POS sale, in one place: `pos-order/action` (the order) and `cart/quote` (the
 * totals the cashier sees before confirming) both call priceCheckout, so the quote is the order.
 * It prices the caller's selected cart rows (pricing.ts), checks the voucher against the goods'
 * amount (after offers and free units, before tax and shipping) with checkVoucher, and totals them
 * with order-model's `calculate`, the function the order JSON's `calculated` comes from.
 * Stock, status and ownership of the lines are the action's business (the quote does not refuse them).
 */

export const NO_CART = "No cart found";
/** A voucher needs a customer (its per-customer limit); the original answered this text. */
export const VOUCHER_WITHOUT_USER = "Something went wrong";

export interface PosCheckout {
  /** The selected cart rows, in id order. */
  cart: Array<Selectable<CartTable>>;
  lines: PricedLine[];
  voucher: { row: Selectable<VoucherTable>; offered: number } | null;
  calculated: Calculated;
}

/** A checkout, or the business error's text (no cart, voucher refused). */
export type CheckoutResult = { ok: true; checkout: PosCheckout } | { ok: false; message: string };

export async function priceCheckout(
  db: Db,
  adminId: number,
  userId: number | null,
  voucherCode: string | undefined,
): Promise<CheckoutResult> {
  const cart = await db.selectFrom("carts").selectAll().where("admin_id", "=", adminId).where("selected", "=", 1).orderBy("id").execute();
  if (!cart.length) return { ok: false, message: NO_CART };
  const lines = await priceLines(
    db,
    cart.map((r) => ({
      cartId: r.id,
      product_id: r.product_id,
      inventory_id: r.inventory_id,
      quantity: r.quantity,
      shipping_place_id: r.shipping_place_id,
      shipping_type: r.shipping_type,
    })),
  );
  let voucher: PosCheckout["voucher"] = null;
  if (voucherCode) {
    if (userId === null) return { ok: false, message: VOUCHER_WITHOUT_USER };
    const goods = money(lines.reduce((s, l) => s + l.net, 0));
    const check = await checkVoucher(db, voucherCode, goods, userId);
    if (!check.ok) return { ok: false, message: posVoucherMessage(check) };
    voucher = { row: check.voucher, offered: check.offered };
  }
  return { ok: true, checkout: { cart, lines, voucher, calculated: calculate(lines, voucher?.offered ?? 0) } };
}

/** `cart/quote`'s answer. */
export interface PosQuote {
  calculated: Calculated;
  /** What the customer saves: offered_discount + bundle_offer + voucher_price (money, like all of `calculated`). */
  saving: number;
  /** Units in the priced rows (Σ quantity, free bundle units included). */
  items: number;
  voucher: { id: number; code: string; offered: number } | null;
}

export function quoteJson(checkout: PosCheckout): PosQuote {
  const { calculated: k } = checkout;
  return {
    calculated: k,
    saving: money(k.offered_discount + k.bundle_offer + k.voucher_price),
    items: checkout.lines.reduce((s, l) => s + l.quantity, 0),
    voucher: checkout.voucher ? { id: checkout.voucher.row.id, code: checkout.voucher.row.code, offered: checkout.voucher.offered } : null,
  };
}

/** True when the customer exists (the action and the quote refuse an unknown `user_id` the same way). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined;
}
