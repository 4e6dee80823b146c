import { Anchor, Grid, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DealProduct } from "~/api/marketing/bundle-deal";
import { urls } from "~/routing/urls";
import { FieldCols, ResourceForm } from "~/ui/resource/resource-form";
import { bundleDeals } from "./bundle-deals";

type Deal = Awaited<ReturnType<typeof bundleDeals.api.find>>;

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
