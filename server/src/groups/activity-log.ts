import { Hono, type Context } from "hono";
import { z } from "zod";
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS, applyRetention, retentionDays, saveRetentionDays } from "../activity/retention";
import { logPage } from "../activity/routes-page";
import { perPageParam, readFilters, readSort, shopZone, whereScope, type LogFilters, type LogSort } from "../activity/routes-query";
import { exportCsv } from "../activity/routes-export";
import { gate } from "../http/auth";
import { businessError, notFoundA, ok, validationFailed } from "../http/envelope";
import type { Env } from "../http/env";
import { pageParam } from "../http/pagination";
import { requiredInteger, validateBody } from "../http/validate";

/*
 * The activity log (extension, server/docs/activity-log.md): who changed what, and when.
 *
 *   GET  activity-log/all                  the Laravel paginator of entries (filters below)
 *   GET  activity-log/record/{type}/{id}   the same for one record, newest first
 *   GET  activity-log/export               text/csv of the filtered list, at most 100,000 rows
 *   GET  activity-log/users                [{id, name}]: the people the caller may filter by
 *   GET  activity-log/settings             {retention_days}
 *   POST activity-log/settings             {retention_days} (1–3650), gate setting.edit
 *
 * Filters (all, export): user, area, action, record_type, record_id, from, to (days in the shop's
 * zone, inclusive), q (record title, person's name), orderby id|created_at, type, page, per_page (≤ 100).
 * A vendor sees the entries about its own records and its own actions. Append-only: no route
 * updates or deletes an entry (anything else answers 404/405 like every unknown path).
 */

export const activityLogRoutes = new Hono<Env>();

type Ctx = Context<Env>;

/** The list's filters and sort from the query string, or the answer for an unreadable one. */
async function listRequest(c: Ctx): Promise<{ filters: LogFilters; sort: LogSort; zone: string | undefined } | Response> {
  const params = c.req.query();
  const zone = await shopZone(c.get("db"), params.time_zone);
  const { filters, errors } = readFilters(params, zone);
  if (errors.length) return validationFailed(c, { form: errors });
  const sort = readSort(params);
  if (!sort.ok) return businessError(c, sort.message);
  return { filters, sort: { column: sort.column, direction: sort.direction }, zone };
}

activityLogRoutes.get("/all", gate("activity_log.view"), async (c) => {
  const req = await listRequest(c);
  if (req instanceof Response) return req;
  const me = c.get("admin");
  return ok(c, await logPage(c, me, req.filters, req.sort, { page: pageParam(c), perPage: perPageParam(c) }));
});

// A record's type is its API group name; its id a number or a settings panel's name.
const RECORD_TYPE = /^[a-z][a-z0-9_-]{0,63}$/;
const RECORD_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

activityLogRoutes.get("/record/:type/:id", gate("activity_log.view"), async (c) => {
  const type = c.req.param("type");
  const id = c.req.param("id");
  if (!RECORD_TYPE.test(type) || !RECORD_ID.test(id)) return notFoundA(c);
  const filters: LogFilters = { recordType: type, recordId: id };
  return ok(
    c,
    await logPage(c, c.get("admin"), filters, { column: "id", direction: "desc" }, { page: pageParam(c), perPage: perPageParam(c) }),
  );
});

activityLogRoutes.get("/export", gate("activity_log.view"), async (c) => {
  const req = await listRequest(c);
  if (req instanceof Response) return req;
  return exportCsv(c, c.get("admin"), req.filters, req.sort, req.zone);
});

activityLogRoutes.get("/users", gate("activity_log.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  if (!me.isVendor) {
    return ok(c, await db.selectFrom("admins").select(["id", "name"]).orderBy("name").orderBy("id").execute());
  }
  // A vendor filters by itself and by whoever acted on its records (the names as the log kept them).
  const actors = await db
    .selectFrom("activity_log")
    .select(["admin_id", (eb) => eb.fn.max("admin_name").as("name")])
    .where((eb) => whereScope(eb, me))
    .where("admin_id", "is not", null)
    .groupBy("admin_id")
    .execute();
  const people = new Map<number, string>([[me.id, me.name]]);
  for (const a of actors) if (a.admin_id !== null && !people.has(a.admin_id)) people.set(a.admin_id, a.name ?? "");
  return ok(
    c,
    [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  );
});

activityLogRoutes.get("/settings", gate("activity_log.view"), async (c) => ok(c, { retention_days: await retentionDays(c.get("db")) }));

const settingsSchema = z.object({
  retention_days: requiredInteger("retention_days", { min: MIN_RETENTION_DAYS, max: MAX_RETENTION_DAYS }),
});

activityLogRoutes.post("/settings", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, settingsSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  await saveRetentionDays(db, v.data.retention_days);
  // A shorter retention takes effect now rather than at the next daily run.
  await applyRetention(db);
  return ok(c, { retention_days: await retentionDays(db) });
});
