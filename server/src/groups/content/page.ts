import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { PageTable } from "../../db/tables/shop";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import { isoNow, withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { flag12, optionalIdArray, optionalString, readBody, requiredString, validateBody } from "../../http/validate";
import { defined, LANG, optionalRaw, overlayRows, pathId, requiredSlug, splitForLanguage, withoutAdminId, writeTranslation, type Ctx } from "./common";

/*
 * page (contract 5.29): CMS pages. `description` is rich-text HTML stored exactly as given; each
 * save records `trusted` = 1 only when the author holds page.edit (README: how the storefront
 * renders untrusted HTML).
 */

export const pageRoutes = new Hono<Env>();

type PageRow = Selectable<PageTable>;

export const pageJson = (r: PageRow) => withoutAdminId(r);

const SORTABLE = ["id", "title", "slug", "page_from_component", "created_at", "updated_at"] as const;

pageRoutes.get("/all", gate("page.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), SORTABLE);
  if (!sort.ok) return businessError(c, sort.message);
  const lang = requestLanguage(c);
  let q = db.selectFrom("pages").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: async (rows) => {
        const tz = c.req.query("time_zone");
        if (!lang) return withCreated(rows.map(pageJson), tz);
        // With a language only the list columns are returned (contract 5.29).
        const tr = await overlayRows(db, LANG.page, rows, lang);
        return withCreated(
          tr.map((r) => ({ id: r.id, title: r.title, slug: r.slug, created_at: r.created_at, page_from_component: r.page_from_component })),
          tz,
        );
      },
    }),
  );
});

// The footer-link editor needs the page list too, so either permission opens it.
pageRoutes.get("/all-pages", async (c) => {
  if (!can(c, "page.view") && !can(c, "footer_link.view")) return forbidden(c);
  const db = c.get("db");
  const me = c.get("admin");
  const lang = requestLanguage(c);
  let q = db.selectFrom("pages").selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const rows = await q.execute();
  if (!lang) return ok(c, rows.map(pageJson));
  return ok(c, (await overlayRows(db, LANG.page, rows, lang)).map((r) => ({ id: r.id, title: r.title })));
});

async function loadPage(c: Ctx, id: number | null): Promise<PageRow | Response> {
  if (id === null) return notFoundA(c);
  const row = await c.get("db").selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return notFoundA(c);
  const me = c.get("admin");
  if (me.isVendor && row.admin_id !== me.id) return forbidden(c);
  return row;
}

async function pageOut(c: Ctx, id: number) {
  const row = await c.get("db").selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const [tr] = await overlayRows(c.get("db"), LANG.page, [row], requestLanguage(c));
  return pageJson(tr);
}

pageRoutes.get("/find/:id", gate("page.view"), async (c) => {
  const row = await loadPage(c, pathId(c.req.param("id")));
  if (row instanceof Response) return row;
  return ok(c, await pageOut(c, row.id));
});

const pageSchema = z.object({
  title: requiredString("title", { max: 255 }),
  slug: requiredSlug("slug"),
  page_from_component: flag12("page_from_component"),
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description", { max: 2000 }),
  meta_keywords: optionalString("meta_keywords", { max: 2000 }),
  description: optionalRaw("description"),
  // Accepted for the panel's sake; page images are not tracked by this server (see README).
  wysiwyg_image_id: optionalIdArray("wysiwyg_image_id"),
});

async function action(c: Ctx, id: number | null) {
  const creating = id === null;
  const denied = denyUnless(c, creating ? "page.create" : "page.edit");
  if (denied) return denied;
  let current: PageRow | null = null;
  if (!creating) {
    const row = await loadPage(c, id);
    if (row instanceof Response) return row;
    current = row;
  }
  const v = await validateBody(c, pageSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const taken = await db
    .selectFrom("pages")
    .select("id")
    .where("slug", "=", v.data.slug)
    .$if(!creating, (q) => q.where("id", "!=", id!))
    .executeTakeFirst();
  if (taken) return businessError(c, "Slug already exists.");

  const { wysiwyg_image_id: _images, ...fields } = v.data;
  const values: Record<string, unknown> = defined(fields);
  // "An empty value clears it": a description sent as "" or null empties the page body.
  const body = (await readBody(c)) ?? {};
  if ("description" in body && (body.description === "" || body.description === null)) values.description = null;
  const { lang, base, translated } = splitForLanguage(c, LANG.page, values);
  const trusted = can(c, "page.edit") ? 1 : 0;
  const now = isoNow();
  const savedId = await db.transaction().execute(async (trx) => {
    if (current) {
      await trx.updateTable("pages").set({ ...base, trusted, updated_at: now }).where("id", "=", current.id).execute();
      if (lang) await writeTranslation(trx, LANG.page, current.id, lang, translated);
      return current.id;
    }
    const { id: newId } = await trx
      .insertInto("pages")
      .values({ ...translated, ...base, trusted, admin_id: me.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (lang) await writeTranslation(trx, LANG.page, newId, lang, translated);
    return newId;
  });
  return ok(c, await pageOut(c, savedId));
}

pageRoutes.post("/action", (c) => action(c, null));
pageRoutes.post("/action/:id", async (c) => {
  const id = pathId(c.req.param("id"));
  if (id === null) return notFoundA(c);
  return action(c, id);
});

pageRoutes.delete("/delete/:id", gate("page.delete"), async (c) => {
  const row = await loadPage(c, pathId(c.req.param("id")));
  if (row instanceof Response) return row;
  const db = c.get("db");
  // The original compared footer_links.id with the page id; here it is the page the link points to.
  const linked = await db.selectFrom("footer_links").select("id").where("page_id", "=", row.id).executeTakeFirst();
  if (linked) return businessError(c, "Please delete footer link first of this page.");
  await db.deleteFrom("pages").where("id", "=", row.id).execute();
  return ok(c, pageJson(row));
});
