/*
 * The bulk editor's data: products with their variants as the grid shows them, the changes a save
 * sends, and what each product's save came to. Defined in the API layer (the data layer reads and
 * writes them, and may not import a feature), re-exported here for the grid, the review and the saver.
 */
export type {
  BulkChange,
  BulkOutcome,
  BulkProduct,
  BulkRows,
  BulkSelection,
  BulkVariant,
  ProductFields,
  ProductStatus,
  VariantFields,
} from "~/api/catalog/bulk-edit-model";
