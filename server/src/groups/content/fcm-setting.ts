import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkJsonObject, field, laravel, optionalString, requiredString, validateBody } from "../../http/validate";
import { findPanel, savePanel } from "../../http/panel-version";
import { maskSecret, nextSecret, readEnv, writeEnv, type Db } from "./common";

/*
 * fcm-setting (extension, not in the original): Firebase Cloud Messaging for storefront push
 * notifications. `server_key` is a secret (masked on read, kept when the mask or "" is sent back);
 * `web_push_config` is the web app's Firebase config object, stored as JSON text. The server key
 * (none stored yet) and the sender id are required: push notifications need both.
 *
 * `test` is this server's "send a test notification": it sends nothing (no outbound requests) but
 * records the attempt, the last one in env_settings `fcm_last_test` (device token, sender id, who,
 * when), which `find` answers as `last_test` with the token shortened to its last 8 characters.
 */

export const fcmSettingRoutes = new Hono<Env>();

async function row(db: Db) {
  const found = await db.selectFrom("fcm_settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (found) return found;
  await db.insertInto("fcm_settings").values({ updated_at: isoNow() }).execute();
  return db.selectFrom("fcm_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

const LAST_TEST_KEY = "fcm_last_test";

interface StoredTest {
  token: string;
  sender_id: string;
  by: string;
  created_at: string;
}

/** The last recorded test as answered: the device token shortened, as it identifies a device. */
async function lastTest(db: Db) {
  const raw = (await readEnv(db, [LAST_TEST_KEY]))[LAST_TEST_KEY];
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredTest;
    return { device: `…${stored.token.slice(-8)}`, sender_id: stored.sender_id, by: stored.by, created_at: stored.created_at };
  } catch {
    return null;
  }
}

/** The panel as find answers it, read on `db` (the write's transaction, or the database). */
async function out(db: Db) {
  const r = await row(db);
  let config: unknown = null;
  try {
    config = r.web_push_config ? JSON.parse(r.web_push_config) : null;
  } catch {
    config = null;
  }
  return {
    id: r.id,
    server_key: maskSecret(r.server_key),
    sender_id: r.sender_id ?? "",
    web_push_config: config,
    updated_at: r.updated_at,
    last_test: await lastTest(db),
  };
}

/** The version covers the settings, not the record of the last test (a test is no edit of the form). */
const settingsPart = ({ last_test: _test, ...settings }: Awaited<ReturnType<typeof out>>) => settings;

fcmSettingRoutes.get("/find", gate("setting.view"), (c) => findPanel(c, out, settingsPart));

/** A JSON object, sent either as an object or as JSON text (Laravel's `json` rule message). */
const jsonObject = field<string | undefined>((v) => {
  const r = checkJsonObject("web_push_config", v);
  if (!r.ok) return r;
  if (r.value === undefined) return { ok: true, value: undefined };
  // Stored as text, so the size limit applies to the normalised JSON.
  const text = JSON.stringify(r.value);
  return text.length > 10_000 ? { ok: false, messages: [laravel.maxChars("web_push_config", 10_000)] } : { ok: true, value: text };
}).optional();

const schema = z.object({
  server_key: optionalString("server_key", { max: 1000 }),
  sender_id: requiredString("sender_id", { max: 40 }).refine((s) => /^\d+$/.test(s), {
    message: "The sender id must be a number.",
  }),
  web_push_config: jsonObject,
});

fcmSettingRoutes.post("/action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const current = await row(c.get("db"));
  const serverKey = nextSecret(v.data.server_key, current.server_key);
  if (!serverKey) return validationFailed(c, { form: [laravel.required("server_key")] });
  const write = async (trx: Db) => {
    await trx
      .updateTable("fcm_settings")
      .set({
        server_key: serverKey,
        sender_id: v.data.sender_id,
        web_push_config: v.data.web_push_config ?? null,
        updated_at: isoNow(),
      })
      .where("id", "=", current.id)
      .execute();
    return out(trx);
  };
  const saved = await savePanel(c, out, write, settingsPart);
  return saved instanceof Response ? saved : ok(c, saved);
});

/** An FCM registration token: long, letters, digits and `:_-` only. */
const DEVICE_TOKEN = /^[A-Za-z0-9:_-]{20,4096}$/;
const testSchema = z.object({
  token: requiredString("token", { max: 4096 }).refine((s) => DEVICE_TOKEN.test(s), { message: "The token format is invalid." }),
});

fcmSettingRoutes.post("/test", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, testSchema);
  if (!v.ok) return v.response;
  const current = await row(c.get("db"));
  if (!current.server_key || !current.sender_id) return businessError(c, "Please save the FCM settings first.");
  const record: StoredTest = { token: v.data.token, sender_id: current.sender_id, by: c.get("admin").email, created_at: isoNow() };
  await writeEnv(c.get("db"), { [LAST_TEST_KEY]: JSON.stringify(record) });
  return ok(c, await lastTest(c.get("db")), "Test notification recorded.");
});
