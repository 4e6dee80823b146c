// The order timeline's events (migration 0204_order_events).
import type { Generated } from "kysely";

export const ORDER_EVENT_KINDS = [
  "created",
  "status",
  "payment_status",
  "payment_method",
  "cancelled",
  "refunded",
  "delivered_email",
] as const;

export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A value before or after a change: an integer (status, payment_done, order_method) or text (an e-mail address). */
export type OrderEventValue = number | string | null;

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: OrderEventKind;
  from_value: OrderEventValue;
  to_value: OrderEventValue;
  /** Who made the change; null for the customer or the system, or once the admin is deleted. */
  admin_id: number | null;
  created_at: Generated<string>;
}

declare module "../schema" {
  interface Database {
    order_events: OrderEventTable;
  }
}
