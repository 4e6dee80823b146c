import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { money } from "./common";

/*
 * Customers' cart lines as the admin screens show them (customer-cart/find and the user's carts
 * sub-list): product, the variant's attribute values, unit price and line total.
 */

/** Unit price of a cart line: the variant's own price, else the product's sale price, else its price. */
export const UNIT_PRICE: RawBuilder<number> = sql<number>`(case when coalesce(i.price, 0) > 0 then i.price when coalesce(p.offered, 0) > 0 then p.offered else coalesce(p.selling, 0) end)`;

export interface CartLine {
  id: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  selected: number;
  shipping_type: number;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  unit_price: number;
  line_total: number;
  product: { id: number; title: string | null; image: string | null; selling: number; offered: number } | null;
  attributes: Array<{ attribute: string; value: string }>;
}

/** Shapes raw cart rows (selected with `selectCartLines`) and attaches the variants' attributes. */
export async function loadCartLines(db: Kysely<Database>, rows: Array<Record<string, any>>): Promise<CartLine[]> {
  const inventoryIds = [...new Set(rows.map((r) => r.inventory_id as number))];
  const attrs = inventoryIds.length
    ? await db
        .selectFrom("inventory_attributes as ia")
        .innerJoin("attribute_values as av", "av.id", "ia.attribute_value_id")
        .innerJoin("attributes as a", "a.id", "av.attribute_id")
        .select(["ia.inventory_id", "a.title as attribute", "av.title as value"])
        .where("ia.inventory_id", "in", inventoryIds)
        .orderBy("a.id")
        .execute()
    : [];
  const byInventory = new Map<number, Array<{ attribute: string; value: string }>>();
  for (const a of attrs) {
    const list = byInventory.get(a.inventory_id) ?? [];
    list.push({ attribute: a.attribute, value: a.value });
    byInventory.set(a.inventory_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    inventory_id: r.inventory_id,
    quantity: r.quantity,
    selected: r.selected,
    shipping_type: r.shipping_type,
    user_id: r.user_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    unit_price: money(r.unit_price),
    line_total: money(Number(r.unit_price) * Number(r.quantity)),
    product:
      r.p_id === null
        ? null
        : { id: r.p_id, title: r.p_title, image: r.p_image, selling: Number(r.p_selling), offered: Number(r.p_offered) },
    attributes: byInventory.get(r.inventory_id) ?? [],
  }));
}

/** The base query of cart lines with their product and price; callers add where/order. */
export function selectCartLines(db: Kysely<Database>) {
  return db
    .selectFrom("carts as c")
    .leftJoin("products as p", "p.id", "c.product_id")
    .leftJoin("updated_inventories as i", "i.id", "c.inventory_id")
    .select([
      "c.id",
      "c.product_id",
      "c.inventory_id",
      "c.quantity",
      "c.selected",
      "c.shipping_type",
      "c.user_id",
      "c.created_at",
      "c.updated_at",
      "p.id as p_id",
      "p.title as p_title",
      "p.image as p_image",
      "p.selling as p_selling",
      "p.offered as p_offered",
      UNIT_PRICE.as("unit_price"),
    ])
    .where("c.admin_id", "is", null);
}
