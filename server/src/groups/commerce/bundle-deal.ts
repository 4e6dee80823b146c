import { gate } from "../../http/auth";
import { ownRows } from "../../http/crud-kit";
import { notFoundA, ok } from "../../http/envelope";
import { requiredInteger } from "../../http/validate";
import { titledRuleRoutes } from "./titled-rule";

/* Contract 5.39: "buy X get Y free" deals. Vendors are scoped to their own rows (1.8). */

export const bundleDealRoutes = titledRuleRoutes("bundle_deal", notFoundA, ["id", "title", "buy", "free", "created_at", "updated_at"], {
  buy: requiredInteger("buy", { min: 0, notIn: [0] }),
  free: requiredInteger("free", { min: 0, notIn: [0] }),
});

/*
 * Extension: `products/{id}`, the products that use the deal (the form lists them; a deal is
 * attached from the product form). A vendor sees only its own products; an unknown id answers [].
 */
bundleDealRoutes.get("/products/:id", gate("bundle_deal.view"), async (c) => {
  const id = Number(c.req.param("id"));
  if (!Number.isInteger(id) || id < 1) return notFoundA(c);
  const q = c
    .get("db")
    .selectFrom("products")
    .select(["id", "title", "slug"])
    .where("bundle_deal_id", "=", id)
    .orderBy("title")
    .orderBy("id");
  return ok(c, await ownRows(q, c.get("admin")).limit(200).execute());
});
