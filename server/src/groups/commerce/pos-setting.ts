import { Hono } from "hono";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { Database, PosSettingTable } from "../../db/schema";
import { denyUnless, gate } from "../../http/auth";
import { notFoundB, ok, validationFailed } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow } from "../../http/format";
import { overlay, requestLanguage } from "../../http/i18n";
import { findPanel, savePanel } from "../../http/panel-version";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { optionalFlag01, optionalInteger, optionalString, readBody, validateBody } from "../../http/validate";
import { POS_SETTING_TRANSLATABLE, posSettingJson } from "../../models/core";
import type { Ctx } from "./shared";

/*
 * Contract 5.18: the caller's own POS receipt settings (one row per admin). Translatable fields
 * (address, header_text, footer_text) go to pos_setting_langs when a `language` header is sent.
 * Only the superadmin can make a row the shop default (is_default), and there is one default.
 */

export const posSettingRoutes = new Hono<Env>();

async function mine(c: Ctx, db: Kysely<Database> = c.get("db")) {
  return db.selectFrom("pos_settings").selectAll().where("admin_id", "=", c.get("admin").id).orderBy("id").limit(1).executeTakeFirst();
}

async function present(c: Ctx, row: Selectable<PosSettingTable> | undefined, db: Kysely<Database> = c.get("db")) {
  if (!row) return null;
  const lang = requestLanguage(c);
  const json = posSettingJson(row);
  if (!lang) return json;
  const tr = await db
    .selectFrom("pos_setting_langs")
    .selectAll()
    .where("pos_setting_id", "=", row.id)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return overlay(json, tr, POS_SETTING_TRANSLATABLE);
}

/** The caller's POS settings as find answers them, read on `db` (the write's transaction, or the database). */
const mineOut = async (c: Ctx, db: Kysely<Database>) => present(c, await mine(c, db), db);

posSettingRoutes.get("/find", gate("pos_setting.view"), (c) => findPanel(c, (db) => mineOut(c, db)));

const schema = z.object({
  width: optionalInteger("width", { min: 20, max: 500 }),
  address: optionalString("address", { max: 1000 }),
  header_text: optionalString("header_text", { max: 2000 }),
  footer_text: optionalString("footer_text", { max: 2000 }),
  is_default: optionalFlag01("is_default"),
});

/** Creates the caller's row when missing, in transaction `trx`; returns its id. */
async function upsert(c: Ctx, values: Partial<Record<string, unknown>>, trx: Kysely<Database>) {
  const me = c.get("admin");
  const now = isoNow();
  const existing = await mine(c, trx);
  const lang = requestLanguage(c);
  const base: Record<string, unknown> = {};
  const translated: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (lang && (POS_SETTING_TRANSLATABLE as readonly string[]).includes(k)) translated[k] = v;
    else base[k] = v;
  }
  if (base.is_default !== undefined && !me.isSuperadmin) delete base.is_default;
  if (base.is_default === 1) await trx.updateTable("pos_settings").set({ is_default: 0 }).where("is_default", "=", 1).execute();
  let id: number;
  if (existing) {
    id = existing.id;
    if (Object.keys(base).length)
      await trx
        .updateTable("pos_settings")
        .set({ ...base, updated_at: now })
        .where("id", "=", id)
        .execute();
  } else {
    id = (
      await trx
        .insertInto("pos_settings")
        .values({ ...base, admin_id: me.id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (lang && Object.keys(translated).length) {
    await trx
      .insertInto("pos_setting_langs")
      .values({ pos_setting_id: id, lang, ...translated, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["pos_setting_id", "lang"]).doUpdateSet({ ...translated, updated_at: now }))
      .execute();
  }
  return id;
}

posSettingRoutes.post("/action", async (c) => {
  const denied = denyUnless(c, (await mine(c)) ? "pos_setting.edit" : "pos_setting.create");
  if (denied) return denied;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const saved = await savePanel(
    c,
    (db) => mineOut(c, db),
    async (trx) => {
      await upsert(c, v.data, trx);
      return mineOut(c, trx);
    },
  );
  return saved instanceof Response ? saved : ok(c, saved);
});

posSettingRoutes.post("/upload", async (c) => {
  const existing = await mine(c);
  const denied = denyUnless(c, existing ? "pos_setting.edit" : "pos_setting.create");
  if (denied) return denied;
  const body = (await readBody(c)) ?? {};
  const errors = await checkUpload(body.photo, "image");
  if (errors.length) return validationFailed(c, { image: errors });
  const config = c.get("config");
  const name = await storeUpload(config.uploadDir, body.photo as File, "pos_setting");
  const id = await c
    .get("db")
    .transaction()
    .execute((trx) => upsert(c, { image: name }, trx));
  if (existing?.image && existing.image !== name) await deleteUpload(config.uploadDir, existing.image);
  const row = await c.get("db").selectFrom("pos_settings").selectAll().where("id", "=", id).executeTakeFirst();
  return ok(c, await present(c, row));
});

posSettingRoutes.delete("/delete", gate("pos_setting.delete"), async (c) => {
  const existing = await mine(c);
  if (!existing) return notFoundB(c);
  await c.get("db").deleteFrom("pos_settings").where("id", "=", existing.id).execute();
  if (existing.image) await deleteUpload(c.get("config").uploadDir, existing.image);
  return ok(c, true);
});
