import { ownRows } from "../../http/crud-kit";
import { requestLanguage } from "../../http/i18n";
import { overlayRows } from "../translations";
import { type Ctx, type Db, PRODUCT_LANG } from "./common";
import { toCsv } from "./csv";

/*
 * The bulk export (contract 5.2, as CSV): one row per product under the contract's column names.
 * Tax rule, Brand, Shipping rule and Bundle deal hold ids; Categories (primary first), Collections
 * and Tags are `|`-separated lists; Inventories and Images are JSON text. The import reads the same.
 */

// The contract's column names, in its order: texts, files, flags and rules, prices, then the
// product's id and its lists (categories primary first; inventories and images as JSON).
const TEXTS = ["Title", "Badge", "Unit", "Description", "Overview", "Meta title", "Meta description"] as const;
const FILES = ["Image", "Video", "Video thumb"] as const;
const RULES = ["Warranty", "Refundable", "Slug", "Tags", "Tax rule", "Brand", "Shipping rule", "Bundle deal"] as const;
const PRICES = ["Purchased", "Selling", "Offered", "Status"] as const;
const LISTS = ["Id", "Collections", "Categories", "Inventories", "Images"] as const;
export const COLUMNS = [...TEXTS, ...FILES, ...RULES, ...PRICES, ...LISTS] as const;

export type Column = (typeof COLUMNS)[number];

const BATCH = 1000;

const pad = (n: number) => String(n).padStart(2, "0");

/** `products-YYYY-MM-DD-HH_ii_ss.csv` (UTC). */
function exportName(d = new Date()): string {
  return `products-${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${pad(d.getUTCHours())}_${pad(d.getUTCMinutes())}_${pad(
    d.getUTCSeconds(),
  )}.csv`;
}

/** CSV lines for one batch of products. */
async function exportRows(c: Ctx, db: Db, ids: number[]): Promise<string> {
  const rows = await overlayRows(
    db,
    PRODUCT_LANG,
    await db.selectFrom("products").selectAll().where("id", "in", ids).orderBy("id").execute(),
    requestLanguage(c),
  );
  const cats = await db
    .selectFrom("product_categories")
    .select(["product_id", "category_id", "primary", "id"])
    .where("product_id", "in", ids)
    .execute();
  const cols = await db
    .selectFrom("collection_with_products")
    .select(["product_id", "product_collection_id"])
    .where("product_id", "in", ids)
    .orderBy("id")
    .execute();
  const images = await db
    .selectFrom("product_images")
    .select(["product_id", "image"])
    .where("product_id", "in", ids)
    .orderBy("id")
    .execute();
  const inv = await db.selectFrom("updated_inventories").selectAll().where("product_id", "in", ids).orderBy("id").execute();
  const invIds = inv.map((i) => i.id);
  const invAttrs = invIds.length
    ? await db
        .selectFrom("inventory_attributes")
        .select(["inventory_id", "attribute_value_id"])
        .where("inventory_id", "in", invIds)
        .orderBy("id")
        .execute()
    : [];
  const group = <T extends { product_id: number }>(list: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of list) m.set(x.product_id, [...(m.get(x.product_id) ?? []), x]);
    return m;
  };
  const catsBy = group(cats);
  const colsBy = group(cols);
  const imagesBy = group(images);
  const invBy = group(inv);
  const valuesBy = new Map<number, number[]>();
  for (const a of invAttrs) valuesBy.set(a.inventory_id, [...(valuesBy.get(a.inventory_id) ?? []), a.attribute_value_id]);
  const lines = rows.map((p) => {
    const record: Record<Column, string | number | null> = {
      Title: p.title,
      Badge: p.badge,
      Unit: p.unit,
      Description: p.description,
      Overview: p.overview,
      "Meta title": p.meta_title,
      "Meta description": p.meta_description,
      Image: p.image,
      Video: p.video,
      "Video thumb": p.video_thumb,
      Warranty: p.warranty,
      Refundable: p.refundable,
      Slug: p.slug,
      Tags: (p.tags ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .join("|"),
      "Tax rule": p.tax_rule_id,
      Brand: p.brand_id,
      "Shipping rule": p.shipping_rule_id,
      "Bundle deal": p.bundle_deal_id,
      Purchased: p.purchased,
      Selling: p.selling,
      Offered: p.offered,
      Status: p.status,
      Id: p.id,
      Collections: (colsBy.get(p.id) ?? []).map((x) => x.product_collection_id).join("|"),
      Categories: (catsBy.get(p.id) ?? [])
        .sort((a, b) => b.primary - a.primary || a.id - b.id)
        .map((x) => x.category_id)
        .join("|"),
      Inventories: JSON.stringify(
        (invBy.get(p.id) ?? []).map((i) => ({
          id: i.id,
          quantity: i.quantity,
          sku: i.sku,
          price: i.price,
          values: valuesBy.get(i.id) ?? [],
        })),
      ),
      Images: JSON.stringify((imagesBy.get(p.id) ?? []).map((i) => i.image)),
    };
    return COLUMNS.map((col) => record[col]);
  });
  return lines.length ? toCsv(lines) : "";
}

/** The products the caller may see as a CSV download, streamed in batches. */
export function exportProducts(c: Ctx): Response {
  const db = c.get("db");
  const me = c.get("admin");
  const encoder = new TextEncoder();
  let lastId = 0;
  let headerSent = false;
  // Streamed in batches so a bench-sized catalogue never sits in memory as one string.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${toCsv([[...COLUMNS]])}`));
          return;
        }
        const q = ownRows(db.selectFrom("products").select("id").where("id", ">", lastId).orderBy("id").limit(BATCH), me);
        const ids = (await q.execute()).map((r) => r.id);
        if (!ids.length) {
          controller.close();
          return;
        }
        lastId = ids[ids.length - 1];
        controller.enqueue(encoder.encode(await exportRows(c, db, ids)));
      } catch (err) {
        controller.error(err);
      }
    },
  });
  const name = exportName();
  return c.body(stream, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}"`,
    "Access-Control-Expose-Headers": "Content-Disposition",
  });
}
