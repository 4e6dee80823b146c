import type { PosCartLine } from "~/api/pos/cart";
import type { PosPaymentMethod, SaleInput } from "~/api/pos/checkout";
import { unshippableLines, type Destination } from "./shipping-options";

/*
 * The sale being prepared (customer, shipping, voucher, payment) apart from React, and the checks
 * the pane makes before asking the server: what it can tell at once is said beside the control
 * concerned, so the cashier is not sent a round trip away for a missing field.
 */

export interface PaymentValues {
  method: PosPaymentMethod;
  /** Offline payment only: how it was paid (required), its transaction id and a proof image. */
  offlineMethod: string;
  offlineTransId: string;
  proof: File | null;
}

export const EMPTY_PAYMENT: PaymentValues = { method: 1, offlineMethod: "", offlineTransId: "", proof: null };

export interface SaleDraft {
  lines: readonly PosCartLine[];
  customerId: number | null;
  shipping: boolean;
  addressId: number | null;
  /** The chosen address's country and state, when shipping. */
  destination: Destination | null;
  voucher: string;
  payment: PaymentValues;
}

/** What stops the sale before it is sent; empty when nothing does. */
export interface DraftProblems {
  /** Beside the shipping switch / address book. */
  shipping?: "needCustomer" | "needAddress";
  /** Lines that cannot go to the address. */
  unshippable?: number[];
  /** Beside the offline payment method. */
  offlineMethod?: "required";
}

export function draftProblems(draft: SaleDraft): DraftProblems {
  const out: DraftProblems = {};
  if (draft.shipping) {
    if (draft.customerId === null) out.shipping = "needCustomer";
    else if (draft.addressId === null || !draft.destination) out.shipping = "needAddress";
    else {
      const lines = unshippableLines(draft.lines, draft.destination);
      if (lines.length) out.unshippable = lines;
    }
  }
  if (draft.payment.method === 3 && !draft.payment.offlineMethod.trim()) out.offlineMethod = "required";
  return out;
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

/** The sale as `pos-order/action` takes it (the address only with shipping). */
export function saleOf(draft: SaleDraft): SaleInput {
  return {
    customerId: draft.customerId,
    addressId: draft.shipping ? draft.addressId : null,
    voucher: draft.voucher,
    paymentMethod: draft.payment.method,
    offlineMethod: draft.payment.offlineMethod,
    offlineTransId: draft.payment.offlineTransId,
    proof: draft.payment.proof,
  };
}
