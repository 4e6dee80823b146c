import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, NOT_FOUND_MESSAGE, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, listPath, pageParam, paginate, paginator, PER_PAGE, searchParam, sortParams } from "../../http/pagination";
import { checkUpload, storeUpload } from "../../http/uploads";
import {
  isBlank,
  optionalFlag12,
  optionalIdArray,
  optionalInteger,
  optionalNumber,
  optionalOneOf,
  optionalString,
  requiredNonzeroNumber,
  requiredString,
  validateBody,
} from "../../http/validate";
import {
  type Ctx,
  type Db,
  denyForeign,
  newId,
  parseId,
  parseIdList,
  perPageParam,
  PRODUCT_LANG,
  rawBody,
  SLUG_TAKEN,
  slugify,
  splitForLanguage,
  storePhoto,
  writeTranslation,
} from "./common";
import { imagesOf, productFull, productSummaries } from "./product-model";
import { removeUnusedFiles } from "./files";

/*
 * Products (contract 5.9): list with summaries, full product, create/update with category and
 * collection links, delete with its dependants, main image, video, gallery.
 */

export const productRoutes = new Hono<Env>();

export const PRODUCT_IN_ORDER = "Unable to delete. This product is being used in an order.";

export const productSchema = z.object({
  title: requiredString("title", { max: 255 }),
  slug: optionalString("slug", { max: 255 }),
  unit: requiredString("unit", { max: 255 }),
  badge: optionalString("badge", { max: 255 }),
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description"),
  meta_keywords: optionalString("meta_keywords"),
  description: requiredString("description"),
  overview: requiredString("overview"),
  tags: optionalString("tags"),
  selling: requiredNonzeroNumber("selling"),
  purchased: requiredNonzeroNumber("purchased"),
  offered: optionalNumber("offered", { min: 0 }),
  status: optionalFlag12("status"),
  tax_rule_id: requiredNonzeroNumber("tax_rule_id"),
  shipping_rule_id: requiredNonzeroNumber("shipping_rule_id"),
  brand_id: optionalInteger("brand_id", { min: 1 }),
  bundle_deal_id: optionalInteger("bundle_deal_id", { min: 1 }),
  warranty: optionalOneOf("warranty", [0, 1, 2] as const),
  refundable: optionalOneOf("refundable", [0, 1, 2] as const),
  product_categories: optionalIdArray("product_categories"),
  primary_category_id: optionalInteger("primary_category_id", { min: 1 }),
  product_collections: optionalIdArray("product_collections"),
});

export type ProductInput = z.output<typeof productSchema>;

/** Optional columns a product update may clear by sending "" or null (the original wrote empty strings). */
const CLEARABLE = { badge: null, meta_keywords: null, tags: null, offered: 0, brand_id: null, bundle_deal_id: null, warranty: null, refundable: null } as const;

/** Checks that referenced rows exist; the Laravel `exists` texts. */
export async function checkReferences(db: Db, d: Partial<ProductInput>): Promise<string[]> {
  const errors: string[] = [];
  const exists = async (table: "tax_rules" | "shipping_rules" | "brands" | "bundle_deals", id: number | undefined) =>
    id === undefined || !!(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
  if (!(await exists("tax_rules", d.tax_rule_id))) errors.push("The selected tax rule id is invalid.");
  if (!(await exists("shipping_rules", d.shipping_rule_id))) errors.push("The selected shipping rule id is invalid.");
  if (!(await exists("brands", d.brand_id))) errors.push("The selected brand id is invalid.");
  if (!(await exists("bundle_deals", d.bundle_deal_id))) errors.push("The selected bundle deal id is invalid.");
  if (d.product_categories?.length) {
    const found = await db.selectFrom("categories").select("id").where("id", "in", d.product_categories).execute();
    if (found.length !== new Set(d.product_categories).size) errors.push("The selected product categories is invalid.");
  }
  if (d.product_collections?.length) {
    const found = await db.selectFrom("product_collections").select("id").where("id", "in", d.product_collections).execute();
    if (found.length !== new Set(d.product_collections).size) errors.push("The selected product collections is invalid.");
  }
  if (d.primary_category_id !== undefined && d.product_categories && !d.product_categories.includes(d.primary_category_id)) {
    errors.push("The selected primary category id is invalid.");
  }
  if (d.offered !== undefined && d.selling !== undefined && d.offered >= d.selling && d.offered !== 0) {
    errors.push("The offered must be less than the selling.");
  }
  return errors;
}

/** A free slug from the title when none was given (slugs are unique). */
export async function freeSlug(db: Db, base: string, exceptId: number | null): Promise<string> {
  const root = slugify(base) || "product";
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? root : `${root}-${n + 1}`;
    const row = await db.selectFrom("products").select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!row || row.id === exceptId) return candidate;
  }
}

