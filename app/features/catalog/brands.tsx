import { Grid } from "@mantine/core";
import { z } from "zod";
import { brandApi, type Brand } from "~/api/catalog/brand";
import type { EditDescription } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, featuredColumn, slugColumn, statusColumn, titleColumn } from "./list-columns";
import { catalogFields, FlagFields, flagString, imageField, RecordImage, TitleSlugFields, titleSlugRules } from "./shared";

/** Brands (admin-screens §5.6): list columns Title (thumb) · Slug · Featured · Status · Created. */
export const brandList: ListDescription<Brand> = catalogList({
  resource: "brands",
  subject: "brand",
  path: "/brands",
  load: (query, signal) => brandApi.list(query, signal),
  remove: (ids) => brandApi.remove(ids),
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "featured", "created_at", "status"] },
  columns: [titleColumn("/brands", { thumb: true }), slugColumn(), featuredColumn(), statusColumn(), createdColumn()],
  texts: { add: "catalog.brands.add", deleteOne: "catalog.brands.deleteOne", deleteMany: "catalog.brands.deleteMany" },
});

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

const saveBrand = (values: BrandValues, id?: number | string) => brandApi.save(toPayload(values), id);

const description: EditDescription<BrandValues> = {
  subject: "brand",
  listPath: "/brands",
  editPath: (id) => `/brands/${id}`,
  fields: [...catalogFields("title", "slug", "featured", "status"), imageField],
  schema: z.object(titleSlugRules()),
};

export function BrandForm({ record }: { record: Brand | null }) {
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={saveBrand}
      aside={(form) => (
        <RecordImage
          form={form}
          existing={record !== null}
          uploadPath={brandApi.uploadPath(record?.id)}
          saveTo={saveBrand}
          editPath={description.editPath}
        />
      )}
    >
      {(form) => (
        <Grid>
          <TitleSlugFields form={form} />
          <FlagFields form={form} names={["featured", "status"]} />
        </Grid>
      )}
    </RecordForm>
  );
}
