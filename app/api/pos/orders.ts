import * as z from "zod/mini";
import { http, type Query } from "../client";
import { isApiError } from "../errors";
import { getPage, type Page, parseOne, text } from "../resource";
import { orderSchema, POS_PAYMENT_METHODS, type PosPaymentMethod } from "../sales/orders";

/*
 * POS orders (contract 5.19). A POS order is a normal order (`orders.pos_order_id`) plus its
 * `pos_orders` row: how it was paid at the till and by which cashier. `pos-order/all` lists the
 * pos_orders rows with their order inside; `pos-order/action` answers the created order. Both
 * orders have the same shape, the one the receipt reads.
 */

const nullableText = z.optional(z.nullable(z.string()));

export { POS_PAYMENT_METHODS, type PosPaymentMethod };

const personSchema = z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), name: nullableText, email: nullableText })));

/** An order as the receipt reads it: the order (lines, totals, customer, voucher) and its POS part. */
export const posReceiptOrderSchema = orderSchema;
export type PosReceiptOrder = z.infer<typeof posReceiptOrderSchema>;

/** Parses the order `pos-order/action` answers (or a list row's `order`) for the receipt. */
export function parsePosReceiptOrder(raw: unknown): PosReceiptOrder {
  return parseOne(raw, posReceiptOrderSchema);
}

/** One row of `pos-order/all`: the pos_orders row, its order (null if it was deleted) and cashier. */
export const posOrderRowSchema = z.looseObject({
  id: z.coerce.number(),
  payment_method: z.catch(z.coerce.number().check(z.int()), POS_PAYMENT_METHODS.cash),
  order_id: z.optional(z.nullable(z.coerce.number())),
  offline_trans_id: nullableText,
  offline_payment_method: nullableText,
  offline_payment_proof: nullableText,
  created_at: nullableText,
  created: text,
  admin: personSchema,
  order: z.optional(z.nullable(posReceiptOrderSchema)),
});
export type PosOrderRow = z.infer<typeof posOrderRowSchema>;

/** The columns `pos-order/all` sorts by (server/src/groups/commerce/pos-order.ts). */
export const POS_ORDER_SORTS = ["created_at", "payment_method", "order_id"] as const;

export const posOrderApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<PosOrderRow>> {
    return getPage("pos-order/all", query, posOrderRowSchema, signal);
  },

  /**
   * The offline payment's proof image of a POS record, fetched with the session (the reference
   * server keeps proofs private: server/docs/commerce-area.md). Null when the backend does not offer
   * it (404): the contract's backend serves proofs as ordinary uploads, under their file name.
   */
  async proof(posOrderId: number): Promise<Blob | null> {
    try {
      return (await http.download(`pos-order/proof/${posOrderId}`, "image/*")).blob;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },

  /** Deletes orders by their **order** ids (the contract's quirk: not the pos_orders ids). Vendors are refused. */
  async remove(orderIds: readonly (number | string)[]): Promise<void> {
    if (orderIds.length === 0) return;
    await http.delete(`pos-order/delete/${orderIds.join(",")}`);
  },
};
