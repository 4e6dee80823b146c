import { Hono, type Context } from "hono";
import { z } from "zod";
import { recordAuthEvent } from "../activity/auth-events";
import { issueAdminToken, gate, loadAccess, revokeAdminTokens } from "../http/auth";
import { businessError, ok, tooManyAttempts, validationFailed } from "../http/envelope";
import type { Env } from "../http/env";
import { isoNow } from "../http/format";
import { DEFAULT_IMAGE, MAX_KB, THUMB_PREFIX } from "../http/uploads";
import { email, optionalString, password, requiredString, validateBody, isBlank } from "../http/validate";
import { claim, claimAll, clientAddress, forget, release, type ThrottleRule } from "../security/throttle";
import {
  adminJson,
  POS_SETTING_TRANSLATABLE,
  posSettingJson,
  publicLanguage,
  settingJson,
  siteSettingJson,
  storeJson,
} from "../models/core";
import { overlay } from "../http/i18n";
import { uploadsBase } from "../http/public-url";
import { hashPassword, verifyPassword } from "../security/password";
import { isActivated, licenceRoutes } from "./licence";
import { profileHooks } from "./profile-hooks";

/*
 * Session and profile (contract 3.1–3.4): login, logout, profile, update, update-password,
 * clear-cache, languages (forgot-password and verify-code: password-reset.ts). `authPublic` needs no token; `authRoutes` sits
 * behind requireAdmin.
 */

const WRONG_CREDENTIALS = "Wrong email/password";
const NOT_ACTIVE = "Account is not active. Please contact the admin.";
/*
 * Sign-in throttling: every attempt takes a slot before the password is checked (so parallel
 * guesses cannot slip past), a success gives its slots back. Ten failures lock the account for the
 * rest of a 15-minute window; fifty lock the address (many accounts guessed from one place).
 */
const LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };
const LOGIN_PER_ADDRESS: ThrottleRule = { limit: 50, windowSeconds: 15 * 60 };

export const authPublic = new Hono<Env>();
export const authRoutes = new Hono<Env>();
// activate, manual-activation, deactivate: the licence (its own module).
authRoutes.route("/", licenceRoutes);

// ---------------------------------------------------------------------------------------------
// Public

const loginSchema = z.object({
  // The original's own texts, except that a missing password says so and the length says 6.
  email: email("email", { messages: { required: "Email is required." } }),
  password: password("password", { messages: { required: "Password is required.", min: "Password length must be at least 6." } }),
  remember_token: z.unknown().optional(),
});

function truthy(v: unknown): boolean {
  if (isBlank(v)) return false;
  if (typeof v === "string") return !["0", "false", "no", "off"].includes(v.trim().toLowerCase());
  return Boolean(v);
}

