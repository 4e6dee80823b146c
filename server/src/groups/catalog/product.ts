import { Hono } from "hono";
import { sql } from "kysely";
import { gate } from "../../http/auth";
import { mountOwned, ownRows, parseIds } from "../../http/crud-kit";
import { listFilters } from "../../http/list-filters";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import {
  likeEscaped,
  listPath,
  pageParam,
  paginate,
  paginator,
  PER_PAGE,
  searchParam,
  sortParams,
  trigramPhrase,
} from "../../http/pagination";
import { type Db, perPageParam, SLUG_TAKEN, slugTaken } from "./common";
import { removeUnusedFiles } from "./files";
import { productFull, productSummaries } from "./product-model";
import { checkReferences, clearedColumns, PRODUCT_IN_ORDER, productSchema, writeProduct } from "./product-write";

/*
 * Products (contract 5.9): list with summaries, full product, create/update with category and
 * collection links, delete with its dependants. Main image, video and gallery: product-media.ts.
 */

export const productRoutes = new Hono<Env>();

/*
 * Search: the trigram phrase (pagination.ts) matches every text holding `q` as a substring under
 * Unicode case folding, a superset of what the ASCII-case-insensitive LIKE matches, and the LIKE is
 * re-checked on the base row, so the result is exactly the LIKE's. (A MATCH plus re-check measured
 * 3x faster than letting FTS5 serve the LIKE itself, which reads the text back for every candidate.)
 */
productRoutes.get("/all", gate("product.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "purchased", "selling", "offered", "status", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = ownRows(db.selectFrom("products").selectAll(), me);
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
            .where(likeEscaped("sku", pattern)),
        ),
      ]),
    );
  } else if (pattern) {
    q = q.where((eb) =>
      eb.or([
        likeEscaped("products.title", pattern),
        eb("products.id", "in", eb.selectFrom("updated_inventories").select("product_id").where(likeEscaped("sku", pattern))),
      ]),
    );
  }
  const categories = parseIds(c.req.query("categories"));
  if (categories)
    q = q.where("products.id", "in", db.selectFrom("product_categories").select("product_id").where("category_id", "in", categories));
  const brands = parseIds(c.req.query("brands"));
  if (brands) q = q.where("brand_id", "in", brands);
  const filtered = listFilters(c, q, true);
  if (filtered instanceof Response) return filtered;
  q = filtered;
  // With a search the matches are few: `+column` keeps SQLite from walking the whole sort index
  // (reading every product in order) and lets it filter first, then sort the handful of hits.
  q = pattern ? q.orderBy(sql`+${sql.ref(`products.${sort.column}`)}`, sort.direction) : q.orderBy(sort.column, sort.direction);
  q = q.orderBy("id", sort.direction);
  if (phrase) {
    // One pass over the matches yields both the total (the window count, taken over every match
    // before LIMIT) and the page's ids; paginate() would read every match twice (count, then sort),
    // and a common word matches thousands of products. Only the page's ids leave SQLite: handing all
    // of them to JS (≈2,000 for `dress` at the bench scale) cost more than the window does.
    const page = pageParam(c);
    const ids = q.clearSelect().select("products.id");
    const hits = await ids
      .select(sql<number>`count(*) over ()`.as("total"))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE)
      .execute();
    // A page past the last one has no row to carry the total: counted on its own then.
    const total = hits.length
      ? Number(hits[0].total)
      : Number(
          (
            await db
              .selectFrom(ids.clearOrderBy().as("matches"))
              .select(sql<number>`count(*)`.as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
    const pageIds = hits.map((r) => r.id);
    const found = pageIds.length ? await db.selectFrom("products").selectAll().where("id", "in", pageIds).execute() : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    const rows = pageIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return ok(c, paginator(await productSummaries(c, db, rows), total, page, PER_PAGE, listPath(c)));
  }
  return ok(c, await paginate(c, db, q, { map: (rows) => productSummaries(c, db, rows) }));
});

productRoutes.get("/all-products", gate("product.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  // A vendor's pickers (flash sale, sliders) only offer its own products.
  let q = ownRows(db.selectFrom("products").select(["id", "title"]), me);
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
  // Collections and bundle deals are their owner's: a vendor is offered its own (checkReferences).
  const pick = (
    table: "brands" | "categories" | "tax_rules" | "shipping_rules" | "product_collections" | "bundle_deals",
    scope?: "vendor",
  ) => {
    const q = db.selectFrom(table).select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc");
    return (scope ? ownRows(q, c.get("admin"), scope) : q).execute();
  };
  const attributes = await db.selectFrom("attributes").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute();
  const values = await db
    .selectFrom("attribute_values")
    .select(["id", "title", "attribute_id", "created_at", "updated_at"])
    .orderBy("id")
    .execute();
  return ok(c, {
    brands: await pick("brands"),
    categories: await pick("categories"),
    tax_rules: await pick("tax_rules"),
    shipping_rules: await pick("shipping_rules"),
    product_collections: await pick("product_collections", "vendor"),
    bundle_deals: await pick("bundle_deals", "vendor"),
    attributes: attributes.map((a) => ({ ...a, values: values.filter((v) => v.attribute_id === a.id) })),
  });
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

mountOwned(productRoutes, {
  table: "products",
  perm: "product",
  json: (c, rows) => Promise.all(rows.map((r) => productFull(c, c.get("db"), r.id, { flash: true }))),
  find: { notFound: notFoundA },
  action: {
    schema: productSchema,
    save: async (c, { current, data, body }) => {
      const db = c.get("db");
      const refErrors = await checkReferences(db, c.get("admin"), data);
      if (refErrors.length) return validationFailed(c, { form: refErrors });
      if (data.slug && (await slugTaken(db, "products", data.slug, current?.id ?? null))) return businessError(c, SLUG_TAKEN);
      const extra = current ? clearedColumns(body) : {};
      const input = { id: current?.id ?? null, data, extra, adminId: c.get("admin").id, lang: requestLanguage(c), now: isoNow() };
      return db.transaction().execute((trx) => writeProduct(trx, input));
    },
    answer: (c, row) => productFull(c, c.get("db"), row.id),
  },
  delete: {
    notFound: notFoundA,
    data: null,
    inUse: async (trx, ids) => {
      // Order lines are the shop's records: a product that was ordered is not deleted with them (README).
      const ordered = await trx.selectFrom("ordered_products").select("id").where("product_id", "in", ids).executeTakeFirst();
      return ordered ? PRODUCT_IN_ORDER : null;
    },
    // Links, inventories (+ attributes, carts), images, flash-sale items, reviews, wishlists,
    // translations and rich-text image rows all go through ON DELETE CASCADE.
    prepare: (trx, rows) =>
      productFiles(
        trx,
        rows.map((r) => r.id),
      ),
    removeFiles: (c, names) => removeUnusedFiles(c, c.get("db"), names),
  },
});
