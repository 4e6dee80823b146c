import * as z from "zod/mini";
import { http, type Query } from "../client";
import { getPage, numberOrZero, type Page, text } from "../resource";

/*
 * Vendors' payouts (contract 5.21, server/README.md "People area"): the paginated requests, the
 * caller's balance, the request for the whole balance, and an admin's approval or cancellation.
 * The bank accounts (5.20) are a plain resource: app/features/people/withdrawal-accounts.ts.
 */

/** The smallest balance a vendor may withdraw (contract §2, business constants). */
export const MINIMUM_WITHDRAWAL = 50;

/** A request's `status`: approved, pending (requested) or cancelled. */
export const WITHDRAWAL_STATUS = { approved: 1, pending: 2, cancelled: 3 } as const;

const optionalText = z.optional(z.nullable(z.string()));
const person = z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), name: text, username: text })));

/** The bank account a request pays into, as `all` embeds it. */
const accountSchema = z.optional(
  z.nullable(
    z.looseObject({
      id: z.coerce.number(),
      title: text,
      account_name: text,
      account_number: text,
      bank_name: text,
      branch_name: text,
    }),
  ),
);

export const withdrawalRequestSchema = z.looseObject({
  id: z.coerce.number(),
  /** A decimal string in the API (contract 5.21): a number here. */
  amount: numberOrZero,
  status: z.coerce.number(),
  /** The cancellation reason (or an approval note). */
  message: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
  approved_admin: person,
  withdrawal_account: accountSchema,
  /** Whose request it is (the admin's list mixes every vendor's). */
  vendor: person,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** The pending request as the reference server's `find` names it (an extension; see server/docs/people-area.md). */
const pendingRequestSchema = z.optional(
  z.nullable(z.looseObject({ id: z.coerce.number(), amount: numberOrZero, created_at: optionalText, account: optionalText })),
);

/** The caller's figures (`withdrawal-request/find`). */
export const withdrawalBalanceSchema = z.looseObject({
  withdrawn: numberOrZero,
  pending_withdrawal: numberOrZero,
  /** What a request would ask for now (the whole available balance). */
  amount: numberOrZero,
  /** Extension: the smallest request the server takes (the contract's constant without it). */
  minimum: z.optional(z.coerce.number()),
  /** Extension: `withdraw` takes a chosen `amount`; a backend without it always requests the whole balance. */
  accepts_amount: z.optional(z.boolean()),
  pending_request: pendingRequestSchema,
});
export type WithdrawalBalance = z.infer<typeof withdrawalBalanceSchema>;

export const withdrawalApi = {
  async list(query: Query, signal?: AbortSignal): Promise<Page<WithdrawalRequest>> {
    return getPage("withdrawal-request/all", query, withdrawalRequestSchema, signal);
  },
  async balance(signal?: AbortSignal): Promise<WithdrawalBalance> {
    return withdrawalBalanceSchema.parse(await http.get<unknown>("withdrawal-request/find", undefined, signal));
  },
  /**
   * Asks for `amount` (only where the backend said it `accepts_amount`), else the whole available
   * balance, paid into the vendor's default account; answers the new figures.
   */
  async withdraw(amount?: number): Promise<WithdrawalBalance> {
    return withdrawalBalanceSchema.parse(
      await http.post<unknown>("withdrawal-request/withdraw", amount === undefined ? undefined : { amount }),
    );
  },
  async approve(id: number): Promise<void> {
    await http.post("withdrawal-request/approve", { id });
  },
  /** `message` is the reason the vendor reads; the server requires it. */
  async cancel(id: number, message: string): Promise<void> {
    await http.post("withdrawal-request/cancel", { id, message });
  },
  async remove(ids: readonly (number | string)[]): Promise<void> {
    if (ids.length > 0) await http.delete(`withdrawal-request/delete/${ids.join(",")}`);
  },
};
