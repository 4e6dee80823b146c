import * as z from "zod/mini";
import { http, type Query, type WriteOptions } from "../client";
import { fields, getPage, numberOrZero, type Page, parseOne, text, timeZone } from "../resource";
import { productCardSchema } from "../catalog/product";
import { cartLineSchema, type CartLine } from "../sales/carts";
import { orderPosSchema } from "../sales/orders";

/*
 * One registered customer and the sub-lists of the customer screen: the people-area extensions of
 * the contract (server/README.md), `user/find/{id}` and `user/{id}/<list>`, paginated like every
 * `all` endpoint (14 a page, `page`, `orderby`, `type`, `time_zone`).
 */

const optionalText = z.optional(z.nullable(z.string()));
const count = numberOrZero;
/** Amounts parse like counts: a number, 0 when missing. */
const amount = count;
/** A 1/2 (yes/no) or 0/1 flag, as the API sends it. */
const code = z.optional(z.nullable(z.coerce.number()));
/** What every row of a sub-list has. */
const row = { id: z.coerce.number(), created_at: optionalText };
const nullable = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => v ?? null),
  );

/** A postal address of the customer (also the profile's default address); `default` 1 = the default one. */
export const customerAddressSchema = z.looseObject({
  ...row,
  ...fields(text, "name", "email", "phone", "country", "state", "city", "zip", "address_1", "address_2"),
  default: code,
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The customer of `user/find/{id}`: no secrets, the default address and the sub-lists' sizes. */
export const customerSchema = z.looseObject({
  ...row,
  ...fields(text, "name", "email", "phone"),
  /** 1 = the e-mail address is verified. */
  verified: code,
  address: nullable(customerAddressSchema),
  counts: z.looseObject(fields(count, "addresses", "carts", "logins", "messages", "orders", "rating_reviews", "wishlists")),
});
export type Customer = z.infer<typeof customerSchema>;
export type CustomerCounts = Customer["counts"];

/** A line of the customer's cart: the cart screen's line. */
export type CustomerCartLine = CartLine;

/** A storefront sign-in of the customer. */
export const customerLoginSchema = z.looseObject({ ...row, ip: text, user_agent: text });
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

/** A contact message sent from the customer's e-mail address; `viewed`/`replied` 1 = yes, 2 = no. */
export const customerMessageSchema = z.looseObject({ ...row, subject: text, message: text, viewed: code, replied: code });
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/**
 * An order of the customer: `status` 1 pending … 5 delivered, `order_method` the payment method 1–8
 * (contract §2); a till sale with its `pos_order` record, as the order JSON has it.
 */
export const customerOrderSchema = z.looseObject({
  ...row,
  ...fields(text, "order", "currency"),
  ...fields(code, "status", "order_method", "payment_done", "cancelled", "pos_order_id", "user_address_id"),
  pos_order: z.optional(z.nullable(orderPosSchema)),
  // The reference server's lists carry whether a cancelled order was refunded (people-area.md).
  cancellation: z.optional(z.nullable(z.looseObject({ refunded: code }))),
  total_amount: amount,
  item_count: count,
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A product the customer bought, summed over the non-cancelled orders. */
export const boughtProductSchema = z.looseObject({
  product_id: z.coerce.number(),
  title: text,
  ...fields(optionalText, "image", "last_ordered_at"),
  ...fields(count, "quantity", "orders", "amount"),
});
export type BoughtProduct = z.infer<typeof boughtProductSchema>;

/** A rating and review the customer wrote. */
export const customerReviewSchema = z.looseObject({
  ...row,
  product_id: z.coerce.number(),
  order_id: code,
  rating: count,
  review: text,
  product: nullable(z.looseObject({ id: z.coerce.number(), title: text })),
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** A product on the customer's wishlist. */
export const customerWishlistSchema = z.looseObject({ ...row, product_id: z.coerce.number(), product: nullable(productCardSchema) });
export type CustomerWishlist = z.infer<typeof customerWishlistSchema>;

export type SubListLoader<T> = (query: Query, signal?: AbortSignal) => Promise<Page<T>>;

/** `user/{id}/<list>`: one page of one sub-list of one customer. */
function subList<T>(list: string, schema: z.ZodMiniType<T>) {
  return (customerId: number | string): SubListLoader<T> =>
    async (query, signal) =>
      getPage(`user/${customerId}/${list}`, query, schema, signal);
}

/** A registered customer as the list (`user/all`) gives it. */
export const customerRowSchema = z.looseObject({ ...row, ...fields(text, "name", "email", "phone"), verified: code });
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** What `user/action` takes to create a customer (server/README.md, people-area extensions). */
export interface CustomerInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** 1 = the e-mail address counts as verified. */
  verified: 0 | 1;
}

export const customerApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<CustomerRow>> {
    return getPage("user/all", query, customerRowSchema, signal);
  },
  /** Creates a customer; answers the new customer's row (its id opens the customer's page). */
  async create(input: CustomerInput, options?: WriteOptions): Promise<CustomerRow> {
    return parseOne(await http.post<unknown>("user/action", { ...input }, undefined, options), customerRowSchema);
  },
  /** `user/delete/{ids}`: all or nothing. */
  async remove(ids: readonly (number | string)[]): Promise<void> {
    if (ids.length) await http.delete(`user/delete/${ids.join(",")}`);
  },
  async find(id: number | string, signal?: AbortSignal): Promise<Customer> {
    return parseOne(await http.get<unknown>(`user/find/${id}`, { time_zone: timeZone() }, signal), customerSchema);
  },
  addresses: subList("addresses", customerAddressSchema),
  carts: subList("carts", cartLineSchema),
  logins: subList("logins", customerLoginSchema),
  messages: subList("messages", customerMessageSchema),
  orders: subList("orders", customerOrderSchema),
  boughtProducts: subList("bought-products", boughtProductSchema),
  ratingReviews: subList("rating-reviews", customerReviewSchema),
  wishlists: subList("wishlists", customerWishlistSchema),
};
