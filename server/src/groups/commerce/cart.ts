import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { CartTable } from "../../db/schema";
import { gate } from "../../http/auth";
import { businessError, forbidden, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow } from "../../http/format";
import {
  field,
  isBlank,
  laravel,
  optionalInteger,
  optionalOneOf,
  optionalString,
  requiredInteger,
  toNumber,
  validateBody,
} from "../../http/validate";
import { Abort, hideAdmin, isForeign, parseId, transactional } from "../../http/crud-kit";
import { activeFlashPrices } from "./flash-sale";
import { type Db, inventoryAttributesJson, sqlNow, variantAttributeRows } from "./shared";
import { priceCheckout, quoteJson, userExists } from "./pos-checkout";
import { placeJson } from "./shipping-rule";
import { claimVoucherTry, voucherAccepted } from "./voucher";
import { taxRuleJson } from "./tax-rule";

/*
 * Contract 5.13: the caller's own POS cart (carts.admin_id = caller). The original had no gate;
 * here every route needs pos.view. Vendors can only put their own products in it.
 * `quote` (an extension) prices the selected rows exactly as pos-order/action will (pos-checkout.ts).
 */

export const cartRoutes = new Hono<Env>();

/** The cart rows of an admin with the relations the POS screen shows. */
export async function cartJson(db: Db, rows: Array<Selectable<CartTable>>) {
  if (!rows.length) return [];
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const inventoryIds = [...new Set(rows.map((r) => r.inventory_id))];
  const [products, images, inventories, attrs, flash] = await Promise.all([
    db.selectFrom("products").selectAll().where("id", "in", productIds).execute(),
    db.selectFrom("product_images").selectAll().where("product_id", "in", productIds).orderBy("id").execute(),
    db.selectFrom("updated_inventories").selectAll().where("id", "in", inventoryIds).execute(),
    variantAttributeRows(db, inventoryIds),
    activeFlashPrices(db, productIds, sqlNow()),
  ]);
  const ruleIds = [...new Set(products.map((p) => p.shipping_rule_id).filter((x): x is number => x !== null))];
  const taxIds = [...new Set(products.map((p) => p.tax_rule_id).filter((x): x is number => x !== null))];
  const dealIds = [...new Set(products.map((p) => p.bundle_deal_id).filter((x): x is number => x !== null))];
  const [rules, places, taxes, deals] = await Promise.all([
    ruleIds.length ? db.selectFrom("shipping_rules").selectAll().where("id", "in", ruleIds).execute() : [],
    ruleIds.length ? db.selectFrom("shipping_places").selectAll().where("shipping_rule_id", "in", ruleIds).orderBy("id").execute() : [],
    taxIds.length ? db.selectFrom("tax_rules").selectAll().where("id", "in", taxIds).execute() : [],
    dealIds.length ? db.selectFrom("bundle_deals").selectAll().where("id", "in", dealIds).execute() : [],
  ]);
  const ruleJson = (id: number | null, withPlaces: boolean) => {
    const r = rules.find((x) => x.id === id);
    if (!r) return null;
    return withPlaces
      ? { ...hideAdmin(r), shipping_places: places.filter((p) => p.shipping_rule_id === r.id).map(placeJson) }
      : hideAdmin(r);
  };
  return rows.map((row) => {
    const p = products.find((x) => x.id === row.product_id)!;
    const inv = inventories.find((x) => x.id === row.inventory_id);
    const place = places.find((x) => x.id === row.shipping_place_id);
    const fl = flash.get(row.product_id);
    const tax = taxes.find((x) => x.id === p.tax_rule_id);
    const deal = deals.find((x) => x.id === p.bundle_deal_id);
    return {
      id: row.id,
      product_id: row.product_id,
      user_id: row.user_id,
      admin_id: row.admin_id,
      inventory_id: row.inventory_id,
      quantity: row.quantity,
      selected: row.selected,
      shipping_place_id: row.shipping_place_id,
      shipping_type: row.shipping_type,
      created_at: row.created_at,
      updated_at: row.updated_at,
      flash_product: p
        ? {
            id: p.id,
            title: p.title,
            slug: p.slug,
            image: p.image,
            unit: p.unit,
            status: p.status,
            selling: p.selling,
            offered: p.offered,
            admin_id: p.admin_id,
            tax_rule_id: p.tax_rule_id,
            shipping_rule_id: p.shipping_rule_id,
            bundle_deal_id: p.bundle_deal_id === null ? null : String(p.bundle_deal_id),
            // Flash price and end while the sale runs, else null.
            price: fl ? fl.price : null,
            end_time: fl ? fl.end_time : null,
            bundle_deal: deal ? hideAdmin(deal) : null,
            tax_rules: tax ? taxRuleJson(tax) : null,
            product_images: images.filter((i) => i.product_id === p.id),
            shipping_rule: ruleJson(p.shipping_rule_id, true),
          }
        : null,
      updated_inventory: inv
        ? {
            ...inv,
            inventory_attributes: inventoryAttributesJson(attrs, inv.id),
          }
        : null,
      shipping_place: place ? { ...placeJson(place), shipping_rule: ruleJson(place.shipping_rule_id, false) } : null,
    };
  });
}

