import { randomInt } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { can } from "../../http/auth";
import { uploadTarget } from "../../http/crud-kit";
import type { Database } from "../../db/schema";
import type { Env } from "../../http/env";
import { forbidden, ok, validationFailed } from "../../http/envelope";
import { likeEscaped, paginate, searchParam } from "../../http/pagination";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { formatCreated, isoNow } from "../../http/format";
import { optionalFlag12, optionalString, readBody, requiredString, TEXT_LIMITS } from "../../http/validate";
import { type LangSpec, splitForLanguage, writeTranslation } from "../translations";

/*
 * Helpers shared by the catalog groups: generated ids, slugs, JSON shaping without hidden columns,
 * translations, single-image uploads. Ids in paths and vendor scope come from the CRUD kit.
 */

export type Db = Kysely<Database>;
export type Ctx = Context<Env>;

export const SLUG_TAKEN = "Slug already exists.";

type GeneratedIdTable = "categories" | "sub_categories" | "brands" | "products";

/**
 * Contract 1.6: categories, sub-categories, brands and products get random-looking numeric ids.
 * Eight digits, retried until unused (collisions are rare; the loop keeps it correct).
 */
export async function newId(db: Db, table: GeneratedIdTable): Promise<number> {
  for (;;) {
    const id = randomInt(10_000_000, 100_000_000);
    const found = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!found) return id;
  }
}

/**
 * Field rules the catalog forms share. Each form lists its fields in its own order, which is the
 * order of its validation messages.
 */
export const fields = {
  title: requiredString("title", { max: 255 }),
  slug: requiredString("slug", { max: 255 }),
  status: optionalFlag12("status"),
  featured: optionalFlag12("featured"),
};

/** The SEO fields of categories and products. */
export const metaFields = {
  meta_title: requiredString("meta_title", { max: 255 }),
  meta_description: requiredString("meta_description", { max: TEXT_LIMITS.text }),
  meta_keywords: optionalString("meta_keywords", { max: TEXT_LIMITS.text }),
};

/** True when another row of `table` already has this slug (slugs are unique per table). */
export async function slugTaken(
  db: Db,
  table: "brands" | "categories" | "sub_categories" | "product_collections" | "products",
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const owner = await db.selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirst();
  return !!owner && owner.id !== exceptId;
}

export function created<T extends { created_at?: string | null }>(c: Ctx, row: T): T & { created: string | null } {
  return { ...row, created: formatCreated(row.created_at, c.req.query("time_zone")) };
}

/** Raw body fields (multipart `photo` uploads also carry form fields). */
export async function rawBody(c: Ctx): Promise<Record<string, unknown>> {
  return (await readBody(c)) ?? {};
}

/** Lower-case, dash-separated slug from a title (seeders and drafts). */
export function slugify(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `per_page` of the all-* lookup lists: a positive integer, else none (plain array). */
export function perPageParam(c: Ctx): number | null {
  const n = Number(c.req.query("per_page"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 1000) : null;
}

// ---------------------------------------------------------------------------------------------
// Translations (contract 1.7) for the catalog entities that have a *_langs table.

export const CATEGORY_LANG: LangSpec = {
  table: "category_langs",
  fk: "category_id",
  fields: ["title", "meta_title", "meta_description", "meta_keywords"],
};
export const BRAND_LANG: LangSpec = { table: "brand_langs", fk: "brand_id", fields: ["title"] };
export const PRODUCT_LANG: LangSpec = {
  table: "product_langs",
  fk: "product_id",
  fields: ["title", "description", "overview", "unit", "badge", "meta_title", "meta_description", "meta_keywords"],
};

/**
 * Creates (id null, with a new contract-1.6 id and the caller as owner) or updates one row of a
 * translatable catalog table, and with a language writes the translatable values to its
 * translation row instead — both in one transaction so a half-saved entity is never visible.
 */
export async function saveTranslated(
  db: Db,
  table: "brands" | "categories",
  spec: LangSpec,
  id: number | null,
  values: Record<string, unknown>,
  adminId: number,
  lang: string | null,
): Promise<number> {
  const now = isoNow();
  const { base, translated } = splitForLanguage(values, spec, lang);
  return db.transaction().execute(async (trx) => {
    let target = id;
    if (target === null) {
      target = await newId(trx, table);
      await trx
        .insertInto(table)
        .values({ ...base, id: target, admin_id: adminId, created_at: now, updated_at: now })
        .execute();
    } else {
      await trx
        .updateTable(table)
        .set({ ...base, updated_at: now })
        .where("id", "=", target)
        .execute();
    }
    if (lang) await writeTranslation(trx, spec, target, lang, translated);
    return target;
  });
}

/**
 * `upload/{id?}` of brands and categories: with a known id the row's image is replaced (and the old
 * file removed); without one, upload-first creates a draft row holding only the image (contract
 * 1.6). Permission and ownership are checked before the file is looked at. Answers the row id.
 */
export async function saveRowPhoto(
  c: Ctx,
  table: "brands" | "categories",
  perm: "brand" | "category",
): Promise<{ id: number } | { response: Response }> {
  const db = c.get("db");
  const existing = await uploadTarget(c, table, perm);
  if (existing instanceof Response) return { response: existing };
  const stored = await storePhoto(c, perm);
  if ("response" in stored) return stored;
  const now = isoNow();
  if (existing) {
    await db.updateTable(table).set({ image: stored.name, updated_at: now }).where("id", "=", existing.id).execute();
    if (existing.image && existing.image !== stored.name) await removeFile(c, existing.image);
    return { id: existing.id };
  }
  const target = await newId(db, table);
  await db
    .insertInto(table)
    .values({ id: target, image: stored.name, admin_id: c.get("admin").id, created_at: now, updated_at: now })
    .execute();
  return { id: target };
}

/**
 * The product form's `all-brands` / `all-categories` lookup: id and title, optional `q`, oldest
 * first. The form loads it whole; `per_page` pages it for callers that need that.
 */
export async function titleLookup(c: Ctx, table: "brands" | "categories"): Promise<Response> {
  const db = c.get("db");
  let q = db.selectFrom(table).select(["id", "title"]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy("created_at", "asc").orderBy("id", "asc");
  const perPage = perPageParam(c);
  if (perPage) return ok(c, await paginate(c, db, q, { perPage }));
  return ok(c, await q.execute());
}

// ---------------------------------------------------------------------------------------------
// Single-image uploads (`photo`, error key `image`)

/** Checks and stores the `photo` field; `{name}` or the ready validation answer. */
export async function storePhoto(c: Ctx, prefix: string, field = "photo"): Promise<{ name: string } | { response: Response }> {
  const body = await rawBody(c);
  const file = body[field];
  const errors = await checkUpload(file, "image", field);
  if (errors.length) return { response: validationFailed(c, { image: errors }) };
  return { name: await storeUpload(c.get("config").uploadDir, file as File, prefix) };
}

export async function removeFile(c: Ctx, name: string | null | undefined): Promise<void> {
  await deleteUpload(c.get("config").uploadDir, name);
}

/**
 * Gate for the lookup lists (`all-*`), which the original left open: any one of the permissions
 * will do, since the product form and other screens use them too.
 */
export function gateAny(...perms: string[]): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!perms.some((p) => can(c, p))) return forbidden(c);
    await next();
  };
}
