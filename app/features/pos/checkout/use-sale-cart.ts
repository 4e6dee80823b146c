import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { posCartApi, type PosCartLine, type PosQuote, type ShippingChoice } from "~/api/pos/cart";
import { errorText } from "~/ui/feedback/error-text";
import { syncChoices, type Destination } from "./shipping-options";

/*
 * The cart side of the pane: the server's cart rows, the writes on them (one at a time, in the
 * order the cashier made them, so three quick `+` make three units), the delivery places kept in
 * step with the pane's shipping choice, and the quote, asked again whenever the cart, the customer
 * or the voucher changes. The latest answer wins everywhere: a slower, older one never overwrites it.
 */

export type QuoteState =
  | { kind: "empty" }
  | { kind: "loading"; last: PosQuote | null }
  | { kind: "ready"; quote: PosQuote }
  | { kind: "error"; message: string; last: PosQuote | null };

const lastOf = (state: QuoteState): PosQuote | null =>
  state.kind === "ready" ? state.quote : state.kind === "loading" || state.kind === "error" ? state.last : null;

export interface SaleCartOptions {
  initial: PosCartLine[];
  /** Bumped by the page when the product browser added something. */
  cartVersion: number;
  customerId: number | null;
  /** The voucher applied ("" none). */
  voucher: string;
  /** Where the goods go when shipping, else null (no place on any line). */
  destination: Destination | null;
  addressId: number | null;
  /** The quote refused the applied voucher (a business message): the pane drops it and says why. */
  onVoucherRefused: (message: string) => void;
}

export function useSaleCart(options: SaleCartOptions) {
  const { t } = useTranslation();
  const { cartVersion, customerId, voucher, destination, addressId, onVoucherRefused } = options;
  const [lines, setLines] = useState<PosCartLine[]>(options.initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const [shippingError, setShippingError] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteState>({ kind: "empty" });
  const [quoteRound, setQuoteRound] = useState(0);

  // Cart answers are numbered when asked; an answer older than the one shown is dropped.
  const asked = useRef(0);
  const shown = useRef(0);
  const show = useCallback((ticket: number, next: PosCartLine[]) => {
    if (ticket < shown.current) return;
    shown.current = ticket;
    setLines(next);
  }, []);

  const reload = useCallback(async (): Promise<PosCartLine[] | null> => {
    const ticket = ++asked.current;
    try {
      const next = await posCartApi.load();
      show(ticket, next);
      setLoadError(null);
      return next;
    } catch (failure) {
      setLoadError(errorText(failure, t, "pos.checkout.cart.loadFailed"));
      return null;
    }
  }, [show, t]);

  const first = useRef(cartVersion);
  useEffect(() => {
    if (cartVersion !== first.current) void reload();
  }, [cartVersion, reload]);

  // One write at a time, in order.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = useCallback(
    (lineId: number, write: () => Promise<unknown>) => {
      setBusy((now) => new Set(now).add(lineId));
      setLineErrors(({ [lineId]: _dropped, ...rest }) => rest);
      const run = async () => {
        try {
          await write();
        } catch (failure) {
          setLineErrors((now) => ({ ...now, [lineId]: [errorText(failure, t, "pos.checkout.line.failed")] }));
        }
        await reload();
        setBusy((now) => {
          const next = new Set(now);
          next.delete(lineId);
          return next;
        });
      };
      queue.current = queue.current.then(run);
      return queue.current;
    },
    [reload, t],
  );

  const step = useCallback((line: PosCartLine, delta: 1 | -1) => enqueue(line.id, () => posCartApi.step(line, delta)), [enqueue]);
  const remove = useCallback((line: PosCartLine) => enqueue(line.id, () => posCartApi.remove(line.id)), [enqueue]);

  // The places the cart must get so it agrees with the pane (none at all without a destination).
  const destinationKey = destination ? `${destination.country}|${destination.state}` : "";
  const pendingSync = useMemo(
    () => syncChoices(lines, destination),
    // The destination by value: a new object for the same address is the same destination.
    [lines, destinationKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const triedSync = useRef("");
  const sendChoices = useCallback(
    async (choices: ShippingChoice[]) => {
      const ticket = ++asked.current;
      try {
        show(ticket, await posCartApi.updateShipping(choices, addressId));
        setShippingError(null);
      } catch (failure) {
        // A row that is gone (sold, removed in another tab) is no error: the cart is read again.
        if (isApiError(failure) && failure.status === 404) void reload();
        else setShippingError(errorText(failure, t, "pos.checkout.shipping.failed"));
      }
    },
    [addressId, reload, show, t],
  );
  useEffect(() => {
    if (!pendingSync.length) {
      triedSync.current = "";
      return;
    }
    // The same correction is not sent twice: a refused one would otherwise loop.
    const key = JSON.stringify(pendingSync);
    if (key === triedSync.current) return;
    triedSync.current = key;
    void sendChoices(pendingSync);
  }, [pendingSync, sendChoices]);

  const choose = useCallback((choice: ShippingChoice) => sendChoices([choice]), [sendChoices]);

  const quoteTicket = useRef(0);
  const cartKey = JSON.stringify(lines.map((l) => [l.id, l.quantity, l.shipping_place_id, l.shipping_type]));
  const inStep = pendingSync.length === 0;
  useEffect(() => {
    if (!lines.length) {
      quoteTicket.current++;
      setQuote({ kind: "empty" });
      return;
    }
    // A correction of the places is on its way: the quote waits for the cart it will leave.
    if (!inStep) return;
    const ticket = ++quoteTicket.current;
    setQuote((now) => ({ kind: "loading", last: lastOf(now) }));
    posCartApi.quote({ userId: customerId, voucher }).then(
      (result) => {
        if (ticket === quoteTicket.current) setQuote({ kind: "ready", quote: result });
      },
      (failure: unknown) => {
        if (ticket !== quoteTicket.current) return;
        if (voucher && isApiError(failure) && failure.status === 422) {
          onVoucherRefused(failure.message);
          return;
        }
        setQuote((now) => ({ kind: "error", message: errorText(failure, t, "pos.checkout.totals.failed"), last: lastOf(now) }));
      },
    );
    // The cart by value (cartKey), not by the array's identity.
  }, [cartKey, customerId, voucher, inStep, quoteRound]); // eslint-disable-line react-hooks/exhaustive-deps

  const requote = useCallback(() => setQuoteRound((n) => n + 1), []);

  return {
    lines,
    loadError,
    busy,
    lineErrors,
    setLineErrors,
    shippingError,
    quote,
    reload,
    step,
    remove,
    choose,
    requote,
  };
}

export type SaleCart = ReturnType<typeof useSaleCart>;
