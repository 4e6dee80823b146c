import { categoryLookup } from "~/api/catalog/lookups";
import { refSchema } from "~/api/resource";
import { urls } from "~/routing/urls";
import { pickerOf } from "~/ui/inputs/record-search";
import { recordRef, textOf } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { catalogFields as f, catalogFilters, CREATED, statusActions } from "./fields";

/** Sub-categories (admin-screens §5.5, contract §5.7: the legacy second level). */
export const subCategories = defineResource({
  group: "subcategory",
  subject: "subcategory",
  urls: urls.subCategories,
  fields: {
    title: f.title(),
    slug: f.slug(),
    category_id: recordRef("catalog.fields.category", { ...pickerOf(categoryLookup), required: true }),
    meta_title: f.metaTitle(),
    meta_description: f.metaDescription(),
    featured: f.featured(),
    status: f.status(),
    // The API validates the category together with the image.
    image: f.image({ uploadFields: (values) => ({ category_id: textOf(values.category_id) || undefined }) }),
  },
  extra: { category: refSchema },
  // One id per delete call (contract §5.7).
  singleDelete: true,
});

/** Title (thumb) · Status · Category · Slug · Featured · Created. */
export const subCategoryList = resourceList(subCategories, {
  columns: (c) => [
    c.title({ thumb: true }),
    c.flag("status", "status"),
    c.ref("category", "catalog.fields.category", urls.categories.edit, "category_id"),
    c.text("slug"),
    c.flag("featured", "yesNo"),
    c.created(CREATED),
  ],
  sortable: ["title", "category_id", "featured", "created_at", "status"],
  bulkActions: statusActions(subCategories),
  filters: catalogFilters(),
  texts: { add: "catalog.subCategories.add", deleteOne: "catalog.subCategories.deleteOne", deleteMany: "catalog.subCategories.deleteMany" },
});
