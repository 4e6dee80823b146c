import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { optionalFlag12, requiredString, validateBody } from "../../http/validate";
import { gateAny, created, type Db, denyForeign, hideAdmin, parseId, parseIdList, SLUG_TAKEN } from "./common";

/* Product collections (contract 5.42). Membership is set from the product form. */

export const collectionRoutes = new Hono<Env>();

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  slug: requiredString("slug", { max: 255 }),
  status: optionalFlag12("status"),
});

async function collectionJson(db: Db, id: number) {
  const row = await db.selectFrom("product_collections").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? hideAdmin(row) : null;
}

collectionRoutes.get("/all", gate("product_collection.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "slug", "status", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("product_collections").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => created(c, hideAdmin(r))) }));
});

collectionRoutes.get("/all-product-collections", gateAny("product_collection.view", "product.view"), async (c) => {
  const db = c.get("db");
  return ok(c, await db.selectFrom("product_collections").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute());
});

collectionRoutes.get("/find/:id", gate("product_collection.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("product_collections").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await collectionJson(db, row.id));
});

collectionRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "product_collection.create" : "product_collection.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("product_collections").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  if (id !== null && !existing) return ok(c, null);
  const slugOwner = await db.selectFrom("product_collections").select("id").where("slug", "=", v.data.slug).executeTakeFirst();
  if (slugOwner && slugOwner.id !== id) return businessError(c, SLUG_TAKEN);
  const now = isoNow();
  const values = { title: v.data.title, slug: v.data.slug, ...(v.data.status !== undefined ? { status: v.data.status } : {}) };
  let target = id;
  if (target === null) {
    const row = await db
      .insertInto("product_collections")
      .values({ ...values, admin_id: me.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    target = row.id;
  } else {
    await db
      .updateTable("product_collections")
      .set({ ...values, updated_at: now })
      .where("id", "=", target)
      .execute();
  }
  return ok(c, await collectionJson(db, target));
});

collectionRoutes.delete("/delete/:ids", gate("product_collection.delete"), async (c) => {
  const db = c.get("db");
  const ids = parseIdList(c.req.param("ids"));
  if (!ids) return notFoundB(c);
  const rows = await db.selectFrom("product_collections").select(["id", "admin_id"]).where("id", "in", ids).execute();
  if (rows.length !== ids.length) return notFoundB(c);
  for (const r of rows) {
    const denied = denyForeign(c, r);
    if (denied) return denied;
  }
  // Product links go with the collection (ON DELETE CASCADE).
  await db.transaction().execute((trx) => trx.deleteFrom("product_collections").where("id", "in", ids).execute());
  return ok(c, true);
});
