import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { FooterLinkTable } from "../../db/schema";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow, withCreated } from "../../http/format";
import { field, isBlank, laravel, oneOf, requiredInteger, validateBody, type Body } from "../../http/validate";
import { hideAdmin, isForeign, loadOwned, ownRows, parseId } from "../../http/crud-kit";
import { type Ctx, type Db } from "./common";
import { footerImageJson } from "./footer-image-link";
import { keepSentOrder } from "./header-link";

/*
 * footer-link (contract 5.30): the storefront footer's "Service" (type 1) and "About" (type 2)
 * columns, each a list of CMS pages in id order, plus the payment/social icons for the overview.
 * A saved list keeps the order it was sent in (see keepSentOrder in header-link.ts).
 */

export const footerLinkRoutes = new Hono<Env>();

type FooterLinkRow = Selectable<FooterLinkTable>;
const linkJson = (r: FooterLinkRow) => hideAdmin(r);

const SERVICE = 1;
const ABOUT = 2;

async function lists(db: Db, c: Ctx) {
  const me = c.get("admin");
  const links = ownRows(db.selectFrom("footer_links").selectAll().orderBy("id", "asc"), me);
  const images = ownRows(db.selectFrom("footer_image_links").selectAll().orderBy("id", "asc"), me, "non-superadmin");
  const [rows, imageRows] = await Promise.all([links.execute(), images.execute()]);
  const tz = c.req.query("time_zone");
  const pick = (type: number) => rows.filter((r) => r.type === type).map((r) => ({ id: r.id, page_id: r.page_id, type: r.type }));
  return {
    about_links: pick(ABOUT),
    service_links: pick(SERVICE),
    payment_links: withCreated(imageRows.filter((r) => r.type === 1).map(footerImageJson), tz),
    social_links: withCreated(imageRows.filter((r) => r.type === 2).map(footerImageJson), tz),
  };
}

footerLinkRoutes.get("/all", gate("footer_link.view"), async (c) => ok(c, await lists(c.get("db"), c)));

/** `page_id` must name an existing page. */
function pageIdField(name = "page_id") {
  return requiredInteger(name, { min: 1 });
}

const singleSchema = z.object({
  page_id: pageIdField(),
  type: oneOf("type", [SERVICE, ABOUT] as const),
});

async function pageExists(db: Db, id: number) {
  return !!(await db.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst());
}

async function loadLink(c: Ctx, id: number | null): Promise<FooterLinkRow | Response> {
  return (await loadOwned(c, "footer_links", id)) ?? notFoundA(c);
}

