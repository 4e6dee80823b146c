import { urls } from "~/routing/urls";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFields as f, catalogFilters, CREATED, statusActions } from "./fields";

/** Brands (admin-screens §5.6, contract §5.8): title and slug, featured, status, an image. */
export const brands = defineResource({
  group: "brand",
  subject: "brand",
  urls: urls.brands,
  fields: { title: f.title(), slug: f.slug(), featured: f.featured(), status: f.status(), image: f.image() },
});

/** Title (thumb) · Slug · Featured · Status · Created. */
export const brandList = resourceList(brands, {
  columns: (c) => [c.title({ thumb: true }), c.text("slug"), c.flag("featured", "yesNo"), c.flag("status", "status"), c.created(CREATED)],
  sortable: ["title", "featured", "created_at", "status"],
  bulkActions: statusActions(brands),
  filters: catalogFilters(),
  texts: { add: "catalog.brands.add", deleteOne: "catalog.brands.deleteOne", deleteMany: "catalog.brands.deleteMany" },
});
