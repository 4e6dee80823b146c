import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import { defined, hideAdmin, loadOwned, mountOwned, parseId, upsertRow, uploadTarget } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkUpload, storeUpload } from "../../http/uploads";
import { requiredNonzeroNumber, validateBody } from "../../http/validate";
import { created, type Db, fields, gateAny, metaFields, newId, rawBody, removeFile, SLUG_TAKEN, slugTaken } from "./common";

/*
 * Sub-categories (contract 5.7): the legacy second level, kept for sliders and banners. No
 * translation table exists for them, so the `language` header does not apply here.
 */

export const subcategoryRoutes = new Hono<Env>();

const schema = z.object({
  title: fields.title,
  category_id: requiredNonzeroNumber("category_id"),
  slug: fields.slug,
  meta_title: metaFields.meta_title,
  meta_description: metaFields.meta_description,
  status: fields.status,
  featured: fields.featured,
});

const uploadSchema = z.object({ category_id: requiredNonzeroNumber("category_id") });

const INVALID_CATEGORY = "The selected category id is invalid.";

async function categoryExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom("categories").select("id").where("id", "=", id).executeTakeFirst());
}

const subcategories = mountOwned(subcategoryRoutes, {
  table: "sub_categories",
  perm: "subcategory",
  json: (_c, rows) => rows.map(hideAdmin),
  list: {
    sortable: ["id", "title", "slug", "status", "featured", "category_id", "created_at", "updated_at"],
    search: ["title"],
    status: true,
    items: async (c, rows) => {
      const catIds = [...new Set(rows.map((r) => r.category_id))];
      const cats = catIds.length
        ? await c.get("db").selectFrom("categories").select(["id", "title", "slug"]).where("id", "in", catIds).execute()
        : [];
      const byId = new Map(cats.map((k) => [k.id, k]));
      return rows.map((r) => created(c, { ...hideAdmin(r), category: byId.get(r.category_id) ?? null }));
    },
  },
  find: { notFound: notFoundA },
  action: {
    schema,
    save: async (c, { current, data }) => {
      const db = c.get("db");
      if (!(await categoryExists(db, data.category_id))) return validationFailed(c, { form: [INVALID_CATEGORY] });
      if (await slugTaken(db, "sub_categories", data.slug, current?.id ?? null)) return businessError(c, SLUG_TAKEN);
      const onCreate = current ? {} : { id: await newId(db, "sub_categories"), admin_id: c.get("admin").id };
      return upsertRow(db, "sub_categories", current, defined(data), onCreate);
    },
  },
});

subcategoryRoutes.get("/all-subcategories", gateAny("subcategory.view"), async (c) => {
  const db = c.get("db");
  return ok(c, await db.selectFrom("sub_categories").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute());
});

// One id, answering the deleted row (contract 5.7), unlike the comma-list deletes.
subcategoryRoutes.delete("/delete/:id", gate("subcategory.delete"), async (c) => {
  const db = c.get("db");
  const row = await loadOwned(c, "sub_categories", parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (!row) return notFoundB(c);
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
  const existing = await uploadTarget(c, "sub_categories", "subcategory");
  if (existing instanceof Response) return existing;
  // Both the image and category_id are checked (the original effectively skipped the image rule).
  const v = await validateBody(c, uploadSchema);
  if (!v.ok) return v.response;
  const body = await rawBody(c);
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  if (!(await categoryExists(db, v.data.category_id))) return validationFailed(c, { form: [INVALID_CATEGORY] });
  const name = await storeUpload(c.get("config").uploadDir, body.photo as File, "sub-category");
  const now = isoNow();
  if (existing) {
    await db
      .updateTable("sub_categories")
      .set({ image: name, category_id: v.data.category_id, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
    if (existing.image && existing.image !== name) await removeFile(c, existing.image);
    return subcategories.answer(c, existing.id);
  }
  const id = await newId(db, "sub_categories");
  await db
    .insertInto("sub_categories")
    .values({ id, image: name, category_id: v.data.category_id, admin_id: c.get("admin").id, created_at: now, updated_at: now })
    .execute();
  return subcategories.answer(c, id);
});
