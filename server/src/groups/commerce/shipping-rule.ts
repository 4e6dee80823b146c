import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { ShippingPlaceTable, ShippingRuleTable } from "../../db/schema";
import { can } from "../../http/auth";
import { Abort, defined, hideAdmin, mountOwned, type SaveInput, upsertRow } from "../../http/crud-kit";
import { businessError, forbidden, notFoundA, notFoundB, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { decimal, isoNow, withCreated } from "../../http/format";
import { paginate } from "../../http/pagination";
import { field, isBlank, laravel, optionalOneOf, requiredString, toNumber } from "../../http/validate";
import { type Ctx, type Db, saveTitle, translating, withTitles } from "./shared";

/*
 * Contract 5.40: shipping rules with their places (delivery price per country/state, optional
 * pickup point). The action replaces the place list: rows with an id are updated, rows without
 * are created, rows flagged `deleted` (or missing from the list) are removed unless an order uses them.
 */

export const shippingRuleRoutes = new Hono<Env>();

export function placeJson(p: Selectable<ShippingPlaceTable>) {
  return {
    id: p.id,
    shipping_rule_id: p.shipping_rule_id,
    country: p.country,
    state: p.state,
    price: decimal(p.price),
    day_needed: p.day_needed,
    pickup_price: decimal(p.pickup_price),
    pickup_point: p.pickup_point,
    pickup_phone: p.pickup_phone,
    pickup_address_line_1: p.pickup_address_line_1,
    pickup_address_line_2: p.pickup_address_line_2,
    pickup_zip: p.pickup_zip,
    pickup_state: p.pickup_state,
    pickup_city: p.pickup_city,
    pickup_country: p.pickup_country,
  };
}

export async function rulesWithPlaces(db: Db, rules: Array<Selectable<ShippingRuleTable>>) {
  const ids = rules.map((r) => r.id);
  const places = ids.length
    ? await db.selectFrom("shipping_places").selectAll().where("shipping_rule_id", "in", ids).orderBy("id").execute()
    : [];
  return rules.map((r) => ({ ...hideAdmin(r), shipping_places: places.filter((p) => p.shipping_rule_id === r.id).map(placeJson) }));
}

/** One place of the action's list: the place's columns, its id when it exists, and the delete flag. */
type PlaceInput = Omit<Selectable<ShippingPlaceTable>, "id" | "shipping_rule_id" | "admin_id" | "created_at" | "updated_at"> & {
  id?: number;
  deleted: boolean;
};

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === "1" || v === "true";
}

const placesField = field<PlaceInput[]>((v) => {
  if (!Array.isArray(v))
    return { ok: false, messages: [isBlank(v) ? laravel.required("shipping_places") : laravel.array("shipping_places")] };
  const out: PlaceInput[] = [];
  const errors = new Set<string>();
  for (const raw of v) {
    if (!raw || typeof raw !== "object") {
      errors.add(laravel.array("shipping_places"));
      continue;
    }
    const p = raw as Record<string, unknown>;
    const num = (name: string, integer = false): number => {
      if (isBlank(p[name])) return 0;
      const n = toNumber(p[name]);
      if (n === null || n < 0 || (integer && !Number.isInteger(n))) {
        errors.add(integer ? laravel.integer(name) : laravel.numeric(name));
        return 0;
      }
      return n;
    };
    const s = (name: string) => (isBlank(p[name]) ? null : String(p[name]).trim().slice(0, 255));
    const id = isBlank(p.id) ? undefined : toNumber(p.id);
    if (id === null || (id !== undefined && !Number.isInteger(id))) errors.add(laravel.integer("id"));
    const deleted = truthy(p.deleted);
    if (!deleted && s("country") === null) errors.add(laravel.required("country"));
    out.push({
      id: id ?? undefined,
      deleted,
      country: s("country"),
      state: s("state"),
      price: num("price"),
      pickup_price: num("pickup_price"),
      pickup_point: truthy(p.pickup_point) ? 1 : 0,
      day_needed: num("day_needed", true),
      pickup_phone: s("pickup_phone"),
      pickup_address_line_1: s("pickup_address_line_1"),
      pickup_address_line_2: s("pickup_address_line_2"),
      pickup_zip: s("pickup_zip"),
      pickup_state: s("pickup_state"),
      pickup_city: s("pickup_city"),
      pickup_country: s("pickup_country"),
    });
  }
  return errors.size ? { ok: false, messages: [...errors] } : { ok: true, value: out };
});

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  single_price: optionalOneOf("single_price", [0, 1] as const),
  shipping_places: placesField,
});

