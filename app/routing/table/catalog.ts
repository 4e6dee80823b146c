import { withRecord, type ScreenParts } from "./entry";

/* The catalog: product groups, products and bulk upload. Part of the screen table (routing/screens.ts). */

export const catalogScreens = {
  ...withRecord(
    "categories",
    {
      path: "categories",
      title: "screens.categories",
      subject: "category",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 2, icon: "category" },
    },
    { title: "screens.categoryForm", idParam: "required" },
  ),
  ...withRecord(
    "sub-categories",
    {
      path: "sub-categories",
      title: "screens.subCategories",
      subject: "subcategory",
      section: "nav.productGroup",
      areas: ["catalog"],
    },
    { title: "screens.subCategoryForm", idParam: "optional" },
  ),
  ...withRecord(
    "brands",
    {
      path: "brands",
      title: "screens.brands",
      subject: "brand",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 3, icon: "certificate" },
    },
    { title: "screens.brandForm", idParam: "required" },
  ),
  ...withRecord(
    "attributes",
    {
      path: "attributes",
      title: "screens.attributes",
      subject: "attribute",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 4, icon: "adjustments" },
    },
    { title: "screens.attributeForm", idParam: "required" },
  ),
  ...withRecord(
    "product-collections",
    {
      path: "product-collections",
      title: "screens.productCollections",
      subject: "product_collection",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 5, icon: "stack" },
    },
    { title: "screens.productCollectionForm", idParam: "optional" },
  ),
  ...withRecord(
    "products",
    {
      path: "products",
      title: "screens.products",
      subject: "product",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 6, icon: "package" },
    },
    { title: "screens.productForm", idParam: "required" },
  ),
  "bulk-upload": {
    path: "bulk-upload",
    title: "screens.bulkUpload",
    subject: "bulk_upload",
    orCreate: true,
    areas: ["catalog"],
    menu: { at: 23, icon: "upload" },
  },
  // Its own path, so none of bulk upload's strings.
  images: { path: "images", title: "screens.images", subject: "bulk_upload", parent: "bulk-upload", areas: [] },
} as const satisfies ScreenParts;
