import { Anchor, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { memo, useCallback, useEffect, useRef, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "~/api/resource";
import { SpriteIcon } from "../sprite/sprite-icon";
import { ListBusyFrame } from "./busy";
import type { ListColumn } from "./description";
import type { ListState } from "./url-state";

type Id = number | string;

// The checkbox and the row's first column stay in view while the table scrolls in its box (cells.css).
const CHECK_CELL_CLASS = "list-sticky list-sticky-check";
const FIRST_CELL_CLASS = "list-sticky list-sticky-first";

export interface ListTableProps<T> {
  /** The page's title, added to the caption for screen readers. */
  title: string;
  page: Page<T> | undefined;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  state: ListState;
  rowId: (row: T) => Id;
  rowLabel: (row: T) => string;
  /** Ticked rows; null = rows have no checkboxes. `toggle` should keep its identity across renders. */
  selection: { selected: ReadonlySet<Id>; set: (ids: Set<Id>) => void; toggle: (id: Id) => void } | null;
  rowCell: (row: T) => ReactNode;
  filtered: boolean;
  clearFilters: () => void;
  sort: (column: string) => void;
  /** The scroll box, measured to fit the columns (column-fit.ts). */
  boxRef?: (element: HTMLElement | null) => void;
}

function SortHeader({
  title,
  active,
  direction,
  onClick,
}: {
  title: string;
  active: boolean;
  direction: "asc" | "desc";
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} fw={600} fz="sm" className="list-sort-header">
      {title}
      {!active ? (
        <SpriteIcon name="arrowsSort" size={14} stroke={2} className="list-sort-idle" />
      ) : direction === "asc" ? (
        <SpriteIcon name="sortAscending" size={14} stroke={2} />
      ) : (
        <SpriteIcon name="sortDescending" size={14} stroke={2} />
      )}
    </UnstyledButton>
  );
}

interface ListRowProps<T> {
  row: T;
  id: Id;
  /** null: the rows have no checkboxes. */
  ticked: boolean | null;
  toggle: ((id: Id) => void) | undefined;
  columns: readonly ListColumn<T>[];
  rowLabel: (row: T) => string;
  rowCell: (row: T) => ReactNode;
}

/**
 * One cell's content, memoised on its record, its column's render and the language: when columns
 * are hidden for room (a fresh load at a width it has not fitted before, a phone), a row renders
 * again for its new set of cells, and the cells it keeps are not rendered again (on a fresh products
 * load, about a thousand components before the first paint). The language, because a column may
 * render words through i18next directly rather than through a component of its own.
 */
const ListCell = memo(function ListCell<T>({ row, render }: { row: T; render: (row: T) => ReactNode; language: string }) {
  return <>{render(row)}</>;
}) as <T>(props: { row: T; render: (row: T) => ReactNode; language: string }) => ReactElement;

/**
 * One row, memoised: rows whose record, tick and columns did not change are not rendered again.
 * The whole table is plain elements styled by cells.css (`plain-table`): a Mantine component per cell resolved its
 * props and styles each time, a sixth of a page change's script time for 14 rows of 12 cells
 * (docs/decisions/0003), and Mantine's Table brought its scroll container's ScrollArea (6.6 KiB
 * gzip) into every list's first load.
 */
const ListRow = memo(function ListRow<T>({ row, id, ticked, toggle, columns, rowLabel, rowCell }: ListRowProps<T>) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-ticked={ticked || undefined}>
      {ticked !== null ? (
        <td className={CHECK_CELL_CLASS}>
          <input
            type="checkbox"
            className="native-check"
            aria-label={t("list.selectRow", { name: rowLabel(row) })}
            checked={ticked}
            onChange={() => toggle?.(id)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => (
        <td key={column.key} className={index === 0 ? FIRST_CELL_CLASS : undefined} style={{ textAlign: column.align ?? "left" }}>
          <ListCell row={row} render={column.render} language={i18n.language} />
        </td>
      ))}
      <td>
        <ListCell row={row} render={rowCell} language={i18n.language} />
      </td>
    </tr>
  );
}) as <T>(props: ListRowProps<T>) => ReactElement;

type SelectAll = "all" | "some" | "none" | "empty";

