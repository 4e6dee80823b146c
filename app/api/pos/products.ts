import * as z from "zod/mini";
import { http } from "../client";
import { numberOrZero, parsePage, parseOne, text, timeZone, type Page } from "../resource";

/*
 * What the point of sale's product browser reads and writes: one page of sellable products with
 * their variants (`product/all`, contract §5.9) and a variant put into the cashier's cart
 * (`cart/action`, contract §5.13). The cart itself (reading, changing, removing lines) is the
 * checkout's (api/pos/cart.ts).
 */

const attributeSchema = z.looseObject({ id: z.coerce.number(), title: text });

/** One attribute value a variant carries (`Colour: Red`), with its attribute when the API sends it. */
const variantAttributeSchema = z.looseObject({
  attribute_value_id: z.coerce.number(),
  attribute_value: z.optional(
    z.nullable(
      z.looseObject({
        id: z.coerce.number(),
        title: text,
        attribute_id: z.coerce.number(),
        attribute: z.optional(z.nullable(attributeSchema)),
      }),
    ),
  ),
});

/** A variant (`updated_inventories` row): its SKU, own price (0 = the product's), stock and values. */
export const posVariantSchema = z.looseObject({
  id: z.coerce.number(),
  sku: text,
  price: numberOrZero,
  quantity: numberOrZero,
  inventory_attributes: z._default(z.optional(z.array(variantAttributeSchema)), []),
});
export type PosVariant = z.infer<typeof posVariantSchema>;

/** A product card's data: the summary row of `product/all` with its variants. */
export const posProductSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.optional(z.nullable(z.string())),
  selling: numberOrZero,
  offered: numberOrZero,
  product_inventories: z._default(z.optional(z.array(posVariantSchema)), []),
});
export type PosProduct = z.infer<typeof posProductSchema>;

export interface PosProductQuery {
  /** A name, SKU or barcode fragment. */
  q: string;
  /** A category id, "" for any. */
  category: string;
  /** A brand id, "" for any. */
  brand: string;
  page: number;
}

/**
 * One page (14 cards) of the products a cashier may sell: public ones only (`status=1`, a private
 * product is not for sale), newest first, narrowed by the search text, category and brand.
 */
export async function listPosProducts(query: PosProductQuery, signal?: AbortSignal): Promise<Page<PosProduct>> {
  const raw = await http.get<unknown>(
    "product/all",
    {
      q: query.q.trim(),
      categories: query.category,
      brands: query.brand,
      status: 1,
      page: query.page,
      time_zone: timeZone(),
    },
    signal,
  );
  return parsePage(raw, posProductSchema);
}

export interface CartAddition {
  product_id: number;
  inventory_id: number;
  quantity: number;
}

/** The cart line as `cart/action` answers it (only what the browser reads of it). */
const cartLineSchema = z.looseObject({ id: z.coerce.number(), quantity: z.coerce.number() });
export type AddedCartLine = z.infer<typeof cartLineSchema>;

/**
 * Adds `quantity` units of a variant to the signed-in cashier's cart (the server adds them to a line
 * that already holds the variant). The server refuses more than the stock ("Quantity exceeds
 * inventory."): that message is the ApiError's.
 */
export async function addToPosCart(addition: CartAddition): Promise<AddedCartLine> {
  return parseOne(await http.post<unknown>("cart/action", { ...addition }), cartLineSchema);
}
