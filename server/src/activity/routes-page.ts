import type { Context } from "hono";
import { sql } from "kysely";
import type { AdminContext, Env } from "../http/env";
import { listPath, paginator, type Paginator } from "../http/pagination";
import { ordered, whereFilters, whereScope, type LogDb, type LogFilters, type LogSort } from "./routes-query";
import { ENTRY_COLUMNS, entryJson, type Entry } from "./routes-shape";

/*
 * One page of the activity log as the Laravel paginator (total and last_page exact). The page is
 * read by id first (a narrow, index-only query) and the entries' full rows after, so a deep page
 * skips index entries rather than whole rows.
 */

/** The number of entries the filters and scope leave. */
export async function countEntries(db: LogDb, me: AdminContext, filters: LogFilters): Promise<number> {
  const row = await db
    .selectFrom("activity_log")
    .select(sql<number>`count(*)`.as("n"))
    .where((eb) => whereFilters(eb, filters))
    .where((eb) => whereScope(eb, me))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
    const ids = (
      await ordered(
        db
          .selectFrom("activity_log")
          .select("id")
          .where((eb) => whereFilters(eb, filters))
          .where((eb) => whereScope(eb, me)),
        sort,
      )
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
    ).map((r) => r.id);
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
