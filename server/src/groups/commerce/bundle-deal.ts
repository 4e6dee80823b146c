import { notFoundA } from "../../http/envelope";
import { requiredInteger } from "../../http/validate";
import { titledRuleRoutes } from "./titled-rule";

/* Contract 5.39: "buy X get Y free" deals. Vendors are scoped to their own rows (1.8). */

export const bundleDealRoutes = titledRuleRoutes("bundle_deal", notFoundA, ["id", "title", "buy", "free", "created_at", "updated_at"], {
  buy: requiredInteger("buy", { min: 0, notIn: [0] }),
  free: requiredInteger("free", { min: 0, notIn: [0] }),
});
