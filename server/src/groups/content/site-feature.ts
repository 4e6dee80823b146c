import { Hono } from "hono";
import { z } from "zod";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow, withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { optionalFlag12, readBody, validateBody } from "../../http/validate";
import { commaIds, defined, LANG, overlayRows, pathId, requiredRaw, splitForLanguage, writeTranslation, type Ctx } from "./common";

/*
 * site-feature (contract 5.34): the storefront's feature strip, gated by home_slider.* like the
 * original. `detail` is rich-text HTML stored as given; `trusted` records whether the author held
 * home_slider.edit. Uploads are validated and gated here (the original did neither).
 */

export const siteFeatureRoutes = new Hono<Env>();

const SORTABLE = ["id", "detail", "status", "created_at", "updated_at"] as const;

siteFeatureRoutes.get("/all", gate("home_slider.view"), async (c) => {
  const db = c.get("db");
  const sort = sortParams(c.req.query(), SORTABLE);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("site_features").selectAll();
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("detail", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const lang = requestLanguage(c);
  return ok(c, await paginate(c, db, q, { map: async (rows) => withCreated(await overlayRows(db, LANG.siteFeature, rows, lang), c.req.query("time_zone")) }));
});

async function out(c: Ctx, id: number) {
  const row = await c.get("db").selectFrom("site_features").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return (await overlayRows(c.get("db"), LANG.siteFeature, [row], requestLanguage(c)))[0];
}

async function exists(c: Ctx, id: number | null) {
  if (id === null) return null;
  return (await c.get("db").selectFrom("site_features").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

siteFeatureRoutes.get("/find/:id", gate("home_slider.view"), async (c) => {
  const row = await exists(c, pathId(c.req.param("id")));
  if (!row) return notFoundA(c);
  return ok(c, await out(c, row.id));
});

const schema = z.object({ detail: requiredRaw("detail", 20_000), status: optionalFlag12("status") });

async function action(c: Ctx, rawId: string | undefined) {
  const id = rawId === undefined ? null : pathId(rawId) ?? -1;
  const denied = denyUnless(c, id === null ? "home_slider.create" : "home_slider.edit");
  if (denied) return denied;
  const current = await exists(c, id);
  if (id !== null && !current) return notFoundA(c);
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const { lang, base, translated } = splitForLanguage(c, LANG.siteFeature, defined(v.data));
  const trusted = can(c, "home_slider.edit") ? 1 : 0;
  const now = isoNow();
  const savedId = await db.transaction().execute(async (trx) => {
    let rowId: number;
    if (current) {
      await trx.updateTable("site_features").set({ ...base, trusted, updated_at: now }).where("id", "=", current.id).execute();
      rowId = current.id;
    } else {
      ({ id: rowId } = await trx
        .insertInto("site_features")
        .values({ ...translated, ...base, trusted, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    if (lang) await writeTranslation(trx, LANG.siteFeature, rowId, lang, translated);
    return rowId;
  });
  return ok(c, await out(c, savedId));
}

siteFeatureRoutes.post("/action", (c) => action(c, undefined));
siteFeatureRoutes.post("/action/:id", (c) => action(c, c.req.param("id")));

async function upload(c: Ctx, rawId: string | undefined) {
  const existing = await exists(c, rawId === undefined ? null : pathId(rawId));
  const denied = denyUnless(c, existing ? "home_slider.edit" : "home_slider.create");
  if (denied) return denied;
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const uploadDir = c.get("config").uploadDir;
  const name = await storeUpload(uploadDir, body.photo as File, "site-feature");
  const db = c.get("db");
  const now = isoNow();
  let rowId: number;
  if (existing) {
    await db.updateTable("site_features").set({ image: name, updated_at: now }).where("id", "=", existing.id).execute();
    await deleteUpload(uploadDir, existing.image);
    rowId = existing.id;
  } else {
    ({ id: rowId } = await db.insertInto("site_features").values({ image: name, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow());
  }
  return ok(c, await out(c, rowId));
}

siteFeatureRoutes.post("/upload", (c) => upload(c, undefined));
siteFeatureRoutes.post("/upload/:id", (c) => upload(c, c.req.param("id")));

siteFeatureRoutes.delete("/delete/:ids", gate("home_slider.delete"), async (c) => {
  const ids = commaIds(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  const db = c.get("db");
  const rows = await db.selectFrom("site_features").select(["id", "image"]).where("id", "in", ids).execute();
  // All or nothing: one unknown id deletes none.
  if (rows.length !== ids.length) return notFoundA(c);
  await db.transaction().execute((trx) => trx.deleteFrom("site_features").where("id", "in", ids).execute());
  for (const r of rows) await deleteUpload(c.get("config").uploadDir, r.image);
  return ok(c, true);
});