async function myCart(db: Db, adminId: number) {
  return cartJson(db, await db.selectFrom("carts").selectAll().where("admin_id", "=", adminId).orderBy("id").execute());
}

cartRoutes.get("/by-user", gate("pos.view"), async (c) => ok(c, await myCart(c.get("db"), c.get("admin").id)));

const actionSchema = z.object({
  product_id: requiredInteger("product_id", { min: 1 }),
  inventory_id: requiredInteger("inventory_id", { min: 1 }),
  // A ±delta: the POS stepper posts +1 / −1 for a row already in the cart.
  quantity: requiredInteger("quantity"),
  shipping_place_id: optionalInteger("shipping_place_id", { min: 1 }),
  shipping_type: optionalOneOf("shipping_type", [1, 2] as const),
  selected: optionalOneOf("selected", [1, 2] as const),
});

cartRoutes.post("/action", gate("pos.view"), async (c) => {
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const me = c.get("admin");
  return transactional(c, async (trx) => {
    const product = await trx
      .selectFrom("products")
      .select(["id", "admin_id", "shipping_rule_id"])
      .where("id", "=", v.data.product_id)
      .executeTakeFirst();
    const inventory = await trx
      .selectFrom("updated_inventories")
      .select(["id", "product_id", "quantity"])
      .where("id", "=", v.data.inventory_id)
      .executeTakeFirst();
    if (!product || !inventory || inventory.product_id !== product.id) throw new Abort(notFoundA(c));
    if (isForeign(me, product.admin_id)) throw new Abort(forbidden(c));
    if (v.data.shipping_place_id !== undefined) {
      const place = await trx
        .selectFrom("shipping_places")
        .select("shipping_rule_id")
        .where("id", "=", v.data.shipping_place_id)
        .executeTakeFirst();
      if (!place || place.shipping_rule_id !== product.shipping_rule_id)
        throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("shipping_place_id")] }));
    }
    const existing = await trx
      .selectFrom("carts")
      .selectAll()
      .where("admin_id", "=", me.id)
      .where("product_id", "=", product.id)
      .where("inventory_id", "=", inventory.id)
      .executeTakeFirst();
    const quantity = (existing?.quantity ?? 0) + v.data.quantity;
    // Never below one unit: the row is removed with cart/delete.
    if (quantity < 1) throw new Abort(businessError(c, laravel.minNumber("quantity", 1), "quantity"));
    // Only an increase is held to the stock: a row above a stock that fell meanwhile can still go down.
    if (v.data.quantity > 0 && quantity > inventory.quantity) throw new Abort(businessError(c, "Quantity exceeds inventory."));
    const now = isoNow();
    const extra = {
      ...(v.data.shipping_place_id !== undefined ? { shipping_place_id: v.data.shipping_place_id } : {}),
      ...(v.data.shipping_type !== undefined ? { shipping_type: v.data.shipping_type } : {}),
      ...(v.data.selected !== undefined ? { selected: v.data.selected } : {}),
    };
    let id: number;
    if (existing) {
      await trx
        .updateTable("carts")
        .set({ quantity, ...extra, updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      id = existing.id;
    } else {
      id = (
        await trx
          .insertInto("carts")
          .values({
            product_id: product.id,
            inventory_id: inventory.id,
            quantity,
            admin_id: me.id,
            ...extra,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    const row = await trx.selectFrom("carts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return ok(c, (await cartJson(trx, [row]))[0]);
  });
});

cartRoutes.delete("/delete/:id", gate("pos.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("carts").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundB(c);
  if (row.admin_id !== me.id) return forbidden(c);
  const [json] = await cartJson(db, [row]);
  await db.deleteFrom("carts").where("id", "=", row.id).execute();
  return ok(c, json);
});

type ShippingChoice = { cart: number; place: number | null; type: 1 | 2 };

const choicesField = field<ShippingChoice[]>((v) => {
  if (isBlank(v)) return { ok: false, messages: [laravel.required("cart")] };
  if (!Array.isArray(v)) return { ok: false, messages: [laravel.array("cart")] };
  const out: ShippingChoice[] = [];
  for (const raw of v) {
    const item = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const cart = toNumber(item.cart);
    const placeRaw =
      item.shipping_place && typeof item.shipping_place === "object"
        ? (item.shipping_place as Record<string, unknown>).id
        : item.shipping_place;
    const place = isBlank(placeRaw) ? null : toNumber(placeRaw);
    const type = isBlank(item.shipping_type) ? 1 : toNumber(item.shipping_type);
    if (cart === null || !Number.isInteger(cart)) return { ok: false, messages: [laravel.integer("cart")] };
    if (place !== null && !Number.isInteger(place)) return { ok: false, messages: [laravel.integer("shipping_place")] };
    if (type !== 1 && type !== 2) return { ok: false, messages: [laravel.invalidChoice("shipping_type")] };
    out.push({ cart, place, type });
  }
  return { ok: true, value: out };
});

const shippingSchema = z.object({ cart: choicesField, selected_address: z.unknown().optional() });

cartRoutes.post("/update-shipping", gate("pos.view"), async (c) => {
  const v = await validateBody(c, shippingSchema);
  if (!v.ok) return v.response;
  const me = c.get("admin");
  return transactional(c, async (trx) => {
    const now = isoNow();
    for (const choice of v.data.cart) {
      const row = await trx
        .selectFrom("carts as c")
        .innerJoin("products as p", "p.id", "c.product_id")
        .select(["c.id", "c.admin_id", "p.shipping_rule_id"])
        .where("c.id", "=", choice.cart)
        .executeTakeFirst();
      if (!row) throw new Abort(notFoundB(c));
      if (row.admin_id !== me.id) throw new Abort(forbidden(c));
      if (choice.place !== null) {
        const place = await trx.selectFrom("shipping_places").select("shipping_rule_id").where("id", "=", choice.place).executeTakeFirst();
        if (!place || place.shipping_rule_id !== row.shipping_rule_id)
          throw new Abort(validationFailed(c, { form: [laravel.invalidChoice("shipping_place")] }));
      }
      await trx
        .updateTable("carts")
        .set({ shipping_place_id: choice.place, shipping_type: choice.type, updated_at: now })
        .where("id", "=", row.id)
        .execute();
    }
    return ok(c, await myCart(trx, me.id));
  });
});

const quoteSchema = z.object({
  user_id: optionalInteger("user_id", { min: 1 }),
  voucher: optionalString("voucher", { max: 100 }),
});

/*
 * Extension: the totals of the selected rows before confirming, from the function pos-order/action
 * prices the order with. Refuses what the action refuses before stock (no cart, unknown customer,
 * voucher without customer, voucher refused, with the action's texts); stock, status and ownership
 * are reported by the confirm.
 */
cartRoutes.post("/quote", gate("pos.view"), async (c) => {
  const v = await validateBody(c, quoteSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const userId = v.data.user_id ?? null;
  if (userId !== null && !(await userExists(db, userId))) return validationFailed(c, { form: [laravel.invalidChoice("user_id")] });
  if (v.data.voucher) {
    const refused = await claimVoucherTry(c);
    if (refused) return refused;
  }
  const priced = await priceCheckout(db, c.get("admin").id, userId, v.data.voucher);
  if (!priced.ok) return businessError(c, priced.message);
  if (v.data.voucher) await voucherAccepted(c);
  return ok(c, quoteJson(priced.checkout));
});
