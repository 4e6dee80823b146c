import type { Context } from "hono";
import { sql } from "kysely";
import type { AdminContext, Env } from "../http/env";
import { listPath, paginator, type Paginator } from "../http/pagination";
import { ordered, whereFilters, type LogDb, type LogFilters, type LogQuery, type LogSort } from "./routes-query";
import { ENTRY_COLUMNS, entryJson, type Entry } from "./routes-shape";

/*
 * One page of the activity log as the Laravel paginator, `total` and `last_page` exact. Measured at
 * a million entries (scripts/bench-activity-log.ts):
 * - the total of the unfiltered list, of one person, area, action or record type, and of a vendor's whole
 *   scope is read from `activity_log_counts` (migration 0525, kept by triggers) instead of counting
 *   up to 400,000 index entries; other filters count through their index;
 * - a vendor's scope (owner OR actor) is read as the union of two index-ordered reads, each only as
 *   deep as the page, instead of gathering and sorting every entry of the vendor;
 * - the page is read by id first and the full rows of those ids after.
 */

type Counted = "user" | "area" | "action" | "recordType";
const DIMENSION: Record<Counted, string> = { user: "admin", area: "area", action: "action", recordType: "record_type" };

/** The counters' sum for the keys, 0 for a key never counted. */
async function counted(db: LogDb, keys: Array<[string, string]>): Promise<number> {
  let n = 0;
  for (const [dimension, value] of keys) {
    const row = await db
      .selectFrom("activity_log_counts")
      .select("n")
      .where("dimension", "=", dimension)
      .where("value", "=", value)
      .executeTakeFirst();
    n += row?.n ?? 0;
  }
  return n;
}

/** The counter keys that give the total exactly, or null when the filters need a count. */
function counterKeys(me: AdminContext, filters: LogFilters): Array<[string, string]> | null {
  const set = (Object.keys(filters) as Array<keyof LogFilters>).filter((k) => filters[k] !== undefined);
  if (me.isVendor)
    return set.length
      ? null
      : [
          ["owner", String(me.id)],
          ["actor_foreign", String(me.id)],
        ];
  if (!set.length) return [["all", ""]];
  if (set.length === 1 && set[0] in DIMENSION) return [[DIMENSION[set[0] as Counted], String(filters[set[0]])]];
  return null;
}

/** The number of entries the filters and scope leave. */
export async function countEntries(db: LogDb, me: AdminContext, filters: LogFilters): Promise<number> {
  const keys = counterKeys(me, filters);
  if (keys) return counted(db, keys);
  const count = async (scope: (q: LogQuery<{ n: number }>) => LogQuery<{ n: number }>) => {
    const row = await scope(
      db
        .selectFrom("activity_log")
        .select(sql<number>`count(*)`.as("n"))
        .where((eb) => whereFilters(eb, filters)),
    ).executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  if (!me.isVendor) return count((q) => q);
  // owner OR actor, as two disjoint counts each served by one wide index (migration 0525).
  return (
    (await count((q) => q.where("owner_id", "=", me.id))) +
    (await count((q) => q.where("admin_id", "=", me.id).where((eb) => eb.or([eb("owner_id", "is", null), eb("owner_id", "!=", me.id)]))))
  );
}

/** The ids of one page, in the sort's order. */
async function pageIds(db: LogDb, me: AdminContext, filters: LogFilters, sort: LogSort, limit: number, offset: number): Promise<number[]> {
  const base = () =>
    db
      .selectFrom("activity_log")
      .select(["id", "created_at"])
      .where((eb) => whereFilters(eb, filters));
  if (!me.isVendor) return (await ordered(base(), sort).limit(limit).offset(offset).execute()).map((r) => r.id);
  // Each side in its index's order, as deep as the page; UNION drops an entry found by both.
  const side = (column: "owner_id" | "admin_id") => ordered(base().where(column, "=", me.id), sort).limit(offset + limit);
  const both = db
    .selectFrom(side("owner_id").as("own"))
    .selectAll()
    .union(db.selectFrom(side("admin_id").as("acted")).selectAll());
  let outer = db.selectFrom(both.as("scope")).select("id");
  if (sort.column === "created_at") outer = outer.orderBy("created_at", sort.direction);
  const rows = await outer.orderBy("id", sort.direction).limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

export async function logPage(
  c: Context<Env>,
  me: AdminContext,
  filters: LogFilters,
  sort: LogSort,
  paging: { page: number; perPage: number },
): Promise<Paginator<Entry>> {
  const db = c.get("db");
  const total = await countEntries(db, me, filters);
  const { page, perPage } = paging;
  let items: Entry[] = [];
  if ((page - 1) * perPage < total) {
    const ids = await pageIds(db, me, filters, sort, perPage, (page - 1) * perPage);
    if (ids.length) {
      const rows = await db.selectFrom("activity_log").select(ENTRY_COLUMNS).where("id", "in", ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      items = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [entryJson(row)] : [];
      });
    }
  }
  return paginator(items, total, page, perPage, listPath(c));
}
