import type { Selectable } from "kysely";
import type { TaxRuleTable } from "../../db/schema";
import { hideAdmin } from "../../http/crud-kit";
import { notFoundB } from "../../http/envelope";
import { oneOf, requiredNumber } from "../../http/validate";
import { titledRuleRoutes } from "./titled-rule";

/* Contract 5.37: tax rules (1 flat / 2 percent). Vendors are scoped to their own rows (1.8). */

export const taxRuleJson = (r: Selectable<TaxRuleTable>) => hideAdmin(r);

// The contract answers an unknown tax rule with NF-B (bundle deals use NF-A). A percentage above
// 100 is refused with the voucher's message (the original let it through).
export const taxRuleRoutes = titledRuleRoutes(
  "tax_rule",
  notFoundB,
  ["id", "title", "type", "price", "created_at", "updated_at"],
  { type: oneOf("type", [1, 2] as const), price: requiredNumber("price", { min: 0 }) },
  (data) => (data.type === 2 && Number(data.price) > 100 ? "The price must not be greater than 100." : null),
);
