import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkUpload, deleteUpload, isSafeUploadName, storeUpload, uploadPath } from "../../http/uploads";
import {
  email,
  field,
  flag01,
  isBlank,
  laravel,
  oneOf,
  optionalFlag01,
  optionalString,
  readBody,
  requiredString,
  validateBody,
} from "../../http/validate";
import { findPanel, savePanel } from "../../http/panel-version";
import { validZone } from "../../http/zoned-time";
import { settingJson } from "../../models/core";
import { defined, maskSecret, nextSecret, readEnv, writeEnv, type Ctx, type Db, type Tx } from "./common";
import { secretField, smtpRoutes } from "./setting-smtp";

/*
 * setting (contract 5.15): the one-row store-wide settings plus the values the original kept in
 * its `.env` file, which live in env_settings here. Secrets (social client secrets, SMTP password)
 * are write-only: reads mask them, and saving the mask or "" back keeps the stored value. The media
 * storage panel has one more than the contract: `gcServiceAccountKey`, the JSON key of the Google
 * Cloud service account (required for GCS storage, write-only like the others).
 * Every save answers success even when nothing changed (the original said "Something went wrong").
 */

export const settingRoutes = new Hono<Env>();

async function settingRow(db: Db | Tx) {
  const row = await db.selectFrom("settings").selectAll().orderBy("id").limit(1).executeTakeFirst();
  if (row) return row;
  // The base seed always creates it; recreate defensively if someone deleted it.
  const now = isoNow();
  await db.insertInto("settings").values({ created_at: now, updated_at: now }).execute();
  return db.selectFrom("settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

/** `db` may be a transaction: then the row id must be known first (a query on the plain handle would wait for it). */
async function saveSetting(c: Ctx, values: Record<string, unknown>, db: Db | Tx = c.get("db"), rowId?: number) {
  const id = rowId ?? (await settingRow(c.get("db"))).id;
  await db
    .updateTable("settings")
    .set({ ...values, admin_id: c.get("admin").id, updated_at: isoNow() })
    .where("id", "=", id)
    .execute();
}

/** The store-wide settings as setting/find answers them: the version of the panels that write them. */
const settingFind = async (db: Db | Tx) => settingJson(await settingRow(db));

settingRoutes.get("/find", gate("setting.view"), (c) => findPanel(c, settingFind));

/** Saves values of the settings row under setting/find's version (If-Match, panel-version.ts); answers `values`. */
async function saveSettingPanel(c: Ctx, values: Record<string, unknown>): Promise<Response> {
  const saved = await savePanel(c, settingFind, async (trx) => {
    await saveSetting(c, values, trx, (await settingRow(trx)).id);
    return values;
  });
  return saved instanceof Response ? saved : ok(c, saved);
}

// ------------------------------------------------------------------ currency and address

/** decimal_format: a locale code such as `en-US` (what the panel sends) or a number of decimals. */
const decimalFormat = field<string | number | undefined>((v) => {
  if (isBlank(v)) return { ok: true, value: undefined };
  if (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 6) return { ok: true, value: v };
  if (typeof v === "string" && /^\d$/.test(v.trim())) return { ok: true, value: Number(v.trim()) };
  if (typeof v === "string" && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(v.trim())) return { ok: true, value: v.trim() };
  return { ok: false, messages: [laravel.invalidChoice("decimal_format")] };
}).optional();

const currencySchema = z.object({
  currency: requiredString("currency", { max: 10 }),
  currency_icon: requiredString("currency_icon", { max: 10 }),
  currency_position: oneOf("currency_position", [1, 2] as const),
  decimal_format: decimalFormat,
});

// The original had no permission check here.
settingRoutes.post("/currency", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, currencySchema);
  if (!v.ok) return v.response;
  const values = { ...defined(v.data), currency: v.data.currency.toUpperCase() };
  // The column is declared INTEGER; SQLite keeps a locale code as text.
  return saveSettingPanel(c, values);
});

/**
 * The shop's time zone (extension, server/docs/content-area.md): an IANA name, "" or null to clear
 * it (the panel then uses the browser's zone), absent to keep it.
 */
