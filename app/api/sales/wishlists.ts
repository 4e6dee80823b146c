import * as z from "zod/mini";
import { http, type Query } from "../client";
import { productCardSchema } from "../catalog/product";
import { getPage, type Page, text } from "../resource";

/*
 * Customers' wishlists (contract extension `wishlist`, server/README.md "people area"): one row per
 * registered customer and product, searched by the customer's name or e-mail or the product's title.
 */

/** A product on a customer's wishlist, with the customer and the product as the list shows them. */
export const wishlistRowSchema = z.looseObject({
  id: z.coerce.number(),
  user_id: z.coerce.number(),
  product_id: z.coerce.number(),
  created_at: z.optional(z.nullable(z.string())),
  user: z.looseObject({ id: z.coerce.number(), name: text, email: text }),
  product: productCardSchema,
});
export type WishlistRow = z.infer<typeof wishlistRowSchema>;

export const wishlistApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<WishlistRow>> {
    return getPage("wishlist/all", query, wishlistRowSchema, signal);
  },

  /** `wishlist/delete/{ids}`: all or nothing. */
  async remove(ids: readonly (number | string)[]): Promise<void> {
    if (ids.length) await http.delete(`wishlist/delete/${ids.join(",")}`);
  },
};
