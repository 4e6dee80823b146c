import { Anchor, Grid, TextInput, Textarea } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allCategories } from "~/api/catalog/category";
import { subCategoryApi, type SubCategory } from "~/api/catalog/subcategory";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { rules } from "~/ui/edit-page/rules";
import { AsyncSelect, type AsyncOption } from "~/ui/inputs/async-select";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { DateCell, StatusBadge, TitleCell, YesNo } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { FlagSelect, flagString, titleChange } from "./shared";

/** Sub-categories (admin-screens §5.5): Title (thumb) · Status · Category · Slug · Featured · Created. */
export const subCategoryList: ListDescription<SubCategory> = {
  resource: "sub-categories",
  subject: "subcategory",
  listPath: "/sub-categories",
  createPath: "/sub-categories/add",
  editPath: (row) => `/sub-categories/${row.id}`,
  load: (query, signal) => subCategoryApi.list(query, signal),
  remove: (ids) => subCategoryApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.title,
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "category_id", "featured", "created_at", "status"] },
  columns: [
    { key: "title", title: "catalog.fields.title", sortBy: "title", hideable: false, render: (row) => <TitleCell title={row.title} image={row.image ?? null} to={`/sub-categories/${row.id}`} />, csv: (row) => row.title },
    { key: "status", title: "catalog.fields.status", sortBy: "status", render: (row) => <StatusBadge value={row.status} />, csv: (row) => (row.status === 1 ? "public" : "private") },
    {
      key: "category",
      title: "catalog.fields.category",
      sortBy: "category_id",
      render: (row) =>
        row.category ? (
          <Anchor component={Link} to={`/categories/${row.category.id}`} size="sm">
            {row.category.title}
          </Anchor>
        ) : (
          "—"
        ),
      csv: (row) => row.category?.title ?? "",
    },
    { key: "slug", title: "catalog.fields.slug", render: (row) => row.slug, csv: (row) => row.slug },
    { key: "featured", title: "catalog.fields.featured", sortBy: "featured", render: (row) => <YesNo value={row.featured} />, csv: (row) => (row.featured === 1 ? 1 : 0) },
    { key: "created", title: "catalog.fields.created", sortBy: "created_at", render: (row) => <DateCell value={row.created_at} />, csv: (row) => row.created_at ?? "" },
  ],
  texts: { add: "catalog.subCategories.add", deleteOne: "catalog.subCategories.deleteOne", deleteMany: "catalog.subCategories.deleteMany" },
};

interface SubCategoryValues {
  title: string;
  slug: string;
  category_id: string;
  meta_title: string;
  meta_description: string;
  featured: string;
  status: string;
  image: string;
}

const toValues = (s: SubCategory | null): SubCategoryValues => ({
  title: s?.title ?? "",
  slug: s?.slug ?? "",
  category_id: s && s.category_id > 0 ? String(s.category_id) : "",
  meta_title: s?.meta_title ?? "",
  meta_description: s?.meta_description ?? "",
  featured: flagString(s?.featured),
  status: flagString(s?.status),
  image: s?.image ?? "",
});

const toPayload = (v: SubCategoryValues) => ({
  title: v.title.trim(),
  slug: v.slug.trim(),
  category_id: Number(v.category_id || 0),
  meta_title: v.meta_title.trim(),
  meta_description: v.meta_description.trim(),
  featured: Number(v.featured),
  status: Number(v.status),
});

const description: EditDescription<SubCategoryValues> = {
  subject: "subcategory",
  listPath: "/sub-categories",
  editPath: (id) => `/sub-categories/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "slug", label: "catalog.fields.slug" },
    { name: "category_id", label: "catalog.fields.category" },
    { name: "meta_title", label: "catalog.fields.metaTitle" },
    { name: "meta_description", label: "catalog.fields.metaDescription" },
    { name: "featured", label: "catalog.fields.featured" },
    { name: "status", label: "catalog.fields.status" },
    { name: "image", label: "catalog.fields.image", aliases: ["photo"] },
  ],
  schema: z.object({ title: rules.required(), slug: rules.slug(), category_id: rules.requiredId(), meta_title: rules.required(), meta_description: rules.required() }),
};

const searchCategories = async (q: string): Promise<AsyncOption[]> =>
  (await allCategories(q)).slice(0, 50).map((o) => ({ value: String(o.id), label: o.title }));

export function SubCategoryForm({ record, category }: { record: SubCategory | null; category: { id: number; title: string } | null }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(record), [record]);
  return (
    <EditPage
      description={description}
      recordId={record?.id}
      initial={initial}
      save={async (values, id) => {
        const saved = await subCategoryApi.save(toPayload(values), id);
        return { id: saved.id, values: toValues(saved) };
      }}
      aside={(form) => (
        <ImageUpload
          label="catalog.fields.image"
          value={form.values.image}
          uploadPath={subCategoryApi.uploadPath(record?.id)}
          // The API validates the category together with the image (contract §5.7).
          fields={{ category_id: form.values.category_id || undefined }}
          readOnly={form.readOnly}
          onUploaded={async (raw) => {
            const saved = raw as SubCategory;
            if (record) return form.commit({ image: saved.image ?? "" });
            await subCategoryApi.save(toPayload(form.values), saved.id).catch(() => undefined);
            form.leaveTo(`/sub-categories/${saved.id}`);
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
              label={t("catalog.fields.category")}
              required
              value={form.values.category_id || null}
              onChange={(value) => form.set("category_id", value ?? "")}
              load={searchCategories}
              initialOption={category ? { value: String(category.id), label: category.title } : null}
              error={form.error("category_id")}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={t("catalog.fields.metaTitle")} required {...form.text("meta_title")} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t("catalog.fields.metaDescription")} required autosize minRows={3} {...form.text("meta_description")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FlagSelect form={form} name="featured" label="catalog.fields.featured" kind="yesNo" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FlagSelect form={form} name="status" label="catalog.fields.status" kind="status" />
          </Grid.Col>
        </Grid>
      )}
    </EditPage>
  );
}