const shopTimeZone = field<string | null | undefined>((v) => {
  if (v === undefined) return { ok: true, value: undefined };
  if (v === null || (typeof v === "string" && v.trim() === "")) return { ok: true, value: null };
  const zone = typeof v === "string" ? validZone(v) : undefined;
  return zone ? { ok: true, value: zone } : { ok: false, messages: ["The time zone must be a valid time zone."] };
}).optional();

/**
 * Extension: the VAT number invoices print (content-area.md). Not sent keeps what is stored (a panel
 * without the field); sent blank clears it, so a shop can take a wrong one back.
 */
const vatText = optionalString("vat_number", { max: 40 });
const vatNumber = field<string | null | undefined>((v) => {
  if (v === undefined) return { ok: true, value: undefined };
  if (isBlank(v)) return { ok: true, value: null };
  const r = vatText.safeParse(v);
  return r.success ? { ok: true, value: r.data } : { ok: false, messages: r.error.issues.map((issue) => issue.message) };
  // zod 4 refuses an absent key unless the schema is marked optional.
}).optional();

const addressSchema = z.object({
  email: email("email"),
  phone: optionalString("phone", { max: 40 }),
  address_1: requiredString("address_1", { max: 255 }),
  address_2: optionalString("address_2", { max: 255 }),
  city: requiredString("city", { max: 120 }),
  state: requiredString("state", { max: 120 }),
  zip: requiredString("zip", { max: 20 }),
  country: requiredString("country", { max: 120 }),
  time_zone: shopTimeZone,
  vat_number: vatNumber,
});

settingRoutes.post("/address", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, addressSchema);
  if (!v.ok) return v.response;
  // Extension: `time_zone` ("" clears it); left out, the stored zone stays.
  const { time_zone, ...address } = v.data;
  const values = { ...defined(address), ...(time_zone === undefined ? {} : { time_zone }) };
  return saveSettingPanel(c, values);
});

// ------------------------------------------------------------------ logo and image conversion

// Stored in settings.logo (the original's handler wrote a column that did not exist).
settingRoutes.post("/upload-logo", gate("setting.edit"), async (c) => {
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const row = await settingRow(c.get("db"));
  const uploadDir = c.get("config").uploadDir;
  const name = await storeUpload(uploadDir, body.photo as File, "logo");
  await saveSetting(c, { logo: name });
  await deleteUpload(uploadDir, row.logo);
  return ok(c, await settingFind(c.get("db")));
});

const MIME: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** Base64 of a stored image (the panel embeds the logo in PDF invoices). Only image files of the upload folder. */
settingRoutes.get("/convert-image/:name", gate("setting.view"), async (c) => {
  const name = c.req.param("name");
  const ext = name.split(".").pop()?.toLowerCase() ?? "";
  const file = isSafeUploadName(name) && MIME[ext] ? uploadPath(c.get("config").uploadDir, name) : null;
  if (!file) return notFoundA(c);
  try {
    const bytes = await readFile(file);
    return ok(c, bytes.toString("base64"));
  } catch {
    return notFoundA(c);
  }
});

// ------------------------------------------------------------------ social login

const SOCIAL_KEYS = ["google_client_id", "google_client_secret", "facebook_client_id", "facebook_client_secret"] as const;

async function socialOut(db: Db | Tx) {
  const row = await settingRow(db);
  const env = await readEnv(db, SOCIAL_KEYS);
  return {
    google_login: row.google_login,
    facebook_login: row.facebook_login,
    googleClientId: env.google_client_id ?? "",
    googleClientSecret: maskSecret(env.google_client_secret),
    facebookClientId: env.facebook_client_id ?? "",
    facebookClientSecret: maskSecret(env.facebook_client_secret),
  };
}

settingRoutes.get("/social-login-find", gate("setting.view"), (c) => findPanel(c, socialOut));

const socialSchema = z.object({
  google_login: flag01("google_login"),
  facebook_login: flag01("facebook_login"),
  googleClientId: optionalString("googleClientId", { max: 500 }),
  googleClientSecret: secretField("googleClientSecret"),
  facebookClientId: optionalString("facebookClientId", { max: 500 }),
  facebookClientSecret: secretField("facebookClientSecret"),
});

