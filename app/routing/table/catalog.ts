import type { ScreenParts } from "./entry";

/* The catalog: product groups, products and bulk upload. Part of the screen table (routing/screens.ts). */

export const catalogScreens = {
  categories: {
    path: "categories",
    title: "screens.categories",
    subject: "category",
    section: "nav.productGroup",
    areas: ["catalog"],
    menu: { at: 2, icon: "category" },
  },
  "categories.$id": {
    path: "categories/:id",
    title: "screens.categoryForm",
    subject: "category",
    parent: "categories",
    idParam: "required",
  },
  "sub-categories": {
    path: "sub-categories",
    title: "screens.subCategories",
    subject: "subcategory",
    section: "nav.productGroup",
    areas: ["catalog"],
  },
  "sub-categories.$id": {
    path: "sub-categories/:id?",
    title: "screens.subCategoryForm",
    subject: "subcategory",
    parent: "sub-categories",
    idParam: "optional",
  },
  brands: {
    path: "brands",
    title: "screens.brands",
    subject: "brand",
    section: "nav.productGroup",
    areas: ["catalog"],
    menu: { at: 3, icon: "certificate" },
  },
  "brands.$id": { path: "brands/:id", title: "screens.brandForm", subject: "brand", parent: "brands", idParam: "required" },
  attributes: {
    path: "attributes",
    title: "screens.attributes",
    subject: "attribute",
    section: "nav.productGroup",
    areas: ["catalog"],
    menu: { at: 4, icon: "adjustments" },
  },
  "attributes.$id": {
    path: "attributes/:id",
    title: "screens.attributeForm",
    subject: "attribute",
    parent: "attributes",
    idParam: "required",
  },
  "product-collections": {
    path: "product-collections",
    title: "screens.productCollections",
    subject: "product_collection",
    section: "nav.productGroup",
    areas: ["catalog"],
    menu: { at: 5, icon: "stack" },
  },
  "product-collections.$id": {
    path: "product-collections/:id?",
    title: "screens.productCollectionForm",
    subject: "product_collection",
    parent: "product-collections",
    idParam: "optional",
  },
  products: {
    path: "products",
    title: "screens.products",
    subject: "product",
    section: "nav.productGroup",
    areas: ["catalog"],
    menu: { at: 6, icon: "package" },
  },
  "products.$id": { path: "products/:id", title: "screens.productForm", subject: "product", parent: "products", idParam: "required" },
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
