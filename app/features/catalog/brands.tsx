import { Grid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { brandApi, type Brand } from "~/api/catalog/brand";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { rules } from "~/ui/edit-page/rules";
import { ImageUpload } from "~/ui/inputs/image-upload";
import { DateCell, StatusBadge, TitleCell, YesNo } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { FlagSelect, flagString, titleChange } from "./shared";

/** Brands (admin-screens §5.6): list columns Title (thumb) · Slug · Featured · Status · Created. */
export const brandList: ListDescription<Brand> = {
  resource: "brands",
  subject: "brand",
  listPath: "/brands",
  createPath: "/brands/add",
  editPath: (row) => `/brands/${row.id}`,
  load: (query, signal) => brandApi.list(query, signal),
  remove: (ids) => brandApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.title,
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "featured", "created_at", "status"] },
  columns: [
    { key: "title", title: "catalog.fields.title", sortBy: "title", hideable: false, render: (row) => <TitleCell title={row.title} image={row.image ?? null} to={`/brands/${row.id}`} />, csv: (row) => row.title },
    { key: "slug", title: "catalog.fields.slug", render: (row) => row.slug, csv: (row) => row.slug },
    { key: "featured", title: "catalog.fields.featured", sortBy: "featured", render: (row) => <YesNo value={row.featured} />, csv: (row) => (row.featured === 1 ? 1 : 0) },
    { key: "status", title: "catalog.fields.status", sortBy: "status", render: (row) => <StatusBadge value={row.status} />, csv: (row) => (row.status === 1 ? "public" : "private") },
    { key: "created", title: "catalog.fields.created", sortBy: "created_at", render: (row) => <DateCell value={row.created_at} />, csv: (row) => row.created_at ?? "" },
  ],
  texts: { add: "catalog.brands.add", deleteOne: "catalog.brands.deleteOne", deleteMany: "catalog.brands.deleteMany" },
};

interface BrandValues {
  title: string;
  slug: string;
  featured: string;
  status: string;
  image: string;
}

const toValues = (brand: Brand | null): BrandValues => ({
  title: brand?.title ?? "",
  slug: brand?.slug ?? "",
  featured: flagString(brand?.featured),
  status: flagString(brand?.status),
  image: brand?.image ?? "",
});

const toPayload = (values: BrandValues) => ({
  title: values.title.trim(),
  slug: values.slug.trim(),
  featured: Number(values.featured),
  status: Number(values.status),
});

const description: EditDescription<BrandValues> = {
  subject: "brand",
  listPath: "/brands",
  editPath: (id) => `/brands/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "slug", label: "catalog.fields.slug" },
    { name: "featured", label: "catalog.fields.featured" },
    { name: "status", label: "catalog.fields.status" },
    { name: "image", label: "catalog.fields.image", aliases: ["photo"] },
  ],
  schema: z.object({ title: rules.required(), slug: rules.slug() }),
};

export function BrandForm({ record }: { record: Brand | null }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(record), [record]);
  return (
    <EditPage
      description={description}
      recordId={record?.id}
      initial={initial}
      save={async (values, id) => {
        const saved = await brandApi.save(toPayload(values), id);
        return { id: saved.id, values: toValues(saved) };
      }}
      aside={(form) => (
        <ImageUpload
          label="catalog.fields.image"
          value={form.values.image}
          uploadPath={brandApi.uploadPath(record?.id)}
          readOnly={form.readOnly}
          onUploaded={async (raw) => {
            const saved = raw as Brand;
            if (record) return form.commit({ image: saved.image ?? "" });
            // The upload created a bare record: give it what was already typed, then open it.
            await brandApi.save(toPayload(form.values), saved.id).catch(() => undefined);
            form.leaveTo(`/brands/${saved.id}`);
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
