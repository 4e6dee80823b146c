import { z } from "zod";
import {
  isBlank,
  optionalIdArray,
  optionalInteger,
  optionalNumber,
  optionalOneOf,
  optionalString,
  requiredNonzeroNumber,
  requiredString,
  TEXT_LIMITS,
  type Body,
} from "../../http/validate";
import { sanitizeHtml } from "../../http/html-sanitize";
import { type OwnedTable, referable, type Scope } from "../../http/crud-kit";
import type { AdminContext } from "../../http/env";
import { splitForLanguage, writeTranslation } from "../translations";
import { type Db, fields, metaFields, newId, PRODUCT_LANG, slugify } from "./common";

/*
 * Writing a product (contract 5.9): the action's rules, its reference checks, slugs and category /
 * collection links. product/action and the bulk import (one product per CSV row) share them.
 */

export const PRODUCT_IN_ORDER = "Unable to delete. This product is being used in an order.";

export const productSchema = z.object({
  title: fields.title,
  slug: optionalString("slug", { max: 255 }),
  unit: requiredString("unit", { max: 255 }),
  badge: optionalString("badge", { max: 255 }),
  ...metaFields,
  description: requiredString("description", { max: TEXT_LIMITS.richText }),
  overview: requiredString("overview", { max: TEXT_LIMITS.richText }),
  tags: optionalString("tags", { max: TEXT_LIMITS.text }),
  selling: requiredNonzeroNumber("selling"),
  purchased: requiredNonzeroNumber("purchased"),
  offered: optionalNumber("offered", { min: 0 }),
  status: fields.status,
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
const CLEARABLE = {
  badge: null,
  meta_keywords: null,
  tags: null,
  offered: 0,
  brand_id: null,
  bundle_deal_id: null,
  warranty: null,
  refundable: null,
} as const;

/** The columns an update clears because the body sent them empty. */
export function clearedColumns(body: Body): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, empty] of Object.entries(CLEARABLE)) if (k in body && isBlank(body[k]) && !Array.isArray(body[k])) out[k] = empty;
  return out;
}

export const OFFERED_TOO_HIGH = "The offered must be less than the selling.";

/** An offer price (0: none) must be below the selling price. */
export function offeredTooHigh(offered: number, selling: number): boolean {
  return offered !== 0 && offered >= selling;
}

/**
 * Checks that referenced rows exist and may be used by the caller; the Laravel `exists` texts.
 * Taxonomy and rules (categories, brands, tax and shipping rules) are the shop's, shared by every
 * vendor; collections and bundle deals are their owner's merchandising, so a vendor may only put
 * its products into its own (server/README.md, "Ownership of referenced records").
 */
export async function checkReferences(db: Db, me: AdminContext, d: Partial<ProductInput>): Promise<string[]> {
  const errors: string[] = [];
  const usable = async (table: OwnedTable, ids: number[] | undefined, scope: Scope | null) =>
    !ids?.length || (await referable(db, me, table, ids, scope)).size === new Set(ids).size;
  const one = (id: number | undefined) => (id === undefined ? undefined : [id]);
  if (!(await usable("tax_rules", one(d.tax_rule_id), null))) errors.push("The selected tax rule id is invalid.");
  if (!(await usable("shipping_rules", one(d.shipping_rule_id), null))) errors.push("The selected shipping rule id is invalid.");
  if (!(await usable("brands", one(d.brand_id), null))) errors.push("The selected brand id is invalid.");
  if (!(await usable("bundle_deals", one(d.bundle_deal_id), "vendor"))) errors.push("The selected bundle deal id is invalid.");
  if (!(await usable("categories", d.product_categories, null))) errors.push("The selected product categories is invalid.");
  if (!(await usable("product_collections", d.product_collections, "vendor"))) errors.push("The selected product collections is invalid.");
  if (d.primary_category_id !== undefined && d.product_categories && !d.product_categories.includes(d.primary_category_id)) {
    errors.push("The selected primary category id is invalid.");
  }
  if (d.offered !== undefined && d.selling !== undefined && offeredTooHigh(d.offered, d.selling)) errors.push(OFFERED_TOO_HIGH);
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
  now: string,
) {
  if (d.product_categories !== undefined) {
    const ids = [...new Set(d.product_categories)];
    const primary = d.primary_category_id !== undefined && ids.includes(d.primary_category_id) ? d.primary_category_id : ids[0];
    await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
    if (ids.length) {
      await db
        .insertInto("product_categories")
        .values(
          ids.map((cid) => ({
            product_id: productId,
            category_id: cid,
            primary: cid === primary ? 1 : 0,
            created_at: now,
            updated_at: now,
          })),
        )
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

/**
 * A product's rich text (description, overview) as it may be stored: the storefront shows it as HTML,
 * and a vendor's `<img onerror>` or `<script>` must not reach it. Sanitised on every write
 * path (the form, the CSV import, the editor's first-image draft), as pages and e-mail formats are.
 */
export async function sanitizedRichText(values: {
  description?: unknown;
  overview?: unknown;
}): Promise<{ description?: string; overview?: string }> {
  const out: { description?: string; overview?: string } = {};
  if (typeof values.description === "string") out.description = await sanitizeHtml(values.description);
  if (typeof values.overview === "string") out.overview = await sanitizeHtml(values.overview);
  return out;
}

export interface ProductWrite {
  /** null = create (a new contract-1.6 id, owned by `adminId`). */
  id: number | null;
  data: ProductInput;
  /** Further columns: cleared fields, file names. */
  extra: Record<string, unknown>;
  adminId: number;
  /** With a language the translatable fields go to the translation row. */
  lang: string | null;
  now: string;
}

/** Creates or updates one product with its translation and links; answers its id. Run it in a transaction. */
export async function writeProduct(db: Db, p: ProductWrite): Promise<number> {
  const { product_categories, primary_category_id, product_collections, ...fields } = p.data;
  const columns = { ...fields, ...(await sanitizedRichText(fields)) };
  const { base, translated } = splitForLanguage(columns, PRODUCT_LANG, p.lang);
  Object.assign(base, p.extra);
  let id = p.id;
  if (id === null) {
    id = await newId(db, "products");
    const slug = p.data.slug ?? (await freeSlug(db, p.data.title, null));
    await db
      .insertInto("products")
      .values({ ...base, slug, id, admin_id: p.adminId, created_at: p.now, updated_at: p.now })
      .execute();
  } else {
    await db
      .updateTable("products")
      .set({ ...base, updated_at: p.now })
      .where("id", "=", id)
      .execute();
  }
  if (p.lang) await writeTranslation(db, PRODUCT_LANG, id, p.lang, translated);
  await writeLinks(db, id, { product_categories, primary_category_id, product_collections }, p.now);
  return id;
}
