import { describe, expect, it } from "vitest";
import { listHref, loadHiddenColumns, rememberListSearch, saveHiddenColumns } from "~/ui/list-page/memory";
import {
  apiQuery,
  mergeListSearch,
  nextSort,
  parseListState,
  serializeListState,
  withFilter,
  type ListDefaults,
} from "~/ui/list-page/url-state";

const defaults: ListDefaults = { orderby: "created_at", type: "desc", sortable: ["title", "created_at"], filterKeys: ["status"] };

describe("list URL state", () => {
  it("reads defaults from an empty query and writes a clean URL back", () => {
    const state = parseListState(new URLSearchParams(""), defaults);
    expect(state).toEqual({ page: 1, q: "", orderby: "created_at", type: "desc", filters: {} });
    expect(serializeListState(state, defaults).toString()).toBe("");
  });

  it("round-trips page, search, sort and filters", () => {
    const params = new URLSearchParams("page=3&q=red+shoes&orderby=title&type=asc&status=1");
    const state = parseListState(params, defaults);
    expect(state).toEqual({ page: 3, q: "red shoes", orderby: "title", type: "asc", filters: { status: "1" } });
    expect(parseListState(serializeListState(state, defaults), defaults)).toEqual(state);
  });

  it("ignores nonsense: bad page, unknown sort column, bad direction, unknown filter keys", () => {
    const state = parseListState(new URLSearchParams("page=-2&orderby=password&type=sideways&evil=1"), defaults);
    expect(state).toEqual({ page: 1, q: "", orderby: "created_at", type: "desc", filters: {} });
    expect(parseListState(new URLSearchParams("page=abc"), defaults).page).toBe(1);
  });

  it("accepts the direction in any case (the original sent DESC)", () => {
    expect(parseListState(new URLSearchParams("orderby=title&type=ASC"), defaults).type).toBe("asc");
  });

  it("keeps the sort in the URL only when it is not the default", () => {
    const state = parseListState(new URLSearchParams("orderby=created_at&type=desc&page=2"), defaults);
    expect(serializeListState(state, defaults).toString()).toBe("page=2");
  });

  it("sends the API every parameter, defaults spelled out (orderby is effectively required)", () => {
    expect(apiQuery(parseListState(new URLSearchParams("q=x"), defaults))).toEqual({
      page: 1,
      q: "x",
      orderby: "created_at",
      type: "desc",
    });
  });

  it("a new search or filter goes back to page 1", () => {
    const state = parseListState(new URLSearchParams("page=4"), defaults);
    expect(withFilter(state, { q: "new" }).page).toBe(1);
    expect(withFilter(state, { filters: { status: "2" } })).toMatchObject({ page: 1, filters: { status: "2" } });
  });

  it("clicking a header: the same column flips, a new title column starts A→Z, a date newest first", () => {
    const state = parseListState(new URLSearchParams("page=2"), defaults);
    expect(nextSort(state, "title")).toEqual({ orderby: "title", type: "asc", page: 1 });
    expect(nextSort({ ...state, orderby: "title", type: "asc" }, "title")).toEqual({ orderby: "title", type: "desc", page: 1 });
    expect(nextSort({ ...state, orderby: "title" }, "created_at")).toEqual({ orderby: "created_at", type: "desc", page: 1 });
  });
});

describe("keyed list URL state (several lists on one page)", () => {
  const search = "tab=orders&orders.page=2&orders.q=red&addresses.q=rome&addresses.orderby=title&addresses.type=asc&page=9";

  it("each list reads only its own prefixed keys", () => {
    expect(parseListState(new URLSearchParams(search), defaults, "orders")).toEqual({
      page: 2,
      q: "red",
      orderby: "created_at",
      type: "desc",
      filters: {},
    });
    expect(parseListState(new URLSearchParams(search), defaults, "addresses")).toMatchObject({
      page: 1,
      q: "rome",
      orderby: "title",
      type: "asc",
    });
  });

  it("a list rewrites its own keys and keeps everyone else's", () => {
    const orders = parseListState(new URLSearchParams(search), defaults, "orders");
    const next = new URLSearchParams(mergeListSearch(`?${search}`, { ...orders, page: 3, filters: { status: "1" } }, defaults, "orders"));
    expect(Object.fromEntries(next)).toMatchObject({
      "orders.page": "3",
      "orders.status": "1",
      "orders.q": "red",
      "addresses.q": "rome",
      tab: "orders",
      page: "9",
    });
  });

  it("an unkeyed list leaves prefixed keys alone and drops its defaults from the URL", () => {
    const state = parseListState(new URLSearchParams(search), defaults);
    expect(state.page).toBe(9);
    expect(mergeListSearch(`?${search}`, { ...state, page: 1 }, defaults)).toBe(
      "?tab=orders&orders.page=2&orders.q=red&addresses.q=rome&addresses.orderby=title&addresses.type=asc",
    );
    expect(mergeListSearch("?page=2", { ...state, page: 1 }, defaults)).toBe("");
  });
});

describe("list memory", () => {
  it("remembers the list's last search for the way back", () => {
    expect(listHref("/brands")).toBe("/brands");
    rememberListSearch("/brands", "?q=acme&page=2");
    expect(listHref("/brands")).toBe("/brands?q=acme&page=2");
    rememberListSearch("/brands", "");
    expect(listHref("/brands")).toBe("/brands");
  });

  it("never returns something that is not a query string", () => {
    sessionStorage.setItem("admin-panel_list-search:/brands", "//evil.example");
    expect(listHref("/brands")).toBe("/brands");
  });

  it("remembers hidden columns per resource and survives junk", () => {
    saveHiddenColumns("brands", ["slug"]);
    expect(loadHiddenColumns("brands")).toEqual(["slug"]);
    expect(loadHiddenColumns("categories")).toEqual([]);
    localStorage.setItem("admin-panel_hidden-columns:brands", "{not json");
    expect(loadHiddenColumns("brands")).toEqual([]);
  });
});
