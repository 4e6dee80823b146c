import * as z from "zod/mini";
import { http, type Query } from "../client";
import { getPage, numberOrZero, type Page, parseOne, text } from "../resource";

/*
 * Product ratings and reviews (contract 5.45 `rating-review`): `q` searches the review's text,
 * `product` keeps one product's reviews. Vendors get the reviews of their own products only (the
 * server scopes them). Reviews are the customers' own: the admin reads and deletes, never edits.
 */

const optionalText = z.optional(z.nullable(z.string()));
/** A related record the API embeds or sends as null. */
const nullable = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => v ?? null),
  );

/** A photo the customer attached to the review (a file name: `mediaUrl` makes it a URL). */
export const reviewImageSchema = z.looseObject({ id: z.coerce.number(), image: text });
export type ReviewImage = z.infer<typeof reviewImageSchema>;

/** One review: written by a registered customer (`user`) or a guest (`guest_user`). */
export const reviewSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  user_id: z.optional(z.nullable(z.coerce.number())),
  rating: numberOrZero,
  review: text,
  created_at: optionalText,
  product: nullable(z.looseObject({ id: z.coerce.number(), title: text, image: optionalText })),
  user: nullable(z.looseObject({ id: z.coerce.number(), name: text, email: text })),
  guest_user: nullable(z.looseObject({ id: z.coerce.number(), name: text, email: text })),
  review_images: z.catch(z.array(reviewImageSchema), []),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<Review>> {
    return getPage("rating-review/all", query, reviewSchema, signal);
  },

  /** A product's title, for the one-product filter's chip (`product/find/{id}`, needs `product.view`). */
  async productTitle(id: number | string, signal?: AbortSignal): Promise<string> {
    return parseOne(await http.get<unknown>(`product/find/${id}`, undefined, signal), z.looseObject({ title: text })).title;
  },

  /** `rating-review/delete/{ids}`: all or nothing; the server recomputes the products' ratings. */
  async remove(ids: readonly (number | string)[]): Promise<void> {
    if (ids.length) await http.delete(`rating-review/delete/${ids.join(",")}`);
  },
};
