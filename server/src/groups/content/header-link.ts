import { Hono } from "hono";
import { z } from "zod";
import { can, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { field, isBlank, laravel, validateBody, type Body } from "../../http/validate";
import { hideAdmin, ownRows } from "../../http/crud-kit";
import { overlayRows, writeTranslation } from "../translations";
import type { Kysely } from "kysely";
import { type Ctx, LANG, safeLink, type Tx } from "./common";
import type { LangSpec } from "../translations";

/*
 * header-link (contract 5.31): the storefront header's left (type 1) and right (type 2) links,
 * saved as whole lists. The original's save had no permission check: here it needs header_link.edit,
 * plus .create / .delete when the lists add or remove links. Non-superadmins see and change only
 * their own links (contract 1.8).
 *
 * Order: the storefront lists a side's links by id, so a saved list keeps the order it was sent in by
 * moving each link's content onto the ids in ascending order (`keepSentOrder`); the tables have no
 * position column and the contract none either.
 */

export const headerLinkRoutes = new Hono<Env>();

const LEFT = 1;
const RIGHT = 2;

async function lists(c: Ctx) {
  const q = ownRows(c.get("db").selectFrom("header_links").selectAll().orderBy("id", "asc"), c.get("admin"), "non-superadmin");
  const rows = (await overlayRows(c.get("db"), LANG.headerLink, await q.execute(), requestLanguage(c))).map(hideAdmin);
  return { left: rows.filter((r) => r.type === LEFT), right: rows.filter((r) => r.type === RIGHT) };
}

headerLinkRoutes.get("/all", gate("header_link.view"), async (c) => ok(c, await lists(c)));

interface Item {
  id?: number;
  title?: string;
  url: string | null;
  deleted: boolean;
}

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

/** An optional `[{id?, title, url, deleted?}]`; absent = leave that side alone. */
function side(name: string) {
  return field<Item[] | undefined>((v) => {
    if (v === undefined || v === null) return { ok: true, value: undefined };
    if (!Array.isArray(v)) return { ok: false, messages: [laravel.array(name)] };
    const messages: string[] = [];
    const items: Item[] = v.map((raw: unknown, i) => {
      const item = (raw && typeof raw === "object" ? raw : {}) as Body;
      const deleted = truthy(item.deleted);
      const id = isBlank(item.id) ? undefined : Number(item.id);
      if (id !== undefined && !(Number.isInteger(id) && id > 0)) messages.push(`The ${name}.${i}.id must be an integer.`);
      let title: string | undefined;
      if (!deleted) {
        if (isBlank(item.title)) messages.push(`The ${name}.${i}.title field is required.`);
        else if (typeof item.title !== "string") messages.push(`The ${name}.${i}.title must be a string.`);
        else if (item.title.trim().length > 255) messages.push(`The ${name}.${i}.title must not be greater than 255 characters.`);
        else title = item.title.trim();
      }
      let url: string | null = null;
      if (!deleted && !isBlank(item.url)) {
        if (typeof item.url !== "string" || item.url.length > 2048 || !safeLink(item.url))
          messages.push(`The ${name}.${i}.url format is invalid.`);
        else url = item.url.trim();
      }
      return { id, title, url, deleted };
    });
    return messages.length ? { ok: false, messages } : { ok: true, value: items };
  }).optional();
}

const schema = z.object({ left: side("left"), right: side("right") });

headerLinkRoutes.post("/action", gate("header_link.edit"), async (c) => {
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const lang = requestLanguage(c);
  const sides = [
    { type: LEFT, items: v.data.left },
    { type: RIGHT, items: v.data.right },
  ].filter((s): s is { type: number; items: Item[] } => s.items !== undefined);

  // Which existing links each sent side keeps, updates or drops.
  const plans: Array<{ type: number; items: Item[]; dropped: number[] }> = [];
  for (const s of sides) {
    const existing = await ownRows(
      db.selectFrom("header_links").select(["id", "admin_id"]).where("type", "=", s.type),
      me,
      "non-superadmin",
    ).execute();
    const existingIds = new Set(existing.map((r) => r.id));
    const kept = new Set(s.items.filter((i) => i.id && !i.deleted).map((i) => i.id!));
    for (const i of s.items) if (i.id && !existingIds.has(i.id)) return notFoundA(c);
    plans.push({ type: s.type, items: s.items, dropped: existing.filter((r) => !kept.has(r.id)).map((r) => r.id) });
  }
  if (plans.some((p) => p.items.some((i) => !i.id && !i.deleted)) && !can(c, "header_link.create")) return forbidden(c);
  if (plans.some((p) => p.dropped.length) && !can(c, "header_link.delete")) return forbidden(c);

  const now = isoNow();
  await db.transaction().execute(async (trx) => {
    for (const plan of plans) {
      if (plan.dropped.length) await trx.deleteFrom("header_links").where("id", "in", plan.dropped).execute();
      const sentOrder: number[] = [];
      for (const item of plan.items) {
        if (item.deleted) continue;
        if (item.id) {
          sentOrder.push(item.id);
          // With a language header the title goes to the translation row only.
          await trx
            .updateTable("header_links")
            .set({ ...(lang ? {} : { title: item.title! }), url: item.url, type: plan.type, updated_at: now })
            .where("id", "=", item.id)
            .execute();
          if (lang) await writeTranslation(trx, LANG.headerLink, item.id, lang, { title: item.title });
        } else {
          const { id } = await trx
            .insertInto("header_links")
            .values({ title: item.title!, url: item.url, type: plan.type, admin_id: me.id, created_at: now, updated_at: now })
            .returning("id")
            .executeTakeFirstOrThrow();
          sentOrder.push(id);
          if (lang) await writeTranslation(trx, LANG.headerLink, id, lang, { title: item.title });
        }
      }
      await keepSentOrder(trx, "header_links", sentOrder, ["title", "url", "admin_id", "created_at", "updated_at"], LANG.headerLink);
    }
  });
  return ok(c, await lists(c));
});

/**
 * Makes the id order of `ids` their order in the list: the row content of `ids[i]` moves to the i-th
 * smallest of them (with its translation rows, when the table has them). Already in order: nothing.
 */
export async function keepSentOrder(
  trx: Tx,
  table: "header_links" | "footer_links",
  ids: readonly number[],
  columns: readonly string[],
  lang?: LangSpec,
): Promise<void> {
  const slots = [...ids].sort((a, b) => a - b);
  if (slots.every((id, i) => id === ids[i])) return;
  const any = trx as unknown as Kysely<any>;
  const rows = await any
    .selectFrom(table)
    .select(["id", ...columns])
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const translations = lang
    ? await any
        .selectFrom(lang.table)
        .selectAll()
        .where(lang.fk, "in", [...ids])
        .execute()
    : [];
  if (lang && translations.length)
    await any
      .deleteFrom(lang.table)
      .where(lang.fk, "in", [...ids])
      .execute();
  for (const [i, from] of ids.entries()) {
    const { id: _id, ...content } = byId.get(from) ?? {};
    if (from !== slots[i]) await any.updateTable(table).set(content).where("id", "=", slots[i]).execute();
  }
  if (lang) {
    const target = new Map(ids.map((from, i) => [from, slots[i]]));
    for (const { id: _id, ...row } of translations) {
      await any
        .insertInto(lang.table)
        .values({ ...row, [lang.fk]: target.get(Number(row[lang.fk])) })
        .execute();
    }
  }
}
