import type { Context } from "hono";
import type { AdminContext, Env } from "../http/env";
import { after, ordered, whereFilters, whereScope, type LogFilters, type LogSort } from "./routes-query";
import { csvHeader, csvLines, ENTRY_COLUMNS, type EntryRow } from "./routes-shape";

/*
 * `activity-log/export`: the filtered list as CSV, in the list's order, at most MAX_EXPORT_ROWS rows.
 * Streamed in batches read by keyset (after the last row sent), so a long export never holds the
 * whole result in memory nor skips over ever more rows.
 */

export const MAX_EXPORT_ROWS = 100_000;
const BATCH = 1000;

/** `YYYY-MM-DD` of `at` in `zone` (UTC without one): the file's name says the shop's day. */
function dayIn(at: Date, zone: string | undefined): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone ?? "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

export function exportCsv(c: Context<Env>, me: AdminContext, filters: LogFilters, sort: LogSort, zone: string | undefined): Response {
  const db = c.get("db");
  const encoder = new TextEncoder();
  let sent = 0;
  let last: EntryRow | null = null;
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          // The BOM tells spreadsheet programs the file is UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}`));
          return;
        }
        const room = Math.min(BATCH, MAX_EXPORT_ROWS - sent);
        if (room <= 0) return controller.close();
        let query = db
          .selectFrom("activity_log")
          .select(ENTRY_COLUMNS)
          .where((eb) => whereFilters(eb, filters))
          .where((eb) => whereScope(eb, me));
        if (last) query = after(query, sort, last);
        const rows = await ordered(query, sort).limit(room).execute();
        if (!rows.length) return controller.close();
        sent += rows.length;
        last = rows[rows.length - 1];
        controller.enqueue(encoder.encode(csvLines(rows)));
      } catch (err) {
        controller.error(err);
      }
    },
  });
  return c.body(stream, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="activity-log-${dayIn(new Date(), zone)}.csv"`,
    "Access-Control-Expose-Headers": "Content-Disposition",
  });
}
