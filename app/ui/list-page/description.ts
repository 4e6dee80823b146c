import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Page } from "~/api/resource";
import { isApiError } from "~/api/errors";
import type { AsyncOption } from "../inputs/async-select";
import type { CsvCell } from "./csv";
import { loadListPage } from "./list-pages";
import { parseListState, type ListDefaults, type ListState } from "./url-state";
import type { TranslationKey } from "~/i18n/keys";

export interface ListColumn<T> {
  key: string;
  /** i18n key of the header. */
  title: TranslationKey;
  render: (row: T) => ReactNode;
  /** The cell's value in the CSV export; columns without it are not exported. */
  csv?: (row: T) => CsvCell;
  /** The API's `orderby` column; absent = not sortable. */
  sortBy?: string;
  /** The user may hide it (default true; the row's name column should say false). */
  hideable?: boolean;
  /** Numbers read better right-aligned. */
  align?: "left" | "right";
  /**
   * How long the column stays when the table's box is too narrow for all columns (column-fit.ts):
   * the lowest priority goes first, the rightmost of equals first. Default `COLUMN_PRIORITY.normal`;
   * `COLUMN_PRIORITY.key` and a column that may not be hidden stay (the box scrolls instead). A column
   * hidden for room is still offered by the column chooser.
   */
  priority?: number;
}

/** The usual priorities of a column (any number works: higher stays longer). */
export const COLUMN_PRIORITY = { low: 1, normal: 2, key: 3 } as const;

/** A choice of a select-like filter: URL value → i18n key of its label. */
export interface FilterOption {
  value: string;
  label: TranslationKey;
}

/**
 * The filters above a list. Each sends its URL key(s) to the API as they are, so a filter's key is
 * the API's parameter name. Labels are i18n keys.
 */
export type ListFilter =
  /** One of a fixed set of values. */
  | { kind: "select"; key: string; label: TranslationKey; options: readonly FilterOption[] }
  /** A record's status; without options, the catalog's public (1) / private (2). */
  | { kind: "status"; key: string; label: TranslationKey; options?: readonly FilterOption[] }
  /**
   * Any of a fixed set, ticked together: the URL holds them comma-joined (`filter=paid,cancelled`).
   * `description`: a line under the caption (what ticking several means).
   */
  | { kind: "flags"; key: string; label: TranslationKey; options: readonly FilterOption[]; description?: TranslationKey }
  /** One day (`YYYY-MM-DD`). */
  | { kind: "date"; key: string; label: TranslationKey }
  /** From–to days, each end optional: `keys` are the API's start and end parameters. */
  | { kind: "dateRange"; keys: readonly [from: string, to: string]; label: TranslationKey }
  /** Minimum–maximum, each end optional. */
  | { kind: "numberRange"; keys: readonly [min: string, max: string]; label: TranslationKey }
  /** A record picked by searching (a brand, a customer): the URL holds its id. */
  | {
      kind: "record";
      key: string;
      label: TranslationKey;
      /** Options matching the typed text. */
      search: (q: string) => Promise<AsyncOption[]>;
      /** The option of an id already in the URL (a reload), so its name shows. */
      find: (id: string) => Promise<AsyncOption | null>;
    };

/** The URL keys a filter owns. */
export function filterKeys(filter: ListFilter): readonly string[] {
  return "keys" in filter ? filter.keys : [filter.key];
}

/** Permission actions on the list's subject. */
export type ListPermission = "view" | "create" | "edit" | "delete";

/** What may ask before it runs: i18n keys of the question (with {{title}} or {{count}}) and of its button. */
export interface ActionConfirm {
  title: TranslationKey;
  message?: TranslationKey;
  /** Destructive: a red button. */
  danger?: boolean;
}

/** A button on each row beside the pencil: a link (`href`) or a call (`run`, then the list reloads). */
export interface RowAction<T> {
  key: string;
  /** i18n key of its label (tooltip; the row's name is added for screen readers). */
  label: TranslationKey;
  icon: Icon;
  /** Needed on `subject`; default `view`. */
  permission?: ListPermission;
  /** Where it leads to another area (a product's reviews): that area's subject; default the list's. */
  subject?: string;
  /** Hidden for rows it does not apply to (an order already shipped). */
  hidden?: (row: T) => boolean;
  href?: (row: T) => string;
  run?: (row: T) => Promise<unknown>;
  confirm?: ActionConfirm;
  /** i18n key of the toast after `run` succeeded. */
  done?: TranslationKey;
  color?: string;
  /** Whether the list reloads after `run` (default true); false for one that only shows something (a receipt). */
  reload?: boolean;
}

