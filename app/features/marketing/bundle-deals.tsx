import { Anchor, Grid, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DealProduct } from "~/api/marketing/bundle-deal";
import { urls } from "~/shell/urls";
import { HALF, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { FieldCols, ResourceForm } from "~/ui/resource/resource-form";
import { resourceList } from "~/ui/resource/resource-list";
import { filledNumber, numberField } from "./fields";

/** Bundle deals (admin-screens §5.11, contract §5.39): buy X, get Y free; attached from the product form. */
export const bundleDeals = defineResource({
  group: "bundle-deal",
  subject: "bundle_deal",
  urls: urls.bundleDeals,
  fields: {
    title: title("marketing.fields.title", { span: 12 }),
    // Zero is refused by the server ("The selected buy is invalid."), shown beside the field.
    buy: numberField("marketing.fields.buy", { required: true, integer: true, span: HALF, rule: filledNumber() }),
    free: numberField("marketing.fields.free", { required: true, integer: true, span: HALF, rule: filledNumber() }),
  },
});

/** Title · Buy · Free · Created. */
export const bundleDealList = resourceList(bundleDeals, {
  columns: (c) => [c.title(), c.text("buy"), c.text("free"), c.created("marketing.fields.created")],
  sortable: ["title", "buy", "free", "created_at"],
  texts: { add: "marketing.bundleDeals.add", deleteOne: "marketing.bundleDeals.deleteOne", deleteMany: "marketing.bundleDeals.deleteMany" },
});

/** The products that use the deal, linking to their forms (where a deal is attached or removed). */
function DealProducts({ products }: { products: DealProduct[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("marketing.bundleDeals.usedBy")}
      </Title>
      {products.length ? (
        <List>
          {products.map((p) => (
            <List.Item key={p.id}>
              <Anchor component={Link} to={urls.products.edit(p.id)}>
                {p.title || `#${p.id}`}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">{t("marketing.bundleDeals.noProducts")}</Text>
      )}
    </Stack>
  );
}

type Deal = Awaited<ReturnType<typeof bundleDeals.api.find>>;

export function BundleDealForm({ record, products }: { record: Deal | null; products: DealProduct[] }) {
  return (
    <ResourceForm key={record?.id ?? "new"} resource={bundleDeals} record={record}>
      {(form) => (
        <Stack gap="lg">
          <Grid>
            <FieldCols form={form} fields={bundleDeals.fields} />
          </Grid>
          {record ? <DealProducts products={products} /> : null}
        </Stack>
      )}
    </ResourceForm>
  );
}
