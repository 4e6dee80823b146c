import { IconMessageStar, IconTable } from "@tabler/icons-react";
import { brandLookup, categoryLookup } from "~/api/catalog/lookups";
import type { ProductSummary } from "~/api/catalog/product";
import { urls } from "~/routing/urls";
import { pickerOf } from "~/ui/inputs/record-search";
import { CellLink, CellLinks, PriceCell } from "~/ui/list-page/cells";
import { COLUMN_PRIORITY, type ListColumn } from "~/ui/list-page/description";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFilters, CREATED } from "./fields";
import { products } from "./product-resource";
import { withPriorities } from "~/ui/list-page/columns";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

type Row = ProductSummary;

const price = (key: "purchased" | "selling" | "offered", hideZero = false): ListColumn<Row> => ({
  key,
  title: `catalog.fields.${key}`,
  sortBy: key,
  align: "right",
  render: (row) => (hideZero && row[key] <= 0 ? "—" : <PriceCell value={row[key]} />),
  csv: (row) => row[key],
});

/**
 * Products (admin-screens §5.1). Search `q` matches the title or any variant's SKU (server); the
 * API filters by brands and categories (id lists; one picked here).
 */
export const productList = resourceList(products, {
  // A phone keeps the name, status and selling price (the box scrolls); a laptop drops the rest first.
  columns: (c) =>
    withPriorities(
      [
        c.title({ thumb: true }),
        c.flag("status", "status"),
        c.ref("brand", "catalog.fields.brand", urls.brands.edit),
        {
          key: "categories",
          title: "catalog.fields.categories",
          render: (row) => (
            <CellLinks>
              {row.product_categories.map((pc) =>
                pc.category ? (
                  <CellLink key={pc.category_id} to={urls.categories.edit(pc.category_id)}>
                    {pc.category.title}
                  </CellLink>
                ) : null,
              )}
            </CellLinks>
          ),
          csv: (row) =>
            row.product_categories
              .map((pc) => pc.category?.title ?? "")
              .filter(Boolean)
              .join(", "),
        },
        {
          key: "tax",
          title: "catalog.fields.taxRule",
          render: (row) => row.tax_rules?.title || "—",
          csv: (row) => row.tax_rules?.title ?? "",
        },
        price("purchased"),
        price("selling"),
        price("offered", true),
        c.created(CREATED),
      ],
      { status: KEY, selling: KEY, offered: COLUMN_PRIORITY.normal, categories: LOW, tax: LOW, purchased: LOW, created: LOW },
    ),
  rowActions: [
    {
      key: "reviews",
      label: "catalog.products.reviews",
      icon: IconMessageStar,
      subject: "rating_review",
      href: (row) => urls.ratingReviews({ product: row.id }),
    },
  ],
  // The bulk editor opens on the ticked products, or on the list's search and filters.
  links: [
    {
      key: "bulk-edit",
      label: "catalog.bulkEdit.openFiltered",
      labelTicked: "catalog.bulkEdit.openTicked",
      icon: IconTable,
      href: ({ ids, q, filters }) =>
        urls.productsBulkEdit(
          ids.length > 0 ? { ids: ids.join(",") } : { q, brands: filters.brands, categories: filters.categories, status: filters.status },
        ),
    },
  ],
  sortable: ["title", "purchased", "selling", "offered", "created_at", "status"],
  filters: [
    { kind: "record", key: "brands", label: "catalog.fields.brand", ...pickerOf(brandLookup) },
    { kind: "record", key: "categories", label: "catalog.fields.category", ...pickerOf(categoryLookup) },
    ...catalogFilters(),
  ],
  texts: { add: "catalog.products.add", deleteOne: "catalog.products.deleteOne", deleteMany: "catalog.products.deleteMany" },
});
