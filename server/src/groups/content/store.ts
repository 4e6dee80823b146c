import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { field, optionalFlag01, optionalString, readBody, requiredString, validateBody } from "../../http/validate";
import { defined } from "../../http/crud-kit";
import { overlayRows, splitForRequest, writeTranslation } from "../translations";
import { storeJson } from "../../models/core";
import { findPanel, savePanel } from "../../http/panel-version";
import { type Ctx, type Db, LANG, requiredSlug } from "./common";

/*
 * store (contract 5.17): the caller's own store, found by stores.admin_id, so a vendor can only
 * ever read or change its own. Gated by store.view / store.edit (the original checked nothing).
 */

export const storeRoutes = new Hono<Env>();

const SLUG_TAKEN = "Slug already exists.";

/*
 * WhatsApp links need the international form (E.164): "+", the country code, at most 15 digits.
 * Spaces, dashes, dots and brackets between the digits are allowed and kept as typed.
 */
const E164 = /^\+[1-9][0-9]{7,14}$/;

function whatsappNumberOrBlank() {
  return field<string | undefined>((v) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return { ok: true, value: undefined };
    const s = typeof v === "string" ? v.trim() : null;
    if (s === null || !E164.test(s.replace(/[\s().-]/g, ""))) return { ok: false, messages: ["The whatsapp number format is invalid."] };
    return { ok: true, value: s };
  }).optional();
}

const storeSchema = z.object({
  name: requiredString("name", { max: 255 }),
  slug: requiredSlug("slug"),
  meta_title: optionalString("meta_title", { max: 255 }),
  meta_description: optionalString("meta_description", { max: 1000 }),
  meta_keywords: optionalString("meta_keywords", { max: 1000 }),
  whatsapp_btn: optionalFlag01("whatsapp_btn"),
  whatsapp_number: whatsappNumberOrBlank(),
  whatsapp_default_msg: optionalString("whatsapp_default_msg", { max: 500 }),
});

async function ownStore(c: Ctx, db: Db = c.get("db")) {
  return db.selectFrom("stores").selectAll().where("admin_id", "=", c.get("admin").id).executeTakeFirst();
}

/** The caller's store as find answers it in `lang`, read on `db` (the write's transaction, or the database). */
async function storeOut(c: Ctx, lang: string | null, db: Db = c.get("db")) {
  const row = await ownStore(c, db);
  if (!row) return null;
  const [tr] = await overlayRows(db, LANG.store, [row], lang);
  return storeJson(tr);
}

storeRoutes.get("/find", gate("store.view"), (c) => findPanel(c, (db) => storeOut(c, requestLanguage(c), db)));

storeRoutes.post("/action", gate("store.edit"), async (c) => {
  const v = await validateBody(c, storeSchema);
  if (!v.ok) return v.response;
  // A button that opens WhatsApp needs a number to open it with.
  if (v.data.whatsapp_btn === 1 && v.data.whatsapp_number === undefined)
    return validationFailed(c, { whatsapp_number: ["The whatsapp number field is required when whatsapp btn is 1."] });
  const db = c.get("db");
  const me = c.get("admin");
  const current = await ownStore(c);
  const taken = await db
    .selectFrom("stores")
    .select("id")
    .where("slug", "=", v.data.slug)
    .$if(!!current, (q) => q.where("id", "!=", current!.id))
    .executeTakeFirst();
  if (taken) return businessError(c, SLUG_TAKEN);
  const { lang, base, translated } = splitForRequest(c, LANG.store, defined(v.data));
  const now = isoNow();
  const write = async (trx: Db) => {
    // Read again in the transaction: the store find answered may have been created since.
    const stored = await ownStore(c, trx);
    if (stored) {
      if (Object.keys(base).length)
        await trx
          .updateTable("stores")
          .set({ ...base, updated_at: now })
          .where("id", "=", stored.id)
          .execute();
      if (lang) await writeTranslation(trx, LANG.store, stored.id, lang, translated);
    } else {
      // First save creates the caller's store; translated fields also fill the base row (it needs a name).
      const { id } = await trx
        .insertInto("stores")
        .values({ ...translated, ...base, name: v.data.name, slug: v.data.slug, admin_id: me.id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (lang) await writeTranslation(trx, LANG.store, id, lang, translated);
    }
    return storeOut(c, lang, trx);
  };
  // The version is the one find answered: in the request's language (a store not yet created: null's).
  const saved = await savePanel(c, (trx) => storeOut(c, requestLanguage(c), trx), write);
  return saved instanceof Response ? saved : ok(c, saved);
});

storeRoutes.post("/upload-logo", gate("store.edit"), async (c) => {
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const current = await ownStore(c);
  // The store row needs a name and slug first (store/action creates it).
  if (!current) return notFoundA(c);
  const uploadDir = c.get("config").uploadDir;
  const name = await storeUpload(uploadDir, body.photo as File, "image");
  await c.get("db").updateTable("stores").set({ image: name, updated_at: isoNow() }).where("id", "=", current.id).execute();
  await deleteUpload(uploadDir, current.image);
  return ok(c, await storeOut(c, null));
});
