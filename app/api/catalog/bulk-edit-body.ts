import type { FieldErrors } from "../errors";
import type { InventoryInput } from "./product";
import type { ProductFields, VariantFields } from "./bulk-edit-model";
import type { StockRow } from "./bulk-edit-shapes";

/*
 * What the bulk editor sends without its extension: `product/action/{id}` replaces the product with
 * the body (contract §5.9: the links of `product_categories` and `product_collections` too), so the
 * body is the product as `find` answered it, in the shape the product form sends, with the changed
 * fields; `updated-inventory/action/{id}` replaces the variants with the list (§5.14: a variant left
 * out is deleted), so the list is every variant as it is now, with the changed cells.
 */

/** Text the form sends as typed ("" for none): required ones would be refused as null. */
const TEXTS = ["title", "slug", "unit", "badge", "overview", "description", "tags", "meta_title", "meta_keywords", "meta_description"];
/** Values sent as stored: prices, rules, brand, bundle deal, flags (null clears, as the form's none). */
const VALUES = [
  "purchased",
  "selling",
  "offered",
  "status",
  "tax_rule_id",
  "shipping_rule_id",
  "brand_id",
  "bundle_deal_id",
  "warranty",
  "refundable",
];

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === "object" && v !== null) : []);
const idsOf = (value: unknown, key: string): number[] =>
  rows(value)
    .map((row) => Number(row[key]))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The action's body: the record's fields and links as they are, and the editor's changes over them. */
export function productBody(record: Row, fields: ProductFields): Row {
  const body: Row = {};
  for (const key of TEXTS) {
    const value = record[key];
    body[key] = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }
  for (const key of VALUES) if (key in record) body[key] = record[key] ?? null;
  const categories = idsOf(record.product_categories, "category_id");
  body.product_categories = categories;
  body.product_collections = idsOf(record.product_collections, "product_collection_id");
  // The primary link as find names it (or flags it); else the first, as the form does.
  const flagged = rows(record.product_categories).find((row) => Number(row.primary) === 1)?.category_id;
  const primary = Number(record.primary_category_id ?? flagged);
  body.primary_category_id = categories.includes(primary) ? primary : (categories[0] ?? null);
  return { ...body, ...fields };
}

/** Every variant as it is now, with the editor's cells in place of the ones it changed. */
export function inventoryList(now: readonly StockRow[], changes: readonly VariantFields[]): InventoryInput[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  return now.map((row) => {
    const change = byId.get(row.id);
    return {
      id: row.id,
      sku: change?.sku ?? row.sku,
      quantity: change?.quantity ?? row.quantity,
      price: row.price,
      values: row.inventory_attributes.map((link) => ({ id: link.attribute_value_id })),
    };
  });
}

/** A list row's cell named in a key or a message: `inventories.2.quantity`. */
const ROW_CELL = /\binventories\.(\d+)\.(sku|quantity)\b/;

/**
 * The stock route's messages under the extension's keys. The route names the list's rows by their
 * place (`inventories.2.quantity`, Laravel's array keys, in the key or, on the reference server,
 * only in the message under `inventory`): the row's variant id is known, so they become
 * `inventories.<variant id>.quantity`. A message that names no row keeps its key.
 */
export function stockErrors(errors: FieldErrors, sent: readonly InventoryInput[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) {
      const match = ROW_CELL.exec(key) ?? ROW_CELL.exec(message);
      const id = match ? sent[Number(match[1])]?.id : undefined;
      const mapped = match && id !== undefined ? `inventories.${id}.${match[2]}` : key;
      out[mapped] = [...(out[mapped] ?? []), message];
    }
  }
  return out;
}
