import type { ListColumn } from "./description";
import { CellLink, DateCell, StatusBadge, TitleCell, YesNo } from "./cells";
import type { TranslationKey } from "~/i18n/keys";

/* Column builders for the common kinds of cells; `sortBy` is the API's `orderby` column, if any. */

interface ColumnOptions {
  sortBy?: string;
}

/**
 * The columns with the priorities given by key (description.ts `priority`): which stay when the
 * table's box is too narrow for all of them. Columns not named keep theirs.
 */
export function withPriorities<T>(columns: ListColumn<T>[], priorities: Readonly<Record<string, number>>): ListColumn<T>[] {
  return columns.map((column) => (column.key in priorities ? { ...column, priority: priorities[column.key] } : column));
}

/** The row's title linking to its record, with its thumbnail when `thumb`. */
export function titleColumn<T extends { title: string; image?: string | null }>(
  label: TranslationKey,
  href: (row: T) => string,
  options: ColumnOptions & { thumb?: boolean } = {},
): ListColumn<T> {
  return {
    key: "title",
    title: label,
    sortBy: options.sortBy,
    hideable: false,
    // TitleCell shows an avatar only when given an image prop, even a null one.
    render: (row) =>
      options.thumb ? (
        <TitleCell title={row.title} image={row.image ?? null} to={href(row)} />
      ) : (
        <TitleCell title={row.title} to={href(row)} />
      ),
    csv: (row) => row.title,
  };
}

/** The name a row is known by (a person, a role), linking to its record; never hidden. */
export function nameColumn<T>(
  key: string,
  label: TranslationKey,
  name: (row: T) => string,
  href: (row: T) => string,
  options: ColumnOptions = {},
): ListColumn<T> {
  return { ...textColumn(key, label, name, options), hideable: false, render: (row) => <TitleCell title={name(row)} to={href(row)} /> };
}

/** A value shown as it is. */
export function textColumn<T>(
  key: string,
  label: TranslationKey,
  value: (row: T) => string | number,
  options: ColumnOptions = {},
): ListColumn<T> {
  return { key, title: label, sortBy: options.sortBy, render: (row) => value(row), csv: value };
}

/** A 1/2 flag: a public/private badge, or yes/no (exported as public/private, 1/0). */
export function flagColumn<T>(
  key: string,
  label: TranslationKey,
  kind: "status" | "yesNo",
  value: (row: T) => number,
  options: ColumnOptions = {},
): ListColumn<T> {
  return kind === "status"
    ? {
        key,
        title: label,
        sortBy: options.sortBy,
        render: (row) => <StatusBadge value={value(row)} />,
        csv: (row) => (value(row) === 1 ? "public" : "private"),
      }
    : {
        key,
        title: label,
        sortBy: options.sortBy,
        render: (row) => <YesNo value={value(row)} />,
        csv: (row) => (value(row) === 1 ? 1 : 0),
      };
}

/** A date and time in the user's language. */
export function dateColumn<T>(
  key: string,
  label: TranslationKey,
  value: (row: T) => string | null | undefined,
  options: ColumnOptions = {},
): ListColumn<T> {
  return { key, title: label, sortBy: options.sortBy, render: (row) => <DateCell value={value(row)} />, csv: (row) => value(row) ?? "" };
}

/** A related record: its title linking to it, "—" without one. */
export function refColumn<T>(
  key: string,
  label: TranslationKey,
  ref: (row: T) => { id: number; title: string } | null | undefined,
  href: (id: number) => string,
  options: ColumnOptions = {},
): ListColumn<T> {
  return {
    key,
    title: label,
    sortBy: options.sortBy,
    render: (row) => {
      const related = ref(row);
      return related ? <CellLink to={href(related.id)}>{related.title}</CellLink> : "—";
    },
    csv: (row) => ref(row)?.title ?? "",
  };
}
