import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { toIso } from "../http/format";

/*
 * The admin_events table (migration 0540) as the streams read it: the rows after an id, with what a
 * `record.changed` takes from its activity log entry, the sellers of the orders among them, and the
 * range still kept (for Last-Event-ID). All reads go through Kysely: on the server's connection its
 * mutex keeps them out of a request's open transaction, so a poller never reads rows that may still
 * roll back (and whose ids would then be given again).
 */

type DB = Kysely<Database>;

/** Events are kept 24 h, and the last KEEP_AT_LEAST whatever their age. */
export const KEEP_HOURS = 24;
export const KEEP_AT_LEAST = 5000;

export interface EventRow {
  id: number;
  created_at: string;
  type: string;
  record_type: string;
  record_id: string | null;
  owner_id: number | null;
  log_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
  payload: string;
  /** From the activity log entry of a `record.changed` (null when the entry is gone). */
  log_action: string | null;
  log_title: string | null;
  log_owner: number | null;
  log_found: number | null;
}

/** The newest event id (0 when none). */
export async function lastEventId(db: DB): Promise<number> {
  const row = await sql<{ id: number | null }>`SELECT max(id) AS id FROM admin_events`.execute(db);
  return Number(row.rows[0]?.id ?? 0);
}

/** Up to `limit` events after `after` (and up to `upTo`, when given), oldest first. */
export async function eventsAfter(db: DB, after: number, limit: number, upTo = Number.MAX_SAFE_INTEGER): Promise<EventRow[]> {
  const rows = await sql<EventRow>`SELECT e.id, e.created_at, e.type, e.record_type, e.record_id, e.owner_id, e.log_id,
      e.actor_id, e.actor_name, e.payload, l.action AS log_action, l.record_title AS log_title, l.owner_id AS log_owner,
      l.id AS log_found
    FROM admin_events AS e LEFT JOIN activity_log AS l ON l.id = e.log_id
    WHERE e.id > ${after} AND e.id <= ${upTo} ORDER BY e.id LIMIT ${limit}`.execute(db);
  return rows.rows;
}

/** The sellers (order_vendors) of each order, one query for the whole batch. */
export async function orderSellers(db: DB, orderIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const sellers = new Map<number, Set<number>>();
  if (!orderIds.length) return sellers;
  const rows = await db.selectFrom("order_vendors").select(["order_id", "admin_id"]).where("order_id", "in", orderIds).execute();
  for (const r of rows) {
    let set = sellers.get(r.order_id);
    if (!set) sellers.set(r.order_id, (set = new Set()));
    set.add(r.admin_id);
  }
  return sellers;
}

/**
 * Whether every event after `after` is still kept. Ids are dense (AUTOINCREMENT, and a rolled-back
 * insert gives its id back), so a gap right after `after` means rows were pruned (or the seed
 * cleared them); an id beyond the last one ever given is from another database.
 */
export async function keptSince(db: DB, after: number): Promise<boolean> {
  const row = await sql<{ oldest: number | null; given: number | null }>`SELECT
      (SELECT min(id) FROM admin_events) AS oldest,
      (SELECT seq FROM sqlite_sequence WHERE name = 'admin_events') AS given`.execute(db);
  const given = Number(row.rows[0]?.given ?? 0);
  const oldest = row.rows[0]?.oldest;
  if (after > given) return false;
  if (oldest === null || oldest === undefined) return after === given;
  return after + 1 >= Number(oldest);
}

/**
 * Drops what is no longer kept: older than KEEP_HOURS and not among the last KEEP_AT_LEAST, at most
 * `batch` rows a call (the poller calls it now and then; a long backlog goes in several steps).
 */
export async function pruneEvents(db: DB, now = new Date(), batch = 5000): Promise<number> {
  const cutoff = toIso(new Date(now.getTime() - KEEP_HOURS * 3600_000));
  const result = await sql`DELETE FROM admin_events WHERE id IN (
      SELECT id FROM admin_events
      WHERE id <= (SELECT max(id) FROM admin_events) - ${KEEP_AT_LEAST} AND created_at < ${cutoff}
      ORDER BY id LIMIT ${batch})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
