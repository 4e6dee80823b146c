import * as z from "zod/mini";
import { http, type Query } from "../client";
import { isApiError } from "../errors";
import { fields, getPage, type Page, parseOne, text, timeZone } from "../resource";

/*
 * Orders (contract 5.44), their cancellation and refund (5.46) and the timeline the reference server
 * records (extension `order/timeline`, server/docs/commerce-area.md). Admins read `order/all`,
 * vendors `order/vendor-all` (their orders, with only their own lines in `order/find`).
 */

const amount = z.catch(z.coerce.number(), 0);
const code = z.catch(z.coerce.number().check(z.int()), 0);
const nullableText = z.optional(z.nullable(z.string()));

const personSchema = z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), name: nullableText, email: nullableText })));

const addressSchema = z.optional(
  z.nullable(z.looseObject(fields(nullableText, "name", "email", "phone", "address_1", "address_2", "city", "zip", "state", "country"))),
);

/** An order's totals as the server computes them (`calculated`); `cart/quote` answers the same. */
export const calculatedSchema = z.looseObject(
  fields(amount, "subtotal", "shipping_price", "offered_discount", "bundle_offer", "tax", "voucher_price", "total_price"),
);
export type OrderTotals = z.infer<typeof calculatedSchema>;

/** One attribute value of a variant ("Colour: Red"), as order lines and cart rows carry it. */
export const variantAttributeSchema = z.looseObject({
  attribute_value: z.optional(
    z.nullable(z.looseObject({ title: text, attribute: z.optional(z.nullable(z.looseObject({ title: text }))) })),
  ),
});

const lineSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  quantity: amount,
  shipping_type: code,
  offer_discount: amount,
  selling: amount,
  shipping_price: amount,
  tax_price: amount,
  bundle_offer: amount,
  shipping_place: z.optional(
    z.nullable(z.looseObject({ country: nullableText, state: nullableText, pickup_address_line_1: nullableText })),
  ),
  // `refundable` (1 yes, else no; absent or null = not set) is the reference server's extension.
  product: z.looseObject({
    id: z.coerce.number(),
    title: text,
    image: nullableText,
    refundable: z.optional(z.nullable(z.coerce.number())),
  }),
  updated_inventory: z.optional(
    z.nullable(
      z.looseObject({
        sku: nullableText,
        inventory_attributes: z.catch(z.array(variantAttributeSchema), []),
      }),
    ),
  ),
});
export type OrderLine = z.infer<typeof lineSchema>;

/** POS payment methods (`pos_orders.payment_method`, contract §2). */
export const POS_PAYMENT_METHODS = { cash: 1, cashOnDelivery: 2, offline: 3 } as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[keyof typeof POS_PAYMENT_METHODS];

/**
 * A till sale's own record (`pos_order`): how the till was paid, the offline payment's method,
 * reference and proof, the cashier. `delivery` is the reference server's extension (counter or
 * shipping, server/docs/commerce-area.md); a backend that sends it records the sale's status and
 * payment as the till did.
 */
export const orderPosSchema = z.looseObject({
  id: z.optional(z.coerce.number()),
  payment_method: z.catch(z.coerce.number().check(z.int()), POS_PAYMENT_METHODS.cash),
  offline_trans_id: nullableText,
  offline_payment_method: nullableText,
  /** A file name under the uploads (present once the server stores proofs). */
  offline_payment_proof: nullableText,
  delivery: z.catch(z.optional(z.enum(["counter", "shipping"])), undefined),
  admin: personSchema,
});
export type OrderPos = z.infer<typeof orderPosSchema>;

/** The fields both the list and the detail read. */
const orderBase = {
  id: z.coerce.number(),
  order: text,
  status: code,
  total_amount: amount,
  order_method: code,
  payment_done: code,
  cancelled: code,
  viewed: code,
  trans_id: nullableText,
  user_id: z.optional(z.nullable(z.coerce.number())),
  pos_order_id: z.optional(z.nullable(z.coerce.number())),
  user_address_id: z.optional(z.nullable(z.coerce.number())),
  pos_order: z.optional(z.nullable(orderPosSchema)),
  created_at: nullableText,
  voucher: z.optional(z.nullable(z.looseObject({ code: nullableText }))),
  calculated: calculatedSchema,
  address: addressSchema,
  user: personSchema,
  guest_user: personSchema,
  // The list's rows carry it too (contract 5.44: the full Order), so a refund shows there.
  cancellation: z.optional(
    z.nullable(
      z.looseObject({ id: z.coerce.number(), title: nullableText, message: nullableText, refunded: code, created_at: nullableText }),
    ),
  ),
};

