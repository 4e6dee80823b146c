import * as z from "zod/mini";
import { numberOrZero, text } from "../resource";
import type { BulkProduct, BulkVariant, ProductStatus } from "./bulk-edit-model";

/*
 * The bulk editor's rows in the shapes the backends answer: the extension's rows as they are, and a
 * product and its variants as `product/find`, `product/all` and `updated-inventory/find` give them
 * (contract §5.9, §5.14), made into the same rows.
 */

/** 1 public, anything else private (the products list reads a stored status the same way). */
const status = z.pipe(
  z.optional(z.nullable(z.coerce.number())),
  z.transform((v): ProductStatus => (v === 1 ? 1 : 2)),
);

const version = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v || null),
);

const quantity = z.pipe(
  z.optional(z.nullable(z.coerce.number())),
  z.transform((v) => v ?? 0),
);

export const bulkVariantSchema = z.object({ id: z.coerce.number(), sku: text, quantity, variant: text });

/** A row as the extension answers it (`rows`, and a save's `saved` and `conflict` results). */
/** The product's own fields the editor shows, in every answer that carries them. */
const productFields = {
  id: z.coerce.number(),
  title: text,
  purchased: numberOrZero,
  selling: numberOrZero,
  offered: numberOrZero,
  status,
};

export const bulkProductSchema = z.object({
  ...productFields,
  version,
  inventories: z._default(z.array(bulkVariantSchema), []),
}) satisfies z.ZodMiniType<BulkProduct>;

export const bulkRowsSchema = z.object({
  products: z.array(bulkProductSchema),
  truncated: z._default(z.optional(z.boolean()), false),
});

/** A variant as the stock route and product summaries answer it, with its values' titles. */
const inventorySchema = z.looseObject({
  id: z.coerce.number(),
  sku: text,
  quantity,
  price: numberOrZero,
  inventory_attributes: z._default(
    z.optional(
      z.array(
        z.looseObject({
          attribute_value_id: z.coerce.number(),
          attribute_value: z.optional(
            z.nullable(
              z.looseObject({ id: z.optional(z.coerce.number()), title: text, attribute_id: z.optional(z.nullable(z.coerce.number())) }),
            ),
          ),
        }),
      ),
    ),
    [],
  ),
});
export type StockRow = z.infer<typeof inventorySchema>;
export const stockRowsSchema = z.array(inventorySchema);

/** The product's own fields the editor shows, from a full product or a summary. */
export const productHeadSchema = z.looseObject({
  ...productFields,
  updated_at: z.optional(z.nullable(z.string())),
  product_inventories: z.optional(z.array(inventorySchema)),
});
export type ProductHead = z.infer<typeof productHeadSchema>;

/** The values' titles joined with " / ", in attribute order (as the extension names a variant). */
export function variantLabel(row: StockRow): string {
  const values = row.inventory_attributes.map((link, index) => ({ link, index }));
  values.sort((a, b) => (a.link.attribute_value?.attribute_id ?? 0) - (b.link.attribute_value?.attribute_id ?? 0) || a.index - b.index);
  return values.map(({ link }) => link.attribute_value?.title ?? "").join(" / ");
}

export function toBulkVariant(row: StockRow): BulkVariant {
  return { id: row.id, sku: row.sku, quantity: row.quantity, variant: variantLabel(row) };
}

export function toBulkProduct(head: ProductHead, stock: readonly StockRow[], productVersion: string | null): BulkProduct {
  return {
    id: head.id,
    title: head.title,
    purchased: head.purchased,
    selling: head.selling,
    offered: head.offered,
    status: head.status,
    version: productVersion,
    inventories: stock.map(toBulkVariant),
  };
}

/** A version without its ETag dress (`W/`, quotes): the extension's and the ETag's compare alike. */
export const bareVersion = (value: string): string => value.replace(/^W\//, "").replace(/^"(.*)"$/, "$1");

export function sameVersion(a: string, b: string): boolean {
  return bareVersion(a) === bareVersion(b);
}

/** A version as `If-Match` carries it: one quoted value. */
export const asIfMatch = (value: string | null): string | null => (value ? `"${bareVersion(value)}"` : null);
