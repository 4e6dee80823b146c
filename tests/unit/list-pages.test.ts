// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Page } from "~/api/resource";
import { loadListPage, prefetchListPage, type PageSource } from "~/ui/list-page/list-pages";
import type { ListState } from "~/ui/list-page/url-state";

// The API client's count of writes, moved by the tests.
const writes = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/api/client", () => ({ writeCount: () => writes.count }));

/*
 * The route loader's side of a list's pages (list-pages.ts): it reads through the pages fetched
 * ahead, so a click on a page already fetched makes no second request.
 */

const state = (page: number): ListState => ({ page, q: "", orderby: "id", type: "desc", filters: {} });
const pageOf = (n: number) => ({ data: [{ id: n }], current_page: n, last_page: 9, total: 90, from: n, to: n }) as Page<{ id: number }>;

let load: ReturnType<typeof vi.fn<PageSource<{ id: number }>["load"]>>;
let list: PageSource<{ id: number }>;

beforeEach(() => {
  writes.count = 0;
  load = vi.fn((query: Record<string, string | number>) => Promise.resolve(pageOf(Number(query.page))));
  list = { load };
});

describe("a list route's loader", () => {
  it("asks the server for a page nobody fetched ahead, with the navigation's signal", async () => {
    const signal = new AbortController().signal;
    await expect(loadListPage(list, state(3), signal)).resolves.toEqual(pageOf(3));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]).toEqual([expect.objectContaining({ page: 3 }), signal]);
  });

  it("takes the page fetched ahead instead of asking again, once", async () => {
    prefetchListPage(list, state(2));
    const ahead = await load.mock.results[0].value;
    await expect(loadListPage(list, state(2))).resolves.toBe(ahead);
    expect(load).toHaveBeenCalledTimes(1);
    // Shown once: the next showing of that page is the server's answer of then.
    await loadListPage(list, state(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks the server itself when the fetch ahead failed, and shows that answer", async () => {
    load.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    prefetchListPage(list, state(4));
    await expect(loadListPage(list, state(4))).resolves.toEqual(pageOf(4));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not take a page fetched before a write", async () => {
    prefetchListPage(list, state(5));
    writes.count += 1;
    await loadListPage(list, state(5));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