/** A button for the ticked rows (shown once a row is ticked); the list reloads after it. */
export interface BulkAction<T> {
  key: string;
  /** i18n key with {{count}}: "Publish ({{count}})". */
  label: TranslationKey;
  icon?: Icon;
  /** Needed on the list's subject; default `edit`. */
  permission?: ListPermission;
  run: (ids: (number | string)[], rows: T[]) => Promise<unknown>;
  confirm?: ActionConfirm;
  /** i18n key with {{count}} of the toast after it succeeded. */
  done?: TranslationKey;
  color?: string;
}

/**
 * A link in the list's header to a screen that works on many rows at once (the products' bulk
 * editor): on the ticked rows, or, with none ticked, on the list's search and filters.
 */
export interface ListLink {
  key: string;
  /** i18n key of the link with no row ticked. */
  label: TranslationKey;
  /** i18n key with {{count}} of the link with rows ticked. */
  labelTicked: TranslationKey;
  icon?: Icon;
  /** Needed on the list's subject; default `edit`. */
  permission?: ListPermission;
  href: (target: { ids: (number | string)[]; q: string; filters: Readonly<Record<string, string>> }) => string;
}

/**
 * The small per-resource description the list page is driven by. A read-only list simply leaves out
 * `createPath`, `editPath` and `remove`.
 */
export interface ListDescription<T> {
  /** Storage key and CSV file name (e.g. `brands`). */
  resource: string;
  /** Permission group (`brand`): create/edit/delete buttons and actions follow it. */
  subject: string;
  /** The list's own path (`/brands`), where "back to the list" returns. */
  listPath: string;
  /**
   * Prefix of the list's URL keys (`orders` → `orders.page`), for several lists on one page.
   * Absent: plain `page`, `q`… and the list's last search is remembered for the way back.
   */
  urlKey?: string;
  /** Where "Add" goes; absent = no create button. */
  createPath?: string;
  /** Where a row is edited or opened; absent = no pencil. */
  editPath?: (row: T) => string;
  load: (query: Record<string, string | number>, signal?: AbortSignal) => Promise<Page<T>>;
  /** Deletes rows; absent = no delete buttons and no delete selection. */
  remove?: (ids: (number | string)[]) => Promise<void>;
  rowId: (row: T) => number | string;
  /** A row's name in confirmations and checkbox labels. */
  rowLabel: (row: T) => string;
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  rowActions?: RowAction<T>[];
  bulkActions?: BulkAction<T>[];
  links?: ListLink[];
  defaults: ListDefaults;
  /** Whether the API searches with `q` (default true). */
  searchable?: boolean;
  texts?: {
    /** i18n key: "Add brand". */
    add?: TranslationKey;
    /** i18n key with {{title}}: "Delete the brand “{{title}}”?" (default: a generic question). */
    deleteOne?: TranslationKey;
    /** i18n key with {{count}}: "Delete {{count}} brands?". */
    deleteMany?: TranslationKey;
  };
}

export type ListLoaderData<T> =
  { state: ListState; page: Page<T>; error?: undefined } | { state: ListState; page?: undefined; error: string };

/** The list's parse settings: its defaults plus the keys of its filters. */
export function listDefaults<T>(description: ListDescription<T>): ListDefaults {
  const keys = new Set([...(description.defaults.filterKeys ?? []), ...(description.filters ?? []).flatMap(filterKeys)]);
  return { ...description.defaults, filterKeys: [...keys] };
}

/**
 * The list's data for the route's clientLoader, read from the URL (so back/forward reload the right
 * page). A failed load becomes an error state with a Retry button, except "forbidden" and
 * "signed out", which belong to the error page and the login redirect.
 */
export async function loadList<T>(description: ListDescription<T>, args: ClientLoaderFunctionArgs): Promise<ListLoaderData<T>> {
  const url = new URL(args.request.url);
  const state = parseListState(url.searchParams, listDefaults(description), description.urlKey);
  try {
    // A page fetched ahead is used once (list-pages.ts says when); else, or if it failed, the server's answer.
    return { state, page: await loadListPage(description, state, args.request.signal) };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { state, error: isApiError(error) ? error.message : error instanceof Error ? error.message : String(error) };
  }
}
