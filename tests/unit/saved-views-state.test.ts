import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import { localViews } from "~/ui/list-page/saved-views/local-views";
import { captureViewState, moved, readViewState, showsAll, showsView, viewSearch } from "~/ui/list-page/saved-views/view-state";
import { NAME_TAKEN, nameProblem } from "~/ui/list-page/saved-views/view-types";
import { parseListState, type ListDefaults } from "~/ui/list-page/url-state";

/*
 * Saved views' logic: what a view keeps of a list (capture), how it is put back into the URL
 * (apply), how a stored state written by someone else is read, and the browser's own store.
 */
const defaults: ListDefaults = {
  orderby: "created_at",
  type: "desc",
  sortable: ["created_at", "total_amount"],
  filterKeys: ["payment_status", "order_method", "start_time"],
};

describe("a view's state", () => {
  it("captures the search, filters, sort and hidden columns, and applies them back at page 1, keeping other keys", () => {
    const state = parseListState(
      new URLSearchParams("q=rossi&payment_status=unpaid&order_method=3&orderby=total_amount&type=asc&page=4"),
      defaults,
    );
    const view = captureViewState(state, ["customer", "amount"]);
    expect(view).toEqual({
      q: "rossi",
      filters: { payment_status: "unpaid", order_method: "3" },
      orderby: "total_amount",
      type: "asc",
      hidden: ["amount", "customer"],
    });
    const search = viewSearch(view, "?page=4&tab=x&q=old", defaults);
    const params = new URLSearchParams(search);
    expect(params.get("page")).toBeNull();
    expect(params.get("tab")).toBe("x");
    expect(params.get("q")).toBe("rossi");
    expect(params.get("payment_status")).toBe("unpaid");
    expect(showsView(parseListState(params, defaults), view)).toBe(true);
    expect(showsView(parseListState(new URLSearchParams("q=rossi"), defaults), view)).toBe(false);
  });

  it("reads a stored state defensively: unknown filters and sorts fall back, junk becomes the defaults", () => {
    expect(
      readViewState(
        { q: " x ", filters: { payment_status: "paid", evil: "1" }, orderby: "password", type: "up", hidden: [1, "c"] },
        defaults,
      ),
    ).toEqual({ q: "x", filters: { payment_status: "paid" }, orderby: "created_at", type: "desc", hidden: [] });
    expect(readViewState("nonsense", defaults)).toEqual({ q: "", filters: {}, orderby: "created_at", type: "desc", hidden: [] });
    expect(readViewState({ hidden: ["c"] }, defaults).hidden).toEqual(["c"]);
  });

  it("'All' is the plain list: no search, no filter, the default sort", () => {
    expect(showsAll(parseListState(new URLSearchParams(""), defaults), defaults)).toBe(true);
    expect(showsAll(parseListState(new URLSearchParams("page=3"), defaults), defaults)).toBe(true);
    expect(showsAll(parseListState(new URLSearchParams("orderby=total_amount&type=desc"), defaults), defaults)).toBe(false);
    expect(showsAll(parseListState(new URLSearchParams("payment_status=unpaid"), defaults), defaults)).toBe(false);
  });

  it("moves a view one place, never past either end", () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("checks a name as the server does", () => {
    expect(nameProblem("  ", [])).toBe("The name field is required.");
    expect(nameProblem("x".repeat(61), [])).toBe("The name must not be greater than 60 characters.");
    expect(nameProblem(" Mine ", ["Mine"])).toBe(NAME_TAKEN);
    expect(nameProblem("Mine", ["Other"])).toBeNull();
  });
});

describe("the browser's store", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps views, their order and the default across stores; refuses a repeated name like the server", async () => {
    const store = localViews("orders", defaults);
    const state = { q: "", filters: { payment_status: "unpaid" }, orderby: "total_amount", type: "asc" as const, hidden: [] };
    const a = await store.create({ name: "Unpaid", state });
    const b = await store.create({ name: "Rossi", state: { ...state, q: "rossi" } });
    await expect(store.create({ name: "Unpaid", state })).rejects.toBeInstanceOf(ApiError);
    await store.reorder([b.id, a.id]);
    await store.setDefault(a.id);
    await store.update(b.id, { name: "Rossi orders" });

    const again = await localViews("orders", defaults).load();
    expect(again.views.map((v) => v.name)).toEqual(["Rossi orders", "Unpaid"]);
    expect(again.defaultId).toBe(a.id);
    expect(again.canShare).toBe(false);
    expect(again.where).toBe("browser");
    await localViews("orders", defaults).remove(a.id);
    const after = await localViews("orders", defaults).load();
    expect([after.views.map((v) => v.name), after.defaultId]).toEqual([["Rossi orders"], null]);
    // Another list's views are its own.
    expect((await localViews("products", defaults).load()).views).toEqual([]);
  });
});
