import type { Selectable } from "kysely";
import type { ProductTable } from "../../db/schema";
import { decimal } from "../../http/format";
import { type Ctx, type Db, PRODUCT_LANG } from "./common";
import { requestLanguage } from "../../http/i18n";
import { formatCreated } from "../../http/format";
import { hideAdmin } from "../../http/crud-kit";
import { overlayRows } from "../translations";

/*
 * JSON shapes of products (contract 5.9): the full product of find/action/upload and the list
 * summary of product/all, plus inventories and images shared with other catalog groups.
 */

export type ProductRow = Selectable<ProductTable>;

const chunks = <T>(items: T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Product columns as the contract serializes them (`bundle_deal_id` is a string there). */
export function productBase(p: ProductRow) {
  return { ...p, bundle_deal_id: p.bundle_deal_id === null ? null : String(p.bundle_deal_id) };
}

export function taxRuleJson(r: {
  id: number;
  title: string;
  type: number;
  price: number;
  created_at: string;
  updated_at: string;
  admin_id?: number;
}) {
  return { ...hideAdmin(r), price: decimal(r.price) };
}

/** Inventories of the given products with `inventory_attributes[].attribute_value` (+ `.attribute` when asked). */
export async function inventoriesOf(db: Db, productIds: number[], withAttribute = false) {
  if (!productIds.length) return [];
  const inv = [];
  for (const part of chunks(productIds)) {
    inv.push(...(await db.selectFrom("updated_inventories").selectAll().where("product_id", "in", part).orderBy("id").execute()));
  }
  const links = [];
  for (const part of chunks(inv.map((i) => i.id))) {
    links.push(
      ...(await db
        .selectFrom("inventory_attributes")
        .select(["id", "inventory_id", "attribute_value_id", "created_at", "updated_at"])
        .where("inventory_id", "in", part)
        .orderBy("id")
        .execute()),
    );
  }
  const valueIds = [...new Set(links.map((l) => l.attribute_value_id))];
  const values = [];
  for (const part of chunks(valueIds)) {
    values.push(
      ...(await db
        .selectFrom("attribute_values")
        .select(["id", "title", "attribute_id", "created_at", "updated_at"])
        .where("id", "in", part)
        .execute()),
    );
  }
  const attrIds = [...new Set(values.map((v) => v.attribute_id))];
  const attrs =
    withAttribute && attrIds.length
      ? await db.selectFrom("attributes").select(["id", "title", "created_at", "updated_at"]).where("id", "in", attrIds).execute()
      : [];
  const attrById = new Map(attrs.map((a) => [a.id, a]));
  const valueById = new Map(values.map((v) => [v.id, withAttribute ? { ...v, attribute: attrById.get(v.attribute_id) ?? null } : v]));
  const linksByInv = new Map<number, unknown[]>();
  for (const l of links) {
    const list = linksByInv.get(l.inventory_id) ?? [];
    list.push({ ...l, attribute_value: valueById.get(l.attribute_value_id) ?? null });
    linksByInv.set(l.inventory_id, list);
  }
  return inv.map((i) => ({ ...i, price: decimal(i.price), inventory_attributes: linksByInv.get(i.id) ?? [] }));
}

/** Images of the given products, with their attribute links when `withAttributes`. */
export async function imagesOf(db: Db, productIds: number[], withAttributes = true) {
  if (!productIds.length) return [];
  const images = await db.selectFrom("product_images").selectAll().where("product_id", "in", productIds).orderBy("id").execute();
  if (!withAttributes) return images;
  const links = images.length
    ? await db
        .selectFrom("product_image_attributes")
        .selectAll()
        .where(
          "product_image_id",
          "in",
          images.map((i) => i.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return images.map((i) => ({ ...i, attributes: links.filter((l) => l.product_image_id === i.id) }));
}

/** Category links, primary first, each with its `category` (admin_id hidden). */
async function categoryLinksOf(db: Db, productIds: number[]) {
  const links = [];
  for (const part of chunks(productIds)) {
    links.push(...(await db.selectFrom("product_categories").selectAll().where("product_id", "in", part).execute()));
  }
  links.sort((a, b) => b.primary - a.primary || a.id - b.id);
  const catIds = [...new Set(links.map((l) => l.category_id))];
  const cats = [];
  for (const part of chunks(catIds)) cats.push(...(await db.selectFrom("categories").selectAll().where("id", "in", part).execute()));
  const catById = new Map(cats.map((k) => [k.id, hideAdmin(k)]));
  return links.map((l) => ({ ...l, category: catById.get(l.category_id) ?? null }));
}

/** The full product (find, action, uploads); null when it does not exist. */
export async function productFull(c: Ctx, db: Db, id: number, opts: { flash?: boolean } = {}) {
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [p] = await overlayRows(db, PRODUCT_LANG, [row], requestLanguage(c));
  const categories = await categoryLinksOf(db, [id]);
  const collections = await db
    .selectFrom("collection_with_products")
    .select(["id", "product_id", "product_collection_id"])
    .where("product_id", "=", id)
    .orderBy("id")
    .execute();
  const out: Record<string, unknown> = {
    ...productBase(p),
    primary_category_id: categories.find((l) => l.primary === 1)?.category_id ?? null,
    product_categories: categories,
    product_images: await imagesOf(db, [id]),
    product_collections: collections,
  };
  if (opts.flash) {
    const items = await db.selectFrom("flash_sale_products").selectAll().where("product_id", "=", id).orderBy("id").execute();
    const sales = items.length
      ? await db
          .selectFrom("flash_sales")
          .selectAll()
          .where(
            "id",
            "in",
            items.map((i) => i.flash_sale_id),
          )
          .execute()
      : [];
    const saleById = new Map(sales.map((s) => [s.id, hideAdmin(s)]));
    out.flash_sale_product = items.map((i) => ({ ...i, flash_sale: saleById.get(i.flash_sale_id) ?? null }));
  }
  return out;
}

/** The product/all item shape for one page of rows. */
export async function productSummaries(c: Ctx, db: Db, rows: ProductRow[]) {
  const ids = rows.map((r) => r.id);
  const translated = await overlayRows(db, PRODUCT_LANG, rows, requestLanguage(c));
  const inventories = await inventoriesOf(db, ids, true);
  const categories = await categoryLinksOf(db, ids);
  const brandIds = [...new Set(rows.map((r) => r.brand_id).filter((x): x is number => x !== null))];
  const brands = brandIds.length ? await db.selectFrom("brands").select(["id", "title"]).where("id", "in", brandIds).execute() : [];
  const taxIds = [...new Set(rows.map((r) => r.tax_rule_id).filter((x): x is number => x !== null))];
  const taxes = taxIds.length ? await db.selectFrom("tax_rules").selectAll().where("id", "in", taxIds).execute() : [];
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const taxById = new Map(taxes.map((t) => [t.id, taxRuleJson(t)]));
  const tz = c.req.query("time_zone");
  return translated.map((p) => ({
    id: p.id,
    title: p.title,
    image: p.image,
    unit: p.unit,
    tax_rule_id: p.tax_rule_id,
    shipping_rule_id: p.shipping_rule_id,
    brand_id: p.brand_id,
    purchased: p.purchased,
    selling: p.selling,
    offered: p.offered,
    status: p.status,
    admin_id: p.admin_id,
    created_at: p.created_at,
    created: formatCreated(p.created_at, tz),
    product_inventories: inventories.filter((i) => i.product_id === p.id),
    product_categories: categories.filter((l) => l.product_id === p.id),
    brand: p.brand_id !== null ? (brandById.get(p.brand_id) ?? null) : null,
    tax_rules: p.tax_rule_id !== null ? (taxById.get(p.tax_rule_id) ?? null) : null,
  }));
}
