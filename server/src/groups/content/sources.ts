import type { Kysely } from "kysely";
import { referable } from "../../http/crud-kit";
import type { AdminContext } from "../../http/env";
import { field, isBlank, laravel, type Body } from "../../http/validate";
import type { Db, Tx } from "./common";

/*
 * The "source" links of home sliders and banners (contract 5.33/5.35, screens 9.0): which
 * categories, brands, products or sub-categories a slide/banner leads to. Table and column names
 * come from the fixed specs below, never from a request.
 */

export interface SourceKind {
  /** Body/JSON key, e.g. source_categories. */
  key: "source_categories" | "source_brands" | "source_products" | "source_sub_categories";
  /** Nested object key in the body/JSON, e.g. category. */
  item: "category" | "brand" | "product" | "sub_category";
  column: "category_id" | "brand_id" | "product_id" | "sub_category_id";
  target: "categories" | "brands" | "products" | "sub_categories";
  /** Products are their vendor's: a vendor's slide or banner may only lead to its own (the picker offers only those). */
  scope?: "vendor";
  /** Columns of the linked item shown in the JSON. */
  shown: readonly string[];
  /** Required in the action body (contract: "arrays required"). */
  required: boolean;
}

export const SOURCE_KINDS: readonly SourceKind[] = [
  {
    key: "source_categories",
    item: "category",
    column: "category_id",
    target: "categories",
    shown: ["id", "title", "slug", "image", "status"],
    required: true,
  },
  { key: "source_brands", item: "brand", column: "brand_id", target: "brands", shown: ["id", "title"], required: true },
  {
    key: "source_products",
    item: "product",
    column: "product_id",
    target: "products",
    scope: "vendor",
    shown: ["id", "title", "image", "selling", "offered"],
    required: true,
  },
  {
    key: "source_sub_categories",
    item: "sub_category",
    column: "sub_category_id",
    target: "sub_categories",
    shown: ["id", "title"],
    required: false,
  },
];

export interface Owner {
  /** home_slider or banner */
  fk: "home_slider_id" | "banner_id";
  prefix: "home_slider_source_" | "banner_source_";
}

export const SLIDER_OWNER: Owner = { fk: "home_slider_id", prefix: "home_slider_source_" };
export const BANNER_OWNER: Owner = { fk: "banner_id", prefix: "banner_source_" };

const tableOf = (owner: Owner, kind: SourceKind) => `${owner.prefix}${kind.target}`;

export interface SourceItem {
  id?: number;
  target?: number;
  deleted: boolean;
}

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

/** `[{id?, category: {id}, deleted?, updated?}]` (or `category_id`); present but possibly empty when required. */
export function sourceField(kind: SourceKind) {
  const schema = field<SourceItem[] | undefined>((v) => {
    if (v === undefined || v === null)
      return kind.required ? { ok: false, messages: [laravel.required(kind.key)] } : { ok: true, value: undefined };
    if (!Array.isArray(v)) return { ok: false, messages: [laravel.array(kind.key)] };
    const messages: string[] = [];
    const items = v.map((raw: unknown, i): SourceItem => {
      const item = (raw && typeof raw === "object" ? raw : {}) as Body;
      const deleted = truthy(item.deleted);
      const id = isBlank(item.id) ? undefined : Number(item.id);
      if (id !== undefined && !(Number.isInteger(id) && id > 0)) messages.push(`The ${kind.key}.${i}.id must be an integer.`);
      const nested = item[kind.item];
      const rawTarget = nested && typeof nested === "object" ? (nested as Body).id : item[kind.column];
      const target = isBlank(rawTarget) ? undefined : Number(rawTarget);
      if (!deleted) {
        if (target === undefined) messages.push(`The ${kind.key}.${i}.${kind.item}.id field is required.`);
        else if (!(Number.isInteger(target) && target > 0)) messages.push(`The ${kind.key}.${i}.${kind.item}.id must be an integer.`);
      }
      return { id, target, deleted };
    });
    return messages.length ? { ok: false, messages } : { ok: true, value: items };
  });
  return kind.required ? schema : schema.optional();
}

