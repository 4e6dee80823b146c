import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as productsApi from "~/api/pos/products";
import type { PosProduct, PosProductQuery } from "~/api/pos/products";
import type { Page } from "~/api/resource";
import { usePosProducts } from "~/features/pos/browser/use-pos-products";

/*
 * The browser's loading: a newer query aborts the request it supersedes, an older answer arriving
 * late never replaces the newer one, a stockKey bump asks again for the same page, a page shown
 * from a scan's look-up is not asked for twice.
 */

const pageOf = (title: string): Page<PosProduct> => ({
  current_page: 1,
  last_page: 1,
  per_page: 14,
  from: 1,
  to: 1,
  total: 1,
  data: [{ id: title.length, title, image: null, selling: 1, offered: 0, product_inventories: [] }],
});

const query = (q: string): PosProductQuery => ({ q, category: "", brand: "", page: 1 });

/** listPosProducts under the test's control: each call waits until the test answers it. */
function controlledApi() {
  const calls: Array<{ query: PosProductQuery; signal: AbortSignal | undefined; answer: (page: Page<PosProduct>) => void }> = [];
  vi.spyOn(productsApi, "listPosProducts").mockImplementation(
    (q, signal) =>
      new Promise((resolve) => {
        calls.push({ query: q, signal, answer: resolve });
      }),
  );
  return calls;
}

describe("usePosProducts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("aborts the superseded request, and its late answer is not shown", async () => {
    const calls = controlledApi();
    const { result, rerender } = renderHook(({ q }) => usePosProducts(query(q), 0), { initialProps: { q: "ver" } });
    rerender({ q: "vertex" });
    expect(calls.map((c) => c.query.q)).toEqual(["ver", "vertex"]);
    expect(calls[0].signal?.aborted).toBe(true);
    await act(async () => calls[1].answer(pageOf("Vertex shirt")));
    await act(async () => calls[0].answer(pageOf("Verde mug")));
    expect(result.current.page?.data[0].title).toBe("Vertex shirt");
    expect(result.current.loading).toBe(false);
  });

  it("a stockKey bump asks again for the same query; a page shown from a scan is not asked for again", async () => {
    const calls = controlledApi();
    const { result, rerender } = renderHook(({ q, stock }) => usePosProducts(query(q), stock), { initialProps: { q: "", stock: 0 } });
    await act(async () => calls[0].answer(pageOf("First")));
    rerender({ q: "", stock: 1 });
    expect(calls).toHaveLength(2);
    expect(calls[1].query).toEqual(query(""));
    await act(async () => calls[1].answer(pageOf("After the sale")));

    act(() => result.current.show(query("SKU-1"), pageOf("Scanned")));
    rerender({ q: "SKU-1", stock: 1 });
    expect(calls).toHaveLength(2);
    expect(result.current.page?.data[0].title).toBe("Scanned");
  });
});
