import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { PageTable } from "../../db/schema";
import { can, gate } from "../../http/auth";
import { defined, hideAdmin, loadOwned, mountOwned, ownRows, parseId, upsertRow } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok, validationFailed } from "../../http/envelope";
import { withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { uploadsBase } from "../../http/public-url";
import { checkUpload, storeUpload } from "../../http/uploads";
import { flag12, optionalIdArray, optionalString, readBody, requiredString } from "../../http/validate";
import { overlayRows, splitForRequest, writeTranslation } from "../translations";
import { LANG, optionalRaw, requiredSlug } from "./common";
import { sanitizeHtml } from "../../http/html-sanitize";

/*
 * page (contract 5.29): CMS pages. `description` is rich-text HTML, sanitised before it is stored
 * (scripts, event handlers and `javascript:` links go; docs/decisions/0008); each save still records
 * `trusted` = 1 only when the author holds page.edit (docs/content-area.md).
 */

export const pageRoutes = new Hono<Env>();

/**
 * `POST <group>/wysiwyg-image/{id}` (an extension standing in for the contract's
 * `page-wysiwyg-image/upload` and `feature-wysiwyg-image/upload`): a picture inside the record's
 * rich text. The record must exist and be the caller's (`<perm>.edit`); the answer is the stored
 * file name and its public `url`, which the editor inserts. The HTML itself is saved with the form.
 */
export function mountRichTextImage(
  router: Hono<Env>,
  table: "pages" | "site_features",
  perm: string,
  scope: Parameters<typeof loadOwned>[3],
) {
  router.post("/wysiwyg-image/:id", gate(`${perm}.edit`), async (c) => {
    const row = await loadOwned(c, table, parseId(c.req.param("id")), scope);
    if (row instanceof Response) return row;
    if (!row) return notFoundA(c);
    const body = await readBody(c);
    if (!body) return validationFailed(c, { image: ["The photo field is required."] });
    const errors = await checkUpload(body.photo, "image", "photo");
    if (errors.length) return validationFailed(c, { image: errors });
    const name = await storeUpload(c.get("config").uploadDir, body.photo as File, "wysiwyg-image");
    return ok(c, { image: name, url: `${uploadsBase(c)}${name}` });
  });
}

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
      if (typeof values.description === "string") values.description = await sanitizeHtml(values.description);
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

mountRichTextImage(pageRoutes, "pages", "page", "vendor");

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