async function singleAction(c: Ctx, id: number | null) {
  const denied = denyUnless(c, id === null ? "footer_link.create" : "footer_link.edit");
  if (denied) return denied;
  let current: FooterLinkRow | null = null;
  if (id !== null) {
    const row = await loadLink(c, id);
    if (row instanceof Response) return row;
    current = row;
  }
  const v = await validateBody(c, singleSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  if (!(await pageExists(db, v.data.page_id))) return validationFailed(c, { form: [laravel.invalidChoice("page_id")] });
  const now = isoNow();
  let savedId: number;
  if (current) {
    await db
      .updateTable("footer_links")
      .set({ page_id: v.data.page_id, type: v.data.type, updated_at: now })
      .where("id", "=", current.id)
      .execute();
    savedId = current.id;
  } else {
    ({ id: savedId } = await db
      .insertInto("footer_links")
      .values({ page_id: v.data.page_id, type: v.data.type, admin_id: c.get("admin").id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  const row = await db.selectFrom("footer_links").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(c, { ...linkJson(row), [row.type === SERVICE ? "service_links" : "about_links"]: true });
}

footerLinkRoutes.post("/payment-social-action", (c) => singleAction(c, null));
footerLinkRoutes.post("/payment-social-action/:id", (c) => singleAction(c, parseId(c.req.param("id")) ?? -1));

interface ListItem {
  id?: number;
  page_id?: number;
  deleted: boolean;
}

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

/** `{id?, page_id, deleted?, updated?}[]` with Laravel-style messages naming the item. */
function itemList(name: string) {
  return field<ListItem[]>((v) => {
    if (v === undefined || v === null) return { ok: false, messages: [laravel.required(name)] };
    if (!Array.isArray(v)) return { ok: false, messages: [laravel.array(name)] };
    const messages: string[] = [];
    const items: ListItem[] = [];
    v.forEach((raw: unknown, i) => {
      const item = (raw && typeof raw === "object" ? raw : {}) as Body;
      const deleted = truthy(item.deleted);
      const id = isBlank(item.id) ? undefined : Number(item.id);
      if (id !== undefined && !(Number.isInteger(id) && id > 0)) messages.push(`The ${name}.${i}.id must be an integer.`);
      const pageId = isBlank(item.page_id) ? undefined : Number(item.page_id);
      if (!deleted) {
        if (pageId === undefined) messages.push(`The ${name}.${i}.page id field is required.`);
        else if (!(Number.isInteger(pageId) && pageId > 0)) messages.push(`The ${name}.${i}.page id must be an integer.`);
      }
      items.push({ id, page_id: pageId, deleted });
    });
    return messages.length ? { ok: false, messages } : { ok: true, value: items };
  });
}

const listSchema = z.object({ about_links: itemList("about_links"), service_links: itemList("service_links") });

footerLinkRoutes.post("/service-about-action", async (c) => {
  // Nothing to do here without any footer_link write permission (the finer checks follow below).
  if (!["footer_link.create", "footer_link.edit", "footer_link.delete"].some((p) => can(c, p))) return forbidden(c);
  const v = await validateBody(c, listSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const all = [...v.data.about_links.map((i) => ({ ...i, type: ABOUT })), ...v.data.service_links.map((i) => ({ ...i, type: SERVICE }))];
  // Every kind of change needs its permission (the original checked the service column only).
  for (const [needed, perm] of [
    [all.some((i) => !i.id && !i.deleted), "footer_link.create"],
    [all.some((i) => i.id && !i.deleted), "footer_link.edit"],
    [all.some((i) => i.id && i.deleted), "footer_link.delete"],
  ] as const) {
    if (needed && !can(c, perm)) return forbidden(c);
  }
  const ids = all.filter((i) => i.id).map((i) => i.id!);
  if (ids.length) {
    const found = await db.selectFrom("footer_links").select(["id", "admin_id"]).where("id", "in", ids).execute();
    if (found.length !== new Set(ids).size) return notFoundA(c);
    if (found.some((r) => isForeign(me, r.admin_id))) return forbidden(c);
  }
  const pageIds = [...new Set(all.filter((i) => !i.deleted).map((i) => i.page_id!))];
  if (pageIds.length) {
    const pages = await db.selectFrom("pages").select("id").where("id", "in", pageIds).execute();
    if (pages.length !== pageIds.length) return validationFailed(c, { form: [laravel.invalidChoice("page_id")] });
  }
  const now = isoNow();
  await db.transaction().execute(async (trx) => {
    const sentOrder = new Map<number, number[]>([
      [SERVICE, []],
      [ABOUT, []],
    ]);
    for (const item of all) {
      if (item.deleted) {
        if (item.id) await trx.deleteFrom("footer_links").where("id", "=", item.id).execute();
      } else if (item.id) {
        await trx
          .updateTable("footer_links")
          .set({ page_id: item.page_id!, type: item.type, updated_at: now })
          .where("id", "=", item.id)
          .execute();
        sentOrder.get(item.type)!.push(item.id);
      } else {
        const { id } = await trx
          .insertInto("footer_links")
          .values({ page_id: item.page_id!, type: item.type, admin_id: me.id, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        sentOrder.get(item.type)!.push(id);
      }
    }
    for (const ids of sentOrder.values())
      await keepSentOrder(trx, "footer_links", ids, ["page_id", "type", "admin_id", "created_at", "updated_at"]);
  });
  const { about_links, service_links } = await lists(db, c);
  return ok(c, { about_links, service_links });
});

footerLinkRoutes.delete("/delete/:id", gate("footer_link.delete"), async (c) => {
  const row = await loadLink(c, parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  await c.get("db").deleteFrom("footer_links").where("id", "=", row.id).execute();
  return ok(c, linkJson(row));
});
