import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { optionalFlag12, requiredString, validateBody } from "../../http/validate";
import {
  gateAny,
  BRAND_LANG,
  created,
  type Ctx,
  type Db,
  denyForeign,
  hideAdmin,
  parseId,
  parseIdList,
  removeFile,
  saveRowPhoto,
  saveTranslated,
  SLUG_TAKEN,
  titleLookup,
  translateRows,
} from "./common";

/* Brands (contract 5.8). Deleting a brand clears products' brand_id (FK SET NULL). */

export const brandRoutes = new Hono<Env>();

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  slug: requiredString("slug", { max: 255 }),
  status: optionalFlag12("status"),
  featured: optionalFlag12("featured"),
});

async function brandJson(c: Ctx, db: Db, id: number) {
  const row = await db.selectFrom("brands").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [t] = await translateRows(db, BRAND_LANG, [row], requestLanguage(c));
  return hideAdmin(t);
}

brandRoutes.get("/all", gate("brand.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "slug", "status", "featured", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("brands").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const lang = requestLanguage(c);
  return ok(c, await paginate(c, db, q, { map: async (rows) => (await translateRows(db, BRAND_LANG, rows, lang)).map((r) => created(c, hideAdmin(r))) }));
});

brandRoutes.get("/all-brands", gateAny("brand.view", "product.view"), (c) => titleLookup(c, "brands"));

brandRoutes.get("/find/:id", gate("brand.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("brands").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await brandJson(c, db, row.id));
});

brandRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "brand.create" : "brand.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("brands").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  if (id !== null && !existing) return ok(c, null);
  const slugOwner = await db.selectFrom("brands").select("id").where("slug", "=", v.data.slug).executeTakeFirst();
  if (slugOwner && slugOwner.id !== id) return businessError(c, SLUG_TAKEN);
  const saved = await saveTranslated(db, "brands", BRAND_LANG, id, v.data, me.id, requestLanguage(c));
  return ok(c, await brandJson(c, db, saved));
});

brandRoutes.delete("/delete/:ids", gate("brand.delete"), async (c) => {
  const db = c.get("db");
  const ids = parseIdList(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  const rows = await db.selectFrom("brands").select(["id", "admin_id", "image"]).where("id", "in", ids).execute();
  if (rows.length !== ids.length) return notFoundA(c);
  for (const r of rows) {
    const denied = denyForeign(c, r);
    if (denied) return denied;
  }
  // Slider/banner links and translations cascade; products keep existing with brand_id cleared.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("brands").where("id", "in", ids).execute();
  });
  for (const r of rows) await removeFile(c, r.image);
  return ok(c, true);
});

brandRoutes.post("/upload/:id?", async (c) => {
  const saved = await saveRowPhoto(c, "brands", "brand");
  return "response" in saved ? saved.response : ok(c, await brandJson(c, c.get("db"), saved.id));
});