/** Replaces category links (primary first choice) and/or collection links of a product. */
export async function writeLinks(
  db: Db,
  productId: number,
  d: Pick<Partial<ProductInput>, "product_categories" | "primary_category_id" | "product_collections">,
  now: string
) {
  if (d.product_categories !== undefined) {
    const ids = [...new Set(d.product_categories)];
    const primary = d.primary_category_id !== undefined && ids.includes(d.primary_category_id) ? d.primary_category_id : ids[0];
    await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
    if (ids.length) {
      await db
        .insertInto("product_categories")
        .values(ids.map((cid) => ({ product_id: productId, category_id: cid, primary: cid === primary ? 1 : 0, created_at: now, updated_at: now })))
        .execute();
    }
  } else if (d.primary_category_id !== undefined) {
    // Only the primary flag moves, among the links the product already has.
    const has = await db
      .selectFrom("product_categories")
      .select("id")
      .where("product_id", "=", productId)
      .where("category_id", "=", d.primary_category_id)
      .executeTakeFirst();
    if (has) {
      await db.updateTable("product_categories").set({ primary: 0 }).where("product_id", "=", productId).execute();
      await db.updateTable("product_categories").set({ primary: 1, updated_at: now }).where("id", "=", has.id).execute();
    }
  }
  if (d.product_collections !== undefined) {
    const ids = [...new Set(d.product_collections)];
    await db.deleteFrom("collection_with_products").where("product_id", "=", productId).execute();
    if (ids.length) {
      await db
        .insertInto("collection_with_products")
        .values(ids.map((cid) => ({ product_id: productId, product_collection_id: cid, created_at: now, updated_at: now })))
        .execute();
    }
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * The FTS5 query for the trigram indexes of migration 0110, or null when they cannot serve `q`: with
 * fewer than three characters there is no whole trigram to look up, so the plain scan answers.
 * The phrase matches every text holding `q` as a substring under Unicode case folding — a superset
 * of what the ASCII-case-insensitive LIKE matches — and the caller re-checks the escaped LIKE on the
 * base row, so the result is exactly the LIKE's. (A MATCH plus re-check measured 3x faster than
 * letting FTS5 serve the LIKE itself, which reads the text back for every candidate.) Inside a
 * phrase everything is literal but `"`, written twice; `%` and `_` stay plain characters here.
 */
function trigramPhrase(raw: string | undefined): string | null {
  const s = (raw ?? "").trim();
  if ([...s].length < 3) return null;
  return `"${s.replace(/"/g, '""')}"`;
}

productRoutes.get("/all", gate("product.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "purchased", "selling", "offered", "status", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("products").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  const phrase = pattern ? trigramPhrase(c.req.query("q")) : null;
  if (pattern && phrase) {
    q = q.where((eb) =>
      eb.or([
        eb.and([
          eb("products.id", "in", sql<number>`(SELECT rowid FROM products_title_fts WHERE products_title_fts MATCH ${phrase})`),
          likeEscaped("products.title", pattern),
        ]),
        eb(
          "products.id",
          "in",
          eb
            .selectFrom("updated_inventories")
            .select("product_id")
            .where("id", "in", sql<number>`(SELECT rowid FROM inventory_sku_fts WHERE inventory_sku_fts MATCH ${phrase})`)
            .where(likeEscaped("sku", pattern))
        ),
      ])
    );
  } else if (pattern) {
    q = q.where((eb) =>
      eb.or([
        likeEscaped("products.title", pattern),
        eb("products.id", "in", eb.selectFrom("updated_inventories").select("product_id").where(likeEscaped("sku", pattern))),
      ])
    );
  }
  const categories = parseIdList(c.req.query("categories"));
  if (categories) q = q.where("products.id", "in", db.selectFrom("product_categories").select("product_id").where("category_id", "in", categories));
  const brands = parseIdList(c.req.query("brands"));
  if (brands) q = q.where("brand_id", "in", brands);
  // With a search the matches are few: `+column` keeps SQLite from walking the whole sort index
  // (reading every product in order) and lets it filter first, then sort the handful of hits.
  q = pattern ? q.orderBy(sql`+${sql.ref(`products.${sort.column}`)}`, sort.direction) : q.orderBy(sort.column, sort.direction);
  q = q.orderBy("id", sort.direction);
  if (phrase) {
    // One pass over the matches yields both the total and the page's ids; paginate() would read
    // every match twice (count, then sort), and a common word matches thousands of products.
    const ids = (await q.clearSelect().select("products.id").execute()).map((r) => r.id);
    const page = pageParam(c);
    const pageIds = ids.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    const found = pageIds.length ? await db.selectFrom("products").selectAll().where("id", "in", pageIds).execute() : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    const rows = pageIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return ok(c, paginator(await productSummaries(c, db, rows), ids.length, page, PER_PAGE, listPath(c)));
  }
  return ok(c, await paginate(c, db, q, { map: (rows) => productSummaries(c, db, rows) }));
});

productRoutes.get("/find/:id", gate("product.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await productFull(c, db, row.id, { flash: true }));
});

productRoutes.get("/all-products", gate("product.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  let q = db.selectFrom("products").select(["id", "title"]);
  // A vendor's pickers (flash sale, sliders) only offer its own products.
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy("created_at", "asc").orderBy("id", "asc");
  const perPage = perPageParam(c);
  if (perPage) return ok(c, await paginate(c, db, q, { perPage }));
  // Unpaginated over a bench-sized catalogue would be huge: capped at 1000 (use `q` or `per_page`).
  return ok(c, await q.limit(1000).execute());
});

productRoutes.get("/dropdown-data", gate("product.view"), async (c) => {
  const db = c.get("db");
  const pick = (table: "brands" | "categories" | "tax_rules" | "shipping_rules" | "product_collections" | "bundle_deals") =>
    db.selectFrom(table).select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute();
  const attributes = await db.selectFrom("attributes").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute();
  const values = await db.selectFrom("attribute_values").select(["id", "title", "attribute_id", "created_at", "updated_at"]).orderBy("id").execute();
  return ok(c, {
    brands: await pick("brands"),
    categories: await pick("categories"),
    tax_rules: await pick("tax_rules"),
    shipping_rules: await pick("shipping_rules"),
    product_collections: await pick("product_collections"),
    bundle_deals: await pick("bundle_deals"),
    attributes: attributes.map((a) => ({ ...a, values: values.filter((v) => v.attribute_id === a.id) })),
  });
});

productRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "product.create" : "product.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, productSchema);
  if (!v.ok) return v.response;
  if (id !== null && !existing) return ok(c, null);
  const refErrors = await checkReferences(db, v.data);
  if (refErrors.length) return validationFailed(c, { form: refErrors });
  if (v.data.slug) {
    const owner = await db.selectFrom("products").select("id").where("slug", "=", v.data.slug).executeTakeFirst();
    if (owner && owner.id !== id) return businessError(c, SLUG_TAKEN);
  }
  const lang = requestLanguage(c);
  const now = isoNow();
  const { product_categories, primary_category_id, product_collections, ...columns } = v.data;
  const { base, translated } = splitForLanguage(columns, PRODUCT_LANG, lang);
  if (id !== null) {
    for (const [k, empty] of Object.entries(CLEARABLE)) if (k in v.body && isBlank(v.body[k]) && !Array.isArray(v.body[k])) base[k] = empty;
  }
  const saved = await db.transaction().execute(async (trx) => {
    let target = id;
    if (target === null) {
      target = await newId(trx, "products");
      const slug = v.data.slug ?? (await freeSlug(trx, v.data.title, null));
      await trx
        .insertInto("products")
        .values({ ...base, slug, id: target, admin_id: me.id, created_at: now, updated_at: now } as never)
        .execute();
    } else {
      await trx
        .updateTable("products")
        .set({ ...base, updated_at: now })
        .where("id", "=", target)
        .execute();
    }
    if (lang) await writeTranslation(trx, PRODUCT_LANG, target, lang, translated, now);
    await writeLinks(trx, target, { product_categories, primary_category_id, product_collections }, now);
    return target;
  });
  return ok(c, await productFull(c, db, saved));
});

