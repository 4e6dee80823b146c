import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkJsonObject, field, laravel, optionalString, validateBody } from "../../http/validate";
import { maskSecret, nextSecret, type Ctx } from "./common";

/*
 * fcm-setting (extension, not in the original): Firebase Cloud Messaging for storefront push
 * notifications. `server_key` is a secret (masked on read, kept when the mask or "" is sent back);
 * `web_push_config` is the web app's Firebase config object, stored as JSON text.
 */

export const fcmSettingRoutes = new Hono<Env>();

async function row(c: Ctx) {
  const db = c.get("db");
  const found = await db.selectFrom("fcm_settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (found) return found;
  await db.insertInto("fcm_settings").values({ updated_at: isoNow() }).execute();
  return db.selectFrom("fcm_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

async function out(c: Ctx) {
  const r = await row(c);
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
  };
}

fcmSettingRoutes.get("/find", gate("setting.view"), async (c) => ok(c, await out(c)));

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
  sender_id: optionalString("sender_id", { max: 40 }).refine((s) => s === undefined || /^\d+$/.test(s), {
    message: "The sender id must be a number.",
  }),
  web_push_config: jsonObject,
});

fcmSettingRoutes.post("/action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const current = await row(c);
  await c
    .get("db")
    .updateTable("fcm_settings")
    .set({
      server_key: nextSecret(v.data.server_key, current.server_key),
      sender_id: v.data.sender_id ?? null,
      web_push_config: v.data.web_push_config ?? null,
      updated_at: isoNow(),
    })
    .where("id", "=", current.id)
    .execute();
  return ok(c, await out(c));
});
