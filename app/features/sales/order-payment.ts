import { BANK_PAYMENT, DELIVERED, POS_PAYMENT_METHODS, type OrderPos } from "~/api/sales/orders";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { methodLabel, paymentLabel, type PaymentState } from "./order-codes";

/*
 * How an order was paid and where its goods went, as every screen that shows orders says it (the
 * orders list and page, the invoice, the customer's and guest's orders, the POS orders list).
 *
 * A website order is what its fields say. A till sale is what the till recorded in its `pos_order`:
 * cash, cash on delivery or an offline payment with the method and reference the cashier typed.
 * The order's own `order_method` cannot say that (the contract's backend writes 2, cash on delivery,
 * for cash too, and 7, bank, for any offline payment). A till sale without an address was handed
 * over at the counter: it is delivered whatever `status` says (the contract's backend leaves every
 * till sale pending). When the backend does not send `pos_order.delivery` (the reference server's
 * sign that it records till sales as the till made them), a shipped cash-on-delivery sale that is
 * not delivered yet is unpaid, though that backend marks every till sale paid.
 */

/** What the screens need of an order (the list's row, the order, a customer's order row). */
export interface PaymentRecord {
  status?: number | null;
  order_method?: number | null;
  payment_done?: number | null;
  trans_id?: string | null;
  pos_order_id?: number | null;
  user_address_id?: number | null;
  pos_order?: Pick<OrderPos, "payment_method" | "offline_payment_method" | "offline_trans_id" | "delivery"> | null;
  /** Where a screen has it (the orders list and page): a refunded order reads refunded. */
  cancellation?: { refunded?: number | null } | null;
}

export interface OrderPayment {
  /** Made at the till (a POS order). */
  till: boolean;
  /** Handed over at the counter: a till sale that ships nothing. */
  counter: boolean;
  /** The payment method's words. */
  method: TranslationKey;
  /** The method the cashier typed for an offline payment ("Carta (terminale POS)"), else null. */
  offlineMethod: string | null;
  /** The payment's reference: the offline payment's, or a bank transfer's. */
  transaction: string | null;
  paid: boolean;
  /** Paid, unpaid, or refunded (a refund recorded on its cancellation): what the payment badge says. */
  state: PaymentState;
  /** The shipping status to show: delivered for a counter sale. */
  status: number;
}

const TILL_METHODS: Readonly<Record<number, TranslationKey>> = {
  [POS_PAYMENT_METHODS.cash]: "sales.orders.till.cash",
  [POS_PAYMENT_METHODS.cashOnDelivery]: "sales.orders.till.cashOnDelivery",
  [POS_PAYMENT_METHODS.offline]: "sales.orders.till.offline",
};

/** The words of a POS payment method (cash when unknown: the server's default), as the orders screens say them. */
export function tillPaymentLabel(method: number | null | undefined): TranslationKey {
  return TILL_METHODS[method ?? POS_PAYMENT_METHODS.cash] ?? "sales.orders.till.cash";
}

/** A till sale's method without its POS record: 7 is offline; 2 is cash at the counter, else either. */
function tillMethodWithoutRecord(orderMethod: number | null | undefined, counter: boolean): TranslationKey {
  if (orderMethod === BANK_PAYMENT) return "sales.orders.till.offline";
  return counter ? "sales.orders.till.cash" : "sales.orders.till.cashOrCod";
}

export function orderPayment(order: PaymentRecord): OrderPayment {
  const found = recordedPayment(order);
  const state: PaymentState = order.cancellation?.refunded === 1 ? "refunded" : found.paid ? "paid" : "unpaid";
  return { ...found, state };
}

function recordedPayment(order: PaymentRecord): Omit<OrderPayment, "state"> {
  const pos = order.pos_order ?? null;
  const till = pos !== null || order.pos_order_id != null;
  const status = order.status ?? 0;
  const recordedPaid = order.payment_done === 1;
  if (!till) {
    return {
      till,
      counter: false,
      method: methodLabel(order.order_method ?? 0),
      offlineMethod: null,
      transaction: order.order_method === BANK_PAYMENT ? order.trans_id || null : null,
      paid: recordedPaid,
      status,
    };
  }
  const counter = pos?.delivery ? pos.delivery === "counter" : order.user_address_id == null;
  const offline = pos ? pos.payment_method === POS_PAYMENT_METHODS.offline : order.order_method === BANK_PAYMENT;
  // Collected on delivery: unpaid until then, unless the backend records it so itself (see above).
  const unpaidOnDelivery =
    pos?.payment_method === POS_PAYMENT_METHODS.cashOnDelivery && pos.delivery === undefined && !counter && status < DELIVERED;
  return {
    till,
    counter,
    method: pos ? tillPaymentLabel(pos.payment_method) : tillMethodWithoutRecord(order.order_method, counter),
    offlineMethod: offline ? pos?.offline_payment_method?.trim() || null : null,
    transaction: offline ? pos?.offline_trans_id?.trim() || order.trans_id || null : null,
    paid: recordedPaid && !unpaidOnDelivery,
    status: counter ? DELIVERED : status,
  };
}

type Translate = (key: TranslationKey, vars?: TranslationVars) => string;

/** "Contanti", "Contrassegno", "Pagamento offline: Carta (terminale POS)", "Stripe". */
export function methodText(payment: OrderPayment, t: Translate): string {
  return payment.offlineMethod ? t("sales.orders.till.offlineWith", { method: payment.offlineMethod }) : t(payment.method);
}

/** Where the goods went: at the counter, or shipped. */
export function deliveryLabel(payment: OrderPayment): TranslationKey {
  return payment.counter ? "sales.orders.delivery.counter" : "sales.orders.delivery.shipped";
}

export function paidLabel(payment: OrderPayment): TranslationKey {
  return paymentLabel(payment.state);
}
