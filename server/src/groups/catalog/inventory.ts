import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import { denyForeign, parseId } from "../../http/crud-kit";
import { coveredRowsChanged, saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { field, isBlank, toNumber, validateBody } from "../../http/validate";
import { type Db } from "./common";
import { inventoriesOf } from "./product-model";

/*
 * Product variants (contract 5.14). `action` receives the full desired list: known ids are updated,
 * new rows created, rows missing from the list deleted (with their attribute links and cart rows),
 * unless an order line uses them. The original had no permission checks: reading needs
 * product.view, writing product.edit.
 */

export const inventoryRoutes = new Hono<Env>();

export const INVENTORY_IN_ORDER = "You can not add a new combination. Old inventory was used in an order.";

export interface InventoryInput {
  id?: number;
  quantity: number;
  sku: string | null;
  price: number;
  values: number[];
}

/** A variant's `quantity` (a whole number ≥ 0) under `at` (`inventories.0`): its messages, none when valid. */
export function quantityMessages(at: string, raw: unknown): string[] {
  const quantity = toNumber(raw);
  if (isBlank(raw)) return [`The ${at}.quantity field is required.`];
  if (quantity === null) return [`The ${at}.quantity must be a number.`];
  if (!Number.isInteger(quantity)) return [`The ${at}.quantity must be an integer.`];
  if (quantity < 0) return [`The ${at}.quantity must be at least 0.`];
  return [];
}

/** The longest SKU the stock route stores. */
export const SKU_MAX = 255;

/** A variant's `sku` under `at`: trimmed, null when blank (the stock route allows none), and its messages. */
export function skuCheck(at: string, raw: unknown): { value: string | null; messages: string[] } {
  if (isBlank(raw)) return { value: null, messages: [] };
  if (typeof raw !== "string" && typeof raw !== "number") return { value: null, messages: [`The ${at}.sku must be a string.`] };
  const value = String(raw).trim();
  return { value, messages: [...value].length > SKU_MAX ? [`The ${at}.sku must not be greater than ${SKU_MAX} characters.`] : [] };
}

/** Validates the `inventories` list with Laravel-style texts (`inventories.0.quantity` ...). */
export const inventoriesField = field<InventoryInput[]>((v) => {
  if (isBlank(v)) return { ok: false, messages: ["The inventories field is required."] };
  if (!Array.isArray(v)) return { ok: false, messages: ["The inventories must be an array."] };
  const messages: string[] = [];
  const out: InventoryInput[] = [];
  v.forEach((item, i) => {
    const at = `inventories.${i}`;
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      messages.push(`The ${at} must be an array.`);
      return;
    }
    const r = item as Record<string, unknown>;
    const id = isBlank(r.id) ? undefined : toNumber(r.id);
    if (id === null || (id !== undefined && (!Number.isInteger(id) || id < 1))) messages.push(`The ${at}.id must be an integer.`);
    const quantity = toNumber(r.quantity);
    messages.push(...quantityMessages(at, r.quantity));
    const price = isBlank(r.price) ? 0 : toNumber(r.price);
    if (price === null) messages.push(`The ${at}.price must be a number.`);
    else if (price < 0) messages.push(`The ${at}.price must be at least 0.`);
    const sku = skuCheck(at, r.sku);
    messages.push(...sku.messages);
    const values: number[] = [];
    if (!isBlank(r.values)) {
      if (!Array.isArray(r.values)) messages.push(`The ${at}.values must be an array.`);
      else {
        r.values.forEach((val, j) => {
          const raw = val && typeof val === "object" ? (val as Record<string, unknown>).id : val;
          const n = toNumber(raw);
          if (n === null || !Number.isInteger(n)) messages.push(`The ${at}.values.${j}.id must be an integer.`);
          else values.push(n);
        });
      }
    }
    out.push({ id: id ?? undefined, quantity: quantity ?? 0, sku: sku.value, price: price ?? 0, values: [...new Set(values)] });
  });
  return messages.length ? { ok: false, messages } : { ok: true, value: out };
});

const schema = z.object({ inventories: inventoriesField });

/**
 * Checks a desired list against the product's current variants; returns an error text or null.
 * Shared by bulk import.
 */
