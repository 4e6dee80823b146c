import { dateColumn, flagColumn, refColumn, textColumn, titleColumn } from "../list-page/columns";
import type { BulkAction, ListColumn, ListDescription, ListFilter, ListLink, RowAction } from "../list-page/description";
import type { SortDirection } from "../list-page/url-state";
import type { Page } from "~/api/resource";
import { textOf } from "../edit-page/text-of";
import type { Fields, Resource, ValuesOf } from "./resource";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";

/** Column builders bound to a resource: labels from its fields, links to its records, sorting where the API sorts. */
export interface ColumnKit<Row> {
  /** The title linking to the record (with its thumbnail when `thumb`). */
  title(options?: { thumb?: boolean }): ListColumn<Row>;
  /** A field's value as it is. */
  text(name: keyof Row & string, label?: TranslationKey): ListColumn<Row>;
  /** A 1/2 field: public/private badge or yes/no. */
  flag(name: keyof Row & string, kind: "status" | "yesNo", label?: TranslationKey): ListColumn<Row>;
  /** `created_at` in the user's language. */
  created(label: TranslationKey): ListColumn<Row>;
  /** A related record the row embeds (`{id, title}`), linking to it; sorted by `sortBy` where the API sorts. */
  ref(name: keyof Row & string, label: TranslationKey, href: (id: number) => string, sortBy?: string): ListColumn<Row>;
}

export interface ResourceListSpec<Row> {
  columns: (c: ColumnKit<Row>) => ListColumn<Row>[];
  /** The API's sort columns; headers of other columns do not sort. */
  sortable?: readonly string[];
  /** Default order (newest first). */
  defaults?: { orderby: string; type: SortDirection };
  filters?: ListFilter[];
  rowActions?: RowAction<Row>[];
  bulkActions?: BulkAction<Row>[];
  links?: ListLink[];
  /** Replaces the plain `all` call (the categories' tree); needed when the rows are not the API's. */
  load?: ListDescription<Row>["load"];
  /** i18n keys: "Add brand", "Delete the brand “{{title}}”?", "Delete {{count}} brands?". */
  texts: { add: TranslationKey; deleteOne: TranslationKey; deleteMany: TranslationKey };
}

const titleOf = (row: object) => {
  const value = (row as { title?: unknown }).title;
  return typeof value === "string" ? value : "";
};

/**
 * A resource's list page: rows named by their title, opened at `urls.edit(id)`, deleted through its
 * API. Its rows are the API's (`L` = `Row`), or what the spec's own `load` makes of them.
 */
export function resourceList<F extends Fields, R, Row extends { id: number }, L extends { id: number } = Row>(
  resource: Resource<F, R, Row>,
  spec: ResourceListSpec<L> & (Row extends L ? unknown : { load: ListDescription<L>["load"] }),
): ListDescription<L> {
  const { urls, fields, api } = resource;
  const sortable = spec.sortable ?? [];
  const sortBy = (column: string) => (sortable.includes(column) ? { sortBy: column } : {});
  const labelOf = (name: string, label?: TranslationKey) => label ?? fields[name]?.label ?? runtimeKey(name);
  const value =
    <V>(name: string) =>
    (row: L) =>
      (row as Record<string, unknown>)[name] as V;
  const kit: ColumnKit<L> = {
    title: (options = {}) =>
      titleColumn<L & { title: string; image?: string | null }>(labelOf("title"), (row) => urls.edit(row.id), {
        ...options,
        ...sortBy("title"),
      }) as ListColumn<L>,
    text: (name, label) => textColumn(name, labelOf(name, label), (row) => textOf(value(name)(row)), sortBy(name)),
    flag: (name, kind, label) => flagColumn(name, labelOf(name, label), kind, value<number>(name), sortBy(name)),
    created: (label) => dateColumn("created", label, value<string | null | undefined>("created_at"), sortBy("created_at")),
    ref: (name, label, href, column = name) =>
      refColumn(name, label, value<{ id: number; title: string } | null | undefined>(name), href, sortBy(column)),
  };
  return {
    resource: urls.list.screen,
    subject: resource.subject,
    listPath: urls.list(),
    createPath: urls.create(),
    editPath: (row) => urls.edit(row.id),
    // Without a load of its own, the list's rows are the API's (the signature says L = Row then).
    load: spec.load ?? ((query, signal) => api.list(query, signal) as unknown as Promise<Page<L>>),
    remove: (ids) => api.remove(ids),
    rowId: (row) => row.id,
    rowLabel: titleOf,
    columns: spec.columns(kit),
    filters: spec.filters,
    rowActions: spec.rowActions,
    bulkActions: spec.bulkActions,
    links: spec.links,
    defaults: { ...(spec.defaults ?? { orderby: "created_at", type: "desc" }), sortable },
    texts: spec.texts,
  };
}

/**
 * A bulk action that gives every ticked record the same form values (publish, hide): each record is
 * read, changed and saved in turn, so the API checks it like a save from its form.
 */
export function bulkUpdate<F extends Fields, R, Row>(
  resource: Resource<F, R, Row>,
  action: Omit<BulkAction<Row>, "run"> & { patch: Partial<ValuesOf<F>> },
): BulkAction<Row> {
  const { patch, ...rest } = action;
  return {
    ...rest,
    run: async (ids) => {
      for (const id of ids) await resource.save({ ...resource.toValues(await resource.api.find(id)), ...patch }, id);
    },
  };
}
