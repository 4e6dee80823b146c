import { Hono } from "hono";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import { denyForeign, isForeign } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkUpload, isSafeUploadName, storeUpload } from "../../http/uploads";
import { uploadsBase } from "../../http/public-url";
import { checkJsonObject, field, laravel, oneOf, optionalInteger, type Result, TEXT_LIMITS, validateBody } from "../../http/validate";
import { gateAny, newId, rawBody } from "./common";
import { removeUnusedFiles } from "./files";
import { sanitizedRichText } from "./product-write";

/*
 * Images inside a product's rich text (contract 5.41). The upload stores the file, records it for
 * the product and answers its public `url`; the editor inserts the <img> itself. Unlike the
 * original, the server does not append HTML to the product's overview/description.
 */

export const wysiwygRoutes = new Hono<Env>();

/** Text fields a JSON draft may carry when the image comes before the first save, with their limits (as productSchema). */
const DRAFT_TEXT = {
  title: TEXT_LIMITS.line,
  unit: TEXT_LIMITS.line,
  badge: TEXT_LIMITS.line,
  meta_title: TEXT_LIMITS.line,
  meta_description: TEXT_LIMITS.text,
  meta_keywords: TEXT_LIMITS.text,
  description: TEXT_LIMITS.richText,
  overview: TEXT_LIMITS.richText,
  tags: TEXT_LIMITS.text,
} as const;
const DRAFT_NUMBER = ["selling", "purchased", "offered"] as const;

const draftField = field((v): Result<Record<string, unknown> | undefined> => {
  const r = checkJsonObject("product", v);
  if (!r.ok || !r.value) return r;
  const draft = r.value;
  const tooLong = Object.entries(DRAFT_TEXT).filter(([k, max]) => typeof draft[k] === "string" && [...draft[k]].length > max);
  return tooLong.length ? { ok: false, messages: tooLong.map(([k, max]) => laravel.maxChars(k, max)) } : r;
});

const schema = z.object({
  type: oneOf("type", [2, 3] as const),
  item_id: optionalInteger("item_id", { min: 1 }),
  product: draftField.optional(),
});

// Callers with neither permission are refused before the body is looked at.
wysiwygRoutes.post("/upload", gateAny("product.create", "product.edit"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const v = await validateBody(c, schema, "image");
  if (!v.ok) return v.response;
  if (v.data.item_id === undefined && v.data.product === undefined) {
    return validationFailed(c, { image: ["The item id field is required when product is not present."] });
  }
  const denied = denyUnless(c, v.data.item_id !== undefined ? "product.edit" : "product.create");
  if (denied) return denied;
  let itemId: number | null = null;
  if (v.data.item_id !== undefined) {
    const product = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", v.data.item_id).executeTakeFirst();
    if (!product) return validationFailed(c, { image: ["The selected item id is invalid."] });
    const foreign = denyForeign(c, product);
    if (foreign) return foreign;
    itemId = product.id;
  }
  const body = await rawBody(c);
  const errors = await checkUpload(body.photo, "image", "photo");
  if (errors.length) return validationFailed(c, { image: errors });
  const name = await storeUpload(c.get("config").uploadDir, body.photo as File, "wysiwyg-image");
  const now = isoNow();
  const row = await db.transaction().execute(async (trx) => {
    if (itemId === null) {
      // The editor's first image of a new product: save the draft so the image has an owner.
      const draft = v.data.product ?? {};
      const values: Record<string, unknown> = {};
      for (const k of Object.keys(DRAFT_TEXT)) if (typeof draft[k] === "string" && draft[k] !== "") values[k] = draft[k];
      for (const k of DRAFT_NUMBER) if (typeof draft[k] === "number" && Number.isFinite(draft[k]) && draft[k] >= 0) values[k] = draft[k];
      Object.assign(values, await sanitizedRichText(values));
      itemId = await newId(trx, "products");
      await trx
        .insertInto("products")
        .values({ ...values, id: itemId, admin_id: me.id, created_at: now, updated_at: now })
        .execute();
    }
    return trx
      .insertInto("wysiwyg_images")
      .values({ image: name, item_id: itemId, admin_id: me.id, created_at: now, updated_at: now })
      .returning(["id", "image", "item_id", "created_at", "updated_at"])
      .executeTakeFirstOrThrow();
  });
  return ok(c, { ...row, url: `${uploadsBase(c)}${row.image}` });
});

wysiwygRoutes.delete("/delete/:name", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const name = c.req.param("name");
  if (!isSafeUploadName(name)) return ok(c, null);
  const row = await db.selectFrom("wysiwyg_images").selectAll().where("image", "=", name).executeTakeFirst();
  if (!row) return ok(c, null);
  if (isForeign(c.get("admin"), row.admin_id)) {
    const product = row.item_id
      ? await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", row.item_id).executeTakeFirst()
      : undefined;
    const foreign = denyForeign(c, product ?? { admin_id: row.admin_id });
    if (foreign) return foreign;
  }
  await db.deleteFrom("wysiwyg_images").where("id", "=", row.id).execute();
  await removeUnusedFiles(c, db, [row.image]);
  const { admin_id: _hidden, ...shown } = row;
  return ok(c, shown);
});
