import type { Order, OrderLine, OrderSummary } from "~/api/sales/orders";

/*
 * What the order's screens and its invoice compute the same way from the contract's line fields:
 * `selling` and `offer_discount` are unit prices, `bundle_offer` is the number of free units, and
 * shipping is the line's own total (server/src/groups/commerce/order-model.ts).
 */

/** The unit price paid: the selling price less the offer. */
export function unitPrice(line: OrderLine): number {
  return line.selling - line.offer_discount;
}

/** The line's goods: the paid units (free bundle units left out), shipping and tax apart. */
export function lineTotal(line: OrderLine): number {
  return unitPrice(line) * Math.max(0, line.quantity - line.bundle_offer);
}

/** "Colore: Rosso · Taglia: M", and the SKU when there is one. */
export function variantText(line: OrderLine): string {
  const attributes = (line.updated_inventory?.inventory_attributes ?? [])
    .map((a) => (a.attribute_value ? `${a.attribute_value.attribute?.title ?? ""}: ${a.attribute_value.title}` : ""))
    .filter(Boolean);
  const sku = line.updated_inventory?.sku;
  return [...attributes, sku ? `SKU ${sku}` : ""].filter(Boolean).join(" · ");
}

/** Who placed the order: the registered customer's or the guest's name, else the address's, else the e-mail. */
export function customerOf(row: Pick<OrderSummary | Order, "user" | "guest_user" | "address">): string {
  const person = row.user ?? row.guest_user;
  return person?.name || row.address?.name || person?.email || "—";
}

type AddressParts = Partial<Record<"address_1" | "address_2" | "zip" | "city" | "state" | "country", string | null>>;

/** "Via Roma 1, Scala B, 20121 Milano, MI, IT": the parts there are, in the order a label has them. */
export function addressText(address: AddressParts): string {
  const place = [address.zip, address.city].filter(Boolean).join(" ");
  return [address.address_1, address.address_2, place, address.state, address.country].filter(Boolean).join(", ");
}
