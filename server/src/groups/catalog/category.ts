import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { CategoryTable } from "../../db/tables/shop";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, paginate, searchParam } from "../../http/pagination";
import { optionalFlag12, optionalInteger, optionalString, requiredString, validateBody } from "../../http/validate";
import {
  gateAny,
  CATEGORY_LANG,
  created,
  type Ctx,
  type Db,
  denyForeign,
  hideAdmin,
  parseId,
  parseIdList,
  removeFile,
  saveRowPhoto,
  saveTranslated,
  SLUG_TAKEN,
  titleLookup,
  translateRows,
} from "./common";

/*
 * Categories (contract 5.6): a two-level-or-deeper tree through `parent` (0 = root). Lists carry the
 * recursive `child` array; deletes re-parent children to the root.
 */

export const categoryRoutes = new Hono<Env>();

type CategoryRow = Selectable<CategoryTable>;
type CategoryJson = Omit<CategoryRow, "admin_id">;
type CategoryNode = CategoryJson & { child: CategoryNode[] };

const SAME_PARENT = "Category and parent category can not be the same";
const PARENT_CYCLE = "A category can not be moved under one of its own sub-categories.";

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  slug: requiredString("slug", { max: 255 }),
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description"),
  meta_keywords: optionalString("meta_keywords"),
  status: optionalFlag12("status"),
  parent: optionalInteger("parent", { min: 0 }),
  in_footer: optionalFlag12("in_footer"),
  featured: optionalFlag12("featured"),
});

/** The category as the API shows it (translated when a language is chosen). */
export async function categoryJson(c: Ctx, db: Db, id: number): Promise<CategoryJson | null> {
  const row = await db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [t] = await translateRows(db, CATEGORY_LANG, [row], requestLanguage(c));
  return hideAdmin(t);
}

/** Builds `child` for each given category from the full set (guarding against stored cycles). */
function withChildren(roots: CategoryJson[], all: CategoryJson[]): CategoryNode[] {
  const byParent = new Map<number, CategoryJson[]>();
  for (const r of all) {
    const list = byParent.get(r.parent) ?? [];
    list.push(r);
    byParent.set(r.parent, list);
  }
  const build = (node: CategoryJson, seen: Set<number>): CategoryNode => {
    const kids = (byParent.get(node.id) ?? []).filter((k) => !seen.has(k.id));
    const next = new Set(seen).add(node.id);
    return { ...node, child: kids.map((k) => build(k, next)) };
  };
  return roots.map((r) => build(r, new Set([r.id])));
}

categoryRoutes.get("/all", gate("category.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  let q = db.selectFrom("categories").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy("created_at", "desc").orderBy("id", "desc");
  const lang = requestLanguage(c);
  const page = await paginate(c, db, q, {
    map: async (rows) => {
      let all = await db
        .selectFrom("categories")
        .selectAll()
        .$if(me.isVendor, (b) => b.where("admin_id", "=", me.id))
        .execute();
      all = await translateRows(db, CATEGORY_LANG, all, lang);
      const shown = await translateRows(db, CATEGORY_LANG, rows, lang);
      return withChildren(shown.map(hideAdmin), all.map(hideAdmin)).map((r) => created(c, r));
    },
  });
  return ok(c, page);
});

categoryRoutes.get("/all-categories", gateAny("category.view", "product.view"), (c) => titleLookup(c, "categories"));

categoryRoutes.get("/find/:id", gate("category.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("categories").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await categoryJson(c, db, row.id));
});

/** Refuses a parent that is the category itself, unknown, or below it in the tree. */
async function checkParent(db: Db, id: number | null, parent: number | undefined): Promise<string | null> {
  if (!parent) return null;
  if (id !== null && parent === id) return SAME_PARENT;
  const found = await db.selectFrom("categories").select("id").where("id", "=", parent).executeTakeFirst();
  if (!found) return "The selected parent is invalid.";
  if (id === null) return null;
  // Walk up from the new parent: meeting `id` means the move would create a cycle.
  let cursor: number | undefined = parent;
  const seen = new Set<number>();
  while (cursor && !seen.has(cursor)) {
    if (cursor === id) return PARENT_CYCLE;
    seen.add(cursor);
    const up: { parent: number } | undefined = await db.selectFrom("categories").select("parent").where("id", "=", cursor).executeTakeFirst();
    cursor = up?.parent;
  }
  return null;
}

categoryRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "category.create" : "category.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("categories").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  // An unknown id is "an update of nothing" (contract 1.6).
  if (id !== null && !existing) return ok(c, null);
  const slugOwner = await db.selectFrom("categories").select("id").where("slug", "=", v.data.slug).executeTakeFirst();
  if (slugOwner && slugOwner.id !== id) return businessError(c, SLUG_TAKEN);
  const parentError = await checkParent(db, id, v.data.parent);
  if (parentError) return businessError(c, parentError);
  const savedId = await saveTranslated(db, "categories", CATEGORY_LANG, id, v.data, me.id, requestLanguage(c));
  return ok(c, await categoryJson(c, db, savedId));
});

categoryRoutes.delete("/delete/:ids", gate("category.delete"), async (c) => {
  const db = c.get("db");
  const ids = parseIdList(c.req.param("ids"));
  if (!ids) return notFoundB(c);
  const rows = await db.selectFrom("categories").select(["id", "admin_id", "image"]).where("id", "in", ids).execute();
  // All or nothing: one unknown id aborts before anything is deleted (README).
  if (rows.length !== ids.length) return notFoundB(c);
  for (const r of rows) {
    const denied = denyForeign(c, r);
    if (denied) return denied;
  }
  const subImages = await db.selectFrom("sub_categories").select("image").where("category_id", "in", ids).execute();
  await db.transaction().execute(async (trx) => {
    // Children of a deleted category move to the root rather than disappearing with it.
    await trx.updateTable("categories").set({ parent: 0, updated_at: isoNow() }).where("parent", "in", ids).where("id", "not in", ids).execute();
    // Sub-categories, product links, slider/banner links and translations go through ON DELETE CASCADE.
    await trx.deleteFrom("categories").where("id", "in", ids).execute();
  });
  for (const r of [...rows, ...subImages]) await removeFile(c, r.image);
  return ok(c, true);
});

categoryRoutes.post("/upload/:id?", async (c) => {
  const saved = await saveRowPhoto(c, "categories", "category");
  return "response" in saved ? saved.response : ok(c, await categoryJson(c, c.get("db"), saved.id));
});
