// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Page } from "~/api/resource";
import { skipSearchOnlyChanges, whenLanguageChanges } from "~/routing/revalidation";
import type { ListDescription } from "~/ui/list-page/description";
import { loadListPage, peekPrefetchedPage, prefetchListPage, requestListPage, takePrefetchedPage } from "~/ui/list-page/list-pages";
import type { ListState } from "~/ui/list-page/url-state";

// The API client's count of writes, moved by the tests.
const writes = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/api/client", () => ({ writeCount: () => writes.count }));

type Args = Parameters<typeof skipSearchOnlyChanges>[0];

function args(current: string, next: string, extra: Partial<Args> = {}): Args {
  return {
    currentUrl: new URL(current, "http://shop.test"),
    nextUrl: new URL(next, "http://shop.test"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  };
}

describe("the layouts' loaders on a navigation (issue 16)", () => {
  it("the signed-in layout keeps its data when only the search changes", () => {
    expect(skipSearchOnlyChanges(args("/admin/products?page=1", "/admin/products?page=2"))).toBe(false);
    expect(skipSearchOnlyChanges(args("/admin/products", "/admin/products?q=dress"))).toBe(false);
  });

  it("the signed-in layout reloads as React Router would for another path, a form, or an explicit reload", () => {
    expect(skipSearchOnlyChanges(args("/admin/products", "/admin/orders"))).toBe(true);
    expect(skipSearchOnlyChanges(args("/admin/products?page=1", "/admin/products?page=2", { formMethod: "POST" }))).toBe(true);
    expect(skipSearchOnlyChanges(args("/admin/products?page=2", "/admin/products?page=2"))).toBe(true);
    expect(skipSearchOnlyChanges(args("/admin/products", "/admin/orders", { defaultShouldRevalidate: false }))).toBe(false);
  });

  it("the root reloads only when the chosen language is not the one it holds", () => {
    let chosen = "it";
    const root = whenLanguageChanges(
      () => chosen,
      () => "it",
    );
    expect(root(args("/admin/products?page=1", "/admin/products?page=2"))).toBe(false);
    expect(root(args("/admin/products", "/admin/orders"))).toBe(false);
    chosen = "en";
    expect(root(args("/admin/products", "/admin/products"))).toBe(true);
    expect(root(args("/admin/products", "/admin/products", { defaultShouldRevalidate: false }))).toBe(false);
  });
});

describe("list pages fetched ahead", () => {
  const state = (page: number): ListState => ({ page, q: "", orderby: "id", type: "desc", filters: {} });
  const pageOf = (n: number): Page<{ id: number }> =>
    ({ data: [{ id: n }], current_page: n, last_page: 9, total: 90, from: n, to: n }) as Page<{ id: number }>;
  let load: ReturnType<typeof vi.fn>;
  let list: ListDescription<{ id: number }>;

  beforeEach(() => {
    writes.count = 0;
    load = vi.fn((query: Record<string, string | number>) => Promise.resolve(pageOf(Number(query.page))));
    list = { load } as unknown as ListDescription<{ id: number }>;
  });

  it("asks the server once for a page while it is not shown, and serves it to one navigation", async () => {
    prefetchListPage(list, state(2));
    prefetchListPage(list, state(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toMatchObject({ page: 2 });
    await expect(takePrefetchedPage(list, state(2))).resolves.toEqual(pageOf(2));
    expect(takePrefetchedPage(list, state(2))).toBeUndefined();
    // Shown once; fetched ahead again, it is the server's answer of now (back to that page later).
    prefetchListPage(list, state(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves nothing for another page, sort or search", () => {
    prefetchListPage(list, state(2));
    expect(takePrefetchedPage(list, state(3))).toBeUndefined();
    expect(takePrefetchedPage(list, { ...state(2), q: "dress" })).toBeUndefined();
    expect(takePrefetchedPage(list, { ...state(2), type: "asc" })).toBeUndefined();
  });

  it("never serves a page fetched before a write", () => {
    prefetchListPage(list, state(2));
    writes.count += 1;
    expect(takePrefetchedPage(list, state(2))).toBeUndefined();
    prefetchListPage(list, state(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never serves a page older than its freshness", () => {
    vi.useFakeTimers();
    try {
      prefetchListPage(list, state(4));
      vi.advanceTimersByTime(60_000);
      expect(takePrefetchedPage(list, state(4))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a failed fetch, so the navigation asks again", async () => {
    load.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    prefetchListPage(list, state(5));
    await Promise.resolve();
    await Promise.resolve();
    expect(takePrefetchedPage(list, state(5))).toBeUndefined();
  });

  it("shows a page's answer without taking it, once it has come, and the navigation still takes the same page", async () => {
    prefetchListPage(list, state(6));
    const peeked = peekPrefetchedPage(list, state(6));
    expect(peeked?.value).toBeUndefined();
    const answer = await peeked?.page;
    expect(peekPrefetchedPage(list, state(6))?.value).toBe(answer);
    // The loader gets the very object on screen: the router's commit then finds the rows unchanged.
    await expect(takePrefetchedPage(list, state(6))).resolves.toBe(answer);
    expect(peekPrefetchedPage(list, state(6))).toBeUndefined();
    expect(peekPrefetchedPage(list, state(7))).toBeUndefined();
  });

  it("shows nothing fetched before a write", async () => {
    prefetchListPage(list, state(8));
    await peekPrefetchedPage(list, state(8))?.page;
    writes.count += 1;
    expect(peekPrefetchedPage(list, state(8))).toBeUndefined();
  });

  it("gives the loader the request a click made for a page not fetched ahead: one request, the same answer", async () => {
    requestListPage(list, state(9));
    const shown = await peekPrefetchedPage(list, state(9))?.page;
    await expect(loadListPage(list, state(9))).resolves.toBe(shown);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again for a page fetched ahead that failed, but not for one the click asked for", async () => {
    let fail!: (error: Error) => void;
    load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    prefetchListPage(list, state(10));
    const ahead = loadListPage(list, state(10));
    fail(new Error("offline"));
    await expect(ahead).resolves.toEqual(pageOf(10));
    expect(load).toHaveBeenCalledTimes(2);

    load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    requestListPage(list, state(11));
    const asked = loadListPage(list, state(11));
    fail(new Error("offline"));
    await expect(asked).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledTimes(3);
  });
});