settingRoutes.post("/social-login-action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, socialSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const env = await readEnv(db, SOCIAL_KEYS);
  const next = {
    google_client_id: v.data.googleClientId ?? null,
    google_client_secret: nextSecret(v.data.googleClientSecret, env.google_client_secret),
    facebook_client_id: v.data.facebookClientId ?? null,
    facebook_client_secret: nextSecret(v.data.facebookClientSecret, env.facebook_client_secret),
  };
  // An enabled login needs its complete pair (stored secrets count).
  const missing: string[] = [];
  if (v.data.google_login === 1) {
    if (!next.google_client_id) missing.push("The google client id field is required when google login is 1.");
    if (!next.google_client_secret) missing.push("The google client secret field is required when google login is 1.");
  }
  if (v.data.facebook_login === 1) {
    if (!next.facebook_client_id) missing.push("The facebook client id field is required when facebook login is 1.");
    if (!next.facebook_client_secret) missing.push("The facebook client secret field is required when facebook login is 1.");
  }
  if (missing.length) return validationFailed(c, { form: missing });
  const saved = await savePanel(c, socialOut, async (trx) => {
    await writeEnv(trx, next);
    await saveSetting(c, { google_login: v.data.google_login, facebook_login: v.data.facebook_login }, trx, (await settingRow(trx)).id);
    return socialOut(trx);
  });
  return saved instanceof Response ? saved : ok(c, saved);
});

// ------------------------------------------------------------------ SMTP (its own file)

settingRoutes.route("/", smtpRoutes);

// ------------------------------------------------------------------ media storage

const MEDIA_KEYS = [
  "media_storage",
  "thumb_prefix",
  "default_image",
  "cdn_url",
  "gc_project_id",
  "gc_storage_bucket",
  "gc_storage_path_prefix",
  "gc_service_account_key",
] as const;

async function mediaOut(db: Db | Tx) {
  const env = await readEnv(db, MEDIA_KEYS);
  return {
    mediaStorage: env.media_storage ?? "LOCAL",
    thumbPrefix: env.thumb_prefix ?? "thumb-",
    defaultImage: env.default_image ?? "default-image.svg",
    cdnUrl: env.cdn_url ?? "",
    gcProjectId: env.gc_project_id ?? "",
    gcStorageBucket: env.gc_storage_bucket ?? "",
    gcStoragePathPrefix: env.gc_storage_path_prefix ?? "",
    // Write-only: the service account's JSON key GCS uploads sign with; only a mask is answered.
    gcServiceAccountKey: maskSecret(env.gc_service_account_key),
  };
}

/** A service account key is a JSON document of a few kilobytes: a secret with a larger limit than secretField's. */
const serviceAccountKey = field<string | undefined>((v) => {
  if (isBlank(v)) return { ok: true, value: undefined };
  if (typeof v !== "string") return { ok: false, messages: [laravel.string("gcServiceAccountKey")] };
  return v.length > 10000 ? { ok: false, messages: [laravel.maxChars("gcServiceAccountKey", 10000)] } : { ok: true, value: v };
}).optional();

settingRoutes.get("/media-storage-find", gate("setting.view"), (c) => findPanel(c, mediaOut));

const httpUrl = (name: string) =>
  field<string | undefined>((v) => {
    if (isBlank(v)) return { ok: true, value: undefined };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    try {
      const u = new URL(v.trim());
      if (u.protocol === "http:" || u.protocol === "https:") return { ok: true, value: v.trim() };
    } catch {
      /* falls through */
    }
    return { ok: false, messages: [laravel.url(name)] };
  }).optional();

