import type { PosProduct, PosVariant } from "~/api/pos/products";

/*
 * What a product card decides without React: the attribute groups a cashier chooses from, the
 * variant a choice names, its price and stock, whether an addition may go to the server, and which
 * variant a scanned code names. Kept pure so unit tests cover every case.
 */

export interface AttributeChoice {
  id: number;
  title: string;
}

/** One radio group of a card: an attribute (`Colour`) and the values the product's variants use. */
export interface AttributeGroup {
  id: number;
  title: string;
  values: AttributeChoice[];
}

/** Chosen value id per attribute id. */
export type Selection = Readonly<Record<number, number>>;

/** The attribute groups of a product, in the order its variants first use them; values likewise. */
export function attributeGroups(product: PosProduct): AttributeGroup[] {
  const groups = new Map<number, AttributeGroup>();
  for (const variant of product.product_inventories) {
    for (const link of variant.inventory_attributes) {
      const value = link.attribute_value;
      if (!value) continue;
      let group = groups.get(value.attribute_id);
      if (!group) {
        group = { id: value.attribute_id, title: value.attribute?.title ?? "", values: [] };
        groups.set(value.attribute_id, group);
      }
      if (!group.values.some((v) => v.id === value.id)) group.values.push({ id: value.id, title: value.title });
    }
  }
  return [...groups.values()];
}

/** What a card starts with: an attribute with a single value is already chosen (nothing to decide). */
export function initialSelection(groups: readonly AttributeGroup[]): Selection {
  const selection: Record<number, number> = {};
  for (const group of groups) if (group.values.length === 1) selection[group.id] = group.values[0].id;
  return selection;
}

const valueIdsOf = (variant: PosVariant): number[] => variant.inventory_attributes.map((link) => link.attribute_value_id);

/**
 * The variant a choice names: with no attribute groups the product's only variant; with groups, the
 * variant whose values are exactly the chosen ones. `undefined` while a group is still unchosen,
 * `null` when the chosen combination does not exist (or the product has no variant at all).
 */
export function chosenVariant(product: PosProduct, groups: readonly AttributeGroup[], selection: Selection): PosVariant | null | undefined {
  const variants = product.product_inventories;
  if (groups.length === 0) return variants[0] ?? null;
  if (groups.some((group) => selection[group.id] === undefined)) return undefined;
  const wanted = groups.map((group) => selection[group.id]).sort((a, b) => a - b);
  const match = variants.find((variant) => {
    const values = [...new Set(valueIdsOf(variant))].sort((a, b) => a - b);
    return values.length === wanted.length && values.every((id, i) => id === wanted[i]);
  });
  return match ?? null;
}

/**
 * The choice that names a variant (attribute id → its value id): the card offers the product's
 * variants in one select, and picking one fills every attribute at once.
 */
export function selectionOf(variant: PosVariant): Selection {
  const selection: Record<number, number> = {};
  for (const link of variant.inventory_attributes) {
    if (link.attribute_value) selection[link.attribute_value.attribute_id] = link.attribute_value.id;
  }
  return selection;
}

/**
 * The unit price the cart charges (server pricing.ts): the variant's own price when it has one,
 * else the product's offer price when set, else its selling price. Flash sales are not in the list
 * rows, so a running flash price shows only in the cart.
 */
export function unitPrice(product: PosProduct, variant: PosVariant | null | undefined): number {
  if (variant && variant.price > 0) return variant.price;
  return product.offered > 0 ? product.offered : product.selling;
}

/** The stock a card shows: the chosen variant's, or all variants' together until one is chosen. */
export function shownStock(product: PosProduct, variant: PosVariant | null | undefined): number {
  if (variant) return variant.quantity;
  if (variant === null) return 0;
  return product.product_inventories.reduce((sum, v) => sum + Math.max(0, v.quantity), 0);
}

/** Why an addition cannot go to the server (each has its translated message on the card). */
export type AdditionProblem =
  { kind: "chooseAttributes" } | { kind: "unavailable" } | { kind: "quantity" } | { kind: "maxQuantity"; max: number };

export type AdditionCheck = { ok: true; variant: PosVariant; quantity: number } | { ok: false; problem: AdditionProblem };

/** The card's checks before `cart/action`: every attribute chosen, a whole quantity of 1 up to the stock. */
export function checkAddition(variant: PosVariant | null | undefined, quantity: number | string): AdditionCheck {
  if (variant === undefined) return { ok: false, problem: { kind: "chooseAttributes" } };
  if (variant === null) return { ok: false, problem: { kind: "unavailable" } };
  const amount = typeof quantity === "number" ? quantity : Number(quantity.trim() === "" ? NaN : quantity);
  if (!Number.isInteger(amount) || amount < 1) return { ok: false, problem: { kind: "quantity" } };
  const max = Math.max(0, variant.quantity);
  if (amount > max) return { ok: false, problem: { kind: "maxQuantity", max } };
  return { ok: true, variant, quantity: amount };
}

/** The variant's values as a cashier reads them ("Red, M"), "" for a variant without attributes. */
export function variantLabel(variant: PosVariant): string {
  return variant.inventory_attributes
    .map((link) => link.attribute_value?.title ?? "")
    .filter((title) => title !== "")
    .join(", ");
}

const normalisedCode = (code: string): string => code.trim().toLowerCase();

/**
 * The variant whose SKU is exactly the scanned (or typed) code, ignoring case and surrounding
 * spaces, among the products found for it; null when none is. A substring match is not a scan: the
 * search also finds "SKU-12" for "SKU-1", and adding that would sell the wrong article.
 */
export function matchScannedSku(products: readonly PosProduct[], code: string): { product: PosProduct; variant: PosVariant } | null {
  const wanted = normalisedCode(code);
  if (wanted === "") return null;
  for (const product of products) {
    const variant = product.product_inventories.find((v) => normalisedCode(v.sku) === wanted);
    if (variant) return { product, variant };
  }
  return null;
}
