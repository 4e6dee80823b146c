import { Grid, Group, Text, TextInput, Textarea } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allCategories, categoryApi, type Category } from "~/api/catalog/category";
import type { Page } from "~/api/catalog/resource";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { rules } from "~/ui/edit-page/rules";
import { AsyncSelect, type AsyncOption } from "~/ui/inputs/async-select";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { DateCell, StatusBadge, TitleCell, YesNo } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { FlagSelect, flagString, titleChange } from "./shared";

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
export const categoryList: ListDescription<CategoryRow> = {
  resource: "categories",
  subject: "category",
  listPath: "/categories",
  createPath: "/categories/add",
  editPath: (row) => `/categories/${row.id}`,
  load: async (query, signal) => {
    const [page, all] = await Promise.all([categoryApi.list(query, signal), allCategories().catch(() => [])]);
    return categoryTree(page, new Map(all.map((c) => [c.id, c.title])));
  },
  remove: (ids) => categoryApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.title,
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
    { key: "slug", title: "catalog.fields.slug", render: (row) => row.slug, csv: (row) => row.slug },
    { key: "featured", title: "catalog.fields.featured", render: (row) => <YesNo value={row.featured} />, csv: (row) => (row.featured === 1 ? 1 : 0) },
    { key: "status", title: "catalog.fields.status", render: (row) => <StatusBadge value={row.status} />, csv: (row) => (row.status === 1 ? "public" : "private") },
    { key: "created", title: "catalog.fields.created", render: (row) => <DateCell value={row.created_at} />, csv: (row) => row.created_at ?? "" },
  ],
  texts: { add: "catalog.categories.add", deleteOne: "catalog.categories.deleteOne", deleteMany: "catalog.categories.deleteMany" },
};

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

const description: EditDescription<CategoryValues> = {
  subject: "category",
  listPath: "/categories",
  editPath: (id) => `/categories/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "slug", label: "catalog.fields.slug" },
    { name: "parent", label: "catalog.fields.parent" },
    { name: "meta_title", label: "catalog.fields.metaTitle" },
    { name: "meta_keywords", label: "catalog.fields.metaKeywords" },
    { name: "meta_description", label: "catalog.fields.metaDescription" },
    { name: "featured", label: "catalog.fields.featured" },
    { name: "in_footer", label: "catalog.fields.inFooter" },
    { name: "status", label: "catalog.fields.status" },
    { name: "image", label: "catalog.fields.image", aliases: ["photo"] },
  ],
  knownMessages: {
    "category and parent category can not be the same": "parent",
    "slug already exists": "slug",
    "the selected parent is invalid": "parent",
  },
  schema: z.object({ title: rules.required(), slug: rules.slug(), meta_title: rules.required(), meta_description: rules.required() }),
};

const searchCategories = async (q: string): Promise<AsyncOption[]> =>
  (await allCategories(q)).slice(0, 50).map((o) => ({ value: String(o.id), label: o.title }));

export function CategoryForm({ record, parent }: { record: Category | null; parent: { id: number; title: string } | null }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(record), [record]);
  return (
    <EditPage
      description={description}
      recordId={record?.id}
      initial={initial}
      save={async (values, id) => {
        const saved = await categoryApi.save(toPayload(values), id);
        return { id: saved.id, values: toValues(saved) };
      }}
      aside={(form) => (
        <ImageUpload
          label="catalog.fields.image"
          value={form.values.image}
          uploadPath={categoryApi.uploadPath(record?.id)}
          readOnly={form.readOnly}
          onUploaded={async (raw) => {
            const saved = raw as Category;
            if (record) return form.commit({ image: saved.image ?? "" });
            // The upload created a bare record: give it what was already typed, then open it.
            await categoryApi.save(toPayload(form.values), saved.id).catch(() => undefined);
            form.leaveTo(`/categories/${saved.id}`);
          }}
        />
      )}
    >
      {(form) => (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t("catalog.fields.title")} required {...form.text("title")} onChange={titleChange(form)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t("catalog.fields.slug")} required description={t("catalog.slugHint")} {...form.text("slug")} />
          </Grid.Col>
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
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t("catalog.fields.metaTitle")} required {...form.text("meta_title")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t("catalog.fields.metaKeywords")} description={t("catalog.commaSeparated")} {...form.text("meta_keywords")} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t("catalog.fields.metaDescription")} required autosize minRows={3} {...form.text("meta_description")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <FlagSelect form={form} name="featured" label="catalog.fields.featured" kind="yesNo" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <FlagSelect form={form} name="in_footer" label="catalog.fields.inFooter" kind="yesNo" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <FlagSelect form={form} name="status" label="catalog.fields.status" kind="status" />
          </Grid.Col>
        </Grid>
      )}
    </EditPage>
  );
}
