import type { GroupMount } from "../mount";
import { attributeRoutes } from "./attribute";
import { brandRoutes } from "./brand";
import { bulkRoutes } from "./bulk";
import { bulkEditRoutes } from "./bulk-edit";
import { categoryRoutes } from "./category";
import { collectionRoutes } from "./collection";
import { imageAttributeRoutes } from "./image-attributes";
import { imagesRoutes } from "./images";
import { inventoryRoutes } from "./inventory";
import { productRoutes } from "./product";
import { productMediaRoutes } from "./product-media";
import { subcategoryRoutes } from "./subcategory";
import { tagRoutes } from "./tag";
import { wysiwygRoutes } from "./wysiwyg";

/** The catalog area's API groups (see server/README.md for the pattern). */
export const catalogGroups: GroupMount[] = [
  { prefix: "/category", router: categoryRoutes },
  { prefix: "/subcategory", router: subcategoryRoutes },
  { prefix: "/brand", router: brandRoutes },
  { prefix: "/attribute", router: attributeRoutes },
  { prefix: "/tag", router: tagRoutes },
  { prefix: "/product-collection", router: collectionRoutes },
  // Before the product group: its static paths stay its own whatever `product/...` routes that group adds.
  { prefix: "/product/bulk-edit", router: bulkEditRoutes },
  { prefix: "/product", router: productRoutes },
  { prefix: "/product", router: productMediaRoutes },
  { prefix: "/product-image-attributes", router: imageAttributeRoutes },
  { prefix: "/updated-inventory", router: inventoryRoutes },
  { prefix: "/wysiwyg-image", router: wysiwygRoutes },
  { prefix: "/bulk", router: bulkRoutes },
  { prefix: "/images", router: imagesRoutes },
];
