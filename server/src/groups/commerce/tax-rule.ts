import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { TaxRuleTable } from "../../db/tables/shop";
import { can, denyUnless, gate } from "../../http/auth";
import { businessError, forbidden, notFoundA, notFoundB, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow, withCreated } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { oneOf, requiredNumber, requiredString, validateBody } from "../../http/validate";
import { deleteOwnedList, hideAdmin, loadOwned, parseId, saveTitle, translating, withTitles } from "./shared";

/* Contract 5.37: tax rules (1 flat / 2 percent). Vendors are scoped to their own rows (1.8). */

export const taxRuleRoutes = new Hono<Env>();

export const taxRuleJson = (r: Selectable<TaxRuleTable>) => hideAdmin(r);

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  type: oneOf("type", [1, 2] as const),
  price: requiredNumber("price", { min: 0 }),
});

taxRuleRoutes.get("/all", gate("tax_rule.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "type", "price", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("tax_rules").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: async (rows) => withCreated((await withTitles(c, db, "tax_rules", rows)).map(taxRuleJson), c.req.query("time_zone")) }));
});

// Lookup for the product form: vendors create products too, so product.create/edit also opens it.
taxRuleRoutes.get("/all-tax-rules", async (c) => {
  if (!["tax_rule.view", "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
  const db = c.get("db");
  const rows = await db.selectFrom("tax_rules").select(["id", "title"]).orderBy("created_at").orderBy("id").execute();
  return ok(c, await withTitles(c, db, "tax_rules", rows));
});

taxRuleRoutes.get("/find/:id", gate("tax_rule.view"), async (c) => {
  const id = parseId(c.req.param("id"));
  if (!id) return notFoundB(c);
  const found = await loadOwned(c, "tax_rules", id);
  if (found.state === "missing") return notFoundB(c);
  if (found.state === "forbidden") return forbidden(c);
  return ok(c, taxRuleJson((await withTitles(c, c.get("db"), "tax_rules", [found.row]))[0]));
});

taxRuleRoutes.post("/action/:id?", async (c) => {
  const rawId = c.req.param("id");
  const denied = denyUnless(c, rawId ? "tax_rule.edit" : "tax_rule.create");
  if (denied) return denied;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const now = isoNow();
  if (rawId) {
    const id = parseId(rawId);
    const found = id ? await loadOwned(c, "tax_rules", id) : { state: "missing" as const };
    if (found.state === "missing") return ok(c, null);
    if (found.state === "forbidden") return forbidden(c);
    // With a `language` header the title goes to the translation row only.
    const { title, ...rest } = v.data;
    await db.updateTable("tax_rules").set({ ...rest, ...(translating(c) ? {} : { title }), updated_at: now }).where("id", "=", found.row.id).execute();
    await saveTitle(c, db, "tax_rules", found.row.id, title);
    const row = await db.selectFrom("tax_rules").selectAll().where("id", "=", found.row.id).executeTakeFirstOrThrow();
    return ok(c, taxRuleJson((await withTitles(c, db, "tax_rules", [row]))[0]));
  }
  const row = await db
    .insertInto("tax_rules")
    .values({ ...v.data, admin_id: me.id, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveTitle(c, db, "tax_rules", row.id, v.data.title);
  return ok(c, taxRuleJson(row));
});

taxRuleRoutes.delete("/delete/:ids", gate("tax_rule.delete"), (c) =>
  deleteOwnedList(c, "tax_rules", c.req.param("ids"), notFoundA, async (trx, ids) => {
    const used = await trx.selectFrom("products").select("id").where("tax_rule_id", "in", ids).limit(1).executeTakeFirst();
    return used ? "Unable to delete. Tax rule is being used by a product." : null;
  }),
);
