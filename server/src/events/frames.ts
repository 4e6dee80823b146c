import type { EventRow } from "./store";

/*
 * An event row as the streams send it: its SSE frame (made once, whoever receives it), and what
 * decides who may: the permission it needs and, for a vendor, the sellers it concerns.
 */

/** Who a stream belongs to, as the token check found the caller when the stream opened. */
export interface Viewer {
  id: number;
  isVendor: boolean;
  permissions: ReadonlySet<string>;
}

export interface OutgoingEvent {
  id: number;
  /** The permission a viewer needs. */
  permission: string;
  /** The vendors it concerns (a vendor receives it only when listed); null: no vendor does. */
  owners: ReadonlySet<number> | null;
  frame: string;
}

const NO_OWNERS: ReadonlySet<number> = new Set();

const PERMISSION: Record<string, string> = {
  "order.created": "order.view",
  "order.changed": "order.view",
  "message.created": "message.view",
  "withdrawal.created": "withdrawal_request.view",
  "withdrawal.changed": "withdrawal_request.view",
  "stock.changed": "product.view",
};

/** Orders are the events whose vendors come from order_vendors. */
export const isOrderEvent = (row: Pick<EventRow, "type">) => row.type === "order.created" || row.type === "order.changed";

function payloadOf(row: EventRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.payload);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The event to send, or null when there is none: a `record.changed` whose activity log entry is gone
 * (the request's changes cancelled out and the entry was dropped: nothing changed).
 */
export function outgoing(row: EventRow, sellers: ReadonlyMap<number, ReadonlySet<number>>): OutgoingEvent | null {
  const record = row.type === "record.changed";
  if (record && row.log_found === null) return null;
  const extra = record ? { action: row.log_action, record_title: row.log_title } : payloadOf(row);
  const data = {
    id: row.id,
    type: row.type,
    at: row.created_at,
    record_type: row.record_type,
    record_id: row.record_id,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name },
    ...extra,
  };
  const owner = record ? row.log_owner : row.owner_id;
  const owners = isOrderEvent(row) ? (sellers.get(Number(row.record_id)) ?? NO_OWNERS) : owner === null ? null : new Set([owner]);
  return {
    id: row.id,
    permission: PERMISSION[row.type] ?? `${row.record_type}.view`,
    owners,
    frame: `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(data)}\n\n`,
  };
}

/**
 * Contract 1.8's scope, as the lists apply it: the permission first; then a vendor only what concerns
 * it (its orders' sellers, its own withdrawals, products and records); a shop-wide event (a contact
 * message) has no owner and reaches a vendor only through the permission, which vendors lack.
 */
export function visibleTo(viewer: Viewer, event: OutgoingEvent): boolean {
  if (!viewer.permissions.has(event.permission)) return false;
  if (!viewer.isVendor) return true;
  if (event.permission === "message.view") return true;
  return event.owners !== null && event.owners.has(viewer.id);
}

/** The frame of `event: reset`: the caller missed events that are no longer kept. */
export const resetFrame = (id: number) => `id: ${id}\nevent: reset\ndata: {}\n\n`;
export const PING = ": ping\n\n";
export const RETRY = "retry: 3000\n\n";
