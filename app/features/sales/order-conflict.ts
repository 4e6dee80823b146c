import type { TFunction } from "i18next";
import { orderSchema } from "~/api/sales/orders";
import type { ConflictRow } from "~/ui/form/conflicts";
import { methodLabel, statusLabel } from "./order-codes";
import { orderPayment } from "./order-payment";

/**
 * The order page's field an action wanted to set, against the order as someone else left it (the
 * conflict view of the detail page): the shipping status, paid or not, the payment method.
 */
export function orderConflictRow(
  intent: string,
  sent: Readonly<Record<string, string>>,
  current: unknown,
  t: TFunction,
): ConflictRow | null {
  const parsed = orderSchema.safeParse(current);
  if (!parsed.success) return null;
  const now = orderPayment(parsed.data);
  const row = (key: string, label: string, yours: string, theirs: string): ConflictRow | null =>
    yours === theirs ? null : { key, label, yours, theirs, pick: "theirs" };
  switch (intent) {
    case "advance":
      return row("status", t("sales.orders.fields.status"), t(statusLabel(Number(sent.status))), t(statusLabel(now.status)));
    case "payment-status": {
      const paidText = (paid: boolean) => t(paid ? "sales.orders.paid" : "sales.orders.unpaid");
      return row("paid", t("sales.orders.fields.payment"), paidText(sent.paid === "1"), paidText(now.paid));
    }
    case "payment-method":
      return row("method", t("sales.orders.fields.method"), t(methodLabel(Number(sent.method))), t(methodLabel(parsed.data.order_method)));
    default:
      return null;
  }
}
