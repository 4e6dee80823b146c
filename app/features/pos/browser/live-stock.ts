import type { PosProduct } from "~/api/pos/products";
import type { Page } from "~/api/resource";
import type { LiveEvent } from "~/ui/live/use-live-events";

/*
 * The till's cards follow the stock as it moves (a `stock.changed` live event: another till's sale,
 * a restock on the product's page), so a cashier never offers what another till has just sold.
 */

/** The page with the variant's new quantity, or the same page when it is not on it (nothing renders). */
export function withLiveStock(page: Page<PosProduct> | null, event: LiveEvent): Page<PosProduct> | null {
  const { product_id: productId, inventory_id: inventoryId, quantity } = event;
  if (!page || event.type !== "stock.changed" || inventoryId === undefined || quantity === undefined) return page;
  let changed = false;
  const data = page.data.map((product) => {
    if (productId !== undefined && product.id !== productId) return product;
    const variants = product.product_inventories.map((variant) => {
      if (variant.id !== inventoryId || variant.quantity === quantity) return variant;
      changed = true;
      return { ...variant, quantity };
    });
    return variants.some((variant, i) => variant !== product.product_inventories[i])
      ? { ...product, product_inventories: variants }
      : product;
  });
  return changed ? { ...page, data } : page;
}
