import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { Env } from "../../http/env";
import { isoNow } from "../../http/format";
import { field, isBlank, label, laravel, TEXT_LIMITS } from "../../http/validate";
import type { LangSpec } from "../translations";

/*
 * Helpers shared by the content area's groups: secret masking, the `.env`-style key/value
 * settings, translation rows of the area's entities. Ids in paths come from the CRUD kit.
 */

export type Ctx = Context<Env>;
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

// ---------------------------------------------------------------------------------------------
// Secrets: write-only. Reads show a mask; sending the mask (or "") back keeps the stored value.

const MASK = "••••";

export function maskSecret(value: string | null | undefined): string {
  if (!value) return "";
  return value.length <= 4 ? MASK : `${MASK}${value.slice(-4)}`;
}

/** True when a submitted secret means "keep what is stored": absent, empty, or a mask we handed out. */
export function keepsSecret(submitted: unknown): boolean {
  return isBlank(submitted) || (typeof submitted === "string" && submitted.trim().startsWith(MASK));
}

/** The value to store for a secret field: the new one, or the stored one when the client sent a mask/nothing. */
export function nextSecret(submitted: unknown, stored: string | null | undefined): string | null {
  if (keepsSecret(submitted)) return stored ?? null;
  return String(submitted).trim();
}

// ---------------------------------------------------------------------------------------------
// env_settings: what the original kept in its .env file.

export async function readEnv(db: Db, keys: readonly string[]): Promise<Record<string, string | null>> {
  const rows = keys.length
    ? await db
        .selectFrom("env_settings")
        .select(["key", "value"])
        .where("key", "in", [...keys])
        .execute()
    : [];
  const out: Record<string, string | null> = {};
  for (const k of keys) out[k] = rows.find((r) => r.key === k)?.value ?? null;
  return out;
}

export async function writeEnv(db: Db | Tx, values: Record<string, string | null>): Promise<void> {
  const now = isoNow();
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto("env_settings")
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------
// The translation tables (contract 1.7) of this area's entities (rows read and written by ../translations).

export const LANG = {
  page: { table: "page_langs", fk: "page_id", fields: ["title", "description", "meta_title", "meta_description", "meta_keywords"] },
  store: { table: "store_langs", fk: "store_id", fields: ["name", "meta_title", "meta_description", "meta_keywords"] },
  siteSetting: {
    table: "site_setting_langs",
    fk: "site_setting_id",
    fields: ["site_name", "copyright_text", "meta_title", "meta_description", "meta_keywords"],
  },
  headerLink: { table: "header_link_langs", fk: "header_link_id", fields: ["title"] },
  homeSlider: { table: "home_slider_langs", fk: "home_slider_id", fields: ["title"] },
  banner: { table: "banner_langs", fk: "banner_id", fields: ["title"] },
  siteFeature: { table: "site_feature_langs", fk: "site_feature_id", fields: ["detail"] },
} as const satisfies Record<string, LangSpec>;

// setting.ts (another owner's file) imports it from here.
export { defined } from "../../http/crud-kit";

/** A link target for storefront menus: a site path or an http(s) URL (never `javascript:` and friends). */
export function safeLink(value: string): boolean {
  const v = value.trim();
  if (v.startsWith("/") || v.startsWith("#")) return !v.startsWith("//") || /^\/\/[A-Za-z0-9.-]+(?:[/:?#]|$)/.test(v);
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:" || u.protocol === "mailto:" || u.protocol === "tel:";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Field rules shared by several groups.

const SLUG_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** `required|max:255` plus a URL-safe shape (letters, digits, `-`, `_`): slugs end up in storefront paths. */
export function requiredSlug(name = "slug") {
  return field<string>((v) => {
    if (isBlank(v)) return { ok: false, messages: [laravel.required(name)] };
    if (typeof v !== "string" && typeof v !== "number") return { ok: false, messages: [laravel.string(name)] };
    const s = String(v).trim();
    const errors: string[] = [];
    if ([...s].length > 255) errors.push(laravel.maxChars(name, 255));
    if (!SLUG_PATTERN.test(s)) errors.push(`The ${label(name)} format is invalid.`);
    return errors.length ? { ok: false, messages: errors } : { ok: true, value: s };
  });
}

/** An optional menu/slider link: a site path or http(s)/mailto/tel URL. */
export function optionalLink(name: string) {
  return field<string | undefined>((v) => {
    if (isBlank(v)) return { ok: true, value: undefined };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    const s = v.trim();
    if (s.length > 2048) return { ok: false, messages: [laravel.maxChars(name, 2048)] };
    return safeLink(s) ? { ok: true, value: s } : { ok: false, messages: [laravel.url(name)] };
  }).optional();
}

export function requiredLink(name: string) {
  return field<string>((v) => {
    if (isBlank(v)) return { ok: false, messages: [laravel.required(name)] };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    const s = v.trim();
    if (s.length > 2048) return { ok: false, messages: [laravel.maxChars(name, 2048)] };
    return safeLink(s) ? { ok: true, value: s } : { ok: false, messages: [laravel.url(name)] };
  });
}

/** Free text kept exactly as given (HTML, scripts): only a size cap; "" means "not sent". */
export function optionalRaw(name: string, max: number = TEXT_LIMITS.richText) {
  return field<string | undefined>((v) => {
    if (v === undefined || v === null || v === "") return { ok: true, value: undefined };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    return [...v].length > max ? { ok: false, messages: [laravel.maxChars(name, max)] } : { ok: true, value: v };
  }).optional();
}

export function requiredRaw(name: string, max: number = TEXT_LIMITS.richText) {
  return field<string>((v) => {
    if (isBlank(v)) return { ok: false, messages: [laravel.required(name)] };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    return [...v].length > max ? { ok: false, messages: [laravel.maxChars(name, max)] } : { ok: true, value: v };
  });
}
