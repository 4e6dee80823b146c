/**
 * A list's view lives in its URL (`page`, `q`, `orderby`, `type` and the page's filters), so reload,
 * back/forward and shared links restore it. One spelling only: the original wrote both
 * `orderBy`/`orderByType` and `orderby`/`orderbyType` (admin-screens §2.2, quirk).
 */
export type SortDirection = "asc" | "desc";

export interface ListState {
  page: number;
  q: string;
  orderby: string;
  type: SortDirection;
  /** Page-specific filters (e.g. `status`, `start_time`), by URL key. Empty values are absent. */
  filters: Record<string, string>;
}

export interface ListDefaults {
  orderby: string;
  type: SortDirection;
  /** Sort columns the API accepts; anything else in the URL falls back to the default. */
  sortable?: readonly string[];
  /** Filter keys this list understands; other URL keys are ignored. */
  filterKeys?: readonly string[];
}

export function parseListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const pageRaw = params.get("page") ?? "";
  const page = /^[1-9]\d{0,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  const orderbyRaw = params.get("orderby") ?? "";
  const orderby = orderbyRaw && (!defaults.sortable || defaults.sortable.includes(orderbyRaw)) ? orderbyRaw : defaults.orderby;
  const typeRaw = (params.get("type") ?? "").toLowerCase();
  const type: SortDirection = typeRaw === "asc" || typeRaw === "desc" ? typeRaw : defaults.type;
  const filters: Record<string, string> = {};
  for (const key of defaults.filterKeys ?? []) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return { page, q: (params.get("q") ?? "").trim(), orderby, type, filters };
}

/** The URL query of a state, without the values that are defaults (a clean URL when nothing is set). */
export function serializeListState(state: ListState, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  for (const key of Object.keys(state.filters).sort()) {
    const value = state.filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (state.orderby !== defaults.orderby || state.type !== defaults.type) {
    params.set("orderby", state.orderby);
    params.set("type", state.type);
  }
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** What the API receives: the state plus defaults spelled out (`orderby` is effectively required). */
export function apiQuery(state: ListState): Record<string, string | number> {
  return { ...state.filters, page: state.page, q: state.q, orderby: state.orderby, type: state.type };
}

/** Clicking a sortable header: same column flips the direction, another column sorts it descending… */
export function nextSort(state: ListState, column: string): Pick<ListState, "orderby" | "type" | "page"> {
  if (state.orderby === column) return { orderby: column, type: state.type === "asc" ? "desc" : "asc", page: 1 };
  // …except text-like columns, where A→Z is what people expect first. Dates and numbers: newest/largest first.
  return { orderby: column, type: column === "title" || column === "slug" ? "asc" : "desc", page: 1 };
}

/** A changed search or filter starts again at page 1. */
export function withFilter(state: ListState, change: Partial<Pick<ListState, "q" | "filters">>): ListState {
  return { ...state, ...change, page: 1 };
}
