import { useCallback, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "~/api/client";
import { isApiError } from "~/api/errors";
import { posCartApi, type PosCartLine } from "~/api/pos/cart";
import { checkoutApi, type CustomerOption } from "~/api/pos/checkout";
import { parsePosReceiptOrder, type PosReceiptOrder } from "~/api/pos/orders";
import { errorText } from "~/ui/feedback/error-text";
import { toastSuccess } from "~/ui/feedback/toast";
import { draftProblems, EMPTY_PAYMENT, hasProblems, saleOf, type DraftProblems, type PaymentValues, type SaleDraft } from "./sale-draft";
import { sortSaleErrors, type SaleErrors } from "./sale-errors";
import { useAddressBook } from "./use-address-book";
import { useSaleCart } from "./use-sale-cart";

/*
 * The sale being prepared and its confirmation. The customer, shipping, voucher and payment live
 * here (in memory only: a reload starts a fresh sale on the server's cart). Confirming runs once
 * at a time and with one idempotency key per sale, so a double click or a repeated key makes one
 * order even if the first answer is lost; a refusal keeps everything the cashier entered.
 */

export interface CheckoutOptions {
  initialLines: PosCartLine[];
  cartVersion: number;
  /** After a confirmed sale (the page refreshes the products' stock). */
  onSold: () => void;
  /** The product search, which takes the focus for the next sale. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

export function useCheckout({ initialLines, cartVersion, onSold, searchRef }: CheckoutOptions) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [shipping, setShippingOn] = useState(false);
  const [addressId, setAddressId] = useState<number | null>(null);
  const book = useAddressBook(customer?.id ?? null);
  const [voucherInput, setVoucherInput] = useState("");
  const [voucher, setVoucher] = useState("");
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [voucherBusy, setVoucherBusy] = useState(false);
  const [payment, setPayment] = useState<PaymentValues>(EMPTY_PAYMENT);
  const [attempted, setAttempted] = useState(false);
  const [saleErrors, setSaleErrors] = useState<SaleErrors | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<PosReceiptOrder | null>(null);
  /** Counts the sales of this visit: pickers are remounted empty for the next one. */
  const [saleNumber, setSaleNumber] = useState(0);

  const address = shipping ? (book.addresses.find((a) => a.id === addressId) ?? null) : null;
  const destination = address ? { country: address.country, state: address.state } : null;

  const cart = useSaleCart({
    initial: initialLines,
    cartVersion,
    customerId: customer?.id ?? null,
    voucher,
    destination,
    addressId: address?.id ?? null,
    onVoucherRefused: (message) => {
      setVoucher("");
      setVoucherError(message);
    },
  });

  const draft: SaleDraft = {
    lines: cart.lines,
    customerId: customer?.id ?? null,
    shipping,
    addressId: address?.id ?? null,
    destination,
    voucher,
    payment,
  };
  const problems: DraftProblems = draftProblems(draft);

  const pickCustomer = useCallback((next: CustomerOption | null) => {
    setCustomer(next);
    setAddressId(null);
    setVoucher("");
    setVoucherInput("");
    setVoucherError(null);
  }, []);

  const setShipping = useCallback((on: boolean) => {
    setShippingOn(on);
    // Off: the goods go with the customer; the cart's places are cleared (use-sale-cart).
    if (!on) setAddressId(null);
  }, []);

  const applyVoucher = async () => {
    const code = voucherInput.trim();
    if (!code) return setVoucherError(t("pos.checkout.voucher.required"));
    if (!customer) return setVoucherError(t("pos.checkout.voucher.needCustomer"));
    setVoucherBusy(true);
    try {
      // Asked at once so the server's verdict shows beside the field; the totals follow.
      await posCartApi.quote({ userId: customer.id, voucher: code });
      setVoucher(code);
      setVoucherError(null);
    } catch (failure) {
      setVoucherError(errorText(failure, t, "pos.checkout.voucher.failed"));
    } finally {
      setVoucherBusy(false);
    }
  };

  const typeVoucher = (value: string) => {
    setVoucherInput(value);
    setVoucherError(null);
  };

  const removeVoucher = () => {
    setVoucher("");
    setVoucherInput("");
    setVoucherError(null);
  };

  const resetSale = () => {
    setCustomer(null);
    setShippingOn(false);
    setAddressId(null);
    setVoucher("");
    setVoucherInput("");
    setVoucherError(null);
    setPayment(EMPTY_PAYMENT);
    setAttempted(false);
    setSaleErrors(null);
    setSaleNumber((n) => n + 1);
  };

  const saleKey = useRef(newIdempotencyKey());
  const running = useRef(false);
  const confirm = async () => {
    if (running.current || !cart.lines.length) return;
    setAttempted(true);
    setSaleErrors(null);
    // A typed code that was never applied would be dropped without a word: say so instead.
    if (voucherInput.trim() && voucherInput.trim() !== voucher) {
      setVoucherError(t("pos.checkout.voucher.notApplied"));
      return;
    }
    if (hasProblems(problems)) return;
    running.current = true;
    setConfirming(true);
    try {
      const raw = await checkoutApi.confirm(saleOf(draft), { idempotencyKey: saleKey.current });
      saleKey.current = newIdempotencyKey();
      let order: PosReceiptOrder | null = null;
      try {
        order = parsePosReceiptOrder(raw);
      } catch {
        // The sale is recorded even if its receipt cannot be read: say so rather than fail.
        toastSuccess(t("pos.checkout.confirm.done"));
      }
      // The receipt returns the focus to where it was when it opened: the search, for the next sale.
      searchRef?.current?.focus();
      setReceipt(order);
      cart.setLineErrors({});
      // The sold rows are gone: read the (empty) cart before the reset turns shipping off, so no
      // place is cleared on a row that no longer exists.
      await cart.reload();
      resetSale();
      onSold();
    } catch (failure) {
      // The stock named in a refusal is the stock now: reload first, then place the messages.
      const fresh = (await cart.reload()) ?? cart.lines;
      const sorted: SaleErrors = isApiError(failure)
        ? sortSaleErrors(failure.fieldErrors, errorText(failure, t, "pos.checkout.confirm.failed"), fresh, failure.keyedErrors.product)
        : { lines: {}, fields: {}, general: [errorText(failure, t, "pos.checkout.confirm.failed")] };
      cart.setLineErrors(sorted.lines);
      setSaleErrors(sorted);
    } finally {
      running.current = false;
      setConfirming(false);
    }
  };

  const closeReceipt = () => {
    setReceipt(null);
    // After the modal's own focus return.
    requestAnimationFrame(() => searchRef?.current?.focus());
  };

  /** `+` / `-` on the last line (queued behind the writes still running, so each press counts). */
  const stepLast = (delta: 1 | -1) => {
    const last = cart.lines[cart.lines.length - 1];
    if (!last || (delta === -1 && last.quantity <= 1)) return;
    void cart.step(last, delta);
  };

  return {
    cart,
    customer,
    pickCustomer,
    shipping,
    setShipping,
    addressId: address?.id ?? null,
    setAddressId,
    book,
    destination,
    voucherInput,
    setVoucherInput: typeVoucher,
    voucher,
    voucherError,
    voucherBusy,
    applyVoucher,
    removeVoucher,
    payment,
    setPayment,
    problems,
    attempted,
    saleErrors,
    confirming,
    confirm,
    receipt,
    closeReceipt,
    stepLast,
    saleNumber,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
