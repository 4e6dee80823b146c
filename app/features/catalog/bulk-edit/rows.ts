import type { BulkProduct, BulkVariant } from "./model";
import type { ColumnKey, GridColumn } from "./columns";

/*
 * The grid's rows: a product, then its variants under it. A product with a single variant without
 * attribute values is one row ("single") holding the product's and the variant's cells.
 */

export type RowKind = "product" | "variant" | "single";

export interface GridRow {
  key: string;
  kind: RowKind;
  product: BulkProduct;
  variant: BulkVariant | null;
}

export function gridRows(products: readonly BulkProduct[]): GridRow[] {
  const rows: GridRow[] = [];
  for (const product of products) {
    const [only] = product.inventories;
    if (product.inventories.length === 1 && only && only.variant === "") {
      rows.push({ key: `s${product.id}`, kind: "single", product, variant: only });
      continue;
    }
    rows.push({ key: `p${product.id}`, kind: "product", product, variant: null });
    for (const variant of product.inventories) rows.push({ key: `v${variant.id}`, kind: "variant", product, variant });
  }
  return rows;
}

/** The key of a cell's value in the edits: `p<product id>.<column>` or `v<variant id>.<column>`; null where the cell holds nothing to edit. */
export function cellKey(row: GridRow, column: GridColumn): string | null {
  if (column.level === "product") return row.kind === "variant" ? null : `p${row.product.id}.${column.key}`;
  if (column.level === "variant") return row.variant && row.kind !== "product" ? `v${row.variant.id}.${column.key}` : null;
  return null;
}

/** A value as the grid holds it: numbers as plain text ("27.5"), the status as "1" / "2". */
export function storedText(value: string | number): string {
  return typeof value === "number" ? String(value) : value;
}

/** What the loaded record holds for a cell, as text. */
export function loadedValue(row: GridRow, key: ColumnKey): string {
  switch (key) {
    case "title":
    case "purchased":
    case "selling":
    case "offered":
    case "status":
      return row.kind === "variant" ? "" : storedText(row.product[key]);
    case "sku":
    case "quantity":
      return row.variant && row.kind !== "product" ? storedText(row.variant[key]) : "";
    case "variant":
      return row.variant?.variant ?? "";
  }
}

/** Every editable cell's loaded value, by its key: what an edit is compared with. */
export function loadedValues(rows: readonly GridRow[], columns: readonly GridColumn[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const row of rows)
    for (const column of columns) {
      const key = cellKey(row, column);
      if (key) values.set(key, loadedValue(row, column.key));
    }
  return values;
}
