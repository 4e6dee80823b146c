import { http, type Query } from "../client";
import { isApiError } from "../errors";
import { parsePage } from "../resource";
import { versionOf } from "../versions";
import type { BulkProduct, BulkRows } from "./bulk-edit-model";
import { productHeadSchema, stockRowsSchema, toBulkProduct, type ProductHead, type StockRow } from "./bulk-edit-shapes";
import { mapLimited } from "./limited";

/*
 * The editor's rows from a backend without the extension (server/docs/bulk-edit.md, "Without the
 * extension"): the ticked products one `product/find` each, a filter through `product/all`'s pages.
 */

/** The editor's limit, as the extension's: whole products up to this many variants. */
export const MAX_VARIANTS = 5000;
/** Products read (and saved) at once without the extension. */
export const AT_ONCE = 4;

/** A product's variants: from the record when it carries them, else from the stock route. */
async function stockOf(head: ProductHead, signal?: AbortSignal): Promise<StockRow[]> {
  if (head.product_inventories) return head.product_inventories;
  return stockRowsSchema.parse((await http.get<unknown>(`updated-inventory/find/${head.id}`, undefined, signal)) ?? []);
}

/** A product as `product/find` and the stock route answer it now, with the version `find` sent; null when it is gone. */
export interface ProductNow {
  /** The product as `find` answered it. */
  record: Record<string, unknown>;
  /** Its variants as the stock route answers them (prices and values kept for a write). */
  stock: StockRow[];
  product: BulkProduct;
}

export async function readProductNow(id: number, signal?: AbortSignal): Promise<ProductNow | null> {
  let raw: unknown;
  try {
    raw = await http.get<unknown>(`product/find/${id}`, undefined, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return null;
  const head = productHeadSchema.parse(raw);
  const stock = await stockOf(head, signal);
  return { record: raw as Record<string, unknown>, stock, product: toBulkProduct(head, stock, versionOf(raw)) };
}

/** Whole products, in order, up to the limit of variants. */
export function capped(products: readonly BulkProduct[]): BulkRows {
  let variants = 0;
  for (const [index, product] of products.entries()) {
    variants += product.inventories.length;
    if (variants > MAX_VARIANTS) return { products: products.slice(0, index), truncated: true };
  }
  return { products: [...products], truncated: false };
}

/** The ticked products, newest first as the extension answers them; ids no longer there are left out. */
export async function readByIds(ids: readonly number[], signal?: AbortSignal): Promise<BulkRows> {
  const wanted = [...new Set(ids)].sort((a, b) => b - a);
  const found = await mapLimited(wanted, AT_ONCE, (id) => readProductNow(id, signal));
  return capped(found.flatMap((entry) => (entry ? [entry.product] : [])));
}

/**
 * The products a filter finds, newest first, through `product/all`'s pages (a few at a time), until
 * the limit of variants. A summary carries no version unless the backend adds `updated_at`; without
 * one the save compares values instead.
 */
export async function readByFilter(filter: Query, signal?: AbortSignal): Promise<BulkRows> {
  const query: Query = { ...filter, orderby: "id", type: "desc" };
  const pageOf = async (page: number) => parsePage(await http.get<unknown>("product/all", { ...query, page }, signal), productHeadSchema);
  const first = await pageOf(1);
  const heads: ProductHead[] = [...first.data];
  const full = () => heads.reduce((sum, head) => sum + (head.product_inventories?.length ?? 0), 0) > MAX_VARIANTS;
  let page = 2;
  for (; page <= first.last_page && !full(); page += AT_ONCE) {
    const numbers = Array.from({ length: Math.min(AT_ONCE, first.last_page - page + 1) }, (_, i) => page + i);
    for (const next of await Promise.all(numbers.map(pageOf))) heads.push(...next.data);
  }
  const products = await mapLimited(heads, AT_ONCE, async (head) =>
    toBulkProduct(head, await stockOf(head, signal), head.updated_at ? head.updated_at : null),
  );
  const rows = capped(products);
  // Pages left unread hold products too: they were left out as surely as the ones cut here.
  return { products: rows.products, truncated: rows.truncated || page <= first.last_page };
}
