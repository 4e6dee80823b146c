import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { TaxRuleTable } from "../../db/tables/shop";
import { notFoundB } from "../../http/envelope";
import type { Env } from "../../http/env";
import { oneOf, requiredNumber, requiredString } from "../../http/validate";
import { hideAdmin } from "../../http/crud-kit";
import { mountTitledRule } from "./titled-rule";

/* Contract 5.37: tax rules (1 flat / 2 percent). Vendors are scoped to their own rows (1.8). */

export const taxRuleRoutes = new Hono<Env>();

export const taxRuleJson = (r: Selectable<TaxRuleTable>) => hideAdmin(r);

mountTitledRule(taxRuleRoutes, {
  table: "tax_rules",
  perm: "tax_rule",
  lookupPath: "/all-tax-rules",
  sortable: ["id", "title", "type", "price", "created_at", "updated_at"],
  schema: z.object({
    title: requiredString("title", { max: 255 }),
    type: oneOf("type", [1, 2] as const),
    price: requiredNumber("price", { min: 0 }),
  }),
  // The contract answers an unknown tax rule with NF-B (bundle deals use NF-A); deletes use NF-A.
  findNotFound: notFoundB,
  usedBy: { column: "tax_rule_id", message: "Unable to delete. Tax rule is being used by a product." },
});
