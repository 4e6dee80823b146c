import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { oneOf, optionalString, readBody, requiredString, validateBody, validateValues } from "../../http/validate";
import { overlayRows, splitForRequest, writeTranslation } from "../translations";
import { siteSettingJson } from "../../models/core";
import { findPanel, savePanel } from "../../http/panel-version";
import { type Db, defined, LANG, optionalRaw } from "./common";

/*
 * site-setting (contract 5.16): the storefront's name, SEO texts, logos, colours and custom CSS.
 * The upload's `type` must name one of the three logo columns (the original wrote any column).
 */

export const siteSettingRoutes = new Hono<Env>();

async function row(db: Db) {
  const found = await db.selectFrom("site_settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (found) return found;
  const now = isoNow();
  await db.insertInto("site_settings").values({ created_at: now, updated_at: now }).execute();
  return db.selectFrom("site_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

/** The panel as find answers it in `lang`, read on `db` (the write's transaction, or the database). */
async function out(db: Db, lang: string | null) {
  const [tr] = await overlayRows(db, LANG.siteSetting, [await row(db)], lang);
  return siteSettingJson(tr);
}

siteSettingRoutes.get("/find", gate("site_setting.view"), (c) => findPanel(c, (db) => out(db, requestLanguage(c))));

const COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const color = (name: string) =>
  optionalString(name, { max: 9 }).refine((s) => s === undefined || COLOR.test(s), {
    message: `The ${name.replace(/_/g, " ")} format is invalid.`,
  });

const schema = z.object({
  site_name: requiredString("site_name", { max: 255 }),
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description", { max: 2000 }),
  site_url: optionalString("site_url", { max: 255 }).refine((s) => s === undefined || /^https?:\/\/[^\s]+$/.test(s), {
    message: "The site url format is invalid.",
  }),
  copyright_text: optionalString("copyright_text", { max: 500 }),
  meta_keywords: optionalString("meta_keywords", { max: 2000 }),
  primary_color: color("primary_color"),
  primary_hover_color: color("primary_hover_color"),
  // Custom CSS, stored as given; the storefront must put it in a <style> element as text (README).
  styling: optionalRaw("styling", 100_000),
});

siteSettingRoutes.post("/action", gate("site_setting.edit"), async (c) => {
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const { lang, base, translated } = splitForRequest(c, LANG.siteSetting, defined(v.data));
  // The version is the one find answered: in the request's language.
  const saved = await savePanel(
    c,
    (db) => out(db, requestLanguage(c)),
    async (trx) => {
      const current = await row(trx);
      await trx
        .updateTable("site_settings")
        .set({ ...base, admin_id: c.get("admin").id, updated_at: isoNow() })
        .where("id", "=", current.id)
        .execute();
      if (lang) await writeTranslation(trx, LANG.siteSetting, current.id, lang, translated);
      return out(trx, lang);
    },
  );
  return saved instanceof Response ? saved : ok(c, saved);
});

const LOGO_TYPES = ["email_logo", "header_logo", "footer_logo"] as const;

siteSettingRoutes.post("/upload", gate("site_setting.edit"), async (c) => {
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const v = validateValues(c, z.object({ type: oneOf("type", LOGO_TYPES) }), body);
  if (!v.ok) return v.response;
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const current = await row(c.get("db"));
  const uploadDir = c.get("config").uploadDir;
  const type = v.data.type;
  const name = await storeUpload(uploadDir, body.photo as File, type);
  await c
    .get("db")
    .updateTable("site_settings")
    .set({ [type]: name, updated_at: isoNow() })
    .where("id", "=", current.id)
    .execute();
  await deleteUpload(uploadDir, current[type]);
  return ok(c, await out(c.get("db"), null));
});
