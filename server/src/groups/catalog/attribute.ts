import { Hono } from "hono";
import { z } from "zod";
import { can } from "../../http/auth";
import { hideAdmin, mountOwned, type SaveInput, upsertRow } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { field, isBlank, requiredString, toNumber } from "../../http/validate";
import { type Ctx, type Db, gateAny } from "./common";

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
    const title = isBlank(rec.title)
      ? undefined
      : typeof rec.title === "string" || typeof rec.title === "number"
        ? String(rec.title).trim()
        : null;
    if (title === null) messages.push(`The values.${i}.title must be a string.`);
    else if (title !== undefined && [...title].length > 255)
      messages.push(`The values.${i}.title must not be greater than 255 characters.`);
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

attributeRoutes.get("/all-attributes", gateAny("attribute.view", "product.view"), async (c) => {
  const db = c.get("db");
  return ok(
    c,
    await withValues(db, await db.selectFrom("attributes").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute()),
  );
});

/**
 * The action's writes: the title, and the `values` list's adds, renames and removes. Adding values
 * is creating and removing is deleting, so the caller needs those permissions too.
 */
async function saveAttribute(c: Ctx, { current, data }: SaveInput<"attributes", z.output<typeof schema>>): Promise<number | Response> {
  const db = c.get("db");
  const me = c.get("admin");
  const id = current?.id ?? null;
  const values = data.values ?? [];
  const adds = values.filter((x) => x.id === undefined);
  const renames = values.filter((x) => x.id !== undefined && x.title !== undefined);
  const removes = values.filter((x) => x.id !== undefined && x.title === undefined).map((x) => x.id as number);
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
  return db.transaction().execute(async (trx) => {
    const target = await upsertRow(trx, "attributes", current, { title: data.title }, { admin_id: me.id });
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
        .values(adds.map((a) => ({ title: a.title as string, attribute_id: target, admin_id: me.id, created_at: now, updated_at: now })))
        .execute();
    }
    return target;
  });
}

mountOwned(attributeRoutes, {
  table: "attributes",
  perm: "attribute",
  json: (c, rows) => withValues(c.get("db"), rows),
  list: { sortable: ["id", "title", "created_at", "updated_at"], search: ["title"] },
  find: { notFound: notFoundA },
  action: { schema, save: saveAttribute },
  delete: {
    notFound: notFoundB,
    inUse: async (trx, ids) => {
      const used = await trx
        .selectFrom("inventory_attributes as ia")
        .innerJoin("attribute_values as av", "av.id", "ia.attribute_value_id")
        .select("ia.id")
        .where("av.attribute_id", "in", ids)
        .executeTakeFirst();
      // Values and image links go with the attribute (ON DELETE CASCADE).
      return used ? VALUE_IN_USE_DELETE : null;
    },
  },
});
