import type { PosCartLine } from "~/api/pos/cart";

/*
 * What one cart line shows besides its product: the variant's attributes, the unit price the
 * customer pays and the free units of its bundle deal. `cart/quote` answers totals only, so the
 * line reads these from the cart row the way the server prices it (pricing.ts: the variant's price
 * or else the product's, the flash price while a sale runs or else the product's offer, and
 * `floor(qty / (buy + free)) × free` free units). They are shown, never added up: every total on the
 * pane is the quote's.
 */

/** "Colour: Red · Size: M". */
export function variantText(line: PosCartLine): string {
  return (line.updated_inventory?.inventory_attributes ?? [])
    .map((a) => {
      const value = a.attribute_value?.title ?? "";
      const name = a.attribute_value?.attribute?.title ?? "";
      return name && value ? `${name}: ${value}` : value;
    })
    .filter(Boolean)
    .join(" · ");
}

export interface LinePrice {
  /** The price before any offer. */
  regular: number;
  /** What one paid unit costs. */
  unit: number;
  /** Units the bundle deal gives free. */
  free: number;
}

export function linePrice(line: PosCartLine): LinePrice {
  const product = line.flash_product;
  const variantPrice = line.updated_inventory?.price ?? 0;
  const regular = variantPrice > 0 ? variantPrice : (product?.selling ?? 0);
  const flash = product?.price ?? null;
  const unit = flash !== null ? flash : variantPrice === 0 && (product?.offered ?? 0) > 0 ? (product?.offered ?? 0) : regular;
  const deal = product?.bundle_deal;
  const size = deal ? deal.buy + deal.free : 0;
  const free = deal && deal.buy > 0 && deal.free > 0 ? Math.floor(line.quantity / size) * deal.free : 0;
  return { regular, unit: Math.min(unit, regular), free };
}

/** The variant's stock as the cart row carries it. */
export function stockOf(line: PosCartLine): number {
  return line.updated_inventory?.quantity ?? 0;
}
