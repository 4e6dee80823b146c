import { optionLookup } from "../resource";

/** The catalog's `{id, title}` lookups (pickers and filters). */
export const categoryLookup = optionLookup("category", "all-categories");
export const brandLookup = optionLookup("brand", "all-brands");