/** Messages for linked items that do not exist (or a vendor's link to another's product), or link ids that are not this owner's. */
export async function checkSources(
  db: Db,
  me: AdminContext,
  owner: Owner,
  ownerId: number | null,
  values: Partial<Record<SourceKind["key"], SourceItem[]>>,
): Promise<string[]> {
  const any = db as unknown as Kysely<any>;
  const messages: string[] = [];
  for (const kind of SOURCE_KINDS) {
    const items = values[kind.key];
    if (!items?.length) continue;
    const targets = [...new Set(items.filter((i) => !i.deleted && i.target).map((i) => i.target!))];
    if (targets.length) {
      const found = await referable(db, me, kind.target, targets, kind.scope ?? null);
      items.forEach((i, n) => {
        if (!i.deleted && i.target && !found.has(i.target)) messages.push(`The selected ${kind.key}.${n}.${kind.item}.id is invalid.`);
      });
    }
    const linkIds = items.filter((i) => i.id).map((i) => i.id!);
    if (linkIds.length) {
      const own =
        ownerId === null
          ? new Set<number>()
          : new Set(
              (
                await any.selectFrom(tableOf(owner, kind)).select("id").where("id", "in", linkIds).where(owner.fk, "=", ownerId).execute()
              ).map((r) => Number(r.id)),
            );
      items.forEach((i, n) => {
        if (i.id && !own.has(i.id)) messages.push(`The selected ${kind.key}.${n}.id is invalid.`);
      });
    }
  }
  return messages;
}

/** Applies add / update / delete of source links inside the caller's transaction. */
export async function saveSources(
  trx: Tx,
  owner: Owner,
  ownerId: number,
  values: Partial<Record<SourceKind["key"], SourceItem[]>>,
  now: string,
): Promise<void> {
  const any = trx as unknown as Kysely<any>;
  for (const kind of SOURCE_KINDS) {
    const items = values[kind.key];
    if (!items) continue;
    const table = tableOf(owner, kind);
    for (const i of items) {
      if (i.deleted) {
        if (i.id) await any.deleteFrom(table).where("id", "=", i.id).where(owner.fk, "=", ownerId).execute();
      } else if (i.id) {
        await any
          .updateTable(table)
          .set({ [kind.column]: i.target, updated_at: now })
          .where("id", "=", i.id)
          .where(owner.fk, "=", ownerId)
          .execute();
      } else {
        // The same item twice is one link.
        const dup = await any
          .selectFrom(table)
          .select("id")
          .where(owner.fk, "=", ownerId)
          .where(kind.column, "=", i.target!)
          .executeTakeFirst();
        if (!dup)
          await any
            .insertInto(table)
            .values({ [owner.fk]: ownerId, [kind.column]: i.target, created_at: now, updated_at: now })
            .execute();
      }
    }
  }
}

/** `source_*` arrays of one owner row with the linked items. */
export async function loadSources(db: Db, owner: Owner, ownerId: number): Promise<Record<SourceKind["key"], unknown[]>> {
  const any = db as unknown as Kysely<any>;
  const out = {} as Record<SourceKind["key"], unknown[]>;
  for (const kind of SOURCE_KINDS) {
    const links = await any.selectFrom(tableOf(owner, kind)).selectAll().where(owner.fk, "=", ownerId).orderBy("id", "asc").execute();
    const targets = links.length
      ? await any
          .selectFrom(kind.target)
          .select(kind.shown as string[])
          .where(
            "id",
            "in",
            links.map((l) => l[kind.column]),
          )
          .execute()
      : [];
    const byId = new Map(targets.map((t) => [Number(t.id), t]));
    out[kind.key] = links.map((l) => ({
      id: l.id,
      [owner.fk]: l[owner.fk],
      [kind.column]: l[kind.column],
      created_at: l.created_at,
      updated_at: l.updated_at,
      [kind.item]: byId.get(Number(l[kind.column])) ?? null,
    }));
  }
  return out;
}