/** Files a set of products refer to (main image, video, gallery, rich-text images). */
async function productFiles(db: Db, ids: number[]): Promise<string[]> {
  const names: string[] = [];
  const rows = await db.selectFrom("products").select(["image", "video", "video_thumb"]).where("id", "in", ids).execute();
  for (const r of rows) names.push(...[r.image, r.video, r.video_thumb].filter((x): x is string => !!x));
  const images = await db.selectFrom("product_images").select("image").where("product_id", "in", ids).execute();
  const wysiwyg = await db.selectFrom("wysiwyg_images").select("image").where("item_id", "in", ids).execute();
  return [...names, ...images.map((i) => i.image), ...wysiwyg.map((i) => i.image)];
}

productRoutes.delete("/delete/:ids", gate("product.delete"), async (c) => {
  const db = c.get("db");
  const ids = parseIdList(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  const rows = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "in", ids).execute();
  if (rows.length !== ids.length) return notFoundA(c);
  for (const r of rows) {
    const denied = denyForeign(c, r);
    if (denied) return denied;
  }
  // Order lines are the shop's records: a product that was ordered is not deleted with them (README).
  const ordered = await db.selectFrom("ordered_products").select("id").where("product_id", "in", ids).executeTakeFirst();
  if (ordered) return businessError(c, PRODUCT_IN_ORDER);
  const files = await productFiles(db, ids);
  // Links, inventories (+ attributes, carts), images, flash-sale items, reviews, wishlists,
  // translations and rich-text image rows all go through ON DELETE CASCADE.
  await db.transaction().execute((trx) => trx.deleteFrom("products").where("id", "in", ids).execute());
  await removeUnusedFiles(c, db, files);
  return ok(c, null);
});

