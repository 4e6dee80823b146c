import { Alert, Box, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "~/api/resource";
import { useAppAbility } from "~/access/can";
import { InAppLink, inAppPath, useStableNavigate, useStableRevalidate } from "~/routing/in-app-link";
import { useListActions } from "./actions";
import { ListLoading, RetryButton } from "./busy";
import { ListLinks } from "./list-links";
import { ColumnChooser } from "./column-chooser";
import { useCsvExport } from "./csv-export";
import { listDefaults, type ListDescription, type ListFilter, type ListLoaderData } from "./description";
import { ListFilters } from "./filters";
import { SavedViews } from "./saved-views/saved-views";
import { trailAfterLanding } from "./request-trail";
import { ListTable } from "./list-table";
import { Pager } from "./pager";
import { rememberListSearch } from "./memory";
import { useListColumns } from "./list-columns";
import { useLiveList } from "./live-list";
import { peekPrefetchedPage, requestListPage, useListPagesAhead } from "./list-pages";
import { mergeListSearch, nextSort, parseListState, withFilter, type ListState } from "./url-state";
import { serverMessageText } from "../feedback/server-messages";
import { SpriteIcon } from "../sprite/sprite-icon";

/** The search box waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Id = number | string;

const NO_FILTERS: readonly ListFilter[] = [];

interface ListPageProps<T> {
  description: ListDescription<T>;
  data: ListLoaderData<T>;
  title: string;
}

/**
 * A paginated list driven by its description: search, filters, sortable and hideable columns, CSV
 * export, row and bulk actions, all kept in the URL (under the list's `urlKey` when it has one).
 *
 * This part follows the router's state (a change loading, a reload) and hands it on through the
 * ListLoading context; the body below is memoised, so the start of a change renders the table's busy
 * frame alone, and its end the body with the new rows (a profile found the whole page rendered twice).
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  // The same function for the body's whole life, calling the router's current one.
  const revalidate = useStableRevalidate();
  // Someone else's changes, from the live events: a banner for new rows, a quiet reload for changed ones.
  const live = useLiveList(props.description, props.data.page, revalidate, revalidator.state === "loading");
  const loading =
    (navigation.state === "loading" && inAppPath(navigation.location.pathname) === pathname) ||
    (revalidator.state === "loading" && !live.quiet);
  // Read by the body's fetch-ahead: nothing is fetched ahead while any navigation loads (it would
  // compete with it, and a page being left needs no next page).
  const navigating = useRef(false);
  navigating.current = navigation.state !== "idle";
  // Once the router is idle again, a page the body showed ahead of it (see `ahead` below) is either
  // the router's own page now or was abandoned (back pressed before it came): the body forgets it.
  const settled = useRef<() => void>(() => undefined);
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (idle) settled.current();
  }, [idle]);
  return (
    <ListLoading.Provider value={loading}>
      <ListPageBody {...props} revalidate={revalidate} navigating={navigating} settled={settled} liveBanner={live.banner} />
    </ListLoading.Provider>
  );
}

interface BodyProps<T> extends ListPageProps<T> {
  revalidate: () => void;
  navigating: { readonly current: boolean };
  /** Set by the body: called when the router has finished a navigation. */
  settled: { current: () => void };
  /** Laid over the top of the table (live-list.tsx), so it never moves the rows. */
  liveBanner: ReactNode;
}

