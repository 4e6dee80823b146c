import * as z from "zod/mini";
import { http, type Query } from "../client";
import { getPage, numberOrZero, type Page, parseOne, text } from "../resource";
import { withdrawalBalanceSchema } from "./withdrawals";

/*
 * Admins and vendors (contract §5.1) beside what the resource description of the screen reads
 * (`admin-data/all|find|action|delete`): the roles to choose from and the people-area extensions
 * of one vendor's records (server/README.md: `admin-data/{id}/products|orders|withdrawals|balance`).
 */

/** A role as `admin-data` embeds it in an admin, and as `role/all-roles` lists it. */
export const adminRoleSchema = z.looseObject({ id: z.coerce.number(), name: z.string() });
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** The seeded vendor role: the one whose accounts have a commission and a store (contract §1.8). */
export const VENDOR_ROLE = "vendor";

const optionalText = z.optional(z.nullable(z.string()));
const row = { id: z.coerce.number(), created_at: optionalText };

/** A product of the vendor: `status` 1 public, 2 private. */
export const vendorProductSchema = z.looseObject({
  ...row,
  title: text,
  image: optionalText,
  selling: numberOrZero,
  offered: numberOrZero,
  status: z.optional(z.nullable(z.coerce.number())),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;

/** An order holding the vendor's products; `item_count` and `vendor_amount` count the vendor's lines only. */
export const vendorOrderSchema = z.looseObject({
  ...row,
  order: text,
  currency: text,
  status: z.optional(z.nullable(z.coerce.number())),
  payment_done: z.optional(z.nullable(z.coerce.number())),
  cancelled: z.optional(z.nullable(z.coerce.number())),
  item_count: numberOrZero,
  vendor_amount: numberOrZero,
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/** A withdrawal request of the vendor: `status` 1 approved, 2 pending, 3 cancelled (with `message`). */
export const vendorWithdrawalSchema = z.looseObject({
  ...row,
  amount: numberOrZero,
  status: z.optional(z.nullable(z.coerce.number())),
  message: optionalText,
  account: optionalText,
});
export type VendorWithdrawal = z.infer<typeof vendorWithdrawalSchema>;

/** The vendor's balance, as `withdrawal-request/find` gives a vendor its own, plus the minimum request. */
/** A vendor's figures as the admin sees them: the withdrawal screen's three and the minimum. */
export const vendorBalanceSchema = z.extend(withdrawalBalanceSchema, { minimum: numberOrZero });
export type VendorBalance = z.infer<typeof vendorBalanceSchema>;

export type VendorListLoader<T> = (query: Query, signal?: AbortSignal) => Promise<Page<T>>;

function vendorList<T>(list: string, schema: z.ZodMiniType<T>) {
  return (adminId: number): VendorListLoader<T> =>
    async (query, signal) =>
      getPage(`admin-data/${adminId}/${list}`, query, schema, signal);
}

export const adminApi = {
  /** `role/all-roles`: every role an admin may be given, in the order they were made. */
  async roles(signal?: AbortSignal): Promise<AdminRole[]> {
    return parseOne(await http.get<unknown>("role/all-roles", undefined, signal), z.array(adminRoleSchema));
  },
  async balance(adminId: number, signal?: AbortSignal): Promise<VendorBalance> {
    return parseOne(await http.get<unknown>(`admin-data/${adminId}/balance`, undefined, signal), vendorBalanceSchema);
  },
  products: vendorList("products", vendorProductSchema),
  orders: vendorList("orders", vendorOrderSchema),
  withdrawals: vendorList("withdrawals", vendorWithdrawalSchema),
};
