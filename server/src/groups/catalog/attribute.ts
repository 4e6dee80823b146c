import { Hono } from "hono";
import { z } from "zod";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { field, isBlank, requiredString, toNumber, validateBody } from "../../http/validate";
import { gateAny, created, type Db, denyForeign, hideAdmin, parseId, parseIdList } from "./common";

/*
 * Attributes and their values (contract 5.12). The action's `values` list adds (no id), renames
 * (id + title) or deletes (id + empty title) values; a value used by an inventory cannot go.
 */

export const attributeRoutes = new Hono<Env>();

const VALUE_IN_USE_EDIT = "Deleted attribute is being used by Order. Delete the order first.";
const VALUE_IN_USE_DELETE = "Attribute Value is being used by Order. Delete the order first.";

interface ValueInput {
  id?: number;
  title?: string;
}

const valuesField = field<ValueInput[]>((v) => {
  if (isBlank(v)) return { ok: true, value: [] };
  if (!Array.isArray(v)) return { ok: false, messages: ["The values must be an array."] };
  const out: ValueInput[] = [];
  const messages: string[] = [];
  v.forEach((item, i) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      messages.push(`The values.${i} must be an array.`);
      return;
    }
    const rec = item as Record<string, unknown>;
    const id = isBlank(rec.id) ? undefined : toNumber(rec.id);
    if (id === null || (id !== undefined && !Number.isInteger(id))) messages.push(`The values.${i}.id must be an integer.`);
    const title = isBlank(rec.title) ? undefined : typeof rec.title === "string" || typeof rec.title === "number" ? String(rec.title).trim() : null;
    if (title === null) messages.push(`The values.${i}.title must be a string.`);
    else if (title !== undefined && [...title].length > 255) messages.push(`The values.${i}.title must not be greater than 255 characters.`);
    if (id === undefined && title === undefined) messages.push(`The values.${i}.title field is required.`);
    out.push({ id: id ?? undefined, title: title ?? undefined });
  });
  return messages.length ? { ok: false, messages } : { ok: true, value: out };
});

const schema = z.object({ title: requiredString("title", { max: 255 }), values: valuesField.optional() });

/** Attributes with their `values`, admin_id hidden. */
async function withValues<T extends { id: number; admin_id: number }>(db: Db, rows: T[]) {
  const ids = rows.map((r) => r.id);
  const values = ids.length
    ? await db
        .selectFrom("attribute_values")
        .select(["id", "title", "attribute_id", "created_at", "updated_at"])
        .where("attribute_id", "in", ids)
        .orderBy("id")
        .execute()
    : [];
  return rows.map((r) => ({ ...hideAdmin(r), values: values.filter((v) => v.attribute_id === r.id) }));
}

async function attributeJson(db: Db, id: number) {
  const row = await db.selectFrom("attributes").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withValues(db, [row]))[0] : null;
}

attributeRoutes.get("/all", gate("attribute.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = sortParams(c.req.query(), ["id", "title", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("attributes").selectAll();
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("title", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: async (rows) => (await withValues(db, rows)).map((r) => created(c, r)) }));
});

attributeRoutes.get("/all-attributes", gateAny("attribute.view", "product.view"), async (c) => {
  const db = c.get("db");
  return ok(c, await withValues(db, await db.selectFrom("attributes").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute()));
});

attributeRoutes.get("/find/:id", gate("attribute.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("attributes").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const denied = denyForeign(c, row);
  if (denied) return denied;
  return ok(c, await attributeJson(db, row.id));
});

attributeRoutes.post("/action/:id?", async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const idParam = c.req.param("id");
  const id = idParam === undefined ? null : parseId(idParam);
  const denied = denyUnless(c, idParam === undefined ? "attribute.create" : "attribute.edit");
  if (denied) return denied;
  if (idParam !== undefined && id === null) return ok(c, null);
  const existing = id ? await db.selectFrom("attributes").select(["id", "admin_id"]).where("id", "=", id).executeTakeFirst() : undefined;
  const foreign = denyForeign(c, existing);
  if (foreign) return foreign;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  if (id !== null && !existing) return ok(c, null);
  const values = v.data.values ?? [];
  const adds = values.filter((x) => x.id === undefined);
  const renames = values.filter((x) => x.id !== undefined && x.title !== undefined);
  const removes = values.filter((x) => x.id !== undefined && x.title === undefined).map((x) => x.id as number);
  // Adding values is creating, removing is deleting: the caller needs those permissions too.
  if (adds.length && !can(c, "attribute.create")) return forbidden(c);
  if (removes.length && !can(c, "attribute.delete")) return forbidden(c);
  const referenced = values.filter((x) => x.id !== undefined).map((x) => x.id as number);
  if (referenced.length) {
    if (id === null) return validationFailed(c, { form: ["The selected values is invalid."] });
    const own = await db.selectFrom("attribute_values").select("id").where("attribute_id", "=", id).where("id", "in", referenced).execute();
    if (own.length !== new Set(referenced).size) return validationFailed(c, { form: ["The selected values is invalid."] });
  }
  if (removes.length) {
    const used = await db.selectFrom("inventory_attributes").select("id").where("attribute_value_id", "in", removes).executeTakeFirst();
    if (used) return businessError(c, VALUE_IN_USE_EDIT);
  }
  const now = isoNow();
  const saved = await db.transaction().execute(async (trx) => {
    let target = id;
    if (target === null) {
      const row = await trx
        .insertInto("attributes")
        .values({ title: v.data.title, admin_id: me.id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      target = row.id;
    } else {
      await trx.updateTable("attributes").set({ title: v.data.title, updated_at: now }).where("id", "=", target).execute();
    }
    if (removes.length) await trx.deleteFrom("attribute_values").where("id", "in", removes).execute();
    for (const r of renames)
      await trx
        .updateTable("attribute_values")
        .set({ title: r.title as string, updated_at: now })
        .where("id", "=", r.id as number)
        .execute();
    if (adds.length) {
      await trx
        .insertInto("attribute_values")
        .values(adds.map((a) => ({ title: a.title as string, attribute_id: target as number, admin_id: me.id, created_at: now, updated_at: now })))
        .execute();
    }
    return target;
  });
  return ok(c, await attributeJson(db, saved));
});

attributeRoutes.delete("/delete/:ids", gate("attribute.delete"), async (c) => {
  const db = c.get("db");
  const ids = parseIdList(c.req.param("ids"));
  if (!ids) return notFoundB(c);
  const rows = await db.selectFrom("attributes").select(["id", "admin_id"]).where("id", "in", ids).execute();
  if (rows.length !== ids.length) return notFoundB(c);
  for (const r of rows) {
    const denied = denyForeign(c, r);
    if (denied) return denied;
  }
  const used = await db
    .selectFrom("inventory_attributes as ia")
    .innerJoin("attribute_values as av", "av.id", "ia.attribute_value_id")
    .select("ia.id")
    .where("av.attribute_id", "in", ids)
    .executeTakeFirst();
  if (used) return businessError(c, VALUE_IN_USE_DELETE);
  // Values and image links go with the attribute (ON DELETE CASCADE).
  await db.transaction().execute((trx) => trx.deleteFrom("attributes").where("id", "in", ids).execute());
  return ok(c, true);
});
