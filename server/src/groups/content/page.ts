import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { PageTable } from "../../db/tables/shop";
import { can, gate } from "../../http/auth";
import { defined, hideAdmin, loadOwned, mountOwned, ownRows, parseId, upsertRow } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import { withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { flag12, optionalIdArray, optionalString, requiredString } from "../../http/validate";
import { overlayRows, splitForRequest, writeTranslation } from "../translations";
import { LANG, optionalRaw, requiredSlug } from "./common";

/*
 * page (contract 5.29): CMS pages. `description` is rich-text HTML stored exactly as given; each
 * save records `trusted` = 1 only when the author holds page.edit (README: how the storefront
 * renders untrusted HTML).
 */

export const pageRoutes = new Hono<Env>();

type PageRow = Selectable<PageTable>;

export const pageJson = (r: PageRow) => hideAdmin(r);

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

mountOwned(pageRoutes, {
  table: "pages",
  perm: "page",
  json: async (c, rows) => (await overlayRows(c.get("db"), LANG.page, rows, requestLanguage(c))).map(pageJson),
  list: {
    sortable: ["id", "title", "slug", "page_from_component", "created_at", "updated_at"],
    search: ["title"],
    items: async (c, rows) => {
      const tz = c.req.query("time_zone");
      const lang = requestLanguage(c);
      if (!lang) return withCreated(rows.map(pageJson), tz);
      // With a language only the list columns are returned (contract 5.29).
      const tr = await overlayRows(c.get("db"), LANG.page, rows, lang);
      return withCreated(
        tr.map((r) => ({ id: r.id, title: r.title, slug: r.slug, created_at: r.created_at, page_from_component: r.page_from_component })),
        tz,
      );
    },
  },
  find: { notFound: notFoundA },
  action: {
    schema: pageSchema,
    modelBinding: true,
    save: async (c, { current, data, body }) => {
      const db = c.get("db");
      const taken = await db
        .selectFrom("pages")
        .select("id")
        .where("slug", "=", data.slug)
        .$if(!!current, (q) => q.where("id", "!=", current!.id))
        .executeTakeFirst();
      if (taken) return businessError(c, "Slug already exists.");
      const { wysiwyg_image_id: _images, ...fields } = data;
      const values: Record<string, unknown> = defined(fields);
      // "An empty value clears it": a description sent as "" or null empties the page body.
      if ("description" in body && (body.description === "" || body.description === null)) values.description = null;
      const { lang, base, translated } = splitForRequest(c, LANG.page, values);
      const trusted = can(c, "page.edit") ? 1 : 0;
      return db.transaction().execute(async (trx) => {
        // A new page also gets the translated fields as its base values.
        const id = await upsertRow(trx, "pages", current, { ...base, trusted }, { ...translated, admin_id: c.get("admin").id });
        if (lang) await writeTranslation(trx, LANG.page, id, lang, translated);
        return id;
      });
    },
  },
});

// The footer-link editor needs the page list too, so either permission opens it.
pageRoutes.get("/all-pages", async (c) => {
  if (!can(c, "page.view") && !can(c, "footer_link.view")) return forbidden(c);
  const db = c.get("db");
  const me = c.get("admin");
  const lang = requestLanguage(c);
  const rows = await ownRows(db.selectFrom("pages").selectAll().orderBy("created_at", "asc").orderBy("id", "asc"), me).execute();
  if (!lang) return ok(c, rows.map(pageJson));
  return ok(
    c,
    (await overlayRows(db, LANG.page, rows, lang)).map((r) => ({ id: r.id, title: r.title })),
  );
});

// One id, answering the deleted page (contract 5.29).
pageRoutes.delete("/delete/:id", gate("page.delete"), async (c) => {
  const row = await loadOwned(c, "pages", parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (!row) return notFoundA(c);
  const db = c.get("db");
  // The original compared footer_links.id with the page id; here it is the page the link points to.
  const linked = await db.selectFrom("footer_links").select("id").where("page_id", "=", row.id).executeTakeFirst();
  if (linked) return businessError(c, "Please delete footer link first of this page.");
  await db.deleteFrom("pages").where("id", "=", row.id).execute();
  return ok(c, pageJson(row));
});
