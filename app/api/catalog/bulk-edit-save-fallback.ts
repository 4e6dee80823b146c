import { http } from "../client";
import { isApiError, isVersionConflict, UnauthenticatedError } from "../errors";
import { versionOf } from "../versions";
import { inventoryList, productBody, stockErrors } from "./bulk-edit-body";
import type { BulkChange, BulkOutcome, BulkProduct } from "./bulk-edit-model";
import { readProductNow, type ProductNow } from "./bulk-edit-read-fallback";
import {
  asIfMatch,
  productHeadSchema,
  sameVersion,
  stockRowsSchema,
  toBulkProduct,
  toBulkVariant,
  type StockRow,
} from "./bulk-edit-shapes";

/*
 * One product's save without the extension (server/docs/bulk-edit.md, "Without the extension"):
 * read it again, stop on a conflict, else write the product and then its variants, each with the
 * version the previous step answered as `If-Match`.
 */

const numbersDiffer = (a: unknown, b: unknown) => Number(a) !== Number(b);

/**
 * Whether someone saved the product since the grid loaded it. With versions on both sides they
 * decide; without, the values this change would write over are compared with what the grid loaded:
 * the fields it changes, and the stock and changed cells of each variant it changes (a variant gone
 * is a change too).
 */
export function moved(change: BulkChange, now: BulkProduct): boolean {
  if (change.version && now.version) return !sameVersion(change.version, now.version);
  const loaded = change.loaded;
  for (const key of Object.keys(change.fields) as (keyof BulkChange["fields"])[]) {
    if (key === "title" ? loaded.title !== now.title : numbersDiffer(loaded[key], now[key])) return true;
  }
  for (const variant of change.inventories) {
    const was = loaded.inventories.find((row) => row.id === variant.id);
    const is = now.inventories.find((row) => row.id === variant.id);
    if (!was || !is || was.quantity !== is.quantity) return true;
    if (variant.sku !== undefined && was.sku !== is.sku) return true;
  }
  return false;
}

const changesStock = (change: BulkChange) => change.inventories.some((row) => row.sku !== undefined || row.quantity !== undefined);

/** The product as it is now, for a conflict's outcome; none when it is gone meanwhile. */
async function conflict(change: BulkChange, signal?: AbortSignal): Promise<BulkOutcome> {
  const now = await readProductNow(change.id, signal);
  return now ? { id: change.id, outcome: "conflict", product: now.product } : { id: change.id, outcome: "not_found" };
}

type Sent = ReturnType<typeof inventoryList>;

/** Writes the product's fields and then its variants; answers the product as the writes left it. */
async function write(change: BulkChange, now: ProductNow, step: { sent: Sent | null }): Promise<BulkProduct> {
  let version = now.product.version;
  let product: BulkProduct = { ...now.product, ...change.fields };
  if (Object.keys(change.fields).length > 0) {
    const body = productBody(now.record, change.fields);
    const raw = await http.post<unknown>(`product/action/${change.id}`, body, undefined, { ifMatch: asIfMatch(version) });
    version = versionOf(raw) ?? version;
    const parsed = productHeadSchema.safeParse(raw);
    if (parsed.success) product = { ...toBulkProduct(parsed.data, [], version), inventories: product.inventories };
  }
  if (changesStock(change)) {
    const sent = inventoryList(now.stock, change.inventories);
    step.sent = sent;
    const raw = await http.post<unknown>(`updated-inventory/action/${change.id}`, { inventories: sent }, undefined, {
      ifMatch: asIfMatch(version),
    });
    version = versionOf(raw) ?? version;
    const parsed = stockRowsSchema.safeParse(raw);
    // Where the answer is not the list, the variants are as sent.
    const stock: StockRow[] = parsed.success
      ? parsed.data
      : now.stock.map((row, i) => ({ ...row, sku: sent[i].sku, quantity: sent[i].quantity }));
    product = { ...product, inventories: stock.map(toBulkVariant) };
  }
  return { ...product, version };
}

/** One product's outcome; only the caller's abort and a lost session are thrown. */
export async function saveOneFallback(change: BulkChange, signal?: AbortSignal): Promise<BulkOutcome> {
  const step: { sent: Sent | null } = { sent: null };
  try {
    signal?.throwIfAborted();
    const now = await readProductNow(change.id, signal);
    if (!now) return { id: change.id, outcome: "not_found" };
    if (moved(change, now.product)) return { id: change.id, outcome: "conflict", product: now.product };
    if (change.inventories.some((row) => !now.product.inventories.some((known) => known.id === row.id))) {
      return { id: change.id, outcome: "conflict", product: now.product };
    }
    return { id: change.id, outcome: "saved", product: await write(change, now, step) };
  } catch (error) {
    if (signal?.aborted || error instanceof UnauthenticatedError) throw error;
    if (isVersionConflict(error)) return conflict(change, signal).catch((again: unknown) => failed(change, again, signal));
    if (isApiError(error) && error.status === 404) return { id: change.id, outcome: "not_found" };
    if (isApiError(error) && error.status === 422) {
      const errors = step.sent ? stockErrors(error.fieldErrors, step.sent) : { ...error.fieldErrors };
      return { id: change.id, outcome: "refused", errors, message: error.message };
    }
    return failed(change, error, signal);
  }
}

function failed(change: BulkChange, error: unknown, signal?: AbortSignal): BulkOutcome {
  if (signal?.aborted || error instanceof UnauthenticatedError) throw error;
  return { id: change.id, outcome: "failed", message: error instanceof Error ? error.message : String(error) };
}
