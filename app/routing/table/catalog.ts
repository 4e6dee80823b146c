import { screen, sharing, type ScreenParts } from "./entry";

/* The catalog: product groups, products and bulk upload. Part of the screen table (routing/screens.ts). */
const productGroup = sharing({ section: "nav.productGroup", areas: ["catalog"] });

export const catalogScreens = {
  ...productGroup.withRecord(
    "categories",
    { title: "screens.categories", subject: "category", menu: { at: 2, icon: "category" } },
    { title: "screens.categoryForm", idParam: "required" },
  ),
  ...productGroup.withRecord(
    "sub-categories",
    { title: "screens.subCategories", subject: "subcategory" },
    { title: "screens.subCategoryForm", idParam: "optional" },
  ),
  ...productGroup.withRecord(
    "brands",
    { title: "screens.brands", subject: "brand", menu: { at: 3, icon: "certificate" } },
    { title: "screens.brandForm", idParam: "required" },
  ),
  ...productGroup.withRecord(
    "attributes",
    { title: "screens.attributes", subject: "attribute", menu: { at: 4, icon: "adjustments" } },
    { title: "screens.attributeForm", idParam: "required" },
  ),
  ...productGroup.withRecord(
    "product-collections",
    { title: "screens.productCollections", subject: "product_collection", menu: { at: 5, icon: "stack" } },
    { title: "screens.productCollectionForm", idParam: "optional" },
  ),
  ...productGroup.withRecord(
    "products",
    { title: "screens.products", subject: "product", menu: { at: 6, icon: "package" } },
    { title: "screens.productForm", idParam: "required" },
  ),
  // Prices and stock of many products at once: changing them is editing products, so it needs edit.
  ...productGroup.screen("products.bulk-edit", {
    title: "screens.productsBulkEdit",
    subject: "product",
    parent: "products",
    opensWith: "edit",
  }),
  ...screen("bulk-upload", {
    title: "screens.bulkUpload",
    subject: "bulk_upload",
    orCreate: true,
    areas: ["catalog"],
    menu: { at: 23, icon: "upload" },
  }),
  // Its own path, so none of bulk upload's strings.
  ...screen("images", { title: "screens.images", subject: "bulk_upload", parent: "bulk-upload", areas: [] }),
} as const satisfies ScreenParts;
