/*
 * The bulk editor's data (server/docs/bulk-edit.md): products with their variants as the grid shows
 * them, the changes a save sends, and what each product's save came to. Shared by the grid, the
 * review and the saver, so they agree on one shape whichever backend answers. They live in the API
 * layer because the data layer reads and writes them and may not import a feature (eslint.layers.js);
 * app/features/catalog/bulk-edit/model.ts re-exports them for the editor.
 */

export interface BulkVariant {
  id: number;
  sku: string;
  quantity: number;
  /** The variant's attribute values' titles joined with " / "; "" for a variant without any. */
  variant: string;
}

export type ProductStatus = 1 | 2;

export interface BulkProduct {
  id: number;
  title: string;
  purchased: number;
  selling: number;
  offered: number;
  status: ProductStatus;
  /** The product's version (its `updated_at`, covering its stock); null where the backend sends none. */
  version: string | null;
  inventories: BulkVariant[];
}

/** Which products the editor opens: the ticked ones, or the products list's filter. */
export type BulkSelection = { ids: number[] } | { q?: string; brands?: string; categories?: string; status?: ProductStatus };

export interface BulkRows {
  products: BulkProduct[];
  /** Products were left out (the editor's limit of variants). */
  truncated: boolean;
}

/** The product's own fields the editor changes. */
export interface ProductFields {
  title?: string;
  purchased?: number;
  selling?: number;
  offered?: number;
  status?: ProductStatus;
}

export interface VariantFields {
  id: number;
  sku?: string;
  quantity?: number;
}

/** One product's changes, as a save sends them. */
export interface BulkChange {
  id: number;
  /** The version the grid loaded; sent as the precondition. */
  version: string | null;
  fields: ProductFields;
  inventories: VariantFields[];
  /** The product as the grid loaded it: without versions, a re-read is compared with it. */
  loaded: BulkProduct;
}

/** What one product's save came to. */
export type BulkOutcome =
  | { id: number; outcome: "saved"; product: BulkProduct }
  /** Someone saved the product since it was loaded: nothing written; the product as it is now. */
  | { id: number; outcome: "conflict"; product: BulkProduct }
  /** The server refused it: its messages by key (`selling`, `inventories.<id>.quantity`). */
  | { id: number; outcome: "refused"; errors: Record<string, string[]>; message: string }
  | { id: number; outcome: "not_found" }
  /** No answer (offline, timeout, a server error): nothing is known to be written. */
  | { id: number; outcome: "failed"; message: string };
