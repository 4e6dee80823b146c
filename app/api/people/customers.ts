import { z } from "zod";
import { http, type Query } from "../client";
import { parseOne, parsePage, timeZone, type Page } from "../resource";

/*
 * One registered customer and the sub-lists of the customer screen: the people-area extensions of
 * the contract (server/README.md), `user/find/{id}` and `user/{id}/<list>`, paginated like every
 * `all` endpoint (14 a page, `page`, `orderby`, `type`, `time_zone`).
 */

const text = z.string().nullable().optional().transform((v) => v ?? "");
const optionalText = z.string().nullable().optional();
const count = z.coerce.number().nullable().optional().transform((v) => v ?? 0);
const amount = z.coerce.number().nullable().optional().transform((v) => v ?? 0);
const productRef = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: optionalText,
  selling: amount.optional(),
  offered: amount.optional(),
});

/** A postal address of the customer (also the profile's default address). */
export const customerAddressSchema = z.looseObject({
  id: z.coerce.number(),
  name: text,
  email: text,
  phone: text,
  country: text,
  state: text,
  city: text,
  zip: text,
  address_1: text,
  address_2: text,
  /** 1 = the customer's default address, 2 = not. */
  default: z.coerce.number().nullable().optional(),
  created_at: optionalText,
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The customer of `user/find/{id}`: no secrets, the default address and the sub-lists' sizes. */
export const customerSchema = z.looseObject({
  id: z.coerce.number(),
  name: text,
  email: text,
  phone: text,
  /** 1 = the e-mail address is verified. */
  verified: z.coerce.number().nullable().optional(),
  created_at: optionalText,
  address: customerAddressSchema.nullable().optional().transform((v) => v ?? null),
  counts: z.looseObject({
    addresses: count,
    carts: count,
    logins: count,
    messages: count,
    orders: count,
    rating_reviews: count,
    wishlists: count,
  }),
});
export type Customer = z.infer<typeof customerSchema>;
export type CustomerCounts = Customer["counts"];

/** A line of the customer's cart: the product, the variant's attribute values and the price. */
export const customerCartLineSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  quantity: count,
  unit_price: amount,
  line_total: amount,
  product: productRef.nullable().optional().transform((v) => v ?? null),
  attributes: z.array(z.looseObject({ attribute: text, value: text })).optional().default([]),
  created_at: optionalText,
});
export type CustomerCartLine = z.infer<typeof customerCartLineSchema>;

/** A storefront sign-in of the customer. */
export const customerLoginSchema = z.looseObject({
  id: z.coerce.number(),
  ip: text,
  user_agent: text,
  created_at: optionalText,
});
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

/** A contact message sent from the customer's e-mail address. */
export const customerMessageSchema = z.looseObject({
  id: z.coerce.number(),
  subject: text,
  message: text,
  /** 1 = yes, 2 = no (contract §2). */
  viewed: z.coerce.number().nullable().optional(),
  replied: z.coerce.number().nullable().optional(),
  created_at: optionalText,
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** An order of the customer (its number, state and amount). */
export const customerOrderSchema = z.looseObject({
  id: z.coerce.number(),
  order: text,
  /** 1 pending … 5 delivered (contract §2). */
  status: z.coerce.number().nullable().optional(),
  total_amount: amount,
  /** Payment method 1–8 (contract §2). */
  order_method: z.coerce.number().nullable().optional(),
  currency: text,
  payment_done: z.coerce.number().nullable().optional(),
  cancelled: z.coerce.number().nullable().optional(),
  item_count: count,
  created_at: optionalText,
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A product the customer bought, summed over the non-cancelled orders. */
export const boughtProductSchema = z.looseObject({
  product_id: z.coerce.number(),
  title: text,
  image: optionalText,
  quantity: count,
  orders: count,
  amount: amount,
  last_ordered_at: optionalText,
});
export type BoughtProduct = z.infer<typeof boughtProductSchema>;

/** A rating and review the customer wrote. */
export const customerReviewSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  order_id: z.coerce.number().nullable().optional(),
  rating: count,
  review: text,
  product: z.looseObject({ id: z.coerce.number(), title: text }).nullable().optional().transform((v) => v ?? null),
  created_at: optionalText,
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** A product on the customer's wishlist. */
export const customerWishlistSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  product: productRef.nullable().optional().transform((v) => v ?? null),
  created_at: optionalText,
});
export type CustomerWishlist = z.infer<typeof customerWishlistSchema>;

export type SubListLoader<T> = (query: Query, signal?: AbortSignal) => Promise<Page<T>>;

/** `user/{id}/<list>`: one page of one sub-list of one customer. */
function subList<T>(list: string, schema: z.ZodType<T>) {
  return (customerId: number | string): SubListLoader<T> =>
    async (query, signal) =>
      parsePage(await http.get<unknown>(`user/${customerId}/${list}`, { time_zone: timeZone(), ...query }, signal), schema);
}

export const customerApi = {
  async find(id: number | string, signal?: AbortSignal): Promise<Customer> {
    return parseOne(await http.get<unknown>(`user/find/${id}`, { time_zone: timeZone() }, signal), customerSchema);
  },
  addresses: subList("addresses", customerAddressSchema),
  carts: subList("carts", customerCartLineSchema),
  logins: subList("logins", customerLoginSchema),
  messages: subList("messages", customerMessageSchema),
  orders: subList("orders", customerOrderSchema),
  boughtProducts: subList("bought-products", boughtProductSchema),
  ratingReviews: subList("rating-reviews", customerReviewSchema),
  wishlists: subList("wishlists", customerWishlistSchema),
};
