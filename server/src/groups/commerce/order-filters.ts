import { sql, type ExpressionBuilder, type Expression, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";

/*
 * Extension (server/docs/commerce-area.md "Order list filters"): order/all and order/vendor-all take
 * one parameter per kind of filter — shipping status, payment status, payment method, cancelled —
 * each a comma list whose values are combined with OR; the kinds are combined with AND, with each
 * other and with the contract's `filter`, `order_type` and dates. The contract's `filter` cannot say
 * "cancelled AND paid": its values are OR-combined whatever their kind.
 */

/** The parameters, with the values each accepts. */
export const ORDER_FILTER_KINDS = {
  status: ["1", "2", "3", "4", "5"],
  payment_status: ["paid", "unpaid", "refunded"],
  payment_method: ["1", "2", "3", "4", "5", "6", "7", "8"],
  cancelled: ["0", "1"],
} as const;

type Kind = keyof typeof ORDER_FILTER_KINDS;
export type OrderFilterKinds = { [K in Kind]: Array<(typeof ORDER_FILTER_KINDS)[K][number]> };

const KIND_NAMES: Record<Kind, string> = {
  status: "status",
  payment_status: "payment status",
  payment_method: "payment method",
  cancelled: "cancelled",
};

/**
 * The kinds given in the query; each value once, unknown values as the contract's validation text
 * (`The selected payment status is invalid.`). An empty parameter is no filter.
 */
export function parseOrderFilterKinds(params: Record<string, string>): { kinds: Partial<OrderFilterKinds>; errors: string[] } {
  const kinds: Partial<Record<Kind, string[]>> = {};
  const errors: string[] = [];
  for (const kind of Object.keys(ORDER_FILTER_KINDS) as Kind[]) {
    const values = [
      ...new Set(
        (params[kind] ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (!values.length) continue;
    const allowed: readonly string[] = ORDER_FILTER_KINDS[kind];
    if (values.some((v) => !allowed.includes(v))) errors.push(`The selected ${KIND_NAMES[kind]} is invalid.`);
    else kinds[kind] = values;
  }
  return { kinds: kinds as Partial<OrderFilterKinds>, errors };
}

/** A refunded order: cancelled, and its cancellation refunded (cancellation/refund). */
const refunded = sql<SqlBool>`(orders.cancelled = 1 AND EXISTS (SELECT 1 FROM cancellations
  WHERE cancellations.order_id = orders.id AND cancellations.refunded = 1))`;

/** One value of the payment status. `paid` leaves out refunded orders: their money went back. */
function paymentCondition(eb: ExpressionBuilder<Database, "orders">, value: OrderFilterKinds["payment_status"][number]) {
  if (value === "unpaid") return eb("orders.payment_done", "=", 0);
  if (value === "refunded") return refunded;
  return eb.and([eb("orders.payment_done", "=", 1), eb.not(refunded)]);
}

/** The kinds as one condition on `orders`: AND across kinds, OR within one. */
export function orderFilterCondition(eb: ExpressionBuilder<Database, "orders">, kinds: Partial<OrderFilterKinds>): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (kinds.status) parts.push(eb("orders.status", "in", kinds.status.map(Number)));
  if (kinds.payment_status) parts.push(eb.or(kinds.payment_status.map((v) => paymentCondition(eb, v))));
  if (kinds.payment_method) parts.push(eb("orders.order_method", "in", kinds.payment_method.map(Number)));
  if (kinds.cancelled) parts.push(eb("orders.cancelled", "in", kinds.cancelled.map(Number)));
  return eb.and(parts);
}

/**
 * Whether order_counts (per website/POS, cancelled, paid, method) can give the total: not with a
 * shipping status (it has none) nor with `paid`/`refunded` (they depend on the cancellation's refund).
 */
export function countableKinds(kinds: Partial<OrderFilterKinds>): boolean {
  return !kinds.status && (kinds.payment_status ?? []).every((v) => v === "unpaid");
}

/** The same kinds on order_counts' columns (only for countableKinds). */
export function countsCondition(eb: ExpressionBuilder<Database, "order_counts">, kinds: Partial<OrderFilterKinds>): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (kinds.payment_status) parts.push(eb("payment_done", "=", 0));
  if (kinds.payment_method) parts.push(eb("order_method", "in", kinds.payment_method.map(Number)));
  if (kinds.cancelled) parts.push(eb("cancelled", "in", kinds.cancelled.map(Number)));
  return eb.and(parts);
}
