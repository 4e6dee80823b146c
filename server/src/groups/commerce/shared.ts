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

/** Offset (ms) of `zone` from UTC at the instant `at`; unknown zones count as UTC. */
export function zoneOffsetMs(zone: string | undefined, at: Date): number {
  if (!zone) return 0;
  try {
    const f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(at)) if (part.type !== "literal") p[part.type] = Number(part.value);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
    return asUtc - Math.floor(at.getTime() / 1000) * 1000;
  } catch {
    return 0;
  }
}

export function validZone(zone: string | undefined): string | undefined {
  const z = zone?.trim();
  if (!z) return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: z });
    return z;
  } catch {
    return undefined;
  }
}

/** The UTC instant of a wall-clock time in `zone` (two passes settle DST edges). */
export function zonedToUtc(y: number, mo: number, d: number, h: number, mi: number, s: number, zone: string | undefined): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = wall - zoneOffsetMs(zone, new Date(wall));
  guess = wall - zoneOffsetMs(zone, new Date(guess));
  return new Date(guess);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date or date-time sent by a client: `2024-11-14`, `2024-11-14 10:00[:00]`, ISO with or without
 * zone. Without an explicit offset it is read in `zone` (UTC when absent). Null when unreadable.
 */
export function parseClientTime(value: string, zone: string | undefined): Date | null {
  const m = WALL.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", offset] = m;
  const parts = [y, mo, d, h, mi, s].map(Number);
  if (parts[1] < 1 || parts[1] > 12 || parts[2] < 1 || parts[2] > 31 || parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null;
  if (offset) {
    const date = new Date(value.trim().replace(" ", "T"));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = zonedToUtc(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], zone);
  return Number.isNaN(date.getTime()) ? null : date;
}

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
