import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Page } from "~/api/resource";
import { ApiError, isApiError } from "~/api/errors";
import type { CsvCell } from "./csv";
import { apiQuery, parseListState, type ListDefaults, type ListState } from "./url-state";

export interface ListColumn<T> {
  key: string;
  /** i18n key of the header. */
  title: string;
  render: (row: T) => ReactNode;
  /** The cell's value in the CSV export; columns without it are not exported. */
  csv?: (row: T) => CsvCell;
  /** The API's `orderby` column; absent = not sortable. */
  sortBy?: string;
  /** The user may hide it (default true; the row's name column should say false). */
  hideable?: boolean;
  /** Numbers read better right-aligned. */
  align?: "left" | "right";
}

export interface ListFilter {
  /** URL and API key. */
  key: string;
  /** i18n key of the label. */
  label: string;
  kind: "select" | "date";
  /** For selects: value → i18n key of its label. */
  options?: { value: string; label: string }[];
}

/** The small per-resource description the list page is driven by. */
export interface ListDescription<T> {
  /** Storage key and CSV file name (e.g. `brands`). */
  resource: string;
  /** Permission group (`brand`): create/edit/delete buttons follow it. */
  subject: string;
  /** The list's own path (`/brands`). */
  listPath: string;
  /** Where "Add" goes; absent = no create button. */
  createPath?: string;
  editPath: (row: T) => string;
  load: (query: Record<string, string | number>, signal?: AbortSignal) => Promise<Page<T>>;
  remove?: (ids: (number | string)[]) => Promise<void>;
  rowId: (row: T) => number | string;
  /** A row's name in confirmations and checkbox labels. */
  rowLabel: (row: T) => string;
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  defaults: ListDefaults;
  /** Whether the API searches with `q`. */
  searchable?: boolean;
  texts: {
    /** i18n key: "Add brand". */
    add?: string;
    /** i18n key with {{title}}: "Delete the brand “{{title}}”?". */
    deleteOne: string;
    /** i18n key with {{count}}: "Delete {{count}} brands?". */
    deleteMany: string;
  };
}

export type ListLoaderData<T> =
  | { state: ListState; page: Page<T>; error?: undefined }
  | { state: ListState; page?: undefined; error: string };

/**
 * The list's data for the route's clientLoader, read from the URL (so back/forward reload the right
 * page). A failed load becomes an error state with a Retry button, except "forbidden" and
 * "signed out", which belong to the error page and the login redirect.
 */
export async function loadList<T>(description: ListDescription<T>, args: ClientLoaderFunctionArgs): Promise<ListLoaderData<T>> {
  const url = new URL(args.request.url);
  const state = parseListState(url.searchParams, description.defaults);
  try {
    return { state, page: await description.load(apiQuery(state), args.request.signal) };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { state, error: isApiError(error) ? error.message : error instanceof Error ? error.message : String(error) };
  }
}

export { ApiError };