mountOwned(shippingRuleRoutes, {
  table: "shipping_rules",
  perm: "shipping_rule",
  json: async (c, rows) => rulesWithPlaces(c.get("db"), await withTitles(c, c.get("db"), "shipping_rules", rows)),
  list: {
    sortable: ["id", "title", "single_price", "created_at", "updated_at"],
    search: ["title"],
    items: async (c, rows) =>
      withCreated(await rulesWithPlaces(c.get("db"), await withTitles(c, c.get("db"), "shipping_rules", rows)), c.req.query("time_zone")),
  },
  find: { notFound: notFoundA },
  action: { schema, save: saveRule },
  delete: {
    notFound: notFoundB,
    inUse: async (trx, ids) => {
      const used = await trx.selectFrom("products").select("id").where("shipping_rule_id", "in", ids).limit(1).executeTakeFirst();
      if (used) return "Unable to delete. Shipping rule is being used by a product.";
      const inOrder = await trx
        .selectFrom("ordered_products")
        .innerJoin("shipping_places", "shipping_places.id", "ordered_products.shipping_place_id")
        .select("ordered_products.id")
        .where("shipping_places.shipping_rule_id", "in", ids)
        .limit(1)
        .executeTakeFirst();
      return inOrder ? "Unable to delete. Deleted place is being used by an order." : null;
    },
  },
});

/** The action's writes: the rule, then its place list (a place an order uses cannot go). */
async function saveRule(c: Ctx, { current, data }: SaveInput<"shipping_rules", z.output<typeof schema>>): Promise<number | Response> {
  const places = data.shipping_places;
  if (!places.some((p) => !p.deleted)) return businessError(c, "Shipping must have at least one rule.");
  const me = c.get("admin");
  return c
    .get("db")
    .transaction()
    .execute(async (trx) => {
      const now = isoNow();
      // With a `language` header an update's title goes to the translation row only.
      const values = { ...(current && translating(c) ? {} : { title: data.title }), ...defined({ single_price: data.single_price }) };
      const id = await upsertRow(trx, "shipping_rules", current, values, { single_price: data.single_price ?? 0, admin_id: me.id });
      const existing = await trx.selectFrom("shipping_places").select("id").where("shipping_rule_id", "=", id).execute();
      const existingIds = new Set(existing.map((e) => e.id));
      const kept = new Set(places.filter((p) => p.id !== undefined && !p.deleted).map((p) => p.id!));
      const removed = [...existingIds].filter((pid) => !kept.has(pid));
      if (removed.length) {
        const used = await trx
          .selectFrom("ordered_products")
          .select("id")
          .where("shipping_place_id", "in", removed)
          .limit(1)
          .executeTakeFirst();
        if (used) throw new Abort(businessError(c, "Unable to delete. Deleted place is being used by an order."));
        await trx.deleteFrom("shipping_places").where("id", "in", removed).execute();
      }
      for (const p of places) {
        if (p.deleted) continue;
        const { id: placeId, deleted: _d, ...values } = p;
        if (placeId !== undefined && existingIds.has(placeId)) {
          await trx
            .updateTable("shipping_places")
            .set({ ...values, updated_at: now })
            .where("id", "=", placeId)
            .execute();
        } else {
          // An id from another rule is not taken over: the place is created afresh for this rule.
          await trx
            .insertInto("shipping_places")
            .values({ ...values, shipping_rule_id: id, admin_id: me.id, created_at: now, updated_at: now })
            .execute();
        }
      }
      await saveTitle(c, trx, "shipping_rules", id, data.title);
      return id;
    });
}

// Lookup for the product form (vendors create products too).
shippingRuleRoutes.get("/all-shipping-rules", async (c) => {
  if (!["shipping_rule.view", "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
  const db = c.get("db");
  const perPage = Number(c.req.query("per_page"));
  const q = db.selectFrom("shipping_rules").select(["id", "title"]).orderBy("created_at").orderBy("id");
  if (Number.isInteger(perPage) && perPage > 0) {
    return ok(c, await paginate(c, db, q, { perPage: Math.min(perPage, 1000), map: (rows) => withTitles(c, db, "shipping_rules", rows) }));
  }
  return ok(c, await withTitles(c, db, "shipping_rules", await q.execute()));
});