productRoutes.post("/upload/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const id = parseId(c.req.param("id"));
  const existing = id ? await db.selectFrom("products").select(["id", "admin_id", "image"]).where("id", "=", id).executeTakeFirst() : undefined;
  const denied = denyUnless(c, existing ? "product.edit" : "product.create");
  if (denied) return denied;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const stored = await storePhoto(c, "product");
  if ("response" in stored) return stored.response;
  const now = isoNow();
  let target: number;
  if (existing) {
    target = existing.id;
    await db.updateTable("products").set({ image: stored.name, updated_at: now }).where("id", "=", target).execute();
    if (existing.image && existing.image !== stored.name) await removeUnusedFiles(c, db, [existing.image]);
  } else {
    target = await newId(db, "products");
    await db
      .insertInto("products")
      .values({ id: target, image: stored.name, admin_id: me.id, created_at: now, updated_at: now } as never)
      .execute();
  }
  return ok(c, await productFull(c, db, target, { flash: true }));
});

productRoutes.post("/upload-video/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const id = parseId(c.req.param("id"));
  const existing = id ? await db.selectFrom("products").select(["id", "admin_id", "video", "video_thumb"]).where("id", "=", id).executeTakeFirst() : undefined;
  const denied = denyUnless(c, existing ? "product.edit" : "product.create");
  if (denied) return denied;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const body = await rawBody(c);
  const errors = await checkUpload(body.video_file, "video", "video_file");
  // The thumbnail is checked as an image too (the original did not check it), but may be omitted.
  errors.push(...(await checkUpload(body.thumb, "image", "thumb", { required: false })));
  if (errors.length) return validationFailed(c, { video: errors });
  const dir = c.get("config").uploadDir;
  const video = await storeUpload(dir, body.video_file as File, "product-video", "video");
  const thumb = body.thumb instanceof File && body.thumb.size > 0 ? await storeUpload(dir, body.thumb, "product-video-thumb") : null;
  const now = isoNow();
  let target: number;
  const set = { video, ...(thumb ? { video_thumb: thumb } : {}), updated_at: now };
  if (existing) {
    target = existing.id;
    await db.updateTable("products").set(set).where("id", "=", target).execute();
    await removeUnusedFiles(c, db, [existing.video, thumb ? existing.video_thumb : null]);
  } else {
    target = await newId(db, "products");
    await db
      .insertInto("products")
      .values({ id: target, ...set, admin_id: me.id, created_at: now } as never)
      .execute();
  }
  return ok(c, await productFull(c, db, target, { flash: true }));
});

