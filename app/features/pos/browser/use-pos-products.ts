import { useCallback, useEffect, useRef, useState } from "react";
import { listPosProducts, type PosProduct, type PosProductQuery } from "~/api/pos/products";
import type { Page } from "~/api/resource";
import { useLiveEvents } from "~/ui/live/use-live-events";
import { withLiveStock } from "./live-stock";

/*
 * The browser's page of cards, kept in step with its query: every change (search text, category,
 * brand, page, a sale that changed the stock) asks the server once, and aborts the request it
 * supersedes, so an answer to an older query can never replace a newer one on screen.
 */

export interface PosProductsState {
  page: Page<PosProduct> | null;
  error: unknown;
  loading: boolean;
}

/** The mark each search request sets, so a benchmark can tell the debounce from the work after it. */
export const SEARCH_REQUEST_MARK = "pos:search-request";

const keyOf = (query: PosProductQuery, stockKey: number): string =>
  JSON.stringify([query.q.trim(), query.category, query.brand, query.page, stockKey]);

export function usePosProducts(query: PosProductQuery, stockKey: number) {
  const [state, setState] = useState<PosProductsState>({ page: null, error: null, loading: true });
  const inFlight = useRef<AbortController | null>(null);
  // The query whose answer is on screen or on its way: the effect does not ask for it again.
  const requested = useRef<string | null>(null);
  const currentStockKey = useRef(stockKey);
  currentStockKey.current = stockKey;

  const load = useCallback((next: PosProductQuery, key: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    requested.current = key;
    // Only the latest mark is kept: a cashier's day of searches must not pile up in the timeline.
    performance.clearMarks(SEARCH_REQUEST_MARK);
    performance.mark(SEARCH_REQUEST_MARK);
    setState((previous) => (previous.loading && previous.error === null ? previous : { ...previous, error: null, loading: true }));
    listPosProducts(next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState({ page, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        // The cards of the last good answer stay under the error: the cashier keeps the context.
        setState((previous) => ({ page: previous.page, error, loading: false }));
      },
    );
  }, []);

  const key = keyOf(query, stockKey);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (key !== requested.current) load(latest.current, key);
  }, [key, load]);

  useEffect(() => () => inFlight.current?.abort(), []);

  // Another till's sale moves the stock on the cards at once (live-stock.ts); a reset asks again.
  useLiveEvents(["stock.changed"], (message) => {
    if (message.type === "reset") load(latest.current, keyOf(latest.current, currentStockKey.current));
    else
      setState((previous) => {
        const page = withLiveStock(previous.page, message);
        return page === previous.page ? previous : { ...previous, page };
      });
  });

  /** Asks again for the query on screen (the error's Retry). */
  const retry = useCallback(() => load(latest.current, keyOf(latest.current, currentStockKey.current)), [load]);

  /**
   * Shows a page fetched elsewhere for `shown` (a scan's look-up, which already holds the answer),
   * replacing whatever is on its way; the caller then sets `shown` as the query, without a second request.
   */
  const show = useCallback((shown: PosProductQuery, page: Page<PosProduct>) => {
    inFlight.current?.abort();
    inFlight.current = null;
    requested.current = keyOf(shown, currentStockKey.current);
    setState({ page, error: null, loading: false });
  }, []);

  return { ...state, retry, show };
}
