/*
 * The live events the backend may stream (`GET /api/admin/events`, server/docs/events.md). Checked
 * by hand rather than with zod: this module is in the shell's start-up path, and the checks are few.
 */

export const LIVE_EVENT_TYPES = [
  "order.created",
  "order.changed",
  "message.created",
  "withdrawal.created",
  "withdrawal.changed",
  "stock.changed",
  "record.changed",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveActor {
  id: number;
  name: string;
}

/** One event as the stream's `data` holds it; type-specific fields are kept as they came. */
export interface LiveEvent {
  id: number;
  type: LiveEventType;
  at: string;
  record_type: string;
  record_id: string;
  actor: LiveActor | null;
  /** order.created */
  order_number?: string;
  /** order.changed, withdrawal.changed */
  status?: string | number;
  payment_status?: string | number;
  /** stock.changed */
  product_id?: number;
  inventory_id?: number;
  quantity?: number;
  /** record.changed */
  action?: "create" | "update" | "delete";
  record_title?: string;
}

/** "You missed some: refetch what you show" (the server no longer holds what came after our last id). */
export interface LiveReset {
  type: "reset";
}

export type LiveMessage = LiveEvent | LiveReset;

const isType = (value: unknown): value is LiveEventType => (LIVE_EVENT_TYPES as readonly string[]).includes(value as string);

const numeric = (value: unknown): number | undefined => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

function actorOf(value: unknown): LiveActor | null {
  if (!value || typeof value !== "object") return null;
  const actor = value as { id?: unknown; name?: unknown };
  const id = numeric(actor.id);
  return id === undefined ? null : { id, name: typeof actor.name === "string" ? actor.name : "" };
}

/**
 * An event from a frame's JSON, or null when it is not one this panel knows (a newer server's
 * type, a broken line): unknown events are skipped, never fatal to the stream.
 */
export function parseLiveEvent(data: string): LiveEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const body = raw as Record<string, unknown>;
  const id = numeric(body.id);
  if (id === undefined || !isType(body.type) || typeof body.record_type !== "string") return null;
  const event: LiveEvent = {
    ...(body as Partial<LiveEvent>),
    id,
    type: body.type,
    at: typeof body.at === "string" ? body.at : "",
    record_type: body.record_type,
    record_id: typeof body.record_id === "string" || typeof body.record_id === "number" ? String(body.record_id) : "",
    actor: actorOf(body.actor),
  };
  for (const key of ["product_id", "inventory_id", "quantity"] as const) {
    if (key in body) event[key] = numeric(body[key]);
  }
  return event;
}
