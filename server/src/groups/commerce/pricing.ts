import type { Db } from "./shared";
import { money, sqlNow } from "./shared";
import { activeFlashPrices } from "./flash-sale";

/*
 * Prices cart rows the way an order line is stored (see order-model.ts for the line semantics):
 * unit price from the variant (or the product), a flash price inside its window or else the
 * product's sale price, bundle free units, tax from the product's rule, shipping from the chosen
 * place (charged once per rule when the rule is "single price", else per unit).
 */

/** What pricing reads of a product (`products as p` joined with `tax_rules as t`); the demo seed prices its orders from the same. */
export const PRICED_PRODUCT_COLUMNS = [
  "p.selling",
  "p.purchased",
  "p.offered",
  "p.admin_id",
  "p.shipping_rule_id",
  "t.type as tax_type",
] as const;

export interface CartLineInput {
  cartId: number;
  product_id: number;
  inventory_id: number;
  quantity: number;
  shipping_place_id: number | null;
  shipping_type: number;
}

export interface PricedLine extends CartLineInput {
  title: string;
  status: number;
  stock: number;
  admin_id: number;
  selling: number;
  purchased: number;
  offer_discount: number;
  bundle_offer: number;
  shipping_price: number;
  tax_price: number;
  /** What the customer pays for the goods of this line (after offers and free units, before tax). */
  net: number;
}

export async function priceLines(db: Db, rows: CartLineInput[]): Promise<PricedLine[]> {
  if (!rows.length) return [];
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const [products, inventories, flash] = await Promise.all([
    db
      .selectFrom("products as p")
      .leftJoin("tax_rules as t", "t.id", "p.tax_rule_id")
      .leftJoin("bundle_deals as b", "b.id", "p.bundle_deal_id")
      .select(["p.id", "p.title", "p.status", ...PRICED_PRODUCT_COLUMNS, "t.price as tax_price", "b.buy", "b.free"])
      .where("p.id", "in", productIds)
      .execute(),
    db
      .selectFrom("updated_inventories")
      .select(["id", "product_id", "quantity", "price"])
      .where("id", "in", [...new Set(rows.map((r) => r.inventory_id))])
      .execute(),
    activeFlashPrices(db, productIds, sqlNow()),
  ]);
  const placeIds = [...new Set(rows.map((r) => r.shipping_place_id).filter((x): x is number => x !== null))];
  const places = placeIds.length
    ? await db
        .selectFrom("shipping_places as sp")
        .innerJoin("shipping_rules as sr", "sr.id", "sp.shipping_rule_id")
        .select(["sp.id", "sp.shipping_rule_id", "sp.price", "sp.pickup_price", "sr.single_price"])
        .where("sp.id", "in", placeIds)
        .execute()
    : [];
  const chargedRules = new Set<number>();
  return rows.map((r) => {
    const p = products.find((x) => x.id === r.product_id);
    const inv = inventories.find((x) => x.id === r.inventory_id && x.product_id === r.product_id);
    if (!p || !inv) throw new Error(`cart row ${r.cartId} points at a missing product or variant`);
    const unit = inv.price > 0 ? inv.price : p.selling;
    const fl = flash.get(p.id);
    const sale = fl ? fl.price : inv.price === 0 && p.offered > 0 ? p.offered : unit;
    const discount = Math.max(0, money(unit - sale));
    const deal = p.buy && p.free ? { buy: p.buy, free: p.free } : null;
    const free = deal ? Math.floor(r.quantity / (deal.buy + deal.free)) * deal.free : 0;
    const net = money((unit - discount) * (r.quantity - free));
    const tax = p.tax_type === 2 ? money((net * (p.tax_price ?? 0)) / 100) : p.tax_type === 1 ? money((p.tax_price ?? 0) * r.quantity) : 0;
    let shipping = 0;
    const place =
      r.shipping_place_id !== null
        ? places.find((x) => x.id === r.shipping_place_id && x.shipping_rule_id === p.shipping_rule_id)
        : undefined;
    if (place) {
      const each = r.shipping_type === 2 ? place.pickup_price : place.price;
      if (place.single_price === 1) {
        if (!chargedRules.has(place.shipping_rule_id)) shipping = each;
        chargedRules.add(place.shipping_rule_id);
      } else shipping = money(each * r.quantity);
    }
    return {
      ...r,
      shipping_place_id: place ? place.id : null,
      title: p.title ?? "",
      status: p.status,
      stock: inv.quantity,
      admin_id: p.admin_id,
      selling: unit,
      purchased: p.purchased,
      offer_discount: discount,
      bundle_offer: free,
      shipping_price: shipping,
      tax_price: tax,
      net,
    };
  });
}
