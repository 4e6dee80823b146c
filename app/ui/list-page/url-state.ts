/**
 * A list's view lives in its URL (`page`, `q`, `orderby`, `type` and the page's filters), so reload,
 * back/forward and shared links restore it. One spelling only: the original wrote both
 * `orderBy`/`orderByType` and `orderby`/`orderbyType` (admin-screens §2.2, quirk).
 *
 * A list may own its keys under a prefix (`urlKey`): with key `orders` its page is `orders.page`, so
 * several lists on one page (a customer's orders and addresses) each keep their own view. Without a
 * key the list uses the plain names. Either way a list only ever rewrites its own keys.
 */
export type SortDirection = "asc" | "desc";

export interface ListState {
  page: number;
  q: string;
  orderby: string;
  type: SortDirection;
  /** Page-specific filters (e.g. `status`, `start_time`), by (unprefixed) key. Empty values are absent. */
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

const BASE_KEYS = ["page", "q", "orderby", "type"] as const;

/** The URL name of one of the list's keys: `page`, or `orders.page` under the key `orders`. */
const urlName = (name: string, urlKey?: string) => (urlKey ? `${urlKey}.${name}` : name);

export function parseListState(params: URLSearchParams, defaults: ListDefaults, urlKey?: string): ListState {
  const get = (name: string) => params.get(urlName(name, urlKey)) ?? "";
  const pageRaw = get("page");
  const page = /^[1-9]\d{0,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  const orderbyRaw = get("orderby");
  const orderby = orderbyRaw && (!defaults.sortable || defaults.sortable.includes(orderbyRaw)) ? orderbyRaw : defaults.orderby;
  const typeRaw = get("type").toLowerCase();
  const type: SortDirection = typeRaw === "asc" || typeRaw === "desc" ? typeRaw : defaults.type;
  const filters: Record<string, string> = {};
  for (const key of defaults.filterKeys ?? []) {
    const value = get(key).trim();
    if (value) filters[key] = value;
  }
  return { page, q: get("q").trim(), orderby, type, filters };
}

/** The URL query of a state, without the values that are defaults (a clean URL when nothing is set). */
export function serializeListState(state: ListState, defaults: ListDefaults, urlKey?: string): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => params.set(urlName(name, urlKey), value);
  if (state.q.trim()) set("q", state.q.trim());
  for (const key of Object.keys(state.filters).sort()) {
    const value = state.filters[key]?.trim();
    if (value) set(key, value);
  }
  if (state.orderby !== defaults.orderby || state.type !== defaults.type) {
    set("orderby", state.orderby);
    set("type", state.type);
  }
  if (state.page > 1) set("page", String(state.page));
  return params;
}

/**
 * The page's search with this list's keys replaced by `state`; every other key (another list's,
 * the open tab) stays as it was.
 */
export function mergeListSearch(search: string, state: ListState, defaults: ListDefaults, urlKey?: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...BASE_KEYS, ...(defaults.filterKeys ?? [])]) params.delete(urlName(name, urlKey));
  for (const [name, value] of serializeListState(state, defaults, urlKey)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
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