/** The product of a gallery route, or the answer to give instead. */
async function galleryProduct(db: Db, raw: string | undefined) {
  const id = parseId(raw);
  return id ? db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
}

productRoutes.get("/all-images/:productId", gate("product.view"), async (c) => {
  const db = c.get("db");
  const product = await galleryProduct(db, c.req.param("productId"));
  if (!product) return notFoundA(c);
  const denied = denyForeign(c, product);
  if (denied) return denied;
  return ok(c, await imagesOf(db, [product.id], false));
});

productRoutes.post("/upload-images/:productId", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const product = await galleryProduct(db, c.req.param("productId"));
  if (!product) return validationFailed(c, { multiple_image: [NOT_FOUND_MESSAGE] });
  const denied = denyForeign(c, product);
  if (denied) return denied;
  const body = await rawBody(c);
  const raw = body["images[]"] ?? body.images;
  const files = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (!files.length) return validationFailed(c, { multiple_image: ["The images field is required."] });
  const errors: string[] = [];
  for (let i = 0; i < files.length; i++) {
    for (const m of await checkUpload(files[i], "image", `images.${i}`)) errors.push(m);
  }
  if (errors.length) return validationFailed(c, { multiple_image: errors });
  const now = isoNow();
  const dir = c.get("config").uploadDir;
  const names: string[] = [];
  for (const f of files) names.push(await storeUpload(dir, f as File, "product"));
  await db
    .insertInto("product_images")
    .values(names.map((image) => ({ product_id: product.id, image, created_at: now, updated_at: now })))
    .execute();
  return ok(c, await imagesOf(db, [product.id]));
});

productRoutes.delete("/delete-image/:imageId", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("imageId"));
  const image = id ? await db.selectFrom("product_images").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!image) return notFoundB(c);
  const product = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", image.product_id).executeTakeFirstOrThrow();
  const denied = denyForeign(c, product);
  if (denied) return denied;
  await db.deleteFrom("product_images").where("id", "=", image.id).execute();
  await removeUnusedFiles(c, db, [image.image]);
  return ok(c, await imagesOf(db, [product.id]));
});
