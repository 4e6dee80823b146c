import { urls } from "~/routing/urls";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFields as f, catalogFilters, CREATED, statusActions } from "./fields";

/** Product collections (admin-screens §5.10, contract §5.42); membership is set on the product form. */
export const collections = defineResource({
  group: "product-collection",
  subject: "product_collection",
  urls: urls.productCollections,
  fields: { title: f.title(), slug: f.slug(), status: f.status() },
});

/** Title · Slug · Status · Created. */
export const collectionList = resourceList(collections, {
  columns: (c) => [c.title(), c.text("slug"), c.flag("status", "status"), c.created(CREATED)],
  sortable: ["title", "created_at", "status"],
  bulkActions: statusActions(collections),
  filters: catalogFilters(),
  texts: { add: "catalog.collections.add", deleteOne: "catalog.collections.deleteOne", deleteMany: "catalog.collections.deleteMany" },
});
