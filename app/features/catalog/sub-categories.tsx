import { Anchor, Grid } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { allCategories } from "~/api/catalog/category";
import { subCategoryApi, type SubCategory } from "~/api/catalog/subcategory";
import type { EditDescription } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { rules } from "~/ui/edit-page/rules";
import { AsyncSelect, type AsyncOption } from "~/ui/inputs/async-select";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, featuredColumn, slugColumn, statusColumn, titleColumn } from "./list-columns";
import { catalogFields, FlagFields, flagString, imageField, RecordImage, SeoFields, seoRules, TitleSlugFields, titleSlugRules } from "./shared";

/** Sub-categories (admin-screens §5.5): Title (thumb) · Status · Category · Slug · Featured · Created. */
export const subCategoryList: ListDescription<SubCategory> = catalogList({
  resource: "sub-categories",
  subject: "subcategory",
  path: "/sub-categories",
  load: (query, signal) => subCategoryApi.list(query, signal),
  remove: (ids) => subCategoryApi.remove(ids),
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "category_id", "featured", "created_at", "status"] },
  columns: [
    titleColumn("/sub-categories", { thumb: true }),
    statusColumn(),
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
    slugColumn(),
    featuredColumn(),
    createdColumn(),
  ],
  texts: { add: "catalog.subCategories.add", deleteOne: "catalog.subCategories.deleteOne", deleteMany: "catalog.subCategories.deleteMany" },
});

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

const saveSubCategory = (values: SubCategoryValues, id?: number | string) => subCategoryApi.save(toPayload(values), id);

const description: EditDescription<SubCategoryValues> = {
  subject: "subcategory",
  listPath: "/sub-categories",
  editPath: (id) => `/sub-categories/${id}`,
  fields: [
    ...catalogFields("title", "slug"),
    { name: "category_id", label: "catalog.fields.category" },
    ...catalogFields("meta_title", "meta_description", "featured", "status"),
    imageField,
  ],
  schema: z.object({ ...titleSlugRules(), category_id: rules.requiredId(), ...seoRules() }),
};

const searchCategories = async (q: string): Promise<AsyncOption[]> =>
  (await allCategories(q)).slice(0, 50).map((o) => ({ value: String(o.id), label: o.title }));

export function SubCategoryForm({ record, category }: { record: SubCategory | null; category: { id: number; title: string } | null }) {
  const { t } = useTranslation();
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={saveSubCategory}
      aside={(form) => (
        <RecordImage
          form={form}
          existing={record !== null}
          uploadPath={subCategoryApi.uploadPath(record?.id)}
          // The API validates the category together with the image (contract §5.7).
          fields={{ category_id: form.values.category_id || undefined }}
          saveTo={saveSubCategory}
          editPath={description.editPath}
        />
      )}
    >
      {(form) => (
        <Grid>
          <TitleSlugFields form={form} />
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
          <SeoFields form={form} />
          <FlagFields form={form} names={["featured", "status"]} />
        </Grid>
      )}
    </RecordForm>
  );
}
