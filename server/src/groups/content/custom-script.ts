import { Hono } from "hono";
import { z } from "zod";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { isoNow, withCreated } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { optionalFlag01, optionalFlag12, requiredString, validateBody } from "../../http/validate";
import { commaIds, defined, optionalRaw, pathId, type Ctx } from "./common";

/*
 * custom-script (contract 5.43): JavaScript injected into storefront pages whose path matches
 * `route_pattern`, gated by header_link.* like the original. The code is stored exactly as given;
 * `trusted` = 1 only when the author held header_link.edit, and the storefront renders only
 * trusted rows (README).
 */

export const customScriptRoutes = new Hono<Env>();

const SORTABLE = ["id", "route_pattern", "status", "created_at", "updated_at"] as const;

customScriptRoutes.get("/all", gate("header_link.view"), async (c) => {
  const db = c.get("db");
  const sort = sortParams(c.req.query(), SORTABLE);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("custom_scripts").selectAll();
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("route_pattern", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => withCreated(rows, c.req.query("time_zone")) }));
});

async function find(c: Ctx, id: number | null) {
  if (id === null) return null;
  return (await c.get("db").selectFrom("custom_scripts").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

customScriptRoutes.get("/find/:id", gate("header_link.view"), async (c) => {
  const row = await find(c, pathId(c.req.param("id")));
  return row ? ok(c, row) : notFoundA(c);
});

const schema = z.object({
  // Path patterns such as `/*/product/*` or `*`.
  route_pattern: requiredString("route_pattern", { max: 255 }),
  header_script: optionalFlag01("header_script"),
  header_script_code: optionalRaw("header_script_code", 100_000),
  body_script: optionalFlag01("body_script"),
  body_script_code: optionalRaw("body_script_code", 100_000),
  status: optionalFlag12("status"),
});

async function action(c: Ctx, rawId: string | undefined) {
  const id = rawId === undefined ? null : pathId(rawId) ?? -1;
  const denied = denyUnless(c, id === null ? "header_link.create" : "header_link.edit");
  if (denied) return denied;
  const current = await find(c, id);
  if (id !== null && !current) return notFoundA(c);
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const values = defined(v.data);
  const trusted = can(c, "header_link.edit") ? 1 : 0;
  const now = isoNow();
  let rowId: number;
  if (current) {
    await db.updateTable("custom_scripts").set({ ...values, trusted, updated_at: now }).where("id", "=", current.id).execute();
    rowId = current.id;
  } else {
    ({ id: rowId } = await db
      .insertInto("custom_scripts")
      .values({ ...values, route_pattern: v.data.route_pattern, trusted, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  return ok(c, await find(c, rowId));
}

customScriptRoutes.post("/action", (c) => action(c, undefined));
customScriptRoutes.post("/action/:id", (c) => action(c, c.req.param("id")));

customScriptRoutes.delete("/delete/:ids", gate("header_link.delete"), async (c) => {
  const ids = commaIds(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  const db = c.get("db");
  const rows = await db.selectFrom("custom_scripts").select("id").where("id", "in", ids).execute();
  // All or nothing: one unknown id deletes none.
  if (rows.length !== ids.length) return notFoundA(c);
  await db.transaction().execute((trx) => trx.deleteFrom("custom_scripts").where("id", "in", ids).execute());
  return ok(c, true);
});
