import * as z from "zod/mini";
import { http, type WriteOptions } from "../client";
import { customerAddressSchema, customerApi, type CustomerAddress } from "../people/customers";
import { parseOne, parsePage, timeZone } from "../resource";
import type { PosPaymentMethod } from "./orders";

/*
 * What the POS checkout calls besides the cart: the customer search (`user/all?q=`), a customer's
 * address book (contract 5.24 `user/address/*`, chosen by `user_id`), the countries with their
 * calling codes (public `countries-phones`) and the sale itself (`pos-order/action`, contract 5.19),
 * sent as JSON, or as multipart/form-data when it carries the offline payment's proof image.
 */

export type { CustomerAddress };

/** A customer the picker offers. */
export interface CustomerOption {
  id: number;
  name: string;
  email: string;
}

/** What `user/address/action` takes; `id` updates, without it the address is added to `user_id`'s book. */
export interface AddressInput {
  id?: number;
  user_id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  zip: string;
  address_1: string;
  address_2: string;
}

const countriesPhonesSchema = z.looseObject({
  countries: z.record(z.string(), z.string()),
  phones: z.record(z.string(), z.coerce.string()),
});
export type CountriesPhones = z.infer<typeof countriesPhonesSchema>;

let phonesCache: Promise<CountriesPhones> | null = null;

export type { PosPaymentMethod };

/** The sale as the checkout pane holds it. */
export interface SaleInput {
  customerId: number | null;
  /** The delivery address when the goods are shipped, else null. */
  addressId: number | null;
  /** The voucher code applied, "" for none. */
  voucher: string;
  paymentMethod: PosPaymentMethod;
  offlineMethod: string;
  offlineTransId: string;
  /** The offline payment's proof image. */
  proof: File | null;
}

/**
 * The body of `pos-order/action`: the customer only when there is one, the address only with
 * shipping, the offline fields only with offline payment; multipart when a proof image goes with it.
 */
export function saleBody(sale: SaleInput, zone: string | undefined = timeZone()): FormData | Record<string, string | number> {
  const fields: Record<string, string | number> = { payment_method: sale.paymentMethod };
  if (sale.customerId !== null) fields.user_id = sale.customerId;
  if (sale.addressId !== null) fields.user_address_id = sale.addressId;
  if (sale.voucher.trim()) fields.voucher = sale.voucher.trim();
  if (zone) fields.time_zone = zone;
  if (sale.paymentMethod === 3) {
    if (sale.offlineMethod.trim()) fields.offline_payment_method = sale.offlineMethod.trim();
    if (sale.offlineTransId.trim()) fields.offline_trans_id = sale.offlineTransId.trim();
  }
  if (sale.paymentMethod !== 3 || !sale.proof) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append("offline_payment_proof", sale.proof);
  return form;
}

export const checkoutApi = {
  /** Customers whose name or e-mail matches `q` (the first page of `user/all`). */
  async customers(q: string): Promise<CustomerOption[]> {
    const page = await customerApi.list({ q, page: 1 });
    return page.data.map((row) => ({ id: row.id, name: row.name, email: row.email }));
  },

  /** The customer's address book (one page of 100: more than any counter sale needs). */
  async addresses(customerId: number, signal?: AbortSignal): Promise<CustomerAddress[]> {
    const raw = await http.get<unknown>("user/address/all", { user_id: customerId, orderby: "id", type: "asc" }, signal);
    return parsePage(raw, customerAddressSchema).data;
  },

  async saveAddress(input: AddressInput, options?: WriteOptions): Promise<CustomerAddress> {
    return parseOne(await http.post<unknown>("user/address/action", { ...input }, undefined, options), customerAddressSchema);
  },

  async deleteAddress(id: number, customerId: number): Promise<void> {
    await http.delete(`user/address/delete/${id}`, { user_id: customerId });
  },

  /** Country names and calling codes, asked once per page load. */
  countriesPhones(): Promise<CountriesPhones> {
    phonesCache ??= http.get<unknown>("countries-phones").then(
      (raw) => countriesPhonesSchema.parse(raw),
      (error: unknown) => {
        phonesCache = null;
        throw error;
      },
    );
    return phonesCache;
  },

  /** Turns the cart into a paid order; answers the order JSON (parsed by the receipt's schema). */
  async confirm(sale: SaleInput, options?: WriteOptions): Promise<unknown> {
    return http.post<unknown>("pos-order/action", saleBody(sale), undefined, options);
  },
};
