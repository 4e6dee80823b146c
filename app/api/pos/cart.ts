import * as z from "zod/mini";
import { http } from "../client";
import { fields, text } from "../resource";
import { calculatedSchema, variantAttributeSchema } from "../sales/orders";

/*
 * The cashier's own POS cart (contract 5.13: `cart/by-user`, `cart/action`, `cart/delete/{id}`,
 * `cart/update-shipping`) and its pricing (`cart/quote`, an extension of the reference server that
 * prices the cart exactly as `pos-order/action` will price the order). The cart lives on the server,
 * keyed to the signed-in admin: it survives a reload and a new sign-in, and nothing of it is kept in
 * the browser.
 */

const amount = z.catch(z.coerce.number(), 0);
const nullableText = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? null),
);
const nullableId = z.pipe(
  z.optional(z.nullable(z.coerce.number())),
  z.transform((v) => v ?? null),
);

/** A place of a shipping rule: where it delivers (`country` "all" = everywhere, `state` null = the whole country) and its pickup point. */
export const shippingPlaceSchema = z.looseObject({
  id: z.coerce.number(),
  shipping_rule_id: z.coerce.number(),
  country: nullableText,
  state: nullableText,
  price: amount,
  pickup_price: amount,
  /** 1 = the place has a pickup point. */
  pickup_point: z.catch(z.coerce.number(), 0),
  ...fields(nullableText, "pickup_address_line_1", "pickup_address_line_2", "pickup_city", "pickup_zip", "pickup_state", "pickup_country"),
});
export type ShippingPlace = z.infer<typeof shippingPlaceSchema>;

/** One cart row as `cartJson` (server/src/groups/commerce/cart.ts) answers it. */
export const posCartLineSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  inventory_id: z.coerce.number(),
  quantity: z.coerce.number(),
  shipping_place_id: nullableId,
  /** 1 = delivery, 2 = pickup. */
  shipping_type: z.catch(z.coerce.number(), 1),
  flash_product: z.nullable(
    z.looseObject({
      id: z.coerce.number(),
      title: text,
      image: nullableText,
      selling: amount,
      offered: amount,
      /** The flash sale's price while one runs. */
      price: z.catch(z.optional(z.nullable(z.coerce.number())), null),
      bundle_deal: z.pipe(
        z.optional(z.nullable(z.looseObject({ title: text, buy: amount, free: amount }))),
        z.transform((v) => v ?? null),
      ),
      shipping_rule: z.pipe(
        z.optional(
          z.nullable(z.looseObject({ id: z.coerce.number(), title: text, shipping_places: z.catch(z.array(shippingPlaceSchema), []) })),
        ),
        z.transform((v) => v ?? null),
      ),
    }),
  ),
  updated_inventory: z.nullable(
    z.looseObject({
      id: z.coerce.number(),
      /** The variant's stock. */
      quantity: amount,
      price: amount,
      sku: nullableText,
      inventory_attributes: z.catch(z.array(variantAttributeSchema), []),
    }),
  ),
});
export type PosCartLine = z.infer<typeof posCartLineSchema>;

/** The totals of `cart/quote`: the ones the order will carry in `calculated`. */
export type PosTotals = z.infer<typeof calculatedSchema>;

/** `cart/quote`: the totals the order will have, the saving, the number of units and the voucher applied. */
export const posQuoteSchema = z.looseObject({
  calculated: calculatedSchema,
  saving: amount,
  /** Units in the cart (free bundle units included). */
  items: amount,
  voucher: z.pipe(
    z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), code: text, offered: amount }))),
    z.transform((v) => v ?? null),
  ),
});
export type PosQuote = z.infer<typeof posQuoteSchema>;

export interface QuoteInput {
  /** The customer; none for the walk-in customer. */
  userId: number | null;
  voucher?: string;
}

/** One line's delivery choice: a place of its product's rule and delivery (1) or pickup (2); null place = none. */
export interface ShippingChoice {
  cart: number;
  place: number | null;
  type: 1 | 2;
}

export const posCartApi = {
  async load(signal?: AbortSignal): Promise<PosCartLine[]> {
    return z.array(posCartLineSchema).parse(await http.get<unknown>("cart/by-user", undefined, signal));
  },

  /** +1 or −1 on an existing line (the server never goes below 1 nor above the stock). */
  async step(line: Pick<PosCartLine, "product_id" | "inventory_id">, delta: 1 | -1): Promise<void> {
    await http.post("cart/action", { product_id: line.product_id, inventory_id: line.inventory_id, quantity: delta });
  },

  async remove(id: number): Promise<void> {
    await http.delete(`cart/delete/${id}`);
  },

  async updateShipping(choices: readonly ShippingChoice[], addressId: number | null): Promise<PosCartLine[]> {
    const raw = await http.post<unknown>("cart/update-shipping", {
      cart: choices.map((c) => ({ cart: c.cart, shipping_place: c.place === null ? null : { id: c.place }, shipping_type: c.type })),
      ...(addressId === null ? {} : { selected_address: addressId }),
    });
    return z.array(posCartLineSchema).parse(raw);
  },

  async quote(input: QuoteInput): Promise<PosQuote> {
    const body: Record<string, unknown> = {};
    if (input.userId !== null) body.user_id = input.userId;
    if (input.voucher) body.voucher = input.voucher;
    return posQuoteSchema.parse(await http.post<unknown>("cart/quote", body));
  },
};
