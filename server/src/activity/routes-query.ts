import type { Context } from "hono";
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import { sql } from "kysely";
import type { Database } from "../db/schema";
import type { AdminContext, Env } from "../http/env";
import { toIso } from "../http/format";
import { likeEscaped, searchParam, sortParams, trigramPhrase, type SortResult } from "../http/pagination";
import { laravel } from "../http/validate";
import { parseClientTime, validZone } from "../http/zoned-time";

/*
 * The filters, scope and sort of the activity log's lists (`all`, `record`, `export`;
 * server/docs/activity-log.md). One reading of the query string serves the page and the CSV, so the
 * export is exactly the filtered list.
 */

export type LogDb = Kysely<Database>;
type LogEb = ExpressionBuilder<Database, "activity_log">;
export type LogQuery<O> = SelectQueryBuilder<Database, "activity_log", O>;

export interface LogFilters {
  user?: number;
  area?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  /** `[from, to)` instants (contract timestamps), from the days asked for in the shop's zone. */
  from?: string;
  to?: string;
  /** A LIKE pattern (searchParam) for the record title and the person's name. */
  q?: string;
  /** The same text as a phrase of the trigram index (migration 0530), when it is long enough for one. */
  phrase?: string;
}

export const SORTABLE = ["id", "created_at"] as const;
export type LogSort = { column: (typeof SORTABLE)[number]; direction: "asc" | "desc" };

/** The longest text a filter value may be: longer than any area, action, record type or id holds. */
const MAX_FILTER_CHARS = 191;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The shop's zone (settings.time_zone) when chosen, else the request's `time_zone`, else UTC. */
export async function shopZone(db: LogDb, requested: string | undefined): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("time_zone").orderBy("id").limit(1).executeTakeFirst();
  return validZone(row?.time_zone ?? undefined) ?? validZone(requested);
}

/** The start instant of `day` (`YYYY-MM-DD`) in `zone`, and of the day after; null when unreadable. */
function dayBounds(day: string, zone: string | undefined): { start: string; next: string } | null {
  if (!DAY.test(day)) return null;
  const start = parseClientTime(day, zone);
  const check = new Date(`${day}T00:00:00Z`);
  // parseClientTime takes 2024-02-31; a real calendar day must survive the round trip.
  if (!start || Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return null;
  check.setUTCDate(check.getUTCDate() + 1);
  const next = parseClientTime(check.toISOString().slice(0, 10), zone);
  return next ? { start: toIso(start), next: toIso(next) } : null;
}

const text = (v: string | undefined): string | undefined => {
  const s = v?.trim();
  return s ? s.slice(0, MAX_FILTER_CHARS) : undefined;
};

/** The query string's filters, or the validation messages (Laravel's wording) of the unreadable ones. */
export function readFilters(
  params: Record<string, string | undefined>,
  zone: string | undefined,
): { filters: LogFilters; errors: string[] } {
  const errors: string[] = [];
  const filters: LogFilters = {
    area: text(params.area),
    action: text(params.action),
    recordType: text(params.record_type),
    recordId: text(params.record_id),
    q: searchParam(params.q) ?? undefined,
    phrase: trigramPhrase(params.q) ?? undefined,
  };
  const user = params.user?.trim();
  if (user) {
    if (/^\d{1,15}$/.test(user)) filters.user = Number(user);
    else errors.push(laravel.integer("user"));
  }
  let from = text(params.from);
  let to = text(params.to);
  if (from && !dayBounds(from, zone)) {
    errors.push(`The from is not a valid date.`);
    from = undefined;
  }
  if (to && !dayBounds(to, zone)) {
    errors.push(`The to is not a valid date.`);
    to = undefined;
  }
  // Given the wrong way round, the days are swapped (as the order list's day range does).
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.from = dayBounds(from, zone)!.start;
  if (to) filters.to = dayBounds(to, zone)!.next;
  return { filters, errors };
}

/** `orderby` id|created_at (default id: the order of writing), `type` asc|desc (default desc). */
export function readSort(params: Record<string, string | undefined>): SortResult<LogSort["column"]> {
  return sortParams(params, SORTABLE, "id");
}

/** `per_page`: an integer 1–100; anything else the default 14 (larger asks are cut to 100). */
export function perPageParam(c: Context<Env>, fallback = 14): number {
  const n = Number(c.req.query("per_page"));
  if (!Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, 100);
}

/** The filters as one WHERE (each optional; the indexes of migration 0520 serve the single ones). */
export function whereFilters(eb: LogEb, f: LogFilters) {
  const all = [];
  if (f.user !== undefined) all.push(eb("admin_id", "=", f.user));
  if (f.area) all.push(eb("area", "=", f.area));
  if (f.action) all.push(eb("action", "=", f.action));
  if (f.recordType) all.push(eb("record_type", "=", f.recordType));
  if (f.recordId) all.push(eb("record_id", "=", f.recordId));
  if (f.from) all.push(eb("created_at", ">=", f.from));
  if (f.to) all.push(eb("created_at", "<", f.to));
  // The index names the candidates; the LIKE, checked on them only, keeps the answer the plain LIKE's.
  if (f.phrase) all.push(sql<boolean>`id IN (SELECT rowid FROM activity_log_fts WHERE activity_log_fts MATCH ${f.phrase})`);
  if (f.q) all.push(eb.or([likeEscaped("record_title", f.q), likeEscaped("admin_name", f.q)]));
  return eb.and(all);
}

/** A vendor's scope: entries about its own records, and its own actions; everyone else sees all. */
export function whereScope(eb: LogEb, me: AdminContext) {
  return me.isVendor ? eb.or([eb("owner_id", "=", me.id), eb("admin_id", "=", me.id)]) : eb.and([]);
}

/** The sort, with `id` as the unique tie-breaker after created_at. */
export function ordered<O>(query: LogQuery<O>, sort: LogSort): LogQuery<O> {
  const q = sort.column === "created_at" ? query.orderBy("created_at", sort.direction) : query;
  return q.orderBy("id", sort.direction);
}

/** Rows after `last` in the sort's order (keyset paging for the export's batches). */
export function after<O>(query: LogQuery<O>, sort: LogSort, last: { id: number; created_at: string }): LogQuery<O> {
  const cmp = sort.direction === "desc" ? sql.raw("<") : sql.raw(">");
  return sort.column === "created_at"
    ? query.where(sql<boolean>`(created_at, id) ${cmp} (${last.created_at}, ${last.id})`)
    : query.where(sql<boolean>`id ${cmp} ${last.id}`);
}
