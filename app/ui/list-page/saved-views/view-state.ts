import * as z from "zod/mini";
import { mergeListSearch, type ListDefaults, type ListState } from "../url-state";

/*
 * What a saved view keeps of a list, and how it is put back: the search, the filters, the sort (the
 * URL's part, url-state.ts) and the hidden columns (the browser's part, memory.ts). The page is not
 * kept: a view opens at its first page. The page size is the API's own (14 rows), not the user's.
 */

export interface ViewState {
  q: string;
  filters: Record<string, string>;
  orderby: string;
  type: "asc" | "desc";
  /** Columns the view hides (keys of the list's columns). */
  hidden: string[];
}

/**
 * A stored state read back defensively: it was written by another version of the panel, or by
 * another person's, so unknown keys are dropped and missing ones take the list's defaults.
 */
const storedSchema = z.object({
  q: z.catch(z.string(), ""),
  filters: z.catch(z.record(z.string(), z.string()), {}),
  orderby: z.catch(z.optional(z.string()), undefined),
  type: z.catch(z.optional(z.enum(["asc", "desc"])), undefined),
  hidden: z.catch(z.array(z.string()), []),
});

export function readViewState(raw: unknown, defaults: ListDefaults): ViewState {
  const parsed = storedSchema.safeParse(raw ?? {});
  const value = parsed.success ? parsed.data : { q: "", filters: {}, orderby: undefined, type: undefined, hidden: [] };
  const known = new Set(defaults.filterKeys ?? []);
  const filters = Object.fromEntries(Object.entries(value.filters).filter(([key, v]) => known.has(key) && v.trim() !== ""));
  const orderby = value.orderby && (!defaults.sortable || defaults.sortable.includes(value.orderby)) ? value.orderby : defaults.orderby;
  return { q: value.q.trim(), filters, orderby, type: value.type ?? defaults.type, hidden: value.hidden };
}

/** The list as it is now, as a view would keep it. */
export function captureViewState(state: ListState, hidden: readonly string[]): ViewState {
  return { q: state.q, filters: { ...state.filters }, orderby: state.orderby, type: state.type, hidden: [...hidden].sort() };
}

/** The page's search with the view's state in the list's keys (at its first page); other keys stay. */
export function viewSearch(view: ViewState, currentSearch: string, defaults: ListDefaults, urlKey?: string): string {
  return mergeListSearch(
    currentSearch,
    { page: 1, q: view.q, filters: view.filters, orderby: view.orderby, type: view.type },
    defaults,
    urlKey,
  );
}

const sameFilters = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Whether the list shows what the view keeps (its URL part: columns are a browser's own, and may be unchanged). */
export function showsView(state: ListState, view: ViewState): boolean {
  return state.q === view.q && state.orderby === view.orderby && state.type === view.type && sameFilters(state.filters, view.filters);
}

/** Whether the list shows no view at all: no search, no filter, the default sort. */
export function showsAll(state: ListState, defaults: ListDefaults): boolean {
  return state.q === "" && Object.keys(state.filters).length === 0 && state.orderby === defaults.orderby && state.type === defaults.type;
}

/** The list of ids with `id` moved one place towards the start (-1) or the end (+1). */
export function moved<T>(ids: readonly T[], id: T, step: -1 | 1): T[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
