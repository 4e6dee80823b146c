import { Grid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { collectionApi, type ProductCollection } from "~/api/catalog/collection";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { rules } from "~/ui/edit-page/rules";
import { DateCell, StatusBadge, TitleCell } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { FlagSelect, flagString, titleChange } from "./shared";

/** Product collections (admin-screens §5.10): Title · Slug · Status · Created. */
export const collectionList: ListDescription<ProductCollection> = {
  resource: "product-collections",
  subject: "product_collection",
  listPath: "/product-collections",
  createPath: "/product-collections/add",
  editPath: (row) => `/product-collections/${row.id}`,
  load: (query, signal) => collectionApi.list(query, signal),
  remove: (ids) => collectionApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.title,
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "created_at", "status"] },
  columns: [
    { key: "title", title: "catalog.fields.title", sortBy: "title", hideable: false, render: (row) => <TitleCell title={row.title} to={`/product-collections/${row.id}`} />, csv: (row) => row.title },
    { key: "slug", title: "catalog.fields.slug", render: (row) => row.slug, csv: (row) => row.slug },
    { key: "status", title: "catalog.fields.status", sortBy: "status", render: (row) => <StatusBadge value={row.status} />, csv: (row) => (row.status === 1 ? "public" : "private") },
    { key: "created", title: "catalog.fields.created", sortBy: "created_at", render: (row) => <DateCell value={row.created_at} />, csv: (row) => row.created_at ?? "" },
  ],
  texts: { add: "catalog.collections.add", deleteOne: "catalog.collections.deleteOne", deleteMany: "catalog.collections.deleteMany" },
};

interface CollectionValues {
  title: string;
  slug: string;
  status: string;
}

const toValues = (c: ProductCollection | null): CollectionValues => ({ title: c?.title ?? "", slug: c?.slug ?? "", status: flagString(c?.status) });

const description: EditDescription<CollectionValues> = {
  subject: "product_collection",
  listPath: "/product-collections",
  editPath: (id) => `/product-collections/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "slug", label: "catalog.fields.slug" },
    { name: "status", label: "catalog.fields.status" },
  ],
  knownMessages: { "slug already exists": "slug" },
  schema: z.object({ title: rules.required(), slug: rules.slug() }),
};

export function CollectionForm({ record }: { record: ProductCollection | null }) {
  const { t } = useTranslation();
  const initial = useMemo(() => toValues(record), [record]);
  return (
    <EditPage
      description={description}
      recordId={record?.id}
      initial={initial}
      save={async (values, id) => {
        const saved = await collectionApi.save({ title: values.title.trim(), slug: values.slug.trim(), status: Number(values.status) }, id);
        return { id: saved.id, values: toValues(saved) };
      }}
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
            <FlagSelect form={form} name="status" label="catalog.fields.status" kind="status" />
          </Grid.Col>
        </Grid>
      )}
    </EditPage>
  );
}
