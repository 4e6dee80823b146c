import { type Context, Hono } from "hono";
import { type SelectQueryBuilder, sql } from "kysely";
import { gate } from "../../http/auth";
import { mountOwned, ownRows, parseIds } from "../../http/crud-kit";
import { listFilters } from "../../http/list-filters";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import {
  likeEscaped,
  likeTrigramPhrase,
  listPath,
  pageParam,
  paginate,
  paginator,
  PER_PAGE,
  searchParam,
  requestedSort,
} from "../../http/pagination";
import { type Db, perPageParam, SLUG_TAKEN, slugTaken } from "./common";
import { removeUnusedFiles } from "./files";
import { productFull, productSummaries } from "./product-model";
import { productSearchPage } from "./product-search";
import { checkReferences, clearedColumns, PRODUCT_IN_ORDER, productSchema, writeProduct } from "./product-write";

/*
 * Products (contract 5.9): list with summaries, full product, create/update with category and
 * collection links, delete with its dependants. Main image, video and gallery: product-media.ts.
 */

export const productRoutes = new Hono<Env>();

/** The list's filters other than the vendor scope (categories, brands, created day range, status), added to `q`. */
export function narrowProducts<Q extends SelectQueryBuilder<any, any, any>>(c: Context<Env>, q: Q): Q | Response {
  let out = q;
  const categories = parseIds(c.req.query("categories"));
  if (categories)
    out = out.where(
      "products.id",
      "in",
      c.get("db").selectFrom("product_categories").select("product_id").where("category_id", "in", categories),
    ) as Q;
  const brands = parseIds(c.req.query("brands"));
  if (brands) out = out.where("brand_id", "in", brands) as Q;
  return listFilters(c, out, true);
}

/*
 * Search: from three characters on, the LIKE-exact trigram indexes answer `q` (product-search.ts,
 * where the vendor scope is part of the search); shorter text is the plain LIKE on the title or any
 * variant's SKU (ASCII case-insensitive).
 */
productRoutes.get("/all", gate("product.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = requestedSort(c, ["id", "title", "purchased", "selling", "offered", "status", "created_at", "updated_at"] as const);
  const pattern = searchParam(c.req.query("q"));
  const phrase = likeTrigramPhrase(c.req.query("q"));
  if (pattern && phrase) {
    const page = pageParam(c);
    // A vendor searches its own products (ownRows' "vendor" scope, applied inside the index).
    const search = { phrase, pattern, ownerId: me.isVendor ? me.id : null };
    const found = await productSearchPage(db, search, sort, page, (q) => narrowProducts(c, q));
    if (found instanceof Response) return found;
    return ok(c, paginator(await productSummaries(c, db, found.rows), found.total, page, PER_PAGE, listPath(c)));
  }
  let q = ownRows(db.selectFrom("products").selectAll(), me);
  if (pattern) {
    q = q.where((eb) =>
      eb.or([
        likeEscaped("products.title", pattern),
        eb("products.id", "in", eb.selectFrom("updated_inventories").select("product_id").where(likeEscaped("sku", pattern))),
      ]),
    );
  }
  const filtered = narrowProducts(c, q);
  if (filtered instanceof Response) return filtered;
  // With short text the matches are still filtered first and then sorted (`+column`): walking the
  // sort index would test every product against the LIKE before a rare text fills a page.
  q = pattern
    ? filtered.orderBy(sql`+${sql.ref(`products.${sort.column}`)}`, sort.direction)
    : filtered.orderBy(sort.column, sort.direction);
  q = q.orderBy("id", sort.direction);
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