export async function checkInventories(db: Db, productId: number | null, list: InventoryInput[]): Promise<string | null> {
  const current =
    productId === null ? [] : await db.selectFrom("updated_inventories").select("id").where("product_id", "=", productId).execute();
  const currentIds = new Set(current.map((r) => r.id));
  for (const [i, inv] of list.entries()) {
    if (inv.id !== undefined && !currentIds.has(inv.id)) return `The selected inventories.${i}.id is invalid.`;
  }
  const valueIds = [...new Set(list.flatMap((i) => i.values))];
  if (valueIds.length) {
    const found = await db.selectFrom("attribute_values").select("id").where("id", "in", valueIds).execute();
    if (found.length !== valueIds.length) return "The selected attribute values are invalid.";
  }
  const combos = new Set<string>();
  for (const inv of list) {
    const key = [...inv.values].sort((a, b) => a - b).join(",");
    if (combos.has(key)) return "The same attribute combination is listed twice.";
    combos.add(key);
  }
  const keep = new Set(list.map((i) => i.id).filter((x): x is number => x !== undefined));
  const removed = [...currentIds].filter((id) => !keep.has(id));
  if (removed.length) {
    const used = await db.selectFrom("ordered_products").select("id").where("inventory_id", "in", removed).executeTakeFirst();
    if (used) return INVENTORY_IN_ORDER;
  }
  return null;
}

/** Writes a checked list (inside the caller's transaction). */
export async function writeInventories(db: Db, productId: number, selling: number, list: InventoryInput[], now: string): Promise<void> {
  const keep = list.map((i) => i.id).filter((x): x is number => x !== undefined);
  let del = db.deleteFrom("updated_inventories").where("product_id", "=", productId);
  if (keep.length) del = del.where("id", "not in", keep);
  // Attribute links and cart rows of removed variants go through ON DELETE CASCADE.
  await del.execute();
  for (const inv of list) {
    // A price equal to the product's, or on a variant without attributes, means "use the product price".
    const price = !inv.values.length || inv.price === selling ? 0 : inv.price;
    let invId = inv.id;
    if (invId === undefined) {
      const row = await db
        .insertInto("updated_inventories")
        .values({ product_id: productId, quantity: inv.quantity, sku: inv.sku, price, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      invId = row.id;
    } else {
      await db
        .updateTable("updated_inventories")
        .set({ quantity: inv.quantity, sku: inv.sku, price, updated_at: now })
        .where("id", "=", invId)
        .execute();
      await db.deleteFrom("inventory_attributes").where("inventory_id", "=", invId).execute();
    }
    if (inv.values.length) {
      await db
        .insertInto("inventory_attributes")
        .values(inv.values.map((attribute_value_id) => ({ inventory_id: invId, attribute_value_id, created_at: now, updated_at: now })))
        .execute();
    }
  }
}

inventoryRoutes.get("/find/:productId", gate("product.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("productId"));
  const product = id
    ? await db.selectFrom("products").select(["id", "admin_id", "updated_at"]).where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!product) return notFoundA(c);
  const denied = denyForeign(c, product);
  if (denied) return denied;
  // The product's version covers its stock (record-version.ts): the ETag product/find sends too.
  return ok(versioned(c, product), await inventoriesOf(db, [product.id]));
});

inventoryRoutes.post("/action/:productId", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("productId"));
  const product = id
    ? await db.selectFrom("products").select(["id", "admin_id", "selling", "updated_at"]).where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!product) return notFoundA(c);
  const denied = denyForeign(c, product);
  if (denied) return denied;
  // Stock edited from an older version of the product (If-Match): 409 with the variants as they are now.
  const asFound = () => inventoriesOf(db, [product.id]);
  const stale = await staleVersion(c, product, asFound);
  if (stale) return stale;
  const v = await validateBody(c, schema, "inventory");
  if (!v.ok) return v.response;
  const problem = await checkInventories(db, product.id, v.data.inventories);
  if (problem) return businessError(c, problem, "inventory");
  const now = isoNow();
  const write = () =>
    db.transaction().execute(async (trx) => {
      await writeInventories(trx, product.id, product.selling, v.data.inventories, now);
      await coveredRowsChanged(trx, "products", product.id, now);
      return product.id;
    });
  const saved = await saveAtVersion(c, "products", product, asFound, write);
  if (saved instanceof Response) return saved;
  const version = await db.selectFrom("products").select("updated_at").where("id", "=", product.id).executeTakeFirstOrThrow();
  return ok(versioned(c, version), await asFound());
});
