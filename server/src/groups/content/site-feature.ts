import { Hono } from "hono";
import { z } from "zod";
import { can } from "../../http/auth";
import { defined, mountResource, upsertRow, uploadTarget } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { notFoundA, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { isBlank, optionalFlag12, readBody } from "../../http/validate";
import { overlayRows, splitForRequest, writeTranslation } from "../translations";
import { LANG, requiredRaw } from "./common";
import { sanitizeHtml } from "../../http/html-sanitize";
import { mountRichTextImage } from "./page";

/*
 * site-feature (contract 5.34): the storefront's feature strip, gated by home_slider.* like the
 * original. `detail` is rich-text HTML, sanitised before it is stored (docs/decisions/0008); `trusted` records
 * whether the author held home_slider.edit. Uploads are validated and gated here (the original did
 * neither).
 */

export const siteFeatureRoutes = new Hono<Env>();

const schema = z.object({ detail: requiredRaw("detail", 20_000), status: optionalFlag12("status") });

const features = mountResource(siteFeatureRoutes, {
  table: "site_features",
  perm: "home_slider",
  json: (c, rows) => overlayRows(c.get("db"), LANG.siteFeature, rows, requestLanguage(c)),
  list: { sortable: ["id", "detail", "status", "created_at", "updated_at"], search: ["detail"] },
  find: { notFound: notFoundA },
  action: {
    schema,
    modelBinding: true,
    save: async (c, { current, data }) => {
      const detail = await sanitizeHtml(data.detail);
      // A detail that was nothing but scripts is empty once they are gone: as required as an empty one.
      if (isBlank(detail.replace(/<[^>]*>/g, "")) && !/<img\b/i.test(detail)) {
        return validationFailed(c, { form: ["The detail field is required."] });
      }
      const { lang, base, translated } = splitForRequest(c, LANG.siteFeature, defined({ ...data, detail }));
      const trusted = can(c, "home_slider.edit") ? 1 : 0;
      return c
        .get("db")
        .transaction()
        .execute(async (trx) => {
          const id = await upsertRow(trx, "site_features", current, { ...base, trusted }, translated);
          if (lang) await writeTranslation(trx, LANG.siteFeature, id, lang, translated);
          return id;
        });
    },
  },
  delete: { notFound: notFoundA, prepare: async (_trx, rows) => rows.map((r) => r.image) },
});

mountRichTextImage(siteFeatureRoutes, "site_features", "home_slider", null);

siteFeatureRoutes.post("/upload/:id?", async (c) => {
  const existing = await uploadTarget(c, "site_features", "home_slider", null);
  if (existing instanceof Response) return existing;
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const uploadDir = c.get("config").uploadDir;
  const name = await storeUpload(uploadDir, body.photo as File, "site-feature");
  const db = c.get("db");
  const now = isoNow();
  let rowId: number;
  if (existing) {
    await db.updateTable("site_features").set({ image: name, updated_at: now }).where("id", "=", existing.id).execute();
    await deleteUpload(uploadDir, existing.image);
    rowId = existing.id;
  } else {
    ({ id: rowId } = await db
      .insertInto("site_features")
      .values({ image: name, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  return features.answer(c, rowId);
});
