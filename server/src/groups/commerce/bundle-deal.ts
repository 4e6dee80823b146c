import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { BundleDealTable } from "../../db/tables/shop";
import { notFoundA } from "../../http/envelope";
import type { Env } from "../../http/env";
import { requiredInteger, requiredString } from "../../http/validate";
import { hideAdmin } from "../../http/crud-kit";
import { mountTitledRule } from "./titled-rule";

/* Contract 5.39: "buy X get Y free" deals. Vendors are scoped to their own rows (1.8). */

export const bundleDealRoutes = new Hono<Env>();

export const bundleDealJson = (r: Selectable<BundleDealTable>) => hideAdmin(r);

mountTitledRule(bundleDealRoutes, {
  table: "bundle_deals",
  perm: "bundle_deal",
  lookupPath: "/all-bundle-deals",
  sortable: ["id", "title", "buy", "free", "created_at", "updated_at"],
  schema: z.object({
    title: requiredString("title", { max: 255 }),
    buy: requiredInteger("buy", { min: 0, notIn: [0] }),
    free: requiredInteger("free", { min: 0, notIn: [0] }),
  }),
  findNotFound: notFoundA,
  usedBy: { column: "bundle_deal_id", message: "Unable to delete. Bundle deal is being used by a product." },
});
