import { Alert, Button, Checkbox, Group, Pagination, Popover, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { IconColumns, IconDownload, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { errorText } from "../feedback/error-text";
import { toastError } from "../feedback/toast";
import { useListActions } from "./actions";
import { buildCsv, downloadText, fetchAllPages } from "./csv";
import { listDefaults, type ListDescription, type ListLoaderData } from "./description";
import { ListFilters } from "./filters";
import { ListTable } from "./list-table";
import { loadHiddenColumns, rememberListSearch, saveHiddenColumns } from "./memory";
import { apiQuery, mergeListSearch, nextSort, parseListState, withFilter, type ListState } from "./url-state";

/** Spec §9: a data load shows its loading state only once it has taken 200 ms (no flicker). */
export const LOADING_DELAY_MS = 200;
/** The search box waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDelayedFlag(flag: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [flag, delay]);
  return shown;
}

type Id = number | string;

/** CSV of every page of the list's current filter, with its progress (`3/12`) while it runs. */
function useCsvExport<T>(description: ListDescription<T>, state: ListState) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<string | null>(null);
  const run = async () => {
    if (progress !== null) return;
    setProgress("");
    try {
      const all = await fetchAllPages(
        (page) => description.load({ ...apiQuery(state), page }),
        (done, of) => setProgress(`${done}/${of}`),
      );
      // A row may come back on two pages (the categories tree repeats subtrees): export it once.
      const seen = new Set<Id>();
      const unique = all.filter((row) => {
        const id = description.rowId(row);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      const columns = description.columns.flatMap((c) => (c.csv ? [{ title: c.title, csv: c.csv }] : []));
      const csv = buildCsv(
        columns.map((c) => t(c.title)),
        unique.map((row) => columns.map((c) => c.csv(row))),
      );
      downloadText(`${description.resource}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toastError(errorText(error, t, "list.exportFailed"));
    } finally {
      setProgress(null);
    }
  };
  return { run, progress };
}

/**
 * A paginated list driven by its description: search, filters, sortable and hideable columns, CSV
 * export, row and bulk actions, all kept in the URL (under the list's `urlKey` when it has one).
 */
export function ListPage<T>({ description, data, title }: { description: ListDescription<T>; data: ListLoaderData<T>; title: string }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { state } = data;
  const rows = useMemo(() => data.page?.data ?? [], [data.page]);
  const defaults = useMemo(() => listDefaults(description), [description]);
  const { urlKey } = description;

  // Remember a page-level list's URL so the edit page's "back" and the breadcrumb land on the same view.
  useEffect(() => {
    if (!urlKey) rememberListSearch(description.listPath, location.search);
  }, [urlKey, description.listPath, location.search]);

  const changing = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const loading = changing || revalidator.state === "loading";
  const showLoading = useDelayedFlag(loading);

  // A change made while the previous one still loads builds on that one, not on the rows on screen:
  // both ends of a date range typed in quick succession must both reach the URL. The ref, not the
  // navigation state, because the second change can come before React has rendered the first.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [location.search]);
  const baseSearch = () => requested.current ?? (changing ? navigation.location.search : location.search);
  const latestState = (): ListState => {
    const search = baseSearch();
    return search === location.search ? state : parseListState(new URLSearchParams(search), defaults, urlKey);
  };
  const latest = latestState();
  const go = (next: ListState, replace = false) => {
    const search = mergeListSearch(baseSearch(), next, defaults, urlKey);
    requested.current = search;
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
  const clearFilters = () => {
    lastPushed.current = "";
    setSearchText("");
    go(withFilter(latestState(), { q: "", filters: {} }));
  };

  // Selection: ids of ticked rows on the current page, cleared when the page's rows change.
  const [selected, setSelected] = useState<Set<Id>>(new Set());
  const rowIds = rows.map(description.rowId).join(",");
  useEffect(() => setSelected(new Set()), [rowIds]);

  const actions = useListActions({
    description,
    rows,
    changed: (removed) => {
      setSelected(new Set());
      // The last row of the last page: step back a page rather than show an empty one.
      if (removed > 0 && removed >= rows.length && state.page > 1) go({ ...state, page: state.page - 1 }, true);
      else revalidator.revalidate();
    },
  });

  // Columns the user hid, remembered per resource.
  const [hidden, setHidden] = useState<string[]>([]);
  useEffect(() => setHidden(loadHiddenColumns(description.resource)), [description.resource]);
  const visibleColumns = description.columns.filter((c) => !hidden.includes(c.key));
  const setColumnHidden = (key: string, hide: boolean) => {
    const next = hide ? [...hidden, key] : hidden.filter((k) => k !== key);
    setHidden(next);
    saveHiddenColumns(description.resource, next);
  };

  const csv = useCsvExport(description, state);
  const canCreate = ability.can("create", description.subject) && description.createPath !== undefined;
  const filtered = Boolean(state.q) || Object.keys(state.filters).length > 0;
  const page = data.page;

  return (
    <Stack gap="md">
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
          <ListFilters
            filters={description.filters ?? []}
            values={latest.filters}
            change={(patch) => {
              const base = latestState();
              go(withFilter(base, { filters: { ...base.filters, ...patch } }));
            }}
          />
          {filtered ? (
            <Button variant="subtle" onClick={clearFilters}>
              {t("list.clearFilters")}
            </Button>
          ) : null}
        </Group>
        <Group gap="sm">
          {actions.bulkButtons([...selected])}
          <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
            <Popover.Target>
              <Button variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />}>
                {t("list.columns")}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs" role="group" aria-label={t("list.columns")}>
                {description.columns
                  .filter((c) => c.hideable !== false)
                  .map((c) => (
                    <Checkbox
                      key={c.key}
                      label={t(c.title)}
                      checked={!hidden.includes(c.key)}
                      onChange={(event) => setColumnHidden(c.key, !event.currentTarget.checked)}
                    />
                  ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={csv.run}
            loading={csv.progress !== null}
            disabled={!page || page.total === 0}
          >
            {t("list.exportCsv")}
          </Button>
          {canCreate ? (
            // The shell's `n` shortcut follows this link: shown only where the user may create.
            <Button
              component={Link}
              to={description.createPath ?? ""}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              data-list-create
            >
              {t(description.texts?.add ?? "list.add")}
            </Button>
          ) : null}
        </Group>
      </Group>

      {data.error !== undefined ? (
        <Alert color="red" title={t("list.loadFailed")} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{data.error}</Text>
            <Button size="xs" onClick={() => revalidator.revalidate()} loading={revalidator.state === "loading"}>
              {t("list.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ListTable
          title={title}
          page={page}
          rows={rows}
          columns={visibleColumns}
          state={state}
          rowId={description.rowId}
          rowLabel={description.rowLabel}
          selection={actions.selectable ? { selected, set: setSelected } : null}
          rowCell={actions.rowCell}
          loading={loading}
          showLoading={showLoading}
          filtered={filtered}
          clearFilters={clearFilters}
          sort={(column) => {
            const base = latestState();
            go({ ...base, ...nextSort(base, column) });
          }}
        />
      )}

      {page && page.last_page > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("list.pageOf", { page: state.page, pages: page.last_page })}
          </Text>
          <Pagination
            total={page.last_page}
            value={Math.min(state.page, page.last_page)}
            onChange={(next) => go({ ...latestState(), page: next })}
            siblings={2}
            boundaries={1}
            getItemProps={(n) => ({ "aria-label": t("list.goToPage", { page: n }), "aria-current": n === state.page ? "page" : undefined })}
            getControlProps={(control) => ({ "aria-label": t(PAGE_CONTROLS[control]) })}
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
}

const PAGE_CONTROLS = { previous: "list.previousPage", next: "list.nextPage", first: "list.firstPage", last: "list.lastPage" } as const;
