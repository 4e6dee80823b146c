import * as z from "zod/mini";
import { http, type Query } from "../client";
import { getPage, type Page, parseOne, text, timeZone } from "../resource";

/*
 * Customers' carts (contract extension `customer-cart`, server/README.md "people area"): one row per
 * customer with a cart, a cart's lines, emptying carts and queueing a reminder e-mail. A customer is
 * a registered user (by user id) or a guest (by guest-user id, `?guest=1`): the two id ranges
 * overlap, so a cart is named by both.
 */

const amount = z.catch(z.coerce.number(), 0);

/** Which cart: the customer's id and whether it is a guest's. */
export interface CartKey {
  id: number;
  guest: boolean;
}

/** One customer's cart in the list. */
export const cartSummarySchema = z.looseObject({
  id: z.coerce.number(),
  guest: z.pipe(
    z.coerce.number(),
    z.transform((v) => v === 1),
  ),
  name: text,
  email: text,
  item_count: amount,
  quantity: amount,
  total: amount,
  created_at: z.optional(z.nullable(z.string())),
  updated_at: z.optional(z.nullable(z.string())),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** A line of a cart: the product, the variant's attribute values and the price (also a customer's cart tab). */
export const cartLineSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  inventory_id: z.coerce.number(),
  quantity: amount,
  unit_price: amount,
  line_total: amount,
  product: z.nullable(z.looseObject({ id: z.coerce.number(), title: text, image: z.optional(z.nullable(z.string())) })),
  attributes: z.catch(z.array(z.looseObject({ attribute: text, value: text })), []),
  created_at: z.optional(z.nullable(z.string())),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A customer's cart with its lines (`customer-cart/find/{id}`). */
export const cartSchema = z.looseObject({
  customer: z.looseObject({
    id: z.coerce.number(),
    name: text,
    email: text,
    guest: z.pipe(
      z.coerce.number(),
      z.transform((v) => v === 1),
    ),
  }),
  item_count: amount,
  quantity: amount,
  total: amount,
  lines: z.array(cartLineSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** What the reminder modal sends. */
export interface ReminderInput {
  subject: string;
  message: string;
}

const guestQuery = (guest: boolean): Query => (guest ? { guest: 1 } : {});

export const cartApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<CartSummary>> {
    return getPage("customer-cart/all", query, cartSummarySchema, signal);
  },

  async find(key: CartKey, signal?: AbortSignal): Promise<Cart> {
    return parseOne(
      await http.get<unknown>(`customer-cart/find/${key.id}`, { time_zone: timeZone(), ...guestQuery(key.guest) }, signal),
      cartSchema,
    );
  },

  /** Empties the carts of these customers: one call for the registered ones, one for the guests. */
  async empty(keys: readonly CartKey[]): Promise<void> {
    for (const guest of [false, true]) {
      const ids = keys.filter((k) => k.guest === guest).map((k) => k.id);
      if (ids.length) await http.delete(`customer-cart/delete/${ids.join(",")}`, guestQuery(guest));
    }
  },

  /** Queues a reminder e-mail to the customer (the server's mail outbox). */
  async remind(key: CartKey, input: ReminderInput): Promise<void> {
    await http.post(`customer-cart/remind/${key.id}`, { ...input }, guestQuery(key.guest));
  },
};
