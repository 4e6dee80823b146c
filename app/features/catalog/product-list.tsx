import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { productApi, type ProductSummary } from "~/api/catalog/product";
import { formatPrice } from "~/ui/inputs/price-input";
import type { ListDescription } from "~/ui/list-page/description";
import { catalogList, createdColumn, statusColumn, titleColumn } from "./list-columns";

function Price({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <Text size="sm" style={{ whiteSpace: "nowrap" }}>{formatPrice(value, i18n.language)}</Text>;
}

function ReviewsLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/rating-reviews?product=${id}`} size="sm">
      {t("catalog.products.reviews")}
    </Anchor>
  );
}

/** Products (admin-screens §5.1). Search `q` matches the title or any variant's SKU (server). */
export const productList: ListDescription<ProductSummary> = catalogList({
  resource: "products",
  subject: "product",
  path: "/products",
  load: (query, signal) => productApi.list(query, signal),
  remove: (ids) => productApi.remove(ids),
  defaults: { orderby: "created_at", type: "desc", sortable: ["title", "purchased", "selling", "offered", "created_at", "status"] },
  columns: [
    titleColumn("/products", { thumb: true }),
    statusColumn(),
    {
      key: "brand",
      title: "catalog.fields.brand",
      render: (row) => (row.brand ? <Anchor component={Link} to={`/brands/${row.brand.id}`} size="sm">{row.brand.title}</Anchor> : "—"),
      csv: (row) => row.brand?.title ?? "",
    },
    {
      key: "categories",
      title: "catalog.fields.categories",
      render: (row) => (
        <Group gap={6}>
          {row.product_categories.map((pc) =>
            pc.category ? (
              <Anchor key={pc.category_id} component={Link} to={`/categories/${pc.category_id}`} size="sm">
                {pc.category.title}
              </Anchor>
            ) : null,
          )}
        </Group>
      ),
      csv: (row) => row.product_categories.map((pc) => pc.category?.title ?? "").filter(Boolean).join(", "),
    },
    { key: "tax", title: "catalog.fields.taxRule", render: (row) => row.tax_rules?.title || "—", csv: (row) => row.tax_rules?.title ?? "" },
    { key: "purchased", title: "catalog.fields.purchased", sortBy: "purchased", align: "right", render: (row) => <Price value={row.purchased} />, csv: (row) => row.purchased },
    { key: "selling", title: "catalog.fields.selling", sortBy: "selling", align: "right", render: (row) => <Price value={row.selling} />, csv: (row) => row.selling },
    { key: "offered", title: "catalog.fields.offered", sortBy: "offered", align: "right", render: (row) => (row.offered > 0 ? <Price value={row.offered} /> : "—"), csv: (row) => row.offered },
    createdColumn(),
    { key: "reviews", title: "catalog.products.reviews", render: (row) => <ReviewsLink id={row.id} /> },
  ],
  texts: { add: "catalog.products.add", deleteOne: "catalog.products.deleteOne", deleteMany: "catalog.products.deleteMany" },
});
