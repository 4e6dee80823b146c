import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  Paper,
  Popover,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { IconArrowsSort, IconColumns, IconDownload, IconPencil, IconPlus, IconSearch, IconSortAscending, IconSortDescending, IconTrash } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { isApiError } from "~/api/errors";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import { toastError, toastSuccess } from "../feedback/toast";
import { buildCsv, downloadText, fetchAllPages } from "./csv";
import type { ListDescription, ListLoaderData } from "./description";
import { loadHiddenColumns, rememberListSearch, saveHiddenColumns } from "./memory";
import { apiQuery, nextSort, serializeListState, withFilter, type ListState } from "./url-state";

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

type Pending = { kind: "one"; id: number | string; label: string } | { kind: "many"; ids: (number | string)[] };

export function ListPage<T>({ description, data, title }: { description: ListDescription<T>; data: ListLoaderData<T>; title: string }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { state } = data;
  const rows = data.page?.data ?? [];

  const canCreate = ability.can("create", description.subject) && Boolean(description.createPath);
  const canEdit = ability.can("edit", description.subject);
  const canDelete = ability.can("delete", description.subject) && Boolean(description.remove);

  // Remember this list's URL so the detail page's "back" and the breadcrumb land on the same view.
  useEffect(() => {
    rememberListSearch(description.listPath, location.search);
  }, [description.listPath, location.search]);

  const loading =
    (navigation.state === "loading" && navigation.location.pathname === location.pathname) || revalidator.state === "loading";
  const showLoading = useDelayedFlag(loading);

  const go = (next: ListState, replace = false) => {
    const search = serializeListState(next, description.defaults).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace, preventScrollReset: true });
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
    go(withFilter(state, { q: text }), true);
  }, SEARCH_DEBOUNCE_MS);

  // Selection: ids of ticked rows on the current page, cleared when the page's rows change.
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const rowIds = useMemo(() => rows.map(description.rowId), [rows, description]);
  useEffect(() => setSelected(new Set()), [rowIds.join(",")]); // eslint-disable-line react-hooks/exhaustive-deps
  const toggle = (id: number | string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  const someSelected = rowIds.some((id) => selected.has(id));

  // Columns the user hid, remembered per resource.
  const [hidden, setHidden] = useState<string[]>([]);
  useEffect(() => setHidden(loadHiddenColumns(description.resource)), [description.resource]);
  const visibleColumns = description.columns.filter((c) => !hidden.includes(c.key));
  const setColumnHidden = (key: string, hide: boolean) => {
    const next = hide ? [...hidden, key] : hidden.filter((k) => k !== key);
    setHidden(next);
    saveHiddenColumns(description.resource, next);
  };

  // Deleting.
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!pending || !description.remove || deleting) return;
    const ids = pending.kind === "one" ? [pending.id] : pending.ids;
    setDeleting(true);
    try {
      await description.remove(ids);
      toastSuccess(t("list.deleted", { count: ids.length }));
      setSelected(new Set());
      // The last row of the last page: step back a page rather than show an empty one.
      if (ids.length >= rows.length && state.page > 1) go({ ...state, page: state.page - 1 }, true);
      else revalidator.revalidate();
    } catch (error) {
      toastError(isApiError(error) ? error.message : t("list.deleteFailed"));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  // CSV export of every page of the current filter.
  const [exporting, setExporting] = useState<string | null>(null);
  const exportCsv = async () => {
    if (exporting !== null) return;
    setExporting("");
    try {
      const all = await fetchAllPages(
        (page) => description.load({ ...apiQuery(state), page }),
        (done, of) => setExporting(`${done}/${of}`),
      );
      // A row may come back on two pages (the categories tree repeats subtrees): export it once.
      const seen = new Set<number | string>();
      const unique = all.filter((row) => {
        const id = description.rowId(row);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      const columns = description.columns.filter((c) => c.csv);
      const csv = buildCsv(
        columns.map((c) => t(c.title)),
        unique.map((row) => columns.map((c) => c.csv!(row))),
      );
      downloadText(`${description.resource}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toastError(isApiError(error) ? error.message : t("list.exportFailed"));
    } finally {
      setExporting(null);
    }
  };

  const filtered = Boolean(state.q) || Object.keys(state.filters).length > 0;
  const page = data.page;
  const colSpan = visibleColumns.length + (canDelete ? 1 : 0) + 1;

  const actionsCell = (row: T) => {
    const id = description.rowId(row);
    const label = description.rowLabel(row);
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={canEdit ? t("list.edit") : t("list.view")}>
          <ActionIcon component={Link} to={description.editPath(row)} variant="subtle" aria-label={`${canEdit ? t("list.edit") : t("list.view")}: ${label}`}>
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {canDelete ? (
          <Tooltip label={t("list.delete")}>
            <ActionIcon color="red" variant="subtle" aria-label={`${t("list.delete")}: ${label}`} onClick={() => setPending({ kind: "one", id, label })}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    );
  };

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
                  go(withFilter(state, { q: searchText }), true);
                }
              }}
              w={260}
            />
          ) : null}
          {(description.filters ?? []).map((filter) =>
            filter.kind === "select" ? (
              <NativeSelect
                key={filter.key}
                label={t(filter.label)}
                value={state.filters[filter.key] ?? ""}
                data={[{ value: "", label: t("list.all") }, ...(filter.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))]}
                onChange={(event) => go(withFilter(state, { filters: { ...state.filters, [filter.key]: event.currentTarget.value } }))}
              />
            ) : (
              <TextInput
                key={filter.key}
                type="date"
                label={t(filter.label)}
                value={state.filters[filter.key] ?? ""}
                onChange={(event) => go(withFilter(state, { filters: { ...state.filters, [filter.key]: event.currentTarget.value } }))}
              />
            ),
          )}
          {filtered ? (
            <Button variant="subtle" onClick={() => { lastPushed.current = ""; setSearchText(""); go(withFilter(state, { q: "", filters: {} })); }}>
              {t("list.clearFilters")}
            </Button>
          ) : null}
        </Group>
        <Group gap="sm">
          {canDelete && selected.size > 0 ? (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setPending({ kind: "many", ids: [...selected] })}>
              {t("list.deleteSelected", { count: selected.size })}
            </Button>
          ) : null}
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
                    <Checkbox key={c.key} label={t(c.title)} checked={!hidden.includes(c.key)} onChange={(event) => setColumnHidden(c.key, !event.currentTarget.checked)} />
                  ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={exportCsv} loading={exporting !== null} disabled={!page || page.total === 0}>
            {t("list.exportCsv")}
          </Button>
          {canCreate ? (
            <Button component={Link} to={description.createPath!} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {t(description.texts.add ?? "list.add")}
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
        <Paper withBorder pos="relative">
          <LoadingOverlay visible={showLoading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": t("list.loading") } as object} />
          <Box style={{ overflowX: "auto" }} aria-busy={loading}>
            <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
              <Table.Caption>
                <Text component="span" size="sm" c="dimmed" px="sm" data-testid="list-summary">
                  {page && page.total > 0
                    ? t("list.showing", { from: page.from ?? 0, to: page.to ?? 0, total: page.total })
                    : t("list.showingNone")}
                </Text>
                <VisuallyHidden>{` · ${title}`}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {canDelete ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t("list.selectAll")}
                        checked={allSelected}
                        indeterminate={someSelected && !allSelected}
                        onChange={() => setSelected(allSelected ? new Set() : new Set(rowIds))}
                        disabled={rowIds.length === 0}
                      />
                    </Table.Th>
                  ) : null}
                  {visibleColumns.map((column) => {
                    const active = column.sortBy !== undefined && state.orderby === column.sortBy;
                    const ariaSort = column.sortBy === undefined ? undefined : active ? (state.type === "asc" ? "ascending" : "descending") : "none";
                    return (
                      <Table.Th key={column.key} aria-sort={ariaSort} style={{ textAlign: column.align ?? "left", whiteSpace: "nowrap" }}>
                        {column.sortBy !== undefined ? (
                          <UnstyledButton
                            onClick={() => go({ ...state, ...nextSort(state, column.sortBy!) })}
                            fw={600}
                            fz="sm"
                            style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
                          >
                            {t(column.title)}
                            {active ? (
                              state.type === "asc" ? <IconSortAscending size={14} aria-hidden="true" /> : <IconSortDescending size={14} aria-hidden="true" />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden="true" opacity={0.4} />
                            )}
                          </UnstyledButton>
                        ) : (
                          t(column.title)
                        )}
                      </Table.Th>
                    );
                  })}
                  <Table.Th style={{ textAlign: "right" }}>
                    <VisuallyHidden>{t("list.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={colSpan}>
                      <Stack align="center" gap="xs" py="xl">
                        <Text fw={500}>{filtered ? t("list.emptyFiltered") : t("list.empty")}</Text>
                        {filtered ? (
                          <Anchor component="button" type="button" onClick={() => { lastPushed.current = ""; setSearchText(""); go(withFilter(state, { q: "", filters: {} })); }}>
                            {t("list.clearFilters")}
                          </Anchor>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => {
                    const id = description.rowId(row);
                    return (
                      <Table.Tr key={id} bg={selected.has(id) ? "var(--mantine-primary-color-light)" : undefined}>
                        {canDelete ? (
                          <Table.Td>
                            <Checkbox aria-label={t("list.selectRow", { name: description.rowLabel(row) })} checked={selected.has(id)} onChange={() => toggle(id)} />
                          </Table.Td>
                        ) : null}
                        {visibleColumns.map((column) => (
                          <Table.Td key={column.key} style={{ textAlign: column.align ?? "left" }}>
                            {column.render(row)}
                          </Table.Td>
                        ))}
                        <Table.Td>{actionsCell(row)}</Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </Box>
        </Paper>
      )}

      {page && page.last_page > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("list.pageOf", { page: state.page, pages: page.last_page })}
          </Text>
          <Pagination
            total={page.last_page}
            value={Math.min(state.page, page.last_page)}
            onChange={(next) => go({ ...state, page: next })}
            siblings={2}
            boundaries={1}
            getItemProps={(n) => ({ "aria-label": t("list.goToPage", { page: n }), "aria-current": n === state.page ? "page" : undefined })}
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": t("list.previousPage") }
                : control === "next"
                  ? { "aria-label": t("list.nextPage") }
                  : control === "first"
                    ? { "aria-label": t("list.firstPage") }
                    : { "aria-label": t("list.lastPage") }
            }
          />
        </Group>
      ) : null}

      <ConfirmDialog
        opened={pending !== null}
        title={
          pending?.kind === "one"
            ? t(description.texts.deleteOne, { title: pending.label })
            : pending?.kind === "many" && pending.ids.length === 1
              ? t(description.texts.deleteOne, { title: description.rowLabel(rows.find((r) => description.rowId(r) === pending.ids[0]) ?? rows[0]) })
              : t(description.texts.deleteMany, { count: pending?.kind === "many" ? pending.ids.length : 0 })
        }
        message={t("list.deleteWarning")}
        confirmLabel={t("list.delete")}
        danger
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
      {exporting ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("list.exportProgress", { progress: exporting })}
        </Text>
      ) : null}
    </Stack>
  );
}

