import { Grid, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allCategories, categoryApi, type Category } from "~/api/catalog/category";
import type { Page } from "~/api/resource";
import type { EditDescription } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { AsyncSelect, type AsyncOption } from "~/ui/inputs/async-select";
import { TitleCell } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, featuredColumn, slugColumn, statusColumn } from "./list-columns";
import { catalogFields, FlagFields, flagString, imageField, MetaKeywordsInput, RecordImage, SeoFields, seoRules, TitleSlugFields, titleSlugRules } from "./shared";

// With `sortable: []` below: no column of the category list offers a sorting header.
const UNSORTED = { sortable: false } as const;

export interface CategoryRow extends Category {
  depth: number;
  parentTitle: string;
}

/**
 * `category/all` pages every category, each with its subtree (contract §5.6). Shown as a tree: a
 * row that is a descendant of another row on the same page is shown under it, indented, and not
 * again at the top level.
 */
export function categoryTree(page: Page<Category>, titles: ReadonlyMap<number, string> = new Map()): Page<CategoryRow> {
  const nested = new Set<number>();
  const mark = (node: Category, seen: Set<number>) => {
    for (const child of node.child) {
      if (seen.has(child.id)) continue;
      nested.add(child.id);
      mark(child, new Set([...seen, child.id]));
    }
  };
  for (const row of page.data) mark(row, new Set([row.id]));
  const rows: CategoryRow[] = [];
  const shown = new Set<number>();
  const push = (node: Category, depth: number, parentTitle: string) => {
    if (shown.has(node.id)) return;
    shown.add(node.id);
    rows.push({ ...node, depth, parentTitle });
    for (const child of node.child) push(child, depth + 1, node.title);
  };
  // A child whose parent is on another page still names its parent.
  for (const row of page.data) if (!nested.has(row.id)) push(row, 0, row.parent > 0 ? (titles.get(row.parent) ?? "") : "");
  return { ...page, data: rows };
}

/** Categories (admin-screens §5.3): a tree with thumbnail and title, Status, Featured, Created. */
export const categoryList: ListDescription<CategoryRow> = catalogList({
  resource: "categories",
  subject: "category",
  path: "/categories",
  load: async (query, signal) => {
    const [page, all] = await Promise.all([categoryApi.list(query, signal), allCategories().catch(() => [])]);
    return categoryTree(page, new Map(all.map((c) => [c.id, c.title])));
  },
  remove: (ids) => categoryApi.remove(ids),
  // The API lists categories newest first and ignores ordering parameters: no sortable headers.
  defaults: { orderby: "created_at", type: "desc", sortable: [] },
  columns: [
    {
      key: "title",
      title: "catalog.fields.title",
      hideable: false,
      render: (row) => (
        <Group gap={6} wrap="nowrap" pl={row.depth * 24}>
          {row.depth > 0 ? (
            <Text c="dimmed" aria-hidden="true">
              └
            </Text>
          ) : null}
          <TitleCell title={row.title} image={row.image ?? null} to={`/categories/${row.id}`} />
        </Group>
      ),
      csv: (row) => row.title,
    },
    { key: "parent", title: "catalog.fields.parent", render: (row) => row.parentTitle || "—", csv: (row) => row.parentTitle },
    slugColumn(),
    featuredColumn(UNSORTED),
    statusColumn(UNSORTED),
    createdColumn(UNSORTED),
  ],
  texts: { add: "catalog.categories.add", deleteOne: "catalog.categories.deleteOne", deleteMany: "catalog.categories.deleteMany" },
});

interface CategoryValues {
  title: string;
  slug: string;
  parent: string;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
  featured: string;
  in_footer: string;
  status: string;
  image: string;
}

const toValues = (c: Category | null): CategoryValues => ({
  title: c?.title ?? "",
  slug: c?.slug ?? "",
  parent: c && c.parent > 0 ? String(c.parent) : "",
  meta_title: c?.meta_title ?? "",
  meta_keywords: c?.meta_keywords ?? "",
  meta_description: c?.meta_description ?? "",
  featured: flagString(c?.featured),
  in_footer: flagString(c?.in_footer),
  status: flagString(c?.status),
  image: c?.image ?? "",
});

const toPayload = (v: CategoryValues) => ({
  title: v.title.trim(),
  slug: v.slug.trim(),
  parent: v.parent ? Number(v.parent) : 0,
  meta_title: v.meta_title.trim(),
  meta_keywords: v.meta_keywords.trim(),
  meta_description: v.meta_description.trim(),
  featured: Number(v.featured),
  in_footer: Number(v.in_footer),
  status: Number(v.status),
});

const saveCategory = (values: CategoryValues, id?: number | string) => categoryApi.save(toPayload(values), id);

const description: EditDescription<CategoryValues> = {
  subject: "category",
  listPath: "/categories",
  editPath: (id) => `/categories/${id}`,
  fields: [
    ...catalogFields("title", "slug"),
    { name: "parent", label: "catalog.fields.parent" },
    ...catalogFields("meta_title", "meta_keywords", "meta_description", "featured", "in_footer", "status"),
    imageField,
  ],
  knownMessages: {
    "category and parent category can not be the same": "parent",
    "slug already exists": "slug",
    "the selected parent is invalid": "parent",
  },
  schema: z.object({ ...titleSlugRules(), ...seoRules() }),
};

const searchCategories = async (q: string): Promise<AsyncOption[]> =>
  (await allCategories(q)).slice(0, 50).map((o) => ({ value: String(o.id), label: o.title }));

export function CategoryForm({ record, parent }: { record: Category | null; parent: { id: number; title: string } | null }) {
  const { t } = useTranslation();
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={saveCategory}
      aside={(form) => (
        <RecordImage
          form={form}
          existing={record !== null}
          uploadPath={categoryApi.uploadPath(record?.id)}
          saveTo={saveCategory}
          editPath={description.editPath}
        />
      )}
    >
      {(form) => (
        <Grid>
          <TitleSlugFields form={form} />
          <Grid.Col span={12}>
            <AsyncSelect
              label={t("catalog.fields.parent")}
              placeholder={t("catalog.categories.noParent")}
              value={form.values.parent || null}
              onChange={(value) => form.set("parent", value ?? "")}
              load={searchCategories}
              initialOption={parent ? { value: String(parent.id), label: parent.title } : null}
              exclude={record ? [String(record.id)] : []}
              error={form.error("parent")}
            />
          </Grid.Col>
          <SeoFields form={form} keywords={<MetaKeywordsInput form={form} />} />
          <FlagFields form={form} names={["featured", "in_footer", "status"]} />
        </Grid>
      )}
    </RecordForm>
  );
}