/** One row of the orders list. */
export const orderSummarySchema = z.looseObject({ ...orderBase, user_info: personSchema });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An order with its lines, cancellation and POS record (`order/find`). */
export const orderSchema = z.looseObject({
  ...orderBase,
  ordered_products: z.array(lineSchema),
});
export type Order = z.infer<typeof orderSchema>;

const invoiceSchema = z.looseObject({ number: z.string().check(z.minLength(1)) });

/** What happened to an order, oldest first. */
export const orderEventSchema = z.looseObject({
  kind: z.string(),
  from: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  to: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  admin: z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), name: nullableText }))),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Whether the server filters by kind (order/filters), asked once per page load. */
let filterKinds: Promise<boolean> | null = null;

export const orderApi = {
  /**
   * Whether order/all takes the filters by kind (`status`, `payment_status`, `payment_method`,
   * `cancelled`: the reference server's extension). A 404 means not offered: then only the
   * contract's `filter`, whose values are ORed. Another failure is not remembered.
   */
  offersFilterKinds(): Promise<boolean> {
    filterKinds ??= http.get<unknown>("order/filters").then(
      () => true,
      (error: unknown) => {
        if (!(isApiError(error) && error.status === 404)) filterKinds = null;
        return false;
      },
    );
    return filterKinds;
  },

  /** The orders list; vendors get their own orders from `order/vendor-all`. */
  async list(query: Query, vendor: boolean, signal?: AbortSignal): Promise<Page<OrderSummary>> {
    const path = vendor ? "order/vendor-all" : "order/all";
    return getPage(path, query, orderSummarySchema, signal);
  },

  async find(id: number | string, signal?: AbortSignal): Promise<Order> {
    return parseOne(await http.get<unknown>(`order/find/${id}`, { time_zone: timeZone() }, signal), orderSchema);
  },

  async timeline(id: number | string, signal?: AbortSignal): Promise<OrderEvent[]> {
    return parseOne(await http.get<unknown>(`order/timeline/${id}`, { time_zone: timeZone() }, signal), z.array(orderEventSchema));
  },

  /**
   * The order's invoice number, given by the first call and the same ever after (extension
   * `order/invoice/{id}`, server/docs/commerce-area.md). Null where there is none to have: a backend
   * without the route (404) or an account it is not for (a vendor, 403); the invoice then shows the
   * order's number alone.
   */
  async invoiceNumber(id: number): Promise<string | null> {
    try {
      return parseOne(await http.post<unknown>(`order/invoice/${id}`), invoiceSchema).number;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }
  },

  /**
   * Moves the shipping status one step; on "delivered" the customer's e-mail is queued too. `ifMatch`,
   * the order's version as the page loaded it: a status someone moved meanwhile is not moved back.
   */
  async advanceStatus(id: number, status: number, ifMatch?: string | null): Promise<void> {
    await http.post("order/update-status", { id, status }, undefined, { ifMatch });
    if (status === DELIVERED) await http.post(`order/send-delivered-email/${id}`);
  },

  async setPaymentStatus(id: number, paid: boolean, ifMatch?: string | null): Promise<void> {
    await http.post("order/payment-status", { id, payment_done: paid ? 1 : 0 }, undefined, { ifMatch });
  },

  async setPaymentMethod(id: number, method: number, ifMatch?: string | null): Promise<void> {
    await http.post("order/payment-method", { id, order_method: method }, undefined, { ifMatch });
  },

  /** Refunds a cancelled order, by its cancellation's id. */
  async refund(cancellationId: number): Promise<void> {
    await http.post(`cancellation/refund/${cancellationId}`);
  },

  async remove(ids: readonly (number | string)[]): Promise<void> {
    await http.delete(`order/delete/${ids.join(",")}`);
  },
};

/** Shipping status codes, in their only order. */
export const ORDER_STATUSES = [1, 2, 3, 4, 5] as const;
export const DELIVERED = 5;
/** Payment methods (order_method) of the contract. */
export const PAYMENT_METHODS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const CASH_ON_DELIVERY = 2;
export const BANK_PAYMENT = 7;
