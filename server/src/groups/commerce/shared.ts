import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { envelope } from "../../http/envelope";
import type { Env } from "../../http/env";
import { toIso } from "../../http/format";
import { requestLanguage } from "../../http/i18n";

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

/** ISO timestamp (created_at form) of a Date. */
export const iso = toIso;

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

/** The commerce tables with a translated title. */
export type TitledTable = keyof typeof LANG_TABLES;

const LANG_TABLES = {
  tax_rules: ["tax_rule_langs", "tax_rule_id"],
  shipping_rules: ["shipping_rule_langs", "shipping_rule_id"],
  bundle_deals: ["bundle_deal_langs", "bundle_deal_id"],
  vouchers: ["voucher_langs", "voucher_id"],
  flash_sales: ["flash_sale_langs", "flash_sale_id"],
} as const;

/**
 * With a `language` header, the rows' `title` is overlaid from the translation table; rows without
 * a translation keep their base title (server README, difference 13).
 */
export async function withTitles<T extends { id: number; title: string | null }>(
  c: Ctx,
  db: Db,
  table: TitledTable,
  rows: T[],
): Promise<T[]> {
  const lang = requestLanguage(c);
  if (!lang || !rows.length) return rows;
  const [langTable, fk] = LANG_TABLES[table];
  const k = db as unknown as Kysely<any>;
  const found = (await k
    .selectFrom(langTable)
    .select([`${fk} as owner`, "title"])
    .where(
      fk,
      "in",
      rows.map((r) => r.id),
    )
    .where("lang", "=", lang)
    .execute()) as Array<{ owner: number; title: string | null }>;
  if (!found.length) return rows;
  const map = new Map(found.map((f) => [f.owner, f.title]));
  return rows.map((r) => (map.has(r.id) ? { ...r, title: map.get(r.id) ?? null } : r));
}

/** True when a write's `title` goes to the translation row (a `language` header was sent). */
export function translating(c: Ctx): boolean {
  return requestLanguage(c) !== null;
}

/** Stores the title for the request's language (no-op without a `language` header). */
export async function saveTitle(c: Ctx, db: Db, table: TitledTable, id: number, title: string): Promise<void> {
  const lang = requestLanguage(c);
  if (!lang) return;
  const [langTable, fk] = LANG_TABLES[table];
  const now = toIso(new Date());
  await (db as unknown as Kysely<any>)
    .insertInto(langTable)
    .values({ [fk]: id, lang, title, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns([fk, "lang"]).doUpdateSet({ title, updated_at: now }))
    .execute();
}