authPublic.post("/login", async (c) => {
  const v = await validateBody(c, loginSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const accountKey = `login:account:${v.data.email}`;
  const addressKey = `login:address:${clientAddress(c, c.get("config").trustProxy)}`;
  const allowed = await claimAll(db, [
    [accountKey, LOGIN_PER_ACCOUNT],
    [addressKey, LOGIN_PER_ADDRESS],
  ]);
  if (!allowed.allowed) return tooManyAttempts(c, allowed.retryAfter);
  const admin = await db.selectFrom("admins").selectAll().where("email", "=", v.data.email).executeTakeFirst();
  // verifyPassword also runs (on a dummy) for unknown emails: same answer, same time.
  const good = await verifyPassword(v.data.password, admin?.password);
  const account = admin ? { id: admin.id, name: admin.name } : null;
  if (!admin || !good) {
    // The e-mail tried is recorded, never the password.
    await recordAuthEvent(db, c, { action: "sign-in-failed", account, email: v.data.email });
    return businessError(c, WRONG_CREDENTIALS);
  }
  await forget(db, accountKey);
  await release(db, addressKey);
  if (admin.active !== 1 || admin.verified !== 1) {
    await recordAuthEvent(db, c, { action: "sign-in-failed", account, email: v.data.email });
    return businessError(c, NOT_ACTIVE);
  }
  const { token, expiresAt } = await issueAdminToken(db, c.get("config"), admin.id, truthy(v.data.remember_token));
  const { roles } = await loadAccess(db, admin.id);
  await recordAuthEvent(db, c, { action: "sign-in", account, actor: { id: admin.id, name: admin.name, role: roles.join(",") } });
  return ok(c, { expires_in: expiresAt, token, admin: adminJson(admin) });
});

async function activeLanguages(db: Env["Variables"]["db"]) {
  const rows = await db
    .selectFrom("languages")
    .select(["name", "code", "default", "direction", "predefined"])
    .where("status", "=", 1)
    .orderBy("default", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(publicLanguage);
}

authPublic.get("/languages", async (c) => {
  const db = c.get("db");
  const [languages, activated] = await Promise.all([activeLanguages(db), isActivated(db)]);
  return ok(c, { activated, languages, ...(languages.length ? { default_language: languages[0] } : {}) });
});

// ---------------------------------------------------------------------------------------------
// Behind requireAdmin

authRoutes.get("/logout", async (c) => {
  const me = c.get("admin");
  await c
    .get("db")
    .transaction()
    .execute(async (trx) => {
      await revokeAdminTokens(trx, me.id);
      await recordAuthEvent(trx, c, { action: "sign-out", account: { id: me.id, name: me.name } });
    });
  return ok(c, [], "Successfully logged out.");
});

authRoutes.get("/profile", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const lang = c.req.query("lang")?.trim() || null;

  const [setting, siteSetting, store, languages, env, posPlugin, activated] = await Promise.all([
    db.selectFrom("settings").selectAll().orderBy("id").limit(1).executeTakeFirst(),
    db.selectFrom("site_settings").selectAll().orderBy("id").limit(1).executeTakeFirst(),
    db.selectFrom("stores").selectAll().where("admin_id", "=", me.id).executeTakeFirst(),
    activeLanguages(db),
    db.selectFrom("env_settings").select(["key", "value"]).where("key", "in", ["media_storage", "thumb_prefix", "default_image"]).execute(),
    db.selectFrom("plugins").select("public_key").where("name", "=", "pos").where("active", "=", 1).executeTakeFirst(),
    isActivated(db),
  ]);
  const envValue = (key: string) => env.find((e) => e.key === key)?.value || null;

  // The caller's own POS setting, else the shop's default one.
  const pos =
    (await db.selectFrom("pos_settings").selectAll().where("admin_id", "=", me.id).orderBy("id").limit(1).executeTakeFirst()) ??
    (await db.selectFrom("pos_settings").selectAll().where("is_default", "=", 1).orderBy("id").limit(1).executeTakeFirst()) ??
    null;
  let posSetting = pos ? posSettingJson(pos) : null;
  if (pos && posSetting && lang) {
    const tr = await db
      .selectFrom("pos_setting_langs")
      .selectAll()
      .where("pos_setting_id", "=", pos.id)
      .where("lang", "=", lang)
      .executeTakeFirst();
    posSetting = overlay(posSetting, tr, POS_SETTING_TRANSLATABLE);
  }

  return ok(c, {
    activated,
    media: { file: MAX_KB.file, image: MAX_KB.image, video: MAX_KB.video },
    user: { id: me.id, name: me.name, username: me.username, email: me.email },
    super_admin: me.roles.includes("superadmin"),
    vendor: me.roles.includes("vendor"),
    store: store ? storeJson(store) : null,
    setting: setting ? settingJson(setting) : null,
    site_setting: siteSetting ? siteSettingJson(siteSetting) : null,
    permissions: [...me.permissions],
    message_count: await profileHooks.messageCount(db, me),
    media_storage: envValue("media_storage") ?? "LOCAL",
    languages,
    ...(languages.length ? { default_language: languages[0] } : {}),
    img_src_url: uploadsBase(c),
    thumb_prefix: envValue("thumb_prefix") ?? THUMB_PREFIX,
    default_image: envValue("default_image") ?? DEFAULT_IMAGE,
    // The POS screens' switch: the active POS plugin's public key (no licence server to ask), else null.
    pos_public_key: posPlugin?.public_key ?? null,
    pos_setting: posSetting,
  });
});

/*
 * The current password confirms a profile or password change. A wrong one is refused with the
 * contract's message, filed under `password` so a form can show it beside that field. Guesses are
 * counted per account like sign-ins (ten per 15 minutes): a stolen session must not become a way
 * to find the password out.
 */
const CURRENT_PASSWORD_GUESSES: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };

