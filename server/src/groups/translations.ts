import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { isoNow } from "../http/format";
import { overlay, requestLanguage } from "../http/i18n";

/*
 * Translation rows (contract 1.7) of every area: a `*_langs` table per entity, one row per entity
 * and language (unique on both), holding the translatable fields. Reads overlay them on the base
 * rows; writes with a `language` header put those fields there instead of the base row.
 */

export interface LangSpec {
  /** The `*_langs` table and its foreign key, fixed in code (never from a request). */
  table: string;
  fk: string;
  fields: readonly string[];
}

type Db = Kysely<Database> | Transaction<Database>;
// One helper serves every `*_langs` table: Kysely cannot follow the table name, so Kysely<any>.
const anyDb = (db: Db) => db as unknown as Kysely<any>;

/** Ids per `IN (...)`: a page of rows or a bulk export batch, well below SQLite's parameter limit. */
const CHUNK = 500;

/** The translation rows of `ids` in `lang`, keyed by entity id. */
export async function translationsOf(
  db: Db,
  spec: LangSpec,
  ids: number[],
  lang: string | null,
): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map<number, Record<string, unknown>>();
  if (!lang) return out;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await anyDb(db)
      .selectFrom(spec.table)
      .selectAll()
      .where(spec.fk, "in", ids.slice(i, i + CHUNK))
      .where("lang", "=", lang)
      .execute();
    for (const r of rows) out.set(Number(r[spec.fk]), r);
  }
  return out;
}

/** Overlays translated fields where a translation row exists (base values otherwise; server README). */
export async function overlayRows<T extends { id: number }>(db: Db, spec: LangSpec, rows: T[], lang: string | null): Promise<T[]> {
  if (!lang || !rows.length) return rows;
  const found = await translationsOf(
    db,
    spec,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => overlay(r, found.get(r.id), spec.fields));
}

/** Writes the translatable `values` into the entity's row for `lang` (created on first write). */
export async function writeTranslation(db: Db, spec: LangSpec, id: number, lang: string, values: Record<string, unknown>): Promise<void> {
  const fields = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && spec.fields.includes(k)));
  if (!Object.keys(fields).length) return;
  const now = isoNow();
  await anyDb(db)
    .insertInto(spec.table)
    .values({ [spec.fk]: id, lang, ...fields, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns([spec.fk, "lang"]).doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

/** Splits a write: with a language the translatable fields go to `translated`; unsent (undefined) fields are dropped. */
export function splitForLanguage(values: Record<string, unknown>, spec: LangSpec, lang: string | null) {
  const base: Record<string, unknown> = {};
  const translated: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    (lang && spec.fields.includes(k) ? translated : base)[k] = v;
  }
  return { base, translated };
}

/** splitForLanguage with the request's `language` header, which it also answers. */
export function splitForRequest(c: Context<any, any, any>, spec: LangSpec, values: Record<string, unknown>) {
  const lang = requestLanguage(c);
  return { lang, ...splitForLanguage(values, spec, lang) };
}
