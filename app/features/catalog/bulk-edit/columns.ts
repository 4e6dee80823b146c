import type { TranslationKey } from "~/i18n/keys";

/*
 * The grid's columns. A product's own fields (title, prices, status) sit on its row; a variant's
 * (SKU, stock) on the variant's. A product with one variant and no attributes is one row holding
 * both, so a shop of simple products reads like a plain spreadsheet.
 */

export type ColumnKey = "title" | "sku" | "variant" | "purchased" | "selling" | "offered" | "quantity" | "status";

/** `product`: the product's field; `variant`: the variant's; `none`: shown only (the variant's name). */
export type ColumnLevel = "product" | "variant" | "none";

/** How a cell's text is read and checked: free text, an amount of money, a whole count, the status. */
export type ColumnKind = "text" | "amount" | "count" | "status";

export interface GridColumn {
  key: ColumnKey;
  label: TranslationKey;
  level: ColumnLevel;
  kind: ColumnKind;
  /** Width in px: fixed, so a row's cells line up without measuring. */
  width: number;
  /** The column chooser cannot hide it (the row would have no name). */
  always?: true;
}

export const COLUMNS: readonly GridColumn[] = [
  { key: "title", label: "catalog.bulkEdit.columns.title", level: "product", kind: "text", width: 260, always: true },
  { key: "sku", label: "catalog.bulkEdit.columns.sku", level: "variant", kind: "text", width: 150 },
  { key: "variant", label: "catalog.bulkEdit.columns.variant", level: "none", kind: "text", width: 140 },
  { key: "purchased", label: "catalog.bulkEdit.columns.purchased", level: "product", kind: "amount", width: 130 },
  { key: "selling", label: "catalog.bulkEdit.columns.selling", level: "product", kind: "amount", width: 130 },
  { key: "offered", label: "catalog.bulkEdit.columns.offered", level: "product", kind: "amount", width: 130 },
  { key: "quantity", label: "catalog.bulkEdit.columns.quantity", level: "variant", kind: "count", width: 110 },
  { key: "status", label: "catalog.bulkEdit.columns.status", level: "product", kind: "status", width: 120 },
];

export const isNumeric = (column: GridColumn): boolean => column.kind === "amount" || column.kind === "count";
