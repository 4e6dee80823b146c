import type { GroupMount } from "../mount";
import { attributeRoutes } from "./attribute";
import { brandRoutes } from "./brand";
import { categoryRoutes } from "./category";
import { collectionRoutes } from "./collection";
import { subcategoryRoutes } from "./subcategory";
import { tagRoutes } from "./tag";

/** The catalog area's API groups (see server/README.md for the pattern). */
export const catalogGroups: GroupMount[] = [
  { prefix: "/category", router: categoryRoutes },
  { prefix: "/subcategory", router: subcategoryRoutes },
  { prefix: "/brand", router: brandRoutes },
  { prefix: "/attribute", router: attributeRoutes },
  { prefix: "/tag", router: tagRoutes },
  { prefix: "/product-collection", router: collectionRoutes },
];
