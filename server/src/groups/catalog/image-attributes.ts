import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import { denyForeign } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { optionalIdArray, optionalInteger, requiredInteger, validateBody } from "../../http/validate";

/*
 * Which attribute values a gallery image shows (contract 5.10). The given `values` become the
 * image's full set: links not listed are removed, new ones added, unchanged ones kept (the original
 * compared against the link ids and so re-created everything). The original had no permission
 * check; this needs product.edit.
 */

export const imageAttributeRoutes = new Hono<Env>();

const KEY = "images_attribute";

const schema = z.object({
  product_image_id: requiredInteger("product_image_id", { min: 1 }),
  product_id: optionalInteger("product_id", { min: 1 }),
  values: optionalIdArray("values"),
});

imageAttributeRoutes.post("/action", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const v = await validateBody(c, schema, KEY);
  if (!v.ok) return v.response;
  const image = await db.selectFrom("product_images").selectAll().where("id", "=", v.data.product_image_id).executeTakeFirst();
  if (!image) return validationFailed(c, { [KEY]: ["The selected product image id is invalid."] });
  if (v.data.product_id !== undefined && v.data.product_id !== image.product_id) {
    return validationFailed(c, { [KEY]: ["The selected product id is invalid."] });
  }
  const product = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", image.product_id).executeTakeFirstOrThrow();
  const denied = denyForeign(c, product);
  if (denied) return denied;
  const wanted = [...new Set(v.data.values ?? [])];
  if (wanted.length) {
    const found = await db.selectFrom("attribute_values").select("id").where("id", "in", wanted).execute();
    if (found.length !== wanted.length) return validationFailed(c, { [KEY]: ["The selected values is invalid."] });
  }
  const now = isoNow();
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("product_image_attributes")
      .select(["id", "attribute_value_id"])
      .where("product_image_id", "=", image.id)
      .execute();
    const have = new Set(current.map((r) => r.attribute_value_id));
    const drop = current.filter((r) => !wanted.includes(r.attribute_value_id)).map((r) => r.id);
    if (drop.length) await trx.deleteFrom("product_image_attributes").where("id", "in", drop).execute();
    const add = wanted.filter((w) => !have.has(w));
    if (add.length) {
      await trx
        .insertInto("product_image_attributes")
        .values(
          add.map((attribute_value_id) => ({
            product_image_id: image.id,
            attribute_value_id,
            product_id: image.product_id,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  });
  return ok(c, true);
});
