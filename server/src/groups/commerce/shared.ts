import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { envelope } from "../../http/envelope";
import type { Env } from "../../http/env";
import { requestLanguage } from "../../http/i18n";
import { type LangSpec, overlayRows, writeTranslation } from "../translations";

/*
 * Helpers shared by the commerce groups: times in a client's zone, variant attributes, title
 * translations. Ids, owned rows and all-or-nothing writes come from the CRUD kit.
 */

export type Db = Kysely<Database> | Transaction<Database>;
export type Ctx = Context<Env>;

/** A business error whose `data` is an arbitrary map (the POS stock errors under key `product`). */
export function errorMap(c: Ctx, data: unknown, message: string) {
  return c.json(envelope(data, 201, message), 200);
}

// ---------------------------------------------------------------------------------------------
// Times

// Reading a client's times lives with the HTTP helpers (the CRUD kit's list filters read them too).
import { zoneOffsetMs } from "../../http/zoned-time";
export { parseClientTime, validZone, zonedToUtc, zoneOffsetMs } from "../../http/zoned-time";

/** `YYYY-MM-DD HH:MM:SS` in UTC: the storage form of start_time / end_time columns. */
export function toSqlTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** Now in the storage form of start_time / end_time. */
export function sqlNow(): string {
  return toSqlTime(new Date());
}

/** A stored `YYYY-MM-DD HH:MM:SS` (UTC) shown as `Y-m-d H:i:s` in `zone`. */
export function sqlTimeInZone(value: string | null, zone: string | undefined): string | null {
  if (!value) return value;
  const date = new Date(`${value.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return toSqlTime(new Date(date.getTime() + zoneOffsetMs(zone, date)));
}

/** Rounds money to cents. */
export function money(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Variant attributes (cart lines and order lines show a variant's attributes the same way)

interface InventoryAttributeRow {
  id: number;
  inventory_id: number;
  attribute_value_id: number;
  value_title: unknown;
  attribute_id: unknown;
  attribute_title: unknown;
}

/** The attribute links of the given variants with their values' and attributes' titles, in link order. */
export function variantAttributeRows(db: Db, inventoryIds: number[]) {
  if (!inventoryIds.length) return Promise.resolve([]);
  return db
    .selectFrom("inventory_attributes as ia")
    .innerJoin("attribute_values as av", "av.id", "ia.attribute_value_id")
    .innerJoin("attributes as a", "a.id", "av.attribute_id")
    .select([
      "ia.id",
      "ia.inventory_id",
      "ia.attribute_value_id",
      "av.title as value_title",
      "av.attribute_id",
      "a.title as attribute_title",
    ])
    .where("ia.inventory_id", "in", inventoryIds)
    .orderBy("ia.id")
    .execute();
}

/** The `inventory_attributes` of one variant, each with its value and that value's attribute. */
export function inventoryAttributesJson<A extends InventoryAttributeRow>(attrs: A[], inventoryId: number) {
  return attrs
    .filter((a) => a.inventory_id === inventoryId)
    .map((a) => ({
      id: a.id,
      inventory_id: a.inventory_id,
      attribute_value_id: a.attribute_value_id,
      attribute_value: {
        id: a.attribute_value_id,
        title: a.value_title,
        attribute_id: a.attribute_id,
        attribute: { id: a.attribute_id, title: a.attribute_title },
      },
    }));
}

// ---------------------------------------------------------------------------------------------
// Title translations (contract 1.7; tables of migration 0202)

const LANG_TABLES = {
  tax_rules: { table: "tax_rule_langs", fk: "tax_rule_id", fields: ["title"] },
  shipping_rules: { table: "shipping_rule_langs", fk: "shipping_rule_id", fields: ["title"] },
  bundle_deals: { table: "bundle_deal_langs", fk: "bundle_deal_id", fields: ["title"] },
  vouchers: { table: "voucher_langs", fk: "voucher_id", fields: ["title"] },
  flash_sales: { table: "flash_sale_langs", fk: "flash_sale_id", fields: ["title"] },
} as const satisfies Record<string, LangSpec>;

/** The commerce tables with a translated title. */
export type TitledTable = keyof typeof LANG_TABLES;

/**
 * With a `language` header, the rows' `title` is overlaid from the translation table; rows without
 * a translation keep their base title (server README, difference 13).
 */
export function withTitles<T extends { id: number; title: string | null }>(c: Ctx, db: Db, table: TitledTable, rows: T[]): Promise<T[]> {
  return overlayRows(db, LANG_TABLES[table], rows, requestLanguage(c));
}

/** True when a write's `title` goes to the translation row (a `language` header was sent). */
export function translating(c: Ctx): boolean {
  return requestLanguage(c) !== null;
}

/** Stores the title for the request's language (no-op without a `language` header). */
export async function saveTitle(c: Ctx, db: Db, table: TitledTable, id: number, title: string): Promise<void> {
  const lang = requestLanguage(c);
  if (lang) await writeTranslation(db, LANG_TABLES[table], id, lang, { title });
}
