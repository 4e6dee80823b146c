import { DateCell, StatusBadge, TitleCell, YesNo } from "~/ui/list-page/cells";
import type { ListColumn, ListDescription } from "~/ui/list-page/description";

/*
 * The list pieces the catalog screens share. Kept apart from the form helpers (shared.tsx) and
 * free of heavy imports: product-list.tsx uses it and must stay light.
 */

interface Titled {
  id: number;
  title: string;
}

interface CatalogListSpec<T> extends Pick<ListDescription<T>, "resource" | "subject" | "defaults" | "columns" | "load" | "texts"> {
  /** The list's path (`/brands`); records live at `{path}/{id}`, creation at `{path}/add`. */
  path: string;
  remove: (ids: readonly (number | string)[]) => Promise<void>;
}

/** A catalog list: rows named by their title, edited at `{path}/{id}`, deleted through the API. */
export function catalogList<T extends Titled>({ path, remove, ...rest }: CatalogListSpec<T>): ListDescription<T> {
  return {
    resource: rest.resource,
    subject: rest.subject,
    listPath: path,
    createPath: `${path}/add`,
    editPath: (row) => `${path}/${row.id}`,
    load: rest.load,
    remove: (ids) => remove(ids),
    rowId: (row) => row.id,
    rowLabel: (row) => row.title,
    defaults: rest.defaults,
    columns: rest.columns,
    // Written out in full by each screen, so the i18n check finds every key in the code.
    texts: rest.texts,
  };
}

/** Whether a column gets a sorting header: not where the API ignores ordering (categories). */
interface ColumnOptions {
  sortable?: boolean;
}

const sortBy = (field: string, sortable: boolean | undefined) => (sortable === false ? {} : { sortBy: field });

/** The row's title linking to `{path}/{id}`, with its thumbnail when `thumb` (the record has an image). */
export function titleColumn<T extends Titled & { image?: string | null }>(path: string, options: ColumnOptions & { thumb?: boolean } = {}): ListColumn<T> {
  return {
    key: "title",
    title: "catalog.fields.title",
    ...sortBy("title", options.sortable),
    hideable: false,
    // TitleCell shows an avatar only when given an image prop, even a null one.
    render: (row) => (options.thumb ? <TitleCell title={row.title} image={row.image ?? null} to={`${path}/${row.id}`} /> : <TitleCell title={row.title} to={`${path}/${row.id}`} />),
    csv: (row) => row.title,
  };
}

export function slugColumn<T extends { slug: string }>(): ListColumn<T> {
  return { key: "slug", title: "catalog.fields.slug", render: (row) => row.slug, csv: (row) => row.slug };
}

export function featuredColumn<T extends { featured: number }>(options: ColumnOptions = {}): ListColumn<T> {
  return { key: "featured", title: "catalog.fields.featured", ...sortBy("featured", options.sortable), render: (row) => <YesNo value={row.featured} />, csv: (row) => (row.featured === 1 ? 1 : 0) };
}

export function statusColumn<T extends { status: number }>(options: ColumnOptions = {}): ListColumn<T> {
  return { key: "status", title: "catalog.fields.status", ...sortBy("status", options.sortable), render: (row) => <StatusBadge value={row.status} />, csv: (row) => (row.status === 1 ? "public" : "private") };
}

export function createdColumn<T extends { created_at?: string | null }>(options: ColumnOptions = {}): ListColumn<T> {
  return { key: "created", title: "catalog.fields.created", ...sortBy("created_at", options.sortable), render: (row) => <DateCell value={row.created_at} />, csv: (row) => row.created_at ?? "" };
}
