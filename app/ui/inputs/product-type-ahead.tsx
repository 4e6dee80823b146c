import { useRef, useState } from "react";
import type { ProductSummary } from "~/api/catalog/product";
import { searchProducts } from "~/api/marketing/products";
import { AsyncSelect, type AsyncOption, type AsyncSelectProps } from "./async-select";

export interface ProductTypeAheadProps extends Omit<AsyncSelectProps, "value" | "onChange" | "load" | "initialOption"> {
  /** The product picked; the input then empties for the next one. */
  onPick: (product: ProductSummary) => void;
}

/**
 * A type-ahead over the catalogue's products that adds rather than holds: each pick hands the whole
 * product (title, prices) to `onPick`, then a fresh input waits for the next one.
 */
export function ProductTypeAhead({ onPick, ...props }: ProductTypeAheadProps) {
  // The options only carry id and title; the picked product's other facts are kept from the search.
  const found = useRef(new Map<string, ProductSummary>());
  const [round, setRound] = useState(0);
  const load = async (q: string): Promise<AsyncOption[]> => {
    const products = await searchProducts(q);
    for (const p of products) found.current.set(String(p.id), p);
    return products.map((p) => ({ value: String(p.id), label: p.title || `#${p.id}` }));
  };
  const pick = (value: string | null) => {
    const product = value ? found.current.get(value) : undefined;
    if (!product) return;
    onPick(product);
    setRound((n) => n + 1);
  };
  return <AsyncSelect key={round} {...props} value={null} load={load} onChange={pick} />;
}
