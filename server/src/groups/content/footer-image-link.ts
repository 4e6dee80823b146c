import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { FooterImageLinkTable } from "../../db/schema";
import { gate } from "../../http/auth";
import { defined, hideAdmin, loadOwned, mountOwned, ownRows, parseId, type Scope, upsertRow, uploadTarget } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { formatCreated, isoNow, withCreated } from "../../http/format";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { oneOf, optionalFlag12, readBody, requiredString, validateValues } from "../../http/validate";
import { type Ctx, requiredLink } from "./common";

/*
 * footer-image-link (contract 5.32): payment (type 1) and social (type 2) icons of the storefront
 * footer. The original checked no permission; here footer_link.* gates it, and non-superadmins
 * see and change only their own rows (contract 1.8).
 */

export const footerImageLinkRoutes = new Hono<Env>();

type Row = Selectable<FooterImageLinkTable>;
export const footerImageJson = (r: Row) => hideAdmin(r);

/** Non-superadmins see and change only their own icons. */
const OWN: Scope = "non-superadmin";

const PAYMENT = 1;
const SOCIAL = 2;
const flagOf = (type: number) => (type === PAYMENT ? "payment_links" : "social_links");

footerImageLinkRoutes.get("/all", gate("footer_link.view"), async (c) => {
  const rows = await ownRows(c.get("db").selectFrom("footer_image_links").selectAll().orderBy("id", "asc"), c.get("admin"), OWN).execute();
  const tz = c.req.query("time_zone");
  return ok(c, {
    payment_links: withCreated(rows.filter((r) => r.type === PAYMENT).map(footerImageJson), tz),
    social_links: withCreated(rows.filter((r) => r.type === SOCIAL).map(footerImageJson), tz),
  });
});

function out(c: Ctx, row: Row, flag = false) {
  return {
    ...footerImageJson(row),
    ...(flag ? { [flagOf(row.type)]: true } : {}),
    created: formatCreated(row.created_at, c.req.query("time_zone")),
  };
}

const TYPE = oneOf("type", [PAYMENT, SOCIAL] as const);

const actionSchema = z.object({
  title: requiredString("title", { max: 255 }),
  link: requiredLink("link"),
  type: TYPE,
  status: optionalFlag12("status"),
});

mountOwned(footerImageLinkRoutes, {
  table: "footer_image_links",
  perm: "footer_link",
  scope: OWN,
  json: (_c, rows) => rows.map(footerImageJson),
  find: { notFound: notFoundA },
  action: {
    schema: actionSchema,
    modelBinding: true,
    save: async (c, { current, data }) => {
      return upsertRow(c.get("db"), "footer_image_links", current, defined(data), { admin_id: c.get("admin").id });
    },
    answer: (c, row) => out(c, row, true),
  },
});

footerImageLinkRoutes.delete("/delete/:id", gate("footer_link.delete"), async (c) => {
  const row = await loadOwned(c, "footer_image_links", parseId(c.req.param("id")), OWN);
  if (row instanceof Response) return row;
  if (!row) return notFoundB(c);
  await c.get("db").deleteFrom("footer_image_links").where("id", "=", row.id).execute();
  await deleteUpload(c.get("config").uploadDir, row.image);
  return ok(c, footerImageJson(row));
});

/**
 * Upload an icon: replaces the image of `id`, or creates a draft row when `id` is absent or unknown
 * (contract 1.6). `upload/{id?}` is the same handler, the name the other groups use.
 */
async function uploadIcon(c: Ctx) {
  const existing = await uploadTarget(c, "footer_image_links", "footer_link", OWN);
  if (existing instanceof Response) return existing;
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
    await db
      .updateTable("footer_image_links")
      .set({ image: name, type: v.data.type, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
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

for (const path of ["/image", "/upload"]) footerImageLinkRoutes.post(`${path}/:id?`, (c) => uploadIcon(c));
