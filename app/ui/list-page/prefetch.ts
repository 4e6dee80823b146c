import { writeCount } from "~/api/client";
import type { Page } from "~/api/resource";
import type { ListDescription } from "./description";
import { apiQuery, type ListState } from "./url-state";

/**
 * List pages fetched before they are asked for (the next page when the browser is idle, a page the
 * pointer rests on), so the click that follows shows them without waiting for the server. An entry
 * serves one navigation and only while it is fresh: younger than `PREFETCH_FRESH_MS` and made
 * after the page's last write (an edit, a delete), so a prefetched page never hides a change.
 */
export const PREFETCH_FRESH_MS = 15_000;

interface Entry {
  page: Promise<Page<unknown>>;
  at: number;
  writes: number;
  /** Already shown by a navigation: not served again (a later prefetch fetches it anew). */
  taken: boolean;
  /** The answer once it has come, readable without waiting (list-page.tsx shows it at the click). */
  value?: Page<unknown>;
}

const entries = new WeakMap<ListDescription<unknown>, Map<string, Entry>>();

const keyOf = (state: ListState) => JSON.stringify(apiQuery(state));

function fresh(entry: Entry | undefined): entry is Entry {
  return entry !== undefined && Date.now() - entry.at < PREFETCH_FRESH_MS && entry.writes === writeCount();
}

/** Starts fetching the list's page for `state`, unless a fresh copy is already on its way. */
export function prefetchListPage<T>(description: ListDescription<T>, state: ListState): void {
  const key = description as ListDescription<unknown>;
  let byQuery = entries.get(key);
  if (!byQuery) {
    byQuery = new Map();
    entries.set(key, byQuery);
  }
  const query = keyOf(state);
  // A page already shown is fetched again for its next showing (back to the previous page): the
  // rows then are the server's of now, not those of the first visit.
  const existing = byQuery.get(query);
  if (fresh(existing) && !existing.taken) return;
  const page = description.load(apiQuery(state)) as Promise<Page<unknown>>;
  const entry: Entry = { page, at: Date.now(), writes: writeCount(), taken: false };
  page.then(
    (value) => (entry.value = value),
    // A failed prefetch is forgotten; the navigation then asks the server itself and shows its error.
    () => byQuery.delete(query),
  );
  byQuery.set(query, entry);
}

/**
 * The page fetched ahead for `state`, without taking it (the navigation's loader takes it): its
 * answer if it has come, else the promise of it. Undefined if there is none, or none fresh.
 */
export function peekPrefetchedPage<T>(
  description: ListDescription<T>,
  state: ListState,
): { value?: Page<T>; page: Promise<Page<T>> } | undefined {
  const entry = entries.get(description as ListDescription<unknown>)?.get(keyOf(state));
  if (!fresh(entry) || entry.taken) return undefined;
  return { value: entry.value as Page<T> | undefined, page: entry.page as Promise<Page<T>> };
}

/** The prefetched page for `state` if fresh and not yet shown (each serves one navigation). */
export function takePrefetchedPage<T>(description: ListDescription<T>, state: ListState): Promise<Page<T>> | undefined {
  const entry = entries.get(description as ListDescription<unknown>)?.get(keyOf(state));
  if (!fresh(entry) || entry.taken) return undefined;
  entry.taken = true;
  return entry.page as Promise<Page<T>>;
}