/** The page's select-all box: ticked, half-ticked (some rows), or off; disabled without rows. */
function SelectAllCheck({ value, toggle }: { value: SelectAll; toggle: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = value === "some";
  }, [value]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="native-check"
      aria-label={t("list.selectAll")}
      checked={value === "all"}
      onChange={toggle}
      disabled={value === "empty"}
    />
  );
}

interface ListHeadProps<T> {
  columns: readonly ListColumn<T>[];
  orderby: string;
  direction: "asc" | "desc";
  /** null: the rows have no checkboxes. */
  selectAll: SelectAll | null;
  toggleAll: () => void;
  sort: (column: string) => void;
}

/** The header row, memoised: a page change keeps its columns, sort and selection (`sort` must keep its identity). */
const ListHead = memo(function ListHead<T>({ columns, orderby, direction, selectAll, toggleAll, sort }: ListHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {selectAll !== null ? (
          <th className={CHECK_CELL_CLASS}>
            <SelectAllCheck value={selectAll} toggle={toggleAll} />
          </th>
        ) : null}
        {columns.map((column, index) => {
          const active = column.sortBy !== undefined && orderby === column.sortBy;
          const ariaSort = column.sortBy === undefined ? undefined : active ? (direction === "asc" ? "ascending" : "descending") : "none";
          const sortBy = column.sortBy;
          return (
            <th
              key={column.key}
              data-column={column.key}
              aria-sort={ariaSort}
              className={index === 0 ? FIRST_CELL_CLASS : undefined}
              style={{ textAlign: column.align ?? "left", whiteSpace: "nowrap" }}
            >
              {sortBy !== undefined ? (
                <SortHeader title={t(column.title)} active={active} direction={direction} onClick={() => sort(sortBy)} />
              ) : (
                t(column.title)
              )}
            </th>
          );
        })}
        <th style={{ textAlign: "right" }}>
          <VisuallyHidden>{t("list.actions")}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}) as <T>(props: ListHeadProps<T>) => ReactElement;

/** The list's table: sortable headers, optional row checkboxes, the rows' action buttons, an empty state. */
export function ListTable<T>({
  title,
  page,
  rows,
  columns,
  state,
  rowId,
  rowLabel,
  selection,
  rowCell,
  filtered,
  clearFilters,
  sort,
  boxRef,
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const ids = rows.map(rowId);
  const allSelected = selection !== null && ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const someSelected = selection !== null && ids.some((id) => selection.selected.has(id));
  const colSpan = columns.length + (selection ? 1 : 0) + 1;
  // One function for the table's life, acting on the latest rows: the memoised head keeps rendering nothing new.
  const latest = useRef({ allSelected, ids, selection });
  latest.current = { allSelected, ids, selection };
  const toggleAll = useCallback(() => {
    const { allSelected: all, ids: onPage, selection: ticked } = latest.current;
    ticked?.set(all ? new Set() : new Set(onPage));
  }, []);

  return (
    <ListBusyFrame boxRef={boxRef}>
      <table className={selection ? "plain-table list-table list-table-checks" : "plain-table list-table"}>
        <caption>
          <Text component="span" size="sm" c="dimmed" px="sm" className="list-summary" data-testid="list-summary">
            {page && page.total > 0
              ? t("list.showing", { from: page.from ?? 0, to: page.to ?? 0, total: page.total })
              : t("list.showingNone")}
          </Text>
          <VisuallyHidden>{` · ${title}`}</VisuallyHidden>
        </caption>
        <ListHead
          columns={columns}
          orderby={state.orderby}
          direction={state.type}
          selectAll={selection ? (allSelected ? "all" : someSelected ? "some" : ids.length === 0 ? "empty" : "none") : null}
          toggleAll={toggleAll}
          sort={sort}
        />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={colSpan}>
                <Stack align="center" gap="xs" py="xl">
                  <Text fw={500}>{filtered ? t("list.emptyFiltered") : t("list.empty")}</Text>
                  {filtered ? (
                    <Anchor component="button" type="button" onClick={clearFilters}>
                      {t("list.clearFilters")}
                    </Anchor>
                  ) : null}
                </Stack>
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = rowId(row);
              return (
                <ListRow
                  key={id}
                  row={row}
                  id={id}
                  ticked={selection ? selection.selected.has(id) : null}
                  toggle={selection?.toggle}
                  columns={columns}
                  rowLabel={rowLabel}
                  rowCell={rowCell}
                />
              );
            })
          )}
        </tbody>
      </table>
    </ListBusyFrame>
  );
}
