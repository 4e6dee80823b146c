import { saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import { parseId } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam } from "../../http/pagination";
import { requiredString, validateBody } from "../../http/validate";
import { created } from "./common";

/*
 * Tags (contract 5.11): free-text labels offered by the product form. The original had no
 * permission checks here; listing needs product.view and writing product.create / product.edit.
 * Tags are the shop's, shared by every vendor's products (they have no owner): anyone who may create
 * products may add a tag (an existing title answers that tag), but renaming one renames it on every
 * vendor's products, so only admins who are not vendors may (server/README.md, "Tag ownership").
 */

export const tagRoutes = new Hono<Env>();

const schema = z.object({ title: requiredString("title", { max: 255 }) });

tagRoutes.get("/all", gate("product.view"), async (c) => {
  const db = c.get("db");
  let q = db.selectFrom("tags").select(["id", "title", "created_at", "updated_at"]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy("created_at", "desc").orderBy("id", "desc");
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => created(c, r)) }));
});

tagRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const idParam = c.req.param("id");
  const denied = denyUnless(c, idParam === undefined ? "product.create" : "product.edit");
  if (denied) return denied;
  if (idParam !== undefined && c.get("admin").isVendor) return forbidden(c);
  const id = idParam === undefined ? null : parseId(idParam);
  const existing = id ? await db.selectFrom("tags").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (idParam !== undefined && !existing) return notFoundA(c);
  // A tag renamed from an older version of its row in tag/all (If-Match, record-version.ts).
  const stale = existing && (await staleVersion(c, existing, async () => existing));
  if (stale) return stale;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const same = await db.selectFrom("tags").selectAll().where("title", "=", v.data.title).executeTakeFirst();
  const now = isoNow();
  if (!existing) {
    // Creating a tag that exists returns that tag instead of a duplicate (the original answered []).
    if (same) return ok(c, same);
    const row = await db
      .insertInto("tags")
      .values({ title: v.data.title, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(c, row);
  }
  if (same && same.id !== existing.id) return validationFailed(c, { form: ["The title has already been taken."] });
  const rename = async () => {
    await db.updateTable("tags").set({ title: v.data.title, updated_at: now }).where("id", "=", existing.id).execute();
    return existing.id;
  };
  const saved = await saveAtVersion(c, "tags", existing, async (row) => row, rename);
  if (saved instanceof Response) return saved;
  const row = await db.selectFrom("tags").selectAll().where("id", "=", existing.id).executeTakeFirstOrThrow();
  return ok(versioned(c, row), row);
});
