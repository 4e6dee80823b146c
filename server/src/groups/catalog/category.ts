import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { CategoryTable } from "../../db/schema";
import { gate } from "../../http/auth";
import { hideAdmin, mountOwned, ownRows } from "../../http/crud-kit";
import { listFilters } from "../../http/list-filters";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, paginate, searchParam } from "../../http/pagination";
import { optionalFlag12, optionalInteger } from "../../http/validate";
import { overlayRows } from "../translations";
import {
  CATEGORY_LANG,
  created,
  type Db,
  fields,
  gateAny,
  metaFields,
  saveRowPhoto,
  saveTranslated,
  SLUG_TAKEN,
  slugTaken,
  titleLookup,
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
  title: fields.title,
  slug: fields.slug,
  ...metaFields,
  status: fields.status,
  parent: optionalInteger("parent", { min: 0 }),
  in_footer: optionalFlag12("in_footer"),
  featured: fields.featured,
});

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
  let q = ownRows(db.selectFrom("categories").selectAll(), me);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  const filtered = listFilters(c, q, true);
  if (filtered instanceof Response) return filtered;
  q = filtered.orderBy("created_at", "desc").orderBy("id", "desc");
  const lang = requestLanguage(c);
  const page = await paginate(c, db, q, {
    map: async (rows) => {
      const all = await overlayRows(db, CATEGORY_LANG, await ownRows(db.selectFrom("categories").selectAll(), me).execute(), lang);
      const shown = await overlayRows(db, CATEGORY_LANG, rows, lang);
      return withChildren(shown.map(hideAdmin), all.map(hideAdmin)).map((r) => created(c, r));
    },
  });
  return ok(c, page);
});

categoryRoutes.get("/all-categories", gateAny("category.view", "product.view"), (c) => titleLookup(c, "categories"));

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
    const up: { parent: number } | undefined = await db
      .selectFrom("categories")
      .select("parent")
      .where("id", "=", cursor)
      .executeTakeFirst();
    cursor = up?.parent;
  }
  return null;
}

const categories = mountOwned(categoryRoutes, {
  table: "categories",
  perm: "category",
  json: async (c, rows) => (await overlayRows(c.get("db"), CATEGORY_LANG, rows, requestLanguage(c))).map(hideAdmin),
  find: { notFound: notFoundA },
  action: {
    schema,
    save: async (c, { current, data }) => {
      const db = c.get("db");
      const id = current?.id ?? null;
      if (await slugTaken(db, "categories", data.slug, id)) return businessError(c, SLUG_TAKEN);
      const parentError = await checkParent(db, id, data.parent);
      if (parentError) return businessError(c, parentError);
      return saveTranslated(db, "categories", CATEGORY_LANG, id, data, c.get("admin").id, requestLanguage(c));
    },
  },
  delete: {
    notFound: notFoundB,
    prepare: async (trx, rows) => {
      const ids = rows.map((r) => r.id);
      const subImages = await trx.selectFrom("sub_categories").select("image").where("category_id", "in", ids).execute();
      // Children of a deleted category move to the root rather than disappearing with it.
      await trx
        .updateTable("categories")
        .set({ parent: 0, updated_at: isoNow() })
        .where("parent", "in", ids)
        .where("id", "not in", ids)
        .execute();
      // Sub-categories, product links, slider/banner links and translations go through ON DELETE CASCADE.
      return [...rows, ...subImages].map((r) => r.image);
    },
  },
});

categoryRoutes.post("/upload/:id?", async (c) => {
  const saved = await saveRowPhoto(c, "categories", "category");
  return "response" in saved ? saved.response : categories.answer(c, saved.id);
});
