import { listPosProducts, type PosProduct } from "~/api/pos/products";
import type { Page } from "~/api/resource";
import type { AddVariant } from "./product-card";
import { matchScannedSku } from "./variants";

/*
 * A barcode scanner types its code and presses Enter. The code is looked up at once (no debounce):
 * a variant whose SKU is exactly the code goes into the cart, one unit; anything else is shown as
 * search results. Scans run one after another (a scanner sends the next code before the first
 * answer is back), so every code is handled, in the order scanned.
 */

export type ScanOutcome =
  /** The variant went into the cart. */
  | { kind: "added" }
  /** The variant was found, the server refused it (its message: "Quantity exceeds inventory."). */
  | { kind: "refused"; message: string }
  /** No SKU is exactly the code: the products found for it, as search results (none at all: total 0). */
  | { kind: "unmatched"; page: Page<PosProduct> }
  /** The look-up itself failed (offline, timeout). */
  | { kind: "failed"; error: unknown };

/** Looks a scanned code up among all sellable products (the pickers' filters do not apply to a scan). */
export async function handleScan(code: string, add: AddVariant): Promise<ScanOutcome> {
  let page: Page<PosProduct>;
  try {
    page = await listPosProducts({ q: code, category: "", brand: "", page: 1 });
  } catch (error) {
    return { kind: "failed", error };
  }
  const match = matchScannedSku(page.data, code);
  if (!match) return { kind: "unmatched", page };
  const refusal = await add(match.product, match.variant, 1);
  return refusal === null ? { kind: "added" } : { kind: "refused", message: refusal };
}

/** Runs scans one at a time, in order: each waits for the one before it. */
export function scanQueue(): (task: () => Promise<void>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    // A failed task must not stop the scans behind it.
    tail = run.catch(() => undefined);
    return run;
  };
}
