import { POS_PAYMENT_METHODS, type PosReceiptOrder } from "~/api/pos/orders";
import type { TranslationKey } from "~/i18n/keys";
import { variantText } from "~/features/sales/order-lines";

/*
 * What the receipt says, computed from the order the API answered (order-model.ts): lines at the
 * unit price paid (`selling - offer_discount`) times the quantity, the bundle's free units taken
 * off once below the lines, then shipping, voucher and tax, so the lines add up to the subtotal.
 */

type Line = PosReceiptOrder["ordered_products"][number];

export interface ReceiptLine {
  id: number;
  title: string;
  /** "Colore: Rosso · Taglia: M · SKU …", or "". */
  variant: string;
  quantity: number;
  unit: number;
  total: number;
  /** Units given free by a bundle offer (taken off in the totals). */
  free: number;
}

export function receiptLine(line: Line): ReceiptLine {
  const unit = line.selling - line.offer_discount;
  return {
    id: line.id,
    title: line.product.title,
    variant: variantText(line),
    quantity: line.quantity,
    unit,
    total: unit * line.quantity,
    free: line.bundle_offer,
  };
}

export interface ReceiptTotals {
  /** Units sold. */
  items: number;
  /** Goods at the prices paid, before the bundle offer. */
  subtotal: number;
  /** 0 = free. */
  shipping: number;
  bundle: number;
  voucher: number;
  voucherCode: string | null;
  tax: number;
  total: number;
}

export function receiptTotals(order: PosReceiptOrder): ReceiptTotals {
  const totals = order.calculated;
  return {
    items: order.ordered_products.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: totals.subtotal - totals.offered_discount,
    shipping: totals.shipping_price,
    bundle: totals.bundle_offer,
    voucher: totals.voucher_price,
    voucherCode: order.voucher?.code || null,
    tax: totals.tax,
    total: totals.total_price,
  };
}

const PAYMENT_LABELS: Record<number, TranslationKey> = {
  [POS_PAYMENT_METHODS.cash]: "pos.payment.cash",
  [POS_PAYMENT_METHODS.cashOnDelivery]: "pos.payment.cashOnDelivery",
  [POS_PAYMENT_METHODS.offline]: "pos.payment.offline",
};

/** The label of a POS payment method (cash when unknown: the server's default). */
export function paymentLabel(method: number | null | undefined): TranslationKey {
  return PAYMENT_LABELS[method ?? POS_PAYMENT_METHODS.cash] ?? "pos.payment.cash";
}

/** The offline payment's details (method, transaction id), when it was one. */
export function offlineDetails(order: PosReceiptOrder): { method: string; transaction: string; proof: string } | null {
  const pos = order.pos_order;
  if (!pos || pos.payment_method !== POS_PAYMENT_METHODS.offline) return null;
  return { method: pos.offline_payment_method ?? "", transaction: pos.offline_trans_id ?? "", proof: pos.offline_payment_proof ?? "" };
}

/** A person as a line of text: the name, else the e-mail, else null. */
export function personName(person: { name?: string | null; email?: string | null } | null | undefined): string | null {
  return person?.name?.trim() || person?.email?.trim() || null;
}

/** The registered customer, or null for a walk-in sale (the receipt says "Walk-in customer" then). */
export function customerName(order: Pick<PosReceiptOrder, "user">): string | null {
  return personName(order.user);
}

/** The cashier: the admin who made the sale. */
export function cashierName(order: Pick<PosReceiptOrder, "pos_order">): string | null {
  return personName(order.pos_order?.admin);
}
