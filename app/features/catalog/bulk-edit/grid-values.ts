import { cellProblem, type Problem } from "./checks";
import { COLUMNS, type GridColumn } from "./columns";
import type { BulkChange, BulkProduct, ProductFields, VariantFields } from "./model";
import { parseNumber } from "./numbers";
import { cellKey, type GridRow } from "./rows";

/*
 * Reading the grid's values: a cell's text (the change, else what was loaded), the cells that fail
 * their check, and the changes of each product as a save sends them.
 */

export type Values = ReadonlyMap<string, string>;

export function textOf(changed: Values, loaded: Values, key: string | null): string {
  if (key === null) return "";
  return changed.get(key) ?? loaded.get(key) ?? "";
}

/** The products that have a change: a key's product from its row. */
export function changedProducts(rows: readonly GridRow[], changed: Values): Set<number> {
  const ids = new Set<number>();
  if (changed.size === 0) return ids;
  for (const row of rows) for (const column of COLUMNS) if (changed.has(cellKey(row, column) ?? "")) ids.add(row.product.id);
  return ids;
}

/**
 * Every failing cell of the products that have a change (a lowered selling price can make an
 * unchanged offered price wrong): its key and problem. Loaded products are taken as the server had
 * them.
 */
export function problems(rows: readonly GridRow[], changed: Values, loaded: Values): Map<string, Problem> {
  const found = new Map<string, Problem>();
  const touched = changedProducts(rows, changed);
  for (const row of rows) {
    if (!touched.has(row.product.id)) continue;
    const selling = parseNumber(textOf(changed, loaded, `p${row.product.id}.selling`));
    for (const column of COLUMNS) {
      const key = cellKey(row, column);
      if (key === null) continue;
      const problem = cellProblem(column.key, textOf(changed, loaded, key), { selling });
      if (problem) found.set(key, problem);
    }
  }
  return found;
}

const number = (text: string): number => parseNumber(text) ?? 0;

/** Each changed product's changes, in the grid's order. */
export function changesOf(products: readonly BulkProduct[], changed: Values): BulkChange[] {
  const out: BulkChange[] = [];
  for (const product of products) {
    const fields: ProductFields = {};
    const field = (name: keyof ProductFields) => changed.get(`p${product.id}.${name}`);
    const title = field("title");
    if (title !== undefined) fields.title = title.trim();
    for (const name of ["purchased", "selling", "offered"] as const) {
      const text = field(name);
      if (text !== undefined) fields[name] = number(text);
    }
    const status = field("status");
    if (status !== undefined) fields.status = status === "1" ? 1 : 2;
    const inventories: VariantFields[] = [];
    for (const variant of product.inventories) {
      const sku = changed.get(`v${variant.id}.sku`);
      const quantity = changed.get(`v${variant.id}.quantity`);
      if (sku === undefined && quantity === undefined) continue;
      inventories.push({
        id: variant.id,
        ...(sku === undefined ? {} : { sku: sku.trim() }),
        ...(quantity === undefined ? {} : { quantity: number(quantity) }),
      });
    }
    if (Object.keys(fields).length > 0 || inventories.length > 0)
      out.push({ id: product.id, version: product.version, fields, inventories, loaded: product });
  }
  return out;
}

/** The keys of a product's cells: what a save of it settles. */
export function keysOfProduct(product: BulkProduct): Set<string> {
  const keys = new Set<string>();
  for (const column of COLUMNS) {
    if (column.level === "product") keys.add(`p${product.id}.${column.key}`);
    if (column.level === "variant") for (const variant of product.inventories) keys.add(`v${variant.id}.${column.key}`);
  }
  return keys;
}

/** A server's message key as the grid's cell: `selling` → `p12.selling`, `inventories.40.quantity` → `v40.quantity`. */
export function cellOfError(productId: number, key: string): string | null {
  const variant = /^inventories\.(\d+)\.(sku|quantity)$/.exec(key);
  if (variant) return `v${variant[1]}.${variant[2]}`;
  return ["title", "purchased", "selling", "offered", "status"].includes(key) ? `p${productId}.${key}` : null;
}

export const editable = (row: GridRow, column: GridColumn): boolean => cellKey(row, column) !== null;
