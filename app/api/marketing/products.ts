import { http } from "../client";
import { productSummarySchema, type ProductSummary } from "../catalog/product";
import { parsePage } from "../resource";

/** The first page of products whose title matches `q` (a picker's options; typing narrows them). */
export async function searchProducts(q: string): Promise<ProductSummary[]> {
  const page = parsePage(await http.get<unknown>("product/all", { q, orderby: "title", type: "asc" }), productSummarySchema);
  return page.data;
}