async function refuseWrongCurrentPassword(c: Context<Env>, given: string): Promise<Response | null> {
  const db = c.get("db");
  const me = c.get("admin");
  const key = `profile:current-password:${me.id}`;
  const allowed = await claim(db, key, CURRENT_PASSWORD_GUESSES);
  if (!allowed.allowed) return tooManyAttempts(c, allowed.retryAfter);
  const row = await db.selectFrom("admins").select("password").where("id", "=", me.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(given, row.password))) return businessError(c, WRONG_CREDENTIALS, "password");
  await forget(db, key);
  return null;
}

const updateSchema = z.object({
  name: optionalString("name", { max: 255 }),
  username: requiredString("username", { max: 255 }),
  email: email(),
  password: password(),
});

authRoutes.post("/update", gate("profile.edit"), async (c) => {
  const v = await validateBody(c, updateSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const refused = await refuseWrongCurrentPassword(c, v.data.password);
  if (refused) return refused;
  // Another account's e-mail or username is refused, each with its own message (e-mail first).
  const takenBy = (column: "email" | "username", value: string) =>
    db.selectFrom("admins").select("id").where(column, "=", value).where("id", "!=", me.id).executeTakeFirst();
  if (await takenBy("email", v.data.email)) return businessError(c, "Email already exists.");
  if (await takenBy("username", v.data.username)) return businessError(c, "Username already exists.");
  await db
    .updateTable("admins")
    .set({
      ...(v.data.name !== undefined ? { name: v.data.name } : {}),
      username: v.data.username,
      email: v.data.email,
      updated_at: isoNow(),
    })
    .where("id", "=", me.id)
    .execute();
  const updated = await db.selectFrom("admins").selectAll().where("id", "=", me.id).executeTakeFirstOrThrow();
  return ok(c, adminJson(updated));
});

// The confirmation is optional (the contract has none); when sent, it must match.
const updatePasswordSchema = z.object({
  password: password(),
  new_password: password("new_password"),
  new_password_confirmation: optionalString("new_password_confirmation", { max: 255, trim: false }),
});

authRoutes.post("/update-password", gate("profile.edit"), async (c) => {
  const v = await validateBody(c, updatePasswordSchema);
  if (!v.ok) return v.response;
  const { password: current, new_password: next, new_password_confirmation: confirmation } = v.data;
  if (confirmation !== undefined && confirmation !== next)
    return validationFailed(c, { new_password_confirmation: ["The new password confirmation does not match."] });
  if (next === current) return validationFailed(c, { new_password: ["The new password must be different from the current password."] });
  const db = c.get("db");
  const me = c.get("admin");
  const refused = await refuseWrongCurrentPassword(c, current);
  if (refused) return refused;
  const hash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("admins").set({ password: hash, updated_at: isoNow() }).where("id", "=", me.id).execute();
    await recordAuthEvent(trx, c, { action: "password-change", account: { id: me.id, name: me.name } });
    // Whoever else holds a session of this account (a stolen token, another browser) is signed out;
    // the session that changed the password stays.
    await revokeAdminTokens(trx, me.id, { except: me.tokenId });
  });
  const updated = await db.selectFrom("admins").selectAll().where("id", "=", me.id).executeTakeFirstOrThrow();
  return ok(c, adminJson(updated));
});
