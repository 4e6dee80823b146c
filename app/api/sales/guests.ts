import * as z from "zod/mini";
import { http, type Query } from "../client";
import { customerAddressSchema, customerOrderSchema, type CustomerAddress, type CustomerOrder } from "../people/customers";
import { getPage, type Page, parseOne, text, timeZone } from "../resource";

/*
 * Guest customers (contract 5.25, `guest-user`) and the people-area extensions of the guest screen
 * (server/docs/people-area.md "Guest user page"): the list with the default address's phone and
 * place, one guest with its addresses, and the guest's orders. A guest's addresses and orders have
 * the shapes of a registered customer's, so their schemas are shared.
 */

const optionalText = z.optional(z.nullable(z.string()));

/** What the list's rows and the one guest both say of the guest. */
const guestShape = { id: z.coerce.number(), name: text, email: text, phone: text, created_at: optionalText };

/** A guest as the list (`guest-user/all`) gives it; phone and place come from its default address. */
export const guestRowSchema = z.looseObject({ ...guestShape, city: text, country: text });
export type GuestRow = z.infer<typeof guestRowSchema>;

/** One guest (`guest-user/find/{id}`); `counts.orders` is null for a user who may not see orders. */
export const guestSchema = z.looseObject({
  ...guestShape,
  address: z.catch(z.nullable(customerAddressSchema), null),
  addresses: z.catch(z.array(customerAddressSchema), []),
  counts: z.looseObject({
    addresses: z.catch(z.coerce.number(), 0),
    orders: z.catch(z.nullable(z.coerce.number()), null),
  }),
});
export type Guest = z.infer<typeof guestSchema>;
export type GuestAddress = CustomerAddress;
/** An order of the guest: `status` 1 pending … 5 delivered, `payment_done` 0/1, `order_method` 1–8. */
export type GuestOrder = CustomerOrder;

export const guestApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<GuestRow>> {
    return getPage("guest-user/all", query, guestRowSchema, signal);
  },
  async find(id: number | string, signal?: AbortSignal): Promise<Guest> {
    return parseOne(await http.get<unknown>(`guest-user/find/${id}`, { time_zone: timeZone() }, signal), guestSchema);
  },
  /** `guest-user/delete/{ids}`: all or nothing; the guest's own carts, orders and addresses go with it. */
  async remove(ids: readonly (number | string)[]): Promise<void> {
    if (ids.length) await http.delete(`guest-user/delete/${ids.join(",")}`);
  },
  /** One page of the guest's orders (`guest-user/orders/{id}`). */
  orders:
    (guestId: number | string) =>
    async (query: Query, signal?: AbortSignal): Promise<Page<GuestOrder>> =>
      getPage(`guest-user/orders/${guestId}`, query, customerOrderSchema, signal),
};
