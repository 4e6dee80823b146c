import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { FooterImageLinkTable } from "../../db/tables/shop";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { formatCreated, isoNow, withCreated } from "../../http/format";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { oneOf, optionalFlag12, readBody, requiredString, validateValues, validateBody } from "../../http/validate";
import { pathId, requiredLink, withoutAdminId, type Ctx } from "./common";

/*
 * footer-image-link (contract 5.32): payment (type 1) and social (type 2) icons of the storefront
 * footer. The original checked no permission; here footer_link.* gates it, and non-superadmins
 * see and change only their own rows (contract 1.8).
 */

export const footerImageLinkRoutes = new Hono<Env>();

type Row = Selectable<FooterImageLinkTable>;
export const footerImageJson = (r: Row) => withoutAdminId(r);

const PAYMENT = 1;
const SOCIAL = 2;
const flagOf = (type: number) => (type === PAYMENT ? "payment_links" : "social_links");

footerImageLinkRoutes.get("/all", gate("footer_link.view"), async (c) => {
  const me = c.get("admin");
  let q = c.get("db").selectFrom("footer_image_links").selectAll().orderBy("id", "asc");
  if (!me.isSuperadmin) q = q.where("admin_id", "=", me.id);
  const rows = await q.execute();
  const tz = c.req.query("time_zone");
  return ok(c, {
    payment_links: withCreated(rows.filter((r) => r.type === PAYMENT).map(footerImageJson), tz),
    social_links: withCreated(rows.filter((r) => r.type === SOCIAL).map(footerImageJson), tz),
  });
});

async function load(c: Ctx, id: number | null): Promise<Row | null | Response> {
  if (id === null) return null;
  const row = await c.get("db").selectFrom("footer_image_links").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const me = c.get("admin");
  if (!me.isSuperadmin && row.admin_id !== me.id) return forbidden(c);
  return row;
}

function out(c: Ctx, row: Row, flag = false) {
  return {
    ...footerImageJson(row),
    ...(flag ? { [flagOf(row.type)]: true } : {}),
    created: formatCreated(row.created_at, c.req.query("time_zone")),
  };
}

footerImageLinkRoutes.get("/find/:id", gate("footer_link.view"), async (c) => {
  const row = await load(c, pathId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (!row) return notFoundA(c);
  return ok(c, footerImageJson(row));
});

const TYPE = oneOf("type", [PAYMENT, SOCIAL] as const);

const actionSchema = z.object({
  title: requiredString("title", { max: 255 }),
  link: requiredLink("link"),
  type: TYPE,
  status: optionalFlag12("status"),
});

async function action(c: Ctx, rawId: string | undefined) {
  const id = rawId === undefined ? null : pathId(rawId) ?? -1;
  const denied = denyUnless(c, id === null ? "footer_link.create" : "footer_link.edit");
  if (denied) return denied;
  const current = await load(c, id);
  if (current instanceof Response) return current;
  if (id !== null && !current) return notFoundA(c);
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const now = isoNow();
  const values = { title: v.data.title, link: v.data.link, type: v.data.type, ...(v.data.status ? { status: v.data.status } : {}) };
  let savedId: number;
  if (current) {
    await db.updateTable("footer_image_links").set({ ...values, updated_at: now }).where("id", "=", current.id).execute();
    savedId = current.id;
  } else {
    ({ id: savedId } = await db
      .insertInto("footer_image_links")
      .values({ ...values, admin_id: c.get("admin").id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  const row = await db.selectFrom("footer_image_links").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(c, out(c, row, true));
}

footerImageLinkRoutes.post("/action", (c) => action(c, undefined));
footerImageLinkRoutes.post("/action/:id", (c) => action(c, c.req.param("id")));

footerImageLinkRoutes.delete("/delete/:id", gate("footer_link.delete"), async (c) => {
  const row = await load(c, pathId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (!row) return notFoundB(c);
  await c.get("db").deleteFrom("footer_image_links").where("id", "=", row.id).execute();
  await deleteUpload(c.get("config").uploadDir, row.image);
  return ok(c, footerImageJson(row));
});

/** Upload an icon: replaces the image of `id`, or creates a draft row when `id` is absent or unknown (contract 1.6). */
async function image(c: Ctx, rawId: string | undefined) {
  const id = rawId === undefined ? null : pathId(rawId);
  const existing = await load(c, id);
  if (existing instanceof Response) return existing;
  const denied = denyUnless(c, existing ? "footer_link.edit" : "footer_link.create");
  if (denied) return denied;
  const body = await readBody(c);
  if (!body) return validationFailed(c, { image: ["The photo field is required."] });
  const v = validateValues(c, z.object({ type: TYPE }), body);
  if (!v.ok) return v.response;
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const db = c.get("db");
  const uploadDir = c.get("config").uploadDir;
  const name = await storeUpload(uploadDir, body.photo as File, "footer");
  const now = isoNow();
  let savedId: number;
  if (existing) {
    await db.updateTable("footer_image_links").set({ image: name, type: v.data.type, updated_at: now }).where("id", "=", existing.id).execute();
    await deleteUpload(uploadDir, existing.image);
    savedId = existing.id;
  } else {
    ({ id: savedId } = await db
      .insertInto("footer_image_links")
      .values({ image: name, type: v.data.type, admin_id: c.get("admin").id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  const row = await db.selectFrom("footer_image_links").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(c, out(c, row));
}

footerImageLinkRoutes.post("/image", (c) => image(c, undefined));
footerImageLinkRoutes.post("/image/:id", (c) => image(c, c.req.param("id")));
