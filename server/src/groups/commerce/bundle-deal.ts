import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { BundleDealTable } from "../../db/tables/shop";
import { can, denyUnless, gate } from "../../http/auth";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow, withCreated } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { requiredInteger, requiredString, validateBody } from "../../http/validate";
import { deleteOwnedList, hideAdmin, loadOwned, parseId, saveTitle, translating, withTitles } from "./shared";

/* Contract 5.39: "buy X get Y free" deals. Vendors are scoped to their own rows (1.8). */

export const bundleDealRoutes = new Hono<Env>();

export const bundleDealJson = (r: Selectable<BundleDealTable>) => hideAdmin(r);

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  buy: requiredInteger("buy", { min: 0, notIn: [0] }),
  free: requiredInteger("free", { min: 0, notIn: [0] }),
});

bundleDealRoutes.get("/all", gate("bundle_deal.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "buy", "free", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("bundle_deals").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: async (rows) => withCreated((await withTitles(c, db, "bundle_deals", rows)).map(bundleDealJson), c.req.query("time_zone")) }));
});

// Lookup for the product form: vendors create products too, so product.create/edit also opens it.
bundleDealRoutes.get("/all-bundle-deals", async (c) => {
  if (!["bundle_deal.view", "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
  const db = c.get("db");
  const rows = await db.selectFrom("bundle_deals").select(["id", "title"]).orderBy("created_at").orderBy("id").execute();
  return ok(c, await withTitles(c, db, "bundle_deals", rows));
});

bundleDealRoutes.get("/find/:id", gate("bundle_deal.view"), async (c) => {
  const id = parseId(c.req.param("id"));
  if (!id) return notFoundA(c);
  const found = await loadOwned(c, "bundle_deals", id);
  if (found.state === "missing") return notFoundA(c);
  if (found.state === "forbidden") return forbidden(c);
  return ok(c, bundleDealJson((await withTitles(c, c.get("db"), "bundle_deals", [found.row]))[0]));
});

bundleDealRoutes.post("/action/:id?", async (c) => {
  const rawId = c.req.param("id");
  const denied = denyUnless(c, rawId ? "bundle_deal.edit" : "bundle_deal.create");
  if (denied) return denied;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const now = isoNow();
  if (rawId) {
    const id = parseId(rawId);
    const found = id ? await loadOwned(c, "bundle_deals", id) : { state: "missing" as const };
    if (found.state === "missing") return ok(c, null);
    if (found.state === "forbidden") return forbidden(c);
    // With a `language` header the title goes to the translation row only.
    const { title, ...rest } = v.data;
    await db.updateTable("bundle_deals").set({ ...rest, ...(translating(c) ? {} : { title }), updated_at: now }).where("id", "=", found.row.id).execute();
    await saveTitle(c, db, "bundle_deals", found.row.id, title);
    const row = await db.selectFrom("bundle_deals").selectAll().where("id", "=", found.row.id).executeTakeFirstOrThrow();
    return ok(c, bundleDealJson((await withTitles(c, db, "bundle_deals", [row]))[0]));
  }
  const row = await db
    .insertInto("bundle_deals")
    .values({ ...v.data, admin_id: me.id, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveTitle(c, db, "bundle_deals", row.id, v.data.title);
  return ok(c, bundleDealJson(row));
});

bundleDealRoutes.delete("/delete/:ids", gate("bundle_deal.delete"), (c) =>
  deleteOwnedList(c, "bundle_deals", c.req.param("ids"), notFoundA, async (trx, ids) => {
    const used = await trx.selectFrom("products").select("id").where("bundle_deal_id", "in", ids).limit(1).executeTakeFirst();
    return used ? "Unable to delete. Bundle deal is being used by a product." : null;
  }),
);