const mediaSchema = z
  .object({
    mediaStorage: oneOf("mediaStorage", ["LOCAL", "GCS", "URL"] as const),
    // Both end up in file names the panel asks /uploads for: plain name characters only.
    thumbPrefix: optionalString("thumbPrefix", { max: 30 }).refine((s) => s === undefined || /^[A-Za-z0-9_-]+$/.test(s), {
      message: "The thumb prefix format is invalid.",
    }),
    defaultImage: optionalString("defaultImage", { max: 255 }).refine((s) => s === undefined || isSafeUploadName(s), {
      message: "The default image format is invalid.",
    }),
    cdnUrl: httpUrl("cdnUrl"),
    gcProjectId: optionalString("gcProjectId", { max: 255 }),
    gcStorageBucket: optionalString("gcStorageBucket", { max: 255 }),
    gcStoragePathPrefix: optionalString("gcStoragePathPrefix", { max: 255 }),
    gcServiceAccountKey: serviceAccountKey,
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, msg: string) => {
      if (isBlank(ok)) ctx.addIssue({ code: "custom", message: msg });
    };
    if (v.mediaStorage === "URL") need(v.cdnUrl, "The cdn url field is required when media storage is URL.");
    if (v.mediaStorage === "GCS") {
      need(v.cdnUrl, "The cdn url field is required when media storage is GCS.");
      need(v.gcProjectId, "The gc project id field is required when media storage is GCS.");
      need(v.gcStorageBucket, "The gc storage bucket field is required when media storage is GCS.");
    }
  });

settingRoutes.post("/media-storage-action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, mediaSchema);
  if (!v.ok) return v.response;
  const d = v.data;
  const db = c.get("db");
  const storedKey = (await readEnv(db, ["gc_service_account_key"])).gc_service_account_key;
  const serviceKey = nextSecret(d.gcServiceAccountKey, storedKey);
  if (d.mediaStorage === "GCS" && !serviceKey)
    return validationFailed(c, { form: ["The gc service account key field is required when media storage is GCS."] });
  const saved = await savePanel(c, mediaOut, async (trx) => {
    await writeEnv(trx, {
      gc_service_account_key: serviceKey,
      media_storage: d.mediaStorage,
      thumb_prefix: d.thumbPrefix ?? "thumb-",
      default_image: d.defaultImage ?? "default-image.svg",
      cdn_url: d.cdnUrl ?? null,
      gc_project_id: d.gcProjectId ?? null,
      gc_storage_bucket: d.gcStorageBucket ?? null,
      gc_storage_path_prefix: d.gcStoragePathPrefix ?? null,
    });
    return mediaOut(trx);
  });
  return saved instanceof Response ? saved : ok(c, saved);
});

// ------------------------------------------------------------------ miscellaneous and analytics

const miscSchema = z.object({
  attach_pdf: flag01("attach_pdf"),
  send_seller_email: flag01("send_seller_email"),
  cookie_banner: flag01("cookie_banner"),
  vendor_registration: flag01("vendor_registration"),
  guest_checkout: flag01("guest_checkout"),
  translate_pdf: optionalFlag01("translate_pdf"),
  default_country: optionalString("default_country", { max: 10 }),
  default_state: optionalString("default_state", { max: 120 }),
});

settingRoutes.post("/miscellaneous", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, miscSchema);
  if (!v.ok) return v.response;
  return saveSettingPanel(c, defined(v.data));
});

const analyticsSchema = z
  .object({
    enable_ga: flag01("enable_ga"),
    enable_pixel: flag01("enable_pixel"),
    ga_id: optionalString("ga_id", { max: 40 }).refine((s) => s === undefined || /^[A-Za-z0-9-]+$/.test(s), {
      message: "The ga id format is invalid.",
    }),
    pixel_id: optionalString("pixel_id", { max: 40 }).refine((s) => s === undefined || /^\d+$/.test(s), {
      message: "The pixel id format is invalid.",
    }),
  })
  .superRefine((v, ctx) => {
    if (v.enable_ga === 1 && !v.ga_id) ctx.addIssue({ code: "custom", message: "The ga id field is required when enable ga is 1." });
    if (v.enable_pixel === 1 && !v.pixel_id)
      ctx.addIssue({ code: "custom", message: "The pixel id field is required when enable pixel is 1." });
  });

settingRoutes.post("/analytics", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, analyticsSchema);
  if (!v.ok) return v.response;
  return saveSettingPanel(c, defined(v.data));
});
