import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { checkUpload, storeUpload } from "../../http/uploads";
import { optionalFlag12, requiredNonzeroNumber, requiredString, validateBody } from "../../http/validate";
import { gateAny, created, type Db, denyForeign, hideAdmin, newId, parseId, rawBody, removeFile, SLUG_TAKEN } from "./common";

/*
 * Sub-categories (contract 5.7): the legacy second level, kept for sliders and banners. No
 * translation table exists for them, so the `language` header does not apply here.
 */

export const subcategoryRoutes = new Hono<Env>();

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  category_id: requiredNonzeroNumber("category_id"),
  slug: requiredString("slug", { max: 255 }),
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description"),
  status: optionalFlag12("status"),
  featured: optionalFlag12("featured"),
});

const uploadSchema = z.object({ category_id: requiredNonzeroNumber("category_id") });

async function subJson(db: Db, id: number) {
  const row = await db.selectFrom("sub_categories").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? hideAdmin(row) : null;
}

subcategoryRoutes.get("/all", gate("subcategory.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "slug", "status", "featured", "category_id", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("sub_categories").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const page = await paginate(c, db, q, {
    map: async (rows) => {
      const catIds = [...new Set(rows.map((r) => r.category_id))];
      const cats = catIds.length ? await db.selectFrom("categories").select(["id", "title", "slug"]).where("id", "in", catIds).execute() : [];
      const byId = new Map(cats.map((k) => [k.id, k]));
      return rows.map((r) => created(c, { ...hideAdmin(r), category: byId.get(r.category_id) ?? null }));
    },
  });
  return ok(c, page);
});

subcategoryRoutes.get("/all-subcategories", gateAny("subcategory.view"), async (c) => {
  const db = c.get("db");
  return ok(c, await db.selectFrom("sub_categories").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute());
});

subcategoryRoutes.get("/find/:id", gate("subcategory.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("sub_categories").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await subJson(db, row.id));
});

async function categoryExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom("categories").select("id").where("id", "=", id).executeTakeFirst());
}

subcategoryRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "subcategory.create" : "subcategory.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("sub_categories").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  if (!(await categoryExists(db, v.data.category_id))) return validationFailed(c, { form: ["The selected category id is invalid."] });
  if (id !== null && !existing) return ok(c, null);
  const slugOwner = await db.selectFrom("sub_categories").select("id").where("slug", "=", v.data.slug).executeTakeFirst();
  if (slugOwner && slugOwner.id !== id) return businessError(c, SLUG_TAKEN);
  const now = isoNow();
  const values = Object.fromEntries(Object.entries(v.data).filter(([, x]) => x !== undefined));
  let target = id;
  if (target === null) {
    target = await newId(db, "sub_categories");
    await db
      .insertInto("sub_categories")
      .values({ ...values, id: target, admin_id: me.id, created_at: now, updated_at: now } as never)
      .execute();
  } else {
    await db
      .updateTable("sub_categories")
      .set({ ...values, updated_at: now })
      .where("id", "=", target)
      .execute();
  }
  return ok(c, await subJson(db, target));
});

subcategoryRoutes.delete("/delete/:id", gate("subcategory.delete"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("sub_categories").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundB(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  if (await db.selectFrom("products").select("id").where("subcategory_id", "=", row.id).executeTakeFirst()) {
    return businessError(c, "Unable to delete. This item is being used by a product.");
  }
  if (await db.selectFrom("home_slider_source_sub_categories").select("id").where("sub_category_id", "=", row.id).executeTakeFirst()) {
    return businessError(c, "Unable to delete. Home slider is using this sub category.");
  }
  if (await db.selectFrom("banner_source_sub_categories").select("id").where("sub_category_id", "=", row.id).executeTakeFirst()) {
    return businessError(c, "Unable to delete. Banner is using this item.");
  }
  await db.deleteFrom("sub_categories").where("id", "=", row.id).execute();
  await removeFile(c, row.image);
  return ok(c, hideAdmin(row));
});

subcategoryRoutes.post("/upload/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const id = parseId(c.req.param("id"));
  const existing = id ? await db.selectFrom("sub_categories").select(["id", "admin_id", "image"]).where("id", "=", id).executeTakeFirst() : undefined;
  const denied = denyUnless(c, existing ? "subcategory.edit" : "subcategory.create");
  if (denied) return denied;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  // Both the image and category_id are checked (the original effectively skipped the image rule).
  const v = await validateBody(c, uploadSchema);
  if (!v.ok) return v.response;
  const body = await rawBody(c);
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  if (!(await categoryExists(db, v.data.category_id))) return validationFailed(c, { form: ["The selected category id is invalid."] });
  const name = await storeUpload(c.get("config").uploadDir, body.photo as File, "sub-category");
  const now = isoNow();
  let target: number;
  if (existing) {
    target = existing.id;
    await db.updateTable("sub_categories").set({ image: name, category_id: v.data.category_id, updated_at: now }).where("id", "=", target).execute();
    if (existing.image && existing.image !== name) await removeFile(c, existing.image);
  } else {
    target = await newId(db, "sub_categories");
    await db
      .insertInto("sub_categories")
      .values({ id: target, image: name, category_id: v.data.category_id, admin_id: me.id, created_at: now, updated_at: now })
      .execute();
  }
  return ok(c, await subJson(db, target));
});
