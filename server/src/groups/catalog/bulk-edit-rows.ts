import type { Context } from "hono";
import { sql } from "kysely";
import { ownRows, parseId } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { validationFailed } from "../../http/envelope";
import { likeEscaped, searchParam } from "../../http/pagination";
import type { Db } from "./common";
import { narrowProducts } from "./product";

/*
 * The bulk editor's rows (server/docs/bulk-edit.md): which products (ids or the list's filters, in
 * the caller's scope, newest first, whole products up to MAX_VARIANTS variants) and their rows.
 * Everything is read per chunk of products, a handful of queries for the 5,000 variants, never
 * one query per product.
 */

/** The most variants one `rows` answer holds. */
export const MAX_VARIANTS = 5000;
/** The most ids `rows?ids=` takes: more could not be answered anyway (every product has a row). */
export const MAX_ROW_IDS = MAX_VARIANTS;
export const TOO_MANY_ROW_IDS = `The ids must not have more than ${MAX_ROW_IDS} items.`;
export const INVALID_ROW_IDS = "The ids must be a comma-separated list of ids.";

/** Products per query: the `IN (...)` lists stay well below SQLite's parameter limit. */
const CHUNK = 1000;

export interface BulkVariant {
  id: number;
  sku: string | null;
  quantity: number;
  /** The attribute values' titles joined with " / ", in attribute order; "" without values. */
  variant: string;
}

export interface BulkRow {
  id: number;
  /** Null only on a draft the product form has not saved yet (an image uploaded first). */
  title: string | null;
  purchased: number;
  selling: number;
  offered: number;
  status: number;
  /** The product's `updated_at` (record-versions.md), which covers its stock. */
  version: string;
  inventories: BulkVariant[];
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The rows of `ids`, in that order (ids that do not exist are left out). Base values: the
 * `language` header is not read, see bulk-edit.md.
 */
export async function bulkRows(db: Db, ids: readonly number[]): Promise<BulkRow[]> {
  const rows = new Map<number, BulkRow>();
  for (const part of chunks(ids)) {
    const products = await db
      .selectFrom("products")
      .select(["id", "title", "purchased", "selling", "offered", "status", "updated_at"])
      .where("id", "in", part)
      .execute();
    for (const p of products) {
      const { updated_at, ...fields } = p;
      rows.set(p.id, { ...fields, version: updated_at, inventories: [] });
    }
    const variants = await db
      .selectFrom("updated_inventories")
      .select(["id", "product_id", "sku", "quantity"])
      .where("product_id", "in", part)
      .orderBy("id")
      .execute();
    // Every value's title of those variants, in attribute order (attributes have no position: their id).
    const values = await db
      .selectFrom("inventory_attributes as ia")
      .innerJoin("updated_inventories as ui", "ui.id", "ia.inventory_id")
      .innerJoin("attribute_values as av", "av.id", "ia.attribute_value_id")
      .select(["ia.inventory_id", "av.title"])
      .where("ui.product_id", "in", part)
      .orderBy("ia.inventory_id")
      .orderBy("av.attribute_id")
      .orderBy("av.id")
      .execute();
    const titles = new Map<number, string[]>();
    for (const v of values) titles.set(v.inventory_id, [...(titles.get(v.inventory_id) ?? []), v.title]);
    for (const v of variants) {
      rows.get(v.product_id)?.inventories.push({
        id: v.id,
        sku: v.sku,
        quantity: v.quantity,
        variant: (titles.get(v.id) ?? []).join(" / "),
      });
    }
  }
  return ids.map((id) => rows.get(id)).filter((r): r is BulkRow => r !== undefined);
}

/** `ids=3,7,9` → the distinct ids; null when absent; a validation answer when it is not such a list. */
function requestedIds(c: Context<Env>): number[] | null | Response {
  const raw = c.req.query("ids");
  if (raw === undefined) return null;
  const parts = raw.split(",");
  if (parts.length > MAX_ROW_IDS) return validationFailed(c, { form: [TOO_MANY_ROW_IDS] });
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null)) return validationFailed(c, { form: [INVALID_ROW_IDS] });
  return [...new Set(ids as number[])];
}

/**
 * The products `rows` answers, newest first (`id` desc), in the caller's scope: whole products while
 * their variants fit in MAX_VARIANTS. The first product that does not fit ends the list (the rows stay
 * a prefix of the list's order), and `truncated` says so.
 */
export async function chosenProducts(c: Context<Env>): Promise<{ ids: number[]; variants: number; truncated: boolean } | Response> {
  const db = c.get("db");
  const wanted = requestedIds(c);
  if (wanted instanceof Response) return wanted;
  const variantCount = sql<number>`(SELECT count(*) FROM updated_inventories AS ci WHERE ci.product_id = products.id)`;
  let q = ownRows(db.selectFrom("products").select(["products.id", variantCount.as("n")]), c.get("admin"));
  if (wanted) {
    if (!wanted.length) return { ids: [], variants: 0, truncated: false };
    q = q.where("products.id", "in", wanted);
  } else {
    // `q` as product/all's short-text path: the title, or any variant's SKU (LIKE, ASCII case-insensitive).
    const pattern = searchParam(c.req.query("q"));
    if (pattern) {
      q = q.where((eb) =>
        eb.or([
          likeEscaped("products.title", pattern),
          eb("products.id", "in", eb.selectFrom("updated_inventories").select("product_id").where(likeEscaped("sku", pattern))),
        ]),
      );
    }
    const narrowed = narrowProducts(c, q);
    if (narrowed instanceof Response) return narrowed;
    q = narrowed;
  }
  const ids: number[] = [];
  let variants = 0;
  for (let offset = 0; ; offset += CHUNK) {
    const page = await q.orderBy("products.id", "desc").limit(CHUNK).offset(offset).execute();
    for (const p of page) {
      const n = Number(p.n);
      if (variants + n > MAX_VARIANTS) return { ids, variants, truncated: true };
      ids.push(p.id);
      variants += n;
    }
    if (page.length < CHUNK) return { ids, variants, truncated: false };
  }
}
