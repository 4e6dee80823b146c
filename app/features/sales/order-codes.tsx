import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FilterOption } from "~/ui/list-page/description";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The order's codes (contract "enumerations") as words, and the small badges the list and the
 * detail show them with. Filled dark shades: white text on them keeps WCAG contrast (the light
 * variants fail it on striped rows).
 */

export const STATUS_LABELS: Readonly<Record<number, TranslationKey>> = {
  1: "sales.orders.statuses.pending",
  2: "sales.orders.statuses.confirmed",
  3: "sales.orders.statuses.pickedUp",
  4: "sales.orders.statuses.onTheWay",
  5: "sales.orders.statuses.delivered",
};

/** "Mark as …": the button that moves an order to this status. */
export const ADVANCE_LABELS: Readonly<Record<number, TranslationKey>> = {
  2: "sales.orders.advance.confirmed",
  3: "sales.orders.advance.pickedUp",
  4: "sales.orders.advance.onTheWay",
  5: "sales.orders.advance.delivered",
};

export const METHOD_LABELS: Readonly<Record<number, TranslationKey>> = {
  1: "sales.orders.methods.razorpay",
  2: "sales.orders.methods.cashOnDelivery",
  3: "sales.orders.methods.stripe",
  4: "sales.orders.methods.paypal",
  5: "sales.orders.methods.flutterwave",
  6: "sales.orders.methods.iyzico",
  7: "sales.orders.methods.bank",
  8: "sales.orders.methods.payfast",
};

/** The contract's `filter`: its values are ORed by the server, whatever their kind. */
export const ORDER_FLAGS: readonly FilterOption[] = [
  { value: "cancelled", label: "sales.orders.flags.cancelled" },
  { value: "cash_on_delivery", label: "sales.orders.flags.cashOnDelivery" },
  { value: "card_payment", label: "sales.orders.flags.card" },
  { value: "paypal", label: "sales.orders.flags.paypal" },
  { value: "paid", label: "sales.orders.flags.paid" },
  { value: "unpaid", label: "sales.orders.flags.unpaid" },
];

/*
 * The filters by kind of a server that offers them (order/filters, server/docs/commerce-area.md):
 * one box group per kind, ORed within it, ANDed across groups.
 */
export const STATUS_FILTER: readonly FilterOption[] = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

export const PAYMENT_STATUS_FILTER: readonly FilterOption[] = [
  { value: "paid", label: "sales.orders.flags.paid" },
  { value: "unpaid", label: "sales.orders.flags.unpaid" },
  { value: "refunded", label: "sales.orders.flags.refunded" },
];

export const PAYMENT_METHOD_FILTER: readonly FilterOption[] = Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }));

export const CANCELLED_FILTER: readonly FilterOption[] = [
  { value: "1", label: "sales.orders.flags.cancelled" },
  { value: "0", label: "sales.orders.flags.notCancelled" },
];

export const ORDER_TYPES: readonly FilterOption[] = [
  { value: "website", label: "sales.orders.types.website" },
  { value: "pos", label: "sales.orders.types.pos" },
];

const STATUS_COLOURS: Readonly<Record<number, string>> = { 1: "gray.7", 2: "blue.9", 3: "indigo.9", 4: "violet.9", 5: "teal.9" };

export function statusLabel(status: number): TranslationKey {
  return STATUS_LABELS[status] ?? "sales.orders.statuses.unknown";
}

export function methodLabel(method: number): TranslationKey {
  return METHOD_LABELS[method] ?? "sales.orders.methods.unknown";
}

/** The shipping status; a cancelled order says so instead. */
export function StatusBadge({ status, cancelled }: { status: number; cancelled: boolean }) {
  const { t } = useTranslation();
  if (cancelled) {
    return (
      <Badge color="red.9" variant="filled">
        {t("sales.orders.cancelled")}
      </Badge>
    );
  }
  return (
    <Badge color={STATUS_COLOURS[status] ?? "gray.7"} variant="filled">
      {t(statusLabel(status))}
    </Badge>
  );
}

/** Paid, unpaid, or refunded: a refund (on the cancellation) sends back what was paid. */
export type PaymentState = "paid" | "unpaid" | "refunded";

const PAYMENT_LABELS: Readonly<Record<PaymentState, TranslationKey>> = {
  paid: "sales.orders.paid",
  unpaid: "sales.orders.unpaid",
  refunded: "sales.orders.refundedState",
};
const PAYMENT_COLOURS: Readonly<Record<PaymentState, string>> = { paid: "teal.9", unpaid: "gray.7", refunded: "grape.9" };

export function paymentLabel(state: PaymentState): TranslationKey {
  return PAYMENT_LABELS[state];
}

export function PaymentBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_COLOURS[state]} variant="filled">
      {t(PAYMENT_LABELS[state])}
    </Badge>
  );
}