const ListPageBody = memo(function ListPageBody<T>({
  description,
  data,
  title,
  revalidate,
  navigating,
  settled,
  liveBanner,
}: BodyProps<T>) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  // Not the router's useNavigate(): it would render this memoised body again at every change of the
  // router's state (a page change starting), for nothing it shows (routing/in-app-link.tsx).
  const navigate = useStableNavigate();
  const location = useLocation();

  // A page already fetched ahead (list-pages.ts) is shown by the click's own render, not when the
  // router's navigation commits it: that commit is a transition, rendered in slices behind other
  // work, and arrived 100-300 ms after the click (as profiled). The loader then takes the same
  // page object from the cache, so its commit finds the rows unchanged. `search` is the URL asked for.
  const [ahead, setAhead] = useState<{ search: string; state: ListState; page: Page<T> } | null>(null);
  useEffect(() => {
    settled.current = () => setAhead(null);
  }, [settled]);
  const state = ahead?.state ?? data.state;
  const page = ahead ? ahead.page : data.page;
  const rows = useMemo(() => page?.data ?? [], [page]);
  const defaults = useMemo(() => listDefaults(description), [description]);
  const { urlKey } = description;

  // Remember a page-level list's URL so the edit page's "back" and the breadcrumb land on the same view.
  useEffect(() => {
    if (!urlKey) rememberListSearch(description.listPath, location.search);
  }, [urlKey, description.listPath, location.search]);

  // A change made while the previous one still loads builds on that one, not on the rows on screen:
  // both ends of a date range typed in quick succession must both reach the URL. The ref, because the
  // second change can come before React has rendered the first; the state, so the filters show the
  // change at once while its rows load.
  const requested = useRef<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // The searches asked for since the URL last caught up (request-trail.ts).
  const trail = useRef<string[]>([]);
  useEffect(() => {
    const waiting = trailAfterLanding(trail.current, location.search);
    trail.current = waiting ?? [];
    if (waiting) return;
    requested.current = null;
    setPending(null);
    setAhead(null);
  }, [location.search]);
  const stateOf = (search: string): ListState =>
    search === location.search ? data.state : parseListState(new URLSearchParams(search), defaults, urlKey);
  const latestState = (): ListState => stateOf(requested.current ?? location.search);
  const latest = stateOf(pending ?? location.search);
  const go = (next: ListState, replace = false) => {
    const search = mergeListSearch(requested.current ?? location.search, next, defaults, urlKey);
    requested.current = search;
    trail.current = [...trail.current, search];
    // Only the filters and the search box show a change before its rows arrive; a page or sort change
    // renders nothing until then (the rows on screen stay, the table says it is busy).
    if (next.q !== state.q || JSON.stringify(next.filters) !== JSON.stringify(state.filters)) setPending(search);
    const target = stateOf(search);
    // Asked for now unless already fetched ahead (a click right after the last page came, before the
    // browser was idle), through the same cache, so that its answer is shown by this body as soon as
    // it comes (the router's loader takes the same request: still one per click). Left to the
    // router's commit, a transition, it was rendered behind other work: 135-170 ms after its last byte.
    requestListPage(description, target);
    const fetched = peekPrefetchedPage(description, target);
    if (fetched?.value) setAhead({ search, state: target, page: fetched.value });
    else
      fetched?.page.then(
        // Still in flight (the pointer came to rest just before the click): shown when it comes,
        // unless another change was asked for meanwhile (the router's commit then shows that one).
        (value) => requested.current === search && setAhead({ search, state: target, page: value }),
        () => undefined,
      );
    navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
  };

  // Search: typed text is local, the URL follows after a pause.
  const [searchText, setSearchText] = useState(state.q);
  const lastPushed = useRef(state.q);
  useEffect(() => {
    // Back/forward changed the URL: show its search.
    if (state.q !== lastPushed.current) {
      lastPushed.current = state.q;
      setSearchText(state.q);
    }
  }, [state.q]);
  const pushSearch = useDebouncedCallback((text: string) => {
    lastPushed.current = text.trim();
    go(withFilter(latestState(), { q: text }), true);
  }, SEARCH_DEBOUNCE_MS);
  // The filters' and the headers' handlers keep one identity (both are memoised on them) and call the latest `go`.
  const current = useRef({ go, latestState });
  current.current = { go, latestState };
  const changeFilters = useCallback((patch: Record<string, string>) => {
    const base = current.current.latestState();
    current.current.go(withFilter(base, { filters: { ...base.filters, ...patch } }));
  }, []);
  const sortBy = useCallback((column: string) => {
    const base = current.current.latestState();
    current.current.go({ ...base, ...nextSort(base, column) });
  }, []);
  const clearFilters = () => {
    lastPushed.current = "";
    setSearchText("");
    go(withFilter(latestState(), { q: "", filters: {} }));
  };

  // Selection: ids of ticked rows on the current page, cleared when the page's rows change.
  const [selected, setSelected] = useState<Set<Id>>(new Set());
  const rowIds = rows.map(description.rowId).join(",");
  // Returning the same empty set lets React skip the render (new rows came, nothing was ticked).
  useEffect(() => setSelected((current) => (current.size === 0 ? current : new Set())), [rowIds]);
  const toggleSelected = useCallback(
    (id: Id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const actions = useListActions({
    description,
    rows,
    changed: (removed) => {
      setSelected(new Set());
      // The last row of the last page: step back a page rather than show an empty one.
      if (removed > 0 && removed >= rows.length && state.page > 1) go({ ...state, page: state.page - 1 }, true);
      else revalidate();
    },
  });

  // Columns the user hid or asked for, and those the table's box has no room for.
  const columns = useListColumns(description.resource, description.columns, rows);

  // The next and previous pages are fetched ahead, a page the pointer or focus rests on at once:
  // the click that follows shows it without waiting for the server (list-pages.ts).
  const lastPage = data.page?.last_page ?? 0;
  const prefetchPage = useListPagesAhead(description, state, lastPage, navigating);

  const csv = useCsvExport(description, state);
  const canCreate = ability.can("create", description.subject) && description.createPath !== undefined;
  const filtered = Boolean(state.q) || Object.keys(state.filters).length > 0;

  return (
    <Stack gap="md">
      {urlKey ? null : (
        <SavedViews
          list={description.resource}
          subject={description.subject}
          defaults={defaults}
          columns={description.columns}
          state={state}
          hidden={columns.hidden}
          setHidden={columns.setHiddenColumns}
        />
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          {description.searchable !== false ? (
            <TextInput
              type="search"
              label={t("list.search")}
              placeholder={t("list.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                pushSearch(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  lastPushed.current = searchText.trim();
                  go(withFilter(latestState(), { q: searchText }), true);
                }
              }}
              w={260}
              // The shell's `/` shortcut focuses the list's search (shell/shortcuts/keyboard.ts).
              data-list-search
            />
          ) : null}
          <ListFilters filters={description.filters ?? NO_FILTERS} values={latest.filters} change={changeFilters} />
          {filtered ? (
            <Button variant="subtle" onClick={clearFilters}>
              {t("list.clearFilters")}
            </Button>
          ) : null}
        </Group>
        <Group gap="sm">
          {description.links ? (
            <ListLinks links={description.links} subject={description.subject} ticked={[...selected]} state={state} />
          ) : null}
          {actions.bulkButtons([...selected])}
          <ColumnChooser
            columns={description.columns}
            hidden={columns.hidden}
            dropped={columns.dropped}
            setColumnHidden={columns.setColumnHidden}
          />
          <Button
            variant="default"
            leftSection={<SpriteIcon name="download" size={16} stroke={2} />}
            onClick={csv.run}
            loading={csv.progress !== null}
            disabled={!page || page.total === 0}
          >
            {t("list.exportCsv")}
          </Button>
          {canCreate ? (
            // The shell's `n` shortcut follows this link: shown only where the user may create.
            <Button
              component={InAppLink}
              to={description.createPath ?? ""}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              data-list-create
            >
              {t(description.texts?.add ?? "list.add")}
            </Button>
          ) : null}
        </Group>
      </Group>

      {data.error !== undefined && !ahead ? (
        <Alert color="red" title={t("list.loadFailed")} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{serverMessageText(data.error, t)}</Text>
            <RetryButton retry={revalidate} />
          </Stack>
        </Alert>
      ) : (
        <Box pos="relative">
          {liveBanner}
          <ListTable
            title={title}
            page={page}
            rows={rows}
            columns={columns.shown}
            boxRef={columns.boxRef}
            state={state}
            rowId={description.rowId}
            rowLabel={description.rowLabel}
            selection={actions.selectable ? { selected, set: setSelected, toggle: toggleSelected } : null}
            rowCell={actions.rowCell}
            filtered={filtered}
            clearFilters={clearFilters}
            sort={sortBy}
          />
        </Box>
      )}

      {page && page.last_page > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("list.pageOf", { page: state.page, pages: page.last_page })}
          </Text>
          <Pager
            total={page.last_page}
            active={Math.min(state.page, page.last_page)}
            go={(next) => go({ ...latestState(), page: next })}
            approach={prefetchPage}
          />
        </Group>
      ) : null}

      {actions.dialog}
      {csv.progress ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("list.exportProgress", { progress: csv.progress })}
        </Text>
      ) : null}
    </Stack>
  );
}) as <T>(props: BodyProps<T>) => ReactElement;
