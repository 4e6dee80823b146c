import { Grid } from "@mantine/core";
import { z } from "zod";
import { collectionApi, type ProductCollection } from "~/api/catalog/collection";
import type { EditDescription } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, slugColumn, statusColumn, titleColumn } from "./list-columns";
import { catalogFields, FlagFields, flagString, TitleSlugFields, titleSlugRules } from "./shared";

/** Product collections (admin-screens §5.10): Title · Slug · Status · Created. */
export const collectionList: ListDescription<ProductCollection> = catalogList({
  resource: "product-collections",
  subject: "product_collection",
  path: "/product-collections",
  load: (query, signal) => collectionApi.list(query, signal),
  remove: (ids) => collectionApi.remove(ids),
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "created_at", "status"] },
  columns: [titleColumn("/product-collections"), slugColumn(), statusColumn(), createdColumn()],
  texts: { add: "catalog.collections.add", deleteOne: "catalog.collections.deleteOne", deleteMany: "catalog.collections.deleteMany" },
});

interface CollectionValues {
  title: string;
  slug: string;
  status: string;
}

const toValues = (c: ProductCollection | null): CollectionValues => ({ title: c?.title ?? "", slug: c?.slug ?? "", status: flagString(c?.status) });

const saveCollection = (values: CollectionValues, id?: number | string) =>
  collectionApi.save({ title: values.title.trim(), slug: values.slug.trim(), status: Number(values.status) }, id);

const description: EditDescription<CollectionValues> = {
  subject: "product_collection",
  listPath: "/product-collections",
  editPath: (id) => `/product-collections/${id}`,
  fields: catalogFields("title", "slug", "status"),
  knownMessages: { "slug already exists": "slug" },
  schema: z.object(titleSlugRules()),
};

export function CollectionForm({ record }: { record: ProductCollection | null }) {
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={saveCollection}
    >
      {(form) => (
        <Grid>
          <TitleSlugFields form={form} />
          <FlagFields form={form} names={["status"]} />
        </Grid>
      )}
    </RecordForm>
  );
}
