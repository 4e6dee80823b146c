/*
 * The shape of `product/bulk-edit/save`'s body (server/docs/bulk-edit.md). A body not of this shape
 * is refused whole (422) before anything is written; the values themselves are checked per product
 * (bulk-edit-check.ts), so one product's bad price does not refuse the others.
 */

/** The most products one save takes. */
export const MAX_PRODUCTS = 100;

export const FIELD_NAMES = ["title", "purchased", "selling", "offered", "status"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

const VARIANT_KEYS = ["id", "sku", "quantity"] as const;
const PRODUCT_KEYS = ["id", "version", "fields", "inventories"] as const;

/** One variant's changes: the raw values sent (checked with the product, bulk-edit-check.ts). */
export interface VariantChange {
  id: number;
  sku?: unknown;
  quantity?: unknown;
}

export interface ProductChange {
  id: number;
  /** The version the editor read, or null: saved without the check. */
  version: string | null;
  fields: Partial<Record<FieldName, unknown>>;
  inventories: VariantChange[];
}

export type SaveBody = { ok: true; products: ProductChange[] } | { ok: false; message: string };

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 1;
const absent = (v: unknown) => v === undefined || v === null;

/** Keys outside `allowed`: refused rather than dropped, so a client never believes an unknown field was saved. */
function unknownKey(value: Plain, allowed: readonly string[]): string | undefined {
  return Object.keys(value).find((k) => !allowed.includes(k));
}

class Malformed extends Error {}

function need(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Malformed(message);
}

function readVariant(raw: unknown, at: string): VariantChange {
  need(isPlain(raw), `The ${at} must be an object.`);
  const extra = unknownKey(raw, VARIANT_KEYS);
  need(extra === undefined, `The ${at}.${extra} field is not allowed.`);
  need(isId(raw.id), `The ${at}.id must be an integer of at least 1.`);
  const out: VariantChange = { id: raw.id };
  if ("sku" in raw) out.sku = raw.sku;
  if ("quantity" in raw) out.quantity = raw.quantity;
  return out;
}

function readProduct(raw: unknown, at: string): ProductChange {
  need(isPlain(raw), `The ${at} must be an object.`);
  const extra = unknownKey(raw, PRODUCT_KEYS);
  need(extra === undefined, `The ${at}.${extra} field is not allowed.`);
  need(isId(raw.id), `The ${at}.id must be an integer of at least 1.`);
  need(absent(raw.version) || (typeof raw.version === "string" && raw.version.length <= 64), `The ${at}.version must be a string.`);
  need(absent(raw.fields) || isPlain(raw.fields), `The ${at}.fields must be an object.`);
  const fields: Plain = isPlain(raw.fields) ? raw.fields : {};
  const extraField = unknownKey(fields, FIELD_NAMES);
  need(extraField === undefined, `The ${at}.fields.${extraField} field is not allowed.`);
  need(absent(raw.inventories) || Array.isArray(raw.inventories), `The ${at}.inventories must be an array.`);
  const list: unknown[] = Array.isArray(raw.inventories) ? raw.inventories : [];
  const inventories = list.map((v, i) => readVariant(v, `${at}.inventories.${i}`));
  const seen = new Set<number>();
  inventories.forEach((v, i) => {
    need(!seen.has(v.id), `The ${at}.inventories.${i}.id is listed twice.`);
    seen.add(v.id);
  });
  return { id: raw.id, version: typeof raw.version === "string" ? raw.version : null, fields, inventories };
}

/** The body as product changes, or the reason it is refused whole. */
export function readSaveBody(body: unknown): SaveBody {
  try {
    need(isPlain(body), "The request body must be a JSON object.");
    need(Array.isArray(body.products), "The products must be an array.");
    const list: unknown[] = body.products;
    need(list.length <= MAX_PRODUCTS, `The products must not have more than ${MAX_PRODUCTS} items.`);
    const products = list.map((p, i) => readProduct(p, `products.${i}`));
    const seen = new Set<number>();
    products.forEach((p, i) => {
      need(!seen.has(p.id), `The products.${i}.id is listed twice.`);
      seen.add(p.id);
    });
    return { ok: true, products };
  } catch (err) {
    if (err instanceof Malformed) return { ok: false, message: err.message };
    throw err;
  }
}
