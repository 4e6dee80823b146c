import { useEffect } from "react";
import { writeCount } from "~/api/client";
import type { Page } from "~/api/resource";
import { whenIdle } from "~/routing/idle";
import { prefetchAllowed } from "~/routing/prefetch";
import { apiQuery, type ListState } from "./url-state";

/*
 * The pages of a list: the one its route loads, and those fetched before they are asked for.
 *
 * What is cached: a list's API answers (one `Page` each) for pages the user is likely to ask for
 * next: the next and previous page once the browser is idle, a page whose control the pointer or
 * the keyboard focus rests on; and the page a change asks for when none of those is it (list-page.tsx
 * shows it when it comes). Nothing else is kept: the page on screen is the router's loader data.
 *
 * Keyed on: the list (its description object, one per list screen, so no two lists share an entry)
 * and the API query its URL state gives (`apiQuery`: page, sort, search, filters).
 *
 * Served: to one navigation. The click shows the answer at once if it has come (`peekPrefetchedPage`,
 * list-page.tsx), and the route's loader takes the same answer (`loadListPage`), so the router's
 * commit finds the rows unchanged. A page once shown is fetched anew for its next showing.
 *
 * Invalidated: `PREFETCH_FRESH_MS` after it was asked for; by any write the panel sends (the API
 * client counts them: a page fetched before an edit or a delete is never shown); by a live event
 * about the list's records (someone else's write, `forgetListPages`); when its fetch failed (the
 * navigation then asks the server itself and shows its error).
 *
 * What a screen must do: load the list through `loadListPage` (description.ts's `loadList`, which
 * every list route uses) and show it with `ListPage`, which fetches ahead. Writes must go through
 * the API client (they all do), or the cache cannot know of them.
 */

export const PREFETCH_FRESH_MS = 15_000;

/** What the cache needs of a list: how to load one of its pages (a ListDescription is one). */
export interface PageSource<T> {
  load: (query: Record<string, string | number>, signal?: AbortSignal) => Promise<Page<T>>;
}

interface Entry {
  page: Promise<Page<unknown>>;
  at: number;
  writes: number;
  /** Already shown by a navigation: not served again (a later prefetch fetches it anew). */
  taken: boolean;
  /** The answer once it has come, readable without waiting. */
  value?: Page<unknown>;
  /**
   * Fetched ahead (a guess, which may fail for its own reasons: the loader then asks again), or for
   * the change being made (its failure is the navigation's, shown as it is).
   */
  ahead: boolean;
}

const entries = new WeakMap<PageSource<unknown>, Map<string, Entry>>();

const keyOf = (state: ListState) => JSON.stringify(apiQuery(state));

function fresh(entry: Entry | undefined): entry is Entry {
  return entry !== undefined && !entry.taken && Date.now() - entry.at < PREFETCH_FRESH_MS && entry.writes === writeCount();
}

function entryOf(list: PageSource<unknown>, state: ListState): Entry | undefined {
  const entry = entries.get(list)?.get(keyOf(state));
  return fresh(entry) ? entry : undefined;
}

/** Drops every page kept for the list: someone else changed its records (a live event). */
export function forgetListPages(list: PageSource<unknown>): void {
  entries.delete(list);
}

/** Starts fetching the list's page for `state`, unless a fresh copy is already on its way. */
export function prefetchListPage<T>(list: PageSource<T>, state: ListState): void {
  fetchInto(list, state, true);
}

/**
 * Starts fetching the page a change has just asked for, unless a fresh copy is already on its way
 * (fetched ahead), so that the list can show it when it comes; the change's navigation takes the same
 * request.
 */
export function requestListPage<T>(list: PageSource<T>, state: ListState): void {
  fetchInto(list, state, false);
}

function fetchInto<T>(list: PageSource<T>, state: ListState, ahead: boolean): void {
  let byQuery = entries.get(list);
  if (!byQuery) {
    byQuery = new Map();
    entries.set(list, byQuery);
  }
  const query = keyOf(state);
  if (entryOf(list, state)) return;
  const page: Promise<Page<unknown>> = list.load(apiQuery(state));
  const entry: Entry = { page, at: Date.now(), writes: writeCount(), taken: false, ahead };
  const forget = byQuery;
  page.then(
    (value) => (entry.value = value),
    () => forget.get(query) === entry && forget.delete(query),
  );
  byQuery.set(query, entry);
}

/**
 * The page fetched ahead for `state`, without taking it (the navigation's loader takes it): its
 * answer if it has come, else the promise of it. Undefined if there is none, or none fresh.
 */
export function peekPrefetchedPage<T>(list: PageSource<T>, state: ListState): { value?: Page<T>; page: Promise<Page<T>> } | undefined {
  const entry = entryOf(list, state);
  return entry && { value: entry.value as Page<T> | undefined, page: entry.page as Promise<Page<T>> };
}

function takeEntry(list: PageSource<unknown>, state: ListState): Entry | undefined {
  const entry = entryOf(list, state);
  if (entry) entry.taken = true;
  return entry;
}

/** The page fetched for `state` if fresh and not yet shown; it serves this one navigation. */
export function takePrefetchedPage<T>(list: PageSource<T>, state: ListState): Promise<Page<T>> | undefined {
  return takeEntry(list, state)?.page as Promise<Page<T>> | undefined;
}

/**
 * The route loader's read: the page already fetched if there is one (one fetched ahead is asked again
 * if it failed; one asked for by this change is not: its failure is this navigation's), else the server.
 */
export function loadListPage<T>(list: PageSource<T>, state: ListState, signal?: AbortSignal): Promise<Page<T>> {
  const load = () => list.load(apiQuery(state), signal);
  const taken = takeEntry(list, state);
  if (!taken) return load();
  const page = taken.page as Promise<Page<T>>;
  return taken.ahead ? page.catch(load) : page;
}

/**
 * The list page's side: fetches the next and previous pages while the browser is idle (both ways:
 * paging back through a list is as common as paging forward), and returns the function its page
 * controls call when the pointer or the focus rests on them. Nothing is fetched while a navigation
 * loads (`navigating`): it would compete with it, and a page being left needs no next page.
 */
export function useListPagesAhead<T>(
  list: PageSource<T>,
  state: ListState,
  lastPage: number,
  navigating: { readonly current: boolean },
): (page: number) => void {
  useEffect(() => {
    if (lastPage <= 1 || !prefetchAllowed()) return undefined;
    return whenIdle(() => {
      if (navigating.current) return;
      if (state.page < lastPage) prefetchListPage(list, { ...state, page: state.page + 1 });
      if (state.page > 1) prefetchListPage(list, { ...state, page: state.page - 1 });
    });
  }, [list, state, lastPage, navigating]);
  return (page: number) => {
    if (page >= 1 && page <= lastPage && page !== state.page && !navigating.current && prefetchAllowed())
      prefetchListPage(list, { ...state, page });
  };
}
